"""What a performance figure is measured against, in wording the first dev set
did not use (issue 12, probe set): a gain over the system's own earlier result
(perf_gain) against a comparison with another system (speedup), by class of
sentence, each in Simplified, Traditional and English.

The sentences are our own; rows are compared as sets, so a spurious row fails
as surely as a missing one.
"""
from __future__ import annotations

import pytest

from test_links import COLS, check, row, table

WITH_BASELINE = COLS + ("baseline",)

# -- the system's own earlier result, named past the baseline's first words, or by a date ----------

OWN_EARLIER = [
    ("Atlas 800在BERT上的训练速度较该系统三年前公布的成绩快了约四成。",
     {row("Atlas 800", "BERT", "perf_gain", 40, "%", "~")}),
    ("Atlas 800在BERT上的訓練速度較該系統三年前公布的成績快了約四成。",
     {row("Atlas 800", "BERT", "perf_gain", 40, "%", "~")}),
    ("The Atlas 800's BERT results are 40% faster than what it posted in v3.1.",
     {row("Atlas 800", "BERT", "perf_gain", 40, "%")}),
    ("MI250的离线吞吐量相比八个月前的首次提交提升了2倍。", {row("MI250", "", "perf_gain", 2, "x")}),
    ("MI250的離線吞吐量相比八個月前的首次提交提升了2倍。", {row("MI250", "", "perf_gain", 2, "x")}),
    ("MI250 offline throughput is up 2x from its first submission eight months ago.",
     {row("MI250", "", "perf_gain", 2, "x")}),
    ("L40S在ResNet-50上的效能较年初提升约25%。", {row("L40S", "ResNet-50", "perf_gain", 25, "%", "~")}),
    ("L40S在ResNet-50上的效能較年初提升約25%。", {row("L40S", "ResNet-50", "perf_gain", 25, "%", "~")}),
    ("The L40S improved ResNet-50 throughput by about 25% over its earlier result.",
     {row("L40S", "ResNet-50", "perf_gain", 25, "%", "~")}),
]


@pytest.mark.parametrize("text,expected", table(OWN_EARLIER))
def test_own_earlier_result_is_a_gain(text, expected):
    check(text, expected)


# -- a figure that came with time, compared with nothing else, is the system's own gain ---------------

OVER_TIME = [
    ("在DLRM上，DGX H100的效能在五个月内提升了60%。", {row("DGX H100", "DLRM", "perf_gain", 60, "%")}),
    ("在DLRM上，DGX H100的效能在五個月內提升了60%。", {row("DGX H100", "DLRM", "perf_gain", 60, "%")}),
    ("On DLRM, the DGX H100 got 60% faster over the past five months.",
     {row("DGX H100", "DLRM", "perf_gain", 60, "%")}),
    # a comparative with no baseline at all compares with another system (as before)
    ("The DGX H100 is 60% faster on DLRM.", {row("DGX H100", "DLRM", "speedup", 60, "%")}),
]


@pytest.mark.parametrize("text,expected", table(OVER_TIME))
def test_a_gain_that_came_with_time(text, expected):
    check(text, expected)


# -- a cut in the time to train is a speedup, over the system's earlier round too (GOLD.md) ------------

TIME_CUTS = [
    ("Atlas 800训练BERT的时间为9.1分钟，比上一轮缩短了35%。",
     {row("Atlas 800", "BERT", "train_time", 9.1, "min"), row("Atlas 800", "BERT", "speedup", 35, "%")}),
    ("Atlas 800訓練BERT的時間為9.1分鐘，比上一輪縮短了35%。",
     {row("Atlas 800", "BERT", "train_time", 9.1, "min"), row("Atlas 800", "BERT", "speedup", 35, "%")}),
    ("The Atlas 800 trained BERT in 9.1 minutes, a 35% reduction in time to train over the previous round.",
     {row("Atlas 800", "BERT", "train_time", 9.1, "min"), row("Atlas 800", "BERT", "speedup", 35, "%")}),
]


@pytest.mark.parametrize("text,expected", table(TIME_CUTS))
def test_a_cut_in_the_time_to_train_is_a_speedup(text, expected):
    check(text, expected)


# -- "more than" before a figure is its qualifier, not a comparison ------------------------------------

MORE_THAN = [
    ("相比A100，H200训练GPT-J快了超过两倍。", {row("H200", "GPT-J", "speedup", 2, "x", ">")}),
    ("相比A100，H200訓練GPT-J快了超過兩倍。", {row("H200", "GPT-J", "speedup", 2, "x", ">")}),
    ("The H200 trains GPT-J more than two times faster than the A100.",
     {row("H200", "GPT-J", "speedup", 2, "x", ">")}),
    ("A year later the H200 trained GPT-J in 4.1 minutes, more than two times faster.",
     {row("H200", "GPT-J", "train_time", 4.1, "min"), row("H200", "GPT-J", "perf_gain", 2, "x", ">")}),
]


