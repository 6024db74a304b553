"""A gain the sentence says is the system's own ("its own", 自身, 自己的成绩) stays a perf_gain after a
comparison with another system in the same sentence ("…topped the charts, posting up to 2.4x … of an A100,
while … Orin improved its own edge results by 50% through software alone": probe2 B q30): neither the
figure before (``_compared_before``) nor the claim of the sentence before (``_continued``) lends it their
baseline (pipeline/link/unnamed.py says_itself, data/unnamed_words.csv kind=itself).  A bare 自己 or
"our own" is the writer's ("我自己对照…推算"), no such word.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

OWN = [
    ("H100在BERT上比A100快2倍，并把自己的成绩提升了50%。",
     {row("H100", "BERT", "speedup", 2, "x"), row("H100", "BERT", "perf_gain", 50, "%")}),
    ("H100在BERT上比A100快2倍，並把自己的成績提升了50%。",
     {row("H100", "BERT", "speedup", 2, "x"), row("H100", "BERT", "perf_gain", 50, "%")}),
    ("The H100 was 2x faster than the A100 on BERT, and it improved its own results by 50%.",
     {row("H100", "BERT", "speedup", 2, "x"), row("H100", "BERT", "perf_gain", 50, "%")}),
    ("The H100 was 2x faster than the A100 on BERT; it also improved on its own earlier results by 50%.",
     {row("H100", "BERT", "speedup", 2, "x"), row("H100", "BERT", "perf_gain", 50, "%")}),
    # guard: no word for the system itself, the gain is over the system compared before
    ("H100在BERT上比A100快2倍，吞吐量高出约40%。",
     {row("H100", "BERT", "speedup", 2, "x"), row("H100", "BERT", "speedup", 40, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(OWN))
def test_a_gain_over_itself_after_a_comparison(text, expected):
    check(text, expected)
