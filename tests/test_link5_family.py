"""A family name as the subject (Taiwania) stands for its one member in the document (Taiwania 2)
-- but not for the member it is compared against: "Taiwania … 约为现役Taiwania 2的30倍" is no claim
of the Taiwania 2 (issue 12, round 5; probe4 A s13).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

FAMILY = [
    ("新一代超级电脑Taiwania预计明年上线，AI运算能力约为现役Taiwania 2的30倍。",
     {row("Taiwania", "", "speedup", 30, "x", "~")}),
    ("新一代超級電腦Taiwania預計明年上線，AI運算能力約為現役Taiwania 2的30倍。",
     {row("Taiwania", "", "speedup", 30, "x", "~")}),
    ("The new Taiwania system, due next year, will deliver about 30 times the AI performance of the "
     "current Taiwania 2.", {row("Taiwania", "", "speedup", 30, "x", "~")}),
    # the family's one member, not compared against, is still the subject
    ("Gaudi在BERT上的训练速度是A100的1.5倍。Gaudi2已经上市。", {row("Gaudi2", "BERT", "speedup", 1.5, "x")}),
]


@pytest.mark.parametrize("text, expected", table(FAMILY))
def test_a_family_is_not_the_member_compared_against(text, expected):
    check(text, expected)
