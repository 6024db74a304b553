"""Which figures are claims, and of what metric (GOLD.md "Which figures are claims,
and of what"), by class of sentence, each in Simplified, Traditional and English.

The sentences are our own; rows are compared as sets, so a spurious row fails
as surely as a missing one.
"""
from __future__ import annotations

import pytest

import pipeline
from test_links import COLS, check, row, table, xfail

WITH_BASELINE = COLS + ("baseline",)

# -- ratios of memory, bandwidth, energy efficiency, sizes and counts are mentions only ----------

NOT_PERFORMANCE = [
    "MI300X的内存容量是H100的2.4倍。",
    "MI300X的記憶體容量是H100的2.4倍。",
    "The MI300X offers 2.4x the memory capacity of the H100.",
    "B200的显存带宽比H100高60%。",
    "B200的顯存頻寬比H100高60%。",
    "The B200 has 60% more memory bandwidth than the H100.",
    "Ironwood的能效是Trillium的2倍。",
    "Ironwood的能效是Trillium的兩倍。",
    "Ironwood delivers 2x the energy efficiency of Trillium.",
    "WSE-3的芯片面积相当于H100的57倍。",
    "WSE-3的晶片面積相當於H100的57倍。",
    "The WSE-3 die is 57 times the area of the H100.",
    "GB300 NVL72的GPU数量增加到原先的2倍。",
    "GB300 NVL72的GPU數量增加到原先的2倍。",
    "The GB300 NVL72 doubles the number of GPUs to 2x.",
    "Gaudi2从256个加速器扩展到384个加速器，性能扩展幅度达95%。",
    "Gaudi2從256個加速器擴展到384個加速器，效能擴展幅度達95%。",
    "Gaudi2 reached a scaling efficiency of 95% from 256 to 384 accelerators.",
    "H100的效能功耗比A100提升了2倍。",
    "H100的效能功耗較A100提升了2倍。",
    "The H100 delivers 2x better performance per watt than the A100.",
]


@pytest.mark.parametrize("text", NOT_PERFORMANCE)
def test_ratios_of_memory_energy_and_sizes_are_no_claims(text):
    check(text, set())


# -- a deficit is no result ------------------------------------------------------------------------

DEFICITS = [
    "H20的性能比H100弱20%左右。",
    "H20的效能比H100弱20%左右。",
    "The H20 is about 20% slower than the H100.",
    "A800比A100慢10%。",
    "A800比A100慢10%。",
    "The A800 is 10% weaker than the A100.",
]


@pytest.mark.parametrize("text", DEFICITS)
def test_a_deficit_is_no_claim(text):
    check(text, set())


# -- a new generation against the previous one is a speedup; an earlier result or software a gain ---

GENERATIONS = [
    ("与上一代产品相比，Gaudi3的性能提升了4倍。", {row("Gaudi3", "", "speedup", 4, "x", "=", "上一代产品")}),
    ("與上一代產品相比，Gaudi3的效能提升了4倍。", {row("Gaudi3", "", "speedup", 4, "x", "=", "上一代产品")}),
    ("Gaudi3 delivers 4x the performance of the previous generation.",
     {row("Gaudi3", "", "speedup", 4, "x", "=", "previous generation")}),
    ("Ironwood较前一代提升4倍效能。", {row("Ironwood", "", "speedup", 4, "x", "=", "前一代")}),
    ("Ironwood較前一代提升4倍效能。", {row("Ironwood", "", "speedup", 4, "x", "=", "前一代")}),
    ("Ironwood delivers 4x the performance of its predecessor.",
     {row("Ironwood", "", "speedup", 4, "x", "=", "predecessor")}),
    # a new product's gain with no baseline named: against the generation before it
    ("这款新一代的Bow IPU性能提升40%。", {row("Bow IPU", "", "speedup", 40, "%", "=", "")}),
    ("這款新一代的Bow IPU效能提升40%。", {row("Bow IPU", "", "speedup", 40, "%", "=", "")}),
    ("The new-generation Bow IPU delivers a 40% performance gain.", {row("Bow IPU", "", "speedup", 40, "%", "=", "")}),
    # the same system's earlier round or software: a gain
    ("H100在BERT上的训练速度较上一轮提升17%。", {row("H100", "BERT", "perf_gain", 17, "%", "=", "上一轮")}),
    ("H100在BERT上的訓練速度較上一輪提升17%。", {row("H100", "BERT", "perf_gain", 17, "%", "=", "上一轮")}),
    ("The H100 improved its BERT training speed by 17% over the previous round.",
     {row("H100", "BERT", "perf_gain", 17, "%", "=", "the previous round")}),
    ("仅通过软件优化，H100在GPT-3上的性能就提升了2倍。", {row("H100", "GPT-3", "perf_gain", 2, "x", "=", "")}),
    ("僅透過軟體最佳化，H100在GPT-3上的效能就提升了2倍。", {row("H100", "GPT-3", "perf_gain", 2, "x", "=", "")}),
    ("Through software alone, the H100 improved its GPT-3 performance by 2x.",
     {row("H100", "GPT-3", "perf_gain", 2, "x", "=", "")}),
]


