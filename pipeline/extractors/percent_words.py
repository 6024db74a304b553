"""Percentages written as words: 百分之二十四, 百分之12.5, 百分之1,111.

Not a percentage: a fraction of another base (五百分之二 is 2/500, 三分之一);
the 百 of a following word stays out of the number (百分之七十百分位 is 70).
An approximate numeral is a range (百分之二三十: 20 and 30).
"""
from __future__ import annotations

import math
import re
from functools import lru_cache

from pipeline.extractors.numbers import ARABIC, approximate_split, chinese_regex, parse_number
from pipeline.extractors.lexicon import numerals
from pipeline.extractors.qualifier_words import qualifier_before
from pipeline.types import Mention


@lru_cache(maxsize=1)
def _percent_words() -> re.Pattern:
    return re.compile(rf"百分之(?P<n>(?:{ARABIC})(?:[Kk](?![A-Za-z]))?|{chinese_regex()})")


def find_percent_words(text: str, blocked) -> list[Mention]:
    if "百分之" not in text:
        return []
    table = numerals()
    out = []
    for m in _percent_words().finditer(text):
        s, e = m.span()
        if s > 0 and (text[s - 1].isdigit() or text[s - 1] in table):
            continue  # 五百分之二: a fraction of 500
        raw = m.group("n")
        if len(raw) > 1 and raw[-1] in "百千" and text.startswith("分", e):
            raw, e = raw[:-1], e - 1  # 百分之七十百分位
        if blocked(s, e):
            continue
        qb = qualifier_before(text, s)
        q = qb[0] if qb else "="
        split = approximate_split(raw)
        if split is not None:
            cut, lower, upper = split
            n0 = m.start("n")
            both = "~" if q == "~" else None
            out.append(Mention("percentage", s, n0 + cut, "", lower, "%", both or ">=", "percentage/百分之:approximate"))
            out.append(Mention("percentage", n0 + cut, e, "", upper, "%", both or "<=", "percentage/百分之:approximate"))
            continue
        value = parse_number(raw)
        if value is None or not math.isfinite(value):
            continue
        out.append(Mention("percentage", s, e, "", value, "%", q, "percentage/百分之"))
    return out
