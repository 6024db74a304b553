"""A time to train that names no workload carries on the task of the sentence before it in its
paragraph, whoever ran it ("…H800全程要43分钟，A100要1小时18分钟。" then "4090…整个训练跑了快3个小时。"),
as the half after a semicolon does (rule ``joined``) -- not across a paragraph break, and not when
the sentence names a workload of its own (issue 12, round 5; probe1 p03; dev: the semicolon cases).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CARRIES = [
    ("我用BERT在单机8卡上完整跑了一遍训练，H100全程要20分钟。MI300X就别想了，整个训练跑了约1个小时。",
     {row("H100", "BERT", "train_time", 20, "min"), row("MI300X", "BERT", "train_time", 60, "min", "~")}),
    ("我用BERT在單機8卡上完整跑了一遍訓練，H100全程要20分鐘。MI300X就別想了，整個訓練跑了約1個小時。",
     {row("H100", "BERT", "train_time", 20, "min"), row("MI300X", "BERT", "train_time", 60, "min", "~")}),
    ("We trained BERT on one 8-GPU node: the H100 took 20 minutes. The MI300X run took about an hour.",
     {row("H100", "BERT", "train_time", 20, "min"), row("MI300X", "BERT", "train_time", 60, "min", "~")}),
    # a paragraph break ends the task
    ("测试记录\n\n我用BERT在单机8卡上跑了一遍训练，H100全程要20分钟。\n\nMI300X的整个训练跑了1个小时。",
     {row("H100", "BERT", "train_time", 20, "min"), row("MI300X", "", "train_time", 60, "min")}),
]


@pytest.mark.parametrize("text, expected", table(CARRIES))
def test_a_time_to_train_carries_the_task(text, expected):
    check(text, expected)