@pytest.mark.parametrize("text,expected", table(GENERATIONS))
def test_generation_is_a_speedup_own_result_a_gain(text, expected):
    check(text, expected, WITH_BASELINE)


# -- shares of another system's performance, lags, cuts in the time to train ------------------------

SHARES_LAGS_CUTS = [
    ("H20的效能只有H100约七成。", {row("H20", "", "speedup", 70, "%", "~", "H100")}),
    ("H20的效能只有H100約七成。", {row("H20", "", "speedup", 70, "%", "~", "H100")}),
    ("The H100 reaches about 70% of the B200's performance.", {row("H100", "", "speedup", 70, "%", "~", "B200")}),
    ("H20的性能约为H100的80%。", {row("H20", "", "speedup", 80, "%", "~", "H100")}),
    ("H20的效能約為H100的80%。", {row("H20", "", "speedup", 80, "%", "~", "H100")}),
    ("H100只有B200约7成效能。", {row("H100", "", "speedup", 70, "%", "~", "B200")}),
    # a lag by a multiple is a speedup of the faster system
    ("MI300X落后H200约2倍。", {row("H200", "", "speedup", 2, "x", "~", "MI300X")}),
    ("MI300X落後H200約2倍。", {row("H200", "", "speedup", 2, "x", "~", "MI300X")}),
    ("The MI300X trails the H200 by 2x.", {row("H200", "", "speedup", 2, "x", "=", "MI300X")}),
    # a cut in the time to train is a speedup in %
    ("TPU v5e训练BERT的时间缩短了58%。", {row("TPU v5e", "BERT", "speedup", 58, "%", "=", "")}),
    ("TPU v5e訓練BERT的時間縮短了58%。", {row("TPU v5e", "BERT", "speedup", 58, "%", "=", "")}),
    ("The TPU v5e cut the time to train BERT by 58%.", {row("TPU v5e", "BERT", "speedup", 58, "%", "=", "")}),
]


@pytest.mark.parametrize("text,expected", table(SHARES_LAGS_CUTS))
def test_shares_lags_and_cuts(text, expected):
    check(text, expected, WITH_BASELINE)


# -- performance per dollar: more work for the money, a lower cost for the same task ---------------

PER_DOLLAR = [
    ("使用Gaudi2，训练BERT的成本降低了40%。", {row("Gaudi2", "BERT", "perf_per_dollar", 40, "%")}),
    ("使用Gaudi2，訓練BERT的成本降低了40%。", {row("Gaudi2", "BERT", "perf_per_dollar", 40, "%")}),
    ("With Gaudi2 the cost of training BERT is 40% lower.", {row("Gaudi2", "BERT", "perf_per_dollar", 40, "%")}),
    ("TPU v5e的性价比是TPU v4的2倍。", {row("TPU v5e", "", "perf_per_dollar", 2, "x")}),
    ("TPU v5e的性價比是TPU v4的2倍。", {row("TPU v5e", "", "perf_per_dollar", 2, "x")}),
    ("The TPU v5e offers 2x the price-performance of the TPU v4.", {row("TPU v5e", "", "perf_per_dollar", 2, "x")}),
    # one chip's price compared with another's is no result
    ("B30A的售价预计约为H20的2倍。", set()),
    ("B30A的售價預計約為H20的2倍。", set()),
    ("The B30A is expected to be priced at about 2x the H20.", set()),
]


@pytest.mark.parametrize("text,expected", table(PER_DOLLAR))
def test_performance_per_dollar(text, expected):
    check(text, expected)


# -- estimates and projections --------------------------------------------------------------------

