"""English: a series of times each followed by its system ("took T1 on X and T2 on Y").

"Fine-tuning … took 3h 41m on the MI100s and 2h 05m on the A100s" (probe2 half B q22), "took 38 minutes on
DGX Spark, 27 minutes on the RTX 5090 PC, 71 minutes on the Mac Studio and just over two hours on the
Framework Desktop" (probe6 half B u16): two sites.  Where the system before a time is itself the one
"on" which the figure before it was measured, the series names each system after its time: the time
is the system's right after it ("on the A100s"), not the one before.  English only; the few
prepositions and articles are in the pattern below.
"""
from __future__ import annotations

import re

from pipeline.types import Mention

_ON = re.compile(r"\s(?:on|with)\s(?:(?:the|a|an|one|two|my|our|its|their|\d+x?)\s)?", re.IGNORECASE)
_REACH = 24  # "… on the X": the system stands this close after its time


def series_system(text: str, systems, figures, q: Mention, clause: tuple[int, int], lang: str) -> Mention | None:
    """The system right after time ``q`` ("… and 2h 05m on the A100s") where the system before ``q`` in
    its clause follows the figure before in the same way ("3h 41m on the MI100s"), else None."""
    if lang != "en" or q.type != "time":
        return None
    after = systems.first(q.end, min(clause[1], q.end + _REACH))
    if after is None or not _ON.fullmatch(text, q.end, after.start):
        return None
    before = systems.last(clause[0], q.start)
    if before is None:
        return None
    figure = figures.last(clause[0], before.start)
    if figure is None or figure.type != "time" or not _ON.fullmatch(text, figure.end, before.start):
        return None
    return after
