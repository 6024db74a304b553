"""The store behind `extract` and `add`: incremental, ordered, parallel, no duplicate rows.

Most tests use a small deterministic stand-in for ``process_document`` (so they
do not depend on the extractors' current counts); one compares jobs=2 with
jobs=1 on the real pipeline.
"""
from __future__ import annotations

import io
import json
import os
import re
import sqlite3
from pathlib import Path

import pandas as pd
import pytest

import pipeline.process
import pipeline.store as store
from pipeline.process import DocResult
from pipeline.read import InputError, iter_documents
from pipeline.store import load_tables, update_outputs

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
TABLES = ("documents.csv", "mentions.csv", "results.csv")
CALLS: list[str] = []


def fake_process(doc) -> DocResult:
    """Rows that depend only on the text (like the real one): numbers as mentions, 倍 as results."""
    CALLS.append(doc.doc_id)
    if "RAISE" in doc.text:
        raise ValueError("stand-in failure")
    mentions = [
        {"doc_id": doc.doc_id, "type": "time", "text": m.group(), "value": float(m.group()),
         "unit": "min", "qualifier": "=", "start": m.start(), "end": m.end(), "rule": "num"}
        for m in re.finditer(r"\d+(?:\.\d+)?", doc.text)
    ]
    mentions += [{"doc_id": doc.doc_id, "type": "system", "text": "H100", "value": "H100", "unit": "",
                  "qualifier": "=", "start": m.start(), "end": m.end(), "rule": "name"}
                 for m in re.finditer("H100", doc.text)]
    results = [
        {"doc_id": doc.doc_id, "system": "H100", "benchmark": "", "metric": "speedup",
         "value": float(m.group(1)), "unit": "x", "qualifier": "=", "division": "", "suite": "",
         "baseline": "", "evidence": "a, \"quoted\"\nline", "start": m.start(1), "end": m.end(1), "rule": "x",
         "title": doc.title, "source": "", "date": ""}  # the article's cells, as process_document fills them
        for m in re.finditer(r"(\d+(?:\.\d+)?)倍", doc.text)
    ]
    row = {"doc_id": doc.doc_id, "path": doc.path, "script": "zh-Hans", "chars": len(doc.text),
           "sha256": doc.sha256, "title": doc.title, "source": "", "date": ""}
    return DocResult(row, mentions, results)


@pytest.fixture
def fake(monkeypatch):
    monkeypatch.setattr(pipeline.process, "process_document", fake_process)
    CALLS.clear()
    return CALLS


