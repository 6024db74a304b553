"""What a buyer pays for a system is its price: pay / paid (data/cues_en.csv), 支付 / 需付 (data/cues_zh.csv)
are price words.

Found in probe6 u14 ("Nvidia's B200, which hyperscalers pay between $… and $… for", half B), probe4 s29
("I paid $… per 3090"), probe5 t22 ("external academic users will pay $… per accelerator-hour") and, in
Chinese, probe6 u09 ("只需付約…港元").
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PAID = [
    ("The MI300X, which cloud providers pay about $15,000 for, is in short supply.",
     {row("MI300X", "", "price", 15000, "USD", "~")}),
    ("Startups pay about $2.10 per hour for an H100 on smaller clouds.", {row("H100", "", "price", 2.1, "USD", "~")}),
    ("We paid $1,099 for our L40S last spring.", {row("L40S", "", "price", 1099, "USD")}),
    ("云厂商为每张B200支付约3万美元。", {row("B200", "", "price", 30000, "USD", "~")}),
    ("雲端業者為每張B200支付約3萬美元。", {row("B200", "", "price", 30000, "USD", "~")}),
    ("租用L40S，学生只需付约3元一小时。", {row("L40S", "", "price", 3, "CNY", "~")}),
    # paid for something that is no system: a mention only
    ("Nvidia paid $700 million for the software start-up.", set()),
]


@pytest.mark.parametrize("text, expected", table(PAID))
def test_what_a_buyer_pays_is_a_price(text, expected):
    check(text, expected)
