"""Bad gold (and prediction) files: one clear message naming the file, the line and the problem."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.audit import AuditInputError, audit_dirs
from pipeline.audit.gold import read_table

M_HEAD = "doc_id,type,value,unit\n"
R_HEAD = "doc_id,system,benchmark,metric,value,unit,qualifier\n"


def table_file(tmp_path: Path, text: str, name: str = "mentions.csv") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize("table, text, line, message", [
    ("mentions", "doc_id,type,value\nd,time,5\n", 1, "missing column unit"),
    ("mentions", "doc_id,value\nd,5\n", 1, "missing columns type, unit"),
    ("mentions", M_HEAD + "d,time,5,min\nd,duration,5,min\n", 3, "unknown type 'duration'"),
    ("mentions", M_HEAD + "d,time,5,minutes\n", 2, "unit 'minutes' is not allowed for type 'time'"),
    ("mentions", M_HEAD + "d,price,5,usd\n", 2, "unit 'usd' is not allowed for type 'price'"),
    ("mentions", M_HEAD + "d,price,5,\n", 2, "unit '' is not allowed for type 'price'"),
    ("mentions", M_HEAD + "d,system,A100,x\n", 2, "unit 'x' is not allowed for type 'system'"),
    ("mentions", M_HEAD + "d,percentage,24%,%\n", 2, "value '24%' is not a number"),
    ("mentions", M_HEAD + "d,price,\"149,995\",USD\n", 2, "value '149,995' is not a number"),
    ("mentions", M_HEAD + "d,time,nan,min\n", 2, "value 'nan' is not a number"),
    ("mentions", M_HEAD + "d,system,--,\n", 2, "system name '--' is empty"),
    ("mentions", M_HEAD + ",time,5,min\n", 2, "empty doc_id"),
    ("mentions", M_HEAD + "d,time,5\n", 2, "has 3 fields, the header has 4"),
    ("results", R_HEAD + "d,A,,train_time,5,min,about\n", 2, "unknown qualifier 'about'"),
    ("results", R_HEAD + "d,A,,train_time,5,min,\n", 2, "unknown qualifier ''"),
    ("results", R_HEAD + "d,A,,speed,5,x,=\n", 2, "unknown metric 'speed'"),
    ("results", R_HEAD + "d,A,,speedup,5,min,=\n", 2, "unit 'min' is not allowed for metric 'speedup'"),
    ("results", R_HEAD + "d,A,,train_time,5,%,=\n", 2, "unit '%' is not allowed for metric 'train_time'"),
    ("results", R_HEAD + "d,A,,price,5,x,=\n", 2, "unit 'x' is not allowed for metric 'price'"),
    ("results", R_HEAD + "d,A,,price,,USD,=\n", 2, "value '' is not a number"),
    ("mentions", "", 1, "empty file"),
])
def test_bad_table_messages(tmp_path, table, text, line, message):
    path = table_file(tmp_path, text, f"{table}.csv")
    with pytest.raises(AuditInputError) as exc:
        read_table(path, table)
    first = exc.value.problems[0]
    assert first.startswith(f"{path}:{line}: "), first
    assert message in first


@pytest.mark.parametrize("table, text", [
    ("mentions", M_HEAD + "d,system,IPU-POD16,\nd,price,149995,USD\nd,price,30,TWD\n"
                 "d,percentage,-3,%\nd,ratio,1.6,x\nd,time,1e3,min\n"),
    ("mentions", "\ufeff" + M_HEAD + "003_x,time,5,min\n"),  # BOM, doc_id stays a string
    ("mentions", "doc_id,type,value,unit,note\nd,time,5,min,hand-made\n\n"),  # extra column, blank line
    ("results", R_HEAD + "d,,BERT,perf_gain,8,%,=\nd,A,,price,300000,USD,~\nd,A,B,speedup,2,x,>=\n"
                "d,A,B,perf_per_dollar,30,%,<=\n"),
])
def test_good_tables_load(tmp_path, table, text):
    rows = read_table(table_file(tmp_path, text, f"{table}.csv"), table)
    assert rows and all(r.doc_id for r in rows)


def test_string_doc_ids_and_empty_units_stay_strings(tmp_path):
    rows = read_table(table_file(tmp_path, M_HEAD + "003_37c8,system,A100,\n"), "mentions")
    assert rows[0].doc_id == "003_37c8" and rows[0].fields["unit"] == ""


def test_problems_are_capped_per_file(tmp_path):
    text = M_HEAD + "".join(f"d,time,x{i},min\n" for i in range(50))
    with pytest.raises(AuditInputError) as exc:
        read_table(table_file(tmp_path, text), "mentions")
    assert len(exc.value.problems) == 21
    assert "and 30 more problems" in exc.value.problems[-1]


def _dirs(tmp_path, gold_text, articles=("d",), pred_text=M_HEAD):
    root = tmp_path / "corpus"
    (root / "gold").mkdir(parents=True)
    (root / "articles").mkdir()
    for a in articles:
        (root / "articles" / f"{a}.txt").write_text("text 5 minutes.", encoding="utf-8")
    (root / "gold" / "mentions.csv").write_text(gold_text, encoding="utf-8")
    pred = tmp_path / "out"
    pred.mkdir()
    (pred / "mentions.csv").write_text(pred_text, encoding="utf-8")
    return root / "gold", pred


def test_doc_id_with_no_article(tmp_path):
    gold, pred = _dirs(tmp_path, M_HEAD + "d,time,5,min\nzz,time,5,min\n")
    with pytest.raises(AuditInputError) as exc:
        audit_dirs(gold, pred)
    assert exc.value.problems == [
        f"{gold / 'mentions.csv'}:3: doc_id 'zz' has no article in {gold.parent / 'articles'}/"]


def test_doc_ids_checked_against_documents_csv_without_articles_folder(tmp_path):
    gold, pred = tmp_path / "g", tmp_path / "p"
    gold.mkdir(), pred.mkdir()
    (gold / "mentions.csv").write_text(M_HEAD + "d,time,5,min\ne,time,5,min\n", encoding="utf-8")
    (pred / "mentions.csv").write_text(M_HEAD, encoding="utf-8")
    (pred / "documents.csv").write_text("doc_id,path,script,chars,sha256,title\nd,,en,1,x,t\n",
                                        encoding="utf-8")
    with pytest.raises(AuditInputError) as exc:
        audit_dirs(gold, pred)
    assert "doc_id 'e' has no article" in exc.value.problems[0]


def test_bad_prediction_file_gets_the_same_messages(tmp_path):
    gold, pred = _dirs(tmp_path, M_HEAD + "d,time,5,min\n", pred_text=M_HEAD + "d,time,five,min\n")
    with pytest.raises(AuditInputError) as exc:
        audit_dirs(gold, pred)
    assert exc.value.problems == [f"{pred / 'mentions.csv'}:2: value 'five' is not a number"]


def test_problems_of_both_files_are_reported_together(tmp_path):
    gold, pred = _dirs(tmp_path, M_HEAD + "d,time,5,hours\n", pred_text=M_HEAD + "d,speed,5,min\n")
    with pytest.raises(AuditInputError) as exc:
        audit_dirs(gold, pred)
    assert len(exc.value.problems) == 2


def test_gold_folder_without_tables(tmp_path):
    (tmp_path / "g").mkdir()
    (tmp_path / "p").mkdir()
    with pytest.raises(AuditInputError) as exc:
        audit_dirs(tmp_path / "g", tmp_path / "p")
    assert "no gold table" in exc.value.problems[0]


def test_missing_prediction_file_scores_as_empty_with_a_note(tmp_path):
    gold, pred = _dirs(tmp_path, M_HEAD + "d,time,5,min\n")
    (pred / "mentions.csv").unlink()
    r = audit_dirs(gold, pred)
    assert r.micro_f1("mentions") == 0.0
    assert any("no such file" in n for n in r.notes)


@pytest.mark.parametrize("written, read", [
    ("'=HYPERLINK(x)", "=HYPERLINK(x)"),  # neutralised by the tables' writer: read back as it was
    ("'-ACME 9", "-ACME 9"),
    ("'plain", "'plain"),  # a quote before ordinary text is the text itself
    ("-5", "-5"),
])
def test_cells_neutralised_by_the_tables_are_read_as_written(tmp_path, written, read):
    path = table_file(tmp_path, M_HEAD + f"d,system,\"{written}\",\n")
    [row] = read_table(path, "mentions", "predictions")
    assert row.fields["value"] == read
