"""镁 (鎂) is the US dollar as the Taiwan press and forums write it (data/units.csv): "美國賣3999鎂"
(probe4 s16), "聽說GB300單顆要5萬鎂" (probe2 q11); magnesium with no number before it stays no
amount.  A conversion into 台币 after it ("換算台幣大概13萬") restates it: a mention, no claim
(pipeline/link/restate.py ``_CONVERTED``).  The sentences are our own, in Simplified, Traditional and
English.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import check, row, table


def prices(text):
    df = pipeline.extract(text)
    return sorted((float(r.value), r.unit) for r in df.itertuples() if r.type == "price")


MENTIONS = [
    ("聽說B300單顆要4萬鎂。", [(40000.0, "USD")]),
    ("听说B300单颗要4万镁。", [(40000.0, "USD")]),
    ("这种机箱采用镁铝合金，重量只有3公斤。", []),
    ("The B300 goes for $40,000.", [(40000.0, "USD")]),
]

CLAIMS = [
    ("Jetson Thor在美國賣3499鎂，換算台幣大概11萬。", {row("Jetson Thor", "", "price", 3499, "USD")}),
    ("Jetson Thor在美国卖3499镁，换算人民币大概2.5万。", {row("Jetson Thor", "", "price", 3499, "USD")}),
    ("Jetson Thor sells for $3,499, or about NT$110,000.", {row("Jetson Thor", "", "price", 3499, "USD")}),
]


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=t) for t, e in MENTIONS])
def test_mei_is_the_us_dollar(text, expected):
    assert prices(text) == expected


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_a_conversion_after_it_restates_it(text, expected):
    check(text, expected)
