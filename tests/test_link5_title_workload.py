"""The one workload an article's title names is the workload of its measured claims that name none
(GOLD.md: a claim carries the benchmark the text implies): a hands-on test headed "实测：四张卡跑一遍
BERT训练" lists "H100：12分钟" under "各卡用时如下：" (issue 12, round 5; probe4 A s11, probe1
p22).  Only a claim with a system, of a measured metric (train_time, speedup, perf_gain,
perf_per_dollar), and only while the body has named no other workload; not a rating (FLOPS), nor
a sentence naming a model by its size alone ("微调了一个7B的模型"), nor a title naming several.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

TITLED = [
    ("实测：四张卡跑一遍BERT训练，谁最快？\n\n各卡完成训练的用时如下：\nH100：12分钟\nA100：30分钟\n\n"
     "H100比A100快了约2.5倍。",
     {row("H100", "BERT", "train_time", 12, "min"), row("A100", "BERT", "train_time", 30, "min"),
      row("H100", "BERT", "speedup", 2.5, "x", "~")}),
    ("實測：四張卡跑一遍BERT訓練，誰最快？\n\n各卡完成訓練的用時如下：\nH100：12分鐘\nA100：30分鐘\n\n"
     "H100比A100快了約2.5倍。",
     {row("H100", "BERT", "train_time", 12, "min"), row("A100", "BERT", "train_time", 30, "min"),
      row("H100", "BERT", "speedup", 2.5, "x", "~")}),
    ("We ran the ResNet-50 reference on Gaudi2 and A100\n\nResults (time to train, median of 3 runs):\n- Gaudi2: 20 min\n"
     "- A100: 25 min\n\nSo the Gaudi2 lands at about 125% of the A100's speed.",
     {row("Gaudi2", "ResNet-50", "train_time", 20, "min"), row("A100", "ResNet-50", "train_time", 25, "min"),
      row("Gaudi2", "ResNet-50", "speedup", 125, "%", "~")}),
    # not after the body turns to another workload, nor for a rating, nor for a model named by size
    ("We ran the ResNet-50 reference on Gaudi2\n\nGaudi2 finished in 20 minutes. Then we tried BERT.\n\n"
     "The Gaudi2 was 1.3x faster than the A100.",
     {row("Gaudi2", "ResNet-50", "train_time", 20, "min"), row("Gaudi2", "", "speedup", 1.3, "x")}),
    ("实测：用H100跑一遍BERT训练\n\nH100的FP8算力为4000 TFLOPS，是A100的6倍。", {row("H100", "", "speedup", 6, "x")}),
    ("實測：用H100跑一遍BERT訓練\n\n另外在H100上微調了一個7B的模型，用時2小時，比A100快1.5倍。",
     {row("H100", "", "train_time", 120, "min"), row("H100", "", "speedup", 1.5, "x")}),
    ("GPT-3和BERT训练实测\n\nH100比A100快了2倍。", {row("H100", "", "speedup", 2, "x")}),
]


@pytest.mark.parametrize("text, expected", table(TITLED))
def test_the_titles_one_workload(text, expected):
    check(text, expected)
