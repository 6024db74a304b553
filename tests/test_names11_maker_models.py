"""Server makers' model numbers written without the word server (issue 12).

- right after a server maker's name, a code of letters then 3-5 digits
  (the catalogue's Lenovo SR670, Inspur NF5468M6, Cisco C240 M7) is a
  system; never a chip's model number (联想H100 is the chip H100), never a
  code after a chip maker or a board maker;
- Lenovo's ThinkSystem/ThinkEdge codes with their generation (SR680a V3,
  SE455 V3) are systems without the line's name.

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("浪潮信息NF5698G7搭载8颗H200，成绩领先。", ["NF5698G7", "H200"]),
    ("宝德 PR8920K（8×昇腾910B）共采购30台。", ["PR8920K", "Ascend 910B"]),
    ("緯穎 WS9300 首度參賽，吞吐量約為H100系統的1.2倍。", ["WS9300", "H100"]),
    ("纬创WX5200与联想SR670 V2同时入围。", ["WX5200", "SR670 V2"]),
    ("Quanta's QX7700 with eight B200 GPUs finished first.", ["QX7700", "B200"]),
    ("Dell R760xa results were close behind.", ["R760xa"]),
    # a chip after a maker's name stays the chip
    ("联想H100整机报价约为230万元。", ["H100"]),
    ("Lenovo MI300X nodes were also listed.", ["MI300X"]),
    # not a maker of servers, or no code of letters and digits
    ("英伟达TX2000项目", []),
    ("联想2025财年营收创新高。", []),
)
def test_code_after_maker(text, expected):
    assert systems(text) == expected


@table(
    ("联想表示，比起上一代SR675 V3，训练时间缩短了约20%。", ["SR675 V3"]),
    ("聯想指出，新款SE455 V3邊緣伺服器功耗更低。", ["SE455 V3"]),
    ("Lenovo said the SR685a V3 trained BERT in 4 minutes.", ["SR685a V3"]),
    # no generation: nothing
    ("The SR685a is a new chassis.", []),
)
def test_lenovo_generation_code(text, expected):
    assert systems(text) == expected
