"""False systems (issue 12).

- a product family named beside a bare company name, as one of a list of
  makers, is the maker's team, not hardware (昇腾与寒武纪缺席; GOLD.md: a bare
  company name is a vendor); with a hardware word after it, or a company
  written with its product, the family stays.

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("本轮昇腾与寒武纪都没有提交成绩。", []),
    ("本輪昇騰、寒武紀、燧原皆未參賽。", []),
    ("Gaudi and Cerebras sat this round out.", []),
    ("寒武纪与昇腾本轮缺席。", []),
    # the family as hardware stays
    ("昇腾芯片与寒武纪芯片的差距正在缩小。", ["Ascend"]),
    ("昇腾与英伟达H100相比仍有差距。", ["Ascend", "H100"]),
    ("Xeon and AMD EPYC hosts were used.", ["Xeon", "EPYC"]),
    ("Gaudi and Nvidia GPUs were compared.", ["Gaudi"]),
)
def test_family_beside_company(text, expected):
    assert systems(text) == expected
