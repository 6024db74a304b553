"""NVIDIA GPU dies by their code numbers (GA100, GH100, GB202, AD102) are
systems (hardware named by model number); the superchips GH200 and GB200
stay themselves, and a code-like word of another kind is no die.  Input
sentence -> the system names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("RTX 5090采用GB202核心，RTX 4090则是AD102。", ["RTX 5090", "GB202", "RTX 4090", "AD102"]),
    ("H100使用的GH100晶片面積約814平方毫米。", ["H100", "GH100"]),
    ("The A100 is built on the GA100 die, the V100 on GV100.", ["A100", "GA100", "V100", "GV100"]),
    # superchips keep their names; numbers of other things are no dies
    ("GB200与GH200都是超级芯片。", ["GB200", "GH200"]),
    ("Form AD1020 and ticket GA1005 were filed.", []),
    ("该型号编号为XGA100-B。", []),
)
def test_nvidia_dies(text, expected):
    assert systems(text) == expected
