"""A system counted as a part of a whole the sentence names (issue 12, round 3:
"a named cluster/supercomputer carrying an accelerator is the subject"): the
whole -- a cluster, a supercomputer, a server -- is the subject, not the chips
counted in it ("Eos以1,024颗H100…", "on Eos … using 2,080 H100 GPUs").  Where
the sentence names no whole, the counted system is the subject; where the
whole has its own figure before the counted system, each keeps its own.

The sentences are our own, in Simplified, Traditional and English; rows are
compared as sets, so a spurious row fails as surely as a missing one.
"""
from __future__ import annotations

import pytest

from pipeline.link.parts import counted
from pipeline.types import Mention
from test_links import check, row, table

WHOLE_WITH_PARTS = [
    # a supercomputer 以 N颗 chips
    ("Selene超级计算机以2,048颗A100用了4.2分钟完成BERT训练。", {row("Selene", "BERT", "train_time", 4.2, "min")}),
    ("Selene超級電腦以2,048顆A100用了4.2分鐘完成BERT訓練。", {row("Selene", "BERT", "train_time", 4.2, "min")}),
    ("On Selene, NVIDIA trained BERT in 4.2 minutes using 2,048 A100 GPUs.",
     {row("Selene", "BERT", "train_time", 4.2, "min")}),
    # the whole in a 在X上 phrase, the chips after 使用
    ("在Selene上，NVIDIA使用2,048块A100以4.2分钟完成了BERT训练。",
     {row("Selene", "BERT", "train_time", 4.2, "min")}),
    ("在Selene上，NVIDIA使用2,048塊A100以4.2分鐘完成了BERT訓練。",
     {row("Selene", "BERT", "train_time", 4.2, "min")}),
    ("Running 2,048 A100 GPUs, Selene trained BERT in 4.2 minutes.",
     {row("Selene", "BERT", "train_time", 4.2, "min")}),
    # a server carrying N chips: the price is the server's
    ("浪潮NF5688M7服务器搭载8颗H100，单价约25万美元。", {row("NF5688M7", "", "price", 250000, "USD", "~")}),
    ("浪潮NF5688M7伺服器搭載8顆H100，單價約25萬美元。", {row("NF5688M7", "", "price", 250000, "USD", "~")}),
    ("The Inspur NF5688M7 server, packing 8 H100 GPUs, sells for about $250,000.",
     {row("NF5688M7", "", "price", 250000, "USD", "~")}),
]

NO_WHOLE = [
    # no whole named: the counted system is the subject
    ("8块Gaudi2训练BERT的成绩为16.8分钟。", {row("Gaudi2", "BERT", "train_time", 16.8, "min")}),
    ("8塊Gaudi2訓練BERT的成績為16.8分鐘。", {row("Gaudi2", "BERT", "train_time", 16.8, "min")}),
    ("A system with 8 Gaudi2 accelerators trained BERT in 16.8 minutes.",
     {row("Gaudi2", "BERT", "train_time", 16.8, "min")}),
    # the whole has its own figure before the counted system: each keeps its own
    ("BERT训练中，Selene用时4.2分钟，而8颗MI300X用时30分钟。",
     {row("Selene", "BERT", "train_time", 4.2, "min"), row("MI300X", "BERT", "train_time", 30, "min")}),
    ("BERT訓練中，Selene用時4.2分鐘，而8顆MI300X用時30分鐘。",
     {row("Selene", "BERT", "train_time", 4.2, "min"), row("MI300X", "BERT", "train_time", 30, "min")}),
    ("On BERT, Selene took 4.2 minutes, while a box with 8 MI300X took 30 minutes.",
     {row("Selene", "BERT", "train_time", 4.2, "min"), row("MI300X", "BERT", "train_time", 30, "min")}),
]


ARCHITECTURE_PARTS = [
    # an architecture counted as parts of a system named before it is no subject: the system is
    ("DGX B200系统配备8颗Blackwell GPU，训练Llama 2 70B的速度快了2.5倍。",
     {row("DGX B200", "Llama 2 70B", "speedup", 2.5, "x")}),
    ("DGX B200系統配備8顆Blackwell GPU，訓練Llama 2 70B的速度快了2.5倍。",
     {row("DGX B200", "Llama 2 70B", "speedup", 2.5, "x")}),
    ("NVIDIA DGX B200 systems, each powered by eight Blackwell GPUs, delivered 2.5x more performance on "
     "Llama 2 70B than DGX H100 systems.", {row("DGX B200", "Llama 2 70B", "speedup", 2.5, "x")}),
    ("The DGX B200, with eight Blackwell GPUs, is 2.5x faster on Llama 2 70B.",
     {row("DGX B200", "Llama 2 70B", "speedup", 2.5, "x")}),
    # an architecture with no system before it stays the subject: an empty system (GOLD.md)
    ("数千颗Hopper GPU用3.9分钟完成GPT-3训练。", {row("", "GPT-3", "train_time", 3.9, "min")}),
    ("數千顆Hopper GPU用3.9分鐘完成GPT-3訓練。", {row("", "GPT-3", "train_time", 3.9, "min")}),
    ("Thousands of Hopper GPUs trained GPT-3 in 3.9 minutes.", {row("", "GPT-3", "train_time", 3.9, "min")}),
]


@pytest.mark.parametrize("text,expected", table(ARCHITECTURE_PARTS))
def test_an_architecture_counted_in_a_system(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", table(WHOLE_WITH_PARTS))
def test_the_whole_is_the_subject(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text,expected", table(NO_WHOLE))
def test_a_counted_system_with_no_whole_before_it(text, expected):
    check(text, expected)


COUNTED = [  # on normalised text (Traditional is Simplified by then)
    ("以1,024颗H100", "H100", "zh", True),
    ("配备八块H100", "H100", "zh", True),
    ("8卡H100", "H100", "zh", True),
    ("using 2,080 H100", "H100", "en", True),
    ("with 8x H200", "H200", "en", True),
    ("packing eight H100", "H100", "en", True),
    ("在H100", "H100", "zh", False),          # no count
    ("第4代H100", "H100", "zh", False),       # a generation, not a count
    ("than 8 H100", "H100", "en", False),     # a count after no part word
    ("with the H100", "H100", "en", False),   # no number
]


@pytest.mark.parametrize("text,name,lang,expected", COUNTED, ids=[c[0] for c in COUNTED])
def test_counted(text, name, lang, expected):
    start = text.index(name)
    m = Mention(type="system", start=start, end=start + len(name), text=name, value=name)
    assert counted(text, m, lang) is expected
