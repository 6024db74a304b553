""""The new one" as a clause's subject: "RTX 5090D单张出图用时2.9秒，RTX 4090D为4.4秒，新卡快了约52%"
(probe4 s12), "若改用團隊原有的A100集群，…，新平台的訓練速度約為舊集群的2.6倍" after a sentence about
H800 (probe4 s17), "ABCI 3.0…導入了約6,000張H200，…新系統的AI運算效能是上一代ABCI 2.0的7倍以上"
(probe1 p14), "以現有台灣杉二號訓練…約需28天，新系統預計可縮短至3天以內" (probe6 half A u08): the
clause names no system and its subject is the new system -- the first one its sentence names that
is not marked old or existing, else the subject of a sentence before -- not the nearest system
before the figure (GOLD.md: the claim is about the system it is made of).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

NEW_ONE = [
    ("在BERT上，RTX 5090用时18分钟，RTX 4090为27分钟，新卡快了约50%。",
     {row("RTX 5090", "BERT", "train_time", 18, "min"), row("RTX 4090", "BERT", "train_time", 27, "min"),
      row("RTX 5090", "BERT", "speedup", 50, "%", "~")}),
    ("在BERT上，RTX 5090用時18分鐘，RTX 4090為27分鐘，新卡快了約50%。",
     {row("RTX 5090", "BERT", "train_time", 18, "min"), row("RTX 4090", "BERT", "train_time", 27, "min"),
      row("RTX 5090", "BERT", "speedup", 50, "%", "~")}),
    ("On BERT the RTX 5090 took 18 minutes and the RTX 4090 took 27 minutes, so the new card is about 50% faster.",
     {row("RTX 5090", "BERT", "train_time", 18, "min"), row("RTX 4090", "BERT", "train_time", 27, "min"),
      row("RTX 5090", "BERT", "speedup", 50, "%", "~")}),
    # the sentence names only the old system: the new one is the subject of the sentence before
    ("该实验室用512颗H200训练GPT-3用时约40分钟。若改用原有的A100集群，同一训练需时更长，新平台的训练速度约为旧集群的3倍。",
     {row("H200", "GPT-3", "train_time", 40, "min", "~"), row("H200", "GPT-3", "speedup", 3, "x", "~")}),
    ("該實驗室用512顆H200訓練GPT-3用時約40分鐘。若改用原有的A100集群，同一訓練需時更長，新平台的訓練速度約為舊集群的3倍。",
     {row("H200", "GPT-3", "train_time", 40, "min", "~"), row("H200", "GPT-3", "speedup", 3, "x", "~")}),
    ("The lab trained GPT-3 on 512 H200s in about 40 minutes. Against the existing A100 cluster, the new system "
     "is about 3x faster on the same task.",
     {row("H200", "GPT-3", "train_time", 40, "min", "~"), row("H200", "GPT-3", "speedup", 3, "x", "~")}),
    # the new system named first in its sentence, its chips counted after it
    ("该中心的Selene超算配备了4,480颗A100，新系统的AI算力是上一代DGX SuperPOD的3倍以上。",
     {row("Selene", "", "speedup", 3, "x", ">")}),
    ("該中心的Selene超算配備了4,480顆A100，新系統的AI算力是上一代DGX SuperPOD的3倍以上。",
     {row("Selene", "", "speedup", 3, "x", ">")}),
    # a word that only contains 新卡 opens no clause: the nearest system stays the subject
    ("翻新卡和矿卡很难分辨，RTX 3090翻新卡的价格约为4,800元。", {row("RTX 3090", "", "price", 4800, "CNY", "~")}),
]


@pytest.mark.parametrize("text, expected", table(NEW_ONE))
def test_the_new_one_is_the_new_system(text, expected):
    check(text, expected)
