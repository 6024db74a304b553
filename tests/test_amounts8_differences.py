"""An amount that says how much cheaper or dearer one system is than another is a difference of prices:
a mention, no result (GOLD.md: one system's price compared with another's is no result)
(pipeline/link/differences.py ``price_difference``; comparatives in data/price_phrases.csv, kind=cheaper).

Found in probe6 u03 ("…比同配置的HGX B200便宜了大概六万美元", half A) and probe6 u16 ("Against the Mac Studio,
Spark is $1,600 cheaper", half B): two sites, both halves.
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

DIFFERENCES = [
    ("MI300X售价约1.5万美元，比H100便宜了大概1万美元。", {row("MI300X", "", "price", 15000, "USD", "~")}),
    ("MI300X售價約1.5萬美元，比H100便宜了大概1萬美元。", {row("MI300X", "", "price", 15000, "USD", "~")}),
    ("整机报价约为30万美元，L40S服务器则贵了约5万美元。", set()),
    ("The MI300X sells for about $15,000, and it is $10,000 cheaper than the H100.",
     {row("MI300X", "", "price", 15000, "USD", "~")}),
    ("Against the H100, the L40S is $12,000 less expensive.", set()),
    # a price after the comparative's target is a price
    ("The L40S is cheaper, at $7,500.", {row("L40S", "", "price", 7500, "USD")}),
    ("L40S更便宜，售价约7,500美元。", {row("L40S", "", "price", 7500, "USD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(DIFFERENCES))
def test_a_difference_of_prices_is_no_price(text, expected):
    check(text, expected)
