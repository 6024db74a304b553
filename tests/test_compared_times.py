"""A time to train inside what a comparison marker compares against is the compared system's
(round 9, time9: "对比上一轮GB200 NVL72在同一项目上的19.7分钟" gave the previous claim's system; probe9
half A x01 and probe6 half A u12, two sites).  "marker X (在…上)的 TIME", "与X的TIME相比": X's time.
A difference ("比X少用了8分钟") is no such shape.  The sentences are our own; rows compared as sets.
"""
from __future__ import annotations

import pytest

from pipeline.link.compared_times import compared_time_system
from test_links import check, row, table

COMPARED = [
    # 对比 + a few words + X + 在…上的 + time, after a claim of the subject
    ("GB300 NVL72训练Llama 3.1 405B用时10.9分钟。对比上一轮GB200 NVL72在同一项目上的19.7分钟，进步明显。",
     {row("GB300 NVL72", "Llama 3.1 405B", "train_time", 10.9, "min"),
      row("GB200 NVL72", "Llama 3.1 405B", "train_time", 19.7, "min")}),
    ("GB300 NVL72訓練Llama 3.1 405B用時10.9分鐘。對比上一輪GB200 NVL72在同一項目上的19.7分鐘，進步明顯。",
     {row("GB300 NVL72", "Llama 3.1 405B", "train_time", 10.9, "min"),
      row("GB200 NVL72", "Llama 3.1 405B", "train_time", 19.7, "min")}),
    # 相较 + 先前在 X 上 + 约 + time
    ("Trillium训练Gemma 2 27B用时4小时。相较先前在H100上约9小时的训练，成本也更低。",
     {row("Trillium", "Gemma 2 27B", "train_time", 240, "min"),
      row("H100", "Gemma 2 27B", "train_time", 540, "min", "~")}),
    ("Trillium訓練Gemma 2 27B用時4小時。相較先前在H100上約9小時的訓練，成本也更低。",
     {row("Trillium", "Gemma 2 27B", "train_time", 240, "min"),
      row("H100", "Gemma 2 27B", "train_time", 540, "min", "~")}),
    # in the subject's own sentence, after its time
    ("GB300 NVL72训练Llama 3.1 405B用时10.9分钟，对比GB200 NVL72的19.7分钟快了很多。",
     {row("GB300 NVL72", "Llama 3.1 405B", "train_time", 10.9, "min"),
      row("GB200 NVL72", "Llama 3.1 405B", "train_time", 19.7, "min")}),
    # 与X的TIME相比
    ("GB300 NVL72训练Llama 3.1 405B用时10.9分钟，与GB200 NVL72的19.7分钟相比快了45%。",
     {row("GB300 NVL72", "Llama 3.1 405B", "train_time", 10.9, "min"),
      row("GB200 NVL72", "Llama 3.1 405B", "train_time", 19.7, "min"),
      row("GB300 NVL72", "Llama 3.1 405B", "speedup", 45, "%")}),
    # English is read by the baselines already: "compared with 19.7 minutes on the GB200 NVL72"
    ("The GB300 NVL72 trained Llama 3.1 405B in 10.9 minutes, compared with 19.7 minutes on the GB200 NVL72.",
     {row("GB300 NVL72", "Llama 3.1 405B", "train_time", 10.9, "min"),
      row("GB200 NVL72", "Llama 3.1 405B", "train_time", 19.7, "min")}),
]


@pytest.mark.parametrize("text, expected", table(COMPARED))
def test_a_time_compared_against_is_the_compared_systems(text, expected):
    check(text, expected)


class _M:
    def __init__(self, start, end, value, type_="system"):
        self.start, self.end, self.value, self.type = start, end, value, type_


class _Systems:
    def __init__(self, items):
        self.items = items

    def last(self, lo, hi):
        got = [m for m in self.items if lo <= m.start < hi]
        return got[-1] if got else None

    def any_between(self, lo, hi):
        return any(lo <= m.start < hi for m in self.items)


def _figure(text, sys_name, figure):
    s = text.index(sys_name)
    f = text.index(figure)
    return _Systems([_M(s, s + len(sys_name), sys_name)]), _M(f, f + len(figure), figure, "time")


NOT_COMPARED = [
    # a difference: a verb between the system and the time
    ("GB300 NVL72比GB200 NVL72少用了8分钟。", "GB200 NVL72", "8分钟"),
    ("GB300 NVL72较GB200 NVL72缩短8分钟。", "GB200 NVL72", "8分钟"),
    # 与/和 with no closing word: not a comparison
    ("与GB200 NVL72的19.7分钟一起公布的还有其他成绩。", "GB200 NVL72", "19.7分钟"),
    # punctuation between the marker and the system
    ("相比之下，GB200 NVL72的19.7分钟仍是纪录。", "GB200 NVL72", "19.7分钟"),
]


@pytest.mark.parametrize("text, system, figure", NOT_COMPARED, ids=[t for t, _, _ in NOT_COMPARED])
def test_other_shapes_are_not_a_compared_time(text, system, figure):
    systems, q = _figure(text, system, figure)
    assert compared_time_system(text, systems, q, 0, "zh") is None


def test_the_shape_itself():
    text = "对比上一轮GB200 NVL72在同一项目上的19.7分钟，进步明显。"
    systems, q = _figure(text, "GB200 NVL72", "19.7分钟")
    assert compared_time_system(text, systems, q, 0, "zh").value == "GB200 NVL72"
    assert compared_time_system(text, systems, q, 0, "en") is None
