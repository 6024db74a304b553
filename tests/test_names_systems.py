"""System names as families with model numbers: input sentence -> the canonical
names found (GOLD.md), in Simplified, Traditional and English.  Sentences are
our own, one class of names per table."""
from __future__ import annotations

import sys
from pathlib import Path

import pipeline

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("华为推出昇腾910C加速卡，并计划量产昇腾950PR。", ["Ascend 910C", "Ascend 950PR"]),
    ("華為的昇騰910B晶片已大量出貨。", ["Ascend 910B"]),
    ("该集群由Atlas 800T A2训练服务器组成。", ["Atlas 800T A2"]),
    # a super node (超节点) is named like a system, the category word dropped; a SuperPoD keeps its form
    # (GOLD.md: DGX A100 SuperPOD, a rack system keeps its form)
    ("昇腾384超节点与Atlas 900 A3 SuperPoD都已商用。", ["Ascend 384", "Atlas 900 A3 SuperPoD"]),
    ("華為CloudMatrix384超節點", ["CloudMatrix 384"]),
    ("寒武纪思元370系列的MLU370-X8板卡采用双芯片设计。", ["MLU370", "MLU370-X8"]),
    ("寒武紀推出MLU590，效能較前代提升。", ["MLU590"]),
    ("海光DCU K100的推理成本更低。", ["DCU K100"]),
    ("燧原科技的云燧T20训练卡已上市。", ["CloudBlazer T20"]),
    ("墨芯S30计算卡在测试中跑出高分。", ["S30"]),
    # 昆仑芯 is the company (Kunlunxin): a vendor word, dropped before the model number
    ("百度昆仑芯P800已部署三万卡集群。", ["P800"]),
    ("摩爾線程的夸娥智算集群採用MTT S4000。", ["KUAE", "MTT S4000"]),
    ("Huawei's Ascend 910B trails the H100 by a wide margin.", ["Ascend 910B", "H100"]),
)
def test_chinese_accelerators_and_servers(text, expected):
    assert systems(text) == expected


@table(
    ("Qualcomm's AI200 and AI250 cards ship next year.", ["AI200", "AI250"]),
    ("高通推出AI200推理加速卡，明年再推AI250。", ["AI200", "AI250"]),
    ("The Cloud AI 100 Ultra packs four chips on one card.", ["Cloud AI 100 Ultra"]),
    ("高通Cloud AI 100在能效榜單上名列前茅。", ["Cloud AI 100"]),
)
def test_qualcomm_inference_cards(text, expected):
    assert systems(text) == expected


@table(
    ("AWS cut the price of p5.48xlarge and trn1.32xlarge instances.", ["p5.48xlarge", "trn1.32xlarge"]),
    ("Azure's ND GB200 v6 beat the ND H100 v5 by a wide margin.", ["ND GB200 v6", "ND H100 v5"]),
    ("微软Azure的ND MI300X v5虚拟机已开放。", ["ND MI300X v5"]),
    ("Google Cloud 的 A3 Mega VMs 與 C4A 執行個體同日更新。", ["A3 Mega", "C4A"]),
    ("谷歌推出基于Axion芯片的虚拟机N4A预览版。", ["Axion", "N4A"]),
    ("甲骨文的BM.GPU.H100.8裸机实例按小时计费。", ["BM.GPU.H100.8"]),
    ("AWS Trn2 UltraServers and P5e instances", ["Trn2 UltraServer", "P5e"]),
    ("A3 Ultra VMs and A4X instances", ["A3 Ultra", "A4X"]),
)
def test_cloud_instances_drop_the_provider(text, expected):
    assert systems(text) == expected


@table(
    ("The Frontier supercomputer at Oak Ridge remains the fastest.", ["Frontier"]),
    ("Labs racing toward frontier models need more GPUs.", []),
    ("El Capitan和Aurora两台超级计算机都进入了TOP500前列。", ["El Capitan", "Aurora"]),
    ("The Aurora borealis was visible last night.", []),
    ("日本的富岳超級電腦曾經位居第一。", ["Fugaku"]),
    ("Summit will be the keynote venue for the AI summit.", []),
)
def test_supercomputers_need_a_cue_when_their_name_is_a_word(text, expected):
    assert systems(text) == expected


@table(
    ("Each node pairs two Xeon Platinum 8480+ with eight GPUs.", ["Xeon 8480+"]),
    ("每個節點配備兩顆至強鉑金8480+處理器。", ["Xeon 8480+"]),
    ("服务器采用第五代至强处理器与AMD霄龙9654。", ["Xeon", "EPYC 9654"]),
    ("The AMD Epyc 7742 and the Intel Xeon 6 both appear.", ["EPYC 7742", "Xeon 6"]),
    ("Intel Xeon E5-2698 v4 hosts are older.", ["Xeon E5-2698 v4"]),
    ("NVIDIA's Grace CPU sits next to Blackwell.", ["Grace"]),
    ("Grace Kelly starred in the film.", []),
    ("鲲鹏920与倚天710都是Arm服务器处理器。", ["Kunpeng 920", "Yitian 710"]),
)
def test_cpus_keep_their_model_number_without_tier_words(text, expected):
    assert systems(text) == expected


@table(
    ("The GB300 NVL72 rack debuted this round.", ["GB300 NVL72"]),
    ("GB300 NVL72機架級系統首次亮相。", ["GB300 NVL72"]),
    ("一台GB200 NVL72内有72颗B200和36颗Grace CPU。", ["GB200 NVL72", "B200", "Grace"]),
    ("A bare GB200 superchip is one Grace and two B200s.", ["GB200", "Grace", "B200"]),
    ("H100基于GH100核心。", ["H100"]),
)
def test_rack_systems_keep_their_form_and_dies_are_not_systems(text, expected):
    assert systems(text) == expected


