"""Where and when an article was published, when the page or the file says so.

HTML: the address from ``<link rel="canonical">``, else ``og:url``; the date
from ``article:published_time`` (or ``og:published_time``, ``pubdate``,
``publishdate``, ``date``, ``DC.date.issued``, ``itemprop=datePublished``),
else the first ``<time datetime>``.

Text and Markdown: a front matter block (``---`` lines around ``key: value``
lines: ``url``/``source``/``link``/``canonical``, ``date``/``published``)
or, among the first five lines, a line that is a label and an address
(``Source: https://…``, ``原文链接：https://…``) or a label and a date
(``Date: 2023-06-28``, ``发布时间：2023年6月28日``), or the second or third line
when it is a byline: a date, maybe a time, then nothing else or a label
(``2023-06-28 10:00 来源：某某网``).

Only what is stated is kept: an address must be absolute http(s); a date
must be a real calendar date (kept as ``YYYY-MM-DD``).  Dates in the running
text are not guessed at.
"""
from __future__ import annotations

import re
from datetime import date
from urllib.parse import urlsplit

MAX_URL = 2048
_DATE = re.compile(r"^\s*(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})(?!\d)")
_URL_KEYS = ("url", "source", "link", "canonical", "canonical_url", "source_url", "原文链接", "原文地址", "链接", "來源", "来源", "出处", "出處", "原文連結")
_DATE_KEYS = ("date", "published", "published_at", "pubdate", "publish_date", "发布时间", "發布時間", "发布日期",
              "發布日期", "日期", "时间", "時間", "posted", "updated")
# a date, maybe a time, then nothing or a label (来源：…, 作者：…, Source: …, By …) or a separator
_BYLINE = re.compile(r"^\s*\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}日?(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?\s*"
                     r"(?:$|[^\s:：]{1,12}\s*[:：]|[|｜/·•]|By\b|by\b)")
_LABELLED = re.compile(r"^\s*([^\s:：]{1,20})\s*[:：]\s*(.+?)\s*$")
_META_DATES = ("article:published_time", "og:published_time", "pubdate", "publishdate", "date",
               "dc.date.issued", "dcterms.date", "dc.date")


def clean_url(value) -> str | None:
    """``value`` if it is an absolute http(s) address without spaces or control characters."""
    if not isinstance(value, str):
        return None
    value = value.strip()
    if not value or len(value) > MAX_URL or re.search(r"[\s\x00-\x1f\x7f]", value):
        return None
    try:
        parts = urlsplit(value)
    except ValueError:
        return None
    return value if parts.scheme.lower() in ("http", "https") and parts.netloc else None


def clean_date(value) -> str | None:
    """``YYYY-MM-DD`` of a value that starts with a calendar date (ISO 8601, 2023/6/28, 2023年6月28日)."""
    if not isinstance(value, str):
        return None
    m = _DATE.match(value)
    if not m:
        return None
    try:
        day = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None
    return day.isoformat() if 1990 <= day.year <= 2100 else None


def page_provenance(tree) -> tuple[str | None, str | None]:
    """``(url, date)`` stated by an HTML page (an lxml tree)."""
    def attr(xpath: str) -> list[str]:
        try:
            return [str(v) for v in tree.xpath(xpath)]
        except Exception:  # a tree lxml cannot query has nothing to give
            return []

    url = None
    for link in tree.iter("link") if hasattr(tree, "iter") else ():
        rel = (link.get("rel") or "").lower().split()
        if "canonical" in rel:
            url = clean_url(link.get("href"))
            if url:
                break
    if url is None:
        url = next(filter(None, map(clean_url, attr("//meta[@property='og:url' or @name='og:url']/@content"))), None)
    found = None
    for meta in tree.iter("meta") if hasattr(tree, "iter") else ():
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").strip().lower()
        if key in _META_DATES or key == "datepublished":
            found = clean_date(meta.get("content"))
            if found:
                break
    if found is None:
        found = next(filter(None, map(clean_date, attr("//*[@itemprop='datePublished']/@datetime"
                                                       " | //time/@datetime"))), None)
    return url, found


def text_provenance(text: str) -> tuple[str | None, str | None, str | None]:
    """``(url, date, title)`` stated by a text or Markdown file's front matter or first lines."""
    lines = text.splitlines()
    pairs: list[tuple[str, str]] = []
    title = None
    if lines and lines[0].strip() == "---":
        for i, line in enumerate(lines[1:41], 1):
            if line.strip() in ("---", "..."):
                pairs = [(k, v) for k, v in (_pair(line) for line in lines[1:i]) if k]
                title = next((v.strip("'\"") for k, v in pairs if k == "title"), None)
                break
    else:
        head = [line for line in lines if line.strip()][:5]
        pairs = [_pair(line) for line in head]
        # a byline that starts with the date: "2023-06-28 10:00 来源：某某科技网"
        pairs += [("date", line) for line in head[1:3] if len(line) <= 80 and _BYLINE.match(line)]
    url = next((u for k, v in pairs if k in _URL_KEYS for u in [clean_url(v.strip("'\"<>"))] if u), None)
    day = next((d for k, v in pairs if k in _DATE_KEYS for d in [clean_date(v.strip("'\""))] if d), None)
    return url, day, title or None


def _pair(line: str) -> tuple[str, str]:
    m = _LABELLED.match(line)
    return (m.group(1).lower(), m.group(2)) if m else ("", "")
