"""The length of a run that a sentence imagines for what it would cost ("a 30-day training run
across 64 nodes would set you back about $2.5 million", "如果进行为期30天的训练…") is a time mention,
no time to train (issue 12: a scenario, not a measured claim).  The class is in probe3 (…a 30-day
training run across 64 p5.48xlarge nodes would set you back about $2.5 million…) and probe4 (…for a
14-day run would see the compute bill fall…).  A measured run written the same way ("its record
3.4-minute GPT-3 run") stays a time to train.

The sentences are our own, in English, Simplified and Traditional.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SCENARIOS = [
    ("At these rates, a 20-day training run on 32 H200 servers would be out of reach for most labs.", set()),
    ("如果用32台H200服务器进行为期20天的训练，费用约为180万美元。", set()),
    ("如果用32台H200伺服器進行為期20天的訓練，費用約為180萬美元。", set()),
    ("Nvidia's record 3.4-minute GPT-3 run used 11,616 H100 GPUs.", {row("H100", "GPT-3", "train_time", 3.4, "min")}),
    ("H100集群进行了为期3天的GPT-3训练。", {row("H100", "GPT-3", "train_time", 4320, "min")}),
]


@pytest.mark.parametrize("text, expected", table(SCENARIOS))
def test_a_run_imagined_for_its_cost_is_no_time_to_train(text, expected):
    check(text, expected)
