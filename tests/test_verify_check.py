"""pipeline.verify.check: verdicts for train_time rows (fixture repository)."""
import csv
from pathlib import Path

import pytest

from pipeline.verify.check import Checker
from pipeline.verify.claim import read_claim
from pipeline.verify.names import Matcher, load_rules
from pipeline.verify.output import OUTPUT_COLUMNS, verify_rows
from pipeline.verify.repository import load_repository
from pipeline.verify.rounds import parse_suite

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "verify"


@pytest.mark.parametrize("suite, rnd, problem", [
    ("MLPerf Training v1.1", "1.1", ""),
    ("MLPerf Training v1.0", "1.0", ""),
    ("MLPerf Training 3.1", "3.1", ""),
    ("MLPerf训练v1.1", "1.1", ""),
    ("MLPerf訓練V0.7", "0.7", ""),
    ("MLPerf v2.0", "2.0", ""),
    ("MLPerf 4.1", "4.1", ""),
    ("MLPerf Training", None, ""),
    ("", None, ""),
    ("MLPerf HPC 1.0", None, "not a Training round"),
    ("MLPerf Inference v1.0", None, "not a Training round"),
    ("MLPerf推理v3.1", None, "not a Training round"),
])
def test_parse_suite(suite, rnd, problem):
    got = parse_suite(suite)
    assert got.round == rnd
    assert (problem in got.problem) if problem else got.problem == ""


@pytest.fixture(scope="module")
def checker():
    repo = load_repository(FIXTURES / "training_results_v9.9")
    return Checker(repo.submissions, Matcher(load_rules(FIXTURES / "systems.csv")))


V99 = "MLPerf Training v9.9"


def claim(system, bench, value, q, written, after, suite, division, metric="train_time"):
    text = f"训练{written}{after}。"
    row = {"doc_id": "d", "system": system, "benchmark": bench, "metric": metric,
           "value": value, "unit": "min", "qualifier": q, "suite": suite,
           "division": division, "start": "2", "end": str(2 + len(written))}
    return read_claim(row, text)


@pytest.mark.parametrize("system, bench, value, q, written, after, suite, division, verdict, dirs", [
    ("AcmeBox", "ResNet-50", "12", "=", "12", "", V99, "", "consistent", "acmebox8_flow"),
    ("AcmeBox", "ResNet-50", "9", ">", "9", "分多钟", V99, "", "other_division", "acmebox8_flow_open"),
    ("AcmeBox", "ResNet-50", "12.5", "=", "12.5", "", V99, "", "contradicts", "acmebox8_flow"),
    ("AcmeBox", "ResNet-50", "9.5", "=", "9.5", "", V99, "open", "consistent", "acmebox8_flow_open"),
    ("AcmeBox", "ResNet-50", "12", "=", "12", "", V99, "open", "other_division", "acmebox8_flow"),
    ("AcmeBox", "ResNet-50", "15", "=", "15", "", V99, "open", "contradicts", "acmebox8_flow_open"),
    ("AcmeBox", "ResNet-50", "12", "=", "12", "", "", "", "consistent", "acmebox8_flow"),
    ("AcmeBox", "ResNet-50", "12", "=", "12", "", "MLPerf Training v1.1", "", "unverifiable", ""),
    ("AcmeBox", "ResNet-50", "12", "=", "12", "", "MLPerf HPC 1.0", "", "unverifiable", ""),
    ("Beta Cluster", "ResNet-50", "22", "~", "22", "", V99, "", "consistent", "beta_n4"),
    ("Beta Cluster", "ResNet-50", "21", "~", "21", "", V99, "", "consistent", "beta_n4"),
    ("Beta Cluster", "ResNet-50", "20", "~", "20", "", V99, "", "contradicts", "beta_n4"),
    # no open submission of Beta Cluster: compared with closed
    ("Beta Cluster", "ResNet-50", "22", "=", "22", "", V99, "open", "other_division", "beta_n4"),
    ("Beta Node", "ResNet-50", "50", "=", "50", "", V99, "", "unverifiable", "beta_n1"),
    ("AcmeBox", "BERT", "30", "=", "30", "", V99, "", "unverifiable", "acmebox8_flow"),
    ("Gamma", "ResNet-50", "12", "=", "12", "", V99, "", "unverifiable", ""),
    ("", "ResNet-50", "12", "=", "12", "", V99, "", "unverifiable", ""),
    ("AcmeBox", "", "12", "=", "12", "", V99, "", "unverifiable", ""),
    ("AcmeBox", "GPT-J", "12", "=", "12", "", V99, "", "unverifiable", ""),
])
def test_check(checker, system, bench, value, q, written, after, suite, division, verdict, dirs):
    got = checker.check(claim(system, bench, value, q, written, after, suite, division))
    assert got.verdict == verdict, got.note
    subs = [c.sub for c in got.chosen] or got.subs
    assert "; ".join(s.system_dir for s in subs) == dirs


