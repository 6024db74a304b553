"""Two ways press writes one product twice: a superchip's model number
followed by its code name (GB10 Grace Blackwell, GH200 Grace Hopper: one
system, the model, not GB200 from the code name), and the model alone after
the article named it with its brand (S4000 after MTT S4000).  Input sentence
-> the system names found, in order.  Sentences are our own, in Simplified,
Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("这款迷你主机采用GB10 Grace Blackwell超级芯片。", ["GB10"]),
    ("新節點搭載四顆GH200 Grace Hopper超級晶片。", ["GH200"]),
    ("Each tray holds two GB200 Grace Blackwell Superchips.", ["GB200"]),
    # the code name alone still names the superchip it is known for
    ("Grace Blackwell平台的推理速度更快。", ["GB200"]),
)
def test_model_number_with_code_name(text, expected):
    assert systems(text) == expected


@table(
    ("摩尔线程MTT S4000参与了测试，S4000用时78分钟。", ["MTT S4000", "MTT S4000"]),
    ("摩爾線程的MTT S5000比上一代MTT S4000快三倍，S5000售價未公布。", ["MTT S5000", "MTT S4000", "MTT S5000"]),
    ("The MTT S4000 card is cheaper; the S4000 reached 67% of the A100.", ["MTT S4000", "MTT S4000", "A100"]),
    # without the full name in the document a bare S4000 is no name
    ("型号S4000的打印机卖得很好。", []),
)
def test_short_form_after_brand(text, expected):
    assert systems(text) == expected
