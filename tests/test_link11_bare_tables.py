"""A table whose rows have no outer pipes (``型号 | 显存 | 参考价（元）``, then
``RTX 5090 | 32GB | 16499``) is read like a markdown table: a unit in a
column's header applies to its cells, each row's system is its first cell
(GOLD.md: a table counts like sentences).  A byline or a list of links on one
line (``Blog | Pricing``, ``Contact sales | Status | Terms``) is no table: a
row has three cells at least and a table as many cells in each row as in its
header.

A column timing one item (出图（秒/张）, "seconds per image") holds latencies:
time mentions, no time to train.

Found in three sources of probe6 half A, each from another site (a Simplified
buyers' guide's table of cards, prices and fine-tuning minutes; a Traditional
history of GPU prices in USD; an English cloud blog's table of old and new
rates under "(USD per GPU-hour)").  The tables are our own.
"""
from __future__ import annotations

import pytest

from amounts_table import P, PCT, T, check as check_amounts
from test_links import check, row, table

SIMPLIFIED = ("显卡横评结果\n"
              "型号 | 显存 | 售价（元） | 出图（秒/张） | 微调BERT（分钟）\n"
              "RTX 4080 | 16GB | 7999 | 3.2 | 55\n"
              "RX 7800 XT | 16GB | 约3899 | 5.5 | 130\n"
              "注：单卡测试。")
TRADITIONAL = ("顯示卡橫評結果\n"
               "型號 | 顯存 | 售價（元） | 出圖（秒/張） | 微調BERT（分鐘）\n"
               "RTX 4080 | 16GB | 32900 | 3.2 | 55\n"
               "RX 7800 XT | 16GB | 約15900 | 5.5 | 130\n"
               "註：單卡測試。")
ENGLISH = ("Rates after the cut (USD per GPU-hour)\n\n"
           "Instance | GPUs | Old rate | New rate | Change\n"
           "p5.48xlarge | 8x H100 | 3.90 | 3.10 | -21%\n"
           "p5e.48xlarge | 8x H200 | 4.60 | 3.70 | -20%\n")
RANGE = ("各代显卡参考价\n"
         "型号 | 发布年 | 参考价（美元） | 显存\n"
         "A100 | 2020 | 约12,000至16,000 | 80GB\n"
         "H200 | 2024 | 约32,000 | 141GB\n")
BYLINE = ("硬件周刊 | 作者：小王 | 阅读 3.2万\n"
          "Contact sales | Pricing (USD) | Status\n"
          "H100售价约3万美元。\n")

AMOUNTS = [
    (SIMPLIFIED, {P(7999, "CNY"), P(3899, "CNY", "~"), T(3.2 / 60), T(5.5 / 60), T(55), T(130)}),
    (TRADITIONAL, {P(32900, "TWD"), P(15900, "TWD", "~"), T(3.2 / 60), T(5.5 / 60), T(55), T(130)}),
    (ENGLISH, {P(3.9, "USD"), P(3.1, "USD"), P(4.6, "USD"), P(3.7, "USD"), PCT(21), PCT(20)}),
    (RANGE, {P(12000, "USD", "~"), P(16000, "USD", "~"), P(32000, "USD", "~")}),
    # a byline and a line of links: no table, their numbers no cells
    (BYLINE, {P(30000, "USD", "~")}),
    # a header and rows of different counts of cells: no table
    ("型号 | 售价（元）\nRTX 4080 | 16GB | 7999\n", set()),
]


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=t.split("\n")[0]) for t, e in AMOUNTS])
def test_the_cells_of_a_table_without_outer_pipes(text, expected):
    check_amounts(text, expected)


LINKED = [
    (SIMPLIFIED, {row("RTX 4080", "", "price", 7999, "CNY"), row("RX 7800 XT", "", "price", 3899, "CNY", "~"),
                  row("RTX 4080", "BERT", "train_time", 55, "min"),
                  row("RX 7800 XT", "BERT", "train_time", 130, "min")}),
    (TRADITIONAL, {row("RTX 4080", "", "price", 32900, "TWD"), row("RX 7800 XT", "", "price", 15900, "TWD", "~"),
                   row("RTX 4080", "BERT", "train_time", 55, "min"),
                   row("RX 7800 XT", "BERT", "train_time", 130, "min")}),
    (ENGLISH, {row("p5.48xlarge", "", "price", 3.9, "USD"), row("p5.48xlarge", "", "price", 3.1, "USD"),
               row("p5e.48xlarge", "", "price", 4.6, "USD"), row("p5e.48xlarge", "", "price", 3.7, "USD")}),
    (RANGE, {row("A100", "", "price", 12000, "USD", "~"), row("A100", "", "price", 16000, "USD", "~"),
             row("H200", "", "price", 32000, "USD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(LINKED))
def test_each_row_is_its_systems_and_a_column_per_image_is_no_time_to_train(text, expected):
    check(text, expected)


OWN_CURRENCY = [
    # amounts that write their own currency, in a table without outer pipes: each row's system's price
    ("Instance | GPUs | On-demand | Reserved\np5.48xlarge | 8x H100 | $3.90 | $3.10\n"
     "p5e.48xlarge | 8x H200 | $4.60 | $3.70\n",
     {row("p5.48xlarge", "", "price", 3.9, "USD"), row("p5.48xlarge", "", "price", 3.1, "USD"),
      row("p5e.48xlarge", "", "price", 4.6, "USD"), row("p5e.48xlarge", "", "price", 3.7, "USD")}),
    ("型号 | 发布年 | 参考价\nH100 | 2022 | 约3万美元\nB200 | 2024 | 约4万美元\n",
     {row("H100", "", "price", 30000, "USD", "~"), row("B200", "", "price", 40000, "USD", "~")}),
    ("型號 | 發表年 | 參考價\nH100 | 2022 | 約3萬美元\nB200 | 2024 | 約4萬美元\n",
     {row("H100", "", "price", 30000, "USD", "~"), row("B200", "", "price", 40000, "USD", "~")}),
    # a byline over a line of another shape: no table, the H100's price is read like a sentence's
    ("Hardware Weekly | By Sam Lee | 5 min read\nH100 | on sale now | from $25,000 | limited stock | ships today\n",
     set()),
    # a table delimited by runs of spaces is no table without outer pipes: its header of systems prices them
    ("Specifications\n\n                RTX 4080     RTX 4090\nLaunch price    $1,199       $1,599\n",
     {row("RTX 4080", "", "price", 1199, "USD"), row("RTX 4090", "", "price", 1599, "USD")}),
    # a column of seconds per image holds latencies: no time to train
    ("| GPU | Price (USD) | Seconds per image | BERT fine-tune (minutes) |\n|---|---|---|---|\n"
     "| L40S | 7,900 | 4.1 | 61 |\n| A100 | 11,500 | 3.0 | 38 |\n",
     {row("L40S", "", "price", 7900, "USD"), row("A100", "", "price", 11500, "USD"),
      row("L40S", "BERT", "train_time", 61, "min"), row("A100", "BERT", "train_time", 38, "min")}),
]


@pytest.mark.parametrize("text, expected", table(OWN_CURRENCY))
def test_amounts_with_their_own_currency_in_a_table_without_outer_pipes(text, expected):
    check(text, expected)
