"""A labelled line's amount: the price of the system that labels the line.

"‧ HGX H200（8卡）：约新台币1,000万元", "A100 80GB：二手约新台币38万元", "H800 80G：约8.5元/卡时":
a line (a list item, bullet or not) that starts with a system's name, perhaps its memory size and a
parenthetical, then a colon and the amount (words in data/price_phrases.csv, kind=label, may stand
between: 二手, 约) states that system's price -- a list of prices needs no price word of its own.
Chinese only: English lines of the shape ("- L40S: $7,500") are read as rows already.
The linker reads normalised text: the full-width colon is ":" there.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import price_phrases
from pipeline.types import Mention

_BULLETS = re.compile(r"[ \t\u3000‧•·・●○◆◇■□▪▫►▶>*\-–—]*")
_REACH = 48  # the label and its amount stand this close together


@lru_cache(maxsize=1)
def _label() -> re.Pattern:
    words = "|".join(re.escape(w) for w in price_phrases("zh", "label"))
    return re.compile(r"\s?(?:\d+\s?G[B]?\s?)?(?:[(（][^()（）\n]{0,16}[)）]\s?)?[:：]\s?"
                      rf"(?:(?:{words})\s?){{0,2}}$", re.IGNORECASE)


def labelled_system(text: str, q: Mention, systems, lang: str) -> Mention | None:
    """The system whose name labels the line of amount ``q`` ("‧ A100 80GB：二手约…38万元"), else None."""
    if lang != "zh" or q.type != "price":
        return None
    line_start = text.rfind("\n", 0, q.start) + 1
    if q.start - line_start > _REACH:
        return None
    m = systems.first(line_start, q.start)
    if m is None or _BULLETS.fullmatch(text, line_start, m.start) is None:
        return None
    return m if _label().fullmatch(text, m.end, q.start) else None
