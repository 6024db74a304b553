"""verify against the shared MLPerf reference copy (skipped when it is absent)."""
import csv
import shutil
from pathlib import Path

import pytest

from pipeline.cli import main
from pipeline.verify.repository import find_repositories, load_repository

SHARED = Path(__file__).resolve().parents[2] / "shared"
REFERENCE = SHARED / "reference"
ARTICLES = SHARED / "devset" / "articles"
SEED = Path(__file__).resolve().parent / "fixtures" / "verify" / "seed"

needs_reference = pytest.mark.skipif(
    not (REFERENCE / "training_results_v1.1").is_dir(),
    reason=f"the MLPerf reference copy is not at {REFERENCE}")
needs_articles = pytest.mark.skipif(
    not (ARTICLES / "000_145527146eca89ee.txt").is_file(),
    reason=f"the seed articles are not in {ARTICLES}")


@pytest.fixture(scope="module")
def repos():
    return {r.round: r for r in map(load_repository, find_repositories(REFERENCE))}


@needs_reference
def test_both_rounds_load_without_problems(repos):
    assert set(repos) == {"1.0", "1.1"}
    for repo in repos.values():
        assert repo.problems == []
        assert sum(s.score is not None for s in repo.submissions) > 50


@needs_reference
def test_scores_equal_nvidia_summarizer(repos):
    scores = {(s.system_dir, s.benchmark): s.score for s in repos["1.1"].submissions}
    columns = {"resnet": "ResNet-50", "bert": "BERT"}
    compared = 0
    with open(REFERENCE / "training_results_v1.1" / "NVIDIA" / "summarizer.csv",
              encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            for col, bench in columns.items():
                if not row[col] or (row["system"], bench) not in scores:
                    continue  # no logs for it in the reduced copy
                assert scores[(row["system"], bench)] == pytest.approx(float(row[col]), rel=1e-9), \
                    (row["system"], bench)
                compared += 1
    assert compared == 8


@needs_reference
@pytest.mark.parametrize("rnd, system_dir, bench, score", [
    ("1.1", "ipu-pod16-TF1", "ResNet-50", 28.335),
    ("1.1", "dgxa100_ngc21.09_mxnet", "ResNet-50", 29.147),
    ("1.1", "ipu-pod64-POPART-closed", "BERT", 10.564),
    ("1.1", "ipu-pod128-POPART-open", "BERT", 5.879),
    ("1.0", "ipu-pod64-POPART-closed", "BERT", 11.076),
    ("1.0", "ipu-pod64-POPART-open", "BERT", 9.392),
])
def test_known_scores(repos, rnd, system_dir, bench, score):
    [sub] = [s for s in repos[rnd].submissions
             if s.system_dir == system_dir and s.benchmark == bench]
    assert round(sub.score, 3) == score


@needs_reference
@needs_articles
def test_seed_articles(tmp_path, capsys):
    pred = tmp_path / "pred"
    pred.mkdir()
    shutil.copy(SEED / "results.csv", pred)
    with open(pred / "documents.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["doc_id", "path", "script", "chars", "sha256", "title"])
        for doc_id in ("000_145527146eca89ee", "003_37c811afd0c9d8b4"):
            w.writerow([doc_id, str(ARTICLES / f"{doc_id}.txt"), "", "", "", ""])
    assert main(["verify", "--reference", str(REFERENCE), "--pred", str(pred)]) == 0
    with open(pred / "verified.csv", encoding="utf-8") as fh:
        got = {(r["doc_id"][:3], r["system"], r["benchmark"], r["value"]):
               (r["verdict"], r["official_values"], r["official_division"], r["round"],
                r["system_dir"])
               for r in csv.DictReader(fh)}
    assert got == {
        ("000", "IPU-POD128", "ResNet-50", "5.67"):
            ("consistent", "5.672", "closed", "1.1", "ipu-pod128-TF1"),
        ("000", "IPU-POD256", "ResNet-50", "3.79"):
            ("consistent", "3.795", "closed", "1.1", "ipu-pod256-TF1"),
        ("000", "IPU-POD128", "BERT", "6"):
            ("consistent", "5.879", "open", "1.1", "ipu-pod128-POPART-open"),
        ("000", "DGX A100", "ResNet-50", "29.1"):
            ("consistent", "29.147", "closed", "1.1", "dgxa100_ngc21.09_mxnet"),
        ("000", "IPU-POD16", "ResNet-50", "28.3"):
            ("consistent", "28.335", "closed", "1.1", "ipu-pod16-TF1"),
        ("000", "IPU-POD64", "BERT", "10.6"):
            ("consistent", "10.564", "closed", "1.1", "ipu-pod64-POPART-closed"),
        ("003", "IPU-POD64", "BERT", "9"):
            ("other_division", "9.392", "open", "1.0", "ipu-pod64-POPART-open"),
        ("003", "IPU-POD64", "ResNet-50", "14.5"):
            ("consistent", "14.485", "closed", "1.0", "ipu-pod64-TF1"),
    }
    out = capsys.readouterr().out.splitlines()
    assert "consistent: 7" in out and "other_division: 1" in out
    assert "contradicts: 0" in out and "unverifiable: 0" in out
