"""`python -m pipeline gold-draft`: the pipeline's predictions in the gold format, to hand-label from."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pipeline.limits import HELP as LIMITS_HELP
from pipeline.limits import add_arguments as add_limit_arguments

NAME = "gold-draft"
HELP = "write the pipeline's predictions as draft gold tables, for hand-labelling"
DESCRIPTION = f"""\
Run the pipeline on the articles (files, or folders searched for *.txt and
*.md) and write what it finds in the gold format of GOLD.md: DIR/mentions.csv
(doc_id,type,value,unit) and DIR/results.csv
(doc_id,system,benchmark,metric,value,unit,qualifier), only the gold
columns, a repeated row once, sorted by document, type or metric, and value.

This is a starting point: check every row against the article, add what is
missing, delete what is wrong, then audit with
`mlperf-press audit --gold DIR --pred OUTPUT` (or `python -m pipeline audit ...`).

Existing files in DIR are not overwritten unless --force is given (they may
hold hand-made labels).  An article that cannot be read is reported on one
line; the others are still drafted, and the exit status is then 1.  The
drafts are written like every table (see `extract --help`).

{LIMITS_HELP}
"""


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="+", metavar="PATH", help="article files or folders")
    p.add_argument("--out", required=True, metavar="DIR",
                   help="folder for the draft mentions.csv and results.csv")
    p.add_argument("--force", action="store_true",
                   help="overwrite mentions.csv / results.csv already in DIR")
    p.add_argument("--excel", action="store_true",
                   help="write CSV as UTF-8 with a BOM, for spreadsheets")
    add_limit_arguments(p)


def run(args: argparse.Namespace) -> int:
    from pipeline.audit.draft import draft_rows, write_draft
    from pipeline.limits import configure_from
    from pipeline.read import iter_documents, missing_paths, shown

    problem = configure_from(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    out = Path(args.out)
    targets = [out / "mentions.csv", out / "results.csv"]
    existing = [str(p) for p in targets if p.exists()]
    if existing and not args.force:
        print(f"error: {', '.join(existing)} already exist(s); use --force to overwrite "
              "(they may hold hand-made labels)", file=sys.stderr)
        return 2
    missing = missing_paths(args.paths)
    if missing:
        for err in missing:
            print(f"error: {err}", file=sys.stderr)
        return 2
    mentions, results, failed, n_docs = draft_rows(iter_documents(args.paths))
    for err in failed:
        print(f"error: {err}", file=sys.stderr)
    write_draft(out, mentions, results, args.excel)
    print(f"{len(mentions)} mention rows and {len(results)} result rows from {n_docs} "
          f"documents written to {shown(out)}/ (a draft: check every row against its article)")
    return 1 if failed else 0