@table(
    ("Google trained it on thousands of TPU v4s.", ["TPU v4"]),
    ("They bought 10,000 H100s and 2,000 MI300Xs.", ["H100", "MI300X"]),
    ("Gaudi2s were cheaper.", ["Gaudi2"]),
    ("The tpu-v3-8 slice and a TPU v5e pod.", ["TPU v3", "TPU v5e"]),
)
def test_plurals_and_pod_slices(text, expected):
    assert systems(text) == expected


@table(
    ("Google Cloud 終於正式推出 TPUv7 Ironwood。", ["Ironwood"]),
    ("The TPU v6e, also known as Trillium, is cheaper.", ["Trillium", "Trillium"]),
    ("谷歌第七代TPU「Ironwood」即将上市。", ["Ironwood"]),
)
def test_code_names(text, expected):
    assert systems(text) == expected


@table(
    ("AMD has shipped three generations of its Instinct GPUs.", ["Instinct"]),
    ("The Instinct MI series competes with Gaudi.", ["Instinct MI", "Gaudi"]),
    ("英特尔Gaudi 3比Gaudi2更快。", ["Gaudi3", "Gaudi2"]),
    ("Habana's Goya and Greco are inference chips.", ["Goya", "Greco"]),
    ("Intel® Gaudi® 2 AI Accelerator", ["Gaudi2"]),
)
def test_product_families(text, expected):
    assert systems(text) == expected


@table(
    ("NVIDIA is a vendor, Hopper and Blackwell are architectures.", []),
    ("寒武纪和燧原是公司名，不是产品。", []),
    ("The A4 paper and the C4 explosive are not instances.", []),
    ("Atlas shrugged.", []),
)
def test_no_system(text, expected):
    assert systems(text) == expected


def test_guarded_name_offsets_point_into_the_original():
    text = "超級電腦Frontier與Aurora名列前茅。"
    rows = pipeline.extract(text, doc_id="x").to_dict("records")
    got = [(r["text"], r["value"]) for r in rows if r["type"] == "system"]
    assert got == [("Frontier", "Frontier"), ("Aurora", "Aurora")]
    assert all(text[int(r["start"]):int(r["end"])] == r["text"] for r in rows)


@table(
    ("Dell's PowerEdge XE9680 and the XE9685L carry eight GPUs.", ["PowerEdge XE9680", "XE9685L"]),
    ("戴尔PowerEdge服务器与HPE Cray XD670同台。", ["PowerEdge", "Cray XD670"]),
    ("聯想ThinkSystem SR675 V3與HPE ProLiant DL380a Gen11", ["ThinkSystem SR675 V3", "ProLiant DL380a Gen11"]),
    ("Supermicro SYS-821GE-TNHR and GIGABYTE G593-SD0 both passed.", ["SYS-821GE-TNHR", "G593-SD0"]),
    ("浪潮NF5688M7服务器", ["NF5688M7"]),
)
def test_servers(text, expected):
    assert systems(text) == expected


@table(
    ("The DGX-1 of 2016 and the DGX-2H of 2019.", ["DGX-1", "DGX-2H"]),
    ("单个 NVIDIA DGX 系统配备八颗GPU。", ["DGX"]),
    ("總算力是英偉達NVL72系統的1.7倍。", ["NVL72"]),
    ("VR200 NVL72與Vera Rubin NVL144都在路線圖上。", ["VR200 NVL72", "Vera Rubin NVL144"]),
    ("輝達展示Rubin GPU及Vera CPU。", ["Vera"]),
    ("2026年推出Vera Rubin平台，2027年推出Rubin Ultra。", []),
    ("Cerebras moved from WSE1 to the WSE-2.", ["WSE-1", "WSE-2"]),
)
def test_generations_racks_and_architectures(text, expected):
    assert systems(text) == expected


@table(
    ("除了Ryzen 9000、Ryzen AI 300系列處理器外，還有Ryzen 9 7950X。", ["Ryzen 9000", "Ryzen AI 300", "Ryzen 9 7950X"]),
    ("集合了384颗昇腾NPU与192颗鲲鹏CPU。", ["Ascend", "Kunpeng"]),
)
def test_cpu_families(text, expected):
    assert systems(text) == expected


@table(
    ("She trusted her instinct.", []),
    ("AMD's Instinct line leads its GPU sales.", ["Instinct"]),
    ("The graviton is a hypothetical particle.", []),
    ("AWS Graviton4 與 Graviton 處理器", ["Graviton4", "Graviton"]),
    ("Maia sang at the festival.", []),
    ("微軟Maia芯片", ["Maia"]),
    ("Xavier Niel founded the company.", []),
    ("NVIDIA Xavier NX modules", ["Xavier NX"]),
)
def test_family_names_that_are_also_words_need_a_cue(text, expected):
    assert systems(text) == expected


@table(
    ("龍芯3A6000與兆芯KX-7000都是國產CPU。", ["Loongson 3A6000", "KX-7000"]),
    ("算能SG2042服务器和地平线征程5芯片", ["SG2042", "Journey 5"]),
    ("腾讯紫霄芯片与摩尔线程MTT S80显卡", ["Zixiao", "MTT S80"]),
)
def test_more_chinese_families(text, expected):
    assert systems(text) == expected
