"""Nothing of the user's lost by `extract` (issue 15) and every broken disk a one-line
message (issue 16, findings 8 and 9): documents not named keep their rows byte for
byte, a missing PATH writes nothing, HTML is refused with a pointer to `add`, every
table gets the same permissions and BOM rule, readers finish a half-done commit, and
a damaged cache, a `.cache` or `--out` that is a file, a read-only folder and a full
disk each end in one line with the previous tables kept."""
from __future__ import annotations

import csv
import errno
import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.cli import main

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
TABLES = ("documents.csv", "mentions.csv", "results.csv")
ARTICLES = {
    "a": "IPU-POD16训练BERT用时9.4分钟，比A100快3.1倍。\n",
    "b": "The H100 trained GPT-3 in 10.9 minutes, 3.1 times faster than the A100.\n",
    "c": "昇腾910训练ResNet-50用时2.5分钟。\n",
}


def cli(*args):
    return subprocess.run([sys.executable, "-m", "pipeline", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def extract(*args):
    return cli("extract", "--quiet", "--jobs", "1", *args)


def snapshot(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in TABLES}


def rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def doc_rows(data: bytes, doc_id: str) -> list[bytes]:
    """The lines of a table (bytes) that belong to ``doc_id`` (rows here have no quoted newlines)."""
    return [line for line in data.splitlines(keepends=True) if line.startswith(doc_id.encode() + b",")]


def without(data: bytes, doc_id: str) -> bytes:
    return b"".join(line for line in data.splitlines(keepends=True) if not line.startswith(doc_id.encode() + b","))


@pytest.fixture
def folder(tmp_path):
    src = tmp_path / "articles"
    src.mkdir()
    for doc_id, text in ARTICLES.items():
        (src / f"{doc_id}.txt").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    proc = extract(src, "--out", out)
    assert proc.returncode == 0, proc.stderr
    return src, out


# ---------------------------------------------------------------- nothing lost (issue 15)


def test_extract_of_one_file_changes_only_that_documents_rows(folder):
    src, out = folder
    before = snapshot(out)
    (src / "b.txt").write_text("The B200 trained BERT in 4.2 minutes.\n", encoding="utf-8")
    proc = extract(src / "b.txt", "--out", out)
    assert proc.returncode == 0, proc.stderr
    after = snapshot(out)
    for name in TABLES:
        assert without(after[name], "b") == without(before[name], "b"), name
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "b", "c"]
    assert any(b"B200" in line for line in doc_rows(after["mentions.csv"], "b"))
    assert "2 kept from before" in proc.stdout


@pytest.mark.parametrize("cache", ["kept", "deleted"])
def test_extract_of_a_new_file_adds_it_and_keeps_every_other_row(folder, tmp_path, cache):
    src, out = folder
    before = snapshot(out)
    if cache == "deleted":  # the rows of the others then come from the tables themselves
        shutil.rmtree(out / ".cache")
    new = tmp_path / "elsewhere" / "d.txt"
    new.parent.mkdir()
    new.write_text("The TPU v4 trained BERT in 6.1 minutes.\n", encoding="utf-8")
    assert extract(new, "--out", out).returncode == 0
    after = snapshot(out)
    for name in TABLES:
        assert without(after[name], "d") == before[name], name
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "b", "c", "d"]


def test_a_missing_folder_is_an_error_before_anything_is_written(folder, tmp_path):
    src, out = folder
    before = snapshot(out)
    listing = sorted(p.name for p in out.iterdir())
    proc = extract(tmp_path / "artcles", src / "a.txt", "--out", out)
    assert proc.returncode == 2, proc.stderr
    assert "artcles: no such file or folder" in proc.stderr and "nothing written" in proc.stderr
    assert snapshot(out) == before
    assert sorted(p.name for p in out.iterdir()) == listing


