"""A speed figure's metric (stage 4 of linking, read by ``metric``): a ``perf_gain`` over the system's own
earlier result, software or variant, or a ``speedup`` over another system or generation (GOLD.md).

Besides the baseline's round or software (``comparison_words.is_own``), two shapes make a figure the
system's own gain:

- the baseline is another build of the same system, its air-cooled version ("液冷版本的训练速度比气冷
  版本再快约5%", "与气冷版本PF-8900A相比，PF-8900B的训练时间再缩短约4%", "较气冷版本的训练时间再缩短约4%":
  probe6 A u10, probe7 A v10, probe8 A w11, w29, four sites) -- a perf_gain, a cut in the time to train
  included, even where the variant has a model number of its own (kind ``variant``);
- a cut in latency against the system's own earlier round ("3D U-Net上的延迟比上一轮缩短了18%", "單次推論
  延遲約為0.9秒，比上一輪縮短約15%": probe5 A t27, probe6 B u26): latency is a measure of inference speed,
  not a time to train, so the cut is an improvement over its own result (kind ``latency``; a
  latency cut with no own baseline stays no claim, as latency is otherwise).

And one shape makes it no claim: the baseline is one unit of the same hardware and nothing more
("双卡训练速度是单卡的1.8倍", "4张RTX 5090…比单卡快了三倍左右": probe5 t32, probe8 w03, w21), a scaling
ratio (GOLD.md: ratios of scaling efficiency are mentions only; kind ``single_unit``).

The words are in data/gain_words.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.comparison_words import names_itself
from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

KINDS = ("variant", "single_unit", "latency")

LATENCY_REACH = 24  # the latency word stands at most this far before the cut figure (its clause or the one before)


@lru_cache(maxsize=4)
def _regex(kind: str) -> re.Pattern:
    words = lang_kind_words("gain_words.csv", KINDS)
    parts = [alternation(words.get((lang, kind), ()), lang) for lang in ("zh", "en") if words.get((lang, kind))]
    return re.compile("|".join(f"(?:{p})" for p in parts) or r"(?!)", re.IGNORECASE)  # no words: no match


def is_variant(text: str) -> bool:
    """``text`` (a baseline as written) is another build of the same system (气冷版本, the air-cooled version)."""
    return bool(text) and _regex("variant").search(text) is not None


_SINGLE_UNIT_EDGES = re.compile(r"^\s*(?:(?:on|with|using|over|the|an?|one)\s+)*|\s*的?\s*$", re.IGNORECASE)


def is_single_unit(text: str) -> bool:
    """``text`` (a baseline as written, naming no system) is one unit of the same hardware and nothing more
    ("单卡", "单张卡", "a single GPU")."""
    t = _SINGLE_UNIT_EDGES.sub("", text)
    return bool(t) and _regex("single_unit").fullmatch(t) is not None


def latency_gain(text: str, q: Mention, cues: list, baseline) -> bool:
    """Percentage ``q`` cuts a latency named at most ``LATENCY_REACH`` characters before it, against the
    system's own earlier round; ``cues``: those of its clause and the clause before (a cut word before it)."""
    if q.unit != "%" or not baseline.own or baseline.systems or baseline.generation or baseline.lag:
        return False
    if not any(c.category == "cut" and c.end <= q.start for c in cues):
        return False
    return _regex("latency").search(text, max(0, q.start - LATENCY_REACH), q.start) is not None


def speed_metric(q: Mention, here: list, baseline, time_cut: bool, comparative: bool,
                 software: bool = False, itself: bool = False) -> str:
    """A speed figure: a gain over the system's own earlier result, or a speedup over another.

    ``comparative``: the figure is followed by a comparative ("3x faster"), which
    compares with another system unless the clause says the figure came with
    time ("a year later …, 3x faster", "七个月内提升了80%": its own earlier result).

    ``time_cut``: a cut in the time to train, a speedup in % (GOLD.md) -- unless the baseline is the
    system's own earlier result, said so ("比自家上一轮…缩短6%", "12% less time than its own result") or
    credited to software before the figure ("借助软件优化，…比半年前缩短28%"): a perf_gain.

    ``itself``: a word right before the figure says the system improved on itself ("improved its own
    results by 50%", "把自己的成绩提升了50%"): with no baseline written, a perf_gain.
    """
    if is_variant(baseline.text) and not baseline.lag:
        return "perf_gain"  # "比气冷版本再快约5%": the same system, another build
    if baseline.lag or baseline.generation or any(c.category == "generation" for c in here):
        return "speedup"
    if time_cut and not (baseline.own and (software or names_itself(baseline.text))):
        return "speedup"
    if baseline.own:
        return "perf_gain"
    if not baseline.found and (itself or any(c.category == "software" for c in here)):
        return "perf_gain"  # "22% faster purely from software", "a 35% speedup in their next SDK release"
    if baseline.found or any(c.category == "speedup" for c in here):
        return "speedup"
    if any(c.category == "over_time" for c in here):
        return "perf_gain"
    return "speedup" if comparative else "perf_gain"
