""""against X" names what a figure is compared with, as "than X" and "versus X" do: X is no
subject of the sentence ("…in 22.5 minutes, against 31.6 minutes for Trillium, a 29% cut": the
cut is Ironwood's; "against the Mac Studio, the 3090s are 4x faster").  Issue 12; the class is in
probe4 (For comparison, against my buddy's M2 Ultra Mac Studio…, the 3090s do…) and probe5
(…against 31.6 minutes for 256 Trillium chips, a 29% cut in time to train).  The Chinese
markers (与X相比, 对比X) are in cues_zh.csv already.

The sentences are our own, in English (the marker), Simplified and Traditional (its Chinese
counterpart, which must keep working).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

AGAINST = [
    ("On BERT, the Gaudi3 finished in 12 minutes, against 15 minutes for the H100, a 20% cut in time to train.",
     {row("Gaudi3", "BERT", "train_time", 12, "min"), row("H100", "BERT", "train_time", 15, "min"),
      row("Gaudi3", "BERT", "speedup", 20, "%")}),
    ("Benchmarked against the A100 on ResNet-50, the MI300X is about 2.1x faster.",
     {row("MI300X", "ResNet-50", "speedup", 2.1, "x", "~")}),
    ("在BERT上，Gaudi3用时12分钟，对比H100的15分钟，训练时间缩短20%。",
     {row("Gaudi3", "BERT", "train_time", 12, "min"), row("H100", "BERT", "train_time", 15, "min"),
      row("Gaudi3", "BERT", "speedup", 20, "%")}),
    ("在BERT上，Gaudi3用時12分鐘，對比H100的15分鐘，訓練時間縮短20%。",
     {row("Gaudi3", "BERT", "train_time", 12, "min"), row("H100", "BERT", "train_time", 15, "min"),
      row("Gaudi3", "BERT", "speedup", 20, "%")}),
]


@pytest.mark.parametrize("text, expected", table(AGAINST))
def test_against_names_the_baseline(text, expected):
    check(text, expected)
