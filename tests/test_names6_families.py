"""Vendor product families the patterns did not read: AMD's Radeon PRO
workstation cards (W7900), AMD's Helios rack (a common word:
only with a cue in its sentence, then in the whole article), and a quoted
Chinese supercomputer name before 智能超算 or 智算平台.  Input sentence -> the
system names found, in order.  Sentences are our own, in Simplified,
Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("工作站可选配AMD Radeon PRO W7800显卡。", ["Radeon PRO W7800"]),
    ("這台主機搭載Radeon Pro W6800與兩顆EPYC 9354。", ["Radeon PRO W6800", "EPYC 9354"]),
    ("The Radeon PRO W7900 and the Radeon RX 7900 XTX share a die.", ["Radeon PRO W7900", "RX 7900 XTX"]),
    # the brand alone is no model
    ("Radeon Pro drivers were updated last week.", []),
)
def test_radeon_pro(text, expected):
    assert systems(text) == expected


@table(
    ("AMD计划明年推出名为“Helios”的整机柜产品。", ["Helios"]),
    ("外資預估，Helios機櫃單價約為300萬美元。", ["Helios"]),
    ("Each Helios rack holds 72 GPUs from AMD.", ["Helios"]),
    # no rack, no AMD, no supercomputer in the sentence: the word or the god
    ("The Helios hotel opened a new wing.", []),
    ("希腊神话中的Helios是太阳神。", []),
)
def test_helios(text, expected):
    assert systems(text) == expected


@table(
    ("“星河三号”智算平台本月正式上线。", ["星河三号"]),
    ("「曙光二號」智能超算系統完成了驗收。", ["曙光二号"]),
    ("该省的“天枢一号”智算集群有两千张加速卡。", ["天枢一号"]),
    # a quoted spacecraft or a quoted slogan: no system
    ("“嫦娥七号”探测器将于明年发射。", []),
    ("“算力一张网”智算平台建设方案发布。", []),
)
def test_quoted_chinese_platforms(text, expected):
    assert systems(text) == expected


@table(
    ("我的旧显卡是GTX 1060，新买的是GeForce GTX 1660 SUPER。", ["GTX 1060", "GTX 1660 SUPER"]),
    ("這台舊電腦裝的是GTX 1080 Ti。", ["GTX 1080 Ti"]),
    ("A GeForce GTX 980 could not hold the model.", ["GTX 980"]),
    # the letters alone, or glued into another code: no card
    ("GTX系列已经停产，型号GTX1060X2不存在。", []),
)
def test_geforce_gtx(text, expected):
    assert systems(text) == expected
