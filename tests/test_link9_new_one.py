"""新卡 / 新平台 / the new card as the subject of a comparison is the new system: not the system the
sentence names last (what it is compared with), nor one the sentence calls old (原有的A100集群); it is
the first system the sentence names, else the one it refers back to, as 该集群 does.  Issue 12; the
class is in probe4 (s12, a hardware review: "RTX 5090D…2.9秒，RTX 4090D为4.4秒，新卡快了约52%"; s17, a
university news item: "若改用團隊原有的A100集群…，新平台的訓練速度約為舊集群的2.6倍") and probe1
(p14: "ABCI 3.0…，新系統的AI運算效能是上一代ABCI 2.0的…倍", which must keep working).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

NEW_ONE = [
    ("在BERT上，MI355X用时10分钟，MI300X为15分钟，新卡快了约50%。",
     {row("MI355X", "BERT", "train_time", 10, "min"), row("MI300X", "BERT", "train_time", 15, "min"),
      row("MI355X", "BERT", "speedup", 50, "%", "~")}),
    ("在BERT上，MI355X用時10分鐘，MI300X為15分鐘，新卡快了約50%。",
     {row("MI355X", "BERT", "train_time", 10, "min"), row("MI300X", "BERT", "train_time", 15, "min"),
      row("MI355X", "BERT", "speedup", 50, "%", "~")}),
    ("On BERT the MI355X took 10 minutes and the MI300X 15 minutes, so the new card is about 1.5x faster.",
     {row("MI355X", "BERT", "train_time", 10, "min"), row("MI300X", "BERT", "train_time", 15, "min"),
      row("MI355X", "BERT", "speedup", 1.5, "x", "~")}),
    ("实验室用512颗H200训练BERT用时8分钟。负责人表示，若用原有的A100集群，新平台的训练速度约为旧集群的3倍。",
     {row("H200", "BERT", "train_time", 8, "min"), row("H200", "BERT", "speedup", 3, "x", "~")}),
    ("實驗室用512顆H200訓練BERT用時8分鐘。負責人表示，若用原有的A100叢集，新平台的訓練速度約為舊叢集的3倍。",
     {row("H200", "BERT", "train_time", 8, "min"), row("H200", "BERT", "speedup", 3, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(NEW_ONE))
def test_new_one_is_the_new_system(text, expected):
    check(text, expected)