@pytest.mark.parametrize("text,expected", table(MORE_THAN))
def test_more_than_is_a_qualifier(text, expected):
    check(text, expected)


# -- a word right before a system name describes the name, not what the figure measures -----------------

DESCRIBED_NAMES = [
    ("MI325X在推理上的效能是同样数量A100的12倍。", {row("MI325X", "", "speedup", 12, "x")}),
    ("MI325X在推論上的效能是同樣數量A100的12倍。", {row("MI325X", "", "speedup", 12, "x")}),
    ("采用 GH200 的服务器在 BERT 上比 H100 最高快 1.7 倍。", {row("GH200", "BERT", "speedup", 1.7, "x", "<=")}),
    ("採用 GH200 的伺服器在 BERT 上比 H100 最高快 1.7 倍。", {row("GH200", "BERT", "speedup", 1.7, "x", "<=")}),
    ("Analysts put the price of the smaller GB200 NVL36 at $2.1 million.",
     {row("GB200 NVL36", "", "price", 2_100_000, "USD")}),
]


@pytest.mark.parametrize("text,expected", table(DESCRIBED_NAMES))
def test_a_word_before_a_name_describes_it(text, expected):
    check(text, expected)


# -- more work for the money, in other words than 每美元性能 / performance per dollar (GOLD.md) -----------

PER_DOLLAR_WORDING = [
    ("Gaudi3每美元的训练效能约为H100的1.6倍。", {row("Gaudi3", "", "perf_per_dollar", 1.6, "x", "~")}),
    ("Gaudi3每美元的訓練效能約為H100的1.6倍。", {row("Gaudi3", "", "perf_per_dollar", 1.6, "x", "~")}),
    ("Per dollar, the Gaudi3 does about 1.6x the training work of the H100.",
     {row("Gaudi3", "", "perf_per_dollar", 1.6, "x", "~")}),
    ("MI250方案的每元推理性能是A100方案的1.4倍。", {row("MI250", "", "perf_per_dollar", 1.4, "x")}),
    ("MI250方案的每元推論效能是A100方案的1.4倍。", {row("MI250", "", "perf_per_dollar", 1.4, "x")}),
    ("Per euro, the MI250 gets 1.4x the inference done of the A100.", {row("MI250", "", "perf_per_dollar", 1.4, "x")}),
    ("在同等预算下，TPU v5e可完成的训练量比A100多出50%。", {row("TPU v5e", "", "perf_per_dollar", 50, "%")}),
    ("在同等預算下，TPU v5e可完成的訓練量比A100多出50%。", {row("TPU v5e", "", "perf_per_dollar", 50, "%")}),
    ("On the same budget, the TPU v5e completes 50% more training than the A100.",
     {row("TPU v5e", "", "perf_per_dollar", 50, "%")}),
    ("花同样的钱，Trillium训练BERT的吞吐量是TPU v5e的2.2倍。", {row("Trillium", "BERT", "perf_per_dollar", 2.2, "x")}),
    ("花同樣的錢，Trillium訓練BERT的吞吐量是TPU v5e的2.2倍。", {row("Trillium", "BERT", "perf_per_dollar", 2.2, "x")}),
    ("For the same money, Trillium trains BERT with 2.2x the throughput of the TPU v5e.",
     {row("Trillium", "BERT", "perf_per_dollar", 2.2, "x")}),
]


@pytest.mark.parametrize("text,expected", table(PER_DOLLAR_WORDING))
def test_performance_per_dollar_in_other_words(text, expected):
    check(text, expected)


# -- ratios of memory, bandwidth, power, per watt, yield, and gaps are no claims ---------------------

NOT_CLAIMS = [
    "MI325X拥有256GB HBM3E内存，比H200多出80%。",
    "MI325X擁有256GB HBM3E記憶體，比H200多出80%。",
    "The MI325X carries 256GB of HBM3E, 80% more than the H200.",
    "Gaudi3的网络带宽是Gaudi2的2倍。",
    "Gaudi3的網路頻寬是Gaudi2的2倍。",
    "Trainium3 offers 1.5x the network bandwidth of Trainium2.",
    "TPU v5e的每瓦效能比TPU v4高出约50%。",
    "TPU v5e的每瓦效能比TPU v4高出約50%。",
    "The TPU v5e delivers about 3x the throughput per watt of the TPU v4.",
    "与A100相比，L40S的耗电量只增加了不到一成。",
    "與A100相比，L40S的耗電量只增加了不到一成。",
    "Compared with the A100, the L40S draws 10% more power.",
    "Ascend 910C的良率提升至60%。",
    "Ascend 910C的良率提升至60%。",
    "Ascend 910C yields rose to 60%.",
    "在GPT-J上，MI300X与H100的差距收窄至不足5%。",
    "在GPT-J上，MI300X與H100的差距在5%以內。",
    "On GPT-J, the gap narrowed to under 5% between the MI300X and the H100.",
]


