"""Cue words of which metric a figure is, added as forms or synonyms of existing cues:

- "N% as fast (as X)": a share of another system's performance is a speedup as written (GOLD.md);
  the "N times as fast as" form is in probe1 p17 and probe4 s34, the % form in probe6 A u15.
- "trailing it by N percent": a deficit, no result (GOLD.md), like "trails" (probe6 A u31).
- a ratio of clock speed or frequency is a rating of the hardware, no result (GOLD.md lists bandwidth,
  transfer speed... as mentions only; probe6 A u15).
- 线性度 (scaling linearity) is scaling efficiency, a mention only (GOLD.md; probe6 A u01), like 扩展效率.
- 进步 ("较上一轮成绩进步22%") is a gain, like 提升 (probe5 B t08; in probe6 A u19/u23 without a figure).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

WORDS = [
    ("On ResNet-50 the Gaudi2 is roughly 85% as fast as an A100.",
     {row("Gaudi2", "ResNet-50", "speedup", 85, "%", "~")}),
    ("Gaudi2在ResNet-50上的速度约为A100的85%。", {row("Gaudi2", "ResNet-50", "speedup", 85, "%", "~")}),
    ("Gaudi2在ResNet-50上的速度約為A100的85%。", {row("Gaudi2", "ResNet-50", "speedup", 85, "%", "~")}),
    ("On BERT, the MI325X came in level with the H200, trailing it by less than 2 percent.", set()),
    ("在BERT上，MI325X与H200基本持平，落后不到2%。", set()),
    ("在BERT上，MI325X與H200基本持平，落後不到2%。", set()),
    ("The new chip lifts clock speed by about 30% over the previous-generation GC200.", set()),
    ("新芯片的主频比上一代GC200提高约30%。", set()),
    ("新晶片的主頻比上一代GC200提高約30%。", set()),
    ("512颗H100训练BERT的线性度保持在九成左右。", set()),
    ("512顆H100訓練BERT的線性度保持在九成左右。", set()),
    ("On BERT, 512 H100 GPUs kept a scaling efficiency of about 90%.", set()),
    ("MI300X在BERT上较上一轮成绩进步12%。", {row("MI300X", "BERT", "perf_gain", 12, "%")}),
    ("MI300X在BERT上較上一輪成績進步12%。", {row("MI300X", "BERT", "perf_gain", 12, "%")}),
    ("On BERT the MI300X improved 12% over its previous-round result.", {row("MI300X", "BERT", "perf_gain", 12, "%")}),
]


@pytest.mark.parametrize("text, expected", table(WORDS))
def test_metric_words(text, expected):
    check(text, expected)
