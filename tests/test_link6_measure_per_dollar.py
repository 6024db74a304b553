"""A per-dollar word that ends the figure's measure ("1.5x the BERT training throughput per dollar",
"1.9x the inference performance per dollar") makes the figure perf_per_dollar, however many words
the measure has (it was read only within 24 characters of the figure; issue 12, round 6; probe4 B
s26, probe4 A s31).  Chinese writes the cue before the figure (每美元性能是…的1.5倍), where it already
counted: those rows guard that nothing moves.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

MEASURE_PER_DOLLAR = [
    ("Gaudi3 delivers 1.5x the BERT training throughput per dollar of the H100.",
     {row("Gaudi3", "BERT", "perf_per_dollar", 1.5, "x")}),
    ("The company said the Gaudi3 offers 2.2x the Llama 2 70B inference performance per dollar of an H100.",
     {row("Gaudi3", "Llama 2 70B", "perf_per_dollar", 2.2, "x")}),
    ("Gaudi3在BERT训练中的每美元性能是H100的1.5倍。", {row("Gaudi3", "BERT", "perf_per_dollar", 1.5, "x")}),
    ("Gaudi3在BERT訓練中的每美元性能是H100的1.5倍。", {row("Gaudi3", "BERT", "perf_per_dollar", 1.5, "x")}),
]


@pytest.mark.parametrize("text, expected", table(MEASURE_PER_DOLLAR))
def test_a_per_dollar_word_ending_the_measure_makes_it_per_dollar(text, expected):
    check(text, expected)