def test_prune_mirrors_the_paths_and_lists_what_goes(folder):
    src, out = folder
    (src / "c.txt").unlink()
    dry = extract(src, "--out", out, "--prune", "--dry-run")
    assert dry.returncode == 0 and "would remove 1 document" in dry.stdout and "c (" in dry.stdout
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "b", "c"]
    kept = extract(src, "--out", out)
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "b", "c"]
    assert "1 kept from before" in kept.stdout
    proc = extract(src, "--out", out, "--prune")
    assert proc.returncode == 0 and "removed 1 document" in proc.stdout and "c (" in proc.stdout
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "b"]
    assert not [r for r in rows(out / "mentions.csv") if r["doc_id"] == "c"]


def test_a_document_whose_new_version_fails_keeps_its_rows(folder):
    src, out = folder
    before = snapshot(out)
    (src / "b.txt").write_bytes(b"\x00\x01binary now" * 20)
    proc = extract(src, "--out", out)
    assert proc.returncode == 1 and "b.txt: binary" in proc.stderr
    assert snapshot(out) == before


def test_add_keeps_the_documents_of_the_output_that_are_not_in_its_corpus(folder, tmp_path, capsys):
    src, out = folder
    before = snapshot(out)
    new = tmp_path / "inbox" / "d.txt"
    new.parent.mkdir()
    new.write_text("The TPU v4 trained BERT in 6.1 minutes.\n", encoding="utf-8")
    assert main(["add", str(new), "--corpus", str(tmp_path / "corpus"), "--out", str(out), "--quiet",
                 "--jobs", "1"]) == 0
    after = snapshot(out)
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "b", "c", "d"]
    for name in TABLES:
        assert without(after[name], "d") == before[name], name


def test_a_documents_table_that_is_not_ours_is_not_overwritten_without_prune(folder):
    src, out = folder
    (out / "documents.csv").write_text("name,notes\nmine,keep me\n", encoding="utf-8")
    proc = extract(src / "a.txt", "--out", out)
    assert proc.returncode == 2 and "not a documents table" in proc.stderr and "--prune" in proc.stderr
    assert (out / "documents.csv").read_text(encoding="utf-8") == "name,notes\nmine,keep me\n"


@pytest.mark.parametrize("suffix", [".html", ".htm"])
def test_html_through_extract_is_refused_with_a_pointer_to_add(tmp_path, suffix):
    page = tmp_path / f"page{suffix}"
    page.write_text(
        "<!DOCTYPE html><html><head><title>t</title><script>var x='H100训练BERT用时1.5分钟';</script>"
        "</head><body><nav><a href='/'>A100快9倍</a></nav><p>正文</p></body></html>", encoding="utf-8")
    folder = tmp_path / "site"
    folder.mkdir()
    shutil.copy(page, folder / page.name)
    for target in (page, folder):
        out = tmp_path / f"out-{target.name}"
        proc = extract(target, "--out", out)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
        assert "an HTML page" in proc.stderr and "pipeline add" in proc.stderr
        assert rows(out / "results.csv") == [] and rows(out / "mentions.csv") == []


# ---------------------------------------------------------------- every table written alike


def test_every_table_gets_the_permissions_of_the_umask_and_the_bom_of_excel(tmp_path):
    src = tmp_path / "articles"
    shutil.copytree(CORPUS / "articles", src)
    out, draft = tmp_path / "out", tmp_path / "draft"
    old = os.umask(0o027)
    try:
        assert main(["extract", str(src), "--out", str(out), "--quiet", "--jobs", "1", "--excel"]) == 0
        assert main(["audit", "--gold", str(CORPUS / "gold"), "--pred", str(out)]) == 0
        assert main(["gold-draft", str(src), "--out", str(draft), "--excel"]) == 0
        verify = Path(__file__).resolve().parent / "fixtures" / "verify"
        main(["verify", "--reference", str(verify / "training_results_v9.9"), "--pred", str(verify / "pred"),
              "--out", str(tmp_path / "verified"), "--systems", str(verify / "systems.csv"), "--excel"])
    finally:
        os.umask(old)
    written = [*(out / t for t in TABLES), out / "audit.csv", draft / "mentions.csv", draft / "results.csv",
               tmp_path / "verified" / "verified.csv"]
    for path in written:
        assert stat.S_IMODE(path.stat().st_mode) == 0o640, path.name
        assert path.read_bytes().startswith(b"\xef\xbb\xbf"), path.name


