"""A multiple of another system's time with a qualifier between the figure and the time word
("係H200嘅12倍左右時間": probe8 A w09) is a lag of the subject: a speedup of the faster system
(pipeline/link/durations.py _TIME_AFTER; GOLD.md: a lag by a multiple).

The sentences are our own, in Simplified, Traditional and English-free (the shape is Chinese).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

QUALIFIED = [
    ("我们在Mac Studio上微调Llama 3.1 8B要6个小时，是H200的12倍左右时间。",
     {row("H200", "Llama 3.1 8B", "speedup", 12, "x", "~"), row("Mac Studio", "Llama 3.1 8B", "train_time", 360, "min")}),
    ("我們在Mac Studio上微調Llama 3.1 8B要6個小時，是H200的12倍左右時間。",
     {row("H200", "Llama 3.1 8B", "speedup", 12, "x", "~"), row("Mac Studio", "Llama 3.1 8B", "train_time", 360, "min")}),
]


@pytest.mark.parametrize("text, expected", table(QUALIFIED))
def test_a_qualified_multiple_of_time(text, expected):
    check(text, expected)
