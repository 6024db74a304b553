"""Tokens per second is a measure of inference speed (issue 12): a ratio of it against
another system or offering is a ``speedup`` (GOLD.md: "training or inference speed"),
also where what it is compared against names no system ("GPU方案", "GPU clouds").
Cue words ``speed`` in data/cues_*.csv: token产出, 每秒token, token吞吐, tokens per second,
token throughput.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

TOKENS = [
    ("SambaNova SN40L在Llama 3 8B上的每秒token产出为GPU方案的8倍。",
     {row("SN40L", "Llama 3 8B", "speedup", 8, "x")}),
    ("SambaNova SN40L在Llama 3 8B上的每秒token產出為GPU方案的8倍。",
     {row("SN40L", "Llama 3 8B", "speedup", 8, "x")}),
    ("On Llama 3 8B, the SambaNova SN40L's output in tokens per second is 8 times that of GPU clouds.",
     {row("SN40L", "Llama 3 8B", "speedup", 8, "x")}),
    # the cost per token beside it stays a per-dollar figure
    ("SN40L在Llama 3 8B上的token吞吐约为GPU方案的3倍，每个token的成本则低约五成。",
     {row("SN40L", "Llama 3 8B", "speedup", 3, "x", "~"), row("SN40L", "Llama 3 8B", "perf_per_dollar", 50, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(TOKENS))
def test_token_throughput_is_speed(text, expected):
    check(text, expected)
