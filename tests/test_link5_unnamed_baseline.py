"""A share or multiple of unnamed hardware ("约为排名第二的参测芯片的4.6倍", "2x that of the
fastest GPU-based system") compares the subject with another system: a speedup (GOLD.md), even
where the clause names no measure (issue 12, round 5; probe4 A s01, dev d43).  Cue category
``hardware`` in data/cues_*.csv (芯片, 系统, GPU, chip, system...); the system's own earlier
measure of another kind (power) stays no claim.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

UNNAMED = [
    ("在BERT离线场景下，一颗MLU370约为同组排名第二的参测芯片的3.2倍。",
     {row("MLU370", "BERT", "speedup", 3.2, "x", "~")}),
    ("在BERT離線場景下，一顆MLU370約為同組排名第二的參測晶片的3.2倍。",
     {row("MLU370", "BERT", "speedup", 3.2, "x", "~")}),
    ("On BERT, the MLU370 delivers 3.2 times that of the second-placed chip.",
     {row("MLU370", "BERT", "speedup", 3.2, "x")}),
    # a measure of another kind named: no claim
    ("MLU370的功耗约为参测芯片的1.2倍。", set()),
]


@pytest.mark.parametrize("text, expected", table(UNNAMED))
def test_a_share_of_unnamed_hardware_is_a_speedup(text, expected):
    check(text, expected)
