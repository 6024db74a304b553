"""System mentions of names9 (round 7B).

- A product family's bare name followed by a word of software
  (family_software_words.csv: software, SDK, driver, 软件, 驱动) names the
  family's software, not hardware: "the Gaudi software suite" has no system;
  a model (Gaudi 3) before the same words stays.

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("英特尔发布Gaudi软件套件1.20，Gaudi 3的推理吞吐提升约20%。", ["Gaudi3"]),
    ("英特爾發布Gaudi軟體套件1.20，Gaudi 3的推論吞吐量提升約20%。", ["Gaudi3"]),
    ("Intel's new Gaudi software release lifted Gaudi 3 throughput by 20%.", ["Gaudi3"]),
    ("With the Gaudi SDK 1.20, the Gaudi 2 cluster ran 15% faster.", ["Gaudi2"]),
    ("华为更新昇腾驱动后，昇腾910B的训练速度提升约12%。", ["Ascend 910B"]),
    ("華為更新昇騰驅動後，昇騰910B的訓練速度提升約12%。", ["Ascend 910B"]),
    # the family named as hardware stays a system
    ("Gaudi集群由64张加速卡组成。", ["Gaudi"]),
    ("Gaudi叢集由64張加速卡組成。", ["Gaudi"]),
    ("The Gaudi cluster holds 64 accelerators.", ["Gaudi"]),
    # a model before a software word names hardware
    ("Gaudi 3软件栈已开源。", ["Gaudi3"]),
    # a family's operating system (DGX OS)
    ("整机出厂前会重装最新的DGX OS，DGX H100随后上架。", ["DGX H100"]),
    ("整機出廠前會重灌最新的DGX OS，DGX H100隨後上架。", ["DGX H100"]),
    ("Each unit ships with the latest DGX OS installed on the DGX H100.", ["DGX H100"]),
    # a family name the document also writes as hardware: the software one still goes
    ("The Gaudi cluster ran well, and the Gaudi software suite 1.22 added 35%.", ["Gaudi"]),
)
def test_family_software_is_not_a_system(text, expected):
    assert systems(text) == expected



@table(
    # an instance type with its size, as the article writes it (no ecs. added), and the bare family
    ("gn8h实例降价后，gn8h.48xlarge每小时168元，gn7e.32xlarge更便宜。", ["gn8h", "gn8h.48xlarge", "gn7e.32xlarge"]),
    ("gn8h執行個體降價後，gn8h.48xlarge每小時168元，gn7e.32xlarge更便宜。", ["gn8h", "gn8h.48xlarge", "gn7e.32xlarge"]),
    ("The gn8l.48xlarge now costs less than the ecs.gn7i-c8g1.2xlarge did.", ["gn8l.48xlarge", "ecs.gn7i-c8g1.2xlarge"]),
)
def test_alibaba_instance_as_written(text, expected):
    assert systems(text) == expected


@table(
    # QCT model numbers as the MLPerf catalogue writes them, without QuantaGrid
    ("云达的D74H-7U与D54U-3U都提交了推理成绩。", ["D74H-7U", "D54U-3U"]),
    ("雲達的D74H-7U與D54U-3U都提交了推論成績。", ["D74H-7U", "D54U-3U"]),
    ("QCT entered the QuantaGrid D75H-10U and a D54Q-2U.", ["QuantaGrid D75H-10U", "D54Q-2U"]),
    # a size alone, or a code of another shape, stays nothing
    ("这台5U机箱与2U服务器都能装8张卡。", []),
)
def test_qct_model_numbers(text, expected):
    assert systems(text) == expected


@table(
    # Enflame's model numbers after the maker's name: S60, T20, i20 (the catalogue's families)
    ("燧原的i20推理卡售价约3万元，T20用于训练。", ["i20"]),
    ("燧原的i20推論卡售價約3萬元。", ["i20"]),
    ("Enflame's i20 inference card costs about 30,000 yuan; Enflame's T20 trains.", ["i20", "T20"]),
    ("Enflame's i20x is not a product we know.", []),
)
def test_enflame_model_numbers(text, expected):
    assert systems(text) == expected


@table(
    # AMD model forms of the vendor's families: Radeon AI PRO R9700, Ryzen AI Max+ 395
    ("Radeon AI PRO R9700售价约1299美元，H200需询价。", ["Radeon AI PRO R9700", "H200"]),
    ("Radeon AI PRO R9700售價約1299美元，H200需詢價。", ["Radeon AI PRO R9700", "H200"]),
    ("A mini PC with a Ryzen AI Max+ 395 against a GB200 NVL72.", ["Ryzen AI Max+ 395", "GB200 NVL72"]),
    ("搭载锐龙AI Max 390的笔记本。", ["Ryzen AI Max 390"]),
    # the bare family name stays nothing
    ("The Ryzen AI Max family is new.", []),
)
def test_vendor_model_forms(text, expected):
    assert systems(text) == expected
