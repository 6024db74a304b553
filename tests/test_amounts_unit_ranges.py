"""A range whose two ends both carry the unit letter, joined by a dash
(``2.5x-3x``, ``2x–4x``, ``10h-12h``): the dash after the first figure's unit
links two figures; it is no model number's dash (``v-2``, ``GPT-4``), so the
second end is kept (the two ends are >= and <=, as for ``2.5-3x``).
Sentences of our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import R, T, check, rows  # noqa: E402

RANGES = [
    ("The new card is 2.5x-3x faster than the old one.", {R(2.5, ">="), R(3, "<=")}),
    ("It delivers 2x–4x the throughput of the A100.", {R(2, ">="), R(4, "<=")}),
    ("新卡比旧卡快2.5x-3x。", {R(2.5, ">="), R(3, "<=")}),
    ("新卡比舊卡快2x–4x。", {R(2, ">="), R(4, "<=")}),
    ("Training took 10h-12h.", {T(600, ">="), T(720, "<=")}),
    # a dash after a letter that ends no figure is a model number's
    ("It runs GPT-4 and Llama-3 at 2x speed.", {R(2)}),
    ("该卡支持GPT-4，速度快2x。", {R(2)}),
]


@pytest.mark.parametrize("text,expected", rows(RANGES))
def test_a_dash_after_a_unit_links_two_figures(text, expected):
    check(text, expected)
