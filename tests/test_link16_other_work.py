"""Times spent on other work than training are no times to train (GOLD.md: train_time is the time to
train a benchmark on a system).

A burn-in ("每台伺服器出貨前，均須完成72小時燒機測試", probe7 half A v28; "組裝、測試與燒機就要10天左右",
v08, another site), setup ("setup on Linux took us under an hour", v34; "Setup took us about two hours
on Ubuntu", probe6 u34, another site): a word for the work before the time in its clause (no
benchmark, no word of training between), or right after it.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

OTHER_WORK = [
    ("H200服务器训练BERT用时约5分钟。每台服务器出厂前均须完成48小时烧机测试。",
     {row("H200", "BERT", "train_time", 5, "min", "~")}),
    ("H200伺服器訓練BERT用時約5分鐘。每台伺服器出廠前均須完成48小時燒機測試。",
     {row("H200", "BERT", "train_time", 5, "min", "~")}),
    ("H200服务器训练BERT用时约5分钟，整柜组装和烧机大约要一周，安装驱动花了我们3小时。",
     {row("H200", "BERT", "train_time", 5, "min", "~")}),
    ("The MI300X trained BERT in 40 minutes, and setup on Ubuntu took us about three hours.",
     {row("MI300X", "BERT", "train_time", 40, "min")}),
    ("The MI300X trained BERT in 40 minutes. Installation of the drivers took about 2 hours.",
     {row("MI300X", "BERT", "train_time", 40, "min")}),
    # a word of training or a benchmark between the work and the time: a time to train
    ("After the setup, the MI300X trained BERT in 40 minutes.", {row("MI300X", "BERT", "train_time", 40, "min")}),
    ("安装完成后，H200训练BERT只用了5分钟。", {row("H200", "BERT", "train_time", 5, "min")}),
    ("安裝完成後，H200訓練BERT只用了5分鐘。", {row("H200", "BERT", "train_time", 5, "min")}),
]


@pytest.mark.parametrize("text, expected", table(OTHER_WORK))
def test_times_of_other_work_are_no_times_to_train(text, expected):
    assert results(text) == expected
