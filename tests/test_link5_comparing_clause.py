"""A clause that compares and holds no figure of its own ("相较于A100，", ", compared with the A100,")
right before the figure's clause names the figure's baseline, wherever it stands in the sentence
(it was read only when it opened the sentence): the system compared against is no subject, and a
gain over another system is a speedup, not a perf_gain (issue 12, round 5; probe4 A s19, probe3 A
r11, dev d02).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

COMPARING_CLAUSE = [
    ("H100表现亮眼，相较于A100，训练GPT-3的速度提升了3倍。", {row("H100", "GPT-3", "speedup", 3, "x")}),
    ("H100表現亮眼，相較於A100，訓練GPT-3的速度提升了3倍。", {row("H100", "GPT-3", "speedup", 3, "x")}),
    ("In this round, compared with the A100, the H100 improved GPT-3 training performance by 3x.",
     {row("H100", "GPT-3", "speedup", 3, "x")}),
    # every system in what the clause compares against is no subject
    ("Gaudi3表现亮眼。其中，BERT成绩相较上一轮以8卡HGX H100平台XE9680提交的成绩，训练时间缩短19%。",
     {row("Gaudi3", "BERT", "speedup", 19, "%")}),
    ("Gaudi3表現亮眼。其中，BERT成績相較上一輪以8卡HGX H100平台XE9680提交的成績，訓練時間縮短19%。",
     {row("Gaudi3", "BERT", "speedup", 19, "%")}),
    # the system's own earlier round stays a gain; a clause with a figure of its own governs nothing after it
    ("In this round, versus its v3.0 submission, the H100 improved GPT-3 training performance by 30%.",
     {row("H100", "GPT-3", "perf_gain", 30, "%")}),
    ("作为对比，H100训练GPT-3仅用了3分钟。", {row("H100", "GPT-3", "train_time", 3, "min")}),
]


@pytest.mark.parametrize("text, expected", table(COMPARING_CLAUSE))
def test_a_comparing_clause_names_the_baseline(text, expected):
    check(text, expected)