PROJECTIONS = [
    # an estimated figure about a named system is a result
    ("预计Gaudi3训练GPT-3的速度将是H100的1.5倍。", {row("Gaudi3", "GPT-3", "speedup", 1.5, "x")}),
    ("預計Gaudi3訓練GPT-3的速度將是H100的1.5倍。", {row("Gaudi3", "GPT-3", "speedup", 1.5, "x")}),
    ("Gaudi3 is expected to train GPT-3 1.5x faster than the H100.", {row("Gaudi3", "GPT-3", "speedup", 1.5, "x")}),
    ("B30A的运算能力预估可达H20的6倍。", {row("B30A", "", "speedup", 6, "x")}),
    ("B30A的運算能力預估可達H20的6倍。", {row("B30A", "", "speedup", 6, "x")}),
    ("The B30A's compute is estimated at 6x that of the H20.", {row("B30A", "", "speedup", 6, "x")}),
    # a projection the sentence replaces with a measured figure is a mention only
    ("英特尔原本预计Gaudi2在GPT-3上提升90%，但实际提升了103%。", {row("Gaudi2", "GPT-3", "perf_gain", 103, "%")}),
    ("英特爾原本預計Gaudi2在GPT-3上提升90%，但實際提升了103%。", {row("Gaudi2", "GPT-3", "perf_gain", 103, "%")}),
    ("Intel projected a 90% gain for Gaudi2 on GPT-3, but delivered a 103% gain.",
     {row("Gaudi2", "GPT-3", "perf_gain", 103, "%")}),
    # the baseline's own figure is no claim
    ("Gaudi2 delivered a 103% gain on GPT-3 compared to its projection of 90%.",
     {row("Gaudi2", "GPT-3", "perf_gain", 103, "%")}),
]


@pytest.mark.parametrize("text,expected", table(PROJECTIONS))
def test_estimates_and_projections(text, expected):
    check(text, expected)


# -- money: investments and rental rates of a named system are prices; revenue is not -------------

_FROM_TO = "English 'from $9,000 to $11,000' is read as a range (>= and <=) by the amount extractor"

MONEY = [
    ("微软投资500万美元购买GB200 NVL72，预计可带来7500万美元的收益。",
     {row("GB200 NVL72", "", "price", 5_000_000, "USD")}),
    ("微軟投資500萬美元購買GB200 NVL72，預計可帶來7500萬美元的收益。",
     {row("GB200 NVL72", "", "price", 5_000_000, "USD")}),
    ("Microsoft invested $5 million in a GB200 NVL72, expecting $75 million in revenue.",
     {row("GB200 NVL72", "", "price", 5_000_000, "USD")}),
    ("云服务商以每小时2.49美元的价格出租H100。", {row("H100", "", "price", 2.49, "USD")}),
    ("雲端服務商以每小時2.49美元的價格出租H100。", {row("H100", "", "price", 2.49, "USD")}),
    ("Cloud providers rent the H100 at $2.49 per hour.", {row("H100", "", "price", 2.49, "USD")}),
    # a price word before two amounts of a change governs both
    ("A800的价格从9万美元涨到11万美元。",
     {row("A800", "", "price", 90_000, "USD"), row("A800", "", "price", 110_000, "USD")}),
    ("A800的價格從9萬美元漲到11萬美元。",
     {row("A800", "", "price", 90_000, "USD"), row("A800", "", "price", 110_000, "USD")}),
    xfail("The price of the A800 rose from $9,000 to $11,000.",
          {row("A800", "", "price", 9_000, "USD"), row("A800", "", "price", 11_000, "USD")}, _FROM_TO),
    # revenue, market sizes and stock moves are no claims
    ("NVIDIA第三季度营收达到350亿美元，H100贡献最大。", set()),
    ("NVIDIA第三季度營收達到350億美元，H100貢獻最大。", set()),
    ("NVIDIA's H100 sales drove revenue to $35 billion.", set()),
    ("中国GPU市场正以每年32%的速度增长，H20需求旺盛。", set()),
    ("中國GPU市場正以每年32%的速度增長，H20需求旺盛。", set()),
    ("The market for GPUs such as the H20 grows 32% a year.", set()),
]


@pytest.mark.parametrize("text,expected", table(MONEY))
def test_money(text, expected):
    check(text, expected)


# -- a comparison of nothing named is no claim ---------------------------------------------------

