"""CPU model numbers (GOLD.md: a processor keeps its model number): Hygon's
x86 server processors (C86 7490, C86-7390), with or without the maker's name.

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("通用服务器配置两颗海光C86 7390处理器。", ["C86 7390"]),
    ("通用伺服器配置兩顆海光C86-7285處理器。", ["C86 7285"]),
    ("Each node has two Hygon C86 7490 CPUs.", ["C86 7490"]),
    ("C86架构的生态", []),
)
def test_hygon_cpu(text, expected):
    assert systems(text) == expected


@table(
    # a family name alone stays the family (GOLD.md: Xeon), in English and Chinese
    ("整机加上线程撕裂者平台约需3万元。", ["Threadripper"]),
    ("整機搭配執行緒撕裂者 7980X，約需15萬元。", ["Threadripper 7980X"]),
    ("plus a $450 used Threadripper board", ["Threadripper"]),
    ("AMD Ryzen Threadripper PRO 7995WX", ["Threadripper 7995WX"]),
)
def test_threadripper(text, expected):
    assert systems(text) == expected