@pytest.mark.parametrize("text", NOT_CLAIMS)
def test_memory_power_yield_and_gaps_are_no_claims(text):
    check(text, set())


# -- "N times as fast as", a cut of the cost of a job, a cut after two times -----------------------------

MORE_WORDING = [
    ("预计下一代MI400的速度将是MI300X的3倍。", {row("MI400", "", "speedup", 3, "x")}),
    ("預計下一代MI400的速度將是MI300X的3倍。", {row("MI400", "", "speedup", 3, "x")}),
    ("The next-generation MI400 would be three times as fast as the MI300X.", {row("MI400", "", "speedup", 3, "x")}),
    ("在TPU v5e上，训练BERT的成本降低了约70%。", {row("TPU v5e", "BERT", "perf_per_dollar", 70, "%", "~")}),
    ("在TPU v5e上，訓練BERT的成本降低了約70%。", {row("TPU v5e", "BERT", "perf_per_dollar", 70, "%", "~")}),
    ("On the TPU v5e, Google says BERT now trains for less, cutting the cost of the job by about 70%.",
     {row("TPU v5e", "BERT", "perf_per_dollar", 70, "%", "~")}),
    # a cut that names no measure, after the times it compares: a cut in the time to train, of the faster system
    ("在BERT上，128颗Gaudi3用时8小时，与同等规模H100集群的10小时相比缩短了20%。",
     {row("Gaudi3", "BERT", "train_time", 480, "min"), row("H100", "BERT", "train_time", 600, "min"),
      row("Gaudi3", "BERT", "speedup", 20, "%")}),
    ("在BERT上，128顆Gaudi3用時8小時，與同等規模H100叢集的10小時相比縮短了20%。",
     {row("Gaudi3", "BERT", "train_time", 480, "min"), row("H100", "BERT", "train_time", 600, "min"),
      row("Gaudi3", "BERT", "speedup", 20, "%")}),
    ("Training BERT on 128 Gaudi3 chips took 8 hours, compared with 10 hours on an equivalent H100 cluster, "
     "a 20% reduction.", {row("Gaudi3", "BERT", "train_time", 480, "min"), row("H100", "BERT", "train_time", 600, "min"),
                          row("Gaudi3", "BERT", "speedup", 20, "%")}),
]


@pytest.mark.parametrize("text,expected", table(MORE_WORDING))
def test_more_comparison_wording(text, expected):
    check(text, expected)


# -- figures joined in one clause share their baseline (and an 'up to') -------------------------------

COORDINATED = [
    ("MI355X的训练性能最高可达MI300X的3倍和推理性能的4倍。",
     {row("MI355X", "", "speedup", 3, "x", "<="), row("MI355X", "", "speedup", 4, "x", "<=")}),
    ("MI355X的訓練效能最高可達MI300X的3倍和推論效能的4倍。",
     {row("MI355X", "", "speedup", 3, "x", "<="), row("MI355X", "", "speedup", 4, "x", "<=")}),
    ("The MI355X offers up to 3 times the training performance of the MI300X and four times its inference "
     "throughput.", {row("MI355X", "", "speedup", 3, "x", "<="), row("MI355X", "", "speedup", 4, "x", "<=")}),
]


@pytest.mark.parametrize("text,expected", table(COORDINATED))
def test_coordinated_figures_share_a_baseline(text, expected):
    check(text, expected)


# -- a comparative with nothing named to compare with: another system, where the sentence names one ----

COMPARATIVES = [
    ("在BERT上，B200用时18分钟，H100要41分钟，也就是说B200快了大概2.3倍。",
     {row("B200", "BERT", "train_time", 18, "min"), row("H100", "BERT", "train_time", 41, "min"),
      row("B200", "BERT", "speedup", 2.3, "x", "~")}),
    ("在BERT上，B200用時18分鐘，H100要41分鐘，也就是說B200快了大概2.3倍。",
     {row("B200", "BERT", "train_time", 18, "min"), row("H100", "BERT", "train_time", 41, "min"),
      row("B200", "BERT", "speedup", 2.3, "x", "~")}),
    ("On BERT the B200 took 18 minutes and the H100 41 minutes, so the B200 is about 2.3x faster.",
     {row("B200", "BERT", "train_time", 18, "min"), row("H100", "BERT", "train_time", 41, "min"),
      row("B200", "BERT", "speedup", 2.3, "x", "~")}),
]


