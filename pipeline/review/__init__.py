"""The review page: one self-contained HTML file showing what was extracted, where.

``write_report(pred_dir, gold_dir, out_file)`` reads the tables `extract`
wrote into ``pred_dir`` (and the original articles they point to, when they
lie in the article folders), audits them against ``gold_dir`` when given,
joins the verdicts of ``pred_dir/verified.csv`` when it exists, and writes a
single HTML file that works offline (inline CSS, script and data; nothing
fetched): a sortable index of the documents, a search box, train_time charts
per benchmark for one MLPerf round at a time, the results filterable by
system, benchmark and metric, and each article with its mentions marked,
its results and, with gold, what it missed and what is spurious.

The data is one JSON document in the page, from which the page's script
draws everything (each article's text once; articles drawn as they come into
view).  Article text and every table value reach the page as text nodes and
attribute values, never as markup (see ``templates/page.js``).

Modules: ``articles`` (which files may be read), ``load`` (tables and
texts), ``gold`` (the audit's findings), ``verified`` (verdicts), ``highlight``
(the marks' layout), ``chart`` (what the charts show), ``page`` (the page
model), ``render`` (template, CSS, script, JSON).
"""
from __future__ import annotations

from pathlib import Path

from pipeline.review.load import ReportError

__all__ = ["write_report", "build_report", "ReportError"]


def build_report(pred_dir: Path, gold_dir: Path | None = None, articles=()) -> tuple[str, dict]:
    """The page's HTML and its model (for callers that want the figures too).

    ``articles``: folders (or files) whose articles may be embedded, besides
    the default ones (see :mod:`pipeline.review.articles`).
    """
    from pipeline.review.articles import ArticleFolders
    from pipeline.review.gold import load_gold
    from pipeline.review.load import load_tables
    from pipeline.review.page import build_page
    from pipeline.review.render import render_page
    from pipeline.review.verified import load_verdicts

    pred_dir = Path(pred_dir)
    folders = ArticleFolders.default(pred_dir, Path(gold_dir) if gold_dir else None, [Path(a) for a in articles])
    tables = load_tables(pred_dir, folders)
    gold = load_gold(Path(gold_dir), pred_dir, tables.warnings) if gold_dir else None
    verdicts = load_verdicts(pred_dir, tables.warnings)
    model = build_page(tables, gold, verdicts=verdicts, pred_dir=str(pred_dir))
    return render_page(model), model


def write_report(pred_dir: Path, gold_dir: Path | None, out_file: Path, articles=()) -> Path:
    """Write the review page for ``pred_dir`` (audited against ``gold_dir`` if given) to ``out_file``.

    Raises ReportError (one line naming the folder or file) when there is
    nothing to show; smaller problems become warnings listed on the page.
    """
    html, _ = build_report(Path(pred_dir), Path(gold_dir) if gold_dir else None, articles)
    return write_atomic(Path(out_file), html)


def write_atomic(out: Path, html: str) -> Path:
    """Write ``html`` to ``out`` so that a browser never sees half a page."""
    import os
    import tempfile

    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes it private; a report is for sharing
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(html)
        os.replace(tmp, out)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return out
