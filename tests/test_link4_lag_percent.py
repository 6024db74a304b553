"""A lag by a percentage (落后约3%, trails by 3%) is a deficit, no claim, as 慢了15% and
比原版弱20% are (GOLD.md: "a deficit … is no result"); a lag by a multiple stays the
faster system's speedup (issue 12).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LAG_PERCENT = [
    ("Gaudi3在GPT-J上以12.5分钟完成训练，仅落后H200约3%。", {row("Gaudi3", "GPT-J", "train_time", 12.5, "min")}),
    ("Gaudi3在GPT-J上以12.5分鐘完成訓練，僅落後H200約3%。", {row("Gaudi3", "GPT-J", "train_time", 12.5, "min")}),
    ("Gaudi3 trained GPT-J in 12.5 minutes, but trails the H200 by about 3%.",
     {row("Gaudi3", "GPT-J", "train_time", 12.5, "min")}),
    # a lag by a multiple is the faster system's speedup
    ("Gaudi3在GPT-J上落后H200约2倍。", {row("H200", "GPT-J", "speedup", 2, "x", "~")}),
    ("Gaudi3在GPT-J上落後H200約2倍。", {row("H200", "GPT-J", "speedup", 2, "x", "~")}),
    ("On GPT-J, Gaudi3 trails the H200 by about 2x.", {row("H200", "GPT-J", "speedup", 2, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(LAG_PERCENT))
def test_a_lag_in_percent_is_no_claim(text, expected):
    check(text, expected)
