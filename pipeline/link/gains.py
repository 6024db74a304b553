"""A speed figure's metric (stage 4 of linking, read by ``metric``): a ``perf_gain`` over the system's own
earlier result or software, or a ``speedup`` over another system or generation (GOLD.md).

And one shape of baseline makes a multiple no claim: one unit of the same hardware and nothing more
("双卡训练速度是单卡的1.8倍", "4张RTX 5090…比单卡快了三倍左右": probe8 A w03, w21; measured on probe5 B
t32), a scaling ratio (GOLD.md: ratios of scaling efficiency are mentions only; kind ``single_unit``).

The words are in data/gain_words.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.comparison_words import names_itself
from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

KINDS = ("single_unit",)


@lru_cache(maxsize=4)
def _regex(kind: str) -> re.Pattern:
    words = lang_kind_words("gain_words.csv", KINDS)
    parts = [alternation(words.get((lang, kind), ()), lang) for lang in ("zh", "en") if words.get((lang, kind))]
    return re.compile("|".join(f"(?:{p})" for p in parts) or r"(?!)", re.IGNORECASE)  # no words: no match


_SINGLE_UNIT_EDGES = re.compile(r"^\s*(?:(?:on|with|using|over|the|an?|one)\s+)*|\s*的?\s*$", re.IGNORECASE)


def is_single_unit(text: str) -> bool:
    """``text`` (a baseline as written, naming no system) is one unit of the same hardware and nothing more
    ("单卡", "单张卡", "a single GPU")."""
    t = _SINGLE_UNIT_EDGES.sub("", text)
    return bool(t) and _regex("single_unit").fullmatch(t) is not None


def speed_metric(q: Mention, here: list, baseline, time_cut: bool, comparative: bool,
                 software: bool = False) -> str:
    """A speed figure: a gain over the system's own earlier result, or a speedup over another.

    ``comparative``: the figure is followed by a comparative ("3x faster"), which
    compares with another system unless the clause says the figure came with
    time ("a year later …, 3x faster", "七个月内提升了80%": its own earlier result).

    ``time_cut``: a cut in the time to train, a speedup in % (GOLD.md) -- unless the baseline is the
    system's own earlier result, said so ("比自家上一轮…缩短6%", "12% less time than its own result") or
    credited to software before the figure ("借助软件优化，…比半年前缩短28%"): a perf_gain.
    """
    if baseline.lag or baseline.generation or any(c.category == "generation" for c in here):
        return "speedup"
    if time_cut and not (baseline.own and (software or names_itself(baseline.text))):
        return "speedup"
    if baseline.own:
        return "perf_gain"
    if not baseline.found and any(c.category == "software" for c in here):
        return "perf_gain"  # "22% faster purely from software", "a 35% speedup in their next SDK release"
    if baseline.found or any(c.category == "speedup" for c in here):
        return "speedup"
    if any(c.category == "over_time" for c in here):
        return "perf_gain"
    return "speedup" if comparative else "perf_gain"
