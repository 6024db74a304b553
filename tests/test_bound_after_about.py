"""A bound after an amount says more than "about" before it: 大概16,500蚊有找, 大約8萬港紙有找 are under the
amount (<), as the gold reads them (probe8 A w09, probe9 A x26; HK$27,000有找 in probe4 A s23); so are
大约3小时以内 (<), 大约10万美元以上 (>), "about 40 minutes or less" (<=).  Cantonese 有找 (and change back) is a
bound below the amount (data/qualifiers.csv).  "About" with no bound after stays "~"; a bound before
the amount stays itself.  Qualifier accuracy rose on probe6 A/B, probe8 A/B, probe9 A/B, nowhere down.

The sentences are our own, in Simplified and Traditional Chinese and English.
"""
from __future__ import annotations

import pytest

import pipeline


def amounts(text):
    df = pipeline.extract(text)
    return sorted((r.type, float(r.value), r.unit, r.qualifier) for r in df.itertuples()
                  if r.type in ("price", "time"))


ROWS = [
    ("二手RTX 4080大概7,500蚊有找。", [("price", 7500.0, "HKD", "<")]),
    ("砌一部机大约5万港纸有找。", [("price", 50000.0, "HKD", "<")]),
    ("砌一部機大約5萬港紙有找。", [("price", 50000.0, "HKD", "<")]),
    ("DGX Spark水貨HK$26,500有找。", [("price", 26500.0, "HKD", "<")]),
    ("这次微调大约2小时以内就能跑完。", [("time", 120.0, "min", "<")]),
    ("這次微調大約2小時以內就能跑完。", [("time", 120.0, "min", "<")]),
    ("整机预算大约30万美元以上。", [("price", 300000.0, "USD", ">")]),
    ("The fine-tune takes about 35 minutes or less.", [("time", 35.0, "min", "<=")]),
    # "about" alone, and a bound before the amount, stay as they were
    ("这次微调大约2小时就能跑完。", [("time", 120.0, "min", "~")]),
    ("這次微調不到2小時左右就能跑完。", [("time", 120.0, "min", "<")]),
    ("The fine-tune takes about 35 minutes.", [("time", 35.0, "min", "~")]),
]


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=t) for t, e in ROWS])
def test_a_bound_after_the_amount_wins_over_about(text, expected):
    assert amounts(text) == expected
