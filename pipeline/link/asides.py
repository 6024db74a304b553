"""English asides: a system named between two commas right after another system ("its Trainium3
chips, now shipping in Trn3 UltraServers, deliver 4.4x…") describes that system, and one named
between two dashes ("the server lists for $110,000 – a third of what a B200 box goes for – and
offers 1.5x…") is a side remark; neither is the subject of the clause (stage 6 of linking, read by
``subjects``); and an architecture in parentheses right after a system ("The H100 (Hopper-based) GPU")
describes it (``describes``).

A list ("the H100, the B200, and the MI300X") is no aside: the words after the first comma do not
open with a conjunction and are words, not only an article.
"""
from __future__ import annotations

import re

from pipeline.link.spans import Spans
from pipeline.types import Mention

# from the system before to the aside's system: a few words of that system (" chips"), a comma, then
# lower-case words that open the aside (now shipping in, the company's flagship built on)
_BEFORE = re.compile(r"[^,;.()]{0,16},\s(?!(?:and|or|but|while|which|the|a|an)\s)[a-z][a-z'’\s-]{2,40}\s")
_AFTER = re.compile(r"[^,;.()]{0,20},\s")  # the aside closes with a comma
_REACH = 60
_DASH = re.compile(r"\s[–—]\s|\s-\s|——|--")  # a spaced dash (a double dash: Chinese ——, normalised --) opens or closes an aside
_DASH_REACH = 160  # the dashes of an aside stand at most this far from the system


def aside(text: str, systems: Spans, m: Mention) -> bool:
    """System ``m`` stands in an aside after the system named right before it."""
    before = systems.last(max(0, m.start - _REACH), m.start)
    if before is None or before.end > m.start:
        return False
    return _BEFORE.fullmatch(text, before.end, m.start) is not None and _AFTER.match(text, m.end) is not None


def in_dashes(text: str, m: Mention, lo: int, hi: int) -> bool:
    """System ``m`` stands between two spaced dashes of the sentence [lo, hi) ("– roughly a third of what
    an eight-GPU B200 box goes for –")."""
    before = [d for d in _DASH.finditer(text, max(lo, m.start - _DASH_REACH), m.start)]
    if len(before) % 2 == 0:
        return False
    return _DASH.search(text, m.end, min(hi, m.end + _DASH_REACH)) is not None


def describes(text: str, systems: Spans, arch) -> bool:
    """The architecture name ``arch`` describes the system right before it ("The H100 (Hopper-based) GPU")."""
    before = systems.last(max(0, arch.start - 40), arch.start)
    if before is None or not 0 <= arch.start - before.end <= 3:
        return False
    return "(" in text[before.end:arch.start] or "（" in text[before.end:arch.start]


_OPEN, _CLOSE = "(（", ")）"
_PAREN_REACH = 60  # the parenthesis opens at most this far before the system


def in_parenthesis_of(text: str, systems: Spans, m: Mention, lo: int) -> bool:
    """System ``m`` stands in a parenthesis opened right after another system and still open at ``m``
    ("较前一代A3 Mega（a3-megagpu-8g，8颗H100）快约1.2倍"): it tells what that system is, a part of it."""
    depth, i = 0, m.start - 1
    lo = max(lo, m.start - _PAREN_REACH)
    while i >= lo:
        c = text[i]
        if c in _CLOSE:
            depth += 1
        elif c in _OPEN:
            if depth == 0:
                break
            depth -= 1
        i -= 1
    if i < lo:
        return False
    before = systems.last(max(lo, i - 40), i + 1)
    return before is not None and 0 <= i - before.end <= 1


_OPENS_FIGURE = re.compile(r"[(（][^\d()（）,，;；:：]{0,8}$")  # "(" or "(about " right before the figure
_NOUN_RUN = re.compile(r"[^\W\d_]*(?:[ \u3000][^\W\d_]+){0,2}[ \u3000]?")  # " box", " platform", "機種"
_NOUN_REACH = 14


def figure_after_name(text: str, systems: Spans, q: Mention) -> Mention | None:
    """The system whose figure ``q`` is, when ``q`` opens a parenthesis right after its name ("an
    eight-GPU H200 box (11.6 minutes)", "Nvidia's DGX B200 (9.4 minutes)"), else None."""
    opened = _OPENS_FIGURE.search(text, max(0, q.start - 9), q.start)
    if opened is None:
        return None
    before = systems.last(max(0, opened.start() - _NOUN_REACH - 40), opened.start())
    if before is None or opened.start() - before.end > _NOUN_REACH:
        return None
    return before if _NOUN_RUN.fullmatch(text, before.end, opened.start()) else None
