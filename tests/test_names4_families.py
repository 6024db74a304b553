"""AMD's Radeon Instinct cards of two-digit model numbers (MI8, MI25, MI50,
MI60), after the word Instinct, beside the three-digit ones (MI100, MI300X)
that need no family word; a bare two-digit MI stays out.  Input sentence ->
the system names found, in order.  Sentences are our own, in Simplified,
Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("AMD的Radeon Instinct MI50加速卡与MI100同台测试。", ["MI50", "MI100"]),
    ("超微電腦的Radeon Instinct MI60與Instinct MI25。", ["MI60", "MI25"]),
    ("The Radeon Instinct MI50 lags the Instinct MI300X.", ["MI50", "MI300X"]),
    ("AMD's Instinct MI8.", ["MI8"]),
    # no family word: a two-digit MI is no name (MI5, MI60 alone)
    ("MI5 and MI60 are agencies and codes.", []),
)
def test_radeon_instinct_two_digit_models(text, expected):
    assert systems(text) == expected
