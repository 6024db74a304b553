"""Intel's announced data-centre GPUs after Gaudi (systems.csv: Falcon Shores,
Jaguar Shores) are systems by their product names, as Gaudi 3 is; the word
Shores alone, or a place name, is none.  Input text -> the system names found,
in order.  Texts are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("英特尔称下一代产品Jaguar Shores将接替Gaudi 3。", ["Jaguar Shores", "Gaudi3"]),
    ("Q：下一代產品Jaguar Shores的進度？", ["Jaguar Shores"]),
    ("She did not give a date for Jaguar Shores.", ["Jaguar Shores"]),
    ("Intel turned Falcon Shores into an internal test chip.", ["Falcon Shores"]),
    ("The team met at a hotel on Jaguar Bay near the shores of the lake.", []),
)
def test_intel_roadmap_names(text, expected):
    assert systems(text) == expected
