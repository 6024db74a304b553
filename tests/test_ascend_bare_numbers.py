"""An Ascend model number written alone (system_patterns.jsonl ascend_bare):
the trade press and forums write the chip as its number ("出租的910B算力",
"910C放量", "a single 910B sells for…"); it is Ascend 910B / 910C.  A code that
holds the number (PR4910P, gn-910b, v910C, #910B) is no chip.
Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("中心对外出租的910B算力每卡时约4元。", ["Ascend 910B"]),
    ("910C放量，国产算力进入兑现期。", ["Ascend 910C"]),
    ("中心對外出租的910B算力每卡時約4元。", ["Ascend 910B"]),
    ("Analysts say a single 910C sells for about $25,000.", ["Ascend 910C"]),
    # written with its brand: one name
    ("昇腾910B整机报价约95万元。", ["Ascend 910B"]),
    # a code that holds the number: the server, no chip
    ("宝德PR4910P服务器已到货。", ["PR4910P"]),
    ("订单#910B已发货。", []),
    ("Version v910C of the driver shipped.", []),
)
def test_bare_ascend_numbers(text, expected):
    assert systems(text) == expected
