"""Time spent on something other than training is no time to train (GOLD.md: train_time is the
time to train a benchmark on a system): a word for that work right by the time -- "驱动折腾了两天",
"配置环境大概花了我们半天时间" (probe6 half A, two sites), "环境配置折腾了两天" (probe5 t04, another
site), "7×24小时挂机训练" (a duty cycle, probe6 half A).  The words are 'none' cues of data/cues_zh.csv.

The sentences are our own, in Simplified and Traditional (the words are Chinese).
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

OTHER_WORK = [
    ("MI300X跑BERT很快，就是环境配置折腾了三天。", set()),
    ("MI300X跑BERT很快，就是環境配置折騰了三天。", set()),
    ("MI300X跑BERT很快，不过配置环境大概花了我们半天时间。", set()),
    ("MI300X跑BERT很快，不過配置環境大概花了我們半天時間。", set()),
    ("如果要用RTX 4090做7×24小时挂机训练BERT，电费可不少。", set()),
    ("如果要用RTX 4090做7×24小時掛機訓練BERT，電費可不少。", set()),
    ("MI300X训练BERT用时30分钟。", {row("MI300X", "BERT", "train_time", 30, "min")}),
    ("MI300X訓練BERT用時30分鐘。", {row("MI300X", "BERT", "train_time", 30, "min")}),
]


@pytest.mark.parametrize("text, expected", table(OTHER_WORK))
def test_time_spent_on_other_work_is_no_time_to_train(text, expected):
    assert {r for r in results(text) if r[2] == "train_time"} == expected
