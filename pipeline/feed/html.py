"""The main text, title, address and date of an HTML page, taken with trafilatura.

Scripts, styles, ``<noscript>``, ``<template>``, frames and embedded objects
are removed before anything is read, so their text reaches neither the title
nor the body (script text inside ``<h1>`` included).  Navigation, comments
(HTML comments and readers' comment sections) and related-links lists are
dropped by trafilatura; tables are kept.  Nothing is fetched: the page is
parsed from the string given.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from pipeline.feed.provenance import page_provenance
from pipeline.read import InputError

NOT_TEXT = ("script", "style", "noscript", "template", "iframe", "frame", "object", "embed", "svg", "math")


@dataclass(frozen=True)
class Page:
    title: str
    text: str  # starts with the title line
    url: str | None = None
    date: str | None = None  # YYYY-MM-DD


def _tree(html: str, path):
    from trafilatura.utils import load_html

    try:
        tree = load_html(html)
    except Exception as exc:  # a malformed page is that file's problem only
        raise InputError(path, f"HTML could not be parsed ({type(exc).__name__}: {exc})") from None
    if tree is None:
        raise InputError(path, "HTML could not be parsed")
    return tree


def _drop_non_text(tree) -> None:
    for element in list(tree.iter(*NOT_TEXT)):
        parent = element.getparent()
        if parent is None:
            continue
        if element.tail:  # keep the text that follows the element
            previous = element.getprevious()
            if previous is not None:
                previous.tail = (previous.tail or "") + element.tail
            else:
                parent.text = (parent.text or "") + element.tail
        parent.remove(element)


def html_page(html: str, path) -> Page:
    """The article in ``html``: title, text (starting with the title line), address and date."""
    import trafilatura

    logging.getLogger("trafilatura").setLevel(logging.CRITICAL)
    tree = _tree(html, path)
    url, date = page_provenance(tree)
    _drop_non_text(tree)
    try:
        doc = trafilatura.bare_extraction(
            tree,
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
    return Page(title or lines[0].strip()[:200], "\n".join(lines) + "\n", url, date)


def html_article(html: str, path) -> tuple[str, str]:
    """``(title, text)`` of the article in ``html``; the text starts with the title line."""
    page = html_page(html, path)
    return page.title, page.text
