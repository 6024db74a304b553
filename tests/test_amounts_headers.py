"""A unit stated once for many bare numbers (issue 13, probe class 2; GOLD.md:
a unit in a column's header applies to its cells): markdown tables with the
unit in a column header, tables delimited by tabs or runs of spaces under a
header row or a line stating the unit, and lists whose introducing line states
it; ranges and qualifiers in cells.  The unit holds in its own table or list
and its own columns only: counts, sizes and model numbers stay out.  Tables of
our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import pipeline

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, T, check, rows  # noqa: E402

MARKDOWN = [
    ("| 机型 | 显存 | 按量价格（元/小时） | 包月（元/月） |\n|---|---|---|---|\n"
     "| 甲型 | 80GB | 30.5 | 12,000 |\n| 乙型 | 24GB | 9.8 | 3,600 |\n",
     {P(30.5, "CNY"), P(12000, "CNY"), P(9.8, "CNY"), P(3600, "CNY")}),
    ("| 型號 | 記憶體 | 售價（新台幣萬元） |\n|:---|:---:|---:|\n| 甲 | 96GB | 95 |\n| 乙 | 141GB | 120 |\n",
     {P(950000, "TWD"), P(1200000, "TWD")}),
    ("| Instance | GPUs | Price (USD/hr) |\n| --- | --- | --- |\n| big-8 | 8 | 98.32 |\n| small-1 | 1 | 12.29 |\n",
     {P(98.32, "USD"), P(12.29, "USD")}),
    ("| Year | Chip | Price (USD) |\n|---|---|---|\n| 2023 | H100 | 30,000 |\n| 2024 | B200 | 40,000 |\n",
     {P(30000, "USD"), P(40000, "USD")}),
    ("| Benchmark | Time (min) | Chips |\n|---|---|---|\n| BERT | 5.2 | 1024 |\n| DLRM | 1.1 | 256 |\n",
     {T(5.2), T(1.1)}),
    ("| Model | Cost, USD |\n|---|---|\n| Alpha | 4,500 |\n| Beta | ~9,000 |\n", {P(4500, "USD"), P(9000, "USD", "~")}),
    # ranges and qualifiers in a cell
    ("| 型号 | 价格（元/卡/小时） |\n|---|---|\n| 甲 | 1.98~2.58 |\n| 乙 | 约4.2 |\n",
     {P(1.98, "CNY", ">="), P(2.58, "CNY", "<="), P(4.2, "CNY", "~")}),
    ("以下為各機種的報價與說明。\n\n| 機型 | 月租（元） |\n|---|---|\n| 甲 | 1.2萬 |\n| 乙 | 6-9萬 |\n",
     {P(12000, "TWD"), P(60000, "TWD", ">="), P(90000, "TWD", "<=")}),
    # a unit stated above the table: the columns whose header names a price
    ("以下金额单位：元。\n\n| 型号 | 数量 | 单价 | 总价 |\n|---|---|---|---|\n| 甲 | 8 | 1,200 | 9,600 |\n",
     {P(1200, "CNY"), P(9600, "CNY")}),
    # no unit in the header, a cell with its own unit, a remark cell, the text after the table
    ("| 型号 | 显存（GB） | 功耗（W） |\n|---|---|---|\n| 甲 | 80 | 700 |\n", set()),
    ("| 型号 | 价格 |\n|---|---|\n| 甲 | $30,000 |\n| 乙 | 25000 |\n", {P(30000, "USD")}),
    ("| Model | Price (USD) |\n|---|---|\n| Alpha | 4,500 (list) |\n| Beta | call us |\n| Gamma | 12 GPUs |\n",
     {P(4500, "USD")}),
    ("| 型号 | 价格（美元） |\n|---|---|\n| 甲 | 3,000 |\n\n一共卖出 5000 台。\n", {P(3000, "USD")}),
]

DELIMITED = [
    ("All prices are in USD per hour.\n\nInstance     GPUs  vCPU  On-demand  Spot\n"
     "big-8        8     192   98.32      40.10\nsmall-1      1     24    12.29      5.05\n",
     {P(98.32, "USD"), P(40.10, "USD"), P(12.29, "USD"), P(5.05, "USD")}),
    ("单位：元/月\n型号\t显存\t包月价格\n甲\t80GB\t16520\n乙\t24GB\t4200\n", {P(16520, "CNY"), P(4200, "CNY")}),
    ("單位：新台幣萬元\n\n機型    數量    報價\n甲型    8       950\n乙型    4       480\n",
     {P(9.5e6, "TWD"), P(4.8e6, "TWD")}),
    ("System        Chips   Time to train (minutes)\nPod-A         1024    1.28\nPod-B         256     7.1\n",
     {T(1.28), T(7.1)}),
    # no unit anywhere, or the statement is not the line above the table
    ("Model  GPUs  Memory\nX  8  640\nY  4  320\n", set()),
    ("单位：元/月\n这一段话说的是别的事情。\n\n型号\t包月价格\n甲\t16520\n", set()),
]

LISTS = [
    ("下面是几家平台的报价，单位：元/卡/小时。\n\n- 甲平台：6.5（经常缺货）\n- 乙平台：约12\n- 丙平台：1.9～2.6，看时段\n\n"
     "另外包月更便宜。\n",
     {P(6.5, "CNY"), P(12, "CNY", "~"), P(1.9, "CNY", ">="), P(2.6, "CNY", "<=")}),
    ("各機型報價如下（單位：新台幣萬元）：\n1. 甲型：95\n2. 乙型：120\n", {P(950000, "TWD"), P(1200000, "TWD")}),
    ("Time to train ResNet-50, by system (minutes):\nSystem A (8 GPUs): 28.5\nSystem B: 12.1\n", {T(28.5), T(12.1)}),
    ("Hourly rates below are in EUR per hour:\n- Small node: 1.60\n- Large node: 12.80\n",
     {P(1.6, "EUR"), P(12.8, "EUR")}),
    ("訓練時間整理如下（分鐘）：\n• 甲叢集：3.4\n• 乙叢集：約5\n", {T(3.4), T(5, "~")}),
    # no statement, a value that is no bare number, a clock time, an item after the list ended
    ("Results:\n- A: 6.5\n- B: 12\n", set()),
    ("单位：元\n- 显存：80GB\n- 功耗：700W\n", set()),
    ("单位：分钟\n- 开始：10:30\n", set()),
    ("单位：元/卡/小时。\n- 甲：6.5\n\n其他平台没有公开价格。\n- 丁：3.3\n", {P(6.5, "CNY")}),
]


@pytest.mark.parametrize("text,expected", rows(MARKDOWN))
def test_markdown_tables(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(DELIMITED))
def test_delimited_tables(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(LISTS))
def test_lists_under_a_stated_unit(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text", [t for t, _ in MARKDOWN + DELIMITED + LISTS])
def test_cells_keep_their_offsets(text):
    df = pipeline.extract(text)
    for r in df.itertuples():
        assert text[r.start:r.end] == r.text
        if "/table:" in r.rule or "/intro:" in r.rule:
            assert r.text[0].isdigit(), r.text  # the bare number itself


def test_a_long_table_gives_every_cell_once():
    """10,000 rows: each price cell once, at its own offsets; the GPU count and the memory size never."""
    from pipeline.extractors import find_mentions_in_text

    rows_ = [f"| node-{i} | {i % 8 + 1} | 80GB | {i % 97}.25 |\n" for i in range(10_000)]
    text = "| Instance | GPUs | Memory | Price (USD/hr) |\n|---|---|---|---|\n" + "".join(rows_)
    cells = [m for m in find_mentions_in_text(text, "en") if m.type != "system"]
    assert len(cells) == 10_000
    assert all(m.type == "price" and m.unit == "USD" and text[m.start:m.end] == f"{m.value:g}" for m in cells)


# probe round 3: a unit stated above a results table whose columns are benchmarks (or systems);
# a rate written after a word, before a remark, or after a slash
NAMED_COLUMNS = [
    ("本轮部分成绩如下（单位：分钟，越低越好）：\n\n| 系统 | 加速器数量 | BERT | ResNet-50 |\n|---|---|---|---|\n"
     "| 甲 | 64 | 5.2 | 12.5 |\n| 乙 | 8 | — | 30.1 |\n", {T(5.2), T(12.5), T(30.1)}),
    ("部分成績如下（單位：分鐘）：\n\n| 系統 | 晶片數 | BERT | DLRM |\n|---|---|---|---|\n| 甲 | 256 | 1.3 | 2.1 |\n",
     {T(1.3), T(2.1)}),
    ("Times to train, in minutes:\n\n| System | Chips | BERT | ResNet-50 |\n|---|---|---|---|\n| A | 1024 | 0.9 | 1.4 |\n",
     {T(0.9), T(1.4)}),
    ("单位：分钟\n\n| 基准 | H100 | A100 |\n|---|---|---|\n| BERT | 5.4 | 11.2 |\n", {T(5.4), T(11.2)}),
    # no stated unit: a name in the header gives nothing
    ("| 系统 | BERT | ResNet-50 |\n|---|---|---|\n| 甲 | 5.2 | 12.5 |\n", set()),
]

RATE_HEADERS = [
    ("| Chip | On-demand USD per chip-hour | 1-yr |\n|---|---|---|\n| v5e | 1.20 | 0.84 |\n| v5p | 4.20 | 2.94 |\n",
     {P(1.2, "USD"), P(4.2, "USD")}),
    ("| GPU | USD/GPU-hour, on-demand |\n|---|---|\n| Alpha | 2.49 |\n", {P(2.49, "USD")}),
    ("| GPU | $/GPU-hr |\n|---|---|\n| Alpha | 2.49 |\n", {P(2.49, "USD")}),
    ("| GPU | Spot $/GPU-hr |\n|---|---|\n| Alpha | 1.10 |\n", {P(1.1, "USD")}),
    ("| 型号 | 元/卡/小时（按需） |\n|---|---|\n| 甲 | 8.5 |\n", {P(8.5, "CNY")}),
    ("| 型號 | 新台幣/GPU小時（隨需） |\n|---|---|\n| 甲 | 160 |\n", {P(160, "TWD")}),
    ("| 型号 | 单价/元 |\n|---|---|\n| 甲 | 9,600 |\n", {P(9600, "CNY")}),
    ("| 型號 | 價格/美元 |\n|---|---|\n| 甲 | 30,000 |\n", {P(30000, "USD")}),
    ("| 基准 | 训练时间/分钟 |\n|---|---|\n| BERT | 5.4 |\n", {T(5.4)}),
    # a slash after a word of another type, or a count of GPU hours: no unit
    ("| 型号 | 价格/小时 |\n|---|---|\n| 甲 | 249 |\n", set()),
    ("| Model | GPU hours |\n|---|---|\n| Alpha | 2,788,000 |\n", set()),
    ("| GPU | Memory GB/s |\n|---|---|\n| Alpha | 3350 |\n", set()),
]


@pytest.mark.parametrize("text,expected", rows(NAMED_COLUMNS))
def test_a_stated_unit_goes_to_the_named_columns(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(RATE_HEADERS))
def test_rate_headers(text, expected):
    check(text, expected)
