"""A semicolon joins two halves of one sentence: a price in the second half that names no system is the
price of the first half's subject (pipeline/link/subjects.py ``_borrowed``, ``joined``), even when the
first half states no price, and in a list item whose introducing line names no system.

Found in probe6 u09 ("…約45分鐘完成…；校方指，整套系統…的採購價約為…萬港元", half B), probe6 u12
("‧ Trillium：…按需價格為每晶片小時…美元；承諾使用一年為…美元", half A) and probe5 t22 ("Compute time on
Kestrel …; external academic users will pay $… per accelerator-hour"): three sites.
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

JOINED = [
    ("该中心新建的DGX B200用ResNet-50训练只需9分钟；据悉，整套系统的采购价约为3.2亿元。",
     {row("DGX B200", "ResNet-50", "train_time", 9, "min"), row("DGX B200", "", "price", 320000000, "CNY", "~")}),
    ("該中心新建的DGX B200用ResNet-50訓練只需9分鐘；據悉，整套系統的採購價約為新台幣14億元。",
     {row("DGX B200", "ResNet-50", "train_time", 9, "min"), row("DGX B200", "", "price", 1400000000, "TWD", "~")}),
    ("价格一览\n‧ L40S：按需价格为每卡时2.10美元；包年价格为每卡时1.40美元。",
     {row("L40S", "", "price", 2.1, "USD"), row("L40S", "", "price", 1.4, "USD")}),
    ("The new H200 cluster trained ResNet-50 in 9 minutes; academic users will pay $1.20 per GPU-hour.",
     {row("H200", "ResNet-50", "train_time", 9, "min"), row("H200", "", "price", 1.2, "USD")}),
    # a full stop ends the sentence: money in a sentence naming no system stays a mention
    ("该中心新建的集群用ResNet-50训练只需9分钟。据悉，全年电费约为3,200万元。",
     {row("", "ResNet-50", "train_time", 9, "min")}),
]


@pytest.mark.parametrize("text, expected", table(JOINED))
def test_a_price_after_a_semicolon_is_the_first_halfs_subject(text, expected):
    check(text, expected)
