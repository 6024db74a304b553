"""A multiple whose whole baseline is one unit of the same hardware ("双卡训练速度是单卡的1.8倍", "4张RTX
5090一起跑…比单卡快了三倍左右") is a scaling ratio: no result (GOLD.md: ratios of scaling efficiency are
mentions only; pipeline/link/gains.py, data/gain_words.csv kind=single_unit).  Class seen in probe5 B t32,
probe8 A w03 and w21 (three sites).  A baseline naming a system ("than a single PRO 6000") is a speedup.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SCALING = [
    ("我又加了一张RTX 4090，双卡的训练速度大约是单卡的1.7倍。", set()),
    ("我又加了一張RTX 4090，雙卡的訓練速度大約是單卡的1.7倍。", set()),
    ("8张H100一起跑，训练速度比单卡快了六倍左右。", set()),
    ("8張H100一起跑，訓練速度比單卡快了六倍左右。", set()),
    ("With four RTX 4090 cards the fine-tune ran about 3.5x faster than on a single card.", set()),
    # guards: a baseline that names a system
    ("双卡RTX 4090的训练速度是单卡H100的1.2倍。", {row("RTX 4090", "", "speedup", 1.2, "x")}),
    ("The H100 is about 2.5x faster than a single RTX 4090.", {row("H100", "", "speedup", 2.5, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(SCALING))
def test_a_multiple_of_a_single_card_is_scaling(text, expected):
    check(text, expected)
