"""English: an amount right before "for (a) <system>" is that system's price (pipeline/link/subject_price.py,
``for_system``).

"$3.25 per GPU-hour for B200" (probe8 w17), "at €142,000 for a Bow Pod16" (probe6 u15), "between $30,000 and
$40,000 for a B200" (probe7 v17): the system after "for", not the sentence's subject; a rate's unit or the
upper end of a range may stand between.  A counted system ("$300 million for 4,000 H100 GPUs") is what many
units cost: no claim (GOLD.md).  Chinese amounts are untouched.  The sentences are our own, in English,
Simplified and Traditional.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CLAIMS = [
    ("On-demand pricing is $2.10 per GPU-hour for L40S and $4.80 per GPU-hour for H200.",
     {row("L40S", "", "price", 2.10, "USD"), row("H200", "", "price", 4.80, "USD")}),
    ("Resellers quote around $9,000 for an L40S these days.", {row("L40S", "", "price", 9000, "USD", "~")}),
    ("Prices rose from about $8,000 for an A100 to between $25,000 and $30,000 for an H100.",
     {row("A100", "", "price", 8000, "USD", "~"), row("H100", "", "price", 25000, "USD", ">="),
      row("H100", "", "price", 30000, "USD", "<=")}),
    ("The lab spent $40 million for 2,000 H100 GPUs.", set()),
    ("Used, the pair came to about $3.2k for the A40s.", set()),
    # a noun of something else after the system: sales, not a price
    ("The company booked $4 billion for the L40S business last year.", set()),
    ("Resellers now ask $9,000 for an L40S\nand more for an H100.", {row("L40S", "", "price", 9000, "USD")}),
    ("某平台H200每卡时的租价约为4.8美元。", {row("H200", "", "price", 4.8, "USD", "~")}),
    ("某平台H200每卡時的租價約為4.8美元。", {row("H200", "", "price", 4.8, "USD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_price_for_system(text, expected):
    check(text, expected)
