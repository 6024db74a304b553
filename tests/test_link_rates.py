"""Prices with no price word (round 3): a rate or a unit right by an amount
("runs $55.04 an hour", "每卡每小时3.8元", "12万元/张", "for $1,150 each"),
rental and tender words (月租, 时租, 包月, 底价, 中标单价, 二手价), and English
price verbs ("quoting", "offering for", "start at").  Sentences of our own, in
Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

RATES = [
    ("按照我们拿到的报价，H800约为每卡每小时9.6元。", {row("H800", "", "price", 9.6, "CNY", "~")}),
    ("按照我們拿到的報價，H800約為每卡每小時9.6元。", {row("H800", "", "price", 9.6, "TWD", "~")}),
    ("Under the new list, a p4d.24xlarge instance runs $21.96 an hour.", {row("p4d.24xlarge", "", "price", 21.96, "USD")}),
    ("换成A100按每小时1.5美元算，总账就完全不同。", {row("A100", "", "price", 1.5, "USD")}),
    ("換成A100按每小時1.5美元算，總帳就完全不同。", {row("A100", "", "price", 1.5, "USD")}),
    ("The A100-based instances now go to about $18.40 an hour.", {row("A100", "", "price", 18.4, "USD", "~")}),
    ("思元590近期的出货口径约为11万元/张。", {row("MLU590", "", "price", 110_000, "CNY", "~")}),
    ("Resellers move the MI300X for $14,500 each.", {row("MI300X", "", "price", 14_500, "USD")}),
    ("Resellers move the MI300X at $14,500 apiece.", {row("MI300X", "", "price", 14_500, "USD")}),
    ("思元590近期的出貨口徑約為11萬元/張。", {row("MLU590", "", "price", 110_000, "TWD", "~")}),
    # a rate that is no system's price: the sentence names no system
    ("按每小时2美元的口径折算，总成本约为557万美元。", set()),
    ("按每小時2美元的口徑折算，總成本約為557萬美元。", set()),
    ("At $2 an hour, the whole run would come to $5.6 million.", set()),
]


@pytest.mark.parametrize("text,expected", table(RATES))
def test_an_amount_with_a_rate_is_a_price(text, expected):
    check(text, expected)


WORDS = [
    ("一台8卡H100服务器的月租约为7万元。", {row("H100", "", "price", 70_000, "CNY", "~")}),
    ("一台8卡H100伺服器的月租約為新台幣30萬元。", {row("H100", "", "price", 300_000, "TWD", "~")}),
    ("消费级的RTX 4090时租普遍在2元左右。", {row("RTX 4090", "", "price", 2, "CNY", "~")}),
    ("消費級的RTX 4090時租普遍在新台幣9元左右。", {row("RTX 4090", "", "price", 9, "TWD", "~")}),
    ("有经销商给出的H20底价是9.2万元。", {row("H20", "", "price", 92_000, "CNY")}),
    ("有經銷商給出的H20底價是新台幣40萬元。", {row("H20", "", "price", 400_000, "TWD")}),
    ("单张思元590的出货价约在8万元。", {row("MLU590", "", "price", 80_000, "CNY", "~")}),
    ("MI300X的二手价已跌到1.1万美元。", {row("MI300X", "", "price", 11_000, "USD")}),
    ("Huawei is quoting the Ascend 910C at around $26,000 to large customers.",
     {row("Ascend 910C", "", "price", 26_000, "USD", "~")}),
    ("The H20 is what distributors are offering for $13,500.", {row("H20", "", "price", 13_500, "USD")}),
    ("Its new p5e.48xlarge instances start at $39.80.", {row("p5e.48xlarge", "", "price", 39.8, "USD")}),
]


@pytest.mark.parametrize("text,expected", table(WORDS))
def test_rental_and_tender_words_name_a_price(text, expected):
    check(text, expected)
