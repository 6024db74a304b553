"""Cantonese 蚊 and 港纸 are Hong Kong dollars (data/units.csv): "16,500蚊有找", "8,000蚊一張", "大約8萬港紙有找"
(probe8 A w09, probe9 A x08 and x26: three Hong Kong sites).  蚊 without a number before it is no amount
(每蚊效能 is money a measure is counted per; 三隻蚊 are mosquitoes).  A Cantonese 平 (cheap) before an amount
makes it a difference of prices, no system's price (data/price_phrases.csv kind=cheaper: 平成七千蚊, probe4 A
s23; GOLD.md: one chip's price compared with another's is no result).

The sentences are our own, in Traditional and Simplified Chinese and English.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import check, row, table


def prices(text):
    df = pipeline.extract(text)
    return sorted((float(r.value), r.unit, r.qualifier) for r in df.itertuples() if r.type == "price")


MENTIONS = [
    ("RTX 5080喺旺角賣緊9,200蚊一張。", [(9200.0, "HKD", "=")]),
    ("RTX 5080在旺角卖紧9,200蚊一张。", [(9200.0, "HKD", "=")]),
    ("砌部機大約6萬港紙。", [(60000.0, "HKD", "~")]),
    ("砌部机大约6万港纸。", [(60000.0, "HKD", "~")]),
    ("租H20每個鐘大約14蚊，每蚊效能都唔差。", [(14.0, "HKD", "~")]),
    ("夏天好多蚊，三隻蚊叮咗我。", []),
    ("The RTX 5080 sells for about 9,200 Hong Kong dollars in Mong Kok.", [(9200.0, "HKD", "~")]),
]

CLAIMS = [
    ("RTX 5080喺旺角賣緊9,200蚊一張。", {row("RTX 5080", "", "price", 9200, "HKD")}),
    ("RTX 5080在旺角卖紧9,200蚊一张。", {row("RTX 5080", "", "price", 9200, "HKD")}),
    ("H20每卡每個鐘大約14蚊。", {row("H20", "", "price", 14, "HKD", "~")}),
    ("H20每卡每个钟大约14蚊。", {row("H20", "", "price", 14, "HKD", "~")}),
    # a difference of prices: 平成 / 平咗 (cheaper by) before the amount
    ("Jetson Thor售HK$28,998，平成五千蚊。", {row("Jetson Thor", "", "price", 28998, "HKD")}),
    ("Jetson Thor售HK$28,998，平咗五千蚊。", {row("Jetson Thor", "", "price", 28998, "HKD")}),
    ("Jetson Thor售HK$28,998，平了五千蚊。", {row("Jetson Thor", "", "price", 28998, "HKD")}),
    ("The Jetson Thor sells for HK$28,998, HK$5,000 cheaper.", {row("Jetson Thor", "", "price", 28998, "HKD")}),
]


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=t) for t, e in MENTIONS])
def test_man_is_a_hong_kong_dollar(text, expected):
    assert prices(text) == expected


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_hong_kong_dollar_claims(text, expected):
    check(text, expected)
