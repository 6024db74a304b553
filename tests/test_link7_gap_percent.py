"""A percentage right after a word for a gap ("两者相差不到5%", "差距也在3%以内", "within 5% of
the DGX B200") is a deficit, no result (GOLD.md: "a deficit (比原版弱20%) is no result"; issue
12).  The class is in probe4 (…两者的差距也在3%以内) and probe5, two sites (…within 5% of Nvidia's
DGX B200…; …within 4 percent of a comparable B200 system).  Cue category ``gap``; in English
only "within N% of" (``within 30 minutes`` stays a time under 30 minutes).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

GAP = [
    ("在Llama 2 70B上，MI325X与H200的成绩相差不到5%。", set()),
    ("在Llama 2 70B上，MI325X與H200的成績相差不到5%。", set()),
    ("在Llama 2 70B上，MI325X比MI300X快约30%，离线场景里两者的差距也在4%以内。",
     {row("MI325X", "Llama 2 70B", "speedup", 30, "%", "~")}),
    ("在Llama 2 70B上，MI325X比MI300X快約30%，離線場景裡兩者的差距也在4%以內。",
     {row("MI325X", "Llama 2 70B", "speedup", 30, "%", "~")}),
    ("The MI325X finished Llama 2 70B within 4% of the H200.", set()),
    ("The MI325X finished Llama 2 70B within 4 percent of the H200, and trained BERT within 30 minutes.",
     {row("MI325X", "BERT", "train_time", 30, "min", "<")}),
]


@pytest.mark.parametrize("text, expected", table(GAP))
def test_a_gap_in_percent_is_no_result(text, expected):
    check(text, expected)
