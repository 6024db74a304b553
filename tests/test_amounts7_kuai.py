"""块 (colloquial 元) is money where a price is talked about (data/unit_requirements.csv): a budget
(预算), a conversion (折合, 汇率) and a monthly plan (包月) talk about prices too, and 以内 / 以下 may
follow it ("老板给的预算是5000块以内", probe5 t04; "按汇率折合18块左右", probe4 s05; "有些平台包月能谈到
7块多", probe5 t28).  A conversion after a rate ("标价$2.49/GPU/hr，按汇率折合18块左右") restates the
rate: a mention, no claim of its own (pipeline/link/restate.py ``_CONVERTED``).  Counts stay counts.
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import check, row, table


def prices(text):
    df = pipeline.extract(text)
    return sorted((float(r.value), r.unit, r.qualifier) for r in df.itertuples() if r.type == "price")


MENTIONS = [
    ("老板给的预算是3000块以内。", [(3000.0, "CNY", "<")]),
    ("有些平台包月能谈到6块多。", [(6.0, "CNY", ">")]),
    ("按汇率折合15块左右。", [(15.0, "CNY", "~")]),
    # counts of boards stay counts
    ("我们采购了3584块H100，另有768块以内的备件。", []),
    ("The budget was under $3,000.", [(3000.0, "USD", "<")]),
]

CLAIMS = [
    ("H100在Lambda的标价为$2.49/GPU/hr，按汇率折合18块左右。", {row("H100", "", "price", 2.49, "USD")}),
    ("H100在Lambda的標價為$2.49/GPU/hr，按匯率折合新台幣80元左右。", {row("H100", "", "price", 2.49, "USD")}),
    ("Lambda lists the H100 at $2.49/GPU/hr, or about 18 yuan.", {row("H100", "", "price", 2.49, "USD")}),
]


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=t) for t, e in MENTIONS])
def test_kuai_is_money_where_prices_are_talked_about(text, expected):
    assert prices(text) == expected


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_a_conversion_after_a_rate_restates_it(text, expected):
    check(text, expected)
