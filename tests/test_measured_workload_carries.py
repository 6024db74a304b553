"""A claim naming no workload carries the one its context measured (round 9, bench9; GOLD.md: a claim
whose benchmark is only implied by the sentence before carries the implied one).

1. The sentence before names no workload but its claims measured one (it took its workload from its own
   context: "the same job", an item, the sentence before it): a comparison of a system right after it,
   in the same paragraph, is on that workload ("Same 8B QLoRA took 9 h 10 min. The H100 is almost 5x
   faster.", probe8 A w15; "…on this test … pt.b300.8x also finished 20% faster", probe8 A w17;
   "同样的任务8卡H100要3.9小时…每元训练性能反而高了约5%", probe8 A w21).
2. An item of a list whose introducing line names no workload: a later sentence of the same item
   carries the workload the item's earlier sentences measured ("- Llama 2 70B LoRA on qs.b200.8x: 9.4
   minutes. On qs.h100.8x: 27.6 minutes. That makes qs.b200.8x about 2.9 times faster.", probe8 A
   w35).  Workloads an item only names as examples ("如 GPT-2、LLaMA-7B" with no figure of theirs)
   carry nothing (dev B d37).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PREVIOUS_MEASURED = [
    ("The DGX H100 trained BERT in 6.1 minutes. A DGX A100 did the same job in 18.2 minutes. "
     "The DGX H100 is about 3x faster.",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX A100", "BERT", "train_time", 18.2, "min"),
      row("DGX H100", "BERT", "speedup", 3, "x", "~")}),
    ("DGX H100训练BERT用了6.1分钟。DGX A100完成同一任务用了18.2分钟。DGX H100快了约3倍。",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX A100", "BERT", "train_time", 18.2, "min"),
      row("DGX H100", "BERT", "speedup", 3, "x", "~")}),
    ("DGX H100訓練BERT用了6.1分鐘。DGX A100完成同一任務用了18.2分鐘。DGX H100快了約3倍。",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX A100", "BERT", "train_time", 18.2, "min"),
      row("DGX H100", "BERT", "speedup", 3, "x", "~")}),
    # the sentence before measured nothing: nothing to carry
    ("The DGX H100 is a big box. The DGX H100 is about 3x faster than the DGX A100.",
     {row("DGX H100", "", "speedup", 3, "x", "~")}),
]

ITEM_MEASURED = [
    ("Our numbers:\n\n- BERT on the DGX H100: 6.1 minutes. The DGX A100 took 18.2 minutes. "
     "That makes the DGX H100 about 3x faster.\n- ResNet-50 on the DGX H100: 13.5 minutes.\n",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX A100", "BERT", "train_time", 18.2, "min"),
      row("DGX H100", "BERT", "speedup", 3, "x", "~"), row("DGX H100", "ResNet-50", "train_time", 13.5, "min")}),
    ("实测成绩：\n\n- DGX H100跑BERT：6.1分钟。相比DGX A100快了约3倍。\n- DGX H100跑ResNet-50：13.5分钟。\n",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX H100", "BERT", "speedup", 3, "x", "~"),
      row("DGX H100", "ResNet-50", "train_time", 13.5, "min")}),
    ("實測成績：\n\n- DGX H100跑BERT：6.1分鐘。相比DGX A100快了約3倍。\n- DGX H100跑ResNet-50：13.5分鐘。\n",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX H100", "BERT", "speedup", 3, "x", "~"),
      row("DGX H100", "ResNet-50", "train_time", 13.5, "min")}),
    # workloads named as examples, with no figure of theirs: the item's ratio is on none of them
    ("三种情况：\n\n- 中型模型：如 GPT-2、Llama 2 13B，显存需求大。H100比A100快3倍。\n- 小模型：单卡即可。\n",
     {row("H100", "", "speedup", 3, "x")}),
    ("Three cases:\n\n- Mid-size models such as GPT-2 or Llama 2 13B need more memory. The H100 is 3x faster "
     "than the A100 here.\n- Small models fit on one card.\n",
     {row("H100", "", "speedup", 3, "x")}),
]


@pytest.mark.parametrize("text, expected", table(PREVIOUS_MEASURED))
def test_a_comparison_carries_the_workload_the_sentence_before_measured(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(ITEM_MEASURED))
def test_a_later_sentence_of_an_item_carries_the_workload_the_item_measured(text, expected):
    check(text, expected)
