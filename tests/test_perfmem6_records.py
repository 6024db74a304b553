"""Issue 14, memory flat from 2,000 to 20,000 documents: the store keeps its record of each
document on disk (pipeline/store/records.py), and `extract` lists the files as it scans them.

The processing is replaced by a stub (its rows are made from the text) so that the tests
measure the store alone; what is counted is objects, not time."""
from __future__ import annotations

import gc
import os
import time
from types import SimpleNamespace

import pytest

import pipeline.store.scan as scan
import pipeline.store.write as write
from pipeline.commands.extract import ArticleFiles
from pipeline.read import InputError
from pipeline.store import update_outputs
from pipeline.store.cache import Cache
from pipeline.store.records import READ_BATCH, RunRecords
from pipeline.store.rows import encode_result
from pipeline.store.scan import Entry
from pipeline.tables import COLUMNS


def _stub(doc):
    """What workers.work gives, without the NLP: one mention and one result row per document."""
    row = {c: "" for c in COLUMNS["documents"]}
    row.update(doc_id=doc.doc_id, path=doc.path, sha256=doc.sha256, title=doc.title, chars=len(doc.text))
    mention = {"doc_id": doc.doc_id, "type": "system", "start": 0, "end": 4, "text": doc.text[:4]}
    result = {"doc_id": doc.doc_id, "system": doc.text[:4], "title": doc.title}
    return doc.sha256, doc.path, encode_result(SimpleNamespace(document=row, mentions=[mention],
                                                               results=[result])), None


@pytest.fixture
def stubbed(monkeypatch):
    monkeypatch.setattr(scan, "work", _stub)


def _folder(root, n: int):
    """``n`` articles, written a minute ago (a file written just now is read again next run)."""
    root.mkdir()
    for i in range(n):
        path = root / f"doc{i:05d}.txt"
        path.write_text(f"Article {i}\n\nIPU-POD{i} took {i}.5 minutes.\n", encoding="utf-8")
        os.utime(path, (time.time() - 60, time.time() - 60))
    return root


@pytest.mark.parametrize("items", [
    [Entry("a", "x/a.txt", "Title A", "1" * 64, "https://example.com/a", "2024-01-02")],
    [InputError("x/bad.txt", "empty file (no text)")],
    [Entry("a", "x/a.txt", "", "1" * 64), InputError("x/b.txt", "not UTF-8"),
     Entry("c", "x/c.txt", "標題 ｃ", "2" * 64, "", "")],
    [Entry(f"d{i}", f"x/d{i}.txt", f"t{i}", f"{i:064x}") for i in range(2 * READ_BATCH + 3)],
])
def test_the_records_give_back_the_items_in_order(tmp_path, items):
    cache = Cache(tmp_path, "v")
    records = RunRecords(cache.db)
    for item in items:
        records.add(item)
    back = list(records.items())
    assert [type(b) for b in back] == [type(i) for i in items]
    assert [b.key if isinstance(b, Entry) else str(b) for b in back] == \
        [i.key if isinstance(i, Entry) else str(i) for i in items]
    assert records.count == len(items)
    first = next(i for i in items)
    if isinstance(first, Entry):
        assert records.path_of(first.doc_id) == first.path
    assert records.path_of("no such doc") is None
    cache.close()


def test_the_records_are_temporary_tables_not_the_cache_file(tmp_path):
    cache = Cache(tmp_path, "v")
    RunRecords(cache.db).add(Entry("a", "a.txt", "", "1" * 64))
    cache.commit()
    cache.close()
    import sqlite3

    db = sqlite3.connect(tmp_path / ".cache" / "store.sqlite")
    names = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
    assert not any(name.startswith("run_") for name in names)
    db.close()


def _entries_alive(folder) -> int:
    """Entry objects of the documents under ``folder`` alive now."""
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is Entry and o.path.startswith(str(folder)))


