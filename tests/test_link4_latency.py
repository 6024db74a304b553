"""A latency (首token延迟, first-token latency) is a time, but no time to train (issue 12):
cue category ``none`` (延迟, latency) right by the time keeps it a mention only.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LATENCY = [
    ("Jetson Thor上的BERT训练用时52分钟，推理时的首token延迟约为0.3秒。",
     {row("Jetson Thor", "BERT", "train_time", 52, "min")}),
    ("Jetson Thor上的BERT訓練用時52分鐘，推理時的首token延遲約為0.3秒。",
     {row("Jetson Thor", "BERT", "train_time", 52, "min")}),
    ("BERT training on the Jetson Thor takes 52 minutes, with a first-token latency of 0.3 seconds.",
     {row("Jetson Thor", "BERT", "train_time", 52, "min")}),
]


@pytest.mark.parametrize("text, expected", table(LATENCY))
def test_a_latency_is_no_time_to_train(text, expected):
    check(text, expected)
