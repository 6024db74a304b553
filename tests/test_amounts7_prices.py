"""Round 7 price claims (pipeline/link/prices.py), each class found in two sources:

- "selling" is a price word as much as "sells" (cues_en.csv): "The chip is selling for roughly
  $10,000 to $15,000" (probe6 u33), "AMD is selling the MI355X at an average of $23,000 to $25,000"
  (probe5 t20).  So is "put … at" of an estimate: "Industry sources put a single GB300 NVL72 rack at
  between $3.7 million and $4 million" (probe6 u31), "HSBC analysts, who put the price of the smaller
  GB200 NVL36 at …" (probe1 p20).
- The baseline's own price: the amount that a price claim before it is compared against is the price
  of the system it is for ("…, against roughly $3.1 million for a GB200 NVL72", probe6 u31; "compared
  with roughly $35,000 to $40,000 for Nvidia's B200", probe5 t20; "比前一代GB200 NVL72的約335萬美元高出
  一成多", probe6 u08; "against an H100 street price that has slipped to about $22,000", probe6 u33)
  (``baseline_price``).
- A range converted into another currency after "之间，" (约合, 换算) restates the range: both its ends
  are mentions only (GOLD.md: one claim stated in two units is one result) ("25万至30万美元之间，约合
  人民币180万至215万元", probe6 u21; "380萬至400萬美元之間，換算約新台幣1.2億至1.3億元", probe6 u08)
  (restate ``_CONVERTED`` and ``converted_ends``).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SELLING = [
    ("The Gaudi3 is selling for roughly $14,000 to $16,000 in Asia.",
     {row("Gaudi3", "", "price", 14000, "USD", "~"), row("Gaudi3", "", "price", 16000, "USD", "~")}),
    ("Resellers are selling the H200 at $31,000 apiece.", {row("H200", "", "price", 31000, "USD")}),
    # money of another kind stays no claim
    ("Selling H100 servers brought the company $4 billion in revenue.", set()),
    ("Analysts put a single MI355X server at between $250,000 and $300,000.",
     {row("MI355X", "", "price", 250000, "USD", ">="), row("MI355X", "", "price", 300000, "USD", "<=")}),
    ("Analysts put the H100's contribution to revenue at $30 billion.", set()),
]

BASELINE_PRICE = [
    ("A GB300 NVL72 rack sells for about $3.9 million, against roughly $3.2 million for a GB200 NVL72.",
     {row("GB300 NVL72", "", "price", 3.9e6, "USD", "~"), row("GB200 NVL72", "", "price", 3.2e6, "USD", "~")}),
    ("Lenovo is selling the MI355X at $24,000 per GPU, compared with roughly $36,000 to $41,000 for Nvidia's B200.",
     {row("MI355X", "", "price", 24000, "USD"), row("B200", "", "price", 36000, "USD", "~"),
      row("B200", "", "price", 41000, "USD", "~")}),
    ("GB300 NVL72机柜的报价约在390万至410万美元之间，换算约人民币2800万至2950万元，比上一代GB200 NVL72的约320万美元高出两成。",
     {row("GB300 NVL72", "", "price", 3.9e6, "USD", "~"), row("GB300 NVL72", "", "price", 4.1e6, "USD", "~"),
      row("GB200 NVL72", "", "price", 3.2e6, "USD", "~")}),
    ("GB300 NVL72機櫃的報價約在390萬至410萬美元之間，換算約新台幣1.25億至1.31億元，比上一代GB200 NVL72的約320萬美元高出兩成。",
     {row("GB300 NVL72", "", "price", 3.9e6, "USD", "~"), row("GB300 NVL72", "", "price", 4.1e6, "USD", "~"),
      row("GB200 NVL72", "", "price", 3.2e6, "USD", "~")}),
    # the system named before the amount in what is compared against (probe6 u33, u08)
    ("An MI355X costs around $25,000, against an H200 street price that has slipped to about $28,000.",
     {row("MI355X", "", "price", 25000, "USD", "~"), row("H200", "", "price", 28000, "USD", "~")}),
    # no price claim before the amount compared against: nothing
    ("Its revenue reached $3 billion, against roughly $2 billion for the H100 line a year ago.", set()),
]

CONVERTED_RANGES = [
    ("一台8卡H200服务器的价格大约在26万至31万美元之间，约合人民币185万至220万元。",
     {row("H200", "", "price", 260000, "USD", "~"), row("H200", "", "price", 310000, "USD", "~")}),
    ("一台8卡H200伺服器的價格大約在26萬至31萬美元之間，換算約新台幣830萬至990萬元。",
     {row("H200", "", "price", 260000, "USD", "~"), row("H200", "", "price", 310000, "USD", "~")}),
    # a second price in the same currency is no conversion: both claims stay
    ("H200整机售价在26万至31万美元之间，H100整机则在20万至22万美元。",
     {row("H200", "", "price", 260000, "USD", ">="), row("H200", "", "price", 310000, "USD", "<="),
      row("H100", "", "price", 200000, "USD", ">="), row("H100", "", "price", 220000, "USD", "<=")}),
]


@pytest.mark.parametrize("text, expected", table(SELLING))
def test_selling_is_a_price_word(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(BASELINE_PRICE))
def test_the_baseline_has_its_own_price(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(CONVERTED_RANGES))
def test_a_converted_range_restates_both_ends(text, expected):
    check(text, expected)
