"""A claim against something (a time to train, a speedup, a per-dollar figure) that names no system
and borrows none takes the one system the article's title names as its subject: a review headed
"XE9680 Review: an 8x H100 server" says "BERT took 5.6 minutes" of the XE9680 (issue 12, round 5;
probe3 A r23, probe4 A s19).  The title is the first of the first three lines that names a system
or a workload (a site's banner may stand above it); the counted parts it names ("8x NVIDIA H100")
are not its subject; the body must name that system again before the claim (a heading over one
claim lends it nothing, tests/test_link_context.py).  Not where the sentence has a vendor or an architecture as its subject, not
in a list, not for a title naming two systems, and not for a gain with no system (an industry's
growth).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

TITLE_SUBJECT = [
    ("Dell XE9680 Review: A Big 8x NVIDIA H100 AI Server\n\nToday we look at the XE9680.\n\nWe ran two workloads. ResNet-50 converged in "
     "13.9 minutes, and BERT took 5.6 minutes.",
     {row("XE9680", "ResNet-50", "train_time", 13.9, "min"), row("XE9680", "BERT", "train_time", 5.6, "min")}),
    ("新闻中心｜企业新闻\n\n浪潮NF5688M7服务器MLPerf成绩出炉\n\nNF5688M7搭载8颗H200。\n\n本轮测试中，其BERT成绩相较上一轮提交的成绩，训练时间缩短19%。",
     {row("NF5688M7", "BERT", "speedup", 19, "%")}),
    ("新聞中心｜企業新聞\n\n浪潮NF5688M7伺服器MLPerf成績出爐\n\nNF5688M7搭載8顆H200。\n\n本輪測試中，其BERT成績相較上一輪提交的成績，訓練時間縮短19%。",
     {row("NF5688M7", "BERT", "speedup", 19, "%")}),
    # not named again in the body; a vendor as the subject, a title naming two systems, an industry's
    # growth: no title subject
    ("Dell XE9680 Review\n\nWe ran two workloads. BERT took 5.6 minutes.", {row("", "BERT", "train_time", 5.6, "min")}),
    ("浪潮NF5688M7服务器MLPerf成绩出炉\n\n在BERT训练中，英伟达以5.6分钟取得最快成绩。",
     {row("", "BERT", "train_time", 5.6, "min")}),
    ("H100 vs MI300X: which trains faster?\n\nWe ran two workloads. BERT took 5.6 minutes.", {row("", "BERT", "train_time", 5.6, "min")}),
    ("谷歌发布TPU v6\n\n在过去六年中，行业对 ML 计算的需求增长了 100 万倍。", set()),
]


@pytest.mark.parametrize("text, expected", table(TITLE_SUBJECT))
def test_the_titles_one_system(text, expected):
    check(text, expected)
