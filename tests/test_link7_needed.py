""""needed N minutes" is a time to train, as "took N minutes" is (cue ``train_time`` needed): "…than
the best GB200 NVL72 submission in the previous round, which needed 28.1 minutes" (probe5); the class
is also in probe4 (…the RTX 6000 Ada needed 67 minutes) and moves probe2's held-out half.  The Chinese
counterparts (用时, 耗时, 需时) are cues already and must keep working.  A time followed by what it was
spent on, when that is not training ("needed 11.9 minutes to boot", "took 5 minutes to load the
weights"), is no time to train (tests/test_link4_semicolon.py holds the first).

The sentences are our own, in English, Simplified and Traditional.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

NEEDED = [
    ("The H200 trained BERT in 5.5 minutes. That is 1.3x faster than the H100 of the last round, which needed 7.2 "
     "minutes.",
     {row("H200", "BERT", "train_time", 5.5, "min"), row("H200", "BERT", "speedup", 1.3, "x"),
      row("H100", "BERT", "train_time", 7.2, "min")}),
    ("The MI300X needed 31 minutes for ResNet-50.", {row("MI300X", "ResNet-50", "train_time", 31, "min")}),
    ("The MI300X trained ResNet-50 in 31 minutes, but the H100 needed 4 minutes just to load the data.",
     {row("MI300X", "ResNet-50", "train_time", 31, "min")}),
    ("The H100 took 12 minutes to reach the target accuracy on BERT.", {row("H100", "BERT", "train_time", 12, "min")}),
    ("MI300X在ResNet-50上需时31分钟。", {row("MI300X", "ResNet-50", "train_time", 31, "min")}),
    ("MI300X在ResNet-50上需時31分鐘。", {row("MI300X", "ResNet-50", "train_time", 31, "min")}),
]


@pytest.mark.parametrize("text, expected", table(NEEDED))
def test_needed_is_a_time_to_train(text, expected):
    check(text, expected)
