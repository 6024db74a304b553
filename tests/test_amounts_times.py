"""Times the rules had not seen (issue 13): abbreviated units (3h, 3-min),
compound durations (1 hour and 30 minutes, 8天20时, 8天又二十个小时), 钟头 and
刻, English number words (two and a half hours, an hour), and what is no time
(a rate, an ordinal, a reading-time byline).  Sentences of our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import T, check, rows  # noqa: E402

ABBREVIATED = [
    ("训练一次要3h。", {T(180)}),
    ("訓練一輪需要3h左右。", {T(180, "~")}),
    ("The run took 3h on 64 nodes.", {T(180)}),
    ("Each job is capped at 2 h.", {T(120)}),
    ("A 3-min warm-up precedes each 30-minute run.", {T(3), T(30)}),
    ("The 5-hour job finished early.", {T(300)}),
    ("預熱3-min後開始訓練。", {T(3)}),
    ("It trained for 12 Hours.", {T(720)}),
    ("TRAINING TOOK 9 MINUTES", {T(9)}),
]

COMPOUNDS = [
    ("训练用了1小时30分钟。", {T(90)}),
    ("训练用了1小时30分。", {T(90)}),
    ("任务在8天20时内完成。", {T(12720)}),
    ("训练用了8天又二十个小时。", {T(12720)}),
    ("整个训练花了两天零三个小时。", {T(3060)}),
    ("訓練用了1小時30分鐘。", {T(90)}),
    ("整個訓練花了2天又3個小時。", {T(3060)}),
    ("It took 1 hour and 30 minutes to train.", {T(90)}),
    ("It took 2 hours 15 minutes.", {T(135)}),
    ("The job ran 1h 30min.", {T(90)}),
    ("It took 11 minutes and 30 seconds.", {T(11.5)}),
    # two figures in one unit stay two figures
    ("They trained in 20.1 minutes and 9.4 minutes, respectively.", {T(20.1), T(9.4)}),
    ("分别用了3小时和2小时。", {T(180), T(120)}),
]

HOURS_AND_QUARTERS = [
    ("整个过程花了三个钟头。", {T(180)}),
    ("只用了一刻钟。", {T(15)}),
    ("比原来快了三刻钟。", {T(45)}),
    ("训练用了一小时一刻。", {T(75)}),
    ("訓練花了三個鐘頭，比上一代快了一刻鐘。", {T(180), T(15)}),
    ("訓練只花了兩個半鐘頭。", {T(150)}),
    ("训练需要一天半左右。", {T(2160, "~")}),
    # 刻 alone is no unit: 此刻, 一刻不停
    ("此刻训练仍在进行。", set()),
    ("集群一刻不停地运行。", set()),
]

NUMBER_WORDS = [
    ("It took two and a half hours.", {T(150)}),
    ("It took one and a half hours.", {T(90)}),
    ("It took an hour and a half.", {T(90)}),
    ("It took an hour and half.", {T(90)}),
    ("It took half an hour.", {T(30)}),
    ("It took a half hour.", {T(30)}),
    ("It took about a minute longer.", {T(1, "~")}),
    ("It took more than an hour.", {T(60, ">")}),
    ("The model trained in twenty minutes.", {T(20)}),
    ("Training took twenty-five minutes.", {T(25)}),
    ("It finished in one day, not two.", {T(1440)}),
    ("The job needed Two Hours.", {T(120)}),
    ("Training takes between two and three hours.", {T(120, ">="), T(180, "<=")}),
    ("Training takes two to three days.", {T(2880, ">="), T(4320, "<=")}),
    ("训练需要两到三天。", {T(2880, ">="), T(4320, "<=")}),
    ("训练需要1~2小时。", {T(60, ">="), T(120, "<=")}),  # ~ between the ends links a range
    ("訓練需要1小時~2小時。", {T(60, ">="), T(120, "<=")}),
    ("Each epoch takes ~3 minutes.", {T(3, "~")}),
    # a first end larger than the second: a change, not a range
    ("Training time dropped from 2 hours to 40 minutes.", {T(120), T(40)}),
    ("训练时间从30到20分钟。", {T(30), T(20)}),
    ("訓練時間從30到20分鐘。", {T(30), T(20)}),
    # 几 after a number: more than it (十几分钟, like 十多分钟)
    ("训练用了十几分钟。", {T(10, ">")}),
    ("訓練用了二十幾個小時。", {T(1200, ">")}),
    ("訓練需要兩到三天。", {T(2880, ">="), T(4320, "<=")}),
]

NOT_TIMES = [
    ("Renting one costs $2 an hour.", {("price", 2.0, "USD", "=")}),  # a rate is a price
    ("The cluster runs 24 hours a day.", {T(1440)}),  # "a day" here is "per day"
    ("They meet once a day.", set()),
    ("It won a second round of funding.", set()),  # an ordinal
    ("One day, chips will be faster.", set()),  # once upon a time
    ("A day after the launch, the cards sold out.", set()),  # a point in time, told from another
    ("An hour later it was sold out.", set()),
    ("It took a day to train.", {T(1440)}),
    ("得分为5分", set()),  # a score
    ("下午3时发布。", set()),  # a clock time: 时 alone counts only after a larger unit
    ("Digiteria Labs/9 min read", set()),  # a reading-time byline is boilerplate
    ("8 minute read", set()),
    ("预计阅读时间 5 分钟", set()),
    ("The rack has a half-height design.", set()),
]


@pytest.mark.parametrize("text,expected", rows(ABBREVIATED))
def test_abbreviated_units(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(COMPOUNDS))
def test_compound_durations(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(HOURS_AND_QUARTERS))
def test_hours_and_quarters(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NUMBER_WORDS))
def test_english_number_words(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NOT_TIMES))
def test_what_is_no_time(text, expected):
    check(text, expected)


def test_a_reading_time_line_hides_only_itself():
    text = "Digiteria Labs/9 min read\nThe H100 trained BERT in 5.4 minutes.\n"
    check(text, {T(5.4)})
