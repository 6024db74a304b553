"""Approximate magnitudes and a currency word away from its number (issue 13,
probe set): an approximate digit before a magnitude word (80几万台币 is more
than 800,000 TWD, 20多万元, 1000余万元, 十几万), a leading 几 (几十万元, 几万块钱:
more than one of the magnitude), and an amount with no currency of its own
whose sentence names one just before it (台币算一下一张大概50万).  Sentences of
our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, T, check, rows  # noqa: E402

APPROXIMATE_MAGNITUDES = [
    ("一台现货要80几万台币。", {P(800000, "TWD", ">")}),
    ("这台整机售价20多万元。", {P(200000, "CNY", ">")}),
    ("项目投资1000余万元。", {P(10000000, "CNY", ">")}),
    ("一张卡要十几万元。", {P(100000, "CNY", ">")}),
    ("整套系统要两千多万美元。", {P(20000000, "USD", ">")}),
    ("一台伺服器要價20幾萬美元。", {P(200000, "USD", ">")}),
    ("這張顯示卡單價也要十幾萬元，還是買不起。", {P(100000, "TWD", ">")}),
    ("一套授权就要几十万元。", {P(100000, "CNY", ">")}),
    ("租一个月也要几万块钱。", {P(10000, "CNY", ">")}),
    ("預算只有幾百萬美元。", {P(1000000, "USD", ">")}),
    ("训练用了十几分钟。", {T(10, ">")}),
    # with no unit and no currency in the context, a count stays a count
    ("社区已有十几万名开发者。", set()),
    ("几十个GPU同时训练。", set()),
    ("几乎所有厂商都参加了。", set()),
]

CURRENCY_WORD_BEFORE = [
    ("台币算一下一张大概50万，还是贵。", {P(500000, "TWD", "~")}),
    ("換算成新台幣，一張卡大約50萬。", {P(500000, "TWD", "~")}),
    ("以美元计，每台约30万。", {P(300000, "USD", "~")}),
    ("换成人民币一台要十几万。", {P(100000, "CNY", ">")}),
    # a Chinese numeral after a currency word and before a classifier is a count (人民币一台)
    ("按人民币三台起售。", set()),
    ("In euros, that comes to about 1.2 million.", {P(1200000, "EUR", "~")}),
    # a currency word that is already an amount's unit, a count, a word too far back: no price
    ("售价3000美元，出货量20万。", {P(3000, "USD")}),
    ("美元走强，今年出货量达到20万。", set()),
    ("美元汇率近期大幅波动，市场人士预计明年全球的数据中心将新增大约50万", set()),
]


@pytest.mark.parametrize("text,expected", rows(APPROXIMATE_MAGNITUDES))
def test_approximate_magnitudes(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(CURRENCY_WORD_BEFORE))
def test_a_currency_word_before_the_amount(text, expected):
    check(text, expected)
