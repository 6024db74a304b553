"""A gain over another build of the same system -- its air-cooled version -- is a perf_gain (GOLD.md: an
improvement over its own earlier result), a cut in the time to train included, and where the variant has a
model number of its own (pipeline/link/gains.py, data/gain_words.csv kind=variant).  Class seen in
probe6 A u10, probe7 A v10, probe8 A w11 and w29 (four sites); a rival's air-cooled system is not a variant.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

OWN_VARIANT = [
    ("NF5688M7采用冷板式液冷，较气冷版本的训练时间再缩短约6%。", {row("NF5688M7", "", "perf_gain", 6, "%", "~")}),
    ("NF5688M7採用冷板式液冷，較氣冷版本的訓練時間再縮短約6%。", {row("NF5688M7", "", "perf_gain", 6, "%", "~")}),
    ("与气冷版本NF5688M6相比，NF5688M7的BERT训练时间缩短约3%。",
     {row("NF5688M7", "BERT", "perf_gain", 3, "%", "~")}),
    ("與氣冷版本NF5688M6相比，NF5688M7的BERT訓練時間縮短約3%。",
     {row("NF5688M7", "BERT", "perf_gain", 3, "%", "~")}),
    ("同样是B200，液冷机型的训练速度比风冷版本快约7%。", {row("B200", "", "perf_gain", 7, "%", "~")}),
    ("同樣是B200，液冷機型的訓練速度比風冷版本快約7%。", {row("B200", "", "perf_gain", 7, "%", "~")}),
    ("The liquid-cooled DGX B200 trained BERT about 4% faster than its air-cooled version.",
     {row("DGX B200", "BERT", "perf_gain", 4, "%", "~")}),
    # guards: another system stays a speedup, a bare earlier round's time cut stays a speedup (GOLD.md)
    ("液冷的DGX B200训练BERT的速度比DGX H100快约2.1倍。", {row("DGX B200", "BERT", "speedup", 2.1, "x", "~")}),
    ("The liquid-cooled DGX B200 trained BERT 2.1x faster than the DGX H100.",
     {row("DGX B200", "BERT", "speedup", 2.1, "x")}),
    ("该集群的BERT训练时间比上一轮提交时缩短了33%。", {row("", "BERT", "speedup", 33, "%")}),
]


@pytest.mark.parametrize("text, expected", table(OWN_VARIANT))
def test_a_gain_over_its_air_cooled_version_is_its_own(text, expected):
    check(text, expected)
