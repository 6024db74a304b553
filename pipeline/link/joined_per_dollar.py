"""A figure joined to a per-dollar figure before it, naming no measure of its own, is per dollar too
(stage 4 of linking, beside ``metric``).

"Bow Pod16 delivers 1.7 times the performance per dollar of DGX A100 on BERT and 1.4 times on
ResNet-50" (probe6 half A u15, a Graphcore blog), "a GB300 NVL72 rack cuts the cost of pretraining … by
about 35% compared with GB200 NVL72, and by roughly 4 times compared with a cluster of H100 servers"
(probe6 half A u17, another site): the per-dollar words are said once, for both figures.  GOLD.md:
more work for the same money is ``perf_per_dollar``.

It takes: the claim before in the sentence is per dollar and is on the figure right before; a
conjunction (and, 和, 以及, 、) stands between the two figures, and no cue of a measure or a
comparison stands after it up to the figure, nor right after the figure.
"""
from __future__ import annotations

import re

_AND = re.compile(r"\band\b|和|以及|及|、", re.IGNORECASE)
_OWN_MEASURE = ("speed", "train_time", "none", "accuracy", "price", "cost", "perf_per_dollar", "gain", "speedup",
                "cut", "lag", "generation", "software", "over_time")
_AFTER = 16  # a measure this close after the figure is its own ("and 1.4 times faster")


def joined_per_dollar(text: str, q, before, earlier_claim, cues) -> bool:
    """Figure ``q`` is joined to ``before`` (the figure before it in its sentence), whose claim
    ``earlier_claim`` is per dollar, and names no measure of its own.  ``cues``: the sentence's cues."""
    if before is None or earlier_claim is None or earlier_claim.metric != "perf_per_dollar" \
            or earlier_claim.start != before.start:
        return False
    joins = list(_AND.finditer(text, before.end, q.start))
    if not joins:
        return False
    lo = joins[-1].end()
    return not any(c.category in _OWN_MEASURE for c in cues.between(lo, q.end + _AFTER))
