"""Apple's M-series chips (the MLPerf catalogue's host processors Apple M1,
Apple M1 Pro) and Apple's computers named by product line (Mac Studio, Mac
mini, Mac Pro, MacBook Pro/Air): a bare M1..M5 only after Apple / 苹果, a
tier (Pro, Max, Ultra) alone; the vendor word goes; the machine and its chip
are two systems.  Input sentence -> the system names found, in order.
Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("苹果M3 Ultra芯片跑大模型，M4 Max也不慢。", ["M3 Ultra", "M4 Max"]),
    ("蘋果M2 Ultra晶片與M1 Pro筆電。", ["M2 Ultra", "M1 Pro"]),
    ("The Apple M1 and Apple's M4 Pro ran the test.", ["M1", "M4 Pro"]),
    # no Apple and no tier: no name (a tank, a road, a physicist)
    ("The M1 Abrams and the M2 motorway near Max Planck.", []),
)
def test_apple_m_series(text, expected):
    assert systems(text) == expected


@table(
    ("我们把一台Mac Studio（M2 Ultra）和Mac mini放在一起跑Llama。", ["Mac Studio", "M2 Ultra", "Mac mini"]),
    ("這台MacBook Pro搭載M4 Max，推理速度是舊款MacBook Air的兩倍。", ["MacBook Pro", "M4 Max", "MacBook Air"]),
    ("An M3 Ultra Mac Studio beat the Mac Pro at prompt processing.", ["M3 Ultra", "Mac Studio", "Mac Pro"]),
    # a word that only starts with Mac, or a MacBook with no tier: no name
    ("Macintosh fans and MacBook owners queued at the Mackenzie store.", []),
)
def test_apple_computers(text, expected):
    assert systems(text) == expected
