"""An amount that is a difference of prices is no system's price (GOLD.md: one system's price compared
with another's is no result): "Against the Mac Studio, Spark is $1,600 cheaper", "比同配置的HGX B200便宜了
大概六万美元" (``price_difference``; the comparatives in data/price_phrases.csv, kind=cheaper: after the
amount in English, before it in Chinese, where 了 and a qualifier may stand between).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import price_phrases
from pipeline.types import Mention


@lru_cache(maxsize=2)
def _comparative(lang: str) -> re.Pattern:
    words = sorted(price_phrases(lang, "cheaper"), key=len, reverse=True)
    alternatives = "|".join(re.escape(w) for w in words)
    if lang == "en":
        return re.compile(rf"\s(?:{alternatives})\b", re.IGNORECASE)
    return re.compile(rf"(?:{alternatives})了?\s?(?:大概|大约|约|近|将近|超过|足足|整整|了)?\s?$")


def price_difference(text: str, q: Mention, lang: str) -> bool:
    """Amount ``q`` is how much cheaper or dearer one thing is than another."""
    if q.type != "price":
        return False
    if lang == "en":
        return _comparative("en").match(text, q.end) is not None
    return _comparative("zh").search(text, max(0, q.start - 12), q.start) is not None