UNANCHORED = [
    "AMD表示，其训练速度提升了30%。",
    "AMD表示，其訓練速度提升了30%。",
    "AMD said its training speed rose 30%.",
]


@pytest.mark.parametrize("text", UNANCHORED)
def test_a_comparison_of_nothing_named_is_no_claim(text):
    tables = pipeline.extract_tables(text)
    assert tables["results"].empty, tables["results"][list(COLS)].to_dict("records")
    assert "30%" in set(tables["mentions"].text), "the figure stays a mention"


# -- the measure a figure belongs to ------------------------------------------------------------

MEASURES = [
    # the task's own word (training) does not decide where cost is named
    ("Trillium的训练成本效益比TPU v5p高出45%。", {row("Trillium", "", "perf_per_dollar", 45, "%")}),
    ("Trillium的訓練成本效益比TPU v5p高出45%。", {row("Trillium", "", "perf_per_dollar", 45, "%")}),
    ("Google highlighted Trillium's cost-effective model training by up to 45% compared to the TPU v5p.",
     {row("Trillium", "", "perf_per_dollar", 45, "%", "<=")}),
    # a cue between two figures belongs to the nearer one; beyond the next figure, to that one
    ("H100集群比A100集群快2.5倍，总租赁成本反而低15%（时间缩短的收益覆盖差价）。",
     {row("H100", "", "speedup", 2.5, "x"), row("H100", "", "perf_per_dollar", 15, "%")}),
    ("H100叢集比A100叢集快2.5倍，總租賃成本反而低15%（時間縮短的收益覆蓋差價）。",
     {row("H100", "", "speedup", 2.5, "x"), row("H100", "", "perf_per_dollar", 15, "%")}),
    ("The H100 cluster is 2.5x faster than the A100 cluster and 15% cheaper overall (the time saved outweighs "
     "the higher rate).", {row("H100", "", "speedup", 2.5, "x"), row("H100", "", "perf_per_dollar", 15, "%")}),
    # Chinese: a measure after a figure with no 的 between is the next figure's
    ("DGX B200在DeepSeek-R1上推理提升36倍 成本下降32倍",
     {row("DGX B200", "DeepSeek-R1", "perf_gain", 36, "x"), row("DGX B200", "DeepSeek-R1", "perf_per_dollar", 32, "x")}),
    ("DGX B200在DeepSeek-R1上推理提升36倍 成本下降32倍".replace("DGX B200在", "DGX B200於"),
     {row("DGX B200", "DeepSeek-R1", "perf_gain", 36, "x"), row("DGX B200", "DeepSeek-R1", "perf_per_dollar", 32, "x")}),
    ("The DGX B200 boosts DeepSeek-R1 inference 36x and cuts its cost 32x.",
     {row("DGX B200", "DeepSeek-R1", "perf_gain", 36, "x"), row("DGX B200", "DeepSeek-R1", "perf_per_dollar", 32, "x")}),
    # the ends of a range share one baseline
    ("H100的性能是A100的1.5到2.5倍。",
     {row("H100", "", "speedup", 1.5, "x", ">="), row("H100", "", "speedup", 2.5, "x", "<=")}),
    ("H100的效能是A100的1.5到2.5倍。",
     {row("H100", "", "speedup", 1.5, "x", ">="), row("H100", "", "speedup", 2.5, "x", "<=")}),
    ("The H100 is 1.5x to 2.5x the performance of the A100.",
     {row("H100", "", "speedup", 1.5, "x", ">="), row("H100", "", "speedup", 2.5, "x", "<=")}),
    # a lead stated in the clause before
    ("B200依然领先，在Llama 2 70B上提升1.6倍。", {row("B200", "Llama 2 70B", "speedup", 1.6, "x")}),
    ("B200依然領先，在Llama 2 70B上提升1.6倍。", {row("B200", "Llama 2 70B", "speedup", 1.6, "x")}),
    ("The B200 remains superior, offering 1.6x gains on Llama 2 70B.", {row("B200", "Llama 2 70B", "speedup", 1.6, "x")}),
    # a date as the baseline: the system as it was then
    ("DGX B200的推理性能相比2025年1月提升36倍。", {row("DGX B200", "", "perf_gain", 36, "x")}),
    ("DGX B200的推理效能相比2025年1月提升36倍。", {row("DGX B200", "", "perf_gain", 36, "x")}),
    ("The DGX B200's inference performance rose 36x compared with January 2025.",
     {row("DGX B200", "", "perf_gain", 36, "x")}),
    # another generation by its number
    ("Trillium的计算性能比第五代提升4.7倍。", {row("Trillium", "", "speedup", 4.7, "x")}),
    ("Trillium的計算效能比第五代提升4.7倍。", {row("Trillium", "", "speedup", 4.7, "x")}),
    ("Trillium delivers 4.7x the compute performance of the fifth generation.", {row("Trillium", "", "speedup", 4.7, "x")}),
]


