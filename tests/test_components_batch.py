"""pipeline.extract on one text or many (through nlp.pipe): plain frames that concatenate, with
the cells of the CSV files."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import pipeline
from pipeline.read import iter_documents

ROOT = Path(__file__).resolve().parents[1]
TEXTS = [
    "IPU-POD16训练BERT用时9.4分钟。",
    "The TPU v4 pod finished BERT in 0.18 minutes, 2.7x faster than the A100.",
    "標價約為300,000美元。",
    "",
    "这一成绩十分惊人。",
]


def test_many_texts_give_what_each_gives_alone():
    ids = [f"t{i}" for i in range(len(TEXTS))]
    together = pipeline.extract_tables(TEXTS, doc_id=ids)
    for table in ("mentions", "results"):
        alone = pd.concat([pipeline.extract(t, doc_id=i, table=table) for t, i in zip(TEXTS, ids)],
                          ignore_index=True)
        pd.testing.assert_frame_equal(together[table], alone)
    assert set(together["mentions"].doc_id) == {"t0", "t1", "t2"}


def test_frames_of_two_calls_concatenate():
    a = pipeline.extract(TEXTS[0], doc_id="a")
    b = pipeline.extract(TEXTS[1], doc_id="b", table="mentions")
    both = pd.concat([a, b], ignore_index=True)
    assert len(both) == len(a) + len(b) and not a.attrs and not b.attrs
    r = pd.concat([pipeline.extract(TEXTS[0], table="results"), pipeline.extract(TEXTS[3], table="results")])
    assert list(r.metric) == ["train_time"]


@pytest.mark.parametrize("doc_id,expected", [
    ("x", ["x1", "x1", "x1", "x2", "x2", "x2"]),
    (["a", "b"], ["a", "a", "a", "b", "b", "b"]),
])
def test_doc_ids_of_many_texts(doc_id, expected):
    df = pipeline.extract(TEXTS[:2], doc_id=doc_id)
    assert list(df.doc_id)[:3] == expected[:3] and list(df.doc_id)[-1] == expected[-1]


@pytest.mark.parametrize("texts,doc_id,error", [
    (["a", "b"], ["one"], ValueError),
    ([b"bytes"], "doc", TypeError),
    (b"bytes", "doc", TypeError),
    (["ok", 3], "doc", TypeError),
])
def test_bad_input_says_what_is_wrong(texts, doc_id, error):
    with pytest.raises(error):
        pipeline.extract(texts, doc_id=doc_id)


def test_cells_are_those_of_the_csv_files(tmp_path):
    """The frames written as CSV are, byte for byte, the tables the command line writes."""
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "pipeline", "extract", str(ROOT / "corpus" / "articles"),
                           "--out", str(out), "--quiet"], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    docs = [d for d in iter_documents([ROOT / "corpus" / "articles"]) if not isinstance(d, Exception)]
    tables = pipeline.extract_tables([d.text for d in docs], doc_id=[d.doc_id for d in docs])
    for table in ("mentions", "results"):
        csv = tables[table].to_csv(index=False, lineterminator="\n")
        assert csv == (out / f"{table}.csv").read_text(encoding="utf-8")
    assert (tables["results"].division == "").any()  # an empty field is "", as in the file


def test_memory_zones_free_nothing_that_is_still_used(monkeypatch):
    """The command line's Docs are made in memory zones (after WARM_DOCS, left every ZONE_DOCS
    documents); the rows are the same with a zone per document, and a Doc made outside one
    meanwhile stays whole."""
    import pipeline.nlp as nlp_module
    from pipeline.process import process_document

    docs = [d for d in iter_documents([ROOT / "corpus" / "articles"]) if not isinstance(d, Exception)]
    expected = [process_document(d) for d in docs]
    monkeypatch.setattr(nlp_module, "WARM_DOCS", 0)
    monkeypatch.setattr(nlp_module, "ZONE_DOCS", 1)
    monkeypatch.setattr(nlp_module, "_ZONES", {})
    kept = pipeline.annotate("IPU-POD16训练BERT用时9.4分钟。")
    for _ in range(3):
        assert [process_document(d) for d in docs] == expected
    assert "".join(t.text_with_ws for t in kept) == "IPU-POD16训练BERT用时9.4分钟。"  # its strings are all there
    assert [(s.text, s._.value) for s in kept.spans["mentions"]] == [("IPU-POD16", "IPU-POD16"), ("BERT", "BERT"),
                                                                     ("9.4分钟", 9.4)]
