"""Stage 4, extract: the six mention types of GOLD.md, found by rules.

Names first (systems, benchmarks), then quantities outside them (a number in
a name belongs to the name).  Lines of site boilerplate (boilerplate.py) and web addresses
(https://…?q=30%25%2020) give nothing.
Offsets are into the normalised text; ``pipeline.process`` maps them back to
the original.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from operator import attrgetter

from pipeline.extractors.boilerplate import boilerplate_spans
from pipeline.extractors.names import find_names, keep_measured
from pipeline.extractors.percent_words import find_percent_words
from pipeline.extractors.quantities import find_quantities
from pipeline.extractors.tables import find_table_cells
from pipeline.types import Mention


_URL = re.compile(r"(?:https?://|ftp://|www\.)[^\s<>\"'，。；）)\]】]+", re.IGNORECASE)


def url_spans(text: str) -> list[tuple[int, int]]:
    """Web addresses: a number in one (%20, ?id=305) is no figure."""
    if "://" not in text and "www." not in text.lower():
        return []
    return [m.span() for m in _URL.finditer(text)]


class _Blocked:
    """Interval set of spans already taken (names, boilerplate)."""

    def __init__(self, spans):
        self.spans = sorted(spans)
        self.starts = [s for s, _ in self.spans]

    def __call__(self, start: int, end: int) -> bool:
        i = bisect_right(self.starts, end - 1)
        for s, e in self.spans[(i - 3 if i > 3 else 0):i]:
            if s < end and start < e:
                return True
        return False


def find_mentions_in_text(text: str, script: str = "zh-Hans") -> list[Mention]:
    """The mentions of a normalised text; ``script`` decides the currency of a 元 the context does not name."""
    boiler = boilerplate_spans(text) + url_spans(text)
    names = find_names(text)
    if boiler:
        is_boiler = _Blocked(boiler)
        names = [m for m in names if not is_boiler(m.start, m.end)]
    blocked = _Blocked(boiler + [(m.start, m.end) for m in names])
    quantities = find_quantities(text, blocked, script)
    blocked = _Blocked(boiler + [(m.start, m.end) for m in names + quantities])
    quantities += find_percent_words(text, blocked)
    blocked = _Blocked(boiler + [(m.start, m.end) for m in names + quantities])
    quantities += find_table_cells(text, blocked, script)
    names = keep_measured(text, names, quantities)
    return sorted(names + quantities, key=attrgetter("start", "end"))
