"""Percentages and ratios the rules had not seen (issue 13): English number
words (twenty percent, three times), 成 with a half (三成半), 百分之 with
thousands separators and approximate numerals (glued table cells are in
test_amounts_tables.py); and what is none: a web address's %20, a fraction
of another base (五百分之二), a count of ports or chips (2x 400GbE, 8x H100).
Sentences of our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import PCT, R, check, rows  # noqa: E402

PERCENTAGES = [
    ("Margins grew twenty percent.", {PCT(20)}),
    ("The share rose to one hundred percent.", {PCT(100)}),
    ("Utilisation reached ninety-five per cent.", {PCT(95)}),
    ("It gained 12 pct over the quarter.", {PCT(12)}),
    ("市场份额达到三成半。", {PCT(35)}),
    ("市場佔有率達到三成半，比去年多了兩成。", {PCT(35), PCT(20)}),
    # 成 before 效能/效率: a share of the performance (GOLD.md: 只有H100约7成效能)
    ("H20只有H100約7成效能，主要為符合管制。", {PCT(70, "~")}),
    ("新卡只有旧卡8成效率。", {PCT(80)}),
    ("The new card reaches 8成效能 of the old one.", {PCT(80)}),
    ("性能提升了百分之1,250。", {PCT(1250)}),
    ("效能提升了百分之一百二十點五。", {PCT(120.5)}),
    ("性能提升了百分之二三十。", {PCT(20, ">="), PCT(30, "<=")}),
    ("良率提升了约百分之二三十。", {PCT(20, "~"), PCT(30, "~")}),
    ("成本下降了两三成。", {PCT(20, ">="), PCT(30, "<=")}),
    ("股价较去年上涨百分之七十百分位。", {PCT(70)}),
    ("性能提升20至30%。", {PCT(20, ">="), PCT(30, "<=")}),
    ("性能提升约20%-30%。", {PCT(20, "~"), PCT(30, "~")}),
    ("效能提升約20-30%。", {PCT(20, "~"), PCT(30, "~")}),
    ("Gains of about 20-30% were seen.", {PCT(20, "~"), PCT(30, "~")}),
]

NOT_PERCENTAGES = [
    ("只占五百分之二。", set()),  # 2/500
    ("See https://example.com/search?q=30%25%2020% for details.", set()),
    ("详见 www.example.com/a?x=50%20y 的说明。", set()),
    ("詳見 https://example.com/?rate=12%25 的說明。", set()),
    ("The link http://a.b/c%2D9114%29 is broken, but margins grew 5%.", {PCT(5)}),
    ("降低8成本。", set()),
    ("这项工作取得了3项成效。", set()),
    ("该项目半成品已交付。", set()),
]

RATIOS = [
    ("It is three times faster.", {R(3)}),
    ("It is two times as fast.", {R(2)}),
    ("性能提升三四倍。", {R(3, ">="), R(4, "<=")}),
    ("效能提升三四倍。", {R(3, ">="), R(4, "<=")}),
    # a range in words
    ("It plans to lift performance by two to three times each year.", {R(2, ">="), R(3, "<=")}),
    ("它计划每年把性能提升两到三倍。", {R(2, ">="), R(3, "<=")}),
    ("它計劃每年把效能提升二至三倍。", {R(2, ">="), R(3, "<=")}),
    ("It is 2.5x faster than before.", {R(2.5)}),
    ("Demand grew threefold last year.", {R(3)}),
    ("It is a tenfold improvement.", {R(10)}),
    ("It is a 2-fold gain and a 3 fold one.", {R(2), R(3)}),
]

NOT_RATIOS = [
    ("The server has 2x 400GbE ports.", set()),
    ("It ships with 8x H100 GPUs and 2x AMD EPYC CPUs.", set()),
    ("一台服务器配有4x 3.84TB硬盘。", set()),
    ("A 3x3 convolution.", set()),
    # "twice" multiplying a comparison is the ratio 2, the English of 两倍 ("3 times" is one of GOLD.md's
    # ratios; decided in probe round 3, tests/test_amounts_spoken.py); "doubled", a verb, is none
    ("The chip is twice as fast.", {R(2)}),
    ("Performance doubled.", set()),
    ("x86 servers", set()),
    ("The manifold is sealed.", set()),
]


@pytest.mark.parametrize("text,expected", rows(PERCENTAGES))
def test_percentages(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NOT_PERCENTAGES))
def test_what_is_no_percentage(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(RATIOS))
def test_ratios(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NOT_RATIOS))
def test_what_is_no_ratio(text, expected):
    check(text, expected)
