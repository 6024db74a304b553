"""Claims that keep an empty system (GOLD.md: system "may be empty when the document does not say";
pipeline/link/unnamed.py): more work for the money against a written reference that names no system
("整体方案每万元训练性能较招标文件基准配置高出约18%": probe8 A w05, w23, two sites), and every generation's
speedup over the one before ("每一代的訓練速度大約都是上一代的2到3倍": probe6 A u29; "each generation to
deliver 2 to 3 times ... of the one before": probe7 A v17).  Other figures naming nothing stay no claim.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

UNNAMED = [
    ("该方案每万元训练性能较采购文件的参考配置高出约25%。", {row("", "", "perf_per_dollar", 25, "%", "~")}),
    ("該方案每萬元訓練效能較採購文件的參考配置高出約25%。", {row("", "", "perf_per_dollar", 25, "%", "~")}),
    ("The proposed cluster delivers about 25% more training performance per dollar than the reference configuration.",
     {row("", "", "perf_per_dollar", 25, "%", "~")}),
    ("每一代加速卡的训练速度大约是上一代的2倍。", {row("", "", "speedup", 2, "x", "~")}),
    ("每一代加速卡的訓練速度大約是上一代的2倍。", {row("", "", "speedup", 2, "x", "~")}),
    ("In our tests every new generation reached about 2 times the training throughput of the one before.",
     {row("", "", "speedup", 2, "x", "~")}),
    # guards: nothing named and no such shape
    ("市场规模较去年增长约25%。", set()),
    ("Its speed rose about 30% last quarter.", set()),
    ("新一代加速卡的训练速度大约是上一代的2倍。", set()),  # one generation, not named: no claim
]


@pytest.mark.parametrize("text, expected", table(UNNAMED))
def test_claims_naming_no_system_that_gold_keeps(text, expected):
    check(text, expected)
