"""results.csv carries each claim's article: title, source and date (from the feed's metadata).

The metadata is the sidecar ``<folder>/.meta/<doc_id>.json`` that `add` writes
(read into ``Document.meta`` by pipeline.read); the audit ignores the three
columns, and the gold format does not have them.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from pipeline.audit import audit_dirs
from pipeline.read import iter_article_files, provenance, read_document, read_sidecar
from pipeline.schema import GOLD_RESULT_COLUMNS, RESULT_COLUMNS
from pipeline.store import update_outputs

CLAIM = "Graphcore新品\n在IPU-POD128上训练ResNet-50的时间为5.67分钟。\n"
OTHER = "Gaudi2 news\nGaudi2 trained BERT in 12 minutes.\n"


@pytest.mark.parametrize("meta, expected", [
    ({}, ("", "")),
    ({"source": "/home/u/in/a.html"}, ("/home/u/in/a.html", "")),  # `add` today: the path added from
    ({"source": None, "added": None}, ("", "")),  # placed by hand
    ({"source_path": "/in/a.html", "source": "https://example.com/a", "date": "2023-06-28"},
     ("https://example.com/a", "2023-06-28")),  # an address beats a path
    ({"source_path": "/in/a.html", "date": "2023-06-28"}, ("/in/a.html", "2023-06-28")),
    ({"url": "https://example.com/b", "date": 20230628}, ("https://example.com/b", "")),  # not text
    ({"source": "  https://example.com/c\n", "date": " 2023-06-28 "}, ("https://example.com/c", "2023-06-28")),
])
def test_provenance(meta, expected):
    assert provenance(meta) == expected


@pytest.mark.parametrize("sidecar, expected", [
    (None, {}),
    ('{"source": "https://example.com/a"}', {"source": "https://example.com/a"}),
    ("not json", {}),
    ("[1, 2]", {}),
    ("[" * 100000 + "]" * 100000, {}),  # too deep for the parser: no metadata, no traceback
])
def test_read_sidecar(tmp_path, sidecar, expected):
    art = tmp_path / "a.txt"
    art.write_text(CLAIM, encoding="utf-8")
    if sidecar is not None:
        (tmp_path / ".meta").mkdir()
        (tmp_path / ".meta" / "a.json").write_text(sidecar, encoding="utf-8")
    assert read_sidecar(art) == expected
    assert read_document(art).meta == expected


def _sidecar(folder: Path, doc_id: str, **meta) -> None:
    (folder / ".meta").mkdir(exist_ok=True)
    (folder / ".meta" / f"{doc_id}.json").write_text(json.dumps(meta), encoding="utf-8")


def _results(out: Path) -> list[dict]:
    with open(out / "results.csv", encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _run(folder: Path, out: Path):
    return update_outputs(iter_article_files([folder]), out, jobs=1)


@pytest.fixture
def corpus(tmp_path):
    arts = tmp_path / "articles"
    arts.mkdir()
    (arts / "a.txt").write_text(CLAIM, encoding="utf-8")
    (arts / "b.txt").write_text(CLAIM, encoding="utf-8")  # the same text from another source
    (arts / "c.txt").write_text(OTHER, encoding="utf-8")  # no metadata
    _sidecar(arts, "a", source="https://example.com/a", source_path="/in/a.html", date="2023-06-28")
    _sidecar(arts, "b", source="/in/b.html")
    return arts


def test_results_carry_title_source_and_date(corpus, tmp_path):
    out = tmp_path / "out"
    _run(corpus, out)
    rows = _results(out)
    assert list(rows[0]) == RESULT_COLUMNS
    got = {(r["doc_id"], r["title"], r["source"], r["date"]) for r in rows}
    assert got == {
        ("a", "Graphcore新品", "https://example.com/a", "2023-06-28"),
        ("b", "Graphcore新品", "/in/b.html", ""),  # rows of a's text (one cache entry), b's metadata
        ("c", "Gaudi2 news", "", ""),
    }
    assert all(r["metric"] == "train_time" for r in rows)


def test_a_rerun_and_a_renamed_file_keep_their_article(corpus, tmp_path):
    out = tmp_path / "out"
    _run(corpus, out)
    first = (out / "results.csv").read_bytes()
    _run(corpus, out)  # nothing read again: the columns come from the store
    assert (out / "results.csv").read_bytes() == first
    (corpus / "b.txt").rename(corpus / "b2.txt")
    (corpus / ".meta" / "b.json").rename(corpus / ".meta" / "b2.json")
    _run(corpus, out)
    b2 = [r for r in _results(out) if r["doc_id"] == "b2"]
    assert b2 and all(r["source"] == "/in/b.html" for r in b2)
    fresh = tmp_path / "fresh"
    _run(corpus, fresh)
    assert (out / "results.csv").read_bytes() == (fresh / "results.csv").read_bytes()


def test_the_audit_ignores_the_article_columns(corpus, tmp_path):
    out = tmp_path / "out"
    _run(corpus, out)
    gold = tmp_path / "gold"
    gold.mkdir()
    with open(gold / "results.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(GOLD_RESULT_COLUMNS)
        w.writerow(["a", "IPU-POD128", "ResNet-50", "train_time", "5.67", "min", "="])
        w.writerow(["c", "Gaudi2", "BERT", "train_time", "12", "min", "="])
    bare = tmp_path / "bare"  # the same predictions without the three columns
    bare.mkdir()
    rows = _results(out)
    with open(bare / "results.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=[c for c in RESULT_COLUMNS if c not in ("title", "source", "date")],
                           extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    (bare / "documents.csv").write_bytes((out / "documents.csv").read_bytes())
    with_cols, without = audit_dirs(gold, out, tables=["results"]), audit_dirs(gold, bare, tables=["results"])
    assert with_cols.to_dict() == without.to_dict()
    assert with_cols.per_document("results") == without.per_document("results")
    assert with_cols.micro_f1("results") == 1.0  # a and c right (b is in no gold file: not scored)