def test_version_and_the_console_script_name(capsys):
    import pipeline

    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith(f"mlperf-press {pipeline.__version__} ")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'mlperf-press = "pipeline.cli:main"' in pyproject and '\npipeline = "' not in pyproject


def test_the_progress_bar_shows_a_total_and_the_time_left(tmp_path, monkeypatch):
    import pipeline.store.update as update

    seen = {}

    class Bar:
        def __init__(self, total=None, **kw):
            seen["total"] = total

        def update(self, n=1):
            pass

        def close(self):
            pass

    import tqdm

    monkeypatch.setattr(tqdm, "tqdm", Bar)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    src = tmp_path / "articles"
    src.mkdir()
    for doc_id, text in ARTICLES.items():
        (src / f"{doc_id}.txt").write_text(text, encoding="utf-8")
    assert main(["extract", str(src), "--out", str(tmp_path / "out"), "--jobs", "1"]) == 0
    assert seen["total"] == 3  # tqdm shows the time left once it has a total
    assert update._progress_bar([1, 2], False).__class__.__name__ == "_NoBar"


# ---------------------------------------------------------------- 8. readers finish a half-done commit


def half_done(tmp_path: Path) -> tuple[Path, dict]:
    """An output whose tables were the bundled corpus's first article, killed while committing
    both articles' tables (after the first rename): and the complete tables."""
    one, both = tmp_path / "one", tmp_path / "both"
    first = sorted((CORPUS / "articles").iterdir())[0]
    assert extract(first, "--out", one).returncode == 0
    assert extract(CORPUS / "articles", "--out", both).returncode == 0
    complete = snapshot(both)
    pairs = []
    for name in TABLES:
        tmp = f".{name}.999999.tmp"
        (one / tmp).write_bytes(complete[name])
        pairs.append([tmp, name])
    (one / ".tables-pending.json").write_text(json.dumps(pairs))
    os.replace(one / pairs[0][0], one / TABLES[0])
    return one, complete


def test_audit_finishes_a_half_done_commit_before_scoring(tmp_path):
    out, complete = half_done(tmp_path)
    proc = cli("audit", "--gold", CORPUS / "gold", "--pred", out, "--json")
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout)
    assert snapshot(out) == complete
    for table in ("mentions", "results"):
        assert figures[table]["total"]["f1"] == 1.0, table


def test_report_and_load_tables_finish_a_half_done_commit(tmp_path):
    out, complete = half_done(tmp_path)
    proc = cli("report", "--pred", out)
    assert proc.returncode == 0, proc.stderr
    assert snapshot(out) == complete
    out2, _ = half_done(tmp_path / "again")
    from pipeline.store import load_tables

    tables = load_tables(out2)
    assert snapshot(out2) == complete and set(tables["mentions"]["doc_id"]) == set(tables["documents"]["doc_id"])


# ---------------------------------------------------------------- 9. broken disks and folders


def test_a_damaged_page_in_the_cache_is_rebuilt(folder):
    src, out = folder
    for i in range(30):  # a cache of several pages
        (src / f"more{i:02d}.txt").write_text(f"第{i}篇：H100训练BERT用时{i}.5分钟，比A100快{i % 5 + 1}倍。\n" * 30,
                                             encoding="utf-8")
    assert extract(src, "--out", out).returncode == 0
    db = out / ".cache" / "store.sqlite"
    data = bytearray(db.read_bytes())
    for offset in range(2 * 4096, len(data) - 4096, 3 * 4096):
        data[offset:offset + 4096] = b"\xff" * 4096
    db.write_bytes(bytes(data))
    (src / "a.txt").write_text("改过的：H100训练BERT用时3分钟。\n", encoding="utf-8")
    proc = extract(src, "--out", out)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert "damaged" in proc.stderr and "rebuilt" in proc.stderr
    fresh = out.parent / "fresh"
    assert extract(src, "--out", fresh).returncode == 0
    assert snapshot(out) == snapshot(fresh)


