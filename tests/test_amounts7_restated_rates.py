"""A rate restated as a total over a period is one claim stated in two units (GOLD.md: one result,
the more precise figure; both stay mentions): the rate is the claim, the total no claim of its own
(pipeline/link/prices.py ``restated_rates``; words in data/price_phrases.csv).

Found in probe6 u35 ("starts at $3.60 per GPU-hour, or roughly $189,000 a month for all 72 GPUs")
and probe5 t18 ("16 H100s on a reserved contract at $2.10/GPU-hour, so roughly $24,500 a month").
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

RESTATED = [
    ("A full H200 rack rents at $3.10 per GPU-hour, or roughly $18,000 a month for all eight GPUs.",
     {row("H200", "", "price", 3.1, "USD")}),
    ("We run 32 H100s at $2.25/GPU-hour, so roughly $52,000 a month.", {row("H100", "", "price", 2.25, "USD")}),
    ("H100每卡每小时2.1美元，即每月约1.5万美元。", {row("H100", "", "price", 2.1, "USD")}),
    ("H100每卡每小時2.1美元，換算下來每月約1.5萬美元。", {row("H100", "", "price", 2.1, "USD")}),
    ("H100租金为2.1美元/卡时，一个月下来约1500美元。", {row("H100", "", "price", 2.1, "USD")}),
    # a monthly plan of its own is a price of its own
    ("H100按量每卡每小时12元，包月每月6000元。",
     {row("H100", "", "price", 12, "CNY"), row("H100", "", "price", 6000, "CNY")}),
    ("The H100 rents for $2.25 an hour, or $1,400 a month on a monthly plan.",
     {row("H100", "", "price", 2.25, "USD"), row("H100", "", "price", 1400, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(RESTATED))
def test_a_rate_restated_over_a_period_is_one_claim(text, expected):
    check(text, expected)
