"""SSD after a storage size or before a storage word is a solid-state drive,
not the MLPerf detection workload (benchmark_exclusions.csv).  Input
sentence -> the benchmark names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import names, table  # noqa: E402


@table(
    ("这台迷你主机配4TB SSD，售价3999美元。", []),
    ("港版跟足 2 TB NVMe SSD，另有SSD硬碟可選。", []),
    ("The box ships with a 1TB SSD and SSD storage upgrades.", []),
    # the workload: in a list of workloads, or measured
    ("SSD训练时间为1.2分钟，ResNet-50为0.4分钟。", ["SSD", "ResNet-50"]),
    ("物件偵測(SSD)與Mask R-CNN", ["SSD", "Mask R-CNN"]),
    ("SSD and RetinaNet trained fastest on it.", ["SSD", "RetinaNet"]),
)
def test_ssd_as_storage(text, expected):
    assert names(text, "benchmark") == expected
