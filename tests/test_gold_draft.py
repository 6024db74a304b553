"""`python -m pipeline gold-draft`: predictions in the gold format, to hand-label from."""
from __future__ import annotations

import csv

import pytest

import pipeline.process
from pipeline.audit import audit_dirs
from pipeline.audit.draft import format_number, gold_mentions, gold_results
from pipeline.cli import main
from pipeline.process import DocResult


@pytest.mark.parametrize("value, text", [
    (6.0, "6"), (6, "6"), (5.67, "5.67"), (149995, "149995"), (0.5, "0.5"),
    (1.2e12, "1200000000000"), ("28.30", "28.3"), ("A100", "A100"), (1 / 3, "0.333333"),
])
def test_format_number(value, text):
    assert format_number(value) == text


def test_gold_mentions_keeps_gold_columns_dedupes_and_sorts():
    rows = [
        {"doc_id": "b", "type": "time", "text": "5分钟", "value": 5.0, "unit": "min", "rule": "r"},
        {"doc_id": "a", "type": "percentage", "text": "24%", "value": 24, "unit": "%"},
        {"doc_id": "a", "type": "system", "text": "DGX-A100", "value": "DGX-A100", "unit": ""},
        {"doc_id": "a", "type": "system", "text": "DGX A100", "value": "DGX A100", "unit": ""},
        {"doc_id": "a", "type": "time", "value": 10.6, "unit": "min"},
        {"doc_id": "a", "type": "time", "value": 3.79, "unit": "min"},
        {"doc_id": "a", "type": "time", "value": "3.79", "unit": "min"},
    ]
    assert gold_mentions(rows) == [
        {"doc_id": "a", "type": "system", "value": "DGX-A100", "unit": ""},
        {"doc_id": "a", "type": "time", "value": "3.79", "unit": "min"},
        {"doc_id": "a", "type": "time", "value": "10.6", "unit": "min"},
        {"doc_id": "a", "type": "percentage", "value": "24", "unit": "%"},
        {"doc_id": "b", "type": "time", "value": "5", "unit": "min"},
    ]


def test_gold_results_dedupes_on_the_audit_key():
    base = {"doc_id": "a", "system": "IPU-POD16", "benchmark": "BERT", "metric": "perf_gain",
            "value": 5, "unit": "%", "qualifier": "=", "evidence": "e", "rule": "r"}
    rows = [base, dict(base, system="ipu pod16"), dict(base, metric="train_time", value=6.0,
                                                       unit="min", qualifier="<")]
    out = gold_results(rows)
    assert [r["metric"] for r in out] == ["train_time", "perf_gain"]
    assert out[0] == {"doc_id": "a", "system": "IPU-POD16", "benchmark": "BERT",
                      "metric": "train_time", "value": "6", "unit": "min", "qualifier": "<"}


@pytest.fixture
def fake_pipeline(monkeypatch):
    def process(doc):
        return DocResult(
            {"doc_id": doc.doc_id},
            [{"doc_id": doc.doc_id, "type": "time", "text": "5.67分钟", "value": 5.67, "unit": "min",
              "qualifier": "=", "start": 0, "end": 4, "rule": "t"},
             {"doc_id": doc.doc_id, "type": "system", "text": "A100", "value": "A100", "unit": "",
              "qualifier": "=", "start": 5, "end": 9, "rule": "s"}],
            [{"doc_id": doc.doc_id, "system": "A100", "benchmark": "", "metric": "train_time",
              "value": 5.67, "unit": "min", "qualifier": "~", "rule": "l"}],
        )

    monkeypatch.setattr(pipeline.process, "process_document", process)


def test_command_writes_a_draft_the_audit_accepts(tmp_path, fake_pipeline, capsys):
    arts = tmp_path / "articles"
    arts.mkdir()
    (arts / "n1.txt").write_text("text", encoding="utf-8")
    (arts / "n2.md").write_text("text", encoding="utf-8")
    (arts / "bad.txt").write_bytes(b"")
    out = tmp_path / "gold"
    assert main(["gold-draft", str(arts), "--out", str(out)]) == 1  # one unreadable file
    captured = capsys.readouterr()
    assert "bad.txt" in captured.err and "empty" in captured.err
    assert "4 mention rows and 2 result rows from 2 documents" in captured.out
    with open(out / "mentions.csv", encoding="utf-8") as fh:
        assert list(csv.reader(fh)) == [
            ["doc_id", "type", "value", "unit"],
            ["n1", "system", "A100", ""], ["n1", "time", "5.67", "min"],
            ["n2", "system", "A100", ""], ["n2", "time", "5.67", "min"],
        ]
    with open(out / "results.csv", encoding="utf-8") as fh:
        assert next(csv.reader(fh)) == ["doc_id", "system", "benchmark", "metric", "value", "unit",
                                        "qualifier"]
    # the draft is valid gold: auditing it against itself is perfect
    r = audit_dirs(out, out)
    assert r.micro_f1("mentions") == 1.0 and r.micro_f1("results") == 1.0


def test_command_refuses_to_overwrite_without_force(tmp_path, fake_pipeline, capsys):
    (tmp_path / "a.txt").write_text("text", encoding="utf-8")
    out = tmp_path / "gold"
    out.mkdir()
    (out / "mentions.csv").write_text("hand-made\n", encoding="utf-8")
    assert main(["gold-draft", str(tmp_path / "a.txt"), "--out", str(out)]) == 2
    assert "--force" in capsys.readouterr().err
    assert (out / "mentions.csv").read_text(encoding="utf-8") == "hand-made\n"
    assert main(["gold-draft", str(tmp_path / "a.txt"), "--out", str(out), "--force"]) == 0
    assert (out / "mentions.csv").read_text(encoding="utf-8").startswith("doc_id,type,value,unit")
