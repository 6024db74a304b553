""""X与Y的差距" names Y as what X is compared with: Y is no subject of the sentence, and a gap in
percent is a deficit, no result (GOLD.md: "a deficit … is no result"); a gap of a multiple is the
speedup of the faster system, as "与Y相比仍有约两倍的差距" is (issue 12, round 5; probe4 A s15,
probe1 p10 and p15).

The sentences are our own, in Simplified and Traditional (the English "trails by" is a lag marker
already, tests/test_link4_gap.py).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

GAP = [
    ("在BERT上，Gaudi3与H200的差距已缩小到4%左右，相较前一代Gaudi2则提升约40%。",
     {row("Gaudi3", "BERT", "speedup", 40, "%", "~")}),
    ("在BERT上，Gaudi3與H200的差距已縮小到4%左右，相較前一代Gaudi2則提升約40%。",
     {row("Gaudi3", "BERT", "speedup", 40, "%", "~")}),
    ("Gaudi3与H200的差距进一步缩小至5%。", set()),
    ("Gaudi3在GPT-J上与B200的差距约为2倍。", {row("B200", "GPT-J", "speedup", 2, "x", "~")}),
    ("Gaudi3在GPT-J上與B200的差距約為2倍。", {row("B200", "GPT-J", "speedup", 2, "x", "~")}),
    ("Gaudi3 trails the H200 by about 4% on BERT, but it is 40% faster than the Gaudi2.",
     {row("Gaudi3", "BERT", "speedup", 40, "%")}),
]


@pytest.mark.parametrize("text, expected", table(GAP))
def test_a_gap_to_another_system(text, expected):
    check(text, expected)
