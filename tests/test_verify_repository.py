"""pipeline.verify.repository: walking a result repository and scoring submissions."""
import shutil
from pathlib import Path

import pytest

from pipeline.verify.repository import (
    find_repositories, load_repository, normalise_round, olympic_mean, round_from_name,
)

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "verify"
REPO = FIXTURES / "training_results_v9.9"


@pytest.mark.parametrize("times, failed, expected, drop, score, note", [
    ([10, 11, 12, 13, 14], 0, 5, 1, 12.0, ""),
    ([14, 10, 12, 11, 13], 0, 5, 1, 12.0, ""),
    ([20, 21, 22, 23], 1, 5, 1, 22.0, "1 failed run(s) dropped as the slowest"),
    ([50, 51, 52], 2, 5, 1, None, "2 of 5 runs failed: no valid score"),
    ([], 5, 5, 1, None, "5 of 5 runs failed"),
    ([1, 2, 3, 4], 0, 5, 1, None, "only 4 of 5 runs present"),
    (list(range(1, 11)), 0, 10, 1, 5.5, ""),
    ([1, 2, 3, 4, 5, 6], 0, 5, 1, 3.5, ""),  # more runs than required: all used
    (list(range(1, 41)), 0, 40, 4, 20.5, ""),
])
def test_olympic_mean(times, failed, expected, drop, score, note):
    got, why = olympic_mean(times, failed, expected, drop)
    assert (got is None) == (score is None)
    if score is not None:
        assert got == pytest.approx(score)
    assert note in why


@pytest.mark.parametrize("name, rnd", [
    ("training_results_v1.1", "1.1"),
    ("training_results_v1.0", "1.0"),
    ("training_results_v3.1", "3.1"),
    ("results-2.0", "2.0"),
    ("my_results", None),
])
def test_round_from_name(name, rnd):
    assert round_from_name(name) == rnd


@pytest.mark.parametrize("raw, rnd", [("v1.1", "1.1"), ("1.0", "1.0"), ("3", "3.0"), ("", "")])
def test_normalise_round(raw, rnd):
    assert normalise_round(raw) == rnd


@pytest.fixture(scope="module")
def repo():
    return load_repository(REPO)


def by_dir(repo, system_dir, benchmark):
    [sub] = [s for s in repo.submissions
             if s.system_dir == system_dir and s.benchmark == benchmark]
    return sub


def test_round_and_counts(repo):
    assert repo.round == "9.9"
    assert len(repo.submissions) == 5
    assert repo.logs == 30  # the two files in skipped folders are not read


@pytest.mark.parametrize("system_dir, benchmark, score, division", [
    ("acmebox8_flow", "ResNet-50", 12.0, "closed"),
    ("acmebox8_flow_open", "ResNet-50", 9.5, "open"),
    ("beta_n4", "ResNet-50", 22.0, "closed"),  # "close" in the system file
    ("beta_n1", "ResNet-50", None, "closed"),  # two failed runs
    ("acmebox8_flow", "BERT", None, "closed"),  # one log without run_stop
])
def test_scores(repo, system_dir, benchmark, score, division):
    sub = by_dir(repo, system_dir, benchmark)
    assert sub.division == division
    if score is None:
        assert sub.score is None and sub.note
    else:
        assert sub.score == pytest.approx(score)


def test_system_fields(repo):
    sub = by_dir(repo, "beta_n4", "ResNet-50")
    assert (sub.submitter, sub.system_name, sub.availability) == ("Beta", "Beta Cluster", "research")
    assert (sub.nodes, sub.accelerators_per_node, sub.accelerators) == (4, 4, 16)
    assert sub.accelerator == "Beta B2"
    assert sub.failed_runs == 1
    row = sub.as_row()
    assert row["score"] == "22.0000" and row["runs"] == 5 and row["accelerators"] == 16


def test_problems_are_reported_by_path(repo):
    problems = {Path(p.path).relative_to(REPO).as_posix(): p.problem for p in repo.problems}
    assert set(problems) == {
        "Acme/results/acmebox8_flow/bert/result_4.txt",
        "Acme/systems/broken_box.json",
        "Acme/results/orphan_box",
    }
    assert "no run_stop" in problems["Acme/results/acmebox8_flow/bert/result_4.txt"]
    assert "not valid JSON" in problems["Acme/systems/broken_box.json"]
    assert "no system file" in problems["Acme/results/orphan_box"]


