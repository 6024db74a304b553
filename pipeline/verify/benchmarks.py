"""Scoring rules of the MLPerf Training benchmarks (rounds v1.0 and v1.1).

``runs`` is the number of runs a submission has; the score is the mean of the
run times after dropping the ``drop`` fastest and the ``drop`` slowest
("olympic mean"), a failed run counting as the slowest.  Only ``resnet`` and
``bert`` are in the reference copy and checked (against NVIDIA's
summarizer.csv); the other rows are the run counts of those rounds' rules,
not checked here (3D U-Net's drop of 4 in particular).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Benchmark:
    directory: str  # the folder name in results/<system>/
    name: str  # canonical name (GOLD.md)
    runs: int
    drop: int = 1


BENCHMARKS = {b.directory: b for b in (
    Benchmark("resnet", "ResNet-50", 5),
    Benchmark("bert", "BERT", 10),
    Benchmark("ssd", "SSD", 5),
    Benchmark("maskrcnn", "Mask R-CNN", 5),
    Benchmark("rnnt", "RNN-T", 10),
    Benchmark("dlrm", "DLRM", 5),
    Benchmark("minigo", "MiniGo", 10),
    Benchmark("unet3d", "3D U-Net", 40, drop=4),
)}

BY_NAME = {b.name: b for b in BENCHMARKS.values()}
