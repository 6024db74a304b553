"""English asides: a system named between two commas right after another system ("its Trainium3
chips, now shipping in Trn3 UltraServers, deliver 4.4x…") describes that system; it is not the
subject of the clause (stage 6 of linking, read by ``subjects``).

A list ("the H100, the B200, and the MI300X") is no aside: the words after the first comma do not
open with a conjunction and are words, not only an article.
"""
from __future__ import annotations

import re

from pipeline.link.spans import Spans
from pipeline.types import Mention

# from the system before to the aside's system: a few words of that system (" chips"), a comma, then
# lower-case words that open the aside (now shipping in, the company's flagship built on)
_BEFORE = re.compile(r"[^,;.()]{0,16},\s(?!(?:and|or|but|while|which|the|a|an)\s)[a-z][a-z'’\s-]{2,40}\s")
_AFTER = re.compile(r"[^,;.()]{0,20},\s")  # the aside closes with a comma
_REACH = 60


def aside(text: str, systems: Spans, m: Mention) -> bool:
    """System ``m`` stands in an aside after the system named right before it."""
    before = systems.last(max(0, m.start - _REACH), m.start)
    if before is None or before.end > m.start:
        return False
    return _BEFORE.fullmatch(text, before.end, m.start) is not None and _AFTER.match(text, m.end) is not None
