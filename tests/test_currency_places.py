"""A sign two currencies share takes the one its sentence's country names (pipeline/extractors/currency.py,
data/currency_places.csv).

English: "¥110 billion" beside "Japan's RIKEN" (probe2 q25), "about ¥54 million in Japan", "The Japanese market …
¥150 billion" (probe6 u17) are yen; a ¥ with no such word stays the yuan (units.csv), and a Chinese article's
¥ is the yuan of its 人民币 amounts whatever country it names.  The sentences are our own, in English,
Simplified and Traditional.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import check, row, table

MENTIONS = [
    ("Fujitsu said the Japanese system will cost about ¥20 billion.", {(2e10, "JPY")}),
    ("Sakura Internet rents an H100 node in Tokyo for ¥1,500 an hour.", {(1500, "JPY")}),
    ("Alibaba priced the server at ¥2.3 million.", {(2.3e6, "CNY")}),
    ("中标金额：人民币3.86亿元（¥386,000,000.00），日本厂商未中标。", {(3.86e8, "CNY")}),
    ("中標金額：人民幣3.86億元（¥386,000,000.00），日本廠商未中標。", {(3.86e8, "CNY")}),
]


def _prices(text):
    df = pipeline.extract(text, table="mentions")
    return {(round(float(r["value"]), 2), r["unit"]) for _, r in df.iterrows() if r["type"] == "price"}


@pytest.mark.parametrize("text, expected", table(MENTIONS))
def test_sign_of_place(text, expected):
    assert _prices(text) == {(round(v, 2), u) for v, u in expected}


def test_yen_price_claim():
    check("In Japan, the DGX B200 sells for about ¥75 million.", {row("DGX B200", "", "price", 75e6, "JPY", "~")})