def make_corpus(folder: Path, n: int, offset: int = 0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(offset, offset + n):
        (folder / f"doc{i:04d}.txt").write_text(
            f"第{i}篇：H100训练用时{i + 0.5}分钟，比A100快{i % 7 + 1}倍。\n第二行{i * 3}。\n", encoding="utf-8")
    return folder


def snapshot(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in TABLES}


def run(corpus: Path, out: Path, **kw):
    return update_outputs(iter_documents([corpus]), out, **kw)


def test_first_run_processes_every_document_and_writes_them_in_order(tmp_path, fake):
    corpus = make_corpus(tmp_path / "c", 12)
    s = run(corpus, tmp_path / "out")
    assert (s.processed, s.reused, s.failed, s.documents) == (12, 0, [], 12)
    t = load_tables(tmp_path / "out")
    assert list(t["documents"]["doc_id"]) == [f"doc{i:04d}" for i in range(12)]
    assert s.mentions == len(t["mentions"]) > 0 and s.results == len(t["results"]) > 0
    assert list(t["mentions"]["doc_id"]) == sorted(t["mentions"]["doc_id"])  # grouped, in document order
    assert t["results"]["evidence"][0] == "a, \"quoted\"\nline"  # quoting survives


def test_second_run_reuses_everything_and_writes_the_same_tables(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 10), tmp_path / "out"
    run(corpus, out)
    before = snapshot(out)
    fake.clear()
    s = run(corpus, out)
    assert (s.processed, s.reused, s.documents) == (0, 10, 10)
    assert fake == []
    assert snapshot(out) == before


def fresh(corpus: Path, tmp_path: Path, **kw) -> dict[str, bytes]:
    """What a run without any cache (and no previous tables) writes."""
    out = tmp_path / f"fresh{len(list(tmp_path.glob('fresh*')))}"
    run(corpus, out, **kw)
    return snapshot(out)


def test_changing_one_file_reprocesses_only_that_one(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 10), tmp_path / "out"
    run(corpus, out)
    (corpus / "doc0004.txt").write_text("改过的：H100快了9倍，用时1.5分钟。\n", encoding="utf-8")
    fake.clear()
    s = run(corpus, out)
    assert (s.processed, s.reused, fake) == (1, 9, ["doc0004"])
    assert snapshot(out) == fresh(corpus, tmp_path)
    docs = pd.read_csv(out / "documents.csv")
    assert docs.loc[docs.doc_id == "doc0004", "title"].item() == "改过的：H100快了9倍，用时1.5分钟。"


def test_removing_a_file_removes_its_rows(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 6), tmp_path / "out"
    run(corpus, out)
    (corpus / "doc0002.txt").unlink()
    s = run(corpus, out)
    assert (s.processed, s.reused, s.documents) == (0, 5, 5)
    tables = load_tables(out)
    for name, df in tables.items():
        assert "doc0002" not in set(df["doc_id"]), name
    assert snapshot(out) == fresh(corpus, tmp_path)


def test_adding_a_file_processes_only_it(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 8), tmp_path / "out"
    run(corpus, out)
    make_corpus(corpus, 1, offset=100)
    fake.clear()
    s = run(corpus, out)
    assert (s.processed, s.reused, fake) == (1, 8, ["doc0100"])
    assert snapshot(out) == fresh(corpus, tmp_path)


def test_a_renamed_or_copied_file_reuses_its_texts_rows_under_its_own_doc_id(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 4), tmp_path / "out"
    run(corpus, out)
    (corpus / "doc0001.txt").rename(corpus / "renamed.txt")
    (corpus / "copy.txt").write_bytes((corpus / "doc0003.txt").read_bytes())
    fake.clear()
    s = run(corpus, out)
    assert (s.processed, s.reused, fake) == (0, 5, [])
    assert snapshot(out) == fresh(corpus, tmp_path)


def test_a_pipeline_change_invalidates_the_cache_and_old_entries_are_pruned(tmp_path, fake, monkeypatch):
    corpus, out = make_corpus(tmp_path / "c", 5), tmp_path / "out"
    run(corpus, out)
    monkeypatch.setattr(store.update, "pipeline_version", lambda: "another-version")
    s = run(corpus, out)
    assert (s.processed, s.reused) == (5, 0)
    db = sqlite3.connect(out / ".cache" / "store.sqlite")
    assert db.execute("SELECT DISTINCT version FROM entries").fetchall() == [("another-version",)]
    db.close()


def test_the_pipeline_version_hashes_code_and_data():
    v = store.pipeline_version()
    assert re.fullmatch(r"[0-9a-f]{20}", v)
    assert store.pipeline_version() == v


@pytest.mark.parametrize("rel, shapes", [
    ("link/metric.py", True), ("extractors/names.py", True), ("process.py", True),
    ("data/systems.csv", True), ("data/cues_zh.csv", True), ("store/rows.py", True),
    ("verify/check.py", False), ("data/verify_scores.csv", False), ("review/page.py", False),
    ("audit/scoring.py", False), ("feed/batch.py", False), ("commands/extract.py", False),
])
def test_the_version_changes_only_with_what_shapes_rows(rel, shapes):
    from pathlib import PurePosixPath

    from pipeline.store.version import _shapes_rows

    assert _shapes_rows(PurePosixPath(rel)) is shapes


def test_cache_entries_of_removed_documents_are_pruned(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 5), tmp_path / "out"
    run(corpus, out)
    (corpus / "doc0000.txt").unlink()
    run(corpus, out)
    db = sqlite3.connect(out / ".cache" / "store.sqlite")
    assert db.execute("SELECT COUNT(*) FROM entries").fetchone() == (4,)
    db.close()


def test_a_failing_document_is_reported_and_the_batch_goes_on(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 4), tmp_path / "out"
    (corpus / "doc0001.txt").write_text("RAISE here\n", encoding="utf-8")
    items = [InputError("x/unreadable.txt", "not valid UTF-8"), *iter_documents([corpus])]
    s = update_outputs(items, out)
    assert [str(e) for e in s.failed] == [
        "x/unreadable.txt: not valid UTF-8",
        f"{corpus / 'doc0001.txt'}: extraction failed: ValueError: stand-in failure",
    ]
    assert list(pd.read_csv(out / "documents.csv")["doc_id"]) == ["doc0000", "doc0002", "doc0003"]
    fake.clear()
    s = run(corpus, out)  # failures are not cached: tried again
    assert fake == ["doc0001"] and len(s.failed) == 1


def test_no_table_holds_a_duplicate_row(tmp_path, monkeypatch):
    def doubled(doc):
        r = fake_process(doc)
        return DocResult(r.document, r.mentions * 2, r.results * 3)

    monkeypatch.setattr(pipeline.process, "process_document", doubled)
    corpus, out = make_corpus(tmp_path / "c", 3), tmp_path / "out"
    (corpus / "same-text.txt").write_bytes((corpus / "doc0000.txt").read_bytes())
    items = list(iter_documents([corpus]))
    s = update_outputs(items + [items[1]], out)  # the same document twice
    assert [e.problem for e in s.failed] == ["doc_id 'doc0001' is also the doc_id of " + items[1].path]
    for name, df in load_tables(out).items():
        assert not df.duplicated().any(), name
    assert s.documents == 4


def test_an_empty_input_writes_empty_tables_with_headers(tmp_path, fake):
    s = update_outputs([], tmp_path / "out")
    assert s.documents == 0
    for name, df in load_tables(tmp_path / "out").items():
        assert df.empty and list(df.columns) == list(store.COLUMNS[name]), name


def test_excel_writes_a_bom(tmp_path, fake):
    corpus = make_corpus(tmp_path / "c", 2)
    run(corpus, tmp_path / "out", excel=True)
    assert (tmp_path / "out" / "documents.csv").read_bytes().startswith(b"\xef\xbb\xbfdoc_id,")
    assert list(load_tables(tmp_path / "out", encoding="utf-8-sig")["documents"].columns)[0] == "doc_id"


def test_rows_are_the_same_as_pandas_writes_them(tmp_path, fake):
    """The streamed CSV loads back to exactly the rows process_document gave."""
    from pipeline.tables import frame

    corpus = make_corpus(tmp_path / "c", 3)
    run(corpus, tmp_path / "out")
    docs = list(iter_documents([corpus]))
    results = [fake_process(d) for d in docs]
    expected = frame([m for r in results for m in r.mentions], "mentions")
    got = pd.read_csv(tmp_path / "out" / "mentions.csv")
    pd.testing.assert_frame_equal(
        got.astype(str), pd.read_csv(io.StringIO(expected.to_csv(index=False))).astype(str))


@pytest.mark.parametrize("inline_max", [0, 1000])
def test_jobs_2_equals_jobs_1_in_content_and_order(tmp_path, fake, monkeypatch, inline_max):
    monkeypatch.setattr(store.scan, "INLINE_MAX", inline_max)  # 0: the pool is really used
    corpus = make_corpus(tmp_path / "c", 30)
    (corpus / "doc0007.txt").write_text("RAISE\n", encoding="utf-8")
    s1 = run(corpus, tmp_path / "one", jobs=1)
    s2 = run(corpus, tmp_path / "two", jobs=2)
    assert snapshot(tmp_path / "one") == snapshot(tmp_path / "two")
    assert (s1.processed, s1.documents, s1.mentions, [str(e) for e in s1.failed]) == \
           (s2.processed, s2.documents, s2.mentions, [str(e) for e in s2.failed])


def test_jobs_2_equals_jobs_1_on_the_real_pipeline(tmp_path, monkeypatch):
    monkeypatch.setattr(store.scan, "INLINE_MAX", 0)
    corpus = tmp_path / "c"
    corpus.mkdir()
    for f in FIXTURES.glob("*.txt"):
        for k in range(3):
            (corpus / f"{f.stem}-{k}.txt").write_text(f.read_text(encoding="utf-8") + "\n" * k, encoding="utf-8")
    (corpus / "en.md").write_text((FIXTURES / "article_en.md").read_text(encoding="utf-8"), encoding="utf-8")
    s1 = run(corpus, tmp_path / "one", jobs=1)
    s2 = run(corpus, tmp_path / "two", jobs=2)
    assert s1.documents == s2.documents == 7 and s1.failed == s2.failed == []
    assert snapshot(tmp_path / "one") == snapshot(tmp_path / "two")


def test_an_interrupted_commit_is_completed_by_the_next_reader(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 3), tmp_path / "out"
    run(corpus, out)
    old = snapshot(out)
    # as a run killed between two renames leaves it: new temp files, a marker, one table replaced
    new = {name: data.replace(b"doc0000", b"docXXXX") for name, data in old.items()}
    pairs = []
    for i, name in enumerate(TABLES):
        tmp = out / f".{name}.999999.tmp"
        tmp.write_bytes(new[name])
        pairs.append([tmp.name, name])
    (out / store.PENDING_FILE).write_text(json.dumps(pairs))
    os.replace(out / pairs[0][0], out / TABLES[0])
    load_tables(out)
    assert snapshot(out) == new
    assert not (out / store.PENDING_FILE).exists()
    assert not list(out.glob(".*.tmp"))


def test_leftover_temp_files_of_a_dead_run_are_removed(tmp_path, fake):
    out = tmp_path / "out"
    out.mkdir()
    (out / ".mentions.csv.999999.tmp").write_text("half a table")
    run(make_corpus(tmp_path / "c", 1), out)
    assert not list(out.glob(".*.tmp"))


def test_a_damaged_cache_is_rebuilt(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 3), tmp_path / "out"
    run(corpus, out)
    (out / ".cache" / "store.sqlite").write_bytes(b"not a database" * 100)
    s = run(corpus, out)
    assert (s.processed, s.documents) == (3, 3)


def test_progress_bar_goes_to_stderr_only_when_asked(tmp_path, fake, capsys):
    corpus = make_corpus(tmp_path / "c", 3)
    run(corpus, tmp_path / "a")
    assert capsys.readouterr() == ("", "")
    run(corpus, tmp_path / "b", progress=True)
    out, err = capsys.readouterr()
    assert out == "" and "documents" in err


# ---------------------------------------------------------------- unchanged files are not read


def _age(folder: Path, seconds: float = 3600) -> None:
    """Give every file a modification time ``seconds`` ago (older than the racy window)."""
    import time

    then = time.time() - seconds
    for path in folder.iterdir():
        os.utime(path, (then, then))


def _counting(monkeypatch, owner, name: str, key) -> list:
    """Replace ``owner.name`` by a wrapper that records ``key(*args)`` of every call."""
    seen: list = []
    real = getattr(owner, name)

    def counting(*args):
        seen.append(key(*args))
        return real(*args)

    monkeypatch.setattr(owner, name, counting)
    return seen


@pytest.fixture
def reads(monkeypatch):
    """The file names ArticleFile.read is called for."""
    import pipeline.read

    return _counting(monkeypatch, pipeline.read.ArticleFile, "read", lambda self: Path(self.path).name)


def first_run(tmp_path: Path, n: int, **kw) -> tuple[Path, Path]:
    """A corpus of ``n`` files written an hour ago (outside the racy window), brought into ``out``."""
    corpus, out = make_corpus(tmp_path / "c", n), tmp_path / "out"
    _age(corpus)
    run_files(corpus, out, **kw)
    return corpus, out


def run_files(corpus: Path, out: Path, **kw):
    from pipeline.read import iter_article_files

    return update_outputs(iter_article_files([corpus]), out, **kw)


def test_unchanged_files_are_not_read_again(tmp_path, fake, reads):
    corpus, out = first_run(tmp_path, 6)
    first = snapshot(out)
    assert len(reads) == 6
    reads.clear()
    s = run_files(corpus, out)
    assert reads == [] and (s.processed, s.reused) == (0, 6)
    assert snapshot(out) == first
    run(corpus, tmp_path / "out2")  # the same corpus given as Documents
    assert snapshot(tmp_path / "out2") == first


def test_a_changed_file_is_read_again_even_with_the_same_size(tmp_path, fake, reads):
    corpus, out = first_run(tmp_path, 4)
    reads.clear()
    target = corpus / "doc0002.txt"
    text = target.read_text(encoding="utf-8")
    target.write_text(text.replace("快3倍", "快9倍"), encoding="utf-8")  # same length
    assert len(target.read_bytes()) == len(text.encode("utf-8"))
    _age(corpus, 1800)  # every file gets a new time: all are read, only the changed one is processed
    s = run_files(corpus, out)
    assert sorted(reads) == [f"doc{i:04d}.txt" for i in range(4)]
    assert s.processed == 1 and "9" in (out / "results.csv").read_text(encoding="utf-8")


def test_a_file_written_just_now_is_read_again_next_run(tmp_path, fake, reads):
    corpus = make_corpus(tmp_path / "c", 3)
    _age(corpus)
    os.utime(corpus / "doc0001.txt")  # modified now: within the file system's time resolution
    out = tmp_path / "out"
    run_files(corpus, out)
    reads.clear()
    run_files(corpus, out)
    assert reads == ["doc0001.txt"]


def test_a_new_file_that_fails_while_the_tables_are_written(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 6), tmp_path / "out"
    run_files(corpus, out, jobs=2)
    (corpus / "doc0002b.txt").write_text("RAISE\n", encoding="utf-8")
    (corpus / "doc0004b.txt").write_text("新的：H100用时2.5分钟。\n", encoding="utf-8")
    s = run_files(corpus, out, jobs=2)
    assert [str(e) for e in s.failed] == [f"{corpus / 'doc0002b.txt'}: extraction failed: ValueError: stand-in failure"]
    assert (s.processed, s.documents) == (1, 7)
    (corpus / "doc0002b.txt").unlink()
    assert snapshot(out) == fresh(corpus, tmp_path)


def test_a_file_whose_cache_entry_is_gone_is_read_and_processed(tmp_path, fake, reads):
    corpus, out = first_run(tmp_path, 3)
    first = snapshot(out)
    db = sqlite3.connect(out / ".cache" / "store.sqlite")
    db.execute("DELETE FROM entries WHERE rowid IN (SELECT rowid FROM entries LIMIT 1)")
    db.commit()
    db.close()
    reads.clear()
    s = run_files(corpus, out)
    assert len(reads) == 1 and s.processed == 1
    assert snapshot(out) == first


# ---------------------------------------------------------------- rows of unchanged documents copied


@pytest.fixture
def decodes(monkeypatch):
    """The doc_ids whose rows are decoded from the cache (not copied from the previous tables)."""
    return _counting(monkeypatch, store.write, "decode_result", lambda data, entry: entry.doc_id)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("change", ["add in the middle", "add at the end", "remove", "rename", "edit"])
def test_tables_after_a_change_equal_a_fresh_run_and_copy_the_unchanged_rows(tmp_path, fake, decodes,
                                                                            change, jobs):
    corpus = make_corpus(tmp_path / "c", 10)
    out = tmp_path / "out"
    run(corpus, out, jobs=jobs)
    decodes.clear()
    if change == "add in the middle":
        (corpus / "doc0004b.txt").write_text("新的一篇：H100用时3.5分钟，快2倍。\n", encoding="utf-8")
    elif change == "add at the end":
        make_corpus(corpus, 1, offset=10)
    elif change == "remove":
        (corpus / "doc0003.txt").unlink()
    elif change == "rename":
        (corpus / "doc0003.txt").rename(corpus / "doc0003x.txt")
    else:
        (corpus / "doc0006.txt").write_text("改过的：H100用时1.5分钟，快8倍。\n", encoding="utf-8")
    run(corpus, out, jobs=jobs)
    decoded = list(decodes)
    assert snapshot(out) == fresh(corpus, tmp_path)
    expected = {"add in the middle": ["doc0004b"], "add at the end": ["doc0010"], "remove": [],
                "rename": ["doc0003x"], "edit": ["doc0006"]}[change]
    assert decoded == expected


def test_tables_are_rebuilt_when_edited_by_hand_or_written_for_excel(tmp_path, fake, decodes):
    corpus = make_corpus(tmp_path / "c", 5)
    out = tmp_path / "out"
    run(corpus, out)
    with open(out / "mentions.csv", "a", encoding="utf-8") as fh:
        fh.write("a row added by hand\n")
    for excel, expected in [(False, 5), (True, 5), (True, 0)]:
        decodes.clear()
        run(corpus, out, excel=excel)
        assert len(decodes) == expected, (excel, decodes)
        assert snapshot(out) == fresh(corpus, tmp_path, excel=excel)
    assert (out / "mentions.csv").read_bytes().startswith("\ufeff".encode("utf-8"))


def test_a_cache_of_another_schema_is_replaced(tmp_path, fake):
    corpus, out = make_corpus(tmp_path / "c", 3), tmp_path / "out"
    (out / ".cache").mkdir(parents=True)
    db = sqlite3.connect(out / ".cache" / "store.sqlite")
    db.execute("CREATE TABLE layout (id INTEGER PRIMARY KEY, data BLOB NOT NULL)")  # an older store's
    db.execute("CREATE TABLE entries (sha TEXT, other TEXT)")
    db.commit()
    db.close()
    s = run(corpus, out)
    assert (s.processed, s.documents) == (3, 3)
    s = run(corpus, out)
    assert (s.processed, s.reused) == (0, 3)
    assert snapshot(out) == fresh(corpus, tmp_path)
