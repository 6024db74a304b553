"""A full stop after a lone capital or a short abbreviation ("the U.S. company", "US East
(N. Virginia)", "vs.") ends no sentence when the sentence plainly goes on (issue 12: the
price of "…the U.S. company is allowed to sell…, which distributors are offering for 100,000
yuan" lost its system to the split).  A full stop before a capitalised new sentence still ends it.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from pipeline.link.sentences import split_sentences
from test_links import check, row, table

SPLITS = [
    ("GB300 NVL72的零组件减少约40% (vs. GB200 NVL72)，价格约为400万美元。下一句。", 2),
    ("GB300 NVL72的零組件減少約40% (vs. GB200 NVL72)，價格約為400萬美元。下一句。", 2),
    ("The H20, the best chip the U.S. company may sell in China, costs 100,000 yuan.", 1),
    ("It runs $55.04 an hour in US East (N. Virginia), down from $98.32. The H200 one is new.", 2),
    ("It was made in the U.S. The company said so.", 2),
]


@pytest.mark.parametrize("text, n", SPLITS)
def test_abbreviations_end_no_sentence(text, n):
    assert len(split_sentences(text)) == n


LINKED = [
    ("The H20, the best chip the U.S. company may sell in China, is offered for about 100,000 yuan.",
     {row("H20", "", "price", 100000, "CNY", "~")}),
]


@pytest.mark.parametrize("text, expected", table(LINKED))
def test_the_sentence_after_an_abbreviation_keeps_its_system(text, expected):
    check(text, expected)
