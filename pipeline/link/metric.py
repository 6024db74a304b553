"""Stage 4 of linking: which figures are claims, and of what metric.

A figure's metric comes from the cue words of its clause (data/cues_*.csv):

- a time is a time to train when its sentence is about training or names a
  benchmark, unless a word for something else stands right by it;
- an amount is a price when a price or cost word governs it and nothing
  nearer says it is money of another kind (revenue, a market);
- a percentage or ratio is read from the *measure* its clause names, the
  nearest one (performance, time to train; or memory, bandwidth, energy,
  sizes, counts, accuracy, money made -- no claim), else from the clause
  before, else from its verbs (improves, faster, leads).  A speed figure is a
  ``perf_gain`` against the system's own earlier result or software and a
  ``speedup`` against another system or generation; a cut in cost is
  ``perf_per_dollar``, a cut in the time to train a ``speedup``, a cut in
  performance a deficit (no claim).

Only cues within ``REACH`` characters of the figure are looked at.
"""
from __future__ import annotations

import re

from pipeline.link.baselines import Baseline
from pipeline.link.spans import Spans
from pipeline.types import Mention

_TRANSITION = re.compile(r"\s*(?:(?:涨|升|降|跌|增|减|上涨|下降|提高|降低|上升)?(?:到|至)|to|-|–|—|~|～|and|或|or|和|、|,|，)\s*"
                         r"(?:\$|US\$|NT\$|¥|￥)?\s*", re.IGNORECASE)
REACH = 80  # cues farther than this from a figure do not govern it
NEAR_BLOCK = 8  # a 'none' cue this close to a figure wins
PPD_RANGE = 24  # a per-dollar cue this close to a figure makes it per dollar
MEASURES = ("speed", "train_time", "none", "accuracy", "price", "cost", "perf_per_dollar")
VERBS = ("gain", "speedup", "cut")
_RANK = {"move": 0, "none": 0, "accuracy": 0, "price": 1, "cost": 1, "perf_per_dollar": 2, "speedup": 3, "cut": 3,
         "gain": 4, "speed": 4, "train_time": 4}


def distance(c, q: Mention) -> int:
    if c.end <= q.start:
        return q.start - c.end
    if c.start >= q.end:
        return c.start - q.end
    return 0


def _nearest(cands, q):
    return min(cands, key=lambda c: (distance(c, q), _RANK[c.category]))


def metric_of(q: Mention, cues: Spans, clause, prev_clause, sentence, has_bench: bool,
              time_cue_in_sentence: bool, baseline: Baseline, text: str = "", prev_figure: Mention | None = None
              ) -> str | None:
    """The metric of figure ``q`` (its sentence's ``cues``), or None: no claim.

    ``prev_figure``: the figure before ``q`` in its clause, if any (a price word
    before it governs that one, unless the two are a range: 从9万元涨到11万元).
    """
    here = cues.near(clause[0], clause[1], q.start, REACH)
    before = cues.near(prev_clause[0], prev_clause[1], q.start, REACH) if prev_clause else []
    if q.type == "time":
        if any(c.category == "none" and distance(c, q) <= NEAR_BLOCK for c in here):
            return None
        return "train_time" if has_bench or time_cue_in_sentence else None
    if q.type == "price":
        if prev_figure is not None and prev_figure.type == "price" and not _TRANSITION.fullmatch(
                text, prev_figure.end, q.start):
            here = [c for c in here if c.start >= prev_figure.end]
            before = []
        return _price(q, here, before)
    return _ratio(q, here, before, cues.near(sentence[0], sentence[1], q.start, REACH), baseline)


def _price(q: Mention, here: list, before: list) -> str | None:
    if not any(c.category in ("price", "cost", "speed", "perf_per_dollar", "none") for c in here):
        here = here + before
    prices = [distance(c, q) for c in here if c.category in ("price", "cost")]
    if not prices:
        return None
    if any(c.category == "none" and distance(c, q) < min(prices) for c in here):
        return None
    return "price"


def _ratio(q: Mention, here: list, before: list, sentence: list, baseline: Baseline) -> str | None:
    pct = q.unit == "%"
    if any(c.category == "perf_per_dollar" and distance(c, q) <= PPD_RANGE for c in here):
        return "perf_per_dollar"
    blocking = ("none", "near", "accuracy") if pct else ("none", "near")
    if any(c.category in blocking and distance(c, q) <= NEAR_BLOCK for c in here):
        return None
    measures = [c for c in here if c.category in MEASURES and (pct or c.category != "accuracy")]
    if not measures:
        measures = [c for c in before if c.category in MEASURES and (pct or c.category != "accuracy")]
    if not measures and any(c.category == "move" for c in here):
        return None  # "上涨0.59%": a rise with nothing named to rise is a stock's
    verbs = [c for c in here if c.category in VERBS]
    cut = any(c.category == "cut" for c in here)
    measure = _nearest(measures, q).category if measures else None
    if cut and measure == "train_time" and any(c.category == "cost" for c in measures):
        measure = "cost"  # "the cost of training BERT is 40% lower"
    if measure is None and not verbs:
        if baseline.systems and not baseline.own:
            return "speedup"  # 三倍于A100
        ranked = [c for c in sentence if c.category in MEASURES + VERBS]
        if not ranked:
            return None
        measure = _nearest(ranked, q).category
    if measure in ("none", "accuracy"):
        return None
    if measure == "perf_per_dollar":
        return "perf_per_dollar"
    if measure in ("price", "cost"):
        return "perf_per_dollar" if measure == "cost" and cut else None
    if cut and measure == "speed" and not any(c.category in ("gain", "speedup") for c in verbs):
        return None  # performance cut: a deficit
    return _speed(q, here, baseline, cut and measure == "train_time")


def _speed(q: Mention, here: list, baseline: Baseline, time_cut: bool) -> str:
    """A speed figure: a gain over the system's own earlier result, or a speedup over another."""
    if baseline.lag or baseline.generation or any(c.category == "generation" for c in here):
        return "speedup"
    if baseline.own:
        return "perf_gain"
    if baseline.found or time_cut or any(c.category == "speedup" for c in here):
        return "speedup"
    return "perf_gain"
