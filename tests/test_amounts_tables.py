"""Plain-text tables (GOLD.md: a unit in a column's header applies to its
cells): times, prices, percentages and ratios under a header that names the
unit, in Simplified, Traditional and English; and cells glued to their
neighbours (51 TFLOPS2.6x)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, PCT, R, T, check, rows  # noqa: E402

TABLES = [
    ("基准测试 训练时间 (分钟)\nResNet-50 28.3\nBERT 20.1\n", {T(28.3), T(20.1)}),
    ("基準測試 訓練時間 (小時)\nResNet-50 1.5\nBERT 2\n", {T(90), T(120)}),
    ("Benchmark  Time to train (minutes)\nResNet-50  28.3\nBERT  20.1\n", {T(28.3), T(20.1)}),
    ("System  Price (USD)\nH100 server  30,000\nA100 server  15,000\n", {P(30000, "USD"), P(15000, "USD")}),
    ("型号 售价（美元）\n甲型 3,000\n乙型 4,500\n", {P(3000, "USD"), P(4500, "USD")}),
    ("機型 售價 (元)\n這一款伺服器的型號是甲 30000\n", {P(30000, "TWD")}),
    ("模型 提升 (%)\nResNet-50 24\nBERT 31.5\n", {PCT(24), PCT(31.5)}),
    ("Speedup over the last round (x)\nBERT 2.5\nRetinaNet 3.1\n", {R(2.5), R(3.1)}),
    # the table ends at a line without a number; prose after a header-like line is no table
    ("模型 提升 (%)\nResNet-50 24\n\n2023年发布\n", {PCT(24)}),
    ("All prices in this story are in US dollars (USD)\n"
     "The company was founded many years ago by three engineers who had met at a university in 1993\n", set()),
]

GLUED = [
    ("It delivers 51 TFLOPS2.6x faster than before.", {R(2.6)}),
    ("算力 51 TFLOPS2.6倍", {R(2.6)}),
    ("頻寬 900GB/s1.5倍", {R(1.5)}),
    ("Latency 12ms35% lower", {PCT(35)}),
    # a version or a model number stays a name
    ("MLPerf v1.1 results", set()),
    ("Llama 2 70B runs", set()),
]


@pytest.mark.parametrize("text,expected", rows(TABLES))
def test_header_units_apply_to_cells(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(GLUED))
def test_cells_glued_to_their_neighbours(text, expected):
    check(text, expected)
