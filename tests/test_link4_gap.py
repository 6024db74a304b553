"""A gap of a multiple to the system compared with ("与X相比仍有约两倍的差距") is a lag: the
speedup of the faster system, X (GOLD.md: "a lag by a multiple … is a speedup of the faster
system"), as "落后X约2倍" and "trails X by about 2x" are (issue 12).  Cue category
``lag_after`` in data/cues_zh.csv (差距 after the figure).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

GAP = [
    ("Gaudi3在GPT-J上的表现不错，但与H200相比仍有约两倍的差距。",
     {row("H200", "GPT-J", "speedup", 2, "x", "~")}),
    ("Gaudi3在GPT-J上的表現不錯，但與H200相比仍有約兩倍的差距。",
     {row("H200", "GPT-J", "speedup", 2, "x", "~")}),
    ("Gaudi3 did well on GPT-J, but it still trails the H200 by about 2x.",
     {row("H200", "GPT-J", "speedup", 2, "x", "~")}),
    # the gain over the one system and the gap to the other, in one sentence
    ("MI325X在Llama 2 70B上比MI300X快约30%，但与B200相比仍有约1.8倍的差距。",
     {row("MI325X", "Llama 2 70B", "speedup", 30, "%", "~"), row("B200", "Llama 2 70B", "speedup", 1.8, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(GAP))
def test_a_gap_is_the_faster_systems_speedup(text, expected):
    check(text, expected)
