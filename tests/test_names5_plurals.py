"""A bare model number with a plural s after a determiner or a count (the
3090s, four 4090s) refers back to the product the document names in full; a
number of seconds (took 3090s) does not.  Input text -> the system names
found, in order.  Sentences are our own, in Simplified, Traditional and
English (Chinese writes no plural s: the bare number refers back alone)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("我买了两张RTX 3090，3090跑70B模型要量化。", ["RTX 3090", "RTX 3090"]),
    ("四張RTX 4090裡，4090的推理比3090快。", ["RTX 4090", "RTX 4090"]),
    ("I run four RTX 3090 cards; the 3090s beat my buddy's Mac Studio.", ["RTX 3090", "RTX 3090", "Mac Studio"]),
    ("Two RTX 4090 boards: both 4090s finished first.", ["RTX 4090", "RTX 4090"]),
    # seconds, not cards
    ("The RTX 3090 run took 3090s in total.", ["RTX 3090"]),
)
def test_plural_short_form(text, expected):
    assert systems(text) == expected
