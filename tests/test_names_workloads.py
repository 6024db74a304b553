"""MLPerf workloads of every round, from the training catalogue's benchmark
column (resnet ... transformer, gnmt, ncf, minigo, flux1): each is found under
its MLPerf name (GOLD.md), and a name that is also an ordinary word
(Transformer) only where the sentence is about the workload.  Sentences are
our own, in Simplified, Traditional and English."""
from __future__ import annotations

import csv
import sys
from pathlib import Path

import pytest

from pipeline.audit import name_key
from pipeline.extractors.lexicon import read_table

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import names  # noqa: E402

SCORES = Path(__file__).resolve().parents[2] / "shared" / "reference" / "mlperf-training-scores.csv"


def benchmarks(text: str) -> list[str]:
    return names(text, "benchmark")


@pytest.mark.parametrize("text,expected", [
    ("Transformer translation training took under a minute.", ["Transformer"]),
    ("在Transformer翻译任务上，该系统用时0.85分钟。", ["Transformer"]),
    ("Transformer翻譯模型的訓練時間縮短了一半。", ["Transformer"]),
    ("The WMT English-German Transformer run finished first.", ["Transformer"]),
    ("ResNet-50、GNMT与Transformer三项的成绩都有提升。", ["ResNet-50", "GNMT", "Transformer"]),
    # the architecture, not the workload
    ("H100的Transformer Engine讓推論快了4倍。", []),
    ("Most large models are Transformer networks.", []),
    ("基于Transformer的大模型需要更多显存。", []),
])
def test_transformer_is_the_workload_only_about_translation(text, expected):
    assert benchmarks(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("第一轮的NCF推荐模型训练只需几分钟。", ["NCF"]),
    ("MiniGo強化學習的訓練時間是13.5分鐘。", ["MiniGo"]),
    ("SSD-ResNet34 and Mask R-CNN both ran in the edge category.", ["SSD", "Mask R-CNN"]),
    ("GNMT的训练比上一轮快了1.5倍。", ["GNMT"]),
    ("FLUX.1 replaced Stable Diffusion in the training suite.", ["FLUX.1", "Stable Diffusion"]),
    ("新的Flux.1文生圖基準首次登場。", ["FLUX.1"]),
])
def test_early_and_late_round_workloads(text, expected):
    assert benchmarks(text) == expected


# the catalogue's folder names -> the MLPerf name the lists give them (as verify_benchmarks.csv does)
FOLDERS = {r["folder"]: r["benchmark"] for r in read_table(
    "verify_benchmarks.csv", ["folder", "first_round", "last_round", "benchmark", "runs", "drop", "comment"])}


@pytest.mark.skipif(not SCORES.is_file(), reason="../shared/reference is not here")
def test_every_benchmark_of_the_training_catalogue_is_in_the_lists():
    with open(SCORES, encoding="utf-8", newline="") as fh:
        folders = {r["benchmark"] for r in csv.DictReader(fh)}
    canonical = {name_key(r["canonical"]) for r in read_table("benchmarks.csv", ["canonical", "alias", "ambiguous"])}
    assert folders <= set(FOLDERS), f"folders with no MLPerf name: {sorted(folders - set(FOLDERS))}"
    assert {f: FOLDERS[f] for f in folders if name_key(FOLDERS[f]) not in canonical} == {}
