"""The review page: one self-contained HTML file showing what was extracted, where.

``write_report(pred_dir, gold_dir, out_file)`` reads the tables `extract`
wrote into ``pred_dir`` (and the original articles they point to), audits
them against ``gold_dir`` when given, and writes a single HTML file that works
offline (inline CSS, JS and SVG; nothing fetched): a sortable index of the
documents, the results filterable by system, benchmark and metric, a
train_time chart per benchmark, and each article with its mentions
highlighted, its results and, with gold, what it missed and what is spurious.

Article text is always escaped (Jinja2 autoescape plus ``markupsafe.escape``
in the highlighter), so markup in an article is shown, never run.

Modules: ``load`` (tables and texts), ``gold`` (the audit's findings),
``highlight`` (marked, escaped text), ``chart`` (inline SVG), ``page`` (the
page model), ``render`` (Jinja2 template ``templates/report.html.j2``).
"""
from __future__ import annotations

from pathlib import Path

from pipeline.review.load import ReportError

__all__ = ["write_report", "build_report", "ReportError"]


def build_report(pred_dir: Path, gold_dir: Path | None = None) -> tuple[str, dict]:
    """The page's HTML and its model (for callers that want the figures too)."""
    from pipeline.review.gold import load_gold
    from pipeline.review.load import load_tables
    from pipeline.review.page import build_page
    from pipeline.review.render import render_page

    tables = load_tables(Path(pred_dir))
    gold = load_gold(Path(gold_dir), Path(pred_dir), tables.warnings) if gold_dir else None
    model = build_page(tables, gold, pred_dir=str(pred_dir))
    return render_page(model), model


def write_report(pred_dir: Path, gold_dir: Path | None, out_file: Path) -> Path:
    """Write the review page for ``pred_dir`` (audited against ``gold_dir`` if given) to ``out_file``.

    Raises ReportError (one line naming the folder or file) when there is
    nothing to show; smaller problems become warnings listed on the page.
    """
    html, _ = build_report(Path(pred_dir), Path(gold_dir) if gold_dir else None)
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
