"""Desktop AI boxes built around NVIDIA's GB10 superchip, by their makers'
product lines (system_patterns.jsonl: ASUS Ascent, Lenovo ThinkStation, HP ZGX,
MSI EdgeXpert, Acer Veriton, Dell Pro Max, Gigabyte AI TOP), and H3C servers
written with the vendor word instead of UniServer (the catalogue's H3C rows:
R5300G5, R5500G5, R4900G6).  The vendor word is no part of the name.  Input
sentence -> the system names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("ASUS Ascent GX10 and Lenovo ThinkStation PGX both use the GB10.", ["Ascent GX10", "ThinkStation PGX", "GB10"]),
    ("华硕Ascent GX10售价约3000美元。", ["Ascent GX10"]),
    ("聯想ThinkStation PGX與惠普ZGX Nano G1n AI Station同場較勁。", ["ThinkStation PGX", "ZGX Nano G1n"]),
    ("HP ZGX Nano, MSI EdgeXpert MS-C931 and Acer Veriton GN100 ship this month.",
     ["ZGX Nano", "EdgeXpert MS-C931", "Veriton GN100"]),
    ("微星EdgeXpert与宏碁Veriton GN100都搭载GB10。", ["EdgeXpert", "Veriton GN100", "GB10"]),
    ("Dell Pro Max with GB10 and Gigabyte AI TOP ATOM start at $3,999.", ["Pro Max GB10", "AI TOP ATOM"]),
    # the words of the product lines alone are no systems
    ("Pro Max plans and an atom of truth; the ascent was steep.", []),
)
def test_gb10_desktop_boxes(text, expected):
    assert systems(text) == expected


@table(
    ("新华三R5300 G6与H3C UniServer R5500 G5都参与了测试。", ["UniServer R5300 G6", "UniServer R5500 G5"]),
    ("新華三 R4900 G6 伺服器搭載兩顆處理器。", ["UniServer R4900 G6"]),
    ("H3C R5500G5 servers with eight accelerators.", ["UniServer R5500 G5"]),
    ("UniServer R5300 G5 is H3C's.", ["UniServer R5300 G5"]),
    # a model number without the vendor word or the product line is not H3C's
    ("Room R5300 G6 on the second floor.", []),
)
def test_h3c_servers_after_the_vendor_word(text, expected):
    assert systems(text) == expected
