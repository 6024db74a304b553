"""The benchmark of a claim (round 8, link17): three shapes press writes.

1. A list of times, each after its workload ("Llama 2 70B LoRA約24.3分鐘、BERT約5.2分鐘、Stable
   Diffusion約19.8分鐘"; probe7 A v28, probe6 A u15 "34.5 minutes for BERT and 29.1 minutes for
   ResNet-50 ... 40% on BERT"): two workloads with a figure between them are no list "X、Y和Z" (a list
   of workloads stands for none of them); each figure takes the workload of its own item.
2. A site's banner above the title ("The Silicon Primer | Explainers" over "what five years of MLPerf
   ResNet-50 results tell us"; probe7 A v36, the shape of probe6 u04 and probe7 v28's banners): a
   time to train naming no workload takes the title's one workload -- the title is the first line
   naming a system or a workload.  Only a time to train: a ratio may be over all workloads ("TPU
   v4的性能平均提升了2.7倍" under a subtitle naming BERT, dev B d11, has none in the gold).
4. In English, a figure followed by "on <workload>" is on that workload, before one named earlier in its
   clause ("a reduction of 40% on BERT and 31% on ResNet-50", probe6 A u15; "outperformed the A100 by
   27% on ResNet-50", probe1 p24).
3. A ratio drawn from a time in the same sentence ("a DGX B200 needed 9.1 minutes, making it about
   1.5x faster than the DGX H100"): the ratio is on the workload of that time.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

TIME_LISTS = [
    ("测试成绩如下：\n- XE8640（4颗H100）：BERT约6.1分钟、ResNet-50约13.2分钟、RetinaNet约45.5分钟\n"
     "- XE9680（8颗H100）：BERT约3.4分钟\n",
     {row("XE8640", "BERT", "train_time", 6.1, "min", "~"), row("XE8640", "ResNet-50", "train_time", 13.2, "min", "~"),
      row("XE8640", "RetinaNet", "train_time", 45.5, "min", "~"), row("XE9680", "BERT", "train_time", 3.4, "min", "~")}),
    ("測試成績如下：\n- XE8640（4顆H100）：BERT約6.1分鐘、ResNet-50約13.2分鐘、RetinaNet約45.5分鐘\n"
     "- XE9680（8顆H100）：BERT約3.4分鐘\n",
     {row("XE8640", "BERT", "train_time", 6.1, "min", "~"), row("XE8640", "ResNet-50", "train_time", 13.2, "min", "~"),
      row("XE8640", "RetinaNet", "train_time", 45.5, "min", "~"), row("XE9680", "BERT", "train_time", 3.4, "min", "~")}),
    ("The H100 trained BERT in 6.1 minutes and ResNet-50 in 13.2 minutes.",
     {row("H100", "BERT", "train_time", 6.1, "min"), row("H100", "ResNet-50", "train_time", 13.2, "min")}),
    # a list of workloads with no figure between them still stands for none of them
    ("H100在BERT、ResNet-50和RetinaNet上平均快了2倍。", {row("H100", "", "speedup", 2, "x")}),
    ("H100於BERT、ResNet-50與RetinaNet上平均快了2倍。", {row("H100", "", "speedup", 2, "x")}),
    ("On BERT, ResNet-50 and RetinaNet the H100 was 2x faster than the A100.", {row("H100", "", "speedup", 2, "x")}),
]

_EN_BANNER = ("The Chip Almanac | Explainers\n\n"
              "Six years of MLPerf BERT results, explained\n\n"
              "By A. Writer | May 2, 2025\n\n"
              "The record runs\n\n"
              "- 2020: the DGX A100 needed 49.5 minutes.\n"
              "- 2023: a DGX H100, with eight GPUs, brought it to 13.1 minutes.\n")
_ZH_BANNER = ("芯片百科 | 解读\n\n"
              "六年MLPerf BERT成绩回顾\n\n"
              "历届成绩\n\n"
              "- 2020年：DGX A100用时49.5分钟。\n"
              "- 2023年：八卡的DGX H100把用时缩短到13.1分钟。\n")
_ZH_HANT_BANNER = ("晶片百科 | 解讀\n\n"
                   "六年MLPerf BERT成績回顧\n\n"
                   "歷屆成績\n\n"
                   "- 2020年：DGX A100用時49.5分鐘。\n"
                   "- 2023年：八卡的DGX H100把用時縮短到13.1分鐘。\n")
_BANNER_TIMES = {row("DGX A100", "BERT", "train_time", 49.5, "min"), row("DGX H100", "BERT", "train_time", 13.1, "min")}

BANNERS = [
    (_EN_BANNER, _BANNER_TIMES),
    (_ZH_BANNER, _BANNER_TIMES),
    (_ZH_HANT_BANNER, _BANNER_TIMES),
    # a first line that is no banner (no bar) is the title, even naming nothing: no workload from the body
    ("测试记录\n\n我用BERT跑了一遍训练。\n\n另一段：MI300X的整个训练跑了1个小时。",
     {row("MI300X", "", "train_time", 60, "min")}),
    # a ratio under a subtitle naming one workload stays without one (it may be over all workloads)
    ("谷歌新一代TPU实测\n256块芯片训练BERT只需不到2分钟\n\n与上一代TPU v3相比，TPU v4的性能平均提升了2.7倍。",
     {row("TPU v4", "", "speedup", 2.7, "x"), row("", "BERT", "train_time", 2, "min", "<")}),
]

RATIO_FROM_TIME = [
    ("The Chip Almanac | Explainers\n\nSix years of MLPerf BERT results, explained\n\n"
     "In 2024, a DGX B200 needed 7.2 minutes, making it about 1.8x faster than the DGX H100.",
     {row("DGX B200", "BERT", "train_time", 7.2, "min"), row("DGX B200", "BERT", "speedup", 1.8, "x", "~")}),
    ("芯片百科 | 解读\n\n六年MLPerf BERT成绩回顾\n\n2024年，DGX B200用时7.2分钟，比DGX H100快约1.8倍。",
     {row("DGX B200", "BERT", "train_time", 7.2, "min"), row("DGX B200", "BERT", "speedup", 1.8, "x", "~")}),
    ("晶片百科 | 解讀\n\n六年MLPerf BERT成績回顧\n\n2024年，DGX B200用時7.2分鐘，比DGX H100快約1.8倍。",
     {row("DGX B200", "BERT", "train_time", 7.2, "min"), row("DGX B200", "BERT", "speedup", 1.8, "x", "~")}),
]


ON_AFTER = [
    ("Against the IPU-POD16, the Bow Pod16 cut the time by 40% on BERT and 31% on ResNet-50.",
     {row("Bow Pod16", "BERT", "speedup", 40, "%"), row("Bow Pod16", "ResNet-50", "speedup", 31, "%")}),
    ("Compared with the A100, the H100 trained BERT 2.1x faster and was 1.5x faster on ResNet-50.",
     {row("H100", "BERT", "speedup", 2.1, "x"), row("H100", "ResNet-50", "speedup", 1.5, "x")}),
]


@pytest.mark.parametrize("text, expected", table(ON_AFTER))
def test_a_figure_on_a_workload_takes_it(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(TIME_LISTS))
def test_each_time_of_a_list_takes_the_workload_of_its_item(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(BANNERS))
def test_a_time_to_train_takes_the_title_under_a_banner(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(RATIO_FROM_TIME))
def test_a_ratio_drawn_from_a_time_takes_its_workload(text, expected):
    check(text, expected)
