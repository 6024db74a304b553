"""A capitalised one-word name opening a sentence or a that-clause, with an appositive that says it is
a supercomputer ("Kestrel, its newest AI supercomputer, …", "Eos, its in-house AI supercomputer"),
is a system; the article's later mentions of the bare name count too (issue 12, round 6; probe4 B
s30, probe3 A r22).  A vendor in that place ("Nvidia, the supercomputer maker") is none.  Chinese
press marks such a name with quotes (“天河九号”超算), which the quoted_supercomputer pattern reads: the
Chinese rows guard that it still does.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

APPOSITIVE_SUPERCOMPUTER = [
    ("The lab announced that Kestrel, its newest AI supercomputer, placed first. "
     "Kestrel trained DeepCAM in 2.4 minutes.", {row("Kestrel", "DeepCAM", "train_time", 2.4, "min")}),
    ("Osprey, NCAR's flagship supercomputer, went live in May.\n\nOsprey's results:\n"
     "- CosmoFlow: 4.1 minutes\n", {row("Osprey", "CosmoFlow", "train_time", 4.1, "min")}),
    ("Nvidia, the supercomputer maker, said the H100 trained BERT in 2 minutes.",
     {row("H100", "BERT", "train_time", 2, "min")}),
    ("该中心表示，“天河九号”超算训练DeepCAM仅用时2.4分钟。", {row("天河九号", "DeepCAM", "train_time", 2.4, "min")}),
    ("該中心表示，「天河九號」超算訓練DeepCAM僅用時2.4分鐘。", {row("天河九號", "DeepCAM", "train_time", 2.4, "min")}),
]


@pytest.mark.parametrize("text, expected", table(APPOSITIVE_SUPERCOMPUTER))
def test_a_name_with_a_supercomputer_appositive_is_a_system(text, expected):
    check(text, expected)
