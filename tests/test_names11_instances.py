"""Cloud instances (GOLD.md: cloud instances are systems, the provider's name
dropped) of any provider, written with their size word (the catalogue's
g5.12xlarge, inf2.xlarge, c5a.2xlarge).

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("星云的ai5.16xlarge实例每小时约60元。", ["ai5.16xlarge"]),
    ("星雲的npu2.8xlarge執行個體每小時約200元。", ["npu2.8xlarge"]),
    ("The vx3.24xlarge instance costs $9 an hour.", ["vx3.24xlarge"]),
    # an instance with no accelerator is an instance too (the catalogue's AWS a1.2xlarge, c5.2xlarge)
    ("The a1.2xlarge host ran the Arm build.", ["a1.2xlarge"]),
    # a file name or a domain is not an instance
    ("see docs.example.com/x2.xlarge-notes", []),
)
def test_any_provider_size_word(text, expected):
    assert systems(text) == expected
