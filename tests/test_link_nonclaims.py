"""Figures that make no result (issue 12, round 3 "non-claims"; GOLD.md): one
chip's price compared with another's (便宜 / cheaper than, as a percentage),
and a model FLOPs utilization (MFU, 算力利用率).  The price itself stays a
price; a speed figure of the same sentence stays a claim.

The sentences are our own, in Simplified, Traditional and English; rows are
compared as sets, so a spurious row fails as surely as a missing one.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PRICE_COMPARISONS = [
    ("Gaudi3的单卡租金为每小时2.1美元，比H100便宜约35%。", {row("Gaudi3", "", "price", 2.1, "USD")}),
    ("Gaudi3的單卡租金為每小時2.1美元，比H100便宜約35%。", {row("Gaudi3", "", "price", 2.1, "USD")}),
    ("Gaudi3 rents for $2.1 an hour, about 35% less than the H100.", {row("Gaudi3", "", "price", 2.1, "USD")}),
    # 便宜到: the amount is the system's price
    ("Gaudi3便宜到每小时只要2.1美元。", {row("Gaudi3", "", "price", 2.1, "USD")}),
    ("Gaudi3便宜到每小時只要2.1美元。", {row("Gaudi3", "", "price", 2.1, "USD")}),
    # a speed figure beside the price comparison stays a claim
    ("Gaudi3比H100便宜30%，训练BERT却快了1.5倍。",
     {row("Gaudi3", "BERT", "speedup", 1.5, "x")}),
    ("Gaudi3比H100便宜30%，訓練BERT卻快了1.5倍。",
     {row("Gaudi3", "BERT", "speedup", 1.5, "x")}),
]

UTILIZATION = [
    ("在GPT-3训练中，TPU v5p集群的模型算力利用率（MFU）达到52%。", set()),
    ("在GPT-3訓練中，TPU v5p叢集的模型算力利用率（MFU）達到52%。", set()),
    ("On GPT-3, the TPU v5p cluster reached 52% MFU.", set()),
    ("TPU v5p训练GPT-3的吞吐较TPU v4提升50%，MFU达到52%。", {row("TPU v5p", "GPT-3", "speedup", 50, "%")}),
    ("TPU v5p訓練GPT-3的吞吐較TPU v4提升50%，MFU達到52%。", {row("TPU v5p", "GPT-3", "speedup", 50, "%")}),
    ("TPU v5p trained GPT-3 with 50% more throughput than TPU v4, at 52% MFU.",
     {row("TPU v5p", "GPT-3", "speedup", 50, "%")}),
]

SAME_COUNT = [
    # "at the same card count" compares like with like: the figure is a claim
    ("在相同卡数下，Gaudi3比H100快2倍。", {row("Gaudi3", "", "speedup", 2, "x")}),
    ("在相同卡數下，Gaudi3比H100快2倍。", {row("Gaudi3", "", "speedup", 2, "x")}),
    ("At the same GPU count, Gaudi3 is 2x faster than the H100.", {row("Gaudi3", "", "speedup", 2, "x")}),
]


@pytest.mark.parametrize("text,expected", table(PRICE_COMPARISONS))
def test_a_price_comparison_is_no_result(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", table(UTILIZATION))
def test_utilization_is_no_result(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", table(SAME_COUNT))
def test_the_same_count_leaves_the_claim(text, expected):
    check(text, expected)
