"""A figure a buyer requires is no claim: a tender's technical requirements ("were required to
demonstrate a time-to-train of no more than 30 minutes", "技术要求：" over "…训练时间不超过30分钟")
state what a system must do, not what one did (issue 12, round 5).  Cue category ``requirement``
in data/cues_*.csv: before the figure in its sentence, or in the line introducing its list.
要求 as a noun ("对延迟要求最严格的场景") is no requirement word; amounts of money are left to
the price rules.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

REQUIRED = [
    ("四、技术要求\n1. 单台服务器完成BERT训练的时间应不超过20分钟；\n2. 集群故障恢复时间不超过10分钟；", set()),
    ("四、技術要求\n1. 單台伺服器完成BERT訓練的時間應不超過20分鐘；\n2. 叢集故障恢復時間不超過10分鐘；", set()),
    ("投标产品须在ResNet-50训练中达到15分钟以内。", set()),
    ("Bidders were required to show a BERT time-to-train of under 20 minutes on one DGX H100.", set()),
    ("Technical requirements:\n- BERT training on one node in no more than 20 minutes\n- failover within 10 minutes", set()),
    # 要求 as a noun, and a measured figure after a requirement sentence, stay claims
    ("在对延迟要求最严格的场景中，H100训练BERT仅用了5分钟。", {row("H100", "BERT", "train_time", 5, "min")}),
    ("在對延遲要求最嚴格的場景中，H100訓練BERT僅用了5分鐘。", {row("H100", "BERT", "train_time", 5, "min")}),
    ("The winning bid showed the DGX H100 training BERT in 16.2 minutes.",
     {row("DGX H100", "BERT", "train_time", 16.2, "min")}),
]


@pytest.mark.parametrize("text, expected", table(REQUIRED))
def test_a_required_figure_is_no_claim(text, expected):
    check(text, expected)
