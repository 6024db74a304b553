"""A quoted name before 智能超算 (an "intelligent" = AI supercomputer, like AI超算 and 人工智能超算,
which the quoted_supercomputer pattern already read) names a system, and later mentions of the
quoted name count too (issue 12, round 6; probe4 B s07).  A quoted name before another word
(智能手机) is no system.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

QUOTED_AI_SUPERCOMPUTER = [
    ("“天河九号”智能超算系统在MLPerf HPC测试中，CosmoFlow训练时间为4.2分钟。",
     {row("天河九号", "CosmoFlow", "train_time", 4.2, "min")}),
    ("「天河九號」智能超算系統在MLPerf HPC測試中，CosmoFlow訓練時間為4.2分鐘。",
     {row("天河九號", "CosmoFlow", "train_time", 4.2, "min")}),
    ('The "Kestrel 2" supercomputer trained CosmoFlow in 4.2 minutes.',
     {row("Kestrel 2", "CosmoFlow", "train_time", 4.2, "min")}),
    ("“天河九号”智能手机在测试中跑分提升了20%。", set()),
]


@pytest.mark.parametrize("text, expected", table(QUOTED_AI_SUPERCOMPUTER))
def test_a_quoted_name_before_an_ai_supercomputer_word_is_a_system(text, expected):
    check(text, expected)
