"""A duration written in two units with a qualifier after it (2小时40分钟左右,
2 hours and 40 minutes or so) is one figure, the qualifier on the whole; a
qualifier before the second part (2小时约40分钟) or a break between the parts
leaves two figures.  Input sentence -> (value in minutes, qualifier) of each
time found.  Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from pipeline.extractors.quantities import find_quantities
from pipeline.normalise import normalise


def times(text: str) -> list[tuple[float, str]]:
    norm = normalise(text).text
    return [(m.value, m.qualifier) for m in find_quantities(norm, lambda s, e: False) if m.type == "time"]


@pytest.mark.parametrize("text,expected", [
    ("换成H200以后，微调只用了1小时50分钟左右。", [(110.0, "~")]),
    ("改用八卡B200後，整個訓練大約要3小時15分鐘上下。", [(195.0, "~")]),
    ("The eight-GPU node finished in 2 hours and 10 minutes or so.", [(130.0, "~")]),
    ("预训练跑了6天12小时左右才收敛。", [(9360.0, "~")]),
    # no qualifier: one figure as before
    ("单卡A100要3小时20分钟。", [(200.0, "=")]),
    # a qualifier before the second part, or a comma between: two figures
    ("前一轮用了3小时，约40分钟后又重跑了一次。", [(180.0, "="), (40.0, "~")]),
])
def test_compound_with_trailing_qualifier(text, expected):
    assert times(text) == expected
