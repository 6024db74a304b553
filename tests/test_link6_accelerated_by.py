"""", accelerated by eight H200 GPUs," is an appositive naming the parts of the system before it, like
", powered by …": the chips are no subject of the sentence's claim (issue 12, round 6; probe4 B
s28, dev d23).  Chinese writes the parts with 搭载 (already read as counted parts).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

ACCELERATED_BY = [
    ("The new ND H200 v5 virtual machines, accelerated by eight H200 GPUs, deliver up to 2x the "
     "training performance of the previous generation.", {row("ND H200 v5", "", "speedup", 2, "x", "<=")}),
    ("搭载8颗H200的ND H200 v5虚拟机训练性能是上一代的2倍。", {row("ND H200 v5", "", "speedup", 2, "x")}),
    ("搭載8顆H200的ND H200 v5虛擬機訓練性能是上一代的2倍。", {row("ND H200 v5", "", "speedup", 2, "x")}),
]


@pytest.mark.parametrize("text, expected", table(ACCELERATED_BY))
def test_accelerated_by_names_parts(text, expected):
    check(text, expected)
