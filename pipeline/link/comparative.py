"""A comparative right by a speed figure ("3x faster", 快了1.8倍): with nothing named to compare
against, it compares with another system (GOLD.md: a speedup), unless the clause says the gain
came with time.

Chinese puts the comparative before the figure, with a measure word (快个10%, 快個兩成) or a
qualifier (快了差不多2.8倍, 快了大概30%) between them; the second figure of a range (快个10%~15%)
takes the comparative of the first.
"""
from __future__ import annotations

import re

from pipeline.extractors.quantities import qualifier_before
from pipeline.types import Mention

_EN = re.compile(r"\s?(?:faster|quicker|ahead|lead)", re.IGNORECASE)
_ZH = re.compile(r"快(?:了|个|上|出)?\s?$")  # 快了1.8倍, 快个10%, 快出一倍
_RANGE = re.compile(r"\s?(?:-|–|—|~|～|至|到)\s?")
_ZH_REACH = 10  # the comparative and its qualifier stand this close before the figure


def _zh_before(text: str, start: int) -> bool:
    lo = max(0, start - _ZH_REACH)
    end = start
    while True:
        if _ZH.search(text, lo, end):
            return True
        found = qualifier_before(text[lo:end], end - lo)
        if found is None or lo + found[1] >= end:
            return False
        end = lo + found[1]


def comparative(text: str, q: Mention, zh: bool, prev_figure: Mention | None = None) -> bool:
    """Figure ``q`` stands by a comparative: before it in Chinese (before the first figure of its
    range, ``prev_figure``), after it in English."""
    if not zh:
        return _EN.match(text, q.end, q.end + 12) is not None
    if _zh_before(text, q.start):
        return True
    return prev_figure is not None and _RANGE.fullmatch(text, prev_figure.end, q.start) is not None \
        and _zh_before(text, prev_figure.start)
