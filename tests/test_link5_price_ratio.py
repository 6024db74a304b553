"""A ratio or percentage that names no measure of its own, right after an amount of money in its
sentence, compares that amount with another system's: GOLD.md "one chip's price compared with
another's is no result" (issue 12, round 5).  The price itself stays a claim; a ratio that names
its own measure (训练速度, trains … faster) stays a speedup.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PRICE_RATIO = [
    ("一台Atlas 900售价约3,000万元，约合4.2亿日元，约为DGX H100的两倍。",
     {row("Atlas 900", "", "price", 30000000, "CNY", "~")}),
    ("一台Atlas 900售價約3,000萬元，約為DGX H100的兩倍。",
     {row("Atlas 900", "", "price", 30000000, "TWD", "~")}),
    ("MI355X单卡报价约2.5万美元，较上一代MI300X的1.5万美元高出六成以上。",
     {row("MI355X", "", "price", 25000, "USD", "~"), row("MI300X", "", "price", 15000, "USD")}),
    ("The CloudMatrix 384 sells for about $8 million, roughly three times the price of a GB200 NVL72.",
     {row("CloudMatrix 384", "", "price", 8000000, "USD", "~")}),
    # a measure of its own after the amount: a speedup
    ("H100每小时租金2美元，训练速度是A100的3倍。",
     {row("H100", "", "price", 2, "USD"), row("H100", "", "speedup", 3, "x")}),
    ("The CloudMatrix 384 sells for about $8 million, yet it trains GPT-3 three times faster than a GB200 NVL72.",
     {row("CloudMatrix 384", "", "price", 8000000, "USD", "~"), row("CloudMatrix 384", "GPT-3", "speedup", 3, "x")}),
]


@pytest.mark.parametrize("text, expected", table(PRICE_RATIO))
def test_a_ratio_after_a_price_compares_prices(text, expected):
    check(text, expected)
