"""每 + an amount in number words alone is the money a measure is counted per, no amount
(pipeline/extractors/currency.py, _per_money).

"按每千元出图速度算" (probe6 u05), "每千元的微调性能" (probe7 v05), "每一元新台幣能買到的訓練效能" (probe8 w11), "每一元能換到
多少token" (probe8 w25): no price mention; the comparison stays per dollar.  An amount with digits, or with
its 每 before another word (每月3.2万元), is money as before.  The sentences are our own, in Simplified,
Traditional and English.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import check, row, table

MENTIONS = [
    ("按每千元的训练速度算，这张卡最划算。", set()),
    ("按每千元的訓練速度算，這張卡最划算。", set()),
    ("客户每一元新台币能买到的算力提升了。", set()),
    ("客戶每一元新台幣能買到的算力提升了。", set()),
    ("H100每月租金3.2万元。", {(32000, "CNY")}),
    ("每1,000美元能买到的算力提升了。", {(1000, "USD")}),
    ("Per $1,000 spent, the card trains twice as fast.", {(1000, "USD")}),
]


def _prices(text):
    df = pipeline.extract(text, table="mentions")
    return {(round(float(r["value"]), 2), r["unit"]) for _, r in df.iterrows() if r["type"] == "price"}


@pytest.mark.parametrize("text, expected", table(MENTIONS))
def test_per_money_is_no_amount(text, expected):
    assert _prices(text) == {(round(v, 2), u) for v, u in expected}


def test_per_money_comparison_stays_per_dollar():
    check("按每千元训练速度算，L40S是H100的约1.6倍。", {row("L40S", "", "perf_per_dollar", 1.6, "x", "~")})
