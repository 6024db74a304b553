"""`extract`: articles in, documents/mentions/results tables out."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pipeline.limits import HELP as LIMITS_HELP
from pipeline.limits import add_arguments as add_limit_arguments

NAME = "extract"
HELP = "extract mentions and results from articles into CSV tables"
DESCRIPTION = f"""\
Read articles (files, or folders searched for *.txt and *.md; UTF-8 with or
without a BOM, or UTF-16), extract the mentions (systems, benchmarks, times,
prices, percentages, ratios) and the results that link them, and bring
documents.csv, mentions.csv and results.csv in the output folder up to date.

Nothing already in the output is lost: the articles given are added to the
tables, or replace their earlier rows (by doc_id, the file name without its
extension); every other document keeps its rows as they are.  With --prune
the tables hold only the articles given, and the documents that leave them
are listed (--prune --dry-run lists them without writing anything).

With no PATH, reads corpus/articles/ and writes output/; then, when
corpus/gold/ exists, audits output/ against it and prints the summary.

A file that cannot be read (empty, binary, not UTF-8 or UTF-16, an HTML page
-- `add` takes those --, a name that is not valid UTF-8, a broken link, a
folder that cannot be listed) is reported on one line naming it; the other
files are still processed, and the exit status is then 1.

{LIMITS_HELP}

One run at a time per output folder.  Cells that a spreadsheet would run as
a formula (starting with = + - @) are written with a leading '.

Exit status: 0 all written; 1 some files failed (the others are written);
2 nothing written (a PATH that does not exist, an output folder that cannot
be written, a full disk; the previous tables are kept); 75 another run is
updating the output folder (see --wait).
"""

DEFAULT_CORPUS = Path("corpus")
DEFAULT_OUT = Path("output")


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="article files or folders (default: corpus/articles)")
    p.add_argument("--out", default=str(DEFAULT_OUT), metavar="DIR",
                   help="output folder (default: %(default)s)")
    p.add_argument("--prune", action="store_true",
                   help="remove from the tables every document not under the PATHs given (listed)")
    p.add_argument("--dry-run", action="store_true",
                   help="with --prune: list the documents that would be removed; write nothing")
    p.add_argument("--excel", action="store_true",
                   help="write CSV as UTF-8 with a BOM, for spreadsheets")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                   help="worker processes (default: the number of cores, %(default)s)")
    add_limit_arguments(p)
    p.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                   help="wait up to SECONDS for another run on the output folder to finish "
                        "(default: %(default)s, fail at once with exit status 75)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--report", action="store_true",
                   help="also write the review page OUT/report.html")


class ArticleFiles:
    """The article files under ``paths`` (:func:`pipeline.read.iter_article_files`), listed anew
    each time they are iterated instead of held in a list: a run over 20,000 files kept 20,000
    ArticleFile objects (about 340 bytes each) for its whole length.  Its length, the progress
    bar's total, is counted when asked for."""

    def __init__(self, paths: list[str]):
        self.paths = paths
        self._len: int | None = None

    def __iter__(self):
        from pipeline.read import iter_article_files

        return iter_article_files(self.paths)

    def __len__(self) -> int:
        if self._len is None:
            self._len = sum(1 for _ in self)
        return self._len


def _print_docs(title: str, docs: list[tuple[str, str]], stream=sys.stdout) -> None:
    from pipeline.read import shown

    print(title, file=stream)
    for doc_id, path in docs:
        print(f"  {shown(doc_id)} ({shown(path)})", file=stream)


def _dry_run(files, out: Path) -> int:
    """What --prune would remove: the documents of OUT's tables that no file given has."""
    from pipeline.read import InputError, shown
    from pipeline.store.kept import previous_documents

    given = {f.doc_id for f in files if not isinstance(f, InputError)}
    gone = [(d.doc_id, d.path) for d in previous_documents(out, strict=False) if d.doc_id not in given]
    _print_docs(f"--prune would remove {len(gone)} document(s) from {shown(out)}/:", gone)
    return 0


def run(args: argparse.Namespace) -> int:
    from pipeline.limits import configure_from
    from pipeline.read import missing_paths, shown
    from pipeline.store import update_outputs

    default_run = not args.paths
    paths = args.paths or [str(DEFAULT_CORPUS / "articles")]
    if args.jobs < 1:
        print("error: --jobs must be at least 1", file=sys.stderr)
        return 2
    problem = configure_from(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    if args.dry_run and not args.prune:
        print("error: --dry-run goes with --prune", file=sys.stderr)
        return 2
    missing = missing_paths(paths)
    if missing:  # before anything is written: a mistyped folder must not empty the tables
        for err in missing:
            print(f"error: {err}", file=sys.stderr)
        print(f"nothing written to {shown(args.out)}/", file=sys.stderr)
        return 2
    files = ArticleFiles(paths)  # listed and stat'ed as the store scans them
    if args.dry_run:
        return _dry_run(files, Path(args.out))
    summary = update_outputs(
        files, args.out, jobs=args.jobs, excel=args.excel, prune=args.prune, command="extract",
        wait=args.wait, progress=not args.quiet and sys.stderr.isatty(),
    )
    for note in summary.notes:
        print(f"note: {note}", file=sys.stderr)
    extra = [f"{summary.reused} unchanged, reused"] if summary.reused else []
    if summary.kept:
        extra.append(f"{len(summary.kept)} kept from before, not among the paths given")
    print(f"{summary.documents} documents, {summary.mentions} mentions, {summary.results} results "
          f"written to {shown(args.out)}/" + (f" ({'; '.join(extra)})" if extra else ""))
    if summary.removed and args.prune:
        _print_docs(f"removed {len(summary.removed)} document(s) (--prune: not under the paths given, "
                    "or failed):", summary.removed)
    status = 0
    if summary.failed:
        sys.stdout.flush()
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
        from pipeline.commands.audit import write_audit_table

        try:
            result = audit_dirs(gold, Path(args.out))
        except AuditInputError as err:
            for problem in err.problems:
                print(f"audit: error: {problem}", file=sys.stderr)
            status = status or 1
        else:
            write_audit_table(result, Path(args.out) / "audit.csv", args.excel)
            print(f"audit against {gold}/:")
            print(result.format_summary())
    return status
