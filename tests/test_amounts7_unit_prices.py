"""A price per unit of the parts counted before it in its sentence is the price of the counted system
(pipeline/link/prices.py ``unit_system``; words in data/price_phrases.csv, kind=unit).

Found in probe6 u17 ("a French cloud provider said it had paid €36 million for 1,016 B200 GPUs, or
about €35,400 per GPU including networking") and probe4 s20 ("搭載 8 顆 H100 的 a3-megagpu-8g 按需
價格每小時約 88 美元，換算單顆 GPU 每小時約 11 美元").  The sentences are our own, in Simplified,
Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

UNIT_PRICES = [
    ("The lab paid $18 million for 512 H200 GPUs, or about $35,000 per GPU.", {row("H200", "", "price", 35000, "USD", "~")}),
    ("The DGX B200 with eight B200 GPUs lists at $515,000, or about $64,000 per GPU.",
     {row("DGX B200", "", "price", 515000, "USD"), row("B200", "", "price", 64000, "USD", "~")}),
    ("该平台采购了1,024颗H200，总价约3亿元，折合单颗约29万元。", {row("H200", "", "price", 290000, "CNY", "~")}),
    ("搭载8颗H100的a3-megagpu-8g按需价格每小时约88美元，换算单颗GPU每小时约11美元。",
     {row("a3-megagpu-8g", "", "price", 88, "USD", "~"), row("H100", "", "price", 11, "USD", "~")}),
    ("搭載8顆H100的a3-megagpu-8g按需價格每小時約88美元，換算單顆GPU每小時約11美元。",
     {row("a3-megagpu-8g", "", "price", 88, "USD", "~"), row("H100", "", "price", 11, "USD", "~")}),
    # a rate per GPU-hour is no price of one unit: the subject keeps it
    ("The PowerEdge XE9680 with 8 H100 GPUs rents at $2.10 per GPU-hour.",
     {row("PowerEdge XE9680", "", "price", 2.1, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(UNIT_PRICES))
def test_a_unit_price_of_counted_parts(text, expected):
    check(text, expected)
