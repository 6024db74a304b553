"""相对(于) X, like "relative to X" (cues_en.csv), marks what a figure is measured against: "B200相對H100
的每美元效能則提升約30%至40%" (probe6 half A u29) is the B200's, against the H100 -- not the H100's.
An adverb 相对 ("相对简单", "相對出色") compares with nothing.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

RELATIVE = [
    ("在BERT上，B200相对于H100的训练速度提升约2.2倍。", {row("B200", "BERT", "speedup", 2.2, "x", "~")}),
    ("在BERT上，B200相對於H100的訓練速度提升約2.2倍。", {row("B200", "BERT", "speedup", 2.2, "x", "~")}),
    ("On BERT, the B200 trains about 2.2x faster relative to the H100.", {row("B200", "BERT", "speedup", 2.2, "x", "~")}),
    ("Gaudi3相对H100的每美元性能提升约40%。", {row("Gaudi3", "", "perf_per_dollar", 40, "%", "~")}),
    ("Gaudi3相對H100的每美元效能提升約40%。", {row("Gaudi3", "", "perf_per_dollar", 40, "%", "~")}),
    ("The Gaudi3 offers about 40% better performance per dollar relative to the H100.",
     {row("Gaudi3", "", "perf_per_dollar", 40, "%", "~")}),
    # an adverb: nothing compared with
    ("在相对简单的BERT任务上，H100用时5分钟。", {row("H100", "BERT", "train_time", 5, "min")}),
    ("在相對簡單的BERT任務上，H100用時5分鐘。", {row("H100", "BERT", "train_time", 5, "min")}),
]


@pytest.mark.parametrize("text, expected", table(RELATIVE))
def test_relative_to_marks_the_baseline(text, expected):
    check(text, expected)
