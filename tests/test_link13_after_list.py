"""A comparison drawn from a list of times is on the list's workload (GOLD.md: a claim whose
benchmark is only implied by the sentence before carries the implied one): the sentence right after
the list's last item, naming no workload of its own, takes the one workload the items measured.
"‧ DGX B200（MLPerf v4.1）：約3.4分鐘" under "以單一8卡節點在BERT上的訓練時間作為基準：" then "換算下來，
A100比V100快約2.7倍…" (probe6 half A u29), "- 之前公司那台4090：3小時05分" then "所以5090單卡比4090快了
約65%" (probe5 t32), "8卡H800：2小时10分左右" then "H800快了50%多一点" (probe4 s05): three sites.
A list whose items measured several workloads implies none of them.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, results, row, table

ONE_WORKLOAD = [
    ("我们在ResNet-50上测了两台机器的训练时间：\n- DGX A100：约28分钟\n- DGX H100：约12分钟\n换算下来，H100比A100快约2.3倍。",
     {row("DGX A100", "ResNet-50", "train_time", 28, "min", "~"), row("DGX H100", "ResNet-50", "train_time", 12, "min", "~"),
      row("H100", "ResNet-50", "speedup", 2.3, "x", "~")}),
    ("我們在ResNet-50上測了兩台機器的訓練時間：\n- DGX A100：約28分鐘\n- DGX H100：約12分鐘\n\n換算下來，H100比A100快約2.3倍。",
     {row("DGX A100", "ResNet-50", "train_time", 28, "min", "~"), row("DGX H100", "ResNet-50", "train_time", 12, "min", "~"),
      row("H100", "ResNet-50", "speedup", 2.3, "x", "~")}),
    ("Our Llama 2 70B LoRA fine-tuning times:\n- DGX H100: 28 minutes\n- DGX B200: 12 minutes\n\n"
     "So the B200 is about 2.3x faster than the H100.",
     {row("DGX H100", "Llama 2 70B", "train_time", 28, "min"), row("DGX B200", "Llama 2 70B", "train_time", 12, "min"),
      row("B200", "Llama 2 70B", "speedup", 2.3, "x", "~")}),
]

SEVERAL_WORKLOADS = [
    ("测试结果如下：\n- BERT：12分钟\n- ResNet-50：20分钟\n所以H100比A100快约2倍。", {row("H100", "", "speedup", 2, "x", "~")}),
    ("測試結果如下：\n- BERT：12分鐘\n- ResNet-50：20分鐘\n所以H100比A100快約2倍。", {row("H100", "", "speedup", 2, "x", "~")}),
    ("Results:\n- BERT: 12 minutes\n- ResNet-50: 20 minutes\nSo the B200 is about 2x faster than the H100.",
     {row("B200", "", "speedup", 2, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(ONE_WORKLOAD))
def test_a_comparison_after_a_list_is_on_its_workload(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(SEVERAL_WORKLOADS))
def test_a_list_of_several_workloads_implies_none(text, expected):
    assert {r for r in results(text) if r[2] == "speedup"} == expected


NO_SYSTEM = [
    "ResNet-50 times by round (minutes):\n\nv0.5 - DGX-1 cluster: 6.3\nv0.6 - TPU v3 Pod: 1.28\n\n"
    "Moore's law alone would have predicted a gain of about 4x over the same period.",
    "各轮ResNet-50最佳成绩（分钟）：\n\nv0.5 - DGX-1集群：6.3\nv0.6 - TPU v3 Pod：1.28\n\n按摩尔定律，同期只能提升约4倍。",
    "各輪ResNet-50最佳成績（分鐘）：\n\nv0.5 - DGX-1集群：6.3\nv0.6 - TPU v3 Pod：1.28\n\n按摩爾定律，同期只能提升約4倍。",
]


@pytest.mark.parametrize("text", NO_SYSTEM)
def test_a_figure_of_no_system_after_a_list_stays_no_claim(text):
    # a figure of nothing named is no claim; the list lends it no workload to make it one (probe1 p19)
    assert {r[2] for r in results(text)} == {"train_time"}
