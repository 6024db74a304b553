"""Round 6 (amounts6): price classes, each a test table of our own sentences in
Simplified, Traditional and English.

- table rows whose amounts write their own currency: the row's (or column's)
  system's price (pipeline/link/cells.py, ``own_currency``);
- a 元 alone in a Hong Kong article (Traditional, naming HKD and no TWD) is HKD
  (pipeline/extractors/currency.py, ``local_currency``);
- "由24元降至18元", "cut from $3.10 to $2.49": the later price of the same system
  (pipeline/link/prices.py, ``earlier_price``);
- a unit stated in a parenthesis that ends a table's introducing line, with a
  remark after a comma, and commitment columns (1年承诺, 1-year commitment)
  (pipeline/extractors/stated_units.py, data/column_cues.csv);
- 70B, 32B beside money: a model's size, no amount (pipeline/extractors/currency.py);
- price list items (pipeline/link/cells.py, ``_list_item``);
- a bare ``$`` after a statement of the page's currency (currency.py, ``_stated_dollars``).
"""
from __future__ import annotations

import pytest

import pipeline


def _prices(text: str) -> set[tuple[str, float, str]]:
    df = pipeline.extract(text, table="results")
    return {(r.system, float(r.value), r.unit) for r in df.itertuples() if r.metric == "price"}


def _mentions(text: str) -> set[tuple[float, str]]:
    df = pipeline.extract(text)
    return {(float(r.value), r.unit) for r in df.itertuples() if r.type == "price"}


OWN_CURRENCY_ROWS = [
    # markdown table, amounts with their own sign, the row's system; 8张 is no part here (first system)
    ("| 机型 | 配置 | 按量价格 | 包年价格 |\n|---|---|---|---|\n| p5.48xlarge | 8x H100 | ¥320.50 | ¥210.00 |\n"
     "| Gaudi2 | 8张 | ¥99.00 | ¥70.00 |\n",
     {("p5.48xlarge", 320.5, "CNY"), ("p5.48xlarge", 210.0, "CNY"), ("Gaudi2", 99.0, "CNY"), ("Gaudi2", 70.0, "CNY")}),
    # space-aligned table (Traditional)
    ("規格  配置  原價  新價\np5.48xlarge  8x H100 80GB  US$96.40  US$53.02\nMI300X  單卡  US$4.10  US$3.20\n",
     {("p5.48xlarge", 96.4, "USD"), ("p5.48xlarge", 53.02, "USD"), ("MI300X", 4.1, "USD"), ("MI300X", 3.2, "USD")}),
    ("Model           GPUs         List price    Sale price\np4d.24xlarge    8x A100      $31.50        $20.10\n"
     "TPU v5e         one chip     $1.30         $0.90\n",
     {("p4d.24xlarge", 31.5, "USD"), ("p4d.24xlarge", 20.1, "USD"), ("TPU v5e", 1.3, "USD"), ("TPU v5e", 0.9, "USD")}),
    # a row of prices under a header of systems: the column's system
    ("                 A100      H100      B200\nMemory           80GB      80GB      192GB\n"
     "Street price     $9,800    $24,500   $41,000\n",
     {("A100", 9800.0, "USD"), ("H100", 24500.0, "USD"), ("B200", 41000.0, "USD")}),
    # the row's name is no known system, the system in a later cell is counted: a part, no subject
    ("| Plan | GPUs | On-demand (per GPU-hour) |\n|---|---|---|\n| Plan Alpha | 8x H100 | $2.75 |\n", set()),
    # ... and a cloud instance in the row's first cell is the row's system (names6's instance pattern)
    ("| Instance | GPUs | On-demand (per GPU-hour) |\n|---|---|---|\n| xz.h100.8x | 8x H100 | $2.75 |\n",
     {("xz.h100.8x", 2.75, "USD")}),
    ("| 實例 | 配置 | 每小時價格 |\n|---|---|---|\n| 自家規格A | 8卡H100 | US$22.00 |\n", set()),
    # money of another kind in a column (营收): no price of the row's system
    ("| 产品 | 营收 |\n|---|---|\n| H100 | $30.0亿 |\n", set()),
]


@pytest.mark.parametrize("text,expected", OWN_CURRENCY_ROWS)
def test_own_currency_table_rows(text, expected):
    assert _prices(text) == expected


HONG_KONG_YUAN = [
    # Traditional, HKD named, no TWD: 元 alone is HKD
    ("數碼港算力中心的H200每GPU小時收費38港元，H800則每小時24元。", {(38.0, "HKD"), (24.0, "HKD")}),
    ("本港一台8卡伺服器月租約10萬港元，單卡每小時約18元。", {(100000.0, "HKD"), (18.0, "HKD")}),
    # Traditional with no HKD: TWD (unchanged)
    ("台積電ADR收報200美元，H200租金每小時24元。", {(200.0, "USD"), (24.0, "TWD")}),
    # Traditional naming both HKD and TWD: the Taiwan default holds
    ("港股報7.35港元；新台幣3億元的標案中，H200每台售價約500萬元。", {(7.35, "HKD"), (300000000.0, "TWD"),
                                                     (5000000.0, "TWD")}),
    # Simplified naming HKD (a mainland article on Hong Kong shares): CNY
    ("港股收报7.35港元，H20单卡售价约9.5万元。", {(7.35, "HKD"), (95000.0, "CNY")}),
]


