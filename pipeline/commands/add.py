"""`python -m pipeline add`: take new articles into the corpus and bring the tables up to date."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pipeline.feed.limits import MAX_BYTES, MAX_CHARS, MAX_FIGURES, MIN_ARTICLE_CHARS

NAME = "add"
HELP = "add articles (txt, md, html; any common Chinese encoding) to the corpus"
DESCRIPTION = f"""\
Take article files, and the .txt, .md, .html and .htm files under folders,
into the corpus: each is decoded (UTF-8 with or without BOM, UTF-16,
GB18030/GBK, Big5; detected; a file that is plainly Korean, Japanese or in a
Western encoding is refused rather than read as mojibake), an HTML page is
reduced to its title and main text (scripts, navigation, styles, comments and
related links dropped), and the article is saved as UTF-8 text in
CORPUS/articles/<doc_id>.txt with its metadata (source: the page's address
when it states one, else the file's path; date when stated; encoding,
format, title, sha256, time added, version) in
CORPUS/articles/.meta/<doc_id>.json.  The doc_id is the file name without
its extension, made distinct (name-2, name-3, ...) when taken.

Refused, and named with the reason (the batch goes on):
  - an empty file, or one holding only whitespace;
  - a file above the limits per document: {MAX_BYTES:,} bytes as given,
    {MAX_CHARS:,} characters of article text, {MAX_FIGURES:,} figures (numbers) in it
    (--max-bytes, --max-chars, --max-figures);
  - a file that cannot be decoded or is not a text article.

An article already in the corpus (the same bytes; the same text, also in the
other Chinese script or with other whitespace or punctuation width; or the
same text with a site's header/footer lines) is reported and not added.  A
text that is an existing article with some of its figures changed is saved
as that article's new version, and the old one is kept in
CORPUS/articles/.versions/<doc_id>/<n>.txt; --replace does the same for any
other duplicate whose text differs.  An article with fewer than
{MIN_ARTICLE_CHARS} letters or digits besides its title is added with a warning.

One run at a time updates a corpus: another waits up to --wait seconds, then
stops with "another run is updating CORPUS (pid N)".

Then OUT is brought up to date, processing only new or changed articles.
The summary lists what was added, the new versions, the duplicates, the
warnings and the failures; the exit status is 1 if any file failed.
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
    p.add_argument("--replace", action="store_true",
                   help="a file that duplicates an article with other text becomes its new version "
                        "(the old one is kept in CORPUS/articles/.versions/)")
    p.add_argument("--wait", type=float, default=60.0, metavar="SECONDS",
                   help="how long to wait while another run updates the corpus (default: %(default)g)")
    p.add_argument("--max-bytes", type=int, default=MAX_BYTES, metavar="N",
                   help="largest file taken, in bytes (default: %(default)s)")
    p.add_argument("--max-chars", type=int, default=MAX_CHARS, metavar="N",
                   help="longest article text taken, in characters (default: %(default)s)")
    p.add_argument("--max-figures", type=int, default=MAX_FIGURES, metavar="N",
                   help="most figures (numbers) in an article taken (default: %(default)s)")


def _say(message, stream=None) -> None:
    from pipeline.feed.names import one_line

    print(one_line(str(message)), file=stream or sys.stdout)


def run(args: argparse.Namespace) -> int:
    from pipeline.feed.batch import add_paths
    from pipeline.feed.limits import Limits
    from pipeline.feed.lock import Busy, corpus_lock
    from pipeline.read import missing_paths

    if args.jobs < 1:
        print("error: --jobs must be at least 1", file=sys.stderr)
        return 2
    if min(args.max_bytes, args.max_chars, args.max_figures) < 1 or args.wait < 0:
        print("error: --max-bytes, --max-chars and --max-figures must be at least 1, --wait at least 0",
              file=sys.stderr)
        return 2
    missing = missing_paths(args.paths)
    if missing:  # before anything is written
        for err in missing:
            _say(f"error: {err}", sys.stderr)
        return 2
    progress = not args.quiet and sys.stderr.isatty()
    warn = (lambda msg: _say(msg, sys.stderr))
    try:
        with corpus_lock(args.corpus, timeout=args.wait, on_wait=warn):
            report = add_paths(args.paths, args.corpus, progress=progress, warn=warn, replace=args.replace,
                               limits=Limits(args.max_bytes, args.max_chars, args.max_figures))
            summary = _update(args, progress)
    except Busy as busy:
        _say(f"error: {busy}", sys.stderr)
        return 1
    except OSError as exc:
        _say(f"error: cannot update the corpus {args.corpus} ({exc.strerror or exc})", sys.stderr)
        return 1
    return _print_summary(args, report, summary)


def _update(args, progress):
    from pipeline.read import iter_article_files
    from pipeline.store import update_outputs

    articles = Path(args.corpus) / "articles"
    summary = update_outputs(  # a list: the progress bar's total; documents not in the corpus kept
        list(iter_article_files([articles])) if articles.is_dir() else [],
        args.out, jobs=args.jobs, excel=args.excel, progress=progress, prune=False, command="add",
    )
    for note in summary.notes:
        _say(f"note: {note}", sys.stderr)
    return summary


def _print_summary(args, report, summary) -> int:
    articles = Path(args.corpus) / "articles"
    _say(f"added {len(report.added)} to {articles}/")
    for source, doc_id in report.added:
        _say(f"  {source} -> {doc_id}")
    if report.versions:
        _say(f"new versions {len(report.versions)}:")
        for source, doc_id, why, kept in report.versions:
            _say(f"  {source}: new version of {doc_id}, {why}; the old one is kept as {kept}")
    if report.duplicates:
        _say(f"duplicates {len(report.duplicates)} (not added):")
        for source, doc_id, why in report.duplicates:
            _say(f"  {source}: already in corpus as {doc_id} ({why})")
    failed = report.failed + summary.failed
    _say(
        f"{summary.documents} documents, {summary.mentions} mentions, {summary.results} results "
        f"written to {args.out}/ ({summary.processed} processed, {summary.reused} unchanged)"
    )
    _say(f"added {len(report.added)}, duplicates {len(report.duplicates)}, failed {len(failed)}; "
         f"new versions {len(report.versions)}, warnings {len(report.warnings)}")
    sys.stdout.flush()
    if report.warnings:
        _say(f"warnings {len(report.warnings)}:", sys.stderr)
        for message in report.warnings:
            _say(f"  {message}", sys.stderr)
    if failed:
        _say(f"failed {len(failed)}:", sys.stderr)
        for err in failed:
            _say(f"  {err}", sys.stderr)
        return 1
    return 0
