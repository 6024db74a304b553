"""A ratio or percentage right after an amount of money in its sentence that names no measure of
its own, or only a cost word ("25% cheaper") and no workload, compares that amount with another
price: GOLD.md "one chip's price compared with another's is no result" (issue 12, round 5; probe4
A s22, probe2 A q11, probe1 p21).  The price itself stays a claim; a ratio that names its own
measure (训练速度, trains … faster) stays a speedup, a task's cost (训练BERT的成本) per dollar.

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
    # cheaper than another price (another offer, another system): a price comparison, no result
    ("The Gaudi3 kit is offered at $125,000, which works out about 30% cheaper than an HGX H100 board.",
     {row("Gaudi3", "", "price", 125000, "USD")}),
    ("Gaudi3套件售价约12.5万美元，比HGX H100便宜约三成。", {row("Gaudi3", "", "price", 125000, "USD", "~")}),
    ("Gaudi3套件售價約12.5萬美元，比HGX H100便宜約三成。", {row("Gaudi3", "", "price", 125000, "USD", "~")}),
    # a task's cost after a price: per dollar
    ("H100每小时租金2美元，训练BERT的成本比A100低40%。",
     {row("H100", "", "price", 2, "USD"), row("H100", "BERT", "perf_per_dollar", 40, "%")}),
    ("The H100 rents for $2.10 an hour, and training BERT on it costs 40% less than on the A100.",
     {row("H100", "", "price", 2.1, "USD"), row("H100", "BERT", "perf_per_dollar", 40, "%")}),
    # a measure of its own after the amount: a speedup
    ("H100每小时租金2美元，训练速度是A100的3倍。",
     {row("H100", "", "price", 2, "USD"), row("H100", "", "speedup", 3, "x")}),
    ("The CloudMatrix 384 sells for about $8 million, yet it trains GPT-3 three times faster than a GB200 NVL72.",
     {row("CloudMatrix 384", "", "price", 8000000, "USD", "~"), row("CloudMatrix 384", "GPT-3", "speedup", 3, "x")}),
]


@pytest.mark.parametrize("text, expected", table(PRICE_RATIO))
def test_a_ratio_after_a_price_compares_prices(text, expected):
    check(text, expected)
