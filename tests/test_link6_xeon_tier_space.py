"""A Chinese Xeon tier word may stand apart from the model number (至强铂金 8260, 至強鉑金 8260),
as "Xeon Platinum 8260" does in English: the name is Xeon 8260 (GOLD.md: CPU model numbers; the
tier word is dropped), not a bare Xeon (issue 12, round 6; probe4 B s09, probe4 A s01 without the
space).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from pipeline.extractors.lexicon import fold
from pipeline.extractors.names import find_names

XEON_TIER = [
    ("两颗至强铂金 8380 处理器", ["Xeon 8380"]),
    ("兩顆至強鉑金 8380 處理器", ["Xeon 8380"]),
    ("至强金牌 6348处理器", ["Xeon 6348"]),
    ("two Xeon Platinum 8380 processors", ["Xeon 8380"]),
]


@pytest.mark.parametrize("text, expected", XEON_TIER, ids=[t for t, _ in XEON_TIER])
def test_a_spaced_tier_word_keeps_the_xeon_model(text, expected):
    assert [m.value for m in find_names(fold(text)) if m.type == "system"] == expected
