"""A budget that frames a comparison (stage 4 of linking, beside ``metric``).

"同样100万元预算，买X整机能拿到的微调吞吐大概是Y整机的2.4倍", "以同樣新台幣1,000萬元的預算計算，採購X可完成的
…微調次數約為Y的1.4倍", "a customer with a $1 million budget can train ResNet-50 roughly 2.3 times as many
times on X as on Y", "with a fixed budget of $1 million could … train BERT about 2.1 times faster": the
amount is the size of a budget (a budget word right after it, 的 between at most; or "budget of"
right before it), and the figure after it in its sentence compares what that money buys.  GOLD.md:
more work for the same money is ``perf_per_dollar``; the budget is a price mention, and no
system's price (only what a system costs becomes a price result).

An amount stated as a budget with no figure after it in its sentence ("採購預算約新台幣24億元", the
budget of one named system) is left to the price rules: here the budget word stands before the
amount, and nothing is compared.

The budget words are the cues of category ``budget`` (data/cues_*.csv).
"""
from __future__ import annotations

import re

from pipeline.types import Mention

_AFTER = re.compile(r"\s?的?\s?")  # 100万元预算, 1,000万元的预算, "$1 million budget"
_BEFORE_EN = re.compile(r"\s+of\s+(?:(?:about|around|roughly|nearly|just|some)\s+)?(?:US|NT|HK)?\$?\s?",
                        re.IGNORECASE)  # "a budget of $1 million", "a fixed budget of about US$1 million"
_REACH = 16  # "budget of " stands at most this far before the amount (its currency sign between)


def is_budget(text: str, amount: Mention, cues) -> bool:
    """``amount`` (a price mention) is the size of a budget: a budget cue right after it, or "budget
    of" right before it.  ``cues``: the cues of its sentence (a ``Spans``)."""
    if amount.type != "price":
        return False
    for c in cues.between(amount.end, amount.end + 4):
        if c.category == "budget" and _AFTER.fullmatch(text, amount.end, c.start):
            return True
    for c in cues.between(max(0, amount.start - _REACH), amount.start):
        if c.category == "budget" and c.text.isascii() and _BEFORE_EN.fullmatch(text, c.end, amount.start):
            return True
    return False


def frames(text: str, amount: Mention, figure: Mention, cues) -> bool:
    """Budget ``amount`` frames ``figure`` (a ratio or percentage after it in its sentence, no figure
    between): what the figure compares is bought with that money."""
    return figure.type in ("ratio", "percentage") and amount.end <= figure.start and is_budget(text, amount, cues)
