"""A claim that names no workload borrows the one of the sentence before only when that sentence
names one: after a sentence naming several ("…fine-tuned Llama 2 70B in 11.6 minutes and trained
BERT in 4"), "customers see up to 2.2x faster training" implies none of them (GOLD.md: a claim
carries the benchmark "only implied by the sentence before").  Issue 12; the class is in probe5
(a cloud's page, the 2.2x after a sentence with two workloads) and the dev set (…A100…平均也有约1.5到
2.5倍的提升 after a sentence naming several tests).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SEVERAL = [
    ("In our tests the H200 trained BERT in 5 minutes and ResNet-50 in 8 minutes. Customers see up to 1.9x faster "
     "training on the H200.",
     {row("H200", "BERT", "train_time", 5, "min"), row("H200", "ResNet-50", "train_time", 8, "min"),
      row("H200", "", "speedup", 1.9, "x", "<=")}),
    ("实测中H200训练BERT用时5分钟，训练ResNet-50用时8分钟。H200的训练速度最高可达上一代的1.9倍。",
     {row("H200", "BERT", "train_time", 5, "min"), row("H200", "ResNet-50", "train_time", 8, "min"),
      row("H200", "", "speedup", 1.9, "x", "<=")}),
    ("實測中H200訓練BERT用時5分鐘，訓練ResNet-50用時8分鐘。H200的訓練速度最高可達上一代的1.9倍。",
     {row("H200", "BERT", "train_time", 5, "min"), row("H200", "ResNet-50", "train_time", 8, "min"),
      row("H200", "", "speedup", 1.9, "x", "<=")}),
    # halves joined by a semicolon are one sentence: its two workloads imply none, nor does its topic phrase
    ("H200集群在GPT-3上用时约30分钟；在BERT任务上，该集群用时不到2分钟。H200的单卡训练性能是H100的1.9倍。",
     {row("H200", "GPT-3", "train_time", 30, "min", "~"), row("H200", "BERT", "train_time", 2, "min", "<"),
      row("H200", "", "speedup", 1.9, "x")}),
    ("H200叢集在GPT-3上用時約30分鐘；在BERT任務上，該叢集用時不到2分鐘。H200的單卡訓練性能是H100的1.9倍。",
     {row("H200", "GPT-3", "train_time", 30, "min", "~"), row("H200", "BERT", "train_time", 2, "min", "<"),
      row("H200", "", "speedup", 1.9, "x")}),
    ("The H200 cluster trained GPT-3 in about 30 minutes; on BERT, the cluster needed under 2 minutes. Per GPU, "
     "the H200 is 1.9x faster than the H100.",
     {row("H200", "GPT-3", "train_time", 30, "min", "~"), row("H200", "BERT", "train_time", 2, "min", "<"),
      row("H200", "", "speedup", 1.9, "x")}),
    # one workload before: it is implied, and carried
    ("In our tests the H200 trained BERT in 5 minutes. That is 1.9x faster than the H100.",
     {row("H200", "BERT", "train_time", 5, "min"), row("H200", "BERT", "speedup", 1.9, "x")}),
]


@pytest.mark.parametrize("text, expected", table(SEVERAL))
def test_several_workloads_before_imply_none(text, expected):
    check(text, expected)