@pytest.mark.parametrize("where", ["cache", "out"])
def test_a_file_where_a_folder_belongs_is_one_line(folder, where):
    src, out = folder
    before = snapshot(out)
    if where == "cache":
        shutil.rmtree(out / ".cache")
        (out / ".cache").write_text("a file\n")
        target = out
    else:
        target = out / "documents.csv"
    proc = extract(src, "--out", target)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "is a file" in proc.stderr
    assert snapshot(out) == before


def _refuse_writes_in(monkeypatch, folder: Path, code: int) -> None:
    """As a read-only (EACCES) or full (ENOSPC) folder would: creating a file in it fails."""
    real = os.open

    def guarded(path, flags, mode=0o777, *, dir_fd=None):
        if flags & os.O_CREAT and Path(os.fsdecode(path)).parent == folder:
            raise OSError(code, os.strerror(code), os.fsdecode(path))
        return real(path, flags, mode, dir_fd=dir_fd)

    monkeypatch.setattr(os, "open", guarded)


def test_a_read_only_output_folder_is_one_line(folder, monkeypatch, capsys):
    src, out = folder
    before = snapshot(out)
    if os.geteuid() == 0:  # root writes anywhere: refuse the writes as a read-only folder would
        _refuse_writes_in(monkeypatch, out, errno.EACCES)
    else:
        out.chmod(0o555)
    try:
        status = main(["extract", str(src), "--out", str(out), "--quiet", "--jobs", "1"])
    finally:
        out.chmod(0o755)
    err = capsys.readouterr().err
    assert status == 2 and len(err.strip().splitlines()) == 1, err
    assert "cannot be written" in err and str(out) in err
    assert snapshot(out) == before


class _FullDisk:
    """A file on a full disk: writes past a few bytes, and so the close's flush, fail."""

    def __init__(self, fh):
        self.fh, self.written, self.name = fh, 0, fh.name

    def write(self, data):
        self.written += len(data)
        if self.written > 200:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return len(data)

    def close(self):
        self.fh.close()
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name):
        return getattr(self.fh, name)


def test_a_full_disk_keeps_the_previous_tables_and_leaves_no_temporary_file(folder, monkeypatch, capsys):
    import pipeline.store.commit as commit

    src, out = folder
    before = snapshot(out)
    real = commit.open_temp
    monkeypatch.setattr(commit, "open_temp", lambda path: ((lambda fh, tmp: (_FullDisk(fh), tmp))(*real(path))))
    (src / "a.txt").write_text("改过的：H100训练BERT用时3分钟。\n", encoding="utf-8")
    status = main(["extract", str(src), "--out", str(out), "--quiet", "--jobs", "1"])
    err = capsys.readouterr().err
    assert status == 2 and len(err.strip().splitlines()) == 1, err
    assert "no space left" in err
    assert snapshot(out) == before
    assert not list(out.glob(".*.tmp"))


def test_abort_never_raises_on_a_full_disk(tmp_path, monkeypatch):
    import pipeline.store.commit as commit

    real = commit.open_temp
    monkeypatch.setattr(commit, "open_temp", lambda path: ((lambda fh, tmp: (_FullDisk(fh), tmp))(*real(path))))
    writer = commit.TableWriter(tmp_path, excel=False)
    with pytest.raises(OSError):
        writer.write_text("mentions", "x" * 1000)
    writer.abort()
    assert list(tmp_path.iterdir()) == []
