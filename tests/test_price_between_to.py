"""A range of money written 在a到b之间 / 介于a到b之间 (pipeline/link/prices.py, between_and).

到 alone joins a change (从9万元涨到11万元: two prices at two times), so it is no range mark of its own
(qualify.py); inside 在…之间 or 介于…之间 it joins the two ends of one range, as 至, 与 and 和 do there:
the upper end is the same system's price as the lower ("H100每卡时大约在12元到15元之间", probe8 w21;
"B200在3万到3.5万美元之间", probe6 u03).  The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CLAIMS = [
    ("某平台A100每卡时的租价在6元到8元之间。",
     {row("A100", "", "price", 6, "CNY", ">="), row("A100", "", "price", 8, "CNY", "<=")}),
    ("某平台A100每卡時的租價在6元到8元之間。",
     {row("A100", "", "price", 6, "CNY", ">="), row("A100", "", "price", 8, "CNY", "<=")}),
    ("L40S的售价介于7万到8万元之间。",
     {row("L40S", "", "price", 70000, "CNY", ">="), row("L40S", "", "price", 80000, "CNY", "<=")}),
    # a change from one price to another stays two prices as written
    ("H100的售价从9万元涨到11万元。",
     {row("H100", "", "price", 90000, "CNY"), row("H100", "", "price", 110000, "CNY")}),
    ("The L40S sells for between $7,000 and $8,000.",
     {row("L40S", "", "price", 7000, "USD", ">="), row("L40S", "", "price", 8000, "USD", "<=")}),
]


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_price_between_to(text, expected):
    check(text, expected)
