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
        got = {(r["doc_id"][:3], r["metric"], r["system"], r["benchmark"], r["value"]):
               (r["verdict"], r["official_value"], r["official_division"], r["round"],
                r["system_dir"])
               for r in csv.DictReader(fh)}
    assert got == {
        ("000", "perf_gain", "IPU-POD16", "ResNet-50", "24"):  # a cut in time of 23.66 %
            ("consistent", "23.6580", "closed", "v1.1", "ipu-pod16-TF1"),
        ("000", "train_time", "IPU-POD128", "ResNet-50", "5.67"):
            ("consistent", "5.6718", "closed", "v1.1", "ipu-pod128-TF1"),
        ("000", "train_time", "IPU-POD256", "ResNet-50", "3.79"):
            ("consistent", "3.7949", "closed", "v1.1", "ipu-pod256-TF1"),
        ("000", "train_time", "IPU-POD128", "BERT", "6"):
            ("consistent", "5.8787", "open", "v1.1", "ipu-pod128-POPART-open"),
        ("000", "train_time", "DGX A100", "ResNet-50", "29.1"):
            ("consistent", "29.1466", "closed", "v1.1", "dgxa100_ngc21.09_mxnet"),
        ("000", "train_time", "IPU-POD16", "ResNet-50", "28.3"):
            ("consistent", "28.3345", "closed", "v1.1", "ipu-pod16-TF1"),
        ("000", "train_time", "IPU-POD64", "BERT", "10.6"):
            ("consistent", "10.5637", "closed", "v1.1", "ipu-pod64-POPART-closed"),
        ("003", "train_time", "IPU-POD64", "BERT", "9"):
            ("other_division", "9.3921", "open", "v1.0", "ipu-pod64-POPART-open"),
        ("003", "train_time", "IPU-POD64", "ResNet-50", "14.5"):
            ("consistent", "14.4846", "closed", "v1.0", "ipu-pod64-TF1"),
    }
    out = capsys.readouterr().out.splitlines()
    assert "consistent: 8" in out and "other_division: 1" in out
    assert "contradicts: 0" in out and "unverifiable: 0" in out


needs_table = pytest.mark.skipif(
    not (REFERENCE / "mlperf-training-scores.csv").is_file(),
    reason=f"the scores table is not in {REFERENCE}")


@needs_table
def test_the_shipped_table_is_the_shared_one():
    from pipeline.verify.scores import BUNDLED
    assert BUNDLED.read_bytes() == (REFERENCE / "mlperf-training-scores.csv").read_bytes()


@needs_reference
@needs_table
def test_logs_and_table_agree(repos):
    """Every submission scored here from the official logs has the table's score."""
    from pipeline.verify.scores import load_scores
    table = {s.ident: s for s in load_scores(REFERENCE / "mlperf-training-scores.csv").submissions}
    compared = 0
    for repo in repos.values():
        for sub in repo.submissions:
            if sub.score is None:
                continue
            assert sub.ident in table, sub.ident
            assert table[sub.ident].score == pytest.approx(sub.score, abs=5e-5 + 1e-9), sub.ident
            compared += 1
    assert compared > 100


@needs_reference
@needs_table
def test_reference_folder_reads_the_table_and_the_repositories():
    from pipeline.verify.reference import load_reference
    ref = load_reference([REFERENCE])
    assert ref.problems == []
    assert len(ref.submissions) == 2258  # the repositories add nothing the table lacks
    assert ref.sources[0].endswith("2258 submissions, v0.5-v5.1")
    assert any("training_results_v1.1 (v1.1)" in line and "already in a scores table" in line
               for line in ref.sources)
