"""A multiple of another system's measure named in four words ("4.7x the peak compute per chip of TPU
v5e", "1.9x the inference performance per dollar of its TPU v4", "2.2 times the fine-tuning throughput
per dollar of the Framework") compares with that system: a speedup, not the system's own gain.  The
English reader of "N times the <measure> of X" took measures of three words at most.  Sources: probe6
half B u36 and u16, probe4 s31 (three sites).  Chinese writes the measure before the figure
("是TPU v5e的4.7倍") and was read right already; its rows are here as the same claims.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

MEASURE_OF = [
    ("Trillium offers 4.6x the peak compute per chip of TPU v5e.", {row("Trillium", "", "speedup", 4.6, "x")}),
    ("Trillium的单芯片峰值算力是TPU v5e的4.6倍。", {row("Trillium", "", "speedup", 4.6, "x")}),
    ("Trillium的單晶片峰值算力是TPU v5e的4.6倍。", {row("Trillium", "", "speedup", 4.6, "x")}),
    ("On Llama 2 70B, the MI355X delivers 1.3x the training throughput per GPU of the B200.",
     {row("MI355X", "Llama 2 70B", "speedup", 1.3, "x")}),
    ("在Llama 2 70B上，MI355X的单卡训练吞吐是B200的1.3倍。", {row("MI355X", "Llama 2 70B", "speedup", 1.3, "x")}),
    ("在Llama 2 70B上，MI355X的單卡訓練吞吐是B200的1.3倍。", {row("MI355X", "Llama 2 70B", "speedup", 1.3, "x")}),
]


@pytest.mark.parametrize("text, expected", table(MEASURE_OF))
def test_a_multiple_of_another_systems_measure_is_a_speedup(text, expected):
    check(text, expected)
