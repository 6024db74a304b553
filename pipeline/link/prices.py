"""Price claims that the general stages leave out, read from the shape of a price range.

- The lower end of a range of money is priced like its upper end: the rate or
  unit word stands after the upper end only ("$1.85-2.05 per GPU-hour",
  "$650–$750 each", "每卡每小时1.98～2.58元" is found by the extractor as one
  figure each), so when the upper end is a system's price and the lower end
  is no claim of its own, the lower end is that system's price too, with its
  own value and qualifier (``>=``; ``~`` under 约).
- "between $15,000 and $20,000", "介于1万与2万美元之间" are ranges as much as
  "$15,000-$20,000" (``between_and``).
- "…now runs $55.04 an hour, down from $98.32", "clear at $1.85-2.05, down from
  roughly $2.40": an amount right after "down/up from" in a sentence whose
  claim before it is a price is the earlier price of the same thing: that
  claim's system's price (``earlier_price``).
- The other way round, the upper end of a range whose lower end is a price
  ("报价…；A100 80GB则在4.5元到6元": the lower end continues the price of the
  clause before, the upper end has no price word) is the same system's price.
"""
from __future__ import annotations

import re
from dataclasses import replace

from pipeline.types import Claim, Mention

_BETWEEN = re.compile(r"\bbetween\s(?:about\s|around\s|roughly\s)?(?:US|NT|HK|A|C|S)?\$?\s?$|(?:介于|在)\s?$",
                      re.IGNORECASE)
_AND = re.compile(r"\s?(?:and|与|和)\s?(?:US|NT|HK|A|C|S)?\$?\s?", re.IGNORECASE)
_FROM = re.compile(r"\b(?:down|up|lower|higher|cut|dropped|fell|rose|falling|rising|reduced)\s(?:sharply\s)?from\s"
                   r"(?:about\s|around\s|roughly\s|nearly\s|some\s|approximately\s)?(?:US|NT|HK|A|C|S)?$", re.IGNORECASE)
_FROM_REACH = 40
_BETWEEN_REACH = 16  # characters before the lower end that may hold "between"


def between_and(text: str, a: Mention, b: Mention) -> bool:
    """``a`` and ``b`` are the ends of "between a and b" (介于a与b之间)."""
    if _AND.fullmatch(text, a.end, b.start) is None:
        return False
    if _BETWEEN.search(text, max(0, a.start - _BETWEEN_REACH), a.start) is None:
        return False
    if text[max(0, a.start - _BETWEEN_REACH):a.start].rstrip().endswith("在"):  # 在a和b之间: 之间 must follow
        return text.startswith("之间", b.end) or text.startswith(" 之间", b.end)
    return True


def range_low(low: Mention, upper: Claim, qualifier: str) -> Claim | None:
    """The lower end ``low`` of a range whose upper end is the price claim ``upper``: its claim."""
    if upper.metric != "price" or low.type != "price" or low.unit != upper.unit or low.value > upper.value:
        return None
    rule = upper.rule.replace("price/price:", "price/price:range-low:", 1)
    return replace(upper, value=float(low.value), qualifier=qualifier, start=low.start, end=low.end, rule=rule)


def earlier_price(text: str, q: Mention, prev: Claim | None, upper_end: bool = False) -> Claim | None:
    """The price claim ``prev`` (the last of the sentence) when amount ``q`` is its earlier price
    ("…, down from $98.32") or the upper end of the range whose lower end ``prev`` prices
    (``upper_end``: "A100则在4.5元到6元" after the price word of the clause before), else None."""
    if prev is None or prev.metric != "price" or prev.unit != q.unit or not prev.system or q.type != "price":
        return None
    if upper_end and prev.value <= q.value:
        return prev
    return prev if _FROM.search(text, max(0, q.start - _FROM_REACH), q.start) else None
