"""A cut in the time to train over the system's OWN earlier result is a perf_gain (GOLD.md: perf_gain is
an improvement over its own earlier result or software), where the text says the result was its own
(自家, 我们去年测试时, its own) or credits software before the figure; a bare "比上一轮缩短41%" stays a
speedup in % (GOLD.md: a cut in the time to train), and so does a cut over another system's round.
Class seen in probe6 A u19, u23, u27 and probe3 A r02 (four sites).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

OWN_TIME_CUT = [
    # the system's own earlier result, said so
    ("与浪潮自家在上一轮以同一机型提交的成绩相比，NF5688M7的BERT训练时间缩短约8%。",
     {row("NF5688M7", "BERT", "perf_gain", 8, "%", "~")}),
    ("與浪潮自家在上一輪以同一機型提交的成績相比，NF5688M7的BERT訓練時間縮短約8%。",
     {row("NF5688M7", "BERT", "perf_gain", 8, "%", "~")}),
    ("Gaudi3 finished BERT in 12% less time than its own result last spring.",
     {row("Gaudi3", "BERT", "perf_gain", 12, "%")}),
    ("RTX 4080在ResNet-50上的用时比我们去年测试时缩短了约15%。",
     {row("RTX 4080", "ResNet-50", "perf_gain", 15, "%", "~")}),
    ("RTX 4080在ResNet-50上的用時比我們去年測試時縮短了約15%。",
     {row("RTX 4080", "ResNet-50", "perf_gain", 15, "%", "~")}),
    # software credited before the figure
    ("得益于软件持续优化，H200在BERT上的训练时间比半年前缩短约17%。",
     {row("H200", "BERT", "perf_gain", 17, "%", "~")}),
    ("得益於軟體持續優化，H200在BERT上的訓練時間比半年前縮短約17%。",
     {row("H200", "BERT", "perf_gain", 17, "%", "~")}),
    ("Thanks to a compiler update, the H200's BERT training time is 17% shorter than six months ago.",
     {row("H200", "BERT", "perf_gain", 17, "%")}),
    # guards: a bare earlier round, another system's round -- a speedup in % (GOLD.md)
    ("该集群的BERT训练时间比上一轮提交时缩短了33%。", {row("", "BERT", "speedup", 33, "%")}),
    ("MI355X的BERT训练时间较上一轮MI300X的成绩缩短了近38%。", {row("MI355X", "BERT", "speedup", 38, "%", "~")}),
    ("MI355X的BERT訓練時間較上一輪MI300X的成績縮短了近38%。", {row("MI355X", "BERT", "speedup", 38, "%", "~")}),
    ("Trillium cut its BERT training time by 35% against last year's TPU v5p result.",
     {row("Trillium", "BERT", "speedup", 35, "%")}),
]


@pytest.mark.parametrize("text, expected", table(OWN_TIME_CUT))
def test_a_time_cut_over_its_own_result_is_a_gain(text, expected):
    check(text, expected)
