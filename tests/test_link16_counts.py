"""A ratio of counts of hardware is no claim (GOLD.md: ratios of sizes or counts are mentions only).

"IPU-POD256 delivered an 8.1x speed-up on ResNet-50, using 16 times as many IPUs" (probe7 half A
v15): 'as many' right after the multiple and a unit of hardware a few words later.  The class on
another site: "the WSE-2 contains 123 times more compute cores" (dev d26, no claim), and in Chinese
a count is 数量 ("GPU 数量约为一年前提交规模的 3.2 倍", probe4 s10).  "2.3 times as many times on X
systems" counts runs of the work, per dollar (tests/test_link16_budget.py), not hardware.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

COUNTS = [
    ("Compared with the DGX H100, the DGX B200 cluster trained BERT 3.1x faster, using 4 times as many GPUs.",
     {row("DGX B200", "BERT", "speedup", 3.1, "x")}),
    ("The H100 pod finished BERT 2x faster than the A100 pod while using 4x as many H100 GPUs.",
     {row("H100", "BERT", "speedup", 2, "x")}),
    ("与DGX H100相比，DGX B200集群训练BERT快了3.1倍，使用的GPU数量是前者的4倍。",
     {row("DGX B200", "BERT", "speedup", 3.1, "x")}),
    ("與DGX H100相比，DGX B200叢集訓練BERT快了3.1倍，使用的GPU數量是前者的4倍。",
     {row("DGX B200", "BERT", "speedup", 3.1, "x")}),
    # as many runs, not units of hardware: a claim
    ("With the same money, a lab can train BERT about 2 times as many times on Gaudi2 as on A100.",
     {row("Gaudi2", "BERT", "perf_per_dollar", 2, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(COUNTS))
def test_a_ratio_of_counts_of_hardware_is_no_claim(text, expected):
    assert results(text) == expected
