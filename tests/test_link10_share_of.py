"""A share of another system's measure names that system past an article and size words ("92% of
the throughput of an eight-GPU H100 system", "2.5 times the rate of the previous-gen Xeon 8380"):
a speedup over it (GOLD.md), not the system's own gain.  "the rate of" a system is its speed, not a
rental rate.  Issue 12; the class is in probe5 half B (…4x the aggregate throughput of an
eight-GPU HGX H200 system; …92% of the throughput of an eight-GPU H100 system) and probe4 half A
(…at about 2.5 times the rate of the previous-gen Xeon 8380), two sites.

The sentences are our own, in English (the rule), Simplified and Traditional (their Chinese
counterparts, which must keep working).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SHARE_OF = [
    ("On BERT, the Gaudi3 reached 85% of the throughput of an eight-GPU H100 system.",
     {row("Gaudi3", "BERT", "speedup", 85, "%")}),
    ("On ResNet-50, one MI300X node delivered up to 3x the aggregate throughput of a 16-chip TPU v4 slice.",
     {row("MI300X", "ResNet-50", "speedup", 3, "x", "<=")}),
    ("On GPT-J, the Xeon 6980P ran at about 1.9 times the rate of the previous-gen Xeon 8480+.",
     {row("Xeon 6980P", "GPT-J", "speedup", 1.9, "x", "~")}),
    ("On BERT, the Gaudi3 reached 85% of the performance of the H100.", {row("Gaudi3", "BERT", "speedup", 85, "%")}),
    ("The H100 rents at the rate of $2.49 an hour.", {row("H100", "", "price", 2.49, "USD")}),
    ("在BERT上，Gaudi3的吞吐量是八卡H100系统的85%。", {row("Gaudi3", "BERT", "speedup", 85, "%")}),
    ("在BERT上，Gaudi3的吞吐量是八卡H100系統的85%。", {row("Gaudi3", "BERT", "speedup", 85, "%")}),
    ("在GPT-J上，Xeon 6980P的速度约为上一代Xeon 8480+的1.9倍。", {row("Xeon 6980P", "GPT-J", "speedup", 1.9, "x", "~")}),
    ("在GPT-J上，Xeon 6980P的速度約為上一代Xeon 8480+的1.9倍。", {row("Xeon 6980P", "GPT-J", "speedup", 1.9, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(SHARE_OF))
def test_share_names_the_other_system(text, expected):
    check(text, expected)
