"""A semicolon joins two halves of one sentence (issue 12): the half after it reads the half
before for its benchmark, and a time in it compared with the first half's ("；与H200的11.9分钟
相比") is a time to train that benchmark on the system it names.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

_ROWS = {row("Gaudi3", "GPT-J", "train_time", 12.5, "min"), row("H200", "GPT-J", "train_time", 11.9, "min")}

SEMICOLON = [
    ("在GPT-J微调项目中，Gaudi3以12.5分钟完成；与H200的11.9分钟相比，差距不大。", _ROWS),
    ("在GPT-J微調項目中，Gaudi3以12.5分鐘完成；與H200的11.9分鐘相比，差距不大。", _ROWS),
    ("Gaudi3 fine-tuned GPT-J in 12.5 minutes; the H200 needed 11.9 minutes.", _ROWS),
    # a full stop ends the sentence: the time after it reads no benchmark from before it
    ("Gaudi3 fine-tuned GPT-J in 12.5 minutes. Separately, the H200 needed 11.9 minutes to boot.",
     {row("Gaudi3", "GPT-J", "train_time", 12.5, "min")}),
]


@pytest.mark.parametrize("text, expected", table(SEMICOLON))
def test_the_half_after_a_semicolon_reads_the_half_before(text, expected):
    check(text, expected)
