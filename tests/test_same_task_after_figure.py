"""A reference back to the workload that stands after the figure, in its clause (round 9, bench9):
"... more than twice as fast as its previous generation at the same task" (probe2 q21), "6.3x faster than
the p150a pair on this job" (probe5 A t23), "about 3.5 times faster than your Mac on this job" (probe8 A
w15): the claim is on the last workload named before its sentence, as with a reference before the figure
(GOLD.md: a benchmark implied by the sentence before).  "the identical run" refers back as "the same
job" does (probe3 r29).  The sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from test_links import check, row, table

_A100 = {row("DGX A100", "BERT", "train_time", 18.2, "min")}
AFTER_FIGURE = [
    ("Lab notes\n\nThe DGX A100 trained BERT in 18.2 minutes.\n\n"
     "The DGX H100 was about 3x faster than the DGX A100 on this job.",
     _A100 | {row("DGX H100", "BERT", "speedup", 3, "x", "~")}),
    ("实测笔记\n\nDGX A100训练BERT用了18.2分钟。\n\nDGX H100比DGX A100快约3倍（同一任务）。",
     _A100 | {row("DGX H100", "BERT", "speedup", 3, "x", "~")}),
    ("實測筆記\n\nDGX A100訓練BERT用了18.2分鐘。\n\nDGX H100比DGX A100快約3倍（同一任務）。",
     _A100 | {row("DGX H100", "BERT", "speedup", 3, "x", "~")}),
    # no reference back: the other paragraph's workload is not carried to another system
    ("实测笔记\n\nDGX A100训练BERT用了18.2分钟。\n\nDGX H100比DGX A100快约3倍。",
     _A100 | {row("DGX H100", "", "speedup", 3, "x", "~")}),
    ("We trained BERT on a DGX H100 in 6.1 minutes. For comparison, the identical run on a DGX A100 took "
     "18.2 minutes.",
     {row("DGX H100", "BERT", "train_time", 6.1, "min"), row("DGX A100", "BERT", "train_time", 18.2, "min")}),
]


@pytest.mark.parametrize("text, expected", table(AFTER_FIGURE))
def test_a_reference_back_after_the_figure_carries_the_workload(text, expected):
    check(text, expected)
