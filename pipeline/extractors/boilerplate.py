"""Site boilerplate around an article: lines that give no mentions (GOLD.md).

Two data files say what boilerplate is:

- ``boilerplate_lines.txt``: one regular expression per line; a line of the
  article that matches one is boilerplate (a reading-time byline, an advert, a
  share bar, a dated link);
- ``boilerplate_headers.txt``: the headers that open a list of links to other
  articles (相关阅读, 延伸閱讀, 你可能也會喜歡, Related posts, Read more, More
  from …), one per line in any script.  A line that is only such a header
  (in brackets 【】 or not, with a colon or not) is boilerplate, and so are the
  list items after it: bulleted lines (·, ‧, •, -, 1.) and short headline-like
  lines, blank lines between them, up to the first line that is neither (a
  paragraph of the article).  A header followed on its own line by a headline
  ("Read more: …", "上一篇：…") is one line of boilerplate, and only bulleted
  items may follow it.

Everything else is article content: an article's own bullet list, a forum
reply ("推 user: …"), a caption.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import DATA_DIR, fold

MAX_ITEMS = 20  # a related-links list is short; a longer run of short lines is the article's
_CJK = re.compile(r"[\u3400-\u9fff]")
_BULLET = re.compile(
    r"^\s*(?:[·‧•∙●○▪▫■□◆◇►▶»›*+]|[-–—](?!\d)|\.(?!\d)|\d{1,2}[.、)](?!\d)|[(（]\d{1,2}[)）])\s*(?=\S)")
# a sentence inside the line, or one that ends it (an English one too: a headline has no full stop)
_SENTENCE_END = re.compile(r"[。！？!?]\s*\S|[。]\s*$|(?<=[a-z0-9%)])\.\s*$")


def _read(name: str) -> list[str]:
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        return [line.rstrip("\n") for line in fh if line.strip() and not line.startswith("#")]


@lru_cache(maxsize=1)
def line_patterns() -> tuple[re.Pattern, ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in _read("boilerplate_lines.txt"))


@lru_cache(maxsize=1)
def header_regex() -> re.Pattern:
    """A list header at the start of a line: ``sep`` is the colon or bracket after it, ``rest`` the line's rest.

    A header written with `` *`` at its end takes a short name after it (More from Reuters).
    """
    alts = []
    for word in sorted({fold(w.strip()) for w in _read("boilerplate_headers.txt")}, key=len, reverse=True):
        if word.endswith(" *"):
            alts.append(re.escape(word[:-2]) + r"\s+[^.!?。！？:：\n]{1,30}")
        else:
            alts.append(re.escape(word))
    return re.compile(
        r"^[\s【\[「『(（<《]*(?:" + "|".join(alts) + r")"
        r"(?P<sep>\s*[】\]」』)）>》]+\s*[:：>»›]?|\s*[:：>»›]+)?\s*(?P<rest>.*?)\s*$",
        re.IGNORECASE)


def _short(line: str, bulleted: bool) -> bool:
    """Headline-like: short, and no sentence ends inside it (a paragraph of the article has several)."""
    limit = (80 if bulleted else 60) if _CJK.search(line) else (160 if bulleted else 120)
    return len(line.strip()) <= limit and not _SENTENCE_END.search(line.strip())


def _header(line: str) -> str:
    """'alone' for a header line, 'inline' for a header with a headline after it on the line, else ''."""
    m = header_regex().match(line)
    if m is None:
        return ""
    if not m.group("rest"):
        return "alone"
    if m.group("sep") and _short(m.group("rest"), True):
        return "inline"
    return ""


def boilerplate_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every boilerplate line of ``text`` (the line break included)."""
    patterns = line_patterns()
    spans = []
    pos = 0
    listing = ""  # the kind of header the current list came after
    items = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n\u2028\u2029\x0b\x0c\x1c\x1d\x1e\x85")
        kind = _header(body) if len(body) <= 200 else ""
        if kind:
            listing, items, hit = kind, 0, True
        elif listing and not body.strip():
            hit = False  # a blank line inside a list: the list goes on
        elif listing and items < MAX_ITEMS and (_BULLET.match(body) and _short(body, True)
                                                or listing == "alone" and _short(body, False)):
            items, hit = items + 1, True
        else:
            listing = ""
            hit = any(p.search(body) for p in patterns)
        if hit:
            spans.append((pos, pos + len(line)))
        pos += len(line)
    return spans
