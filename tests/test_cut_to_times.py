"""A time cut to is not the system's whose time it was cut from (round 9, time9): "把训练时间从上一代
Atlas 900集群的约7天缩短到约3天" (probe9 half A x05), "可由现行台湾杉二号的约45天缩短至5天以内" (probe7
half A v08): two sites.  The first time is X's; the second is the subject's, named before 从/由
(else one from context that is not X).  The sentences are our own; rows compared as sets.
"""
from __future__ import annotations

import pytest

from pipeline.link.cut_to import cut_from
from pipeline.types import Mention
from test_links import check, row, table

CUT_TO = [
    ("华为表示，基于CloudMatrix 384搭建的集群把训练时间从上一代Atlas 900集群的约7天缩短到约3天。",
     {row("Atlas 900", "", "train_time", 7 * 1440, "min", "~"),
      row("CloudMatrix 384", "", "train_time", 3 * 1440, "min", "~")}),
    ("華為表示，基於CloudMatrix 384搭建的叢集把訓練時間從上一代Atlas 900叢集的約7天縮短到約3天。",
     {row("Atlas 900", "", "train_time", 7 * 1440, "min", "~"),
      row("CloudMatrix 384", "", "train_time", 3 * 1440, "min", "~")}),
    ("國網中心表示，Taiwania 4完成後，訓練一個700億參數模型的時間，可由現行Taiwania 2的約45天縮短至5天以內。",
     {row("Taiwania 2", "", "train_time", 45 * 1440, "min", "~"),
      row("Taiwania 4", "", "train_time", 5 * 1440, "min", "<")}),
    # no subject in the sentence: the one of the claim before, not X
    ("MLU690训练GPT-3用时9天。在同等规模下，GPT-3预训练的时间从MLU590的约21天缩短至9天。",
     {row("MLU690", "GPT-3", "train_time", 9 * 1440, "min"),
      row("MLU590", "GPT-3", "train_time", 21 * 1440, "min", "~")}),
    # English is not read by this rule (the baselines read "compared with ... on X")
    ("The GB300 NVL72 trained Llama 3.1 405B in 10.9 minutes, compared with 19.7 minutes on the GB200 NVL72.",
     {row("GB300 NVL72", "Llama 3.1 405B", "train_time", 10.9, "min"),
      row("GB200 NVL72", "Llama 3.1 405B", "train_time", 19.7, "min")}),
]


@pytest.mark.parametrize("text, expected", table(CUT_TO))
def test_the_time_cut_to_is_the_subjects(text, expected):
    check(text, expected)


def _time(text, figure, at=0):
    s = text.index(figure, at)
    return Mention(type="time", text=figure, value=0.0, start=s, end=s + len(figure))


@pytest.mark.parametrize("text, first, second, expected", [
    ("把训练时间从Atlas 900的约7天缩短到约3天", "7天", "3天", True),
    ("可由现行Taiwania 2的约45天缩短至5天以内", "45天", "5天", True),
    ("从7天到3天不等", "7天", "3天", False),  # no word of cutting: a range
    ("Atlas 900用时7天，缩短到3天", "7天", "3天", False),  # punctuation between the two times
])
def test_cut_from(text, first, second, expected):
    a = _time(text, first)
    b = _time(text, second, a.end)
    assert (cut_from(text, b, a, "zh") is not None) is expected