@pytest.mark.parametrize("n", [3 * READ_BATCH])
def test_the_store_holds_no_record_per_document_while_it_writes(tmp_path, stubbed, monkeypatch, n):
    """Half way through writing the tables, fewer Entry objects are alive than a batch (the
    documents' records are on disk); before, one per document (1,500 here)."""
    alive = []
    real = write.pause

    def counting(point):
        if point == "write":
            alive.append(_entries_alive(folder))
        real(point)

    monkeypatch.setattr(write, "pause", counting)
    folder = _folder(tmp_path / "articles", n)
    summary = update_outputs(ArticleFiles([str(folder)]), tmp_path / "out", jobs=1, prune=False)
    assert summary.documents == n and summary.processed == n and not summary.failed
    assert len(alive) == 1 and alive[0] <= write.WRITE_BATCH + 10, alive
    # and again, every file unchanged: nothing read, the rows copied from the tables
    again = update_outputs(ArticleFiles([str(folder)]), tmp_path / "out", jobs=1, prune=False)
    assert (again.documents, again.processed, again.reused) == (n, 0, n)
    assert alive[1] <= write.WRITE_BATCH + 10, alive


def test_the_file_list_is_listed_anew_and_counted_when_asked(tmp_path):
    folder = _folder(tmp_path / "articles", 3)
    files = ArticleFiles([str(folder)])
    assert iter(files) is not iter(files)  # so the store can scan it again (a damaged cache)
    assert [f.doc_id for f in files] == [f.doc_id for f in files] == ["doc00000", "doc00001", "doc00002"]
    assert len(files) == 3
    (folder / "doc00003.txt").write_text("Article 3\n", encoding="utf-8")
    assert len(list(files)) == 4


@pytest.mark.parametrize("prune", [False, True])
def test_a_file_given_again_after_one_is_added_keeps_the_others_rows(tmp_path, stubbed, prune):
    """The rows of the documents not given stay (without --prune), the removed ones are listed
    (with it), and the fingerprints of the files read are kept for the next run."""
    folder = _folder(tmp_path / "articles", 4)
    out = tmp_path / "out"
    first = update_outputs(ArticleFiles([str(folder)]), out, jobs=1, prune=False)
    tables = {t: (out / f"{t}.csv").read_bytes() for t in ("documents", "mentions", "results")}
    one = update_outputs(ArticleFiles([str(folder / "doc00002.txt")]), out, jobs=1, prune=prune)
    if prune:
        assert [d for d, _ in one.removed] == ["doc00000", "doc00001", "doc00003"] and not one.kept
        assert one.documents == 1
    else:
        assert [d for d, _ in one.kept] == ["doc00000", "doc00001", "doc00003"] and not one.removed
        assert {t: (out / f"{t}.csv").read_bytes() for t in tables} == tables
    again = update_outputs(ArticleFiles([str(folder)]), out, jobs=1, prune=False)
    assert again.documents == first.documents == 4
    assert {t: (out / f"{t}.csv").read_bytes() for t in tables} == tables
    cache = Cache(out, _version())
    assert cache.count_files() == 4
    cache.close()


def _version() -> str:
    from pipeline.store.version import pipeline_version

    return pipeline_version()


def test_a_file_name_that_is_not_utf8_is_one_failure_line(tmp_path, stubbed):
    """The records keep an InputError's path as bytes: a name with undecodable bytes comes back
    as it was (its error line names it), and the other files are written."""
    folder = _folder(tmp_path / "articles", 2)
    bad = os.path.join(os.fsencode(folder), b"bad\xff\xfe.txt")
    try:
        with open(bad, "wb") as fh:
            fh.write(b"IPU-POD16 took 5 minutes.")
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    summary = update_outputs(ArticleFiles([str(folder)]), tmp_path / "out", jobs=1, prune=False)
    assert summary.documents == 2
    assert [err.path for err in summary.failed] == [os.fsdecode(bad)]
    assert "not valid UTF-8" in str(summary.failed[0]) and "\\xff\\xfe" in str(summary.failed[0])


def test_the_cache_keeps_only_the_entries_of_the_documents_in_the_tables(tmp_path, stubbed):
    folder = _folder(tmp_path / "articles", 4)
    out = tmp_path / "out"
    update_outputs(ArticleFiles([str(folder)]), out, jobs=1, prune=False)
    update_outputs(ArticleFiles([str(folder / "doc00001.txt")]), out, jobs=1, prune=False)
    cache = Cache(out, _version())
    assert len(cache.known()) == 4  # the three kept documents keep their entries
    cache.close()
    update_outputs(ArticleFiles([str(folder / "doc00001.txt")]), out, jobs=1, prune=True)
    cache = Cache(out, _version())
    assert len(cache.known()) == 1
    cache.close()
