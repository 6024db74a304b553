"""Product families of the catalogue's vendors written in ways the patterns
did not read: a CPU family in Chinese before its model number (酷睿, 锐龙, as
至强 and 霄龙 already were), Huawei's TaiShan servers (Kunpeng hosts), ASUS's
ESC AI POD rack, and numbered generations of a supercomputer series with the
number in Chinese (台湾杉五号 is Taiwania 5).  Input sentence -> the system
names found, in order.  Sentences are our own, in Simplified, Traditional and
English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("这台工作站配备酷睿Ultra 7 265K处理器和锐龙9 9950X。", ["Core Ultra 7 265K", "Ryzen 9 9950X"]),
    ("筆電搭載酷睿i7-13700H，桌機則是銳龍7 7800X3D。", ["Core i7-13700H", "Ryzen 7 7800X3D"]),
    ("The rig pairs a Core Ultra 9 285K with an RTX 5090.", ["Core Ultra 9 285K", "RTX 5090"]),
    # the family alone, or a Ryzen with no model number: the family words stay no model
    ("酷睿Ultra系列和锐龙处理器都支持AI加速。", []),
)
def test_cpu_family_in_chinese(text, expected):
    assert systems(text) == expected


@table(
    ("采购清单包括华为TaiShan 200服务器20台，每台配两颗鲲鹏920。", ["TaiShan 200", "Kunpeng 920"]),
    ("這批TaiShan 200 Pro伺服器與Atlas 800一起交付。", ["TaiShan 200 Pro", "Atlas 800"]),
    ("Huawei's TaiShan 2280 nodes run the CPU jobs; ASUS ships the ESC AI POD rack.", ["TaiShan 2280", "ESC AI POD"]),
    # the mountain and a height: no server
    ("游客登上泰山200米处的平台，又去了Taishan路。", []),
)
def test_servers(text, expected):
    assert systems(text) == expected


@table(
    ("新一代超级计算机台湾杉五号的算力是台湾杉二号的三十倍。", ["Taiwania 5", "Taiwania 2"]),
    ("國網中心的台灣杉三號已上線，台灣杉六號正在規劃。", ["Taiwania 3", "Taiwania 6"]),
    ("Taiwania 5 will replace Taiwania-2 next year.", ["Taiwania 5", "Taiwania 2"]),
    # a quoted name of no series, with a count word inside (台) that is no count, stays as written
    ("下一代「台智三號」超級電腦。", ["台智三号"]),
    # the first generation is the bare name; a year or a count is no generation
    ("台湾杉一号与Taiwania 2024年的计划", ["Taiwania", "Taiwania"]),
)
def test_numbered_series(text, expected):
    assert systems(text) == expected


@table(
    ("这批A800和H20服务器，加上L40S与B30A，都已到货。", ["A800", "H20", "L40S", "B30A"]),
    ("機房裡有V100S、A10G與B300，另有GH200和GB10。", ["V100S", "A10G", "B300", "GH200", "GB10"]),
    ("The H200 beat the A100 and the B40 by a wide margin.", ["H200", "A100", "B40"]),
    # a letter with digits that names no NVIDIA part: an airliner, a video codec, a phone chip, a bomber
    ("空客A380与A350的机舱视频用H264和H265编码，手机用A15芯片。", []),
    ("The B52 and the V50 were on show.", []),
)
def test_nvidia_model_numbers(text, expected):
    assert systems(text) == expected


@table(
    ("英特尔至强6 6980P处理器与至强6 6787P。", ["Xeon 6980P", "Xeon 6787P"]),
    ("伺服器搭載兩顆Xeon 6 6960P。", ["Xeon 6960P"]),
    ("The Intel Xeon 6 6980P ran the CPU-only tests.", ["Xeon 6980P"]),
    # the generation alone, or followed by a year or a count: the family
    ("Xeon 6 2025 roadmap and Xeon 6 6,000 units", ["Xeon 6", "Xeon 6"]),
)
def test_xeon_6_model_numbers(text, expected):
    assert systems(text) == expected
