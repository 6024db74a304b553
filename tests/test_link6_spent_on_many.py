"""Money spent on many units is no system's price (GOLD.md: totals spent on many units are no
claims): "will spend $970 million to buy more than 4,000 GPUs in DGX B200 systems" gives the DGX
B200 no price, while "$25,000 for an H100" and "a month for a dedicated eight-GPU H100 server" still
do (issue 12, round 6; probe4 B s35; the class in round 3's list of probe2/3 A errors).

The sentences are our own, in Simplified, Traditional and English (the Chinese ones name the units
before the money, where the rule is not needed: they guard that nothing moves).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SPENT_ON_MANY = [
    ("Telco Corp. said on Friday it will spend about 90 billion yen ($600 million) over two years to buy "
     "more than 3,000 Blackwell-generation GPUs in Nvidia DGX B200 systems.", set()),
    ("The operator charges about $1,900 a month for a dedicated eight-GPU H100 server.",
     {row("H100", "", "price", 1900, "USD", "~")}),
    ("Nvidia charges $28,000 or more for an H100.", {row("H100", "", "price", 28000, "USD", ">=")}),
    ("该实验室将采购2000块H100，总价约4.5亿美元。", set()),
    ("該實驗室將採購2000塊H100，總價約4.5億美元。", set()),
]


@pytest.mark.parametrize("text, expected", table(SPENT_ON_MANY))
def test_money_spent_on_many_units_is_no_price(text, expected):
    check(text, expected)
