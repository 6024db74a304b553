"""Amounts as people write them (probe round 3): one amount across two
magnitudes with thousands separators (1兆6,443億), a digit after the last place
word that stands for the next place down (2萬5 is 25,000, 三千五 is 3,500,
七成八 is 78 %), 块 as the colloquial 元 where a price is talked about (and a
counter of cards elsewhere), a trailing + (1.6万+ is more than), a count of
page views or of products (2x Xeon) that is no amount, and "twice" as the
ratio 2 where it multiplies a comparison (GOLD.md: ratios need a number;
"twice" is the English of 两倍, "doubled" is a verb and stays out).
Sentences of our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pipeline.extractors.numbers import parse_number

sys.path.insert(0, str(Path(__file__).resolve().parent))
from amounts_table import P, PCT, R, check, rows  # noqa: E402

NEXT_PLACE = [
    ("三千五", 3500), ("一百五", 150), ("两千三百五", 2350), ("一万五", 15000), ("2万5", 25000),
    ("1亿2", 1.2e8), ("5千5", 5500), ("1兆6,443亿", 1.6443e12), ("2兆1,500亿", 2.15e12),
    # not the next place down: a longer tail, 零, a teen, a number alone
    ("十五", 15), ("一千零五", 1005), ("一万零五", 10005), ("36万8000", 368000), ("1万2千", 12000),
    ("两万五千", 25000), ("2000", 2000),
]


@pytest.mark.parametrize("text,value", NEXT_PLACE, ids=[t for t, _ in NEXT_PLACE])
def test_the_digit_after_the_last_place_word(text, value):
    assert parse_number(text) == pytest.approx(value)


SPOKEN = [
    ("鸿海第一季营收1兆6,443亿元，创同期新高。", {P(1.6443e12, "CNY")}),
    ("鴻海第1季合併營收1兆6,443億元，年增24%。", {P(1.6443e12, "TWD"), PCT(24)}),
    ("这张卡当初也才2万5美元。", {P(25000, "USD")}),
    ("那張卡當初也才2萬5美元。", {P(25000, "USD")}),
    ("二手价一万五千元，新卡三千五美元。", {P(15000, "CNY"), P(3500, "USD")}),
    ("整机报价一百五万元左右。", {P(1.5e6, "CNY", "~")}),
    ("训练时间缩短了约七成八。", {PCT(78, "~")}),
    ("訓練時間縮短約三成五。", {PCT(35, "~")}),
    ("新卡的效能可达旧卡的七成八以上。", {PCT(78, ">")}),
    # 成 then a word: the tenths alone
    ("其中三成五星级机房已改造。", {PCT(30)}),
]

YUAN_COLLOQUIAL = [
    ("910B的租价现在都降到4块多了。", {P(4, "CNY", ">")}),
    ("这种卡一张的价格才12块，便宜得离谱。", {P(12, "CNY")}),
    ("這張卡一小時租金才3塊。", {P(3, "TWD")}),
    ("一張卡賣12塊錢。", {P(12, "TWD")}),
    ("花了12块钱。", {P(12, "CNY")}),
    # 块 as a counter of cards or boards
    ("英伟达用10752块H100组成了集群。", set()),
    ("至少需要768块加速卡。", set()),
    ("叢集用了3584塊GPU。", set()),
    ("用了8块，价格很贵。", set()),
    # a verb of buying or selling alone: boards as often as money
    ("该公司今年购买了2000块。", set()),
    ("這款卡今年共售出50萬塊。", set()),
    ("They bought 2,000 of them this year.", set()),
    # 块 right after an amount of money: the piece it buys
    ("这种卡售价3000美元一块。", {P(3000, "USD")}),
    ("這種卡售價5萬元一塊。", {P(50000, "TWD")}),
    ("The card sells for $3,000 apiece.", {P(3000, "USD")}),
]

MORE_THAN = [
    ("售价1.6万+元。", {P(16000, "CNY", ">")}),
    ("The card now sells for $10K+.", {P(10000, "USD", ">")}),
    ("訓練跑了100+小時。", {("time", 6000.0, "min", ">")}),
    ("H100价格为2万美元，H200则要3万+。", {P(20000, "USD"), P(30000, "USD", ">")}),
]

NO_AMOUNT = [
    # counts of a page's readers, even beside a price of the same magnitude
    ("这张卡卖2万美元，文章阅读 1.6万+。", {P(20000, "USD")}),
    ("這張卡賣2萬美元，點贊3萬，收藏1萬。", {P(20000, "USD")}),
    ("It sold for $2 million and drew 1.2 million views.", {P(2e6, "USD")}),
    # a count of products: 2x before a name
    ("CPUs: 2x Intel Xeon Platinum 8480+ (56 cores each)", set()),
    ("The node has 2x Xeon 8480+ and 8x H100.", set()),
    ("Each server pairs 2x AMD EPYC 9654 with its GPUs.", set()),
    ("伺服器配置2x Xeon 8480+處理器。", set()),
    ("服务器配置2x Intel Xeon处理器。", set()),
    # a ratio stays a ratio: a multiplier with a fraction counts nothing
    ("Gaudi 3 offers 1.5x Gaudi 2 throughput.", {R(1.5)}),
    ("MI355X的吞吐约为1.3x B200。", {R(1.3, "~")}),
    ("MI355X的吞吐約為1.3x B200。", {R(1.3, "~")}),
    ("The box holds 8x Gaudi2 cards.", set()),
    ("B200 is 2x faster than H100.", {R(2)}),
    ("B200比H100快2x。", {R(2)}),
]

TWICE = [
    ("It is twice as fast as the A100.", {R(2)}),
    ("The H100 delivers twice the throughput of the A100.", {R(2)}),
    ("Its performance is about twice that of the V100.", {R(2, "~")}),
    ("It trains more than twice as quickly.", {R(2, ">")}),
    ("The new chip is thrice as fast.", {R(3)}),
    # occasions, not a multiplier; a verb is no number
    ("We ran the benchmark twice.", set()),
    ("They submit twice a year.", set()),
    ("Performance doubled.", set()),
    ("速度快了兩倍。", {R(2)}),
    ("速度快了两倍。", {R(2)}),
]


@pytest.mark.parametrize("text,expected", rows(SPOKEN))
def test_spoken_numbers(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(YUAN_COLLOQUIAL))
def test_kuai_is_money_only_where_a_price_is_talked_about(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(MORE_THAN))
def test_a_trailing_plus_is_more_than(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(NO_AMOUNT))
def test_counts_are_no_amounts(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", rows(TWICE))
def test_twice_multiplies_a_comparison(text, expected):
    check(text, expected)
