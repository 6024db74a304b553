"""Colloquial rental rates and list-price verbs (data/cues_zh.csv, data/cues_en.csv).

- 一小时 / 一个小时 / 一个月 right by an amount read "per hour / per month": a rental rate of the
  system of its clause, with no price word ("H200现在租一小时才2.2美元左右", probe7 v03; "某云上1.5元一小时",
  probe5 t28; "一小時大約80到95元台幣", probe5 t32; "A100包月大概3800一个月", probe1 p03).  A time to
  train of one hour stays a time, and money spent in that hour is no rate.
- "fetched $N" (the past of fetch, already a price word) and "launched at $N" are what a system sold
  for ("An H100 that fetched $40,000 …", probe7 v32; "The DGX A100 launched at $199,000", probe7 v36).
- 起 right after an amount is a starting price, at least (``>=``, data/qualifiers.csv): "建議售價為新台幣
  1,180萬元起" (probe7 v10), "参考价为人民币216万元起" (probe7 v23), "新台幣1,080萬元起" (probe6 u10),
  "9萬起跳" (probe4 s16).
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CLAIMS = [
    ("L40S现在租一小时才1.1美元左右，H100一小时差不多要3美元。",
     {row("L40S", "", "price", 1.1, "USD", "~"), row("H100", "", "price", 3, "USD", "~")}),
    ("L40S現在租一小時才1.1美元左右，H100一小時差不多要3美元。",
     {row("L40S", "", "price", 1.1, "USD", "~"), row("H100", "", "price", 3, "USD", "~")}),
    ("某云上的A10一小时1.2元，跑小模型够用。", {row("A10", "", "price", 1.2, "CNY")}),
    ("我們在雲上租A100，一個月大概新台幣5000元。", {row("A100", "", "price", 5000, "TWD", "~")}),
    # one hour of training is a time, not a rate
    ("H100训练ResNet-50只用了一小时。", {row("H100", "ResNet-50", "train_time", 60, "min")}),
    ("An A100 that fetched $15,000 in 2021 now goes for about $8,000.",
     {row("A100", "", "price", 15000, "USD"), row("A100", "", "price", 8000, "USD", "~")}),
    ("The DGX H100 launched at $299,000.", {row("DGX H100", "", "price", 299000, "USD")}),
    ("DGX H100建议售价为人民币230万元起。", {row("DGX H100", "", "price", 2300000, "CNY", ">=")}),
    ("DGX H100建議售價為新台幣1,050萬元起，預計12月起出貨。", {row("DGX H100", "", "price", 10500000, "TWD", ">=")}),
    ("非公版RTX 5090的售價幾乎都新台幣9萬元起跳。", {row("RTX 5090", "", "price", 90000, "TWD", ">=")}),
]


@pytest.mark.parametrize("text, expected", table(CLAIMS))
def test_rates_and_list_prices(text, expected):
    check(text, expected)
