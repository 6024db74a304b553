"""`python -m pipeline add`: take new articles into the corpus and bring the tables up to date."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

NAME = "add"
HELP = "add articles (txt, md, html; any common Chinese encoding) to the corpus"
DESCRIPTION = """\
Take article files, and the .txt, .md, .html and .htm files under folders,
into the corpus: each is decoded (UTF-8 with or without BOM, UTF-16,
GB18030/GBK, Big5; detected), an HTML page is reduced to its title and main
text (navigation, scripts, styles, comments and related links dropped), and
the article is saved as UTF-8 text in CORPUS/articles/<doc_id>.txt with its
metadata (source, encoding, format, title, sha256, time added) in
CORPUS/articles/.meta/<doc_id>.json.  The doc_id is the file name without its
extension, made distinct (name-2, name-3, ...) when taken.

An article already in the corpus (the same bytes; the same text, also in the
other Chinese script or with other whitespace or punctuation width; or the
same text with a site's header/footer lines) is reported and not added.

Then OUT is brought up to date, processing only new or changed articles.
The summary lists what was added, the duplicates and the failures; the exit
status is 1 if any file failed.
"""


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="+", metavar="PATH", help="article files or folders to add")
    p.add_argument("--corpus", default="corpus", metavar="DIR",
                   help="corpus folder; articles go to DIR/articles (default: %(default)s)")
    p.add_argument("--out", default="output", metavar="DIR",
                   help="output folder to bring up to date (default: %(default)s)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                   help="worker processes for the update (default: the number of cores, %(default)s)")
    p.add_argument("--excel", action="store_true",
                   help="write CSV as UTF-8 with a BOM, for spreadsheets")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    from pipeline.feed.batch import add_paths
    from pipeline.read import iter_article_files, missing_paths
    from pipeline.store import update_outputs

    if args.jobs < 1:
        print("error: --jobs must be at least 1", file=sys.stderr)
        return 2
    missing = missing_paths(args.paths)
    if missing:  # before anything is written
        for err in missing:
            print(f"error: {err}", file=sys.stderr)
        return 2
    progress = not args.quiet and sys.stderr.isatty()
    warn = (lambda msg: print(msg, file=sys.stderr))
    report = add_paths(args.paths, args.corpus, progress=progress, warn=warn)
    articles = Path(args.corpus) / "articles"
    summary = update_outputs(  # a list: the progress bar's total; documents not in the corpus kept
        list(iter_article_files([articles])) if articles.is_dir() else [],
        args.out, jobs=args.jobs, excel=args.excel, progress=progress, prune=False, command="add",
    )
    for note in summary.notes:
        print(f"note: {note}", file=sys.stderr)

    print(f"added {len(report.added)} to {articles}/")
    for source, doc_id in report.added:
        print(f"  {source} -> {doc_id}")
    if report.duplicates:
        print(f"duplicates {len(report.duplicates)} (not added):")
        for source, doc_id, why in report.duplicates:
            print(f"  {source}: already in corpus as {doc_id} ({why})")
    failed = report.failed + summary.failed
    print(
        f"{summary.documents} documents, {summary.mentions} mentions, {summary.results} results "
        f"written to {args.out}/ ({summary.processed} processed, {summary.reused} unchanged)"
    )
    print(f"added {len(report.added)}, duplicates {len(report.duplicates)}, failed {len(failed)}")
    if failed:
        sys.stdout.flush()
        print(f"failed {len(failed)}:", file=sys.stderr)
        for err in failed:
            print(f"  {err}", file=sys.stderr)
        return 1
    return 0
