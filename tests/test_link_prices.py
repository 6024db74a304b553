"""Price claims in wording the first dev set did not use (issue 12, probe set):
price verbs and phrases, the price of the system right before it, a second
price of a sentence or paragraph for another system, and amounts that are no
system's price (a total, an investment in a company, a conversion).  Sentences
of our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

# -- price words ---------------------------------------------------------------------------------

WORDING = [
    ("据渠道消息，MLU590单价约9万元。", {row("MLU590", "", "price", 90_000, "CNY", "~")}),
    ("據通路消息，MLU590單價約9萬元。", {row("MLU590", "", "price", 90_000, "TWD", "~")}),
    ("The MLU590 is expected to go for about $12,000.", {row("MLU590", "", "price", 12_000, "USD", "~")}),
    ("Gaudi3渠道价约为1.6万美元。", {row("Gaudi3", "", "price", 16_000, "USD", "~")}),
    ("Gaudi3通路價約為1.6萬美元。", {row("Gaudi3", "", "price", 16_000, "USD", "~")}),
    ("Dealers list the Gaudi3 at $16,000.", {row("Gaudi3", "", "price", 16_000, "USD")}),
    ("The MI325X is quoted at approximately $22,000.", {row("MI325X", "", "price", 22_000, "USD", "~")}),
    # a price word before two rates of a change governs both
    ("云厂商把H200的租用价格从每小时4.5美元/小时降到3.2美元/小时。",
     {row("H200", "", "price", 4.5, "USD"), row("H200", "", "price", 3.2, "USD")}),
    ("雲端廠商把H200的租用價格從每小時4.5美元/小時降到3.2美元/小時。",
     {row("H200", "", "price", 4.5, "USD"), row("H200", "", "price", 3.2, "USD")}),
    ("The cloud cut on-demand pricing for the H200 from $4.50/hr to $3.20/hr.",
     {row("H200", "", "price", 4.5, "USD"), row("H200", "", "price", 3.2, "USD")}),
    # a price verb earlier in the sentence governs "at $N"
    ("AWS began pricing its largest instance, p5e.48xlarge with 8 H200 chips, at about $39.80 an hour.",
     {row("p5e.48xlarge", "", "price", 39.8, "USD", "~")}),
]


@pytest.mark.parametrize("text,expected", table(WORDING))
def test_price_wording(text, expected):
    check(text, expected)


# -- the price of the system right before it ("X的N美元"), another system's price in the next clause ----

WHOSE = [
    ("MI325X的报价约为2万美元，比上一代MI300X的1.5万美元高出三成。",
     {row("MI325X", "", "price", 20_000, "USD", "~"), row("MI300X", "", "price", 15_000, "USD")}),
    ("MI325X的報價約為2萬美元，比上一代MI300X的1.5萬美元高出三成。",
     {row("MI325X", "", "price", 20_000, "USD", "~"), row("MI300X", "", "price", 15_000, "USD")}),
    ("一台配置8张Gaudi3的服务器报价约为人民币150万元，相同配置的H200服务器则要约人民币260万元。",
     {row("Gaudi3", "", "price", 1_500_000, "CNY", "~"), row("H200", "", "price", 2_600_000, "CNY", "~")}),
    ("一台配置8張Gaudi3的伺服器報價約為人民幣150萬元，相同配置的H200伺服器則要約人民幣260萬元。",
     {row("Gaudi3", "", "price", 1_500_000, "CNY", "~"), row("H200", "", "price", 2_600_000, "CNY", "~")}),
    ("A server with eight Gaudi3 cards is priced at about $200,000, while the same H200 server costs about "
     "$340,000.", {row("Gaudi3", "", "price", 200_000, "USD", "~"), row("H200", "", "price", 340_000, "USD", "~")}),
    ("价格方面，经销商报价显示，一台配置8张Gaudi3的服务器约为人民币150万元，相同配置的H200服务器则要约人民币260万元。",
     {row("Gaudi3", "", "price", 1_500_000, "CNY", "~"), row("H200", "", "price", 2_600_000, "CNY", "~")}),
    ("價格方面，經銷商報價顯示，一台配置8張Gaudi3的伺服器約為人民幣150萬元，相同配置的H200伺服器則要約人民幣260萬元。",
     {row("Gaudi3", "", "price", 1_500_000, "CNY", "~"), row("H200", "", "price", 2_600_000, "CNY", "~")}),
    ("Dealer quotes put a server with eight Gaudi3 cards at about $200,000; the same H200 server is about $340,000.",
     {row("Gaudi3", "", "price", 200_000, "USD", "~"), row("H200", "", "price", 340_000, "USD", "~")}),
    # the next sentence of the paragraph about another system's price
    ("MI325X的售价为2万美元。上一代MI300X则是1.5万美元。",
     {row("MI325X", "", "price", 20_000, "USD"), row("MI300X", "", "price", 15_000, "USD")}),
    ("MI325X的售價為2萬美元。上一代MI300X則是1.5萬美元。",
     {row("MI325X", "", "price", 20_000, "USD"), row("MI300X", "", "price", 15_000, "USD")}),
    ("The MI325X sells for $20,000. The older MI300X was $15,000.",
     {row("MI325X", "", "price", 20_000, "USD"), row("MI300X", "", "price", 15_000, "USD")}),
]


@pytest.mark.parametrize("text,expected", table(WHOSE))
def test_whose_price(text, expected):
    check(text, expected)


# -- amounts that are no system's price --------------------------------------------------------------

NOT_PRICES = [
    # a total, the cost of one run
    ("租用p4d.24xlarge每小时32.77美元，整个训练下来总计约262美元。", {row("p4d.24xlarge", "", "price", 32.77, "USD")}),
    ("租用p4d.24xlarge每小時32.77美元，整個訓練下來總計約262美元。", {row("p4d.24xlarge", "", "price", 32.77, "USD")}),
    ("Renting the p4d.24xlarge cost $32.77 per hour, so the whole run came to about $262.",
     {row("p4d.24xlarge", "", "price", 32.77, "USD")}),
    # money in another paragraph than the system's
    ("Gaudi3的售价为1.6万美元。\n\n英特尔为此投资了30亿美元。", {row("Gaudi3", "", "price", 16_000, "USD")}),
    ("Gaudi3的售價為1.6萬美元。\n\n英特爾為此投資了30億美元。", {row("Gaudi3", "", "price", 16_000, "USD")}),
    ("The Gaudi3 sells for $16,000.\n\nIntel, which has invested $3 billion in the start-up, is expanding.",
     {row("Gaudi3", "", "price", 16_000, "USD")}),
    # one price compared with another is no result (GOLD.md)
    ("MI300X的租用价格比H100低10%，每小时2.1美元。", {row("MI300X", "", "price", 2.1, "USD")}),
    ("MI300X的租用價格比H100低10%，每小時2.1美元。", {row("MI300X", "", "price", 2.1, "USD")}),
    ("The MI300X rents at a 10% lower hourly rate than the H100, $2.10 an hour.", {row("MI300X", "", "price", 2.1, "USD")}),
    # a conversion into another currency is the same claim
    ("一座GB200 NVL72机柜售价约新台币9,000万元，换算约280万美元。",
     {row("GB200 NVL72", "", "price", 90_000_000, "TWD", "~")}),
    ("一座GB200 NVL72機櫃售價約新台幣9,000萬元，換算約280萬美元。",
     {row("GB200 NVL72", "", "price", 90_000_000, "TWD", "~")}),
    ("A GB200 NVL72 rack sells for about NT$90 million, or roughly $2.8 million.",
     {row("GB200 NVL72", "", "price", 90_000_000, "TWD", "~")}),
]


@pytest.mark.parametrize("text,expected", table(NOT_PRICES))
def test_amounts_that_are_no_price(text, expected):
    check(text, expected)
