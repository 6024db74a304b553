"""Measure words of the metric class (data/cues_zh.csv, cues_en.csv):

- Cantonese 蚊 is a dollar: "每蚊訓練效能仲高大約四成" is performance per dollar (probe8 A w09; 每元 in
  Mandarin, already a per-dollar cue);
- a utilisation (使用率, utilisation as well as utilization) is no claim ("平均算力使用率约为76%", probe8 A
  w23; "Model FLOPs utilisation rose from 52% to 61%", probe2 B q26: two sites);
- a per-watt measure with the task between (每瓦训练效能, probe8 A w29) is an energy efficiency ratio, no claim
  (GOLD.md), as 每瓦效能 already is;
- the power drawn is no claim (GOLD.md: energy): "较传统气冷机房节省约25%电力" (probe6 B u28).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

MEASURE_WORDS = [
    ("计埋电费，用H200每蚊推理效能高大约三成。", {row("H200", "", "perf_per_dollar", 30, "%", "~")}),
    ("計埋電費，用H200每蚊推理效能高大約三成。", {row("H200", "", "perf_per_dollar", 30, "%", "~")}),
    ("H100集群的平均算力使用率约为68%。", set()),
    ("H100叢集的平均算力使用率約為68%。", set()),
    ("The H100 cluster's model FLOPs utilisation rose from 41% to 55%.", set()),
    ("B200的每瓦训练效能比H100高出约25%。", set()),
    ("B200的每瓦訓練效能比H100高出約25%。", set()),
    ("采用液冷后，H200机房较气冷机房节省约30%电力。", set()),
    ("採用液冷後，H200機房較氣冷機房節省約30%電力。", set()),
    ("The liquid-cooled H200 hall uses about 30% less power than an air-cooled hall.", set()),
    # guard: the speed itself is a claim
    ("B200的训练效能比H100高出约25%。", {row("B200", "", "speedup", 25, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(MEASURE_WORDS))
def test_measure_words(text, expected):
    check(text, expected)
