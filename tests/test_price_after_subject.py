"""A price right after its clause's subject with no price word (pipeline/link/subject_price.py).

"RTX 5090而家行貨大約港幣17,800元" (probe8 w09), "H100整机约合人民币230万元", "一套8卡Gaudi 3伺服器約12.5萬美元"
(probe2 q16): only words of a configuration, a time, a market, a qualifier or a function word stand
between the system and the amount, and only a qualifier after it before its clause ends.  Anything
else between (带来, 营收) or after it (的订单) keeps the amount a mention.  English amounts need a price
word or a rate (unchanged here).  The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CLAIMS = [
    ("MI300X整机目前大约人民币210万元。", {row("MI300X", "", "price", 2100000, "CNY", "~")}),
    ("L40S現在行貨大約港幣68,000元，水貨便宜一點。", {row("L40S", "", "price", 68000, "HKD", "~")}),
    ("L40S现在行货大约港币68,000元，水货便宜一点。", {row("L40S", "", "price", 68000, "HKD", "~")}),
    ("聽說一套8卡H200伺服器約新台幣1,100萬元左右。", {row("H200", "", "price", 11000000, "TWD", "~")}),
    ("据说一台8卡B200服务器也要50万美元。", {row("B200", "", "price", 500000, "USD")}),
    ("RTX 5080全新的8,999元起。", {row("RTX 5080", "", "price", 8999, "CNY", ">=")}),
    # a price word between: the system right before it is the one priced, not the sentence's subject
    ("受H20缺货影响，一台NF5468M7整机目前市场价约150万元。", {row("NF5468M7", "", "price", 1500000, "CNY", "~")}),
    ("受H20缺貨影響，一台NF5468M7整機目前市場價約150萬元。", {row("NF5468M7", "", "price", 1500000, "TWD", "~")}),
    # not a price of the system: what it earned, an order's size, a figure after a verb of something else
    ("英伟达H100带来约300亿美元营收。", set()),
    ("H20整机约230万元的订单已经交付。", set()),
    ("H20整機約230萬元的訂單已經交付。", set()),
    ("浪潮凭借H20赚了约50亿元。", set()),
    # English is unchanged: a price word governs the amount, none makes no claim
    ("The MI300X server now runs about $250,000.", set()),
    ("An 8-GPU MI300X server is priced at about $250,000.", {row("MI300X", "", "price", 250000, "USD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_price_after_subject(text, expected):
    check(text, expected)
