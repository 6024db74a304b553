"""Whether a system named after a figure is the figure's subject (English; stage 3 of linking).

A clause that names no system before its figure takes the first one after it
("up to 3.3x gains on XE9680", "1.33 minutes on a DGX SuperPOD"); but a system
that a comparing word governs is what the figure is measured against, not who
made it: "…, delivers 1.6x the throughput per dollar of a DGX A100", "offer 30%
better price performance than the P5e and P5en instances".  Between the figure
and the system then stands a baseline word (``baseline_before`` in
data/cues_en.csv: than, over, compared with, versus…) or ``of`` (the share of
another system's measure).  Prices are not read so ("$30,000 for each B200"); but money spent on
many units ("will spend $970 million to buy more than 4,000 GPUs in DGX B200 systems") is a total,
not the price of the system after it (GOLD.md: totals spent on many units are no claims).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.baselines import words_regex


@lru_cache(maxsize=1)
def _governing() -> re.Pattern:
    return re.compile(rf"(?<![A-Za-z])of(?![A-Za-z])|{words_regex('baseline_before').pattern}", re.IGNORECASE)


def compared_after(text: str, figure_end: int, system_start: int) -> bool:
    """A comparing word (a baseline word or ``of``) stands between the figure and the system after it."""
    return _governing().search(text, figure_end, system_start) is not None


_MANY = re.compile(r"(?<![\w.,])(?:[2-9]|[1-9][\d,]*\d)\s(?:[A-Za-z][\w-]*\s){0,2}?[A-Za-z][\w-]*s(?![a-z])")


def many_units_after(text: str, figure_end: int, system_start: int) -> bool:
    """A count of several units ("4,000 Blackwell-generation GPUs") stands between an amount of money and
    the system after it: the money is spent on many, no one system's price."""
    return _MANY.search(text, figure_end, system_start) is not None
