"""A figure joined by 'and' to a per-dollar figure before it, naming no measure of its own, is per dollar
too (GOLD.md: more work for the same money is perf_per_dollar).

"Bow Pod16 delivers 1.7 times the performance per dollar of DGX A100 on BERT and 1.4 times on
ResNet-50" (probe6 half A u15), "cuts the cost of pretraining … by about 35% compared with GB200 NVL72,
and by roughly 4 times compared with a cluster of H100 servers" (probe6 half A u17, another site).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, table


def row(system, metric, value, unit, qualifier="="):
    """A claim without its benchmark (the benchmark of joined figures is another helper's)."""
    return (system, metric, round(float(value), 4), unit, qualifier)

JOINED = [
    ("Gaudi2 delivers 1.6 times the performance per dollar of the A100 on BERT and 1.3 times on ResNet-50.",
     {row("Gaudi2", "perf_per_dollar", 1.6, "x"), row("Gaudi2", "perf_per_dollar", 1.3, "x")}),
    ("Using the vendor's figures, analysts estimate an MI300X rack cuts the cost of pretraining a 7-billion-parameter "
     "model by about 30% compared with the H100, and by roughly 2 times compared with a cluster of A100 servers "
     "bought in 2022 for the same job.",
     {row("MI300X", "perf_per_dollar", 30, "%", "~"), row("MI300X", "perf_per_dollar", 2, "x", "~")}),
    ("MI300X训练BERT的成本比H100降低约30%，比A100更是降低了约2倍。",
     {row("MI300X", "perf_per_dollar", 30, "%", "~"), row("MI300X", "perf_per_dollar", 2, "x", "~")}),
    ("Gaudi2的每美元性能是A100的1.6倍和H100的1.3倍。",
     {row("Gaudi2", "perf_per_dollar", 1.6, "x"), row("Gaudi2", "perf_per_dollar", 1.3, "x")}),
    ("Gaudi2的每美元效能是A100的1.6倍和H100的1.3倍。",
     {row("Gaudi2", "perf_per_dollar", 1.6, "x"), row("Gaudi2", "perf_per_dollar", 1.3, "x")}),
    # a measure of its own after 'and': as before
    ("Gaudi2 delivers 1.6 times the performance per dollar of the A100 and trains BERT 1.3 times faster than it.",
     {row("Gaudi2", "perf_per_dollar", 1.6, "x"), row("Gaudi2", "speedup", 1.3, "x")}),
]


def _metrics(text):
    return {(r[0],) + r[2:] for r in results(text)}


@pytest.mark.parametrize("text, expected", table(JOINED))
def test_a_figure_joined_to_a_per_dollar_one_is_per_dollar(text, expected):
    assert _metrics(text) == expected
