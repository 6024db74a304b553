"""pipeline.verify.scores and reference: the scores table, its bad rows, and --reference."""
import csv
import re
import shutil
from pathlib import Path

import pytest

from pipeline.cli import main
from pipeline.verify.errors import LogError
from pipeline.verify.reference import load_reference
from pipeline.verify.scores import load_scores

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "verify"
SCORES = FIXTURES / "scores"


def test_bad_rows_are_reported_by_line_and_skipped():
    table = load_scores(SCORES / "bad_rows.csv")
    assert [(s.round, s.benchmark, s.score) for s in table.submissions] == [
        ("1.1", "ResNet-50", 28.3345), ("3.0", "GPT-3", 311.9449), ("0.7", "BERT", None)]
    problems = {p.line: p.problem for p in table.problems}
    assert sorted(problems) == list(range(3, 11))
    assert problems[3] == "score_min 'abc' is not a number; row skipped"
    assert "'NaN' is not a positive number" in problems[4]
    assert "'gnmt' is not a Training benchmark of v1.1" in problems[5]
    assert "'shut' is neither closed nor open" in problems[6]
    assert "accelerators_total 'sixteen'" in problems[7]
    assert "rcp_factor '-1' is not a positive number" in problems[8]
    assert "4 fields, the header has 16" in problems[9]
    assert "round 'vX'" in problems[10]
    for p in table.problems:
        assert str(p).startswith(f"{SCORES / 'bad_rows.csv'}:{p.line}: ")
        assert "\n" not in str(p)


def test_rcp_factor_and_missing_logs():
    gpt3, missing = load_scores(SCORES / "bad_rows.csv").submissions[1:]
    assert gpt3.published == pytest.approx(311.9449 * 1.05)
    assert [k for k, _ in gpt3.figures()] == ["published", "raw"]
    assert missing.figures() == [] and "missing from the reference" in missing.note


@pytest.mark.parametrize("name, problem", [
    ("no_columns.csv", "missing column(s) division, system_dir"),
    ("not_utf8.csv", "is not UTF-8 text"),
    ("none.csv", "cannot be read"),
])
def test_unusable_table(name, problem):
    with pytest.raises(LogError, match=re.escape(problem)):
        load_scores(SCORES / name)


def test_a_folder_with_a_bad_table_goes_on(tmp_path):
    folder = tmp_path / "ref"
    folder.mkdir()
    shutil.copy(SCORES / "no_columns.csv", folder / "mlperf-training-scores.csv")
    shutil.copytree(FIXTURES / "training_results_v9.9", folder / "training_results_v9.9")
    ref = load_reference([folder])
    assert any("missing column" in p.problem for p in ref.problems)
    assert {s.round for s in ref.submissions} == {"9.9"}


def test_table_row_wins_over_the_same_submission_from_logs(tmp_path):
    table = tmp_path / "t.csv"
    head = (SCORES / "bad_rows.csv").read_text(encoding="utf-8").splitlines()[0]
    table.write_text(head + "\nv9.9,Beta,closed,beta_n4,Beta Cluster,resnet,Beta B2,16,5,5,"
                     "21.0,1.1,23.1,,ok,example:Beta/results/beta_n4/resnet\n", encoding="utf-8")
    ref = load_reference([table, FIXTURES / "training_results_v9.9"])
    [beta] = [s for s in ref.submissions if s.system_dir == "beta_n4"]
    assert (beta.score, beta.rcp_factor, beta.source) == (21.0, 1.1, "example:Beta/results/beta_n4/resnet")
    assert "1 already in a scores table given" in ref.sources[1]


@pytest.mark.parametrize("name, message", [
    ("no_columns.csv", "no_columns.csv:1: missing column(s)"),
    ("not_utf8.csv", "not_utf8.csv: is not UTF-8 text"),
])
def test_cli_bad_table_is_one_line_and_exit_2(tmp_path, capsys, name, message):
    code = main(["verify", "--reference", str(SCORES / name), "--pred",
                 str(FIXTURES / "pred"), "--out", str(tmp_path)])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: --reference ") and message in err[0]


def test_cli_bad_rows_are_skipped_with_a_line_each(tmp_path, capsys):
    code = main(["verify", "--reference", str(SCORES / "bad_rows.csv"), "--pred",
                 str(FIXTURES / "pred"), "--out", str(tmp_path)])
    assert code == 0
    err = [l for l in capsys.readouterr().err.splitlines() if l.startswith("skipped: ")]
    assert len(err) == 8 and all("bad_rows.csv:" in l for l in err)


def test_cli_without_reference_uses_the_shipped_table(tmp_path, capsys):
    assert main(["verify", "--pred", str(FIXTURES / "pred"), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "reference: verify_scores.csv (shipped with the pipeline): 2258 submissions" in out
    # AcmeBox is in no official round: its v9.9 claims cannot be checked
    assert "round v9.9 is not in the reference" in (tmp_path / "verified.csv").read_text("utf-8")


def test_cli_round_needs_a_reference(tmp_path, capsys):
    assert main(["verify", "--round", "1.1", "--pred", str(FIXTURES / "pred"),
                 "--out", str(tmp_path)]) == 2
    assert "give --reference" in capsys.readouterr().err


def test_the_round_from_the_article_date(tmp_path):
    """No suite: documents.csv's date gives the round (the last one published before it)."""
    pred = tmp_path / "pred"
    pred.mkdir()
    text = "3584个H100训练GPT-3用时10.94分钟。"
    (pred / "a.txt").write_text(text, encoding="utf-8")
    (pred / "b.txt").write_text(text, encoding="utf-8")
    (pred / "documents.csv").write_text("doc_id,path,date\na,a.txt,2023-06-28\nb,b.txt,\n",
                                        encoding="utf-8")
    start = text.index("10.94")
    (pred / "results.csv").write_text(
        "doc_id,system,benchmark,metric,value,unit,qualifier,division,suite,baseline,evidence,"
        "start,end,rule\n" + "".join(
            f"{d},H100,GPT-3,train_time,10.94,min,=,,,,,{start},{start + 5},hand\n"
            for d in "ab"), encoding="utf-8")
    assert main(["verify", "--pred", str(pred)]) == 0
    with open(pred / "verified.csv", encoding="utf-8") as fh:
        a, b = list(csv.DictReader(fh))
    assert a["verdict"] == b["verdict"] == "consistent" and a["round"] == "v3.0"
    assert a["note"].startswith("round v3.0 from the article's date 2023-06-28")
    assert b["note"].startswith("the article states no round")
