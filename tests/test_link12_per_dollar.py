"""Which figures are per dollar (GOLD.md: more work for the same money is perf_per_dollar).

- A per-dollar word joined to a speed word is one measure, however far before the figure it stands
  ("每千元出图速度", "每新台币的推论吞吐量", "throughput per dollar on large-model training is about
  50 percent better"; class seen in probe6 A u05, u10, u33, and in probe4 s27/s34 and probe5 t05/t06
  with the measure near the figure).
- A per-dollar word right after one figure is that figure's measure, not a frame of the same money for
  the figures after it ("2.3 times more per dollar than TPU v4, and … 0.6 times that of the TPU v5p":
  the 0.6 is a speedup; probe6 A u13, the same-money frame of probe1 p13 / probe5 t10 still holds).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

JOINED_MEASURE = [
    ("按每千元训练速度计算，RTX 4070在Stable Diffusion上约为RTX 4090的1.4倍。",
     {row("RTX 4070", "Stable Diffusion", "perf_per_dollar", 1.4, "x", "~")}),
    ("按每千元訓練速度計算，RTX 4070在Stable Diffusion上約為RTX 4090的1.4倍。",
     {row("RTX 4070", "Stable Diffusion", "perf_per_dollar", 1.4, "x", "~")}),
    ("以MI300X执行BERT推理，每新台币的推理吞吐量比H100高出约21%。",
     {row("MI300X", "BERT", "perf_per_dollar", 21, "%", "~")}),
    ("以MI300X執行BERT推論，每新台幣的推論吞吐量比H100高出約21%。",
     {row("MI300X", "BERT", "perf_per_dollar", 21, "%", "~")}),
    ("Analysts say the MI300X's throughput per dollar on large-scale BERT training is about 30 percent better "
     "than the H100's.", {row("MI300X", "BERT", "perf_per_dollar", 30, "%", "~")}),
    # guards: a speed word of its own, no per-dollar word by it
    ("RTX 4070的训练速度约为RTX 4090的60%。", {row("RTX 4070", "", "speedup", 60, "%", "~")}),
    ("MI300X's BERT training throughput is about 30 percent higher than the H100's.",
     {row("MI300X", "BERT", "speedup", 30, "%", "~")}),
]

FIGURE_BEFORE = [
    ("Google said the TPU v5e trains up to 2.1 times more per dollar than TPU v4, and that its per-chip "
     "BERT throughput is about 0.7 times that of the TPU v5p.",
     {row("TPU v5e", "", "perf_per_dollar", 2.1, "x", "<="), row("TPU v5e", "BERT", "speedup", 0.7, "x", "~")}),
    ("TPU v5e提供约为TPU v4的2.1倍的每美元性能，而单芯片BERT吞吐量约为TPU v5p的0.7倍。",
     {row("TPU v5e", "", "perf_per_dollar", 2.1, "x", "~"), row("TPU v5e", "BERT", "speedup", 0.7, "x", "~")}),
    ("TPU v5e提供約為TPU v4的2.1倍的每美元效能，而單晶片BERT吞吐量約為TPU v5p的0.7倍。",
     {row("TPU v5e", "", "perf_per_dollar", 2.1, "x", "~"), row("TPU v5e", "BERT", "speedup", 0.7, "x", "~")}),
    # guard: a same-money frame before the figure still makes it per dollar
    ("For the same money, the TPU v5e delivers 2.1 times the BERT throughput of TPU v4.",
     {row("TPU v5e", "BERT", "perf_per_dollar", 2.1, "x")}),
    ("花同样的钱，TPU v5e的BERT吞吐量是TPU v4的2.1倍。", {row("TPU v5e", "BERT", "perf_per_dollar", 2.1, "x")}),
    ("花同樣的錢，TPU v5e的BERT吞吐量是TPU v4的2.1倍。", {row("TPU v5e", "BERT", "perf_per_dollar", 2.1, "x")}),
]


@pytest.mark.parametrize("text, expected", table(JOINED_MEASURE))
def test_a_per_dollar_word_joined_to_a_speed_word_is_one_measure(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(FIGURE_BEFORE))
def test_a_per_dollar_word_after_a_figure_is_that_figures(text, expected):
    check(text, expected)
