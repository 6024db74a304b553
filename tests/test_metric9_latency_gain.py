"""A cut in latency against the system's own earlier round is a perf_gain ("延迟比上一轮缩短了18%",
"單次推論延遲約為0.9秒，比上一輪縮短約15%": probe5 A t27, probe6 B u26, two sites): latency is a measure of
inference speed, not a time to train (pipeline/link/gains.py, data/gain_words.csv kind=latency).  A latency
cut with no earlier round of its own stays no result.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LATENCY = [
    ("H100在GPT-J上的推理延迟比上一轮缩短了22%。", {row("H100", "GPT-J", "perf_gain", 22, "%")}),
    ("H100在GPT-J上的推論延遲比上一輪縮短了22%。", {row("H100", "GPT-J", "perf_gain", 22, "%")}),
    ("Gaudi3在BERT测试中，单次推理延迟约为1.2秒，较上一轮缩短约9%。", {row("Gaudi3", "BERT", "perf_gain", 9, "%", "~")}),
    ("Gaudi3在BERT測試中，單次推論延遲約為1.2秒，較上一輪縮短約9%。", {row("Gaudi3", "BERT", "perf_gain", 9, "%", "~")}),
    ("The H100's BERT latency was cut by 22% compared with the previous round.", {row("H100", "BERT", "perf_gain", 22, "%")}),
    # guard: no earlier round of its own
    ("The H100's BERT latency is 22% lower with the new driver stack than on the H200.", set()),
]


@pytest.mark.parametrize("text, expected", table(LATENCY))
def test_a_latency_cut_over_its_own_round_is_a_gain(text, expected):
    check(text, expected)