def test_notes_explain(checker):
    got = checker.check(claim("AcmeBox", "ResNet-50", "9", ">", "9", "分多钟", "", ""))
    assert got.verdict == "other_division"
    assert "closed is v9.9 Acme/acmebox8_flow 12.000" in got.note
    assert "no round" in got.note and "v9.9" in got.note
    got = checker.check(claim("AcmeBox", "ResNet-50", "9", ">", "9", "分多钟",
                              "MLPerf Training v1.1", ""))
    assert "round v1.1 is not in the reference" in got.note
    got = checker.check(claim("Beta Node", "ResNet-50", "50", "=", "50", "", V99, ""))
    assert "have no score" in got.note and "2 of 5 runs failed" in got.note
    got = checker.check(claim("AcmeBox", "GPT-J", "12", "=", "12", "", V99, ""))
    assert got.note == "GPT-J is not an MLPerf Training benchmark"


def test_verify_rows_reads_the_written_figure(checker):
    text = "AcmeBox训练ResNet-50只需9分多钟。"
    start = text.index("9分")
    rows = [
        {"doc_id": "d", "system": "AcmeBox", "benchmark": "ResNet-50", "metric": "train_time",
         "value": "9", "qualifier": ">", "suite": V99, "division": "",
         "start": str(start), "end": str(start + 1)},
        # the same row with no text: no upper bound, so closed 12.0 satisfies "> 9"
        {"doc_id": "e", "system": "AcmeBox", "benchmark": "ResNet-50", "metric": "train_time",
         "value": "9", "qualifier": ">", "suite": V99, "division": "", "start": "", "end": ""},
        {"doc_id": "d", "system": "AcmeBox", "benchmark": "", "metric": "price",
         "value": "9", "qualifier": "=", "suite": "", "division": ""},
        {"doc_id": "d", "system": "AcmeBox", "benchmark": "ResNet-50", "metric": "train_time",
         "value": "nine", "qualifier": "=", "suite": V99, "division": ""},
        {"doc_id": "d", "system": "AcmeBox", "benchmark": "ResNet-50", "metric": "train_time",
         "value": "9", "qualifier": "≈", "suite": V99, "division": ""},
        {"doc_id": "d", "system": "AcmeBox", "benchmark": "ResNet-50", "metric": "speedup",
         "value": "2", "unit": "min", "qualifier": "=", "suite": V99, "division": ""},
    ]
    out = verify_rows(rows, checker, {"d": text})
    assert [r["verdict"] for r in out] == ["other_division", "consistent"] + ["unverifiable"] * 3
    assert all(list(r) == OUTPUT_COLUMNS for r in out)
    assert out[0]["written"] == "9" and out[0]["official_value"] == "9.5000"
    assert out[0]["official_division"] == "open" and out[0]["round"] == "v9.9"
    assert out[0]["start"] == str(start) and out[0]["metric"] == "train_time"
    assert out[1]["official_value"] == "12.0000"
    assert "bad row: value 'nine' is not a number" in out[2]["note"]
    assert "unknown qualifier" in out[3]["note"]
    assert "(x or % expected)" in out[4]["note"]


def test_fixture_results_csv_is_well_formed():
    with open(FIXTURES / "pred" / "results.csv", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    text = (FIXTURES / "pred" / "acme.txt").read_text(encoding="utf-8")
    for r in rows:
        if r["start"]:
            span = text[int(r["start"]):int(r["end"])]
            assert span[0].isdigit(), (r, span)
