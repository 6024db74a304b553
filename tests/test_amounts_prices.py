"""Prices the rules had not seen (issue 13): a range lending its magnitude and
unit to its first end (6-9万元, $2.49-2.85), approximate numerals (七八千),
suffixes K, M, B, currency codes before the number and in lower case, spaces
inside an amount, HK$, C$, A$, 港币, 日元, pounds, yen, euros, amounts in two
units, and the currency from context (GOLD.md): 元 after a named amount, the
script's default, an amount with no currency word beside a price of its kind.
Sentences of our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, PCT, check, rows  # noqa: E402

RANGES = [
    ("这台服务器售价6-9万元。", {P(60000, "CNY", ">="), P(90000, "CNY", "<=")}),
    ("这台服务器售价约6-9万元。", {P(60000, "CNY", "~"), P(90000, "CNY", "~")}),
    ("整机报价在5到8万美元之间。", {P(50000, "USD", ">="), P(80000, "USD", "<=")}),
    ("這台伺服器售價6-9萬美元。", {P(60000, "USD", ">="), P(90000, "USD", "<=")}),
    ("The GPU rents for $2.49-2.85 per hour.", {P(2.49, "USD", ">="), P(2.85, "USD", "<=")}),
    ("Revenue is expected to reach US$1-2 billion.", {P(1e9, "USD", ">="), P(2e9, "USD", "<=")}),
    ("The deal is worth $5-$10 million.", {P(5e6, "USD", ">="), P(1e7, "USD", "<=")}),
    ("It sells for 3 to 5 million dollars.", {P(3e6, "USD", ">="), P(5e6, "USD", "<=")}),
    ("The price rose from ~$2-3 million.", {P(2e6, "USD", "~"), P(3e6, "USD", "~")}),  # ~ before: about
    # the first end keeps what it writes: a larger head, its own magnitude
    ("价格从1,000到2万元不等。", {P(1000, "CNY", ">="), P(20000, "CNY", "<=")}),
    ("价格介于1万至1万2000美元之间。", {P(10000, "USD", ">="), P(12000, "USD", "<=")}),
]

APPROXIMATE = [
    ("显卡价格在七八千元左右。", {P(7000, "CNY", "~"), P(8000, "CNY", "~")}),
    ("一台要三四十万美元。", {P(300000, "USD", ">="), P(400000, "USD", "<=")}),
    ("一張卡要兩三萬美元。", {P(20000, "USD", ">="), P(30000, "USD", "<=")}),
    # a year written in numerals is no range
    ("一九九八年成立。", set()),
]

SUFFIXES_AND_CODES = [
    ("The card sells for $200K.", {P(200000, "USD")}),
    ("The startup raised $1.5M in seed funding and $2B later.", {P(1.5e6, "USD"), P(2e9, "USD")}),
    ("Each node costs $12k.", {P(12000, "USD")}),
    ("The price is USD 200 per unit.", {P(200, "USD")}),
    ("The price is usd 200 per unit.", {P(200, "USD")}),
    ("It costs 200 usd, or EUR 185.", {P(200, "USD"), P(185, "EUR")}),
    ("Pricing starts at USD115 a month.", {P(115, "USD")}),
    ("售价为USD 2,999。", {P(2999, "USD")}),
    ("售價為RMB 1.2萬。", {P(12000, "CNY")}),
    ("The chip costs HK$500, C$300 or A$400.", {P(500, "HKD"), P(300, "CAD"), P(400, "AUD")}),
    ("A $5 fee applies.", {P(5, "USD")}),  # an article, not A$
    ("It is listed at S$1,200 and NZ$1,300.", {P(1200, "SGD"), P(1300, "NZD")}),
]

CURRENCY_WORDS = [
    ("售价为300港币，约合2000日元。", {P(300, "HKD"), P(2000, "JPY")}),
    ("售價為300港幣，約合2000日圓。", {P(300, "HKD"), P(2000, "JPY")}),  # 约合: a conversion, as written
    ("这款显卡在日本卖30万日元，在欧洲卖2000欧元。", {P(300000, "JPY"), P(2000, "EUR")}),
    ("It sold for 300 pounds.", {P(300, "GBP")}),
    ("Profit improved to 361 million pounds.", {P(3.61e8, "GBP")}),
    ("It costs 5,000 yen, or about 30 euros.", {P(5000, "JPY"), P(30, "EUR", "~")}),
    ("The GPU costs 1.5 million Japanese yen.", {P(1.5e6, "JPY")}),
    ("The board lists at 2,000 Australian dollars.", {P(2000, "AUD")}),
    ("Shares closed at 470 pence.", {P(4.7, "GBP")}),
    ("The stock fell 34 cents.", {P(0.34, "USD")}),
    ("It costs five million yen.", {P(5e6, "JPY")}),
    ("It costs a million dollars.", {P(1e6, "USD")}),
    ("10 € or 12 $ per seat.", {P(10, "EUR"), P(12, "USD")}),
    ("售价为2000韩元。", {P(2000, "KRW")}),
    # weight, not money
    ("The rack weighs 3,000 pounds.", set()),
    ("Its weight is 40 pounds.", set()),
]

SPACES = [
    ("政府拨款人民币 90 亿元。", {P(9e9, "CNY")}),
    ("政府撥款新台幣 90 億元。", {P(9e9, "TWD")}),
    ("The budget is $ 75 million.", {P(7.5e7, "USD")}),
    ("预算为 3 千万元。", {P(3e7, "CNY")}),
]

TWO_UNITS = [
    ("The ticket costs 3 dollars 50 cents.", {P(3.5, "USD")}),
    ("It costs thirteen dollars and forty-five cents.", {P(13.45, "USD")}),
    ("这个配件两美元又三美分。", {P(2.03, "USD")}),
    ("这个配件五元三毛。", {P(5.3, "CNY")}),
    ("找零50元6角三分。", {P(50.63, "CNY")}),
    ("五角大楼发布了新的采购计划。", set()),  # 五角 alone is no money
]

CONTEXT = [
    # 元 alone takes the currency of the last amount named and counted in 元
    ("政府拨款人民币 90 亿元，其中 20 亿元用于芯片。", {P(9e9, "CNY"), P(2e9, "CNY")}),
    ("公司營收達新台幣14.15億元，淨利為2億元，較去年成長。", {P(1.415e9, "TWD"), P(2e8, "TWD")}),
    ("營收為500億美元，研發投入20億元。", {P(5e10, "USD"), P(2e9, "TWD")}),
    # else CNY in Simplified, TWD in Traditional (and CNY in English)
    ("这款芯片售价为500元，比上一代便宜。", {P(500, "CNY")}),
    ("這款晶片售價為5,000元，比上一代產品貴了不少。", {P(5000, "TWD")}),
    ("Hey, the cost is 100元!", {P(100, "CNY")}),
    # no currency word: a price beside a price of its kind, in its sentence or the one before
    ("H100的价格在25万元以上，H800也要20万出头。", {P(250000, "CNY", ">"), P(200000, "CNY", ">")}),
    ("其中500亿美元来自云业务，财报上的200亿则来自游戏。", {P(5e10, "USD"), P(2e10, "USD")}),
    ("报价在12-18万之间，比上一代的20万元便宜。",
     {P(120000, "CNY", ">="), P(180000, "CNY", "<="), P(200000, "CNY")}),
    ("去年營收為38.8兆台幣。今年預計達到40兆。", {P(3.88e13, "TWD"), P(4e13, "TWD")}),
    ("台積電市值38兆\n台積電市值達到38.8兆台幣，創下新高，外資持續買超。",
     {P(3.8e13, "TWD"), P(3.88e13, "TWD")}),
    ("Revenue hit $5 billion; profit was 1.2 billion.", {P(5e9, "USD"), P(1.2e9, "USD")}),
    # ... not a count, nor an amount of another kind
    ("出货量达到20万，售价为25万元。", {P(250000, "CNY")}),
    ("用户超过1亿，营收达到50亿元。", {P(5e9, "CNY")}),
    ("售价为25万元，已卖出3000台。", {P(250000, "CNY")}),
    ("售价为25万元，销量为20万台。", {P(250000, "CNY")}),
    ("The card costs $1,500 and ships 2 million units.", {P(1500, "USD")}),
    ("售价为25万元。\n\n第二部分\n\n参数规模达到1750亿。", {P(250000, "CNY")}),
]

NOT_PRICES = [
    ("在下一代产品中，每美元性能提升2倍。", {("ratio", 2.0, "x", "=")}),
    ("降幅为8成本。", set()),
    ("发议时，订单号 A202107211321363588510367 可用作凭证。", set()),
    ("The AutoCAD 2024 release is out.", set()),
    ("提升了20%，达到2万。", {PCT(20)}),
]


@pytest.mark.parametrize("text,expected", rows(RANGES))
def test_ranges_lend_magnitude_and_unit(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(APPROXIMATE))
def test_approximate_numerals_are_ranges(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(SUFFIXES_AND_CODES))
def test_suffixes_and_currency_codes(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(CURRENCY_WORDS))
def test_currency_words(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(SPACES))
def test_spaces_inside_an_amount(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(TWO_UNITS))
def test_amounts_in_two_units(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(CONTEXT))
def test_currency_from_context(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NOT_PRICES))
def test_what_is_no_price(text, expected):
    check(text, expected)
