"""A whole machine's price restated per card is no claim of its own (pipeline/link/per_card.py).

"910B整机包月价格为每月3.2万元，折算下来每卡时约5.5元" (probe8 w21), "H20整机的月租金…9万元，折合每卡每小时约15.6元"
(probe6 u20), "Gaudi 3執行個體每小時約為8.25美元，平均每顆卡約1.03美元" (probe7 v12): one claim in two units, the
machine's price kept.  A card counted before it ("8卡H800整机…，折合下来每卡每小时约15.6元", probe3 r04) makes the
figure that card's price, a claim.  English is untouched.  The sentences are our own, in Simplified,
Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CLAIMS = [
    ("某云的L20整机包月价格约为2.4万元，折算下来每卡时约4.2元。", {row("L20", "", "price", 24000, "CNY", "~")}),
    ("某雲的L20整機包月價格約為2.4萬元，折算下來每卡時約4.2元。", {row("L20", "", "price", 24000, "TWD", "~")}),
    ("MI300X实例每小时约为20美元，平均每颗GPU约2.5美元。", {row("MI300X", "", "price", 20, "USD", "~")}),
    # a counted card: the per-card figure is that card's price
    ("8卡A800整机的月租约为6万元，折合每卡每小时约10.4元。",
     {row("A800", "", "price", 60000, "CNY", "~"), row("A800", "", "price", 10.4, "CNY", "~")}),
    ("The MI300X instance rents for $20 an hour, or $2.50 per GPU-hour.",
     {row("MI300X", "", "price", 20, "USD"), row("MI300X", "", "price", 2.5, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_price_per_card(text, expected):
    check(text, expected)
