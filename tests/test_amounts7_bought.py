"""An amount spent on a count of units named after it is what many units cost: a mention, no claim
(GOLD.md: an investment stated for a named system is its price; a total spent on many units is a
mention) (pipeline/link/prices.py ``bought_after``; words in data/price_phrases.csv, kind=buy).

Found in probe4 s35 ("will spend about 150 billion yen ($970 million) over two years to buy more than
4,000 Blackwell-generation GPUs in Nvidia DGX B200 systems") and probe6 u17 ("SoftBank said it would
spend ¥150 billion on more than 4,000 Blackwell GPUs"; "paid €36 million for 1,016 B200 GPUs").
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

BOUGHT = [
    ("The lab will spend $300 million on 4,000 H100 GPUs.", set()),
    ("The agency will spend about $1.2 billion over three years to buy more than 8,000 B200 GPUs in DGX B200 systems.",
     set()),
    ("该中心斥资3亿元采购了1,024颗H200，用于大模型训练。", set()),
    ("該中心斥資新台幣12億元採購了1,024顆H200，用於大模型訓練。", set()),
    # one unit, or no count: the system's price
    ("The H100 sells for $30,000 on eBay.", {row("H100", "", "price", 30000, "USD")}),
    ("昇腾910B整机报价98万元，该中心采购了一台。", {row("Ascend 910B", "", "price", 980000, "CNY")}),
    ("昇騰910B整機報價新台幣420萬元，該中心採購了一台。", {row("Ascend 910B", "", "price", 4200000, "TWD")}),
]


@pytest.mark.parametrize("text, expected", table(BOUGHT))
def test_money_spent_on_many_units_is_no_claim(text, expected):
    check(text, expected)
