"""Shapes of a unit price (issue 12/13, prices on unseen press):

- 一张 / 一颗 / 一片 right by an amount reads "each" (约7万元一张, 一张现货也才80几万):
  a card's or chip's unit price, like 每张 (probe4 A s11, probe1 A p11).
  一台 is left out: "光一台服务器就要上千万" is a generic server's price.
- "…, down from $98.32", "…, down from roughly $2.40": an amount right after
  "down/up from" whose sentence's claim before it is a price is the earlier
  price of the same thing, that claim's system's (probe4 A s33, probe3 A r24).
- A list's bullet ("- 4x RTX 3090: $650 each") is no dash aside: the counted cards are what
  "each" prices (probe4 A s29; pipeline/link/parts.py).
- A range or list of amounts stands within one line: "$520\\n- 256GB RAM" is two
  list items, not the range $520-256 (probe4 A s29, twice).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from amounts_table import P, check as check_amounts
from test_links import check, row, table

EACH = [
    ("听渠道说，二手H800现在约15万元一张。", {row("H800", "", "price", 150000, "CNY", "~")}),
    ("聽通路說，二手H800現在約15萬元一張。", {row("H800", "", "price", 150000, "TWD", "~")}),
    ("推 gpuguy: B200現在一張也要120幾萬台幣", {row("B200", "", "price", 1200000, "TWD", ">")}),
    ("MI300X一颗的渠道价在10万元左右。", {row("MI300X", "", "price", 100000, "CNY", "~")}),
    # 一台 is no rate: a generic server's price is no named system's
    ("他们买了32颗H100，光一台服务器就要三百万元。", set()),
]

DOWN_FROM = [
    ("A p4d.24xlarge now runs $21.96 an hour on demand, down from $32.77.",
     {row("p4d.24xlarge", "", "price", 21.96, "USD"), row("p4d.24xlarge", "", "price", 32.77, "USD")}),
    ("Spot A100 capacity now goes for $1.10 per GPU-hour, down from roughly $1.60 a year ago.",
     {row("A100", "", "price", 1.1, "USD"), row("A100", "", "price", 1.6, "USD", "~")}),
    ("The H20 now sells for about $12,000, up from $10,000 in spring.",
     {row("H20", "", "price", 12000, "USD", "~"), row("H20", "", "price", 10000, "USD")}),
    # an earlier figure of money that is no system's price stays none
    ("Nvidia's data-center revenue rose to $30 billion, up from $13 billion.", set()),
]


@pytest.mark.parametrize("text, expected", table(EACH + DOWN_FROM))
def test_unit_prices(text, expected):
    check(text, expected)


LIST_ITEMS = [
    ("- ASRock Rack ROMED8-2T: $520\n- 256GB DDR4 ECC: $310\n- 2x 1600W PSUs", {P(520, "USD"), P(310, "USD")}),
    ("- 主板：3200元\n- 256GB内存：2400元\n- 2个电源", {P(3200, "CNY"), P(2400, "CNY")}),
    ("- 主機板：3200元\n- 256GB記憶體：2400元\n- 2個電源", {P(3200, "TWD"), P(2400, "TWD")}),
    # within a line a range still lends its unit
    ("Prices run $2.49-2.85 an hour.", {P(2.49, "USD", ">="), P(2.85, "USD", "<=")}),
]


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=t.replace("\n", " / ")) for t, e in LIST_ITEMS])
def test_a_range_stands_within_a_line(text, expected):
    check_amounts(text, expected)


BULLETS = [
    # a list's bullet is no dash aside: the counted cards of the item are what "each" prices
    ("Parts:\n\n- 4x RTX 4090 (two used): $1,400 each\n- 2x Xeon 8480+: $3,900 each",
     {row("RTX 4090", "", "price", 1400, "USD"), row("Xeon 8480+", "", "price", 3900, "USD")}),
    ("配件：\n\n- 4块RTX 4090（二手）：每张1.2万元\n- 2颗至强铂金8480+：每颗2.8万元",
     {row("RTX 4090", "", "price", 12000, "CNY"), row("Xeon 8480+", "", "price", 28000, "CNY")}),
    ("配件：\n\n- 4塊RTX 4090（二手）：每張1.2萬元\n- 2顆至強鉑金8480+：每顆2.8萬元",
     {row("RTX 4090", "", "price", 12000, "TWD"), row("Xeon 8480+", "", "price", 28000, "TWD")}),
    # a dash aside after a word still describes the whole before it
    ("A p5.48xlarge instance - eight H100s - now runs $55.04 an hour.", {row("p5.48xlarge", "", "price", 55.04, "USD")}),
]


@pytest.mark.parametrize("text, expected", table(BULLETS))
def test_a_bullet_is_no_aside(text, expected):
    check(text, expected)
