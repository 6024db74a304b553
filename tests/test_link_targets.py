"""What a figure is compared against never holds its subject (issue 12, round 3:
"the comparison target taken as the subject").

- A number written with a thousands separator (1,024颗A100, 3,584 H100s) or a
  clock time (01:34) breaks no clause and ends no baseline: the system past
  it is still compared against, and the time inside the baseline is the
  compared system's.
- A baseline that refers back to the subject (较其…, its own…) is the
  subject's own earlier result: its time is the subject's.
- The system a baseline's first words describe (较前一轮的DGX B200, of the
  previous round's DGX B200) is compared against: a speedup, not the
  subject's own gain; so is the system after a measure named with a model
  number ("1.7 times the BF16 compute of the GB200 NVL72").

The sentences are our own, in Simplified, Traditional and English; rows are
compared as sets, so a spurious row fails as surely as a missing one.
"""
from __future__ import annotations

import pytest

from pipeline.link.sentences import clauses
from test_links import check, row, table

FAR_TARGET = [
    ("Selene以4.2分钟完成BERT训练，比去年由NVIDIA与微软以1,024颗A100创下的8.5分钟快了约2倍。",
     {row("Selene", "BERT", "train_time", 4.2, "min"), row("A100", "BERT", "train_time", 8.5, "min"),
      row("Selene", "BERT", "speedup", 2, "x", "~")}),
    ("Selene以4.2分鐘完成BERT訓練，比去年由NVIDIA與微軟以1,024顆A100創下的8.5分鐘快了約2倍。",
     {row("Selene", "BERT", "train_time", 4.2, "min"), row("A100", "BERT", "train_time", 8.5, "min"),
      row("Selene", "BERT", "speedup", 2, "x", "~")}),
    ("TPU v5p比配备1,024颗A100的集群快约1.8倍。", {row("TPU v5p", "", "speedup", 1.8, "x", "~")}),
    ("TPU v5p比配備1,024顆A100的叢集快約1.8倍。", {row("TPU v5p", "", "speedup", 1.8, "x", "~")}),
    ("The TPU v5p is about 1.8x faster than a cluster of 1,024 A100 GPUs.",
     {row("TPU v5p", "", "speedup", 1.8, "x", "~")}),
]

ITS_OWN = [
    ("Eos用3.44分钟完成GPT-3训练，较其去年用10,752块H100创下的3.92分钟缩短了约12%。",
     {row("Eos", "GPT-3", "train_time", 3.44, "min"), row("Eos", "GPT-3", "train_time", 3.92, "min"),
      row("Eos", "GPT-3", "speedup", 12, "%", "~")}),
    ("Eos用3.44分鐘完成GPT-3訓練，較其去年用10,752塊H100創下的3.92分鐘縮短了約12%。",
     {row("Eos", "GPT-3", "train_time", 3.44, "min"), row("Eos", "GPT-3", "train_time", 3.92, "min"),
      row("Eos", "GPT-3", "speedup", 12, "%", "~")}),
    ("Eos trained GPT-3 in 3.44 minutes, cutting about 12% from its own 3.92 minutes set last year with 10,752 H100 GPUs.",
     {row("Eos", "GPT-3", "train_time", 3.44, "min"), row("Eos", "GPT-3", "train_time", 3.92, "min"),
      row("Eos", "GPT-3", "speedup", 12, "%", "~")}),
]


HEAD_NOUN = [
    ("GB300 NVL72的每GPU性能较前一轮的DGX B200提升近1.5倍。", {row("GB300 NVL72", "", "speedup", 1.5, "x", "~")}),
    ("GB300 NVL72的每GPU效能較前一輪的DGX B200提升近1.5倍。", {row("GB300 NVL72", "", "speedup", 1.5, "x", "~")}),
    ("The GB300 NVL72 delivers nearly 1.5x the per-GPU performance of the previous round's DGX B200.",
     {row("GB300 NVL72", "", "speedup", 1.5, "x", "~")}),
    # no system after the words: the system's own earlier result
    ("GB300 NVL72的性能较前一轮的成绩提升了1.5倍。", {row("GB300 NVL72", "", "perf_gain", 1.5, "x")}),
    ("GB300 NVL72的效能較前一輪的成績提升了1.5倍。", {row("GB300 NVL72", "", "perf_gain", 1.5, "x")}),
    ("The GB300 NVL72's performance is up 1.5x over its previous round result.",
     {row("GB300 NVL72", "", "perf_gain", 1.5, "x")}),
    # a measure named with a model number
    ("CloudMatrix 384的BF16算力约为GB200 NVL72的1.7倍。", {row("CloudMatrix 384", "", "speedup", 1.7, "x", "~")}),
    ("CloudMatrix 384的BF16算力約為GB200 NVL72的1.7倍。", {row("CloudMatrix 384", "", "speedup", 1.7, "x", "~")}),
    ("The CloudMatrix 384 delivers about 1.7 times the BF16 compute of the GB200 NVL72.",
     {row("CloudMatrix 384", "", "speedup", 1.7, "x", "~")}),
    ("The MI355X offers 2x the FP8 throughput of the H100 on Llama 2 70B.",
     {row("MI355X", "Llama 2 70B", "speedup", 2, "x")}),
]


@pytest.mark.parametrize("text,expected", table(HEAD_NOUN))
def test_the_system_a_baseline_describes(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", table(FAR_TARGET))
def test_a_system_far_in_the_baseline_is_compared_against(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", table(ITS_OWN))
def test_a_baseline_referring_back_is_the_subjects_own(text, expected):
    check(text, expected)


CLAUSES = [  # (normalised text: full-width commas are ASCII by then; its clauses)
    ("以1,024颗A100完成,快2倍", ["以1,024颗A100完成", "快2倍"]),
    ("01:34 发布,快11倍", ["01:34 发布", "快11倍"]),
    ("a, b: c", ["a", "b", "c"]),
    ("1, 2", ["1", "2"]),  # a comma and a space: a list, not one number
]


@pytest.mark.parametrize("text,expected", CLAUSES, ids=[c[0] for c in CLAUSES])
def test_a_separator_between_digits_breaks_no_clause(text, expected):
    assert [text[s:e].strip(" ,:") for s, e in clauses(text, 0, len(text))] == expected
