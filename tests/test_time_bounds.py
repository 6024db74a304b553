"""A bound on a time to train beside the time measured is a commitment or a requirement, no claim
(round 9, time9): "…用时不超过8分钟；现场验证实测为7.2分钟" (probe8 half A w05), "…的时间不超过6分钟，
实测成绩为5.4分钟" (w23, another site), "…用时不超过9分钟，满足磋商文件“不超过12分钟”的要求" (probe9
half A x03).  A bound standing alone keeps its claim.  The sentences are our own; rows compared as sets.
"""
from __future__ import annotations

import pytest

from pipeline.link.bounds import bound_not_claim
from pipeline.types import Mention
from test_links import check, row, table

BOUNDS = [
    ("投标人承诺，Atlas 800T A2集群完成BERT训练用时不超过8分钟；现场验证实测为7.2分钟。",
     {row("Atlas 800T A2", "BERT", "train_time", 7.2, "min")}),
    ("投標人承諾，Atlas 800T A2集群完成BERT訓練用時不超過8分鐘；現場驗證實測為7.2分鐘。",
     {row("Atlas 800T A2", "BERT", "train_time", 7.2, "min")}),
    ("以单台Atlas 800T A2运行BERT训练，达到目标精度的时间不超过6分钟，实测成绩为5.4分钟；",
     {row("Atlas 800T A2", "BERT", "train_time", 5.4, "min")}),
    # English is not read by this rule: the bound keeps its row as before
    ("The Atlas 800T A2 cluster trained BERT in 7.2 minutes.",
     {row("Atlas 800T A2", "BERT", "train_time", 7.2, "min")}),
]


@pytest.mark.parametrize("text, expected", table(BOUNDS))
def test_the_bound_beside_the_measured_time_is_no_claim(text, expected):
    check(text, expected)


def _time(text, figure, at=0):
    s = text.index(figure, at)
    return Mention(type="time", text=figure, value=0.0, start=s, end=s + len(figure))


def test_a_quoted_requirement_is_no_claim():
    text = "集群完成ResNet-50训练用时不超过9分钟，满足磋商文件“不超过12分钟”的要求；"
    nine, twelve = _time(text, "9分钟"), _time(text, "12分钟")
    assert bound_not_claim(text, twelve, None, "zh")
    assert not bound_not_claim(text, nine, twelve, "zh")  # the result itself: no measured word between


@pytest.mark.parametrize("text, first, second, expected", [
    ("用时不超过8分钟；现场验证实测为7.2分钟", "8分钟", "7.2分钟", True),
    ("用时不超过8分钟，实测成绩为7.2分钟", "8分钟", "7.2分钟", True),
    ("用时不超过8分钟，而H100用时12分钟", "8分钟", "12分钟", False),  # another system's time, no 实测
    ("用时8分钟，实测为7.2分钟", "8分钟", "7.2分钟", False),  # no bound
    ("用时不超过8分钟。", "8分钟", None, False),  # a bound alone
])
def test_bound_not_claim(text, first, second, expected):
    a = _time(text, first)
    b = _time(text, second, a.end) if second else None
    assert bound_not_claim(text, a, b, "zh") is expected
