"""A list whose introducing line names no system (round 8 B, link18).

"重點成績如下：" / "What we measured before listing:" over bullets of times: the line names no system and
no vendor, so its items are about the article's subject, as a sentence naming none is -- the one system
the title names, once the body has named it again (the title rule of a claim with no system).  Sources:
probe8 A w33 (an auction lot, "What we measured before listing ...:" under "LOT ...: NVIDIA DGX A100"),
probe5 A t29 (another site: a list of training times under a title naming the system), and the shape of
probe8 A w11 / w29 (press releases "重點成績如下：" under a title naming the server; their server
names are not extracted yet).  An introducing line naming a vendor keeps its items' system empty
(GOLD.md); so does a list under a title naming no system.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

CASES = [
    ("DGX H100训练成绩出炉\n\n本轮测试中，DGX H100完成了多项训练任务。\n\n主要成绩如下：\n"
     "- BERT：约5.1分钟\n- ResNet-50：13.5分钟\n",
     {row("DGX H100", "BERT", "train_time", 5.1, "min", "~"), row("DGX H100", "ResNet-50", "train_time", 13.5, "min")}),
    ("DGX H100訓練成績出爐\n\n本輪測試中，DGX H100完成了多項訓練任務。\n\n主要成績如下：\n"
     "- BERT：約5.1分鐘\n- ResNet-50：13.5分鐘\n",
     {row("DGX H100", "BERT", "train_time", 5.1, "min", "~"), row("DGX H100", "ResNet-50", "train_time", 13.5, "min")}),
    ("Lot 512: DGX H100, tested\n\nThis DGX H100 comes from a research lab.\n\nWhat we measured:\n"
     "- BERT training to target: about 5.1 minutes\n- ResNet-50 training to target: 13.5 minutes\n",
     {row("DGX H100", "BERT", "train_time", 5.1, "min", "~"), row("DGX H100", "ResNet-50", "train_time", 13.5, "min")}),
    # the introducing line names a vendor: its items have an empty system (GOLD.md)
    ("DGX H100训练成绩出炉\n\n本轮测试中，DGX H100完成了多项训练任务。\n\nAMD公布的成绩如下：\n"
     "- BERT：约5.1分钟\n",
     {row("", "BERT", "train_time", 5.1, "min", "~")}),
    # no system in the title: nothing to borrow
    ("本轮训练成绩出炉\n\n主要成绩如下：\n- BERT：约5.1分钟\n",
     {row("", "BERT", "train_time", 5.1, "min", "~")}),
    ("Training results are out\n\nWhat we measured:\n- BERT training to target: about 5.1 minutes\n",
     {row("", "BERT", "train_time", 5.1, "min", "~")}),
]


@pytest.mark.parametrize("text,expected", table(CASES))
def test_untitled_list_takes_the_title_system(text, expected):
    check(text, expected)


# An item of such a list that says more than one sentence: the later sentences of the item borrow the
# system of its earlier one, as any sentence does (the list's line lends none).  Sources: probe8 A w05
# ("七、技术响应摘要" over "1. 投标人承诺，以32台…组成的训练集群…；现场验证实测为7.2分钟。"), probe7 A v05
# (another site: "二、结论先看" over "4. A卡用户：RX 9070 XT…。官方说下个版本的ROCm能再提升20%以上").
ITEMS = [
    ("三、测试摘要\n\n1. 以8台DGX H100组成的集群完成BERT训练用时5.1分钟；复测结果为5.0分钟。\n",
     {row("DGX H100", "BERT", "train_time", 5.1, "min"), row("DGX H100", "BERT", "train_time", 5.0, "min")}),
    ("三、測試摘要\n\n1. 以8台DGX H100組成的叢集完成BERT訓練用時5.1分鐘；複測結果為5.0分鐘。\n",
     {row("DGX H100", "BERT", "train_time", 5.1, "min"), row("DGX H100", "BERT", "train_time", 5.0, "min")}),
    ("Test summary\n\n1. A cluster of eight DGX H100 systems trained BERT in 5.1 minutes. A second BERT run took 5.0 minutes.\n",
     {row("DGX H100", "BERT", "train_time", 5.1, "min"), row("DGX H100", "BERT", "train_time", 5.0, "min")}),
]


@pytest.mark.parametrize("text,expected", table(ITEMS))
def test_item_sentences_borrow_from_the_item(text, expected):
    check(text, expected)
