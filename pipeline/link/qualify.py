"""The qualifier of a claim's figure (=, ~, <=, >=), from the words around it in its clause.

The mention's own qualifier (约, up to, more than right by the figure) wins; otherwise a Chinese
'about' word anywhere before the figure in its clause (no other figure between) makes it ~, an
'up to' word a verb away makes it <=, the ends of a range ("30%-40%", "1.5x to 2.5x") are >= and <=,
and the second of two coordinated figures ("up to 2.5x … and 5x") takes the first one's.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import qualifiers
from pipeline.link.prices import between_and
from pipeline.types import Mention

_RANGE_ENDS = re.compile(r"\s?(?:to|-|–|~|～|至)\s?(?:\$|US\$)?", re.IGNORECASE)  # not 到: 从9万到11万 is a change
_FROM = re.compile(r"(?:从|由|from)\s?$", re.IGNORECASE)
_ABOUT_REACH = 40  # an 'about' word this far before a figure in its clause qualifies it
_UP_TO_REACH = 6  # an 'up to' word this far before a figure in its clause qualifies it


def is_range(text: str, a: Mention, b: Mention) -> bool:
    """``a`` and ``b`` are the two ends of one range ("$650–$750", "between 2 and 3x")."""
    return a.type == b.type and a.unit == b.unit and a.end <= b.start and a.value <= b.value and (
        _RANGE_ENDS.fullmatch(text, a.end, b.start) is not None or between_and(text, a, b))


class Qualifiers:
    """The qualifiers of a document's figures, each found once."""

    def __init__(self, text: str, qs: list[Mention], coordinated: dict[int, int]):
        self.text, self.qs, self.coordinated = text, qs, coordinated
        self._found: dict[int, str] = {}

    def of(self, i: int, q: Mention, clause) -> str:
        if i not in self._found:
            self._found[i] = self._find(i, q, clause)
        return self._found[i]

    def _find(self, i: int, q: Mention, clause, follow: bool = True) -> str:
        if q.qualifier != "=":
            return q.qualifier
        qs, text = self.qs, self.text
        if follow and i in self.coordinated:  # "up to 2.5 times … and five times …": both up to
            j = self.coordinated[i]
            first = self._found[j] if j in self._found else self._find(j, qs[j], clause, follow=False)
            if first in ("<=", "~"):
                return first
        if i + 1 < len(qs) and is_range(text, q, qs[i + 1]) and not _FROM.search(text, max(0, q.start - 6), q.start):
            return ">="
        if i > 0 and is_range(text, qs[i - 1], q) and not _FROM.search(text, max(0, qs[i - 1].start - 6),
                                                                        qs[i - 1].start):
            return "<="
        lo = max(clause[0], q.start - _ABOUT_REACH)
        if i > 0 and qs[i - 1].start >= clause[0]:
            return q.qualifier  # another figure before it in the clause
        window = text[lo:q.start]
        if any(surf in window for surf in _about_words()):
            return "~"
        # 最高快1.4倍, 最高可提升40%: an 'up to' word a verb away from the figure
        near = text[max(lo, q.start - _UP_TO_REACH):q.start]
        return "<=" if any(surf in near for surf in _up_to_words()) else q.qualifier


@lru_cache(maxsize=1)
def _up_to_words() -> tuple[str, ...]:
    """Chinese 'up to' words (最高, 最多, 高达) that may stand a verb before a figure."""
    return tuple(surf for surf, qq, pos in qualifiers() if pos == "before" and qq == "<=" and not surf.isascii())


@lru_cache(maxsize=1)
def _about_words() -> tuple[str, ...]:
    """Chinese 'about' words that may stand anywhere before a figure in its clause."""
    return tuple(surf for surf, qq, pos in qualifiers() if pos == "before" and qq == "~" and not surf.isascii())
