"""Short forms of a product the article names in full (name_references.jsonl):
an NVIDIA workstation card written without RTX after the article named it
with it (Pro 6000 after RTX Pro 6000), in the case the article writes.
Input text -> the system names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("工作室买了两张RTX PRO 6000。PRO 6000的显存有96GB，比上一代多一倍。", ["RTX PRO 6000", "RTX PRO 6000"]),
    ("這次測的是RTX PRO 4000。跑同一個模型，PRO 4000要十分鐘。", ["RTX PRO 4000", "RTX PRO 4000"]),
    ("We tested the RTX Pro 6000 Blackwell. The Pro 6000 finished first.", ["RTX Pro 6000", "RTX Pro 6000"]),
    # no full name in the text: a bare Pro 6000 is no card (a camera, a mixer)
    ("The Pro 6000 camera ships in May.", []),
    ("這台PRO 6000混音器很安靜。", []),
)
def test_rtx_pro_short_form(text, expected):
    assert systems(text) == expected
