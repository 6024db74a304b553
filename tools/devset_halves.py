"""Audit the dev set in its two halves, split by source site (tests/devset_split.csv).

Rules are written looking at the errors of one half only and measured on the
other (DEVELOPERS' guide, issue 12).  This runs the pipeline once on the whole
dev set, then audits each half with the project's own audit, and prints:

    python tools/devset_halves.py                  # figures of both halves
    python tools/devset_halves.py --errors A       # ... and half A's missed/spurious rows
    python tools/devset_halves.py --pred DIR       # reuse tables already extracted
    python tools/devset_halves.py --json           # figures as JSON

The split: every source site (registrable domain) goes whole to one half,
balanced by script and by gold results (A: 82 gold results, B: 85; the two
seed articles are in B).
"""
from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPLIT = ROOT / "tests" / "devset_split.csv"
DEVSET = ROOT.parent / "shared" / "devset"


def halves(split: Path = SPLIT) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    with open(split, encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            out.setdefault(row["half"], set()).add(row["doc_id"])
    return out


def _filter(src: Path, dst: Path, docs: set[str]) -> None:
    dst.mkdir(parents=True, exist_ok=True)
    for name in ("mentions.csv", "results.csv", "documents.csv"):
        p = src / name
        if not p.is_file():
            continue
        with open(p, encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.reader(fh))
        with open(dst / name, "w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(rows[0])
            w.writerows(r for r in rows[1:] if r and r[0] in docs)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--devset", type=Path, default=DEVSET, help="dev set folder (articles/, gold/)")
    ap.add_argument("--split", type=Path, default=SPLIT,
                    help="CSV with doc_id and half columns (default: tests/devset_split.csv)")
    ap.add_argument("--pred", type=Path, help="tables already extracted from the dev set (default: extract now)")
    ap.add_argument("--errors", choices=["A", "B"], help="print this half's missed and spurious rows")
    ap.add_argument("--table", choices=["mentions", "results"], help="with --errors: only this table")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from pipeline.audit import audit_dirs

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        pred = args.pred
        if pred is None:
            pred = tmp / "all"
            proc = subprocess.run([sys.executable, "-m", "pipeline", "extract", str(args.devset / "articles"),
                                   "--out", str(pred), "--quiet"], cwd=ROOT, capture_output=True, text=True)
            if proc.returncode != 0:
                print(proc.stderr, file=sys.stderr)
                return 1
        figures = {}
        for half, docs in sorted(halves(args.split).items()):
            _filter(args.devset / "gold", tmp / half / "gold", docs)
            _filter(pred, tmp / half / "pred", docs)
            # the audit looks for the articles beside the gold folder
            (tmp / half / "articles").symlink_to((args.devset / "articles").resolve())
            res = audit_dirs(tmp / half / "gold", tmp / half / "pred")
            figures[half] = res.to_dict()
            if args.errors == half:
                rows = res.audit_rows()
                for r in rows:
                    if args.table and r.get("table") != args.table:
                        continue
                    print(json.dumps(r, ensure_ascii=False))
        if args.json:
            print(json.dumps(figures, ensure_ascii=False, indent=1))
            return 0
        for half, d in figures.items():
            m, r = d["mentions"], d["results"]
            per = ", ".join(f"{k} {v['f1']:.3f}" for k, v in m.items() if k != "total")
            perr = ", ".join(f"{k} {v['f1']:.3f}" for k, v in r.items()
                             if k not in ("total", "qualifier_accuracy"))
            qa = r.get("qualifier_accuracy")
            print(f"half {half}: mentions F1 {m['total']['f1']:.3f} ({per})")
            qa = f"{qa:.3f}" if qa is not None else "-"
            print(f"        results F1 {r['total']['f1']:.3f} ({perr}); qualifier accuracy {qa}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
