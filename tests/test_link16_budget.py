"""A budget that frames a comparison (GOLD.md: more work for the same money is ``perf_per_dollar``;
only what a system costs becomes a price result).

An amount that is the size of a budget -- a budget word right after it (同样100万元预算, 以1,000万元的
预算计算, "a $1 million budget") or "budget of" right before it -- with a ratio or percentage after it
in its sentence: that figure is per dollar, and the budget is no system's price.  Found in probe6
half A (u15, a Graphcore blog: "a customer with a fixed budget of $1 million could buy six Bow Pod16
systems, and train BERT about 2.1 times faster"; u02 in half B's figures only), probe7 half A (v10
峰創, "以同樣新台幣1,000萬元的預算計算，採購X可完成的…次數約為Y的1.4倍"; v15 Graphcore newsroom, "a
customer with a $1 million budget can train ResNet-50 roughly 2.3 times as many times on X as on Y").

A budget stated for one system, with nothing compared after it, is left to the price rules.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

BUDGETS = [
    ("以同样500万元的预算计算，采购MI300X可完成的BERT训练次数约为H100的1.3倍。",
     {row("MI300X", "BERT", "perf_per_dollar", 1.3, "x", "~")}),
    ("以同樣新台幣2,000萬元的預算計算，採購MI300X可完成的BERT訓練次數約為H100的1.3倍。",
     {row("MI300X", "BERT", "perf_per_dollar", 1.3, "x", "~")}),
    ("同样200万元预算，买Gaudi2能拿到的BERT训练吞吐是A100的1.8倍。",
     {row("Gaudi2", "BERT", "perf_per_dollar", 1.8, "x")}),
    ("同樣200萬元預算，買Gaudi2能拿到的BERT訓練吞吐是A100的1.8倍。",
     {row("Gaudi2", "BERT", "perf_per_dollar", 1.8, "x")}),
    ("A lab with a $2 million budget can train BERT about 1.8 times as many times on Gaudi2 as on A100.",
     {row("Gaudi2", "BERT", "perf_per_dollar", 1.8, "x", "~")}),
    ("With a fixed budget of $2 million, a lab could train BERT about 1.8 times faster on Gaudi2 than on A100.",
     {row("Gaudi2", "BERT", "perf_per_dollar", 1.8, "x", "~")}),
]

NOT_A_BUDGET = [
    # no budget word by the amount: a price and a speedup, as before
    ("MI300X售价约500万元，训练BERT的速度是H100的1.3倍。",
     {row("MI300X", "", "price", 5e6, "CNY", "~"), row("MI300X", "BERT", "speedup", 1.3, "x")}),
    ("The MI300X sells for about $20,000 and trains BERT 1.3 times faster than the H100.",
     {row("MI300X", "", "price", 20000, "USD", "~"), row("MI300X", "BERT", "speedup", 1.3, "x")}),
]


@pytest.mark.parametrize("text, expected", table(BUDGETS))
def test_a_budget_frames_a_per_dollar_comparison(text, expected):
    assert results(text) == expected


@pytest.mark.parametrize("text, expected", table(NOT_A_BUDGET))
def test_an_amount_with_no_budget_word_is_as_before(text, expected):
    assert results(text) == expected
