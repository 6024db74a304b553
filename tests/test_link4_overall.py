"""A figure about overall performance (整体性能, overall performance) is over all workloads: it
takes no benchmark from the sentences or the paragraph topic before it (issue 12; precision
first: an empty field beats a guess from far away).  A benchmark its own sentence names is kept.
Cue category ``overall`` in data/cues_*.csv.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

_TIME = row("MI300X", "Llama 2 70B", "train_time", 25, "min")

OVERALL = [
    ("在Llama 2 70B上，MI300X集群以25分钟完成训练。此外，与同等规模的H100集群相比，MI300X集群的整体训练性能可达其九成以上。",
     {_TIME, row("MI300X", "", "speedup", 90, "%", ">")}),
    ("在Llama 2 70B上，MI300X叢集以25分鐘完成訓練。此外，與同等規模的H100叢集相比，MI300X叢集的整體訓練性能可達其九成以上。",
     {_TIME, row("MI300X", "", "speedup", 90, "%", ">")}),
    ("On Llama 2 70B, the MI300X cluster finished training in 25 minutes. Its overall training performance "
     "reaches about 90% of an H100 cluster of the same size.",
     {_TIME, row("MI300X", "", "speedup", 90, "%", "~")}),
    # the benchmark of its own sentence stays
    ("MI300X集群在Llama 2 70B上的整体训练性能可达H100集群的九成。",
     {row("MI300X", "Llama 2 70B", "speedup", 90, "%")}),
]


@pytest.mark.parametrize("text, expected", table(OVERALL))
def test_overall_performance_borrows_no_benchmark(text, expected):
    check(text, expected)
