"""A recovery time after a failure (平均恢复时间, 断点续训耗时, recovery time, downtime) is a time,
but no time to train (issue 12): cue category ``none`` right by the time.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

RECOVERY = [
    ("H100集群完成GPT-3训练用时3.5天，期间中断4次，平均恢复时间约20分钟。",
     {row("H100", "GPT-3", "train_time", 5040, "min")}),
    ("H100叢集完成GPT-3訓練用時3.5天，期間中斷4次，平均恢復時間約20分鐘。",
     {row("H100", "GPT-3", "train_time", 5040, "min")}),
    ("The H100 cluster trained GPT-3 in 3.5 days, with four failures and about 20 minutes of downtime.",
     {row("H100", "GPT-3", "train_time", 5040, "min")}),
    ("最长一次断点续训耗时1小时40分，H100集群的GPT-3训练总用时为3.5天。",
     {row("H100", "GPT-3", "train_time", 5040, "min")}),
]


@pytest.mark.parametrize("text, expected", table(RECOVERY))
def test_a_recovery_time_is_no_time_to_train(text, expected):
    check(text, expected)
