"""Whether a system named after a figure is the figure's subject (English; stage 3 of linking).

A clause that names no system before its figure takes the first one after it
("up to 3.3x gains on XE9680", "1.33 minutes on a DGX SuperPOD"); but a system
that a comparing word governs is what the figure is measured against, not who
made it: "…, delivers 1.6x the throughput per dollar of a DGX A100", "offer 30%
better price performance than the P5e and P5en instances".  Between the figure
and the system then stands a baseline word (``baseline_before`` in
data/cues_en.csv: than, over, compared with, versus…) or ``of`` (the share of
another system's measure).  Prices are not read so ("$30,000 for each B200").
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.comparison_words import words_regex
from pipeline.link.word_lists import alternation, lang_kind_words


@lru_cache(maxsize=1)
def _governing() -> re.Pattern:
    return re.compile(rf"(?<![A-Za-z])of(?![A-Za-z])|{words_regex('baseline_before').pattern}", re.IGNORECASE)


def compared_after(text: str, figure_end: int, system_start: int) -> bool:
    """A comparing word (a baseline word or ``of``) stands between the figure and the system after it."""
    return _governing().search(text, figure_end, system_start) is not None


@lru_cache(maxsize=1)
def _opener() -> re.Pattern:
    words = lang_kind_words("clause_openers.csv", ("opens",)).get(("en", "opens"), ())
    return re.compile(rf"\s(?:{alternation(words, 'en')})\s", re.IGNORECASE)


_AS = re.compile(r"\sas\s", re.IGNORECASE)
_AS_REACH = 40  # the second "as" of "as many … as" stands at most this far after the system


def other_clause(text: str, figure_end: int, system_start: int) -> bool:
    """A word opening a clause of its own (as, while) stands between the figure and the system after it;
    not the first "as" of "N times as many … on X as on Y" (right after the figure, another after the system)."""
    m = _opener().search(text, figure_end, system_start)
    if m is not None and m.start() == figure_end and m.group().strip().lower() == "as" \
            and _AS.search(text, system_start, system_start + _AS_REACH):
        m = _opener().search(text, m.end() - 1, system_start)
    return m is not None
