"""A gain credited to software, measured or projected, is the system's own (GOLD.md: perf_gain is an
improvement over its own earlier result or software; an expected figure about a named system is a
result): it does not continue the comparison with another system of the sentence before.

"RX 9070 XT…速度只有RTX 5070 Ti的七成左右…。官方说下个版本的ROCm能再提升20%以上" (probe7 half A v05),
"英特爾表示下一版軟體可望再提升約20%的訓練效能" (v12, another site), and software stacks named as the
cause of a gain ("AMD说自家ROCm 7软件让MI355X…快了整整2.6倍", "TensorRT-LLM新版本让B200…的性能提升了最多
30%", probe6 u03): software stacks and next versions are cues of category ``software``.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

SOFTWARE = [
    ("MI300X训练BERT的速度只有H100的八成左右。AMD表示下个版本的ROCm能再提升15%以上。",
     {row("MI300X", "BERT", "speedup", 80, "%", "~"), row("MI300X", "BERT", "perf_gain", 15, "%", ">")}),
    ("MI300X訓練BERT的速度只有H100的八成左右。AMD表示下一版軟體可望再提升約15%。",
     {row("MI300X", "BERT", "speedup", 80, "%", "~"), row("MI300X", "BERT", "perf_gain", 15, "%", "~")}),
    ("The MI300X trains BERT at about 80% of the H100's speed. AMD says the next ROCm release should improve it "
     "by another 15%.", {row("MI300X", "BERT", "speedup", 80, "%", "~"), row("MI300X", "BERT", "perf_gain", 15, "%")}),
    # no software named: the comparison continues
    ("MI300X训练BERT的速度比H100提高了30%。在大规模集群上，性能提升甚至能达到50%。",
     {row("MI300X", "BERT", "speedup", 30, "%"), row("MI300X", "BERT", "speedup", 50, "%")}),
    ("MI300X訓練BERT的速度比H100提高了30%。在大規模叢集上，效能提升甚至能達到50%。",
     {row("MI300X", "BERT", "speedup", 30, "%"), row("MI300X", "BERT", "speedup", 50, "%")}),
]


@pytest.mark.parametrize("text, expected", table(SOFTWARE))
def test_a_gain_from_software_is_the_systems_own(text, expected):
    assert results(text) == expected
