"""A share of another system's performance written without 是/为 is a speedup over that system (GOLD.md,
"Which figures are claims, and of what": 只有H100约7成效能, 约为A100的80% are speedups as written), not a
perf_gain given to the system compared: "效能大約H200嘅九成" (a qualifier, the system, 的 and the figure,
no verb: link/baselines.py ``_qualified_share``; probe9 A x08), and "能到A800的七成" / "去到H200嘅八成"
(reach without 达: data/cues_zh.csv share_of; probe9 A x21).  English ("reaches about 90% of the H200's")
already reads the share.

The sentences are our own, in Simplified and Traditional Chinese (Cantonese too) and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SHARES = [
    # a qualifier, the system, 的 and the figure
    ("换成MI325X，效能大约B200的八成。", {row("MI325X", "", "speedup", 80, "%", "~")}),
    ("換成MI325X，效能大約B200的八成。", {row("MI325X", "", "speedup", 80, "%", "~")}),
    ("換成MI325X，效能大約B200嘅八成。", {row("MI325X", "", "speedup", 80, "%", "~")}),
    ("Gaudi3跑BERT，速度约H100的75%。", {row("Gaudi3", "BERT", "speedup", 75, "%", "~")}),
    ("On ResNet-50, the RTX 4080 reaches about 60% of the A100's.",
     {row("RTX 4080", "ResNet-50", "speedup", 60, "%", "~")}),
    # a share with 是 keeps working; a system's own gain stays its own
    ("换成MI325X，效能大约是B200的八成。", {row("MI325X", "", "speedup", 80, "%", "~")}),
    ("新驱动让B200的效能提升约两成。", {row("B200", "", "perf_gain", 20, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(SHARES))
def test_a_share_without_a_verb_is_a_speedup_over_the_other(text, expected):
    check(text, expected)
