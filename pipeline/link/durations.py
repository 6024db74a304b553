"""A ratio of times to train whose subject is the slower system (stage 4 of linking, beside ``metric``).

"X微调时间约为Y系统的1.6倍", "X用時約為Y的1.6倍", "X's time to train was 1.6 times that of Y": the subject's
time is a multiple of another system's, so the other is that much faster.  GOLD.md: a lag by a
multiple (落后H200约2-3倍) is a ``speedup`` of the faster system; the press writes the restatement
right after ("也就是说H200大约快1.6倍", probe7 half A v01 and v12, two sites), the same claim.  A time
longer by a percentage ("微调时间只比Y多约37%", "took 37% longer than Y") is a deficit of the subject
(GOLD.md: a deficit is no result).

The figure names a duration as its measure (a cue of category ``duration`` before it in its clause,
no other measure between), nothing cut, no word of speed between; a ratio then reads as a multiple
of the other's time when it is above 1 and is not said to be faster ("是Y的1.6倍"), a percentage only
with a word for longer (category ``longer``: 多, 长, longer, as long).

The words are cues of data/cues_*.csv.
"""
from __future__ import annotations

import re

from pipeline.link.metric import distance
from pipeline.types import Mention

_REACH = 40  # the duration word stands at most this far before the figure
REACH = 60  # the cues looked at stand this close to the figure (the caller's window)
_MEASURES = ("speed", "perf_per_dollar", "price", "cost", "none", "accuracy")
_NOT_LONGER = ("cut", "gain", "speedup", "lag", "lag_after", "generation")
_TIME_AFTER = re.compile(r"的|\s(?:the\s)?")  # "需要约2.2倍的时间", "2.2 times the time": the duration right after
_AFTER = 12  # "37% longer", "1.6 times as long as": a word for longer this close after the figure


def longer_time(text: str, q: Mention, clause_cues: list) -> bool:
    """Figure ``q`` (a ratio or percentage) says how many times, or by how much, the subject's time to
    train is longer than another's.  ``clause_cues``: the cues of ``q``'s clause within ``REACH`` of it."""
    if q.unit not in ("x", "%"):
        return False
    if any(c.category == "longer" and c.text.isascii() and q.end <= c.start <= q.end + _AFTER
           and not any(n.category in _NOT_LONGER for n in clause_cues) for c in clause_cues):
        return True  # "nearly five times as long as the RTX PRO 6000", "37% longer": of time by themselves
    durations = [c for c in clause_cues if c.category == "duration" and (
        (c.end <= q.start and q.start - c.end <= _REACH) or _TIME_AFTER.fullmatch(text, q.end, c.start))]
    if not durations:
        return False
    d = max(durations, key=lambda c: c.end)
    measures = [c for c in clause_cues if c.category in _MEASURES + ("train_time",)]
    nearest = min(measures, key=lambda c: distance(c, q)) if measures else None
    if nearest is None or (nearest.start, nearest.end) != (d.start, d.end) \
            or any(c.category in _NOT_LONGER for c in clause_cues):
        return False  # the duration is the figure's measure, the nearest one ("… time. Gaudi 3 delivers 1.5x the
        # training performance of the H100": performance)
    between = [c for c in clause_cues if d.end <= c.start and c.end <= q.start]
    after = [c for c in clause_cues if q.end <= c.start <= q.end + _AFTER]
    longer = any(c.category == "longer" for c in between + after)
    if q.unit == "%":
        return longer
    return longer or q.value > 1
