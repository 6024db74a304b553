"""`python -m pipeline audit`: output, audit.csv, --json, --report, --min-f1 and exit status."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from pipeline.cli import main

ARTICLE = ("Graphcore IPU-POD16 trains ResNet-50 in 28.3 minutes. The DGX A100 needs 29.1 minutes.\n"
           "在IPU-POD₁₂₈上训练ResNet-50的时间为５.６７分钟。價格約300,000美元。")


@pytest.fixture
def corpus(tmp_path: Path):
    root = tmp_path / "corpus"
    (root / "articles").mkdir(parents=True)
    (root / "gold").mkdir()
    (root / "articles" / "a1.txt").write_text(ARTICLE, encoding="utf-8")
    (root / "gold" / "mentions.csv").write_text(
        "doc_id,type,value,unit\n"
        "a1,system,IPU-POD16,\na1,system,DGX A100,\na1,time,28.3,min\na1,time,29.1,min\n"
        "a1,time,5.67,min\na1,price,300000,USD\n", encoding="utf-8")
    (root / "gold" / "results.csv").write_text(
        "doc_id,system,benchmark,metric,value,unit,qualifier\n"
        "a1,IPU-POD16,ResNet-50,train_time,28.3,min,=\n"
        "a1,DGX A100,ResNet-50,train_time,29.1,min,~\n", encoding="utf-8")
    out = tmp_path / "output"
    out.mkdir()
    start = ARTICLE.index("29.1")
    (out / "documents.csv").write_text(
        f"doc_id,path,script,chars,sha256,title\na1,{root / 'articles' / 'a1.txt'},en,{len(ARTICLE)},x,t\n",
        encoding="utf-8")
    (out / "mentions.csv").write_text(
        "doc_id,type,text,value,unit,qualifier,start,end,rule\n"
        "a1,system,IPU-POD16,IPU-POD16,,=,10,19,sys.lex\n"
        "a1,system,DGX A100,DGX-A100,,=,58,66,sys.lex\n"
        "a1,time,28.3 minutes,28.3,min,=,37,49,time.en\n"
        f"a1,time,29.1 minutes,2.91,min,=,{start},{start + 12},time.en\n", encoding="utf-8")
    (out / "results.csv").write_text(
        "doc_id,system,benchmark,metric,value,unit,qualifier,division,suite,baseline,evidence,start,end,rule\n"
        "a1,IPU-POD16,ResNet-50,train_time,28.3,min,=,,,,e,37,41,link.same\n"
        "a1,DGX A100,ResNet-50,train_time,29.1,min,=,,,,e,70,74,link.same\n", encoding="utf-8")
    return root / "gold", out


def test_text_report_and_audit_csv(corpus, capsys):
    gold, out = corpus
    assert main(["audit", "--gold", str(gold), "--pred", str(out)]) == 0
    text = capsys.readouterr().out
    assert "micro total" in text and "qualifier accuracy 0.500 (1 of 2" in text
    assert "time.en" in text and str(out / "audit.csv") in text.splitlines()[-1]
    with open(out / "audit.csv", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    got = {(r["table"], r["kind"], r["type_or_metric"], r["value"]): r for r in rows}
    assert set(got) == {
        ("mentions", "missed", "time", "29.1"), ("mentions", "missed", "time", "5.67"),
        ("mentions", "missed", "price", "300000"), ("mentions", "spurious", "time", "2.91"),
    }
    # a spurious row: the sentence of its own span
    assert got["mentions", "spurious", "time", "2.91"]["sentence"] == "The DGX A100 needs 29.1 minutes."
    assert got["mentions", "spurious", "time", "2.91"]["rule"] == "time.en"
    # a miss: the sentence where the value is written, full-width digits and 約 included
    assert got["mentions", "missed", "time", "5.67"]["sentence"].startswith("在IPU-POD₁₂₈上训练")
    assert got["mentions", "missed", "price", "300000"]["sentence"] == "價格約300,000美元。"
    assert got["mentions", "missed", "time", "29.1"]["sentence"] == "The DGX A100 needs 29.1 minutes."


def test_json_output(corpus, capsys):
    gold, out = corpus
    assert main(["audit", "--gold", str(gold), "--pred", str(out), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert set(d) == {"mentions", "results"}
    assert set(d["mentions"]) == {"system", "time", "price", "total"}
    assert d["mentions"]["total"] == pytest.approx(
        {"precision": 0.75, "recall": 0.5, "f1": 0.6, "n_gold": 6, "n_pred": 4})
    assert d["results"]["train_time"]["f1"] == 1.0
    assert d["results"]["qualifier_accuracy"] == 0.5


def test_report_option_moves_audit_csv(corpus, tmp_path, capsys):
    gold, out = corpus
    target = tmp_path / "elsewhere" / "rows.csv"
    assert main(["audit", "--gold", str(gold), "--pred", str(out), "--report", str(target)]) == 0
    assert target.is_file() and not (out / "audit.csv").exists()


@pytest.mark.parametrize("floor, status", [("0.5", 0), ("0.6", 0), ("0.61", 1), ("1", 1), ("0", 0)])
def test_min_f1_exit_status(corpus, capsys, floor, status):
    # mentions micro F1 is 0.6, results 1.0: the lower one decides
    gold, out = corpus
    assert main(["audit", "--gold", str(gold), "--pred", str(out), "--min-f1", floor]) == status
    err = capsys.readouterr().err
    assert ("mentions micro F1 0.600 is below" in err) == (status == 1)


def test_min_f1_out_of_range(corpus, capsys):
    gold, out = corpus
    assert main(["audit", "--gold", str(gold), "--pred", str(out), "--min-f1", "95"]) == 2
    assert "between 0 and 1" in capsys.readouterr().err


def test_bad_input_exit_2_one_line_per_problem(corpus, capsys):
    gold, out = corpus
    (gold / "mentions.csv").write_text("doc_id,type,value,unit\na1,time,soon,min\nb9,time,5,min\n",
                                       encoding="utf-8")
    assert main(["audit", "--gold", str(gold), "--pred", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"error: {gold / 'mentions.csv'}:2: value 'soon' is not a number",
        f"error: {gold / 'mentions.csv'}:3: doc_id 'b9' has no article in {gold.parent / 'articles'}/",
    ]


def test_missing_folders(tmp_path, capsys):
    assert main(["audit", "--gold", str(tmp_path / "nope"), "--pred", str(tmp_path)]) == 2
    assert "no such gold folder" in capsys.readouterr().err


def test_summary_for_extract(corpus):
    from pipeline.audit import audit_dirs

    gold, out = corpus
    r = audit_dirs(gold, out)
    summary = r.format_summary().splitlines()
    assert len(summary) == 2
    assert "mentions" in summary[0] and "F1 0.600" in summary[0]
    assert "qualifier accuracy 0.500" in summary[1]
    assert r.micro_f1("mentions") == pytest.approx(0.6)


def test_table_option_scores_only_that_table(corpus, capsys):
    gold, out = corpus
    # results would fail the floor (F1 1.0 here, but mentions 0.6): only mentions is held
    assert main(["audit", "--gold", str(gold), "--pred", str(out), "--table", "results",
                 "--min-f1", "0.9", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert set(d) == {"results"}
    assert main(["audit", "--gold", str(gold), "--pred", str(out), "--table", "mentions",
                 "--min-f1", "0.9"]) == 1


def test_table_option_keeps_documents_of_the_other_gold_table(tmp_path):
    from pipeline.audit import audit_dirs

    gold, pred = tmp_path / "g", tmp_path / "p"
    gold.mkdir(), pred.mkdir()
    (gold / "mentions.csv").write_text("doc_id,type,value,unit\nd,time,5,min\n", encoding="utf-8")
    (gold / "results.csv").write_text(
        "doc_id,system,benchmark,metric,value,unit,qualifier\ne,A,,price,5,USD,=\n", encoding="utf-8")
    (pred / "mentions.csv").write_text("doc_id,type,value,unit\nd,time,5,min\ne,time,9,min\n",
                                       encoding="utf-8")
    r = audit_dirs(gold, pred, tables=["mentions"])
    assert r.scored("mentions") and not r.scored("results")
    assert r.tables["mentions"].total.n_pred == 2  # doc e is in scope through the results gold