def test_round_option_and_unnamed_folder(tmp_path):
    copy = tmp_path / "acme_results"
    shutil.copytree(REPO, copy)
    unnamed = load_repository(copy)
    assert unnamed.round == ""
    assert any("use --round" in p.problem for p in unnamed.problems)
    named = load_repository(copy, "v2.0")
    assert named.round == "2.0"
    assert {s.round for s in named.submissions} == {"2.0"}


def test_find_repositories(tmp_path):
    assert find_repositories(REPO) == [REPO]
    assert find_repositories(FIXTURES) == [REPO]
    assert find_repositories(tmp_path) == []


def test_unknown_benchmark_is_reported(tmp_path):
    copy = tmp_path / "training_results_v9.9"
    shutil.copytree(REPO, copy)
    (copy / "Acme/results/acmebox8_flow/gnmt").mkdir()
    repo = load_repository(copy)
    assert any(p.path.endswith("gnmt") and "unknown benchmark" in p.problem
               for p in repo.problems)
    assert len(repo.submissions) == 5


def test_a_malformed_log_line_is_reported_and_the_run_still_counts(tmp_path):
    copy = tmp_path / "training_results_v9.9"
    shutil.copytree(REPO, copy)
    log = copy / "Beta/results/beta_n4/resnet/result_0.txt"
    lines = log.read_text(encoding="utf-8").splitlines()
    lines.insert(1, ":::MLLOG " + "[" * 100_000)
    lines.insert(2, ':::MLLOG {"key": "eval_accuracy", "time_ms": NaN, "value": 0.7}')
    log.write_text("\n".join(lines), encoding="utf-8")
    repo = load_repository(copy)
    bad = [p for p in repo.problems if p.path == str(log)]
    assert [(p.line, "MLLOG line skipped" in p.problem) for p in bad] == [(2, True), (3, True)]
    assert by_dir(repo, "beta_n4", "ResNet-50").score == pytest.approx(22.0)


def test_scaling_json_gives_the_rcp_factor(tmp_path):
    copy = tmp_path / "training_results_v9.9"
    shutil.copytree(REPO, copy)
    (copy / "Beta/results/beta_n4/resnet/scaling.json").write_text('{"scaling_factor": 1.05}')
    (copy / "Acme/results/acmebox8_flow/resnet/scaling.json").write_text('{"scaling_factor": "x"}')
    repo = load_repository(copy)
    beta = by_dir(repo, "beta_n4", "ResNet-50")
    assert beta.rcp_factor == 1.05 and beta.published == pytest.approx(23.1)
    assert [k for k, _ in beta.figures()] == ["published", "raw"]
    assert by_dir(repo, "acmebox8_flow", "ResNet-50").rcp_factor is None
    assert any(p.path.endswith("acmebox8_flow/resnet/scaling.json")
               and "no numeric scaling factor" in p.problem for p in repo.problems)


def test_rounds_before_v07_are_not_read_from_logs(tmp_path):
    copy = tmp_path / "training_results_v0.6"
    shutil.copytree(REPO, copy)
    repo = load_repository(copy)
    assert repo.submissions == [] and repo.logs == 0
    assert "not in the :::MLLOG format" in repo.problems[0].problem


def test_benchmark_folders_of_every_round(tmp_path):
    """ssd is SSD until v1.1 and RetinaNet from v2.0; unet3d drops 4 and 4 of 40 runs."""
    from pipeline.verify.benchmarks import benchmark_of
    assert benchmark_of("ssd", "1.1").name == "SSD"
    assert benchmark_of("ssd", "2.0").name == "RetinaNet"
    assert benchmark_of("ssd", "5.0") is None and benchmark_of("retinanet", "5.0").name == "RetinaNet"
    assert (benchmark_of("unet3d", "1.0").runs, benchmark_of("unet3d", "1.0").drop) == (40, 4)
    assert benchmark_of("gpt3", "3.0").runs == 3
    assert benchmark_of("dlrm_dcnv2", "3.0").name == "DLRM"
    assert benchmark_of("gnmt", "1.0") is None
