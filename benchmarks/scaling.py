"""How the time to process ONE document grows with its length (issue 16, finding 4).

    .venv/bin/python benchmarks/scaling.py                 # 100k, 1M and 5M characters, every kind
    .venv/bin/python benchmarks/scaling.py --sizes 100000 200000 --kinds real --cap 60
    .venv/bin/python benchmarks/scaling.py --json FILE     # the raw figures too
    .venv/bin/python benchmarks/scaling.py --clock cpu     # CPU time, on a shared machine

For each kind of text and each size, one document of that many characters
goes through ``pipeline.process.process_document`` (every stage: normalise,
tokenise, extract, link, rows) in a fresh child process, after the NLP
pipelines are built and warmed on a small article, with the limits per
document switched off; the child's wall time for that one document and its
peak memory are printed, and the time per 100,000 characters, which stays
flat for a linear pipeline.  Kinds:

- ``real``: the bundled and dev-set articles, one after the other (their
  paragraphs kept) until the size is reached;
- ``paragraph``: the same text with every line break removed (one long paragraph);
- ``percent``: ``1%`` repeated (a figure every two characters);
- ``times``: ``1倍`` repeated.

A case is stopped after ``--cap`` seconds (default 300) and shown as
``> cap``; the larger sizes of that kind are then not run.  ``--clock cpu``
shows and caps the child's CPU time instead of its wall time (on a machine
shared with other work; the child is then killed only at five times the cap
of wall time).  Measured, never
asserted; the machine may be shared, so read the figures with the load
printed beside them.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT.parent / "shared" / "devset" / "articles"
KINDS = ("real", "paragraph", "percent", "times")
SIZES = (100_000, 1_000_000, 5_000_000)
_KEY = {"wall": "seconds", "cpu": "cpu_seconds"}  # --clock: the figure shown and capped


def real_text() -> str:
    files = sorted((ROOT / "corpus" / "articles").glob("*.txt"))
    if DEVSET.is_dir():
        files += sorted(DEVSET.glob("*.txt"))
    return "\n\n".join(f.read_text(encoding="utf-8-sig") for f in files)


def make_text(kind: str, size: int) -> str:
    if kind in ("real", "paragraph"):
        base = real_text()
        if kind == "paragraph":
            base = base.replace("\r", "").replace("\n", "")
        text = base * (size // len(base) + 1)
    else:
        unit = {"percent": "1%", "times": "1倍"}[kind]
        text = unit * (size // len(unit) + 1)
    return text[:size]


def one(kind: str, size: int) -> dict:
    """In the child: build and warm the pipelines, then time one document."""
    from pipeline.limits import configure
    from pipeline.process import process_document
    from pipeline.read import sha256_text
    from pipeline.types import Document

    configure(0, 0)
    warm = (ROOT / "corpus" / "articles").glob("*.txt")
    for f in warm:
        text = f.read_text(encoding="utf-8-sig")
        process_document(Document("warm", str(f), text, sha256_text(text)))
    text = make_text(kind, size)
    doc = Document(kind, kind, text, sha256_text(text))
    start, cpu = time.perf_counter(), time.process_time()
    result = process_document(doc)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"kind": kind, "chars": len(text), "seconds": elapsed, "cpu_seconds": cpu,
            "mentions": len(result.mentions),
            "results": len(result.results),
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def measure(kind: str, size: int, cap: float, clock: str = "wall") -> dict:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--one", kind, str(size)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    load = os.getloadavg()[0]
    # on a shared machine the wall time of a case capped by its CPU time may be several times that
    timeout = cap + 30 if clock == "wall" else 5 * cap + 30
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return {"kind": kind, "chars": size, "seconds": None, "capped": cap, "load": load}
    if proc.returncode != 0:
        return {"kind": kind, "chars": size, "seconds": None, "error": proc.stderr.strip()[-300:], "load": load}
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    figures["clock"] = clock
    if figures[_KEY[clock]] > cap:
        figures["capped"] = cap
    figures["load"] = load
    return figures


def cell(fig: dict | None) -> str:
    if fig is None:
        return "not run"
    if fig.get("error"):
        return "error"
    if fig.get("seconds") is None:
        return f"> {fig['capped']:g} s"
    seconds = fig[_KEY[fig.get("clock", "wall")]]
    per = seconds / (fig["chars"] / 100_000)
    return f"{seconds:.1f} s ({per:.2f} s/100k, {fig['peak_rss_mb']:.0f} MB)"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), metavar="N")
    p.add_argument("--kinds", nargs="+", default=list(KINDS), choices=KINDS)
    p.add_argument("--cap", type=float, default=300.0, metavar="SECONDS",
                   help="stop a case after SECONDS (default: %(default)s)")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="the time shown and capped: the child's wall time, or its CPU time "
                        "(steadier on a shared machine; default: %(default)s)")
    p.add_argument("--json", metavar="FILE", help="also write the raw figures to FILE")
    p.add_argument("--one", nargs=2, metavar=("KIND", "SIZE"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.one:
        print(json.dumps(one(args.one[0], int(args.one[1]))))
        return 0
    figures: dict[tuple, dict] = {}
    for kind in args.kinds:
        for size in sorted(args.sizes):
            fig = measure(kind, size, args.cap, args.clock)
            figures[kind, size] = fig
            print(f"{kind:>9} {size:>9,}: {cell(fig)}  (load {fig['load']:.2f})", flush=True)
            if fig.get("seconds") is None or fig.get("capped"):
                break  # the larger sizes would take longer still
    print()
    print("| text | " + " | ".join(f"{s:,} chars" for s in sorted(args.sizes)) + " |")
    print("| --- |" + " --- |" * len(args.sizes))
    for kind in args.kinds:
        print(f"| {kind} | " + " | ".join(cell(figures.get((kind, s))) for s in sorted(args.sizes)) + " |")
    if args.json:
        Path(args.json).write_text(json.dumps([{**v} for v in figures.values()], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
