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


class Blocked:
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


def excluded_spans(text: str) -> list[tuple[int, int]]:
    """Where no mention is taken: site boilerplate and web addresses."""
    return boilerplate_spans(text) + url_spans(text)


def find_name_mentions(text: str, excluded: list[tuple[int, int]]) -> list[Mention]:
    """Systems and benchmarks outside the ``excluded`` spans (before :func:`keep_measured`)."""
    names = find_names(text)
    if excluded:
        is_excluded = Blocked(excluded)
        names = [m for m in names if not is_excluded(m.start, m.end)]
    return names


def find_quantity_mentions(text: str, script: str, excluded: list[tuple[int, int]],
                           taken: list[tuple[int, int]]) -> list[Mention]:
    """Times, prices, percentages and ratios outside the ``excluded`` and ``taken`` (the names')
    spans: written amounts, then 百分之 words, then cells under a unit stated once."""
    spans = excluded + taken
    found = find_quantities(text, Blocked(spans), script)
    found += find_percent_words(text, Blocked(spans + [(m.start, m.end) for m in found]))
    found += find_table_cells(text, Blocked(spans + [(m.start, m.end) for m in found]), script)
    return found


def find_mentions_in_text(text: str, script: str = "zh-Hans") -> list[Mention]:
    """The mentions of a normalised text; ``script`` decides the currency of a 元 the context does not name.

    The spaCy components (``pipeline.components.mentions``) run the same steps."""
    excluded = excluded_spans(text)
    names = find_name_mentions(text, excluded)
    quantities = find_quantity_mentions(text, script, excluded, [(m.start, m.end) for m in names])
    names = keep_measured(text, names, quantities)
    return sorted(names + quantities, key=attrgetter("start", "end"))
