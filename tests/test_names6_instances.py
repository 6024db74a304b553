"""Cloud instance types named by their card and count after a family prefix,
lower case and dotted (gx9.8xh20, ax3.1x910b, nc.b200.8x): the instance is
the system, beside the card written in its own cell or sentence.  The MLPerf
catalogue writes system names of the same form (GN10X-8xV100, E11-8xH100).
Input sentence -> the system names found, in order.  Sentences are our own,
in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    # count before the card
    ("新上线的kx5.8xh100实例每小时计费96元，比kx4.8xa100实例贵一倍。", ["kx5.8xh100", "kx4.8xa100"]),
    ("| ax2.4x910c | 昇騰910C | 4 | 96 |", ["ax2.4x910c", "Ascend 910C"]),
    ("The gpu2.1xl40s tier suits small inference jobs.", ["gpu2.1xl40s"]),
    # card before the count
    ("用户可以选择hc.mi325x.8x规格来运行训练任务。", ["hc.mi325x.8x"]),
    ("| zx.gb200.4x | 4x GB200 | $9.10 |", ["zx.gb200.4x", "GB200"]),
    ("A 32-GPU vm.h200.8x cluster finished the run overnight.", ["vm.h200.8x"]),
)
def test_card_instances(text, expected):
    assert systems(text) == expected


@table(
    # a version with a multiplier, a size with no card, a web address, a file name: no instance
    ("The 5.1x release and the 2xlarge size are no GPU instances.", []),
    ("请访问www.b200.cn了解详情，或下载data.8x.csv。", []),
    ("版本v3.2x的效能提升了兩成，詳見gx.8x.log。", []),
)
def test_not_instances(text, expected):
    assert systems(text) == expected


@table(
    # upper case is a product code, not an instance type as clouds write them
    ("The KX5.8XH100 bundle ships next week.", "KX5.8XH100"),
    ("型號GN7.8XV100的機器已停產。", "GN7.8XV100"),
)
def test_upper_case_is_no_instance(text, expected):
    assert expected not in systems(text) and expected.lower() not in systems(text)
