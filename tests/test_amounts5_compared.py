"""A price that stands in the span of a comparison's baseline is the compared
system's price ("僅為B200約3.5萬至4萬美元報價的六到七成": B200's; "the H100 at
$2.49/hr vs the A100 at $1.29/hr": the A100's), as a time there is the
compared system's time (pipeline/link/subjects.py, the rule 'compared').
Before, the baseline was no subject anywhere in its sentence and its price went
to the sentence's other system.

Found in probe2 half A (q12, a Taiwanese report); the same class stands in
probe1 p09 and probe4 s14 ("較前一代H100的2.5萬美元"), which the rule 'whose'
already read right.  The sentences are our own, in Simplified, Traditional and
English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LINKED = [
    ("据传MI355X单价约2.5万美元，仅为B200约3.5万美元报价的七成。",
     {row("MI355X", "", "price", 25000, "USD", "~"), row("B200", "", "price", 35000, "USD", "~")}),
    ("據傳MI355X單價約2.5萬美元，僅為B200約3.5萬美元報價的七成。",
     {row("MI355X", "", "price", 25000, "USD", "~"), row("B200", "", "price", 35000, "USD", "~")}),
    ("On Lambda the H100 rents at $2.49/hr vs the A100 at $1.29/hr.",
     {row("H100", "", "price", 2.49, "USD"), row("A100", "", "price", 1.29, "USD")}),
    ("H200售价约3.5万美元，比H100的2.5万美元贵四成。",
     {row("H200", "", "price", 35000, "USD", "~"), row("H100", "", "price", 25000, "USD")}),
    # the compared system keeps no price that stands outside the comparison
    ("The H200 sells for $35,000, about 1.4x the H100.",
     {row("H200", "", "price", 35000, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(LINKED))
def test_a_price_in_the_baseline_is_the_compared_systems(text, expected):
    check(text, expected)
