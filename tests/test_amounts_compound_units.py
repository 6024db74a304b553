"""Compound durations in English abbreviations (issue 13, probe set): 28 min
40 s, 1 h 5 min, 2h30m, 3 hrs 10 mins are one time each, like 1小时18分钟; a
lone "s" or "m" is no unit.  Sentences of our own, in Simplified, Traditional
and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import PCT, T, check, rows  # noqa: E402

ABBREVIATED_COMPOUNDS = [
    ("The DGX run finished in 28 min 40 s.", {T(28 + 40 / 60)}),
    ("Our best run: 1 h 5 min on 64 GPUs.", {T(65)}),
    ("Fine-tuning took 2h30m end to end.", {T(150)}),
    ("The full job ran 3 hrs 10 mins.", {T(190)}),
    ("It trained in ~31 min 20 s.", {T(31 + 20 / 60, "~")}),
    ("It took 1 hr 5 m.", {T(65)}),
    ("两台机器分别用了28 min 40 s和33 min 10 s。", {T(28 + 40 / 60), T(33 + 10 / 60)}),
    ("實測訓練時間為2h30m。", {T(150)}),
    ("訓練花了1 h 5 min，比上一版快了20%。", {T(65), PCT(20)}),
    # s and m alone, or glued to a number that no larger unit precedes, are no time
    ("Sales were strong in the 1990s.", set()),
    ("A 30m cable links the racks.", set()),
    ("It sold 5m units and shipped in 2 s batches.", set()),
]


@pytest.mark.parametrize("text,expected", rows(ABBREVIATED_COMPOUNDS))
def test_abbreviated_compound_durations(text, expected):
    check(text, expected)
