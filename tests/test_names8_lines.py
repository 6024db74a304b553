"""Product lines whose names keep their form:

- a Huawei SuperPoD keeps the word, as DGX A100 SuperPOD does (GOLD.md: a
  rack system keeps its form): Atlas 900 A3 SuperPoD, not Atlas 900 A3;
- a Dell server's bare model number (XE9712) after the document named it
  with its product line (PowerEdge XE9712) is that server; where the line
  is never written, the bare number stays itself (as the catalogue writes
  16xXE9712x4GB200 beside Dell PowerEdge XE9680).

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("华为用Atlas 900 A3 SuperPoD完成了训练。", ["Atlas 900 A3 SuperPoD"]),
    ("華為以Atlas 900 A3 SuperPoD完成訓練。", ["Atlas 900 A3 SuperPoD"]),
    ("Huawei entered an Atlas 900 A3 SuperPOD in the round.", ["Atlas 900 A3 SuperPOD"]),
    # without the word, the server stays itself
    ("该集群由Atlas 800T A2训练服务器组成。", ["Atlas 800T A2"]),
    ("两套Atlas 900 A3 SuperPoDs已部署。", ["Atlas 900 A3 SuperPoD"]),
)
def test_superpod_keeps_its_form(text, expected):
    assert systems(text) == expected


@table(
    ("戴尔推出PowerEdge XE9780，64台XE9780组成的集群完成了训练。", ["PowerEdge XE9780", "PowerEdge XE9780"]),
    ("戴爾推出PowerEdge XE9780，64台XE9780組成的叢集完成了訓練。", ["PowerEdge XE9780", "PowerEdge XE9780"]),
    ("Dell's PowerEdge XE9780 is new; a cluster of 64 XE9780 racks finished first.",
     ["PowerEdge XE9780", "PowerEdge XE9780"]),
    # the bare number without the line written in full stays itself
    ("Dell's servers, the XE9780 and XE9785L, finished first.", ["XE9780", "XE9785L"]),
)
def test_poweredge_short_form(text, expected):
    assert systems(text) == expected