@pytest.mark.parametrize("text,expected", HONG_KONG_YUAN)
def test_hong_kong_yuan(text, expected):
    assert _mentions(text) == expected


LATER_PRICE = [
    ("H800则由每小时24元降至18元。", {("H800", 24.0, "CNY"), ("H800", 18.0, "CNY")}),
    ("舊有的H800則由每小時24港元下調至18港元。", {("H800", 24.0, "HKD"), ("H800", 18.0, "HKD")}),
    ("The H100 rental was cut from $3.10 to $2.49 per hour this week.", {("H100", 3.1, "USD"), ("H100", 2.49, "USD")}),
    # a count after 增至 is no price; nothing is added
    ("H100售价30万元，出货量增至20万台。", {("H100", 300000.0, "CNY")}),
]


@pytest.mark.parametrize("text,expected", LATER_PRICE)
def test_later_price(text, expected):
    assert _prices(text) == expected


INTRO_REMARK = [
    # the unit first in a parenthesis ending the introducing line, a remark after a comma
    ("下表为三款加速卡的租用价格（美元/每卡小时，以华东区域为准）：\n\n型号\t按需\t1年承诺\nH100\t2.10\t1.50\nA100\t1.20\t0.90\n",
     {("H100", 2.1, "USD"), ("H100", 1.5, "USD"), ("A100", 1.2, "USD"), ("A100", 0.9, "USD")}),
    ("下表為兩款晶片的公開價格（美元／每晶片小時，不含稅）：\n\n型號\t隨需\t3 年承諾\nTPU v5e\t1.10\t0.50\nTPU v5p\t4.00\t1.80\n",
     {("TPU v5e", 1.1, "USD"), ("TPU v5e", 0.5, "USD"), ("TPU v5p", 4.0, "USD"), ("TPU v5p", 1.8, "USD")}),
    ("Current list prices (USD per GPU-hour, before tax):\n\nGPU\tOn-demand\t1-year commitment\nH100\t2.40\t1.70\n"
     "L40S\t0.95\t0.66\n",
     {("H100", 2.4, "USD"), ("H100", 1.7, "USD"), ("L40S", 0.95, "USD"), ("L40S", 0.66, "USD")}),
]


@pytest.mark.parametrize("text,expected", INTRO_REMARK)
def test_intro_unit_with_remark(text, expected):
    assert _prices(text) == expected


MODEL_SIZES = [
    ("台幣大概13萬就買得到，128G統一記憶體可以塞得下70B", {(130000.0, "TWD")}),
    ("人民币大概3万就能买到，显存装得下32B", {(30000.0, "CNY")}),
    ("That costs about ¥30,000, and the 64GB card holds a 32B model.", {(30000.0, "CNY")}),
]


@pytest.mark.parametrize("text,expected", MODEL_SIZES)
def test_model_size_is_no_amount(text, expected):
    assert _mentions(text) == expected


PRICE_LIST_ITEMS = [
    ("**配件清单**\n\n- EPYC 7543（32核）：¥1,300\n- 华擎主板ROMED8：¥3,600\n", {("EPYC 7543", 1300.0, "CNY")}),
    ("‧NVIDIA L40S 48GB（被動散熱）　　NT$255,000\n‧AMD Instinct MI210 64GB　　NT$390,000\n",
     {("L40S", 255000.0, "TWD"), ("MI210", 390000.0, "TWD")}),
    ("Parts list:\n\n- 2x RTX 4090 (both used): $1,500–$1,700 each\n- 128GB DDR5: $350\n",
     {("RTX 4090", 1500.0, "USD"), ("RTX 4090", 1700.0, "USD")}),
    # a system counted after the label's colon is a part of the thing listed, which has no known name
    ("- 自组工作站X：4×RTX 4090／256GB　　¥98,000\n", set()),
    # a bulleted sentence is no item: its amounts are read like a sentence's
    ("- Nvidia's H100 sold for $30,000 last year while the B200 goes for $40,000.\n",
     {("H100", 30000.0, "USD"), ("B200", 40000.0, "USD")}),
    # money of another kind named in the label
    ("- H100 revenue: $10 billion\n- H100營收：新台幣300億元\n", set()),
]


@pytest.mark.parametrize("text,expected", PRICE_LIST_ITEMS)
def test_price_list_items(text, expected):
    assert _prices(text) == expected


STATED_DOLLARS = [
    ("※本頁價格均為新台幣含稅現金價。\n‧NVIDIA L40S 48GB　　$255,000\n", {(255000.0, "TWD")}),
    ("本页价格均为港币。\nH200每卡时$28。", {(28.0, "HKD")}),
    ("All prices on this page are in Hong Kong dollars.\n- H200: $28 per hour\n", {(28.0, "HKD")}),
    ("Prices below are on-demand rates in US dollars per GPU-hour.\n| a | H100 | $2.50 |", {(2.5, "USD")}),
    # a statement after the amount does not reach back; no statement: USD
    ("H100 sells for $30,000. 价格均为新台币。", {(30000.0, "USD")}),
    ("H100每張約$900,000。", {(900000.0, "USD")}),
]


@pytest.mark.parametrize("text,expected", STATED_DOLLARS)
def test_stated_dollars(text, expected):
    assert _mentions(text) == expected