@pytest.mark.parametrize("text,expected", table(MEASURES))
def test_the_measure_a_figure_belongs_to(text, expected):
    check(text, expected)


MORE_NON_CLAIMS = [
    "WSE-2的核心数量是A100的123倍。",
    "WSE-2的核心數量是A100的123倍。",
    "The WSE-2 has 123 times more compute cores than the A100.",
    "WSE-2拥有A100 1000倍的高速片上内存。",
    "WSE-2擁有A100 1000倍的高速片上記憶體。",
    "The WSE-2 has 1,000 times more high-speed on-chip memory than the A100.",
    "Cerebras的估值暴涨至220亿美元，几乎是WSE-3发布前的3倍。",
    "Cerebras的估值暴漲至220億美元，幾乎是WSE-3發布前的3倍。",
    "Cerebras's valuation tripled to $22 billion after the WSE-3, about 3x.",
    "H20在大陆的销售额仅5000万美元。",
    "H20在大陸的銷售額僅5000萬美元。",
    "H20 sales in China were only $50 million.",
]


@pytest.mark.parametrize("text", MORE_NON_CLAIMS)
def test_counts_sizes_valuations_and_sales_are_no_claims(text):
    check(text, set())


# -- an architecture's price; a comparison against a system described, not named ---------------------

_KIND_OF_SYSTEM = ("a comparison that names no system on either side (a vendor's systems against 'GPU systems') is "
                   "dropped: letting a baseline as written anchor a claim helped half B and cost half A")

UNNAMED = [
    ("Blackwell预计售价在3万至4万美元之间。",
     {row("", "", "price", 30_000, "USD", ">="), row("", "", "price", 40_000, "USD", "<=")}),
    ("Blackwell預計售價在3萬至4萬美元之間。",
     {row("", "", "price", 30_000, "USD", ">="), row("", "", "price", 40_000, "USD", "<=")}),
    ("Blackwell, expected to cost between $30,000 and $40,000 per unit, is in demand.",
     {row("", "", "price", 30_000, "USD", ">="), row("", "", "price", 40_000, "USD", "<=")}),
    xfail("Cerebras系统的响应速度是GPU系统的15倍。", {row("", "", "speedup", 15, "x")}, _KIND_OF_SYSTEM),
    xfail("Cerebras系統的回應速度是GPU系統的15倍。", {row("", "", "speedup", 15, "x")}, _KIND_OF_SYSTEM),
    xfail("Cerebras systems respond 15x faster than GPU systems.", {row("", "", "speedup", 15, "x")}, _KIND_OF_SYSTEM),
]


@pytest.mark.parametrize("text,expected", table(UNNAMED))
def test_claims_about_what_is_not_named(text, expected):
    check(text, expected)


# -- qualifiers: the ends of a range --------------------------------------------------------------------

RANGES = [
    ("与前一代相比，Bow IPU有30%-40%以上的性能提升。",
     {row("Bow IPU", "", "speedup", 30, "%", ">="), row("Bow IPU", "", "speedup", 40, "%", ">")}),
    ("與前一代相比，Bow IPU有30%-40%以上的效能提升。",
     {row("Bow IPU", "", "speedup", 30, "%", ">="), row("Bow IPU", "", "speedup", 40, "%", ">")}),
    ("Compared with the previous generation, the Bow IPU delivers 30%-40% more performance.",
     {row("Bow IPU", "", "speedup", 30, "%", ">="), row("Bow IPU", "", "speedup", 40, "%", "<=")}),
    # a change from one figure to another is no range
    ("A800的价格从9万美元涨到11万美元。",
     {row("A800", "", "price", 90_000, "USD"), row("A800", "", "price", 110_000, "USD")}),
]


@pytest.mark.parametrize("text,expected", table(RANGES))
def test_the_ends_of_a_range(text, expected):
    check(text, expected)
