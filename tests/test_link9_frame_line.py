"""The line introducing a list gives its items their subject (GOLD.md) as a whole line: where its
last sentence ("测试结果如下：", "The results:") names no system, the subject of an earlier sentence of
that line does ("本次测试中，“天穹一号”使用128个计算节点…。测试结果如下：" then "CosmoFlow：训练时间5.3分钟；"),
and a word in it that refers back (在这套集群上…：) names the system it refers to.  A vendor as the
subject of the last sentence still leaves the items with an empty system.  Issue 12; the class is in
probe4 (s07, an HPC centre's news page) and probe5 (t29, a cloud vendor's blog).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

FRAME_LINE = [
    ("本轮测试中，Gaudi3集群使用64个节点参加了两项任务。成绩如下：\n"
     "- BERT：训练时间12分钟；\n- ResNet-50：训练时间20分钟。",
     {row("Gaudi3", "BERT", "train_time", 12, "min"), row("Gaudi3", "ResNet-50", "train_time", 20, "min")}),
    ("本輪測試中，Gaudi3叢集使用64個節點參加了兩項任務。成績如下：\n"
     "- BERT：訓練時間12分鐘；\n- ResNet-50：訓練時間20分鐘。",
     {row("Gaudi3", "BERT", "train_time", 12, "min"), row("Gaudi3", "ResNet-50", "train_time", 20, "min")}),
    ("In this round the Gaudi3 cluster ran two tasks on 64 nodes. The results:\n"
     "- BERT: 12 minutes to train\n- ResNet-50: 20 minutes to train",
     {row("Gaudi3", "BERT", "train_time", 12, "min"), row("Gaudi3", "ResNet-50", "train_time", 20, "min")}),
    # a vendor as the subject of the line's last sentence: the items keep an empty system
    ("本轮测试中，Gaudi3集群使用64个节点参加了两项任务。英特尔公布的成绩如下：\n"
     "- BERT：训练时间12分钟；\n- ResNet-50：训练时间20分钟。",
     {row("", "BERT", "train_time", 12, "min"), row("", "ResNet-50", "train_time", 20, "min")}),
]

THIS_CLUSTER = [
    ("今年，该中心建成了一套由512颗MI300X组成的训练集群。\n\n在这套集群上，我们测试了两个模型：\n"
     "- BERT：用时12分钟；\n- ResNet-50：用时20分钟。",
     {row("MI300X", "BERT", "train_time", 12, "min"), row("MI300X", "ResNet-50", "train_time", 20, "min")}),
    ("今年，該中心建成了一套由512顆MI300X組成的訓練叢集。\n\n在這套叢集上，我們測試了兩個模型：\n"
     "- BERT：用時12分鐘；\n- ResNet-50：用時20分鐘。",
     {row("MI300X", "BERT", "train_time", 12, "min"), row("MI300X", "ResNet-50", "train_time", 20, "min")}),
    ("This year the centre built a training cluster of 512 MI300X accelerators.\n\n"
     "On this cluster we trained two models:\n- BERT: 12 minutes\n- ResNet-50: 20 minutes",
     {row("MI300X", "BERT", "train_time", 12, "min"), row("MI300X", "ResNet-50", "train_time", 20, "min")}),
]


@pytest.mark.parametrize("text, expected", table(FRAME_LINE))
def test_frame_line_earlier_sentence(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(THIS_CLUSTER))
def test_frame_refers_back(text, expected):
    check(text, expected)
