"""`python -m pipeline verify` on the fixture repository and results."""
import csv
import shutil
from pathlib import Path

import pytest

from pipeline.cli import main

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "verify"
REPO = FIXTURES / "training_results_v9.9"


def read(path):
    with open(path, encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def run(tmp_path, *extra):
    out = tmp_path / "out"
    code = main(["verify", "--reference", str(REPO), "--pred", str(FIXTURES / "pred"),
                 "--out", str(out), "--systems", str(FIXTURES / "systems.csv"), *extra])
    return code, out


def test_verified_csv_and_summary(tmp_path, capsys):
    code, out = run(tmp_path, "--submissions")
    assert code == 0
    printed = capsys.readouterr()
    rows = read(out / "verified.csv")
    assert len(rows) == 15  # the train_time rows and the perf_gain row
    verdicts = [r["verdict"] for r in rows]
    assert verdicts == [
        "consistent", "other_division", "contradicts", "consistent", "consistent",
        "other_division", "consistent", "unverifiable", "unverifiable", "consistent",
        "unverifiable", "unverifiable", "unverifiable", "unverifiable", "unverifiable",
    ]
    assert rows[-1]["metric"] == "perf_gain" and rows[-1]["note"] == "no benchmark named"
    # the figure as written: "9分多钟" read from the article beside results.csv
    assert rows[1]["written"] == "9分多钟" and rows[1]["official_value"] == "9.5000"
    assert rows[3]["written"] == "0.2"  # 0.2 hours
    for line in ("consistent: 5", "contradicts: 1", "other_division: 2", "unverifiable: 7"):
        assert line in printed.out.splitlines()
    assert "3 of 5 submissions scored from 30 logs" in printed.out
    skipped = [l for l in printed.err.splitlines() if l.startswith("skipped: ")]
    assert len(skipped) == 3
    assert any("broken_box.json: not valid JSON" in l for l in skipped)
    assert any("result_4.txt: no run_stop event" in l for l in skipped)
    assert any("orphan_box: no system file" in l for l in skipped)
    subs = read(out / "submissions.csv")
    assert {r["system_dir"]: r["score"] for r in subs}["beta_n4"] == "22.0000"


def test_out_defaults_to_pred(tmp_path):
    pred = tmp_path / "pred"
    shutil.copytree(FIXTURES / "pred", pred)
    code = main(["verify", "--reference", str(REPO), "--pred", str(pred)])
    assert code == 0
    assert (pred / "verified.csv").is_file()


def test_round_option(tmp_path, capsys):
    copy = tmp_path / "acme_results"
    shutil.copytree(REPO, copy)
    out = tmp_path / "out"
    code = main(["verify", "--reference", str(copy), "--round", "v9.9", "--pred",
                 str(FIXTURES / "pred"), "--out", str(out)])
    assert code == 0
    assert "acme_results (v9.9)" in capsys.readouterr().out
    rows = read(out / "verified.csv")
    # not in the default mapping: AcmeBox matches its system name "AcmeBox 8" as a whole
    # word (both divisions), Beta Cluster by key
    assert rows[0]["verdict"] == "consistent" and rows[0]["system_name"] == "AcmeBox 8"
    assert rows[9]["verdict"] == "consistent" and rows[9]["system_dir"] == "beta_n4"


def test_round_per_reference(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(REPO, a)
    shutil.copytree(REPO, b)
    code = main(["verify", "--reference", str(a), "--reference", str(b), "--round", "9.9",
                 "--round", "8.0", "--pred", str(FIXTURES / "pred"), "--out", str(tmp_path),
                 "--systems", str(FIXTURES / "systems.csv")])
    assert code == 0
    out = capsys.readouterr().out
    assert "reference: a (v9.9): 3 of 5" in out and "reference: b (v8.0): 3 of 5" in out
    rows = read(tmp_path / "verified.csv")
    # no round stated: both rounds checked, the note says so
    assert "v8.0, v9.9" in rows[6]["note"]


@pytest.mark.parametrize("args, message", [
    (["--pred", "/nonexistent/pred"], "results.csv: not found"),
    (["--reference", "/nonexistent/ref"], "no such file or folder"),
    (["--round", "1.0", "--round", "1.1"], "give --round once"),
    (["--systems", "/nonexistent/systems.csv"], "cannot be read"),
])
def test_bad_usage_exits_2(tmp_path, capsys, args, message):
    base = {"--reference": str(REPO), "--pred": str(FIXTURES / "pred"),
            "--out": str(tmp_path)}
    argv = ["verify"]
    for k, v in base.items():
        if k not in args:
            argv += [k, v]
    assert main(argv + args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: ") and message in err[0]


def test_bad_results_csv(tmp_path, capsys):
    pred = tmp_path / "pred"
    pred.mkdir()
    (pred / "results.csv").write_text("a,b\n1,2\n")
    assert main(["verify", "--reference", str(REPO), "--pred", str(pred)]) == 2
    assert "missing column(s)" in capsys.readouterr().err


def test_excel_output_reads_back(tmp_path):
    code, out = run(tmp_path, "--excel")
    assert code == 0
    assert (out / "verified.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    # a results.csv written with a BOM (extract --excel) is read as well
    pred = tmp_path / "pred"
    shutil.copytree(FIXTURES / "pred", pred)
    (pred / "results.csv").write_bytes(b"\xef\xbb\xbf" + (pred / "results.csv").read_bytes())
    assert main(["verify", "--reference", str(REPO), "--pred", str(pred),
                 "--systems", str(FIXTURES / "systems.csv")]) == 0
    assert read(pred / "verified.csv")[0]["verdict"] == "consistent"


def test_no_documents_csv_falls_back_on_value(tmp_path, capsys):
    pred = tmp_path / "pred"
    pred.mkdir()
    shutil.copy(FIXTURES / "pred" / "results.csv", pred)
    assert main(["verify", "--reference", str(REPO), "--pred", str(pred),
                 "--systems", str(FIXTURES / "systems.csv")]) == 0
    assert "documents.csv not readable" in capsys.readouterr().err
    rows = read(pred / "verified.csv")
    assert rows[0]["written"] == "" and rows[0]["verdict"] == "consistent"


def test_nothing_scored_exits_1(tmp_path, capsys):
    empty = tmp_path / "training_results_v1.0"
    (empty / "Acme" / "results").mkdir(parents=True)
    code = main(["verify", "--reference", str(empty), "--pred", str(FIXTURES / "pred"),
                 "--out", str(tmp_path)])
    assert code == 1
    assert "no submission could be scored" in capsys.readouterr().err
    assert (tmp_path / "verified.csv").is_file()
