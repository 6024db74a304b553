"""A price that carries its own currency sign in a table row ("$32.77", "¥2.50") is a cell too: its
system is the row's (the name cell) or, in a row naming none ("Launch price"), its column header's --
when a price word heads its column ("New price", "按需价格") or labels its row ("Launch price",
"售价").  Before, only bare numbers under a stated unit were cells, and a priced row with no cost
word of its own was no claim (issue 12, round 6; probe4 B s28 and s34; probe5 A was measured: with
no price word required the rule cost it, so the word is required).

The tables are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PRICED_CELLS = [
    ("Prices per instance-hour:\n\nInstance       GPUs           Old price   New price\n"
     "p5.48xlarge    8x H100 80GB   $98.32      $55.04\n",
     {row("p5.48xlarge", "", "price", 98.32, "USD"), row("p5.48xlarge", "", "price", 55.04, "USD")}),
    ("Specs:\n\n               H200          B200\nMemory         141GB         192GB\n"
     "Launch price   $31,000       $39,000\n",
     {row("H200", "", "price", 31000, "USD"), row("B200", "", "price", 39000, "USD")}),
    ("各卡价格如下：\n\n型号    显存    售价\nH200    141GB    ¥230,000\n", {row("H200", "", "price", 230000, "CNY")}),
    ("各卡價格如下：\n\n型號    顯存    售價\nH200    141GB    ¥230,000\n", {row("H200", "", "price", 230000, "CNY")}),
    # no price word in the column or the row: no claim
    ("Totals:\n\nCluster        GPUs       Spent\nEos            H100       $120,000,000\n", set()),
]


@pytest.mark.parametrize("text, expected", table(PRICED_CELLS))
def test_a_priced_cell_in_a_table_row_is_a_price(text, expected):
    check(text, expected)
