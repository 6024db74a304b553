"""A price in a sentence that names no system, right after a sentence of the
same paragraph that prices a system, continues that price talk: it is the
price of the previous sentence's subject (GOLD.md: a claim whose system is only
implied by the sentence before carries the implied one).  Only then: a
sentence before that states no price, another paragraph, a heading, a vendor
or an architecture named in the sentence, or a sentence turning to another
system (相比之下, by contrast) lend nothing -- money in a sentence naming no
system is seldom a system's price otherwise (pipeline/link/subjects.py).

Found in probe3 half A (r03 "…京东自营售价 32999 元 … 作为对比，该机在美国的建议零售价为
3999 美元", r05 "…月租金…回落到如今的7.5万元左右；部分急于回款的“二房东”甚至报出了6.8万元的
底价").  The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

LINKED = [
    ("DGX Station在国内的售价为29999元。作为对比，该机在美国的建议零售价为3999美元。",
     {row("DGX Station", "", "price", 29999, "CNY"), row("DGX Station", "", "price", 3999, "USD")}),
    ("DGX Station在台灣的售價為新台幣12萬元。作為對比，該機在美國的建議零售價為3999美元。",
     {row("DGX Station", "", "price", 120000, "TWD"), row("DGX Station", "", "price", 3999, "USD")}),
    ("An eight-GPU H100 node now rents for about $7.50 an hour. Some resellers even quote a floor of $6.80.",
     {row("H100", "", "price", 7.5, "USD", "~"), row("H100", "", "price", 6.8, "USD")}),
    # the sentence before states no price: nothing is lent
    ("The H100 trained BERT in 5.2 minutes. The service is billed at $2 an hour.",
     {row("H100", "BERT", "train_time", 5.2, "min")}),
    # another paragraph: nothing is lent
    ("H100整机月租约7.5万元。\n\n另有机构报出了6.8万元的底价。", {row("H100", "", "price", 75000, "CNY", "~")}),
    # a vendor named in the sentence: its own price talk
    ("H100整機月租約7.5萬元。AMD則報出了6.8萬元的底價。", {row("H100", "", "price", 75000, "TWD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(LINKED))
def test_a_price_continues_the_price_talk_of_the_sentence_before(text, expected):
    check(text, expected)
