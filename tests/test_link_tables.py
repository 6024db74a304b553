"""Table cells and list items under a stated unit (round 3): a cell takes its
row's system (the row's first system; else its column header's), its row's
benchmark (else its column header's), and its column's metric (money under a
column of prices or rates is a price, under a column of revenue none; a time
is a time to train).  Tables of our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

# -- a column of prices or rates: the row's system (the name cell before the accelerator's) ----------

PRICE_COLUMNS = [
    ("各家云厂商的实例价格如下：\n\n"
     "| 云厂商 | 实例 | 加速卡 | 按量（元/小时） | 包月（元/月） |\n|---|---|---|---|---|\n"
     "| 甲云 | p4d.24xlarge | A100 ×8 | 98.5 | 52,000 |\n"
     "| 乙云 | 专属资源池 | 昇腾910B ×8 | 120.00 | 6.1万 |\n",
     {row("p4d.24xlarge", "", "price", 98.5, "CNY"), row("p4d.24xlarge", "", "price", 52_000, "CNY"),
      row("Ascend 910B", "", "price", 120, "CNY"), row("Ascend 910B", "", "price", 61_000, "CNY")}),
    ("各家雲端業者的執行個體價格如下：\n\n"
     "| 業者 | 執行個體 | 加速卡 | 隨需（新台幣元/小時） |\n|---|---|---|---|\n"
     "| 甲雲 | p5.48xlarge | H100 ×8 | 1,650 |\n"
     "| 乙雲 | 共享方案 | H200 ×1 | 180 |\n",
     {row("p5.48xlarge", "", "price", 1650, "TWD"), row("H200", "", "price", 180, "TWD")}),
    ("Rental rates we were quoted this month:\n\n"
     "| Provider | Instance | GPUs | On-demand (USD/hour) | Reserved (USD/hour) |\n|---|---|---|---|---|\n"
     "| Cloud A | p4d.24xlarge | A100 x8 | 21.96 | 13.10 |\n"
     "| Cloud B | bare metal | H100 x8 | 31.50 | 19.75 |\n",
     {row("p4d.24xlarge", "", "price", 21.96, "USD"), row("p4d.24xlarge", "", "price", 13.1, "USD"),
      row("H100", "", "price", 31.5, "USD"), row("H100", "", "price", 19.75, "USD")}),
    # a column of money that is no system's price: revenue
    ("Providers at a glance:\n\n"
     "| Provider | Instance | On-demand (USD/hour) | Revenue (USD million) |\n|---|---|---|---|\n"
     "| Cloud A | p4d.24xlarge | 21.96 | 140 |\n",
     {row("p4d.24xlarge", "", "price", 21.96, "USD")}),
    ("各厂商一览：\n\n| 厂商 | 实例 | 按量（元/小时） | 营收（亿元） |\n|---|---|---|---|\n"
     "| 甲云 | p4d.24xlarge | 98.5 | 35 |\n",
     {row("p4d.24xlarge", "", "price", 98.5, "CNY")}),
    ("各廠商一覽：\n\n| 廠商 | 執行個體 | 隨需（新台幣元/小時） | 營收（億元） |\n|---|---|---|---|\n"
     "| 甲雲 | p4d.24xlarge | 900 | 35 |\n",
     {row("p4d.24xlarge", "", "price", 900, "TWD")}),
    # a row naming no system gives no price
    ("机房成本一览：\n\n| 项目 | 金额（万元） |\n|---|---|\n| 电费 | 120 |\n| 人工 | 80 |\n", set()),
]


@pytest.mark.parametrize("text,expected", table(PRICE_COLUMNS))
def test_a_price_cell_is_its_rows_system_price(text, expected):
    check(text, expected)


# -- a column of times: the benchmark of the row, else of the column's header ------------------------

TIME_COLUMNS = [
    ("本轮部分成绩：\n\n| 系统 | 加速器数量 | Llama 2 70B LoRA（分钟） | BERT（分钟） |\n|---|---|---|---|\n"
     "| NVIDIA DGX B200 | 8 | 11.2 | 3.6 |\n| AMD MI300X 平台 | 8 | 28.4 | — |\n",
     {row("DGX B200", "Llama 2 70B", "train_time", 11.2, "min"), row("DGX B200", "BERT", "train_time", 3.6, "min"),
      row("MI300X", "Llama 2 70B", "train_time", 28.4, "min")}),
    ("本輪部分成績：\n\n| 系統 | 加速器數量 | Llama 2 70B LoRA（分鐘） | BERT（分鐘） |\n|---|---|---|---|\n"
     "| NVIDIA DGX B200 | 8 | 11.2 | 3.6 |\n| AMD MI300X 平台 | 8 | 28.4 | — |\n",
     {row("DGX B200", "Llama 2 70B", "train_time", 11.2, "min"), row("DGX B200", "BERT", "train_time", 3.6, "min"),
      row("MI300X", "Llama 2 70B", "train_time", 28.4, "min")}),
    ("Selected results:\n\n| System | Accelerators | Llama 2 70B LoRA (minutes) | BERT (minutes) |\n"
     "|---|---|---|---|\n| NVIDIA DGX B200 | 8 | 11.2 | 3.6 |\n| AMD MI300X platform | 8 | 28.4 | - |\n",
     {row("DGX B200", "Llama 2 70B", "train_time", 11.2, "min"), row("DGX B200", "BERT", "train_time", 3.6, "min"),
      row("MI300X", "Llama 2 70B", "train_time", 28.4, "min")}),
    # systems in the header, benchmarks in the rows
    ("两代平台对比：\n\n| 基准 | H100（分钟） | A100（分钟） |\n|---|---|---|\n| BERT | 3.1 | 8.2 |\n",
     {row("H100", "BERT", "train_time", 3.1, "min"), row("A100", "BERT", "train_time", 8.2, "min")}),
    ("兩代平台對比：\n\n| 基準 | H100（分鐘） | A100（分鐘） |\n|---|---|---|\n| BERT | 3.1 | 8.2 |\n",
     {row("H100", "BERT", "train_time", 3.1, "min"), row("A100", "BERT", "train_time", 8.2, "min")}),
    ("Two generations side by side:\n\nBenchmark    H100 (minutes)    A100 (minutes)\n"
     "BERT         3.1               8.2\nResNet-50    12.4              27.9\n",
     {row("H100", "BERT", "train_time", 3.1, "min"), row("A100", "BERT", "train_time", 8.2, "min"),
      row("H100", "ResNet-50", "train_time", 12.4, "min"), row("A100", "ResNet-50", "train_time", 27.9, "min")}),
]


@pytest.mark.parametrize("text,expected", table(TIME_COLUMNS))
def test_a_time_cell_is_a_time_to_train_on_its_row_or_column(text, expected):
    check(text, expected)


# -- the items of a list whose introducing line states the unit --------------------------------------

LIST_ITEMS = [
    ("我们拿到的时租报价如下（单位：元/卡/小时）：\n- A100 80G：6.2\n- H100：9.5\n",
     {row("A100", "", "price", 6.2, "CNY"), row("H100", "", "price", 9.5, "CNY")}),
    ("我們拿到的時租報價如下（單位：新台幣元/卡/小時）：\n- A100 80G：62\n- H100：95\n",
     {row("A100", "", "price", 62, "TWD"), row("H100", "", "price", 95, "TWD")}),
    ("Hourly rates we were quoted (USD per GPU-hour):\n- A100 80GB: 1.29\n- H100: 2.19\n",
     {row("A100", "", "price", 1.29, "USD"), row("H100", "", "price", 2.19, "USD")}),
]


@pytest.mark.parametrize("text,expected", table(LIST_ITEMS))
def test_an_item_under_a_stated_unit_is_its_systems(text, expected):
    check(text, expected)
