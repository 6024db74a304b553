"""The families the back-reference commit added to system_patterns.jsonl and
glue_counts.csv, each with its own rows: racks and boards with their NVLink
tier (Rubin Ultra NVL576, HGX B300 NVL16), GB10, GeForce suffixes (4090D,
Ti SUPER), cloud instance types of Alibaba, Baidu, Tencent, Huawei and IBM,
AWS families with a GPU suffix (P6-B200), and counts glued to a name (8xA100,
A100x8).  Input sentence -> the system names found, in order.  Sentences are
our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("英伟达Rubin Ultra NVL576机柜2027年出货，HGX B300 NVL16服务器已量产。", ["Rubin Ultra NVL576", "HGX B300 NVL16"]),
    ("輝達HGX B300 NVL16伺服器與DGX B300 NVL16同場。", ["HGX B300 NVL16", "DGX B300 NVL16"]),
    ("NVIDIA's HGX B300 NVL16 and Rubin Ultra NVL576; the GB10 superchip.",
     ["HGX B300 NVL16", "Rubin Ultra NVL576", "GB10"]),
    # a bare HGX B300 stays the board (no tier written)
    ("The HGX B300 board ships first.", ["HGX B300"]),
)
def test_racks_and_boards_keep_their_tier(text, expected):
    assert systems(text) == expected


@table(
    ("輝達GB10超級晶片與RTX 4090D、RTX 5070 Ti SUPER同場。", ["GB10", "RTX 4090D", "RTX 5070 Ti SUPER"]),
    ("英伟达GB10芯片，RTX 4090D显卡。", ["GB10", "RTX 4090D"]),
    ("The RTX 4090D is the China edition; the RTX 4080 Super is not.", ["RTX 4090D", "RTX 4080 Super"]),
)
def test_gb10_and_geforce_suffixes(text, expected):
    assert systems(text) == expected


@table(
    ("阿里云ecs.gn7e-c16g1.4xlarge实例，百度智能云bcc.lgn5与bcc.gn5.c8m32.1v100。",
     ["ecs.gn7e-c16g1.4xlarge", "bcc.lgn5", "bcc.gn5.c8m32.1v100"]),
    ("騰訊雲GT4.4XLARGE96與GN7.2XLARGE32，GT4執行個體降價。", ["GT4.4XLARGE96", "GN7.2XLARGE32", "GT4"]),
    ("华为云p2s.2xlarge.8与ai1s.large.4规格，IBM Cloud的gx3d-160x1792x8h100。",
     ["p2s.2xlarge.8", "ai1s.large.4", "gx3d-160x1792x8h100"]),
    ("Tencent's GT4 instances and IBM's gx3-24x120x1l40s profile.", ["GT4", "gx3-24x120x1l40s"]),
    # a family that needs the word instance is no system without it
    ("The GT4 engine and the GI2 team.", []),
)
def test_instance_types_of_more_providers(text, expected):
    assert systems(text) == expected


@table(
    ("AWS的P6-B200实例与p5e实例。", ["P6-B200", "p5e"]),
    ("AWS P6-B200 instances replace P5 instances.", ["P6-B200", "P5"]),
    ("亞馬遜AWS的P6-B200執行個體。", ["P6-B200"]),
)
def test_aws_families_with_a_gpu_suffix(text, expected):
    assert systems(text) == expected


@table(
    ("8xA100与A100x8，2x8xH100。", ["A100", "A100", "H100"]),
    ("The 8xH100 node and an H100x8 box.", ["H100", "H100"]),
    ("一台8xH100伺服器。", ["H100"]),
    # a count glued to a longer word is no name (the 8x100 run)
    ("an 8x100 grid", []),
)
def test_counts_glued_to_a_name(text, expected):
    assert systems(text) == expected


# GOLD.md: a product known under a Chinese and an English name takes the English one;
# one known only by its Chinese name keeps it (no made-up pinyin)
@table(
    ("海光深算二号DCU已量产，深算三号明年推出。", ["深算二号", "深算三号"]),
    ("海光深算二號與昇騰910B同場。", ["深算二号", "Ascend 910B"]),
    ("Hygon's 深算一号 DCU trails the A100.", ["深算一号", "A100"]),
)
def test_names_known_only_in_chinese_stay_chinese(text, expected):
    assert systems(text) == expected


# a Chinese character next to a Latin one is a word boundary; two Latin runs glued are not
@table(
    ("海光深算二号DCU已量产。", ["深算二号"]),
    ("新一代天河二号AI集群。", ["Tianhe-2"]),
    ("The 深算三号DCU ships next year; so does the GA100 die.", ["深算三号"]),
)
def test_a_chinese_edge_touching_latin_letters_is_a_boundary(text, expected):
    assert systems(text) == expected
