"""A shop's deals widget is site boilerplate (data/boilerplate_lines.txt; GOLD.md: no mentions).

"$9,199 at Amazon" (probe4 s34), "RTX 5090: $2,749 at Amazon | $2,799 at Newegg" (probe6 u34), "Amazon: $4,049 |
Micro Center: $3,999" (probe6 u16), "RTX 5090 - $2,349 at Amazon | $2,299 at Newegg" (probe7 v34): offers of
shops, not the article's figures.  A single "Price: $N" line, a sentence with "at" and the article's Chinese
price lines stay.  The lines are our own, in English, Simplified and Traditional.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import table

LINES = [
    ("Review body.\n\n$1,049 at Best Buy\n$999 at Walmart\n", set()),
    ("Review body.\n\nL40S: $7,899 at Amazon | $7,950 at Newegg\n", set()),
    ("Review body.\n\nArc B580 - $249 at Micro Center\n", set()),
    ("Review body.\n\nAmazon: $1,049 | Newegg: $1,099 | B&H Photo: $1,079\n", set()),
    ("Review body.\n\nPrice: $1,049\n", {(1049, "USD")}),
    ("The L40S sold for $7,899 at launch in our test.", {(7899, "USD")}),
    ("京东：L40S售价7,899元\n", {(7899, "CNY")}),
    ("據了解，這款顯示卡在台灣通路的售價為7,899元，價格並不便宜。\n", {(7899, "TWD")}),
]


def _prices(text):
    df = pipeline.extract(text, table="mentions")
    return {(round(float(r["value"]), 2), r["unit"]) for _, r in df.iterrows() if r["type"] == "price"}


@pytest.mark.parametrize("text, expected", table(LINES))
def test_deals_widget_is_boilerplate(text, expected):
    assert _prices(text) == expected
