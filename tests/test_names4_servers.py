"""Supermicro model numbers that begin with a letter, as the MLPerf catalogue
writes them (SYS-A21GE-NBRT, AS-A126GS-TNBR, SYS-E403-12P-FN2T), beside the
numeric ones (SYS-821GE-TNHR).  Input sentence -> the system names found, in
order.  Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("超微SYS-A21GE-NBRT服务器搭载HGX B200，AS-A126GS-TNBR也已上市。", ["SYS-A21GE-NBRT", "HGX B200", "AS-A126GS-TNBR"]),
    ("美超微的SYS-E403-12P-FN2T邊緣伺服器與SYS-821GE-TNHR。", ["SYS-E403-12P-FN2T", "SYS-821GE-TNHR"]),
    ("Supermicro's SYS-A21GE-NBRT ran the test; AS-8125GS-TNMR2 came second.", ["SYS-A21GE-NBRT", "AS-8125GS-TNMR2"]),
    # not a model number: a letter form with no digits, a part of a longer identifier
    ("The SYS-ADMIN group and AS-ABC notes.", []),
)
def test_supermicro_letter_model_numbers(text, expected):
    assert systems(text) == expected
