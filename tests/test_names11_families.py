"""Vendor model-number families (issue 12): SambaNova's rack (SambaRack, with
its chip: a rack keeps its form, GOLD.md) and Neuchips' cards by line and
model number (the catalogue's RecAccel N3000; Raptor N3000).

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("SambaNova的SambaRack SN40L在推理上领先。", ["SambaRack SN40L"]),
    ("一組SambaRack搭載16顆SN40L晶片。", ["SambaRack", "SN40L"]),
    ("The SambaRack SN40L-16 served Llama at 120 tokens per second.", ["SambaRack SN40L"]),
)
def test_sambarack(text, expected):
    assert systems(text) == expected


@table(
    ("创鑫的Raptor N3000推理卡功耗较低。", ["Raptor N3000"]),
    ("創鑫以RecAccel N3000參賽。", ["RecAccel N3000"]),
    ("Neuchips entered its Raptor N3000 card.", ["Raptor N3000"]),
    ("the Raptor engine", []),
)
def test_neuchips(text, expected):
    assert systems(text) == expected

