"""Back-references (pipeline/extractors/name_refs.py): a short form of a product
the same text names in full takes the full name's canonical name; without the
full mention it is no name.  Input sentence -> the system names found, in
order.  Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from pipeline.extractors.lexicon import DATA_DIR
from pipeline.extractors.name_refs import KINDS, references

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    # a bare model number after the full name, and before it (a headline abbreviates the body)
    ("华为昇腾910C开始放量，910C的单卡算力约为H100的六成。", ["Ascend 910C", "Ascend 910C", "H100"]),
    ("910C供不应求：华为昇腾910C订单排到明年", ["Ascend 910C", "Ascend 910C"]),
    ("華為昇騰910B與昇騰910C同台，910B的價格更低。", ["Ascend 910B", "Ascend 910C", "Ascend 910B"]),
    # the short form of another product of the family is that product (ascend_bare: an Ascend number alone)
    ("華為昇騰910B熱賣，910C尚未出貨。", ["Ascend 910B", "Ascend 910C"]),
    ("Huawei's Ascend 910C ships this quarter; the 910C trails the H100.", ["Ascend 910C", "Ascend 910C", "H100"]),
    # without the full name a bare number is the chip (ascend_bare), but not a count
    ("今年出货910C颗，同比增长。", []),
    ("The 910C trails the H100.", ["Ascend 910C", "H100"]),
)
def test_bare_model_numbers_of_ascend(text, expected):
    assert systems(text) == expected


@table(
    # (a GeForce number alone is the card too: geforce_bare)
    ("我买了一张RTX 4090，4090跑大模型很快，比3090快一倍。", ["RTX 4090", "RTX 4090", "RTX 3090"]),
    ("這張RTX 4090D要價一萬多，4090D的供貨也緊。", ["RTX 4090D", "RTX 4090D"]),
    ("Our RTX 5090 review: the 5090 beat the RTX 4090, and the 4090 still sells.",
     ["RTX 5090", "RTX 5090", "RTX 4090", "RTX 4090"]),
    # a bare number that reads as an amount stays an amount
    ("RTX 4090二手价4090元，4090万元的订单，售价$4090。", ["RTX 4090"]),
    ("The RTX 4090 sold 4,090 units at 4090 dollars.", ["RTX 4090"]),
    ("4090真香", ["RTX 4090"]),
)
def test_bare_model_numbers_of_geforce(text, expected):
    assert systems(text) == expected


@table(
    ("谷歌TPU v5p集群扩展到8960颗，v5p的训练速度是v4的2.8倍。", ["TPU v5p", "TPU v5p"]),
    ("Google's TPU v5e is cheaper; each v5e pod slice runs Llama.", ["TPU v5e", "TPU v5e"]),
    ("Tenstorrent's Blackhole p150a ships at $1,399; the p150a has 32 GB.", ["Blackhole p150a", "Blackhole p150a"]),
    ("Tenstorrent推出Wormhole n300，n300采用双芯片。", ["Wormhole n300", "Wormhole n300"]),
    # a version alone is no TPU (MLPerf Training v4.0, a v5 release)
    ("MLPerf Training v4.0 and the v5 software.", []),
)
def test_short_forms_of_tpus_and_boards(text, expected):
    assert systems(text) == expected


@table(
    ("百度昆仑芯P800已部署三万卡集群，P800集群的训练吞吐提升27%。", ["P800", "P800"]),
    ("沐曦C500訓練卡64張，其中C500單卡報價4.9萬元。", ["C500", "C500"]),
    ("Moffett's S30 card is out; the S30 runs BERT.", ["S30", "S30"]),
    ("海光DCU K100已量产，K100的推理性能更强。", ["DCU K100", "DCU K100"]),
    ("Intel Xeon 6980P servers: the 6980P has 128 cores.", ["Xeon 6980P", "Xeon 6980P"]),
    # the model number alone, with no full name in the text, is no system
    ("P800集群共512卡。", []),
)
def test_model_numbers_without_their_vendor_word(text, expected):
    assert systems(text) == expected


@table(
    ("GB200 NVL72機櫃出貨，每個NVL72有72顆GPU。", ["GB200 NVL72", "GB200 NVL72"]),
    ("The GB300 NVL72 ships in volume; an NVL72 rack draws 130 kW.", ["GB300 NVL72", "GB300 NVL72"]),
    # two racks of one tier: the tier alone names neither
    ("GB200 NVL72与GB300 NVL72同台，NVL72的功耗更高。", ["GB200 NVL72", "GB300 NVL72", "NVL72"]),
    ("英伟达NVL72系统的算力", ["NVL72"]),
)
def test_a_rack_tier_after_its_rack(text, expected):
    assert systems(text) == expected


@table(
    ("AWS cut P5 instance prices, while the older A100-based P4d falls 33%; P6-B200 stays.",
     ["P5", "A100", "P4d", "P6-B200"]),
    ("亞馬遜的P5e執行個體降價，較舊的P4d也降了三成。", ["P5e", "P4d"]),
    ("AWS的p5实例降价，p4d与Trn2也跟进。", ["p5", "p4d", "Trn2"]),
    # without an AWS instance in the text the family names are no systems
    ("The P4d and P5 parking levels.", []),
)
def test_aws_families_after_one_with_its_cue(text, expected):
    assert systems(text) == expected


def test_every_reference_is_a_known_kind_and_compiles():
    entries = [json.loads(line) for line in (DATA_DIR / "name_references.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.lstrip().startswith("#")]
    assert entries and len({e["name"] for e in entries}) == len(entries)
    loaded = references()
    assert [r.name for r in loaded] == [e["name"] for e in entries]
    for e, r in zip(entries, loaded):
        assert e["kind"] in KINDS
        if e["kind"] == "short":
            groups = {int(g) for g in re.findall(r"\{(\d+)\}", e["short"])}
            assert groups and max(groups) <= r.full.groups, e["name"]
        if e["kind"] == "bare":
            assert r.pattern is not None and r.after and not r.pattern.fullmatch(""), e["name"]


def test_bare_families_name_known_patterns():
    from pipeline.extractors.lexicon import system_patterns
    known = {p.name for p in system_patterns()}
    for r in references():
        assert set(r.after) <= known, r.name


@pytest.mark.parametrize("text", ["910C", "RTX 4090 4090", "P800"])
def test_offsets_are_the_short_forms_own(text):
    from pipeline.extractors.names import find_names
    for m in find_names(text):
        assert text[m.start:m.end] in (m.value, "4090", "910C", "P800")
