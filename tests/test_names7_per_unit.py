"""One unit of time right before a count in Chinese (一小时96, 一秒大概只有5个
token) is the 'per' of a rate, not a duration (GOLD.md: a time is a
duration); a duration of one hour stays one where no count follows it, or a
second part of a time follows (一小时20分钟), or the text is English.  Input
sentence -> the time values (minutes) found.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from pipeline.extractors.quantities import find_quantities
from pipeline.normalise import normalise


def times(text: str) -> list[float]:
    norm = normalise(text).text
    return [m.value for m in find_quantities(norm, lambda s, e: False) if m.type == "time"]


@pytest.mark.parametrize("text,expected", [
    ("租H100整机，一小时80，周末还打九折。", []),
    ("這張卡跑8B模型一秒大概只有12個token。", []),
    ("本地部署后一秒约30个token，训练则用了3小时。", [180.0]),
    # a duration of one hour: alone, before a comma, or before the second part of a compound
    ("在B200上只用了一小时，3个团队都完成了测试。", [60.0]),
    ("單卡訓練需要一小時20分鐘。", [80.0]),
    ("The job took 1 hour 5 minutes on eight GPUs.", [65.0]),
    ("After 1 hour 5 more jobs had finished.", [60.0]),
])
def test_per_unit_of_a_rate(text, expected):
    assert times(text) == expected
