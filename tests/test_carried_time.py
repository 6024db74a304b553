"""A system's time in a sentence that names neither a workload nor training, right after one that
does, is a time to train (round 9, time9): "我们测试了BERT训练。DGX A100用了18.2分钟。", "On the DGX
A100: 27.6 minutes." after the sentence naming the task, "DGX H100 … 9.1 minutes." after a BERT claim.
Not across a paragraph, not without a system, not a boot or a delivery time.  Sentences are our own.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CARRIED = [
    ("我们测试了BERT训练。DGX A100用了18.2分钟。",
     {row("DGX A100", "BERT", "train_time", 18.2, "min")}),
    ("我們測試了BERT訓練。DGX A100用了18.2分鐘。",
     {row("DGX A100", "BERT", "train_time", 18.2, "min")}),
    ("We ran BERT training on both machines. On the DGX A100: 27.6 minutes.",
     {row("DGX A100", "BERT", "train_time", 27.6, "min")}),
    # the sentence before names the workload only
    ("在GPT-3 175B这类大模型上，新架构优势更大。H100集群约需64分钟，B200集群只要约27分钟。",
     {row("H100", "GPT-3", "train_time", 64, "min", "~"), row("B200", "GPT-3", "train_time", 27, "min", "~")}),
    ("On Llama 2 70B LoRA the gap is wider. The DGX B200 needed 11.6 minutes.",
     {row("DGX B200", "Llama 2 70B", "train_time", 11.6, "min")}),
    # after a claim of the sentence before
    ("DGX H100训练BERT用时9.1分钟。DGX A100则用了18.2分钟。",
     {row("DGX H100", "BERT", "train_time", 9.1, "min"), row("DGX A100", "BERT", "train_time", 18.2, "min")}),
]

NOT_CARRIED = [
    # another paragraph
    ("我们测试了BERT训练。\n\nDGX A100用了18.2分钟。", set()),
    # no system in the sentence
    ("我们测试了BERT训练。整个过程用了18.2分钟。", set()),
    # the time of something else
    ("We ran BERT training on both machines. The DGX A100 took 20 minutes to boot.", set()),
    # the sentence before names no workload
    ("我们测试了两台机器。DGX A100用了18.2分钟。", set()),
]


@pytest.mark.parametrize("text, expected", table(CARRIED + NOT_CARRIED))
def test_a_time_carried_by_the_sentence_before(text, expected):
    check(text, expected)
