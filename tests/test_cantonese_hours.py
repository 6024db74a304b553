"""Cantonese hours (units.csv): 個鐘 is an hour, as 个钟头 and 小时 are
("LoRA一個epoch用咗3個鐘", "2個鐘15分", "半個鐘"); 每個鐘 with no number is a
rate's "per hour", no time.  Sentences of our own, in Traditional and
Simplified Chinese (the word is Cantonese; English has no such word: the
English rows check that hours stay hours)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, T, check, rows  # noqa: E402

HOURS = [
    ("我用8卡H200微調一個epoch，用咗3個鐘。", {T(180)}),
    ("同一個LoRA，4090要2個鐘15分，A100係1個鐘40分。", {T(135), T(100)}),
    ("用4張RTX 5090做微調，半個鐘就跑完。", {T(30)}),
    ("部機最少要租足4個鐘。", {T(240)}),
    ("H800大約要成9個鐘先train完。", {T(540)}),
    ("同样的任务用B200大约4个钟就搞掂。", {T(240, "~")}),
    ("壞咗48個鐘內換新卡。", {T(2880, "<")}),
    ("The same LoRA took 2 hours 15 minutes on one RTX 4090.", {T(135)}),
]

NO_TIME = [
    # a rate per hour names no duration
    ("H800每卡每個鐘大約20港元。", {P(20, "HKD", "~")}),
    ("The H100 rents for $2.49 an hour.", {P(2.49, "USD")}),
]


@pytest.mark.parametrize("text,expected", rows(HOURS))
def test_cantonese_hours(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NO_TIME))
def test_no_time_in_a_rate(text, expected):
    check(text, expected)
