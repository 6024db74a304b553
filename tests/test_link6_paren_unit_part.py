"""The unit a table's introducing line states in parentheses may be one comma-separated part of them:
"(time to train, minutes):", "（美元/每晶片小时，以美国区域为准）：" -- the other part a label or a
remark (issue 12, round 6; probe4 B s20 and s26).  A parenthesis with no part that is a unit states
none.

The lines are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from pipeline.extractors.lexicon import fold
from pipeline.extractors.stated_units import intro_unit
from test_links import check, row, table

LINES = [
    ("Selected results (time to train, minutes):", "min"),
    ("各款加速卡租价（美元/每卡小时，以华东区域为准）：", "USD"),
    ("各款加速卡租價（美元／每卡小時，以華東區域為準）：", "USD"),
    ("训练成绩（分钟，越低越好）：", "min"),
    ("Results (median of 3 runs, lower is better):", None),
]


@pytest.mark.parametrize("line, unit", LINES, ids=[t for t, _ in LINES])
def test_a_unit_as_one_part_of_the_parenthesis(line, unit):
    got = intro_unit(fold(line))
    assert (got.unit.unit if got else None) == unit


TABLES = [
    ("Selected results (time to train, minutes):\n\nBenchmark    DGX H100    Gaudi3\n"
     "BERT         5.3         7.9\n",
     {row("DGX H100", "BERT", "train_time", 5.3, "min"), row("Gaudi3", "BERT", "train_time", 7.9, "min")}),
]


@pytest.mark.parametrize("text, expected", table(TABLES))
def test_its_cells_take_the_unit(text, expected):
    check(text, expected)
