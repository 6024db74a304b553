"""The price of the system written right before it with 的 ("较上一代X的约N美元") is that
system's, however long its name (issue 12): the reach is measured from the end of the
name, not from its start, so "GB200 NVL72" or "DGX GB200 NVL72" is not passed over for
the sentence's subject.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

WHOSE_LONG = [
    ("新机柜单柜报价约400万美元，较上一代DGX GB200 NVL72的约300万美元贵。",
     {row("GB200 NVL72", "", "price", 3000000, "USD", "~")}),
    ("新機櫃單櫃報價約400萬美元，較上一代DGX GB200 NVL72的約300萬美元貴。",
     {row("GB200 NVL72", "", "price", 3000000, "USD", "~")}),
    ("The new rack is quoted at about $4 million, above the DGX GB200 NVL72's roughly $3 million.",
     {row("GB200 NVL72", "", "price", 3000000, "USD", "~")}),
    # a short name keeps working as before
    ("B300售价约3.5万美元，较前一代B200的约3万美元高。",
     {row("B300", "", "price", 35000, "USD", "~"), row("B200", "", "price", 30000, "USD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(WHOSE_LONG))
def test_price_of_a_long_name_right_before_it(text, expected):
    check(text, expected)
