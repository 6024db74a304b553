"""A system named after the figure that a comparing word governs ("…the throughput per dollar OF a
DGX A100", "…better price performance THAN the P5e and P5en instances") is what the figure is
measured against: when the figure's clause names no system before it, the subject is the one the
sentence names before the clause, not the system after the figure (issue 12, round 6; probe4 B s26
and s28, probe2/probe3 B measured).  A system after the figure with no comparing word ("gains on
the XE9680", "1.3 minutes on a DGX SuperPOD") is still the subject.

The sentences are our own, in Simplified, Traditional and English (the Chinese ones name the
subject before 比, where the rule is not needed: they guard that nothing moves).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

COMPARED_AFTER = [
    ("The vendor said its Gaudi 3 server, which sells for $90,000, delivers 1.7x the ResNet-50 training "
     "throughput per dollar of a DGX H100.", {row("Gaudi3", "ResNet-50", "perf_per_dollar", 1.7, "x"),
                                       row("Gaudi3", "", "price", 90000, "USD")}),
    ("Google Cloud TPU v5p instances, powered by 8,960 chips, offer 2x better training performance "
     "than the current generation of "
     "GPU-based A3 and A3 Mega instances.", {row("TPU v5p", "", "speedup", 2, "x")}),
    # no comparing word: the system after the figure is the subject
    ("Raising the batch size gives up to 2.4x higher throughput on the H200.",
     {row("H200", "", "perf_gain", 2.4, "x", "<=")}),
    ("TPU v5p的训练性能是A100的2倍。", {row("TPU v5p", "", "speedup", 2, "x")}),
    ("TPU v5p的訓練性能是A100的2倍。", {row("TPU v5p", "", "speedup", 2, "x")}),
]


@pytest.mark.parametrize("text, expected", table(COMPARED_AFTER))
def test_a_compared_system_after_the_figure_is_no_subject(text, expected):
    check(text, expected)
