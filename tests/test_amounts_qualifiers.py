"""Qualifiers the first rules missed (issue 13, probe set): 约 before
在…至…之间 spread to both ends of the range, 破 (breaks: more than) and 跌破
(falls through: below), "or more" / "or less" / "or so" after an amount, and a
bound (最高, 最多, 至少) separated from its number by a modal and a verb
(最高可提升40%); a negated bound (不超过: at most, 不低于: at least), never
read as the 超过 inside it.  Sentences of our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, PCT, R, T, check, rows  # noqa: E402

ABOUT_A_RANGE = [
    ("这款服务器的报价约在80万至90万元之间。", {P(800000, "CNY", "~"), P(900000, "CNY", "~")}),
    ("整机售价约在3,000至4,000美元。", {P(3000, "USD", "~"), P(4000, "USD", "~")}),
    ("單卡價格約在2萬至2.5萬美元之間。", {P(20000, "USD", "~"), P(25000, "USD", "~")}),
    ("訓練時間大約在20到30分鐘之間。", {T(20, "~"), T(30, "~")}),
    # without 约 the range keeps its ends
    ("报价在80万至90万元之间。", {P(800000, "CNY", ">="), P(900000, "CNY", "<=")}),
    ("The card sells for about $3,000 to $4,000.", {P(3000, "USD", "~"), P(4000, "USD", "~")}),
]

BREAKS = [
    ("新款显卡首发售价破万元，旗舰款破2万元。", {P(20000, "CNY", ">")}),
    ("這台伺服器售價破800萬日圓。", {P(8000000, "JPY", ">")}),
    ("公司市值一度突破3兆美元。", {P(3e12, "USD", ">")}),
    ("股价盘中跌破100元。", {P(100, "CNY", "<")}),
    ("股價跌破50美元後反彈。", {P(50, "USD", "<")}),
]

OR_MORE = [
    ("A single H100 sells for $30,000 or more.", {P(30000, "USD", ">=")}),
    ("Training takes 12 hours or longer on one node.", {T(720, ">=")}),
    ("The job finishes in 20 minutes or less.", {T(20, "<=")}),
    ("The upgrade costs $500 or so.", {P(500, "USD", "~")}),
    ("Throughput rose 30% or more.", {PCT(30, ">=")}),
    # "or" between two amounts is a list, not a qualifier
    ("It costs $3 or $4 an hour.", {P(3, "USD"), P(4, "USD")}),
    ("It costs $3, or more precisely $3.20.", {P(3, "USD"), P(3.2, "USD")}),
    ("It costs $3 ormore.", {P(3, "USD")}),
]

BOUND_AND_VERB = [
    ("新版软件最高可提升40%的推理性能。", {PCT(40, "<=")}),
    ("升级后训练时间最多能缩短30%。", {PCT(30, "<=")}),
    ("新架构最高将达到上一代的2倍。", {R(2, "<=")}),
    ("新韌體最高可提升35%的效能。", {PCT(35, "<=")}),
    ("採用新製程後功耗至少可降低20%。", {PCT(20, ">=")}),
    # a verb does not join an 'about' word to its number, nor a word that only ends in a qualifier
    ("最近提升了30%。", {PCT(30)}),
    ("训练速度约提升了30%。", {PCT(30)}),
    ("得分最高的系统用了20分钟。", {T(20)}),
]

NEGATED_BOUND = [
    ("厂商承诺单机训练时间不超过15分钟。", {T(15, "<=")}),
    ("整机报价不高于120万元。", {P(1200000, "CNY", "<=")}),
    ("該方案的推理效能提升不低於25%。", {PCT(25, ">=")}),
    ("廠商保證訓練時間不超過40分鐘。", {T(40, "<=")}),
    ("The vendor says a full run takes no more than 25 minutes.", {T(25, "<=")}),
    ("Each node costs not more than $90,000.", {P(90000, "USD", "<=")}),
    ("Throughput rises by no fewer than 20% on the new build.", {PCT(20, ">=")}),
    ("Training finishes in at most 3 hours.", {T(180, "<=")}),
    # the bound alone keeps its reading
    ("训练时间超过15分钟。", {T(15, ">")}),
    ("It took more than 25 minutes.", {T(25, ">")}),
]


@pytest.mark.parametrize("text,expected", rows(NEGATED_BOUND))
def test_a_negated_bound(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(ABOUT_A_RANGE))
def test_about_before_a_range_in_between(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(BREAKS))
def test_breaks_is_more_than(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(OR_MORE))
def test_or_more_after_an_amount(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(BOUND_AND_VERB))
def test_a_bound_separated_by_a_verb(text, expected):
    check(text, expected)
