"""The lower end of a price range is priced like its upper end: the rate or
unit word ("per GPU-hour", "each", 每卡每小时 after the range, 一张) stands after
the upper end only, and the verb before the range (回落至, clear at) may be no
price word at all; so when the upper end is a system's price and the lower end
made no claim, the lower end is that system's price too (``>=``; ``~`` under
约).  "between $X and $Y" is a range like "$X-$Y" (pipeline/link/prices.py).

Found in probe4 half A (an equity note's "$1.85-2.05 per GPU-hour", a Reuters
report's "at between $15,000 and $20,000 per unit", a forum post's "$650–$750
each", a newswire's "回落至100万-110万元区间").  The sentences are our own, in
Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LINKED = [
    ("近期H200整机渠道报价回落至180万-200万元区间。",
     {row("H200", "", "price", 1800000, "CNY", ">="), row("H200", "", "price", 2000000, "CNY", "<=")}),
    ("近期H200整機渠道報價回落至180萬-200萬元區間。",
     {row("H200", "", "price", 1800000, "TWD", ">="), row("H200", "", "price", 2000000, "TWD", "<=")}),
    ("Spot H200 capacity now clears at $2.10-2.60 per GPU-hour at most neoclouds.",
     {row("H200", "", "price", 2.1, "USD", ">="), row("H200", "", "price", 2.6, "USD", "<=")}),
    ("Intel is offering the Gaudi 3 to server makers at between $12,000 and $14,000 per unit.",
     {row("Gaudi3", "", "price", 12000, "USD", ">="), row("Gaudi3", "", "price", 14000, "USD", "<=")}),
    ("- 2x RTX 4090 (used): $1,300–$1,450 each",
     {row("RTX 4090", "", "price", 1300, "USD", ">="), row("RTX 4090", "", "price", 1450, "USD", "<=")}),
    ("H20单卡售价介于1万与1.2万美元之间。",
     {row("H20", "", "price", 10000, "USD", ">="), row("H20", "", "price", 12000, "USD", "<=")}),
    ("H20單卡售價介於1萬與1.2萬美元之間。",
     {row("H20", "", "price", 10000, "USD", ">="), row("H20", "", "price", 12000, "USD", "<=")}),
    # 约 before the range: both ends about
    ("L40S整机报价约45万-50万元。",
     {row("L40S", "", "price", 450000, "CNY", "~"), row("L40S", "", "price", 500000, "CNY", "~")}),
    # no price of a system at the upper end: nothing for the lower end either
    ("The market for AI servers will grow to between $150 billion and $200 billion.", set()),
    ("今年AI服务器市场规模将达到1500亿-2000亿元。", set()),
]


@pytest.mark.parametrize("text, expected", table(LINKED))
def test_the_lower_end_of_a_range_is_priced_like_the_upper(text, expected):
    check(text, expected)


UPPER_END = [
    # the lower end continues the price of the clause before; the upper end is priced with it
    ("按卡时计算，H200的报价集中在每卡每小时10元至14元之间；H100则在6元到8元。",
     {row("H200", "", "price", 10, "CNY", ">="), row("H200", "", "price", 14, "CNY", "<="),
      row("H100", "", "price", 6, "CNY", ">="), row("H100", "", "price", 8, "CNY", "<=")}),
    ("按卡時計算，H200的報價集中在每卡每小時10元至14元之間；H100則在6元到8元。",
     {row("H200", "", "price", 10, "TWD", ">="), row("H200", "", "price", 14, "TWD", "<="),
      row("H100", "", "price", 6, "TWD", ">="), row("H100", "", "price", 8, "TWD", "<=")}),
    ("Per GPU-hour, H200 rentals are quoted at $3.10 to $3.90; the H100 at $1.90 to $2.40.",
     {row("H200", "", "price", 3.1, "USD", ">="), row("H200", "", "price", 3.9, "USD", "<="),
      row("H100", "", "price", 1.9, "USD", ">="), row("H100", "", "price", 2.4, "USD", "<=")}),
]

CHANGE = [
    # 降至目前的, 回落到如今的: the new figure of the same price
    ("A800整机月租金已由去年高点的约9万元降至目前的5.5万元左右。",
     {row("A800", "", "price", 90000, "CNY", "~"), row("A800", "", "price", 55000, "CNY", "~")}),
    ("A800整機月租金已由去年高點的約9萬元回落到如今的5.5萬元左右。",
     {row("A800", "", "price", 90000, "TWD", "~"), row("A800", "", "price", 55000, "TWD", "~")}),
    ("DGX H100售价从45万美元降到了37万美元。",
     {row("DGX H100", "", "price", 450000, "USD"), row("DGX H100", "", "price", 370000, "USD")}),
    ("DGX H100售價從45萬美元降到了37萬美元。",
     {row("DGX H100", "", "price", 450000, "USD"), row("DGX H100", "", "price", 370000, "USD")}),
    ("Monthly rent for an A800 server fell from about $12,000 to $7,500 this spring.",
     {row("A800", "", "price", 12000, "USD", "~"), row("A800", "", "price", 7500, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(UPPER_END + CHANGE))
def test_both_ends_and_both_states_of_a_price(text, expected):
    check(text, expected)
