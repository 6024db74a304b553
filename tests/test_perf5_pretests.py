"""The literal pre-tests and caches added for speed (perf5) give what the plain code gives.

Each pre-test skips a regex where it cannot match; these tables hold lines where
it must skip and lines where it must not, in Simplified, Traditional and English,
and compare with the regular expressions run with no pre-test.
"""
from __future__ import annotations

import pytest

from pipeline.extractors import table_layout as T
from pipeline.extractors.lexicon import fold
from pipeline.extractors.numbers import trailing_magnitude
from pipeline.extractors.unit_words import _at, _ending_at, ignores_case


def _plain_delimited(text, line):
    s, e = T._stripped(text, *line)
    if e - s > T.LINE_MAX or e <= s:
        return None
    cells, pos = [], s
    for m in T._DELIMITER.finditer(text, s, e):
        cells.append(T.Cell(pos, m.start()))
        pos = m.end()
        if len(cells) > T.CELLS_MAX:
            return None
    cells.append(T.Cell(pos, e))
    return cells if len(cells) >= 2 else None


def _plain_item(text, line):
    s, e = line
    if e - s > T.LINE_MAX:
        return None
    m = T._ITEM.fullmatch(text, s, e)
    if m is None or not T._ITEM_VALUE_START.match(text, m.start("value")):
        return None
    if not any(c.isalpha() for c in m.group("label")):
        return None
    return T.Cell(m.start("value"), m.end("value"))


LINES = [
    "训练时间  12.5分钟  8卡",  # two spaces: cells
    "訓練時間\t12.5分鐘\t8卡",  # tabs: cells
    "Training time  12.5 minutes  8 GPUs",
    "训练时间 12.5分钟 8卡",  # one space: no row
    "This paragraph has single spaces only.",
    "训练时间：12.5分钟",  # a full-width colon: an item
    "訓練時間:12.5分鐘",
    "Training time: 12.5 minutes",
    "- 推理吞吐量：3.2倍",
    "10:30",  # a clock time: no label
    "没有冒号也没有两个空格的一行",
    "沒有冒號的一行",
    "No colon here at all",
    "  ",
    "",
]


@pytest.mark.parametrize("body", LINES)
def test_pretests_change_no_cell(body):
    text = f"前一行\n{body}\n后一行"
    line = T.Line(4, 4 + len(body))
    assert T.delimited_cells(text, line) == _plain_delimited(text, line)
    assert T.item_value(text, line) == _plain_item(text, line)


@pytest.mark.parametrize("text, pos, surface, expected", [
    ("3 Minutes", 2, "minutes", True),  # case ignored: lower-case surface, any case in text
    ("3 MINUTES", 2, "minutes", True),
    ("3 minutes", 2, "minutes", True),
    ("5 US$", 2, "US$", True),
    ("5 us$", 2, "US$", True),
    ("3 H", 2, "h", False),  # one letter keeps its case
    ("3 h", 2, "h", True),
    ("3分钟", 1, "分钟", True),
    ("3分鐘", 1, "分钟", False),  # not normalised: no match
])
def test_unit_surface_at(text, pos, surface, expected):
    assert _at(text, surface, pos) is expected
    assert _ending_at(text, surface, pos + len(surface)) is expected
    assert ignores_case(surface) == (surface.isascii() and sum(c.isalpha() for c in surface) >= 2
                                     and (surface.islower() or surface.isupper()))


@pytest.mark.parametrize("raw, factor", [("9万", 1e4), ("两千", 1.0), ("2 million", 1e6), ("1.5", 1.0), ("3亿", 1e8)])
def test_cached_trailing_magnitude_repeats(raw, factor):
    assert trailing_magnitude(raw) == factor
    assert trailing_magnitude(raw) == factor  # the cached answer is the same


@pytest.mark.parametrize("surface, folded", [("輝達", "辉达"), ("ＡＢＣ", "ABC"), ("A100", "A100")])
def test_cached_fold(surface, folded):
    assert fold(surface) == folded
    assert fold(surface) == folded
