"""A line that starts with a system's name and a colon, then an amount, states that system's price
(pipeline/link/labelled.py ``labelled_system``; words between the colon and the amount in
data/price_phrases.csv, kind=label).  Chinese only: English lines of the shape are read as rows already.

Found in probe6 u25 ("‧ HGX H200（8卡）：約新台幣…萬元", half A) and probe6 u11 ("‧ A100 80GB：二手約新台幣…萬元",
half B), two sites; rates in the same shape in probe4 s05 ("A800 80G：约…元/卡时").
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LABELLED = [
    ("各型号近期行情：\n• H100 80GB：二手约18万元\n• L40S：约5.2万元",
     {row("H100", "", "price", 180000, "CNY", "~"), row("L40S", "", "price", 52000, "CNY", "~")}),
    ("各型號近期行情：\n‧ H100（8卡）：約新台幣900萬元\n‧ L40S：二手新台幣21萬元",
     {row("H100", "", "price", 9000000, "TWD", "~"), row("L40S", "", "price", 210000, "TWD")}),
    ("最新报价：\nMI300X：全新约12万元，货源紧张", {row("MI300X", "", "price", 120000, "CNY", "~")}),
    # the colon does not join the name and the amount: no label
    ("• H100评测：散热不错，整机约18万元", set()),
    ("• 采购清单：8张H100，合计约180万元", set()),
    # English lines of the shape are read as rows already (the rule leaves them to that)
    ("Recent street prices:\n- H100 80GB: about $18,000 used\n- L40S: $7,500",
     {row("H100", "", "price", 18000, "USD", "~"), row("L40S", "", "price", 7500, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(LABELLED))
def test_a_line_labelled_with_a_system_states_its_price(text, expected):
    check(text, expected)
