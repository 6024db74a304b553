"""CPU per document against the floor, one process per version, versions run in turn.

    .venv/bin/python benchmarks/cpu_ratio.py main=/tmp/main-copy branch=. [--docs 1000] [--runs 3]

Each ``NAME=ROOT`` is a folder holding a ``pipeline/`` package (a copy of
main's, a worktree).  For each run, every version in turn (the order
alternates from run to run) is measured in a fresh child process started in
its ROOT: after a warm-up of ``--warmup`` documents, the floor (OpenCC t2s +
``jieba.lcut``, as ``benchmarks/floor.py``) and ``process_document`` +
``encode_result`` (what ``extract`` does per document) alternate document by
document, each timed in CPU time of the process (``time.process_time``), so
a busy machine slows both alike.  Printed per run and version: the floor's
and the pipeline's CPU seconds and their ratio (floor / pipeline: 1.0 would
be as fast as the floor); at the end the median ratio of each version.
Compare ratios taken in the same run, never seconds from different runs.

The documents are the first ``--docs`` of the synthetic corpus
(``benchmarks/corpus.py``, seed 1, built in a temporary folder) or of
``--corpus FOLDER``.  This is the measurement of the "CPU per document"
tables of benchmarks/README.md.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import json, sys, time
sys.path.insert(0, ".")
folder, n, warm = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
import jieba, logging, opencc
jieba.setLogLevel(logging.WARNING)
from pipeline.read import iter_documents
from pipeline.process import process_document
from pipeline.store import encode_result
docs = [d for d in iter_documents([folder]) if not isinstance(d, Exception)]
run, warmup = docs[:n], docs[n:n + warm] or docs[:warm]
jieba.initialize()
t2s = opencc.OpenCC("t2s").convert
for d in warmup:
    jieba.lcut(t2s(d.text)); encode_result(process_document(d))
clock = time.process_time
floor = pipe = 0.0
for d in run:
    t0 = clock()
    jieba.lcut(t2s(d.text))
    t1 = clock()
    encode_result(process_document(d))
    t2 = clock()
    floor += t1 - t0
    pipe += t2 - t1
print(json.dumps({"docs": len(run), "chars": sum(len(d.text) for d in run), "floor": floor, "pipeline": pipe}))
"""


def _load() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def measure(root: Path, folder: Path, docs: int, warmup: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-c", CHILD, str(folder), str(docs), str(warmup)], cwd=root, env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("versions", nargs="+", metavar="NAME=ROOT")
    p.add_argument("--docs", type=int, default=1000, help="documents measured (default: %(default)s)")
    p.add_argument("--warmup", type=int, default=30, help="documents run before timing (default: %(default)s)")
    p.add_argument("--runs", type=int, default=3, help="runs of every version (default: %(default)s)")
    p.add_argument("--corpus", type=Path, help="a folder of articles instead of the synthetic corpus")
    p.add_argument("--json", type=Path, help="write the raw figures here")
    args = p.parse_args(argv)
    versions = []
    for v in args.versions:
        name, _, root = v.partition("=")
        if not root or not (Path(root) / "pipeline").is_dir():
            p.error(f"{v}: expected NAME=ROOT with ROOT/pipeline a folder")
        versions.append((name, Path(root).resolve()))
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.corpus
        if folder is None:
            folder = Path(tmp) / "corpus"
            subprocess.run([sys.executable, str(HERE / "corpus.py"), "--size", str(args.docs + args.warmup),
                            "--out", str(folder)], check=True, capture_output=True)
        rows = []
        for r in range(args.runs):
            order = versions if r % 2 == 0 else versions[::-1]
            for name, root in order:
                load = _load()
                got = measure(root, folder, args.docs, args.warmup)
                got.update(run=r + 1, version=name, load=load, ratio=got["floor"] / got["pipeline"])
                rows.append(got)
                print(f"run {r + 1} {name:<12} floor {got['floor']:6.2f} s  pipeline {got['pipeline']:6.2f} s  "
                      f"floor/pipeline {got['ratio']:.3f}  (load {load:.1f})", flush=True)
    for name, _ in versions:
        ratios = [g["ratio"] for g in rows if g["version"] == name]
        print(f"{name:<12} median floor/pipeline {statistics.median(ratios):.3f} over {len(ratios)} runs "
              f"({', '.join(f'{x:.3f}' for x in ratios)})")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
