"""Durations that unseen press writes (probe round 3): 日 as a day only where it
is a duration (45日内, 为期10日) and never a date (8日公布, 11月8日, （13日）),
business days, 内 as 以内 (under: 一小时内), a half after the unit before a
function word (十三天半是), a point in time told from now that is no duration
(3 hours ago, 3小时前), and one unit of time that is the 'per' of a rate
(一小时不到百元: GOLD.md, a per-hour rate is a price, not a time).
Sentences of our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, T, check, rows  # noqa: E402

DAY = 1440

DAYS_OF_DURATION = [
    ("合同签订后45日内完成交付。", {T(45 * DAY, "<")}),
    ("合約簽訂後30日內完成安裝。", {T(30 * DAY, "<")}),
    ("项目为期10日。", {T(10 * DAY)}),
    ("整個測試歷時12日。", {T(12 * DAY)}),
    ("训练耗时约20日。", {T(20 * DAY, "~")}),
    ("交货期为60日左右。", {T(60 * DAY, "~")}),
    ("5个工作日内交付。", {T(5 * DAY, "<")}),
    ("需要3個工作日。", {T(3 * DAY)}),
    # dates
    ("英特尔9日透过新闻稿宣布。", set()),
    ("英特爾9日透過新聞稿宣布。", set()),
    ("輝達周一（13日）發表新品。", set()),
    ("新华社旧金山11月8日电", set()),
    ("MLCommons于6月4日公布成绩。", set()),
    ("谷歌6日在博客上宣布。", set()),
    ("1日元旦放假。", set()),
    # a day of a month before a word starting with 内 or 多 (内测, 内部, 内地; 多家): a date
    ("该芯片于3月10日内测。", set()),
    ("該公司於11月8日內部發布了新卡。", set()),
    ("截至6月30日内地市场出货量为5万台。", set()),
    ("本月15日多家厂商提交了成绩。", set()),
    ("The chip entered internal testing on March 10.", set()),
]

WITHIN = [
    ("训练在一小时内完成。", {T(60, "<")}),
    ("訓練在一小時內完成。", {T(60, "<")}),
    ("十五分钟内可以恢复。", {T(15, "<")}),
    ("The job finished within an hour.", {T(60, "<")}),
    # 内 starting a word of its own
    ("训练16小时内存占用很高。", {T(960)}),
    ("这是一段10分钟内容丰富的演讲。", {T(10)}),
]

HALVES = [
    ("P800集群用时十三天半。", {T(13.5 * DAY)}),
    ("十三天半是包含中断时间的。", {T(13.5 * DAY)}),
    ("訓練用了兩天半就完成了。", {T(2.5 * DAY)}),
    ("It took three and a half days.", {T(3.5 * DAY)}),
    # 半 starting a word
    ("用时三天半导体厂就复工了。", {T(3 * DAY)}),
]

POINTS_IN_TIME = [
    ("Updated 3 hours ago", set()),
    ("The price was cut 2 days ago.", set()),
    ("3小时前发布的消息。", set()),
    ("該消息於3天前公布。", set()),
    # still durations
    ("训练3天前后就能完成。", {T(3 * DAY)}),
    ("It took 3 hours.", {T(180)}),
]

RATES = [
    ("一小时不到百元？", {P(100, "CNY", "<")}),
    ("一小時不到百元？臺灣雲端業者開打價格戰。", {P(100, "TWD", "<")}),
    ("H100一小时只要2美元。", {P(2, "USD")}),
    ("這張卡一小時租金才3塊。", {P(3, "TWD")}),
    ("It costs $5 for 1 hour.", {P(5, "USD")}),
    ("One hour costs $2.49 on demand.", {P(2.49, "USD")}),
    # a duration and the price of the whole run stay both
    ("训练一小时，花费3美元。", {T(60), P(3, "USD")}),
    ("训练用了3小时，花费50元。", {T(180), P(50, "CNY")}),
    ("It costs $5 for 3 hours.", {P(5, "USD"), T(180)}),
]


@pytest.mark.parametrize("text,expected", rows(DAYS_OF_DURATION))
def test_ri_is_a_day_only_in_a_duration(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(WITHIN))
def test_within_is_under(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(HALVES))
def test_a_half_after_the_unit(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(POINTS_IN_TIME))
def test_a_point_in_time_is_no_duration(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(RATES))
def test_one_unit_before_a_price_is_a_rate(text, expected):
    check(text, expected)
