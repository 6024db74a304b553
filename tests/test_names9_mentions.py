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
    # a family name the document also writes as hardware: the software one still goes
    ("The Gaudi cluster ran well, and the Gaudi software suite 1.22 added 35%.", ["Gaudi"]),
)
def test_family_software_is_not_a_system(text, expected):
    assert systems(text) == expected

