"""A currency conversion in parentheses right after a price is one claim stated
twice (GOLD.md: "with the more precise figure"): the figure with more
significant digits is the claim's -- the conversion where it is more precise
(24,800 over 180,000; 9,800万 over 300万), the figure outside on a tie and for
the end of a range (the conversion is of one end only).  The claim is read at
the figure outside (price word, system) either way.

Found in probe3 half A (a Reuters report: "around 180,000 yuan ($24,800)",
"about 60 million yuan ($8.2 million)"; a Taiwanese report: "約300萬美元（約新台幣
9,800萬元）") and held against the dev set and probe1 ("1萬至1萬2000美元（約新台幣
36萬8000元）", "520萬日圓（約新台幣110萬元）": the figure outside).  The sentences
are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from pipeline.link.prices import significant_digits
from test_links import check, row, table

LINKED = [
    ("Intel is quoting the Gaudi 3 at around 110,000 yuan ($15,300) per card.",
     {row("Gaudi3", "", "price", 15300, "USD", "~")}),
    ("The MI300X sells for $15,000 (about 110,000 yuan).", {row("MI300X", "", "price", 15000, "USD")}),
    ("据悉，GB300 NVL72机柜售价约400万美元（约合人民币2,880万元）。",
     {row("GB300 NVL72", "", "price", 28800000, "CNY", "~")}),
    ("據悉，GB300 NVL72機櫃售價約400萬美元（約新台幣1億2,400萬元）。",
     {row("GB300 NVL72", "", "price", 124000000, "TWD", "~")}),
    # a tie: the figure outside
    ("據悉，H200售價約310萬日圓（約新台幣65萬元）。", {row("H200", "", "price", 3100000, "JPY", "~")}),
    # the end of a range: the conversion is of one end only
    ("每颗H20售价介于1万至1万2000美元（约合人民币8万6000元）。",
     {row("H20", "", "price", 10000, "USD", ">="), row("H20", "", "price", 12000, "USD", "<=")}),
]


@pytest.mark.parametrize("text, expected", table(LINKED))
def test_a_conversion_keeps_the_more_precise_figure(text, expected):
    check(text, expected)


@pytest.mark.parametrize("value, digits", [(24800, 3), (180000, 2), (8.2e6, 2), (6e7, 1), (2.49, 3), (0.75, 2),
                                           (98000000, 2), (368000, 3), (1, 1)])
def test_significant_digits(value, digits):
    assert significant_digits(value) == digits
