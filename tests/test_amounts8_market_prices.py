"""The price of one market (现货价 spot, 水货价 grey import, 合同价 contract, 二手 second-hand) is a price
word like 售价 (data/cues_zh.csv, category price).

Found in probe5 t09 and probe6 u09 (水貨價, two sites), probe6 u20 (现货价) and u06 (合同价); 二手 by an
amount in probe5 t28 ("二手行情在…万元上下"), probe4 s05 ("二手也要…万"), probe6 u05 ("二手约…").
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

MARKET = [
    ("目前单张H100的现货价约为21万元。", {row("H100", "", "price", 210000, "CNY", "~")}),
    ("目前單張H100的現貨價約為新台幣95萬元。", {row("H100", "", "price", 950000, "TWD", "~")}),
    ("在深水埗，MI300X的水货价约为16万港元。", {row("MI300X", "", "price", 160000, "HKD", "~")}),
    ("在深水埗，MI300X的水貨價約為16萬港元。", {row("MI300X", "", "price", 160000, "HKD", "~")}),
    ("H200整机的合同价为每小时120元。", {row("H200", "", "price", 120, "CNY")}),
    ("H200整機的合同價為每小時新台幣450元。", {row("H200", "", "price", 450, "TWD")}),
    ("On the spot market an H100 now goes for about $21,000.", {row("H100", "", "price", 21000, "USD", "~")}),
    # second-hand, right by the amount: the used price (probe5 t28, probe4 s05, probe6 u05)
    ("现在L40S二手行情在3.2万元上下。", {row("L40S", "", "price", 32000, "CNY", "~")}),
    ("現在L40S二手也要新台幣12萬元了。", {row("L40S", "", "price", 120000, "TWD")}),
    ("A used L40S still sells for about $6,500.", {row("L40S", "", "price", 6500, "USD", "~")}),
    # an amount no price word governs stays a mention
    ("该公司去年营收约为21万元，H100仍是主力。", set()),
]


@pytest.mark.parametrize("text, expected", table(MARKET))
def test_the_price_of_one_market_is_a_price(text, expected):
    check(text, expected)
