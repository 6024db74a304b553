"""Rental and commitment rates (pipeline/link/prices.py ``rated_system``; cues_zh.csv, cues_en.csv).

- A rate per hour of a named system is that system's price: "Lambda advertises $2.49 per H100-hour"
  (probe6 u13), "At typical cloud rates of $6 to $8 per B200-hour" (probe1 p23).
- A rate per chip-hour written 每芯片小时 / 每晶片小時 (without the second 每) is a rate as much as
  每芯片每小时: "Cloud TPU v5p：每晶片小時4.20美元" (probe6 u12), "每芯片每小时1.2美元" (probe1 p08).
- A committed-use rate (承诺使用, committed use) is a price, and the terms after it continue it:
  "承諾使用一年為1.89美元，三年為1.22美元" (probe6 u12); Google Cloud's "committed use" prices of the
  same kind in English (probe1 p21: "Monthly commitment: … offered at €11,990 per month").

- A price per accelerator, system, rack, node, server or GPU is a unit price as much as one per card
  (rate cues of cues_en.csv): "$1.10 per accelerator-hour" (probe5 t22), "at about $12,500 per
  accelerator" (probe5 t20), "a bit over $2.5M per system" (probe5 t18), "starts at approximately $1.5
  million per rack" (probe5 t24).

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
    ("Selene users will pay $1.10 per accelerator-hour.", {row("Selene", "", "price", 1.1, "USD")}),
    ("Intel's Gaudi3, which is being offered to cloud customers at about $12,500 per accelerator, ships now.",
     {row("Gaudi3", "", "price", 12500, "USD", "~")}),
    ("The quote we got for the CS-3 was a bit over $2.5M per system.", {row("CS-3", "", "price", 2.5e6, "USD", ">")}),
    ("A GB200 NVL72 deployment comes in at approximately $3.9 million per rack.",
     {row("GB200 NVL72", "", "price", 3.9e6, "USD", "~")}),
    # the Chinese unit prices were rates already
    ("昇腾910B的集采单价约为每卡9.8万元。", {row("Ascend 910B", "", "price", 98000, "CNY", "~")}),
    ("昇騰910B的集採單價約為每卡新台幣42萬元。", {row("Ascend 910B", "", "price", 420000, "TWD", "~")}),
    # a system after "per" with no hour after it: no rate of the system
    ("Extra memory adds $300 per H100 module.", set()),
]


@pytest.mark.parametrize("text, expected", table(RATES))
def test_rates(text, expected):
    check(text, expected)
