"""A lower expense for the same task is per dollar (GOLD.md: a lower cost for the same task is
perf_per_dollar), as a lower cost (成本) is: 费用, 花费, 开销, a bill.

"同样任务在ai3.32xlarge上耗时约4.1小时，但费用低约20%" (probe6 u06), "moving a training job from H100s to
Trillium cut its bill by about 30 percent" (probe6 u36, another site).  An expense word governs no
amount as a price (a price result is what a system costs).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

EXPENSE = [
    ("在A100上，BERT训练耗时约3小时。同样任务在Gaudi2上耗时约3.5小时，但费用低约25%。",
     {row("A100", "BERT", "train_time", 180, "min", "~"), row("Gaudi2", "BERT", "train_time", 210, "min", "~"),
      row("Gaudi2", "BERT", "perf_per_dollar", 25, "%", "~")}),
    ("在A100上，BERT訓練耗時約3小時。同樣任務在Gaudi2上耗時約3.5小時，但費用低約25%。",
     {row("A100", "BERT", "train_time", 180, "min", "~"), row("Gaudi2", "BERT", "train_time", 210, "min", "~"),
      row("Gaudi2", "BERT", "perf_per_dollar", 25, "%", "~")}),
    ("One lab said moving its BERT training from the A100 to Gaudi2 cut its bill by about 25 percent.",
     {row("Gaudi2", "BERT", "perf_per_dollar", 25, "%", "~")}),
]


def _ratios(text):
    """The claims of percentages and ratios, without the benchmark (another helper's)."""
    return {(r[0], r[2], r[3], r[4]) for r in results(text) if r[4] in ("%", "x")}


@pytest.mark.parametrize("text, expected", table(EXPENSE))
def test_a_lower_expense_is_per_dollar(text, expected):
    assert _ratios(text) == {(r[0], r[2], r[3], r[4]) for r in expected if r[4] in ("%", "x")}