@pytest.mark.parametrize("text,expected", table(COMPARATIVES))
def test_a_comparative_compares_with_another_system(text, expected):
    check(text, expected)


# -- list items: a vendor's list keeps its claims with an empty system; a nested item under a generation --

LISTS = [
    ("AMD宣称：\n1. 训练Llama 2 70B比H100快1.3倍\n2. 推理速度平均快约1.2倍\n",
     {row("", "Llama 2 70B", "speedup", 1.3, "x"), row("", "", "speedup", 1.2, "x", "~")}),
    ("AMD宣稱：\n1. 訓練Llama 2 70B比H100快1.3倍\n2. 推論速度平均快約1.2倍\n",
     {row("", "Llama 2 70B", "speedup", 1.3, "x"), row("", "", "speedup", 1.2, "x", "~")}),
    ("AMD claims:\n1. It trains Llama 2 70B 1.3x faster than the H100\n2. Inference is about 1.2x faster on average\n",
     {row("", "Llama 2 70B", "speedup", 1.3, "x"), row("", "", "speedup", 1.2, "x", "~")}),
    ("NVIDIA介绍了新架构的改进：\n- 第六代 Tensor Core\n    - 计算能力提升 4 倍\n- 更大的缓存\n",
     {row("", "", "speedup", 4, "x")}),
    ("NVIDIA介紹了新架構的改進：\n- 第六代 Tensor Core\n    - 計算能力提升 4 倍\n- 更大的快取\n",
     {row("", "", "speedup", 4, "x")}),
    ("NVIDIA listed what the new architecture improves:\n- Sixth-generation Tensor Cores\n    - 4x more compute\n"
     "- A larger cache\n", {row("", "", "speedup", 4, "x")}),
]


@pytest.mark.parametrize("text,expected", table(LISTS))
def test_list_items(text, expected):
    check(text, expected)


# -- a rating of the hardware (FLOPS, 算力) is measured on no workload: no benchmark from other sentences --

RATINGS = [
    ("Trillium训练GPT-3的速度是TPU v5e的2倍。Trillium的单芯片峰值算力是TPU v5e的4.7倍。",
     {row("Trillium", "GPT-3", "speedup", 2, "x"), row("Trillium", "", "speedup", 4.7, "x")}),
    ("Trillium訓練GPT-3的速度是TPU v5e的2倍。Trillium的單晶片峰值算力是TPU v5e的4.7倍。",
     {row("Trillium", "GPT-3", "speedup", 2, "x"), row("Trillium", "", "speedup", 4.7, "x")}),
    ("Trillium trains GPT-3 2x faster than the TPU v5e. Trillium also has 4.7x the peak compute of the TPU v5e.",
     {row("Trillium", "GPT-3", "speedup", 2, "x"), row("Trillium", "", "speedup", 4.7, "x")}),
]


@pytest.mark.parametrize("text,expected", table(RATINGS))
def test_a_rating_takes_no_workload_from_context(text, expected):
    check(text, expected)


# -- a share of another system's performance in English word order; an architecture as either side ------

ARCHITECTURES = [
    ("MTT S4000在BERT上的性能约为A100的60%。", {row("MTT S4000", "BERT", "speedup", 60, "%", "~", "A100")}),
    ("MTT S4000在BERT上的效能約為A100的60%。", {row("MTT S4000", "BERT", "speedup", 60, "%", "~", "A100")}),
    ("The MTT S4000 reaches about 60% of the performance of the NVIDIA A100 on BERT.",
     {row("MTT S4000", "BERT", "speedup", 60, "%", "~", "A100")}),
    # an architecture as the subject: an empty system; compared against: another generation, a speedup
    ("在GPT-3上，Blackwell的单卡性能最高可达Hopper的2.2倍。", {row("", "GPT-3", "speedup", 2.2, "x", "<=", "Hopper")}),
    ("在GPT-3上，Blackwell的單卡效能最高可達Hopper的2.2倍。", {row("", "GPT-3", "speedup", 2.2, "x", "<=", "Hopper")}),
    ("On GPT-3, Blackwell delivers up to 2.2x the per-GPU performance of Hopper on DGX B200 systems.",
     {row("", "GPT-3", "speedup", 2.2, "x", "<=", "Hopper")}),
    # an architecture in parentheses describes the system before it
    ("The H100 (Hopper-based) GPU shows big gains, achieving up to 3 times the performance of the A100.",
     {row("H100", "", "speedup", 3, "x", "<=", "A100")}),
]


@pytest.mark.parametrize("text,expected", table(ARCHITECTURES))
def test_shares_and_architectures(text, expected):
    check(text, expected, WITH_BASELINE)
