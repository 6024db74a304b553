"""A whole machine's price restated per card is no claim of its own (stage 4 of linking, beside ``prices``).

"某平台的910B整机包月价格为每月3.2万元，折算下来每卡时约5.5元", "PF-8900B整機月租約新台幣42萬元，換算每GPU小時約新台幣72元",
"H20整机的月租金…涨至9万元，折合每卡每小时约15.6元", "Gaudi 3執行個體每小時約為8.25美元，平均每顆卡約1.03美元": the
clause of the amount opens with a word of converting (折算, 换算, 折合, 平均) and divides by a card (每卡, 每GPU),
after a price claim of the same currency earlier in the sentence: GOLD.md, one claim stated in two units is
one result -- the machine's price is kept, the per-card figure stays a mention.  A card counted before it
("搭载8颗H100的…，换算单颗GPU每小时约11美元", "8卡H800整机的包月价格大约在9万元上下，折合下来每卡每小时约15.6元")
makes the figure that card's price instead (prices.py, ``unit_system``; the claim stays).  Chinese only; words in data/price_phrases.csv (kind=convert, per_card).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.parts import counted
from pipeline.link.prices import counted_units
from pipeline.link.word_lists import alternation, price_phrases
from pipeline.types import Claim, Mention


@lru_cache(maxsize=1)
def _restated() -> re.Pattern:
    convert = alternation(price_phrases("zh", "convert"), "zh")
    card = alternation(price_phrases("zh", "per_card"), "zh")
    return re.compile(rf"[，,；;\s]{{0,2}}(?:{convert})(?:下来)?[^，,；;。\d]{{0,4}}?(?:{card})[^，,；;。\d]{{0,10}}$")


def per_card_restated(text: str, q: Mention, clause: tuple[int, int], prev: Claim | None, here: list[Mention],
                      lang: str) -> bool:
    """Amount ``q`` restates per card the price claim ``prev`` before it in its sentence, no card counted
    among ``here`` (the sentence's systems before ``q``)."""
    if lang == "en" or q.type != "price" or prev is None or prev.metric != "price" or prev.unit != q.unit \
            or prev.end > clause[0] or _restated().fullmatch(text, clause[0], q.start) is None:
        return False
    return not any(counted_units(text, m) or counted(text, m, lang) for m in here)
