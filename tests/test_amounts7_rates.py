"""Rental and commitment rates (pipeline/link/prices.py ``rated_system``; cues_zh.csv, cues_en.csv).

- A rate per hour of a named system is that system's price: "Lambda advertises $2.49 per H100-hour"
  (probe6 u13), "At typical cloud rates of $6 to $8 per B200-hour" (probe1 p23).
- A rate per chip-hour written 每芯片小时 / 每晶片小時 (without the second 每) is a rate as much as
  每芯片每小时: "Cloud TPU v5p：每晶片小時4.20美元" (probe6 u12), "每芯片每小时1.2美元" (probe1 p08).
- A committed-use rate (承诺使用, committed use) is a price, and the terms after it continue it:
  "承諾使用一年為1.89美元，三年為1.22美元" (probe6 u12); Google Cloud's "committed use" prices of the
  same kind in English (probe1 p21: "Monthly commitment: … offered at €11,990 per month").

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

RATES = [
    ("On-demand capacity runs $4.10 per GPU-hour, while one reseller quotes $2.35 per H200-hour.",
     {row("H200", "", "price", 2.35, "USD")}),
    ("The neocloud offers $5.90 per B200-hour on a one-year term.", {row("B200", "", "price", 5.9, "USD")}),
    ("TPU v5p：每芯片小时2.70美元。", {row("TPU v5p", "", "price", 2.7, "USD")}),
    ("‧ TPU v5p：每晶片小時2.70美元。", {row("TPU v5p", "", "price", 2.7, "USD")}),
    ("TPU v5p按需价格为每芯片小时2.70美元；承诺使用一年为1.89美元，三年为1.22美元。",
     {row("TPU v5p", "", "price", 2.7, "USD"), row("TPU v5p", "", "price", 1.89, "USD"),
      row("TPU v5p", "", "price", 1.22, "USD")}),
    ("TPU v5p按需價格為每晶片小時2.70美元；承諾使用一年為1.89美元，三年為1.22美元。",
     {row("TPU v5p", "", "price", 2.7, "USD"), row("TPU v5p", "", "price", 1.89, "USD"),
      row("TPU v5p", "", "price", 1.22, "USD")}),
    ("TPU v5p costs $2.70 per chip-hour on demand; committed use for one year is $1.89, and for three years $1.22.",
     {row("TPU v5p", "", "price", 2.7, "USD"), row("TPU v5p", "", "price", 1.89, "USD"),
      row("TPU v5p", "", "price", 1.22, "USD")}),
    # a system after "per" with no hour after it: no rate of the system
    ("Extra memory adds $300 per H100 module.", set()),
]


@pytest.mark.parametrize("text, expected", table(RATES))
def test_rates(text, expected):
    check(text, expected)
