"""`python -m pipeline extract`: articles in, documents/mentions/results tables out."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

NAME = "extract"
HELP = "extract mentions and results from articles into CSV tables"
DESCRIPTION = """\
Read articles (files, or folders searched for *.txt and *.md), extract the
mentions (systems, benchmarks, times, prices, percentages, ratios) and the
results that link them, and write documents.csv, mentions.csv and
results.csv into the output folder.

With no PATH, reads corpus/articles/ and writes output/; then, when
corpus/gold/ exists, audits output/ against it and prints the summary.

A file that cannot be read (empty, binary, not UTF-8) is reported on one
line naming it; the other files are still processed, and the exit status is
then 1.
"""

DEFAULT_CORPUS = Path("corpus")
DEFAULT_OUT = Path("output")


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="article files or folders (default: corpus/articles)")
    p.add_argument("--out", default=str(DEFAULT_OUT), metavar="DIR",
                   help="output folder (default: %(default)s)")
    p.add_argument("--excel", action="store_true",
                   help="write CSV as UTF-8 with a BOM, for spreadsheets")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                   help="worker processes (default: the number of cores, %(default)s)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--report", action="store_true",
                   help="also write the review page OUT/report.html")


def run(args: argparse.Namespace) -> int:
    from pipeline.read import iter_article_files
    from pipeline.store import update_outputs

    default_run = not args.paths
    paths = args.paths or [str(DEFAULT_CORPUS / "articles")]
    if args.jobs < 1:
        print("error: --jobs must be at least 1", file=sys.stderr)
        return 2
    summary = update_outputs(
        iter_article_files(paths), args.out, jobs=args.jobs, excel=args.excel,
        progress=not args.quiet and sys.stderr.isatty(),
    )
    print(
        f"{summary.documents} documents, {summary.mentions} mentions, "
        f"{summary.results} results written to {args.out}/"
        + (f" ({summary.reused} unchanged, reused)" if summary.reused else "")
    )
    status = 0
    if summary.failed:
        print(f"{len(summary.failed)} file(s) failed:", file=sys.stderr)
        for err in summary.failed:
            print(f"  {err}", file=sys.stderr)
        status = 1
    gold = DEFAULT_CORPUS / "gold"
    if args.report:
        from pipeline.review import ReportError, write_report

        try:
            page = write_report(Path(args.out), gold if default_run and gold.is_dir() else None,
                                Path(args.out) / "report.html", articles=paths)
        except ReportError as err:
            print(f"report: error: {err}", file=sys.stderr)
            status = status or 1
        else:
            print(f"review page written to {page}")
    if default_run and gold.is_dir():
        from pipeline.audit import AuditInputError, audit_dirs

        try:
            result = audit_dirs(gold, Path(args.out))
        except AuditInputError as err:
            for problem in err.problems:
                print(f"audit: error: {problem}", file=sys.stderr)
            status = status or 1
        else:
            result.write_audit_csv()
            print(f"audit against {gold}/:")
            print(result.format_summary())
    return status
