"""A time to train in a parenthesis right after a system's name is that system's (round 8 B, link18).

"…6% ahead of an eight-GPU H200 box (11.6 minutes)" (probe8 A w31), "within 5% of Nvidia's DGX B200
(9.4 minutes)" (probe5 A t13, another site): the parenthesis tells the compared system's own time, not
the subject's.  Only a name followed by at most a short noun run ("box", "platform", "機種") before the
parenthesis; a parenthesis after other words keeps the usual subject.

The sentences are our own, in Simplified, Traditional and English (the Chinese rows were already right
before the rule: they guard it).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CASES = [
    ("The MI300X posted 5.8 minutes on BERT, which the company pegs as 4% ahead of an eight-GPU H100 box (6.0 minutes).",
     {row("MI300X", "BERT", "train_time", 5.8, "min"), row("H100", "BERT", "train_time", 6.0, "min"),
      row("MI300X", "BERT", "speedup", 4, "%")}),
    ("Intel posted a BERT time of 5.8 minutes on an eight-way Gaudi3 platform, within 5% of the DGX H100 (5.5 minutes).",
     {row("Gaudi3", "BERT", "train_time", 5.8, "min"), row("DGX H100", "BERT", "train_time", 5.5, "min")}),
    ("AMD在8卡MI300X平台上的BERT成绩为5.8分钟，与DGX H100（5.5分钟）的差距在5%以内。",
     {row("MI300X", "BERT", "train_time", 5.8, "min"), row("DGX H100", "BERT", "train_time", 5.5, "min")}),
    ("AMD在8卡MI300X平台上的BERT成績為5.8分鐘，與DGX H100（5.5分鐘）的差距在5%以內。",
     {row("MI300X", "BERT", "train_time", 5.8, "min"), row("DGX H100", "BERT", "train_time", 5.5, "min")}),
    # the parenthesis follows other words: the sentence's subject keeps its time
    ("The MI300X finished BERT quickly (5.8 minutes).", {row("MI300X", "BERT", "train_time", 5.8, "min")}),
]


@pytest.mark.parametrize("text,expected", table(CASES))
def test_time_in_parenthesis_after_a_name(text, expected):
    check(text, expected)
