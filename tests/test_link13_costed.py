"""Which times are times to train (GOLD.md: train_time is the time to train a benchmark on a system):
a time that is the length of a run its sentence states the cost of is a run sized for its cost,
not a result: "an eight-GPU BERT run lasting under six minutes costs a few dollars", "roughly 30
days on 16 GB300 racks — would cost about $6.1 million", "以一般企業微調一個…模型約需2小時計算，
單次費用約新台幣2,300元", "跑满一次48分钟的微调，电费不到0.3元" (probe6 half A, four sites).  A run
that was measured keeps its time whatever it cost: "Same fine-tune on a single H100 finished in 52
minutes, so about $1.90 per run" (probe5, a train_time in its gold), "约6小时完成，云端费用约…"
(probe3 half A).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

COSTED = [
    ("At current rental rates, an eight-GPU ResNet-50 run lasting about 20 minutes on the H100 costs a few dollars.",
     set()),
    ("The analysts reckon the GPT-3 training run itself — roughly 40 days on 32 GB200 NVL72 racks — would cost "
     "about $9 million in power alone.", set()),
    ("按每度电0.8元计算，A100跑满一次30分钟的BERT训练，电费不到2元。", set()),
    ("按每度電0.8元計算，A100跑滿一次30分鐘的BERT訓練，電費不到2元。", set()),
    ("以一般企业用H100微调一个Llama 3 8B模型约需3小时计算，单次费用约人民币900元。", set()),
    ("以一般企業用H100微調一個Llama 3 8B模型約需3小時計算，單次費用約新台幣3,000元。", set()),
    # a run measured keeps its time, whatever it cost
    ("The H100 node finished the BERT run in 12 minutes, which cost about $8.",
     {row("H100", "BERT", "train_time", 12, "min")}),
    ("H100训练BERT用时12分钟，成本约8美元。", {row("H100", "BERT", "train_time", 12, "min")}),
    ("H100訓練BERT用時12分鐘，成本約8美元。", {row("H100", "BERT", "train_time", 12, "min")}),
    ("他们用32颗H100微调一个Llama 3 8B模型，约5小时完成，云端费用约人民币1.5万元。",
     {row("H100", "Llama 3 8B", "train_time", 300, "min", "~")}),
    ("他們用32顆H100微調一個Llama 3 8B模型，約5小時完成，雲端費用約新台幣6萬元。",
     {row("H100", "Llama 3 8B", "train_time", 300, "min", "~")}),
    # no amount after the cost word: not a run priced
    ("The H100 trained BERT in 12 minutes; the cost of the node is another matter.",
     {row("H100", "BERT", "train_time", 12, "min")}),
]


def _times(text):
    return {r for r in results(text) if r[2] == "train_time"}


@pytest.mark.parametrize("text, expected", table(COSTED))
def test_a_run_sized_for_its_cost_is_no_time_to_train(text, expected):
    assert _times(text) == expected
