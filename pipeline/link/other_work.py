"""Times spent on other work than training (stage 4 of linking, beside ``metric``): no time to train.

"每台伺服器出貨前，均須完成72小時燒機測試" (a burn-in, probe7 half A v28), "光是組裝、測試與燒機就要10天左右"
(v08, another site), "setup on Linux took us under an hour" (v34), "Setup took us about two hours on
Ubuntu, versus 15 minutes for the Nvidia cards" (probe6 u34, another site): the time is that of
something a system goes through (setup, installation, assembly, burn-in, boot), said in an article
about training, not a result.

A word for such work (cue category ``other_work``) stands before the time in its clause, at most
``REACH`` characters away, with no benchmark and no word of training between them; or right after
the time ("72小时烧机测试").  The words are in data/cues_*.csv.
"""
from __future__ import annotations

from pipeline.types import Mention

REACH = 40  # the work word stands at most this far before the time
AFTER = 4  # ... or this close after it
WINDOW = 48  # the cues looked at stand this close to the time (the caller's window)


def other_work(q: Mention, clause_cues: list, refs) -> bool:
    """Time ``q`` is the time of other work than training.  ``clause_cues``: the cues of its clause within
    ``WINDOW`` of it;
    ``refs``: the benchmarks of the text (a ``Spans``)."""
    for c in clause_cues:
        if c.category != "other_work":
            continue
        if q.end <= c.start <= q.end + AFTER:
            return True
        if c.end <= q.start and q.start - c.end <= REACH and not refs.any_between(c.end, q.start) \
                and not any(t.category == "training" and c.end <= t.start and t.end <= q.start for t in clause_cues):
            return True
    return False
