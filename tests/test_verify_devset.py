"""verify on the dev set's MLPerf Training articles (skipped when ../shared is absent).

tests/fixtures/verify/devset/results.csv holds their train_time, speedup and
perf_gain claims as GOLD.md labels them (system, benchmark, value, qualifier),
with the suite and baseline the articles state and the offsets of each figure,
written by hand the way the linker writes them: the verdicts do not depend on
the linker of the day.  The second test runs verify on whatever the pipeline
extracts from the same articles.
"""
import csv
import math
import shutil
from pathlib import Path

import pytest

from pipeline.cli import main
from pipeline.verify.check import VERDICTS
from pipeline.verify.rounds import parse_suite

ARTICLES = Path(__file__).resolve().parents[2] / "shared" / "devset" / "articles"
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "verify" / "devset"

pytestmark = pytest.mark.skipif(not (ARTICLES / "d01.txt").is_file(),
                                reason=f"the dev set is not in {ARTICLES}")


def read(path):
    with open(path, encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


EXPECTED = [
    # (doc, metric, system, value): verdict, official value
    ("d01", "train_time", "H100", "11", "consistent", "10.9404"),  # 3,584 H100 (CoreWeave)
    ("d01", "train_time", "H100", "10.94", "consistent", "10.9404"),
    ("d01", "train_time", "Gaudi2", "311.94", "consistent", "311.9449"),  # 384, not 96 Gaudi2
    ("d01", "speedup", "H100", "30", "consistent", "28.5131"),  # "almost 30x": 28.5
    ("d01", "train_time", "H100", "45.6", "consistent", "45.6058"),  # 768 H100
    ("d05", "perf_gain", "Gaudi2", "103", "consistent", "103.1139"),  # v3.0 -> v3.1
    ("d05", "train_time", "Gaudi2", "311.94", "contradicts", "223.9099"),  # v3.0's figure
    ("d05", "train_time", "Gaudi2", "153.58", "consistent", "153.5813"),
    ("d05", "speedup", "H100", "9", "unverifiable", ""),  # GPT-J: an inference benchmark
    # 31.55 % less time, truncated; the sentence states no round, so a figure that no
    # candidate of any round matches is left unverifiable rather than called false
    ("d06", "speedup", "Bow Pod16", "31", "unverifiable", ""),
    ("d06", "perf_gain", "Bow Pod16", "37", "consistent", "36.8320"),  # over v1.1's IPU-POD16
    ("d11", "train_time", "TPU v4", "2", "consistent", "1.8209"),
    ("d11", "speedup", "TPU v4", "2.7", "unverifiable", ""),  # an average: no benchmark
    ("d11", "train_time", "TPU v4", "1.82", "consistent", "1.8200"),  # ResNet-50
    ("d11", "train_time", "TPU v4", "1.82", "consistent", "1.8209"),  # BERT
    ("d18", "train_time", "DGX B200", "12.958", "consistent", "12.9575"),  # RCP-scaled
    ("d18", "train_time", "H200", "24", "consistent", "24.1157"),
    ("d18", "train_time", "DGX B200", "193.738", "consistent", "193.7383"),
    ("d18", "train_time", "TPU v5p", "29.616", "consistent", "29.6164"),
    ("d18", "train_time", "Trillium", "27.33", "consistent", "27.3295"),
    ("d19", "train_time", "DGX SuperPOD", "1.333333", "consistent", "1.3324"),  # 80 seconds
    ("d19", "train_time", "DGX-1", "480", "contradicts", "115.2207"),  # 2017, not MLPerf
    ("d19", "train_time", "", "13.5", "unverifiable", ""),  # no system named
    ("d21", "train_time", "Gaudi2", "18", "consistent", "18.3617"),
    ("d21", "train_time", "A100", "30", "consistent", "30.1231"),
    ("d21", "train_time", "Gaudi2", "17", "consistent", "17.2086"),
    ("d29", "train_time", "Gaudi2", "311.9", "consistent", "311.9449"),
    ("d29", "train_time", "H100", "64", "consistent", "64.2638"),
    ("d29", "speedup", "H100", "3.6", "consistent", "3.6406"),  # per card: 3.64
    ("d38", "speedup", "GB300 NVL72", "4", "contradicts", "3.6778"),  # v5.1 H200, same size
    ("d38", "speedup", "GB300 NVL72", "5", "contradicts", "4.0631"),
    ("d38", "train_time", "", "10", "unverifiable", ""),
    ("d38", "perf_gain", "", "2.7", "unverifiable", ""),
]


@pytest.fixture(scope="module")
def verified(tmp_path_factory):
    pred = tmp_path_factory.mktemp("pred")
    shutil.copy(FIXTURE / "results.csv", pred)
    with open(pred / "documents.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["doc_id", "path"])
        for doc in sorted({r["doc_id"] for r in read(FIXTURE / "results.csv")}):
            w.writerow([doc, str(ARTICLES / f"{doc}.txt")])
    assert main(["verify", "--pred", str(pred)]) == 0
    return read(pred / "verified.csv")


def test_devset_verdicts(verified):
    got = [(r["doc_id"], r["metric"], r["system"], r["value"], r["verdict"],
            r["official_value"]) for r in verified]
    assert got == EXPECTED


def test_stated_round_and_systems_give_a_verdict(verified):
    """Every train_time and speedup claim whose round and systems are stated is decided."""
    stated = [r for r in verified if r["metric"] in ("train_time", "speedup")
              and r["suite"] and parse_suite(r["suite"]).round and not parse_suite(r["suite"]).problem
              and r["system"] and r["benchmark"]
              and (r["metric"] == "train_time" or r["baseline"])]
    assert len(stated) >= 15
    # GPT-J is an inference benchmark: the claim is not about a Training round
    undecided = [r for r in stated if r["verdict"] == "unverifiable"
                 and "not an MLPerf Training benchmark" not in r["note"]]
    assert undecided == []
    for r in stated:
        if r["verdict"] != "unverifiable":
            assert r["official_value"] and r["source"].startswith("mlcommons/training_results_v")


def test_on_what_the_pipeline_extracts(tmp_path, capsys):
    """Whatever results.csv holds: one row per checkable claim, each with a known verdict,
    the decided ones with their official figure and source rows."""
    articles = tmp_path / "articles"
    shutil.copytree(ARTICLES, articles)
    out = tmp_path / "out"
    assert main(["extract", str(articles), "--out", str(out), "--jobs", "1"]) in (0, 1)
    assert main(["verify", "--pred", str(out)]) == 0
    results = read(out / "results.csv")
    rows = read(out / "verified.csv")
    assert len(rows) == sum(r["metric"] in ("train_time", "speedup", "perf_gain")
                            for r in results)
    for r in rows:
        assert r["verdict"] in VERDICTS
        if r["verdict"] == "unverifiable":
            assert r["note"] and not r["official_value"]
        else:
            # a gain in % may be negative (the system was slower), never NaN or infinite
            assert math.isfinite(float(r["official_value"])) and r["source"] and r["round"]
    printed = capsys.readouterr().out
    for v in VERDICTS:
        assert f"{v}: {sum(r['verdict'] == v for r in rows)}" in printed.splitlines()
