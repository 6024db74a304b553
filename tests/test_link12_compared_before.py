"""A gain that names no baseline of its own, after a figure of the same sentence compared with a named
system, is over that system: a speedup, not the system's own perf_gain ("算力约为GB200 NVL72的1.5倍，
在DeepSeek-R1上每颗GPU的吞吐量高出约40%", "price about twice the A100's, but its speed 3.3 times").
Unless a word between the two figures says the gain is its own (an earlier round, software, time).
Class seen in probe6 A u25 and u29 (two sites), and with a comparative in probe1 p09.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

COMPARED_BEFORE = [
    ("MI355X的FP8算力约为B200的1.2倍，在BERT训练中每颗GPU的吞吐量高出约25%。",
     {row("MI355X", "", "speedup", 1.2, "x", "~"), row("MI355X", "BERT", "speedup", 25, "%", "~")}),
    ("MI355X的FP8算力約為B200的1.2倍，在BERT訓練中每顆GPU的吞吐量高出約25%。",
     {row("MI355X", "", "speedup", 1.2, "x", "~"), row("MI355X", "BERT", "speedup", 25, "%", "~")}),
    ("The MI355X's FP8 compute is about 1.2 times that of the B200, and its per-GPU BERT throughput is about 25% "
     "higher.", {row("MI355X", "", "speedup", 1.2, "x", "~"), row("MI355X", "BERT", "speedup", 25, "%", "~")}),
    ("在BERT训练上，MI355X价格约为B200的1.4倍，但速度是2.1倍。", {row("MI355X", "BERT", "speedup", 2.1, "x")}),
    ("在BERT訓練上，MI355X價格約為B200的1.4倍，但速度是2.1倍。", {row("MI355X", "BERT", "speedup", 2.1, "x")}),
    # guards: a word between the figures says the second gain is the system's own
    ("MI355X的BERT吞吐量约为B200的1.2倍，借助软件优化又提升了约15%。",
     {row("MI355X", "BERT", "speedup", 1.2, "x", "~"), row("MI355X", "BERT", "perf_gain", 15, "%", "~")}),
    ("MI355X的BERT吞吐量約為B200的1.2倍，借助軟體優化又提升了約15%。",
     {row("MI355X", "BERT", "speedup", 1.2, "x", "~"), row("MI355X", "BERT", "perf_gain", 15, "%", "~")}),
    ("The MI355X's BERT throughput is about 1.2 times that of the B200, and software tuning improved it by "
     "another 15%.",
     {row("MI355X", "BERT", "speedup", 1.2, "x", "~"), row("MI355X", "BERT", "perf_gain", 15, "%")}),
]


@pytest.mark.parametrize("text, expected", table(COMPARED_BEFORE))
def test_a_gain_after_a_comparison_is_over_the_system_compared(text, expected):
    check(text, expected)
