"""Family names GOLD.md counts as systems, written without a model number
or a cue word:

- Graphcore's Bow Pod family (GOLD.md lists `Bow Pod`): "Bow Pod systems",
  "Bow Pod系统"; a Bow Pod with its size stays the sized one (Bow Pod16);
- Google Cloud machine families with a tier (A3 Mega, A3 Ultra) without the
  word VM or instance, in a document that names one with its cue or its
  machine type (the AWS families' rule, name_references.jsonl): "the earlier
  A3 Mega" after "A3 Ultra VMs"; alone they stay nothing.

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("Graphcore的Bow Pod系统首次参加MLPerf。", ["Bow Pod"]),
    ("Graphcore的Bow Pod系統首次參加MLPerf。", ["Bow Pod"]),
    ("Bow Pod systems are built on the Bow IPU.", ["Bow Pod", "Bow IPU"]),
    ("The Bow Pod64 and Bow-Pod16 both ship now.", ["Bow Pod64", "Bow Pod16"]),
)
def test_bow_pod_family(text, expected):
    assert systems(text) == expected


@table(
    ("A3 Ultra虚拟机每台搭载8颗H200，比前一代A3 Mega快约1.2倍。", ["A3 Ultra", "H200", "A3 Mega"]),
    ("A3 Ultra虛擬機器每台搭載8顆H200，比前一代A3 Mega快約1.2倍。", ["A3 Ultra", "H200", "A3 Mega"]),
    ("The a3-ultragpu-8g beat the earlier A3 Mega by 1.2 times.", ["a3-ultragpu-8g", "A3 Mega"]),
    # no Google Cloud machine of the document: the tiered name alone stays nothing
    ("相较前一代A3 Mega，速度快约1.2倍。", []),
)
def test_gcp_family_without_cue(text, expected):
    assert systems(text) == expected
