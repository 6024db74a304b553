"""The main text and title of an HTML page, taken with trafilatura.

Navigation, scripts, styles, comments (HTML comments and readers' comment
sections) and related-links lists are dropped; tables are kept.  Nothing is
fetched: the page is parsed from the string given.
"""
from __future__ import annotations

import logging

from pipeline.read import InputError


def html_article(html: str, path) -> tuple[str, str]:
    """``(title, text)`` of the article in ``html``; the text starts with the title line."""
    import trafilatura

    logging.getLogger("trafilatura").setLevel(logging.CRITICAL)
    try:
        doc = trafilatura.bare_extraction(
            html,
            include_comments=False,
            include_tables=True,
            include_images=False,
            include_links=False,
            with_metadata=True,
            deduplicate=False,
        )
    except Exception as exc:  # a malformed page is that file's problem only
        raise InputError(path, f"HTML could not be parsed ({type(exc).__name__}: {exc})") from None
    if isinstance(doc, dict):  # trafilatura < 2 returns a dict
        body, title = doc.get("text"), doc.get("title")
    else:
        body, title = getattr(doc, "text", None), getattr(doc, "title", None)
    body = (body or "").strip()
    if not body:
        raise InputError(path, "no article text found in the HTML page")
    title = " ".join((title or "").split())
    lines = [line.rstrip() for line in body.splitlines()]
    if title and lines[0].strip() != title:
        lines = [title, ""] + lines
    return title or lines[0].strip()[:200], "\n".join(lines) + "\n"
