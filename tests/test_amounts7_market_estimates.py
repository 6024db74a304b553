"""The market as the one who estimates (市场估计, 市场预估, 市场人士估计) says nothing about a market
sum: the amount after it is a system's price as any estimate is (GOLD.md: an estimated figure about a
named system is a result).  "市场" alone is a cue of money of another kind (a market's size); the
longer cue of cues_zh.csv (category projection) takes its place.

Found in probe3 r15 ("市場估計，單顆 B200 售價介於 3 萬至 4 萬美元之間") and probe5 t36
("價格方面，市場估計一座GB200 NVL72機櫃約300萬美元").  The sentences are our own, in Simplified,
Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

ESTIMATES = [
    ("价格方面，市场估计一台HGX B200服务器约50万美元。", {row("HGX B200", "", "price", 500000, "USD", "~")}),
    ("價格方面，市場預估一台HGX B200伺服器約50萬美元。", {row("HGX B200", "", "price", 500000, "USD", "~")}),
    # a market's size stays no claim
    ("市场估计，AI芯片市场规模明年将达到500亿美元，H100仍占大头。", set()),
    ("市場規模約500億美元，H100仍佔大頭。", set()),
    ("Market estimates put the AI accelerator market at $50 billion, with the H100 still the largest share.", set()),
]


@pytest.mark.parametrize("text, expected", table(ESTIMATES))
def test_the_market_estimates(text, expected):
    check(text, expected)
