"""Hostile input to `extract` and `gold-draft` (issue 16, findings 1, 3, 4, 6, 10): a forged
commit marker, file names that are not UTF-8 or hold control characters, oversized and
runaway documents, formula-like cells, UTF-16, broken links, unlistable folders,
whitespace-only files.  Each gives one line naming the file and the batch goes on."""
from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import pipeline.process
from pipeline.cli import main
from pipeline.read import decode_utf8, shown
from pipeline.tables import neutralise, restore

ROOT = Path(__file__).resolve().parents[1]
TABLES = ("documents.csv", "mentions.csv", "results.csv")
GOOD = "IPU-POD16训练BERT用时9.4分钟，比A100快3.1倍。\n"


def extract(*args, cwd=ROOT, env=None):
    return subprocess.run(
        [sys.executable, "-m", "pipeline", "extract", "--quiet", "--jobs", "1", *map(str, args)],
        cwd=cwd, capture_output=True, text=True, timeout=300, env={**os.environ, **(env or {})},
    )


def snapshot(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in TABLES}


def rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def lines_naming(stderr: str, word: str) -> list[str]:
    return [line for line in stderr.splitlines() if word in line]


@pytest.fixture
def fake_analyse(monkeypatch):
    """A stand-in for the NLP stages (no model needed): 'RUNAWAY' loops for ever, numbers are times."""
    import re

    from pipeline.types import Mention

    def analyse(text):
        if "RUNAWAY" in text:
            while True:
                pass
        return ([Mention("time", m.start(), m.end(), "", float(m.group()), "min", "=", "num")
                 for m in re.finditer(r"\d+(?:\.\d+)?", text)], [], "zh-Hans")

    monkeypatch.setattr(pipeline.process, "analyse", analyse)


# ---------------------------------------------------------------- 1. the commit marker


@pytest.mark.parametrize("pair", [
    ["../victim.txt", "documents.csv"],          # a file from outside moved in
    [".documents.csv.1.tmp", "../moved.txt"],    # a file moved out
    ["ABS/victim.txt", "documents.csv"],         # an absolute path
    [".documents.csv.1.tmp", "mentions.csv"],    # a temporary file over another table
    ["sub/.documents.csv.1.tmp", "documents.csv"],
    [".documents.csv.1.tmp", "documents.csv", "extra"],
])
def test_a_marker_naming_other_files_is_refused_and_nothing_moves(tmp_path, pair):
    src, out = tmp_path / "articles", tmp_path / "out"
    src.mkdir()
    (src / "a.txt").write_text(GOOD, encoding="utf-8")
    assert extract(src, "--out", out).returncode == 0
    before = snapshot(out)
    victim = tmp_path / "victim.txt"
    victim.write_text("not the pipeline's\n")
    (out / ".documents.csv.1.tmp").write_text("planted\n")
    pair = [p.replace("ABS", str(tmp_path)) for p in pair]
    (out / ".tables-pending.json").write_text(json.dumps([pair]))

    proc = extract(src, "--out", out)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert ".tables-pending.json" in proc.stderr and "refused" in proc.stderr
    assert victim.read_text() == "not the pipeline's\n"
    assert not (tmp_path / "moved.txt").exists()
    assert snapshot(out) == before

    from pipeline.store import StoreError, load_tables

    with pytest.raises(StoreError, match="refused"):
        load_tables(out)
    assert victim.exists() and snapshot(out) == before


def test_a_marker_may_name_only_regular_files(tmp_path):
    src, out = tmp_path / "articles", tmp_path / "out"
    src.mkdir()
    (src / "a.txt").write_text(GOOD, encoding="utf-8")
    assert extract(src, "--out", out).returncode == 0
    target = tmp_path / "elsewhere.txt"
    target.write_text("private\n")
    (out / ".documents.csv.7.tmp").symlink_to(target)
    (out / ".tables-pending.json").write_text(json.dumps([[".documents.csv.7.tmp", "documents.csv"]]))
    proc = extract(src, "--out", out)
    assert proc.returncode == 2 and "not a regular file" in proc.stderr, proc.stderr
    assert not (out / "documents.csv").is_symlink()


# ---------------------------------------------------------------- 3. names that are not UTF-8


@pytest.mark.parametrize("command", ["extract", "gold-draft"])
def test_a_file_name_that_is_not_utf8_is_one_line_and_the_batch_goes_on(tmp_path, command):
    src = tmp_path / "articles"
    src.mkdir()
    (src / "good.txt").write_text(GOOD, encoding="utf-8")
    bad = os.path.join(os.fsencode(src), b"caf\xe9-\xff.txt")
    with open(bad, "wb") as fh:
        fh.write(GOOD.encode("utf-8"))
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "pipeline", command, str(src), "--out", str(out),
                           *(["--quiet", "--jobs", "1"] if command == "extract" else [])],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    named = lines_naming(proc.stderr, "caf")
    assert len(named) == 1 and "caf\\xe9-\\xff.txt" in named[0] and "UTF-8" in named[0], proc.stderr
    table = "documents.csv" if command == "extract" else "mentions.csv"
    assert {r["doc_id"] for r in rows(out / table)} == {"good"}


# ---------------------------------------------------------------- 4. limits per document


def test_an_oversized_document_is_reported_by_name_and_skipped(tmp_path):
    src = tmp_path / "articles"
    src.mkdir()
    (src / "good.txt").write_text(GOOD, encoding="utf-8")
    (src / "huge.txt").write_text("1%" * 2500, encoding="utf-8")  # 5,000 characters
    (src / "enormous.txt").write_text("x" * 9000, encoding="utf-8")  # more bytes than 2,000 characters take
    out = tmp_path / "out"
    proc = extract(src, "--out", out, "--max-chars", "2000")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    [huge] = lines_naming(proc.stderr, "huge.txt")
    assert "too large: 5,000 characters, over the limit of 2,000" in huge
    [enormous] = lines_naming(proc.stderr, "enormous.txt")
    assert "too large: 9,000 bytes" in enormous
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["good"]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_runaway_document_is_stopped_at_the_time_limit_and_the_batch_goes_on(tmp_path, fake_analyse, capsys,
                                                                              jobs):
    src = tmp_path / "articles"
    src.mkdir()
    for name in ("a", "c"):
        (src / f"{name}.txt").write_text(GOOD, encoding="utf-8")
    (src / "b.txt").write_text("RUNAWAY 1倍\n", encoding="utf-8")
    out = tmp_path / "out"
    try:
        status = main(["extract", str(src), "--out", str(out), "--quiet", "--jobs", str(jobs),
                       "--time-limit", "0.5"])
    finally:
        from pipeline.limits import configure

        configure()
    err = capsys.readouterr().err
    assert status == 1
    [line] = lines_naming(err, "b.txt")
    assert "took longer than 0.5 s" in line and "--time-limit" in line
    assert [r["doc_id"] for r in rows(out / "documents.csv")] == ["a", "c"]


def test_the_limits_are_stated_in_help_and_readme(capsys):
    with pytest.raises(SystemExit):
        main(["extract", "--help"])
    text = capsys.readouterr().out
    assert "1,000,000" in text and "--time-limit" in text and "skipped" in text
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "--max-chars" in readme and "--time-limit" in readme


# ---------------------------------------------------------------- 6. formula injection


@pytest.mark.parametrize("text,written", [
    ("=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"),
    ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
    ("-2+3", "'-2+3"),
    ("@SUM(A1:A2)", "'@SUM(A1:A2)"),
    ("\t=1", "'\t=1"),
    ("\r=1", "'\r=1"),
    ("'=1", "''=1"),  # so that reading back gives exactly the text
    ("-5", "-5"),  # a number stays a number
    ("+1.5e3", "+1.5e3"),
    ("=", "="),  # the qualifier
    ("A100", "A100"),
    ("", ""),
])
def test_formula_like_cells_get_a_leading_quote_and_read_back_exactly(text, written):
    assert neutralise(text) == written
    assert restore(written) == text


def test_no_table_holds_a_cell_a_spreadsheet_would_run(tmp_path):
    src = tmp_path / "articles"
    src.mkdir()
    title = "=HYPERLINK(\"http://evil.example\",\"click\")"
    (src / "@SUM(1+1).txt").write_text(f"{title}\n{GOOD}", encoding="utf-8")
    (src / "plain.txt").write_text(f"-cmd|' /C calc'!A0\n{GOOD}", encoding="utf-8")
    out = tmp_path / "out"
    for excel in ([], ["--excel"]):
        proc = extract(src, "--out", out, *excel)
        assert proc.returncode == 0, proc.stderr
        draft = subprocess.run([sys.executable, "-m", "pipeline", "gold-draft", str(src), "--out",
                                str(tmp_path / "draft"), "--force", *excel],
                               cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert draft.returncode == 0, draft.stderr
        for path in [*(out / t for t in TABLES), tmp_path / "draft" / "mentions.csv"]:
            for row in rows(path):
                for cell in row.values():
                    assert len(cell) < 2 or not cell.startswith(("=", "+", "-", "@", "\t", "\r")) \
                        or cell.lstrip("+-").replace(".", "", 1).isdigit(), (path.name, cell)
    from pipeline.store import load_tables

    docs = load_tables(out, keep_default_na=False, encoding="utf-8-sig")["documents"]
    assert set(docs["doc_id"]) == {"@SUM(1+1)", "plain"}
    assert title in set(docs["title"]) and "-cmd|' /C calc'!A0" in set(docs["title"])


# ---------------------------------------------------------------- 10. names, encodings, links, folders


def test_newlines_and_escape_sequences_in_a_file_name_are_shown_as_escapes(tmp_path):
    src = tmp_path / "articles"
    src.mkdir()
    (src / "good\nname.txt").write_text(GOOD, encoding="utf-8")
    (src / "bad\x1b[31m\rname.txt").write_bytes(b"\x00\x01\x02binary" * 10)
    out = tmp_path / "out"
    proc = extract(src, "--out", out)
    assert proc.returncode == 1, proc.stderr
    assert "\x1b" not in proc.stderr and "\r" not in proc.stderr
    [line] = lines_naming(proc.stderr, "bad")
    assert "bad\\x1b[31m\\rname.txt" in line and "binary" in line
    docs = pd.read_csv(out / "documents.csv", keep_default_na=False)
    assert list(docs["doc_id"]) == ["good\nname"]  # a valid name is processed, quoted in the table
    assert docs["path"][0] == str(src / "good\nname.txt")


def test_shown_escapes_what_must_not_reach_a_terminal():
    assert shown("a\nb\x1b[2J\u202ec\udcff.txt") == "a\\nb\\x1b[2J\\u202ec\\xff.txt"
    assert shown("IPU-POD16 训练.txt") == "IPU-POD16 训练.txt"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_given_to_extract_is_read(tmp_path, codec):
    src = tmp_path / "articles"
    src.mkdir()
    text = "IPU-POD16训练BERT用时9.4分钟。\r\nThe H100 is 3.1 times faster than the A100.\r\n"
    (src / "wide.txt").write_bytes(text.encode(codec))
    proc = extract(src, "--out", tmp_path / "out")
    assert proc.returncode == 0, proc.stderr
    mentions = rows(tmp_path / "out" / "mentions.csv")
    assert {"BERT", "9.4分钟"} <= {r["text"] for r in mentions}
    for r in mentions:
        assert text[int(r["start"]):int(r["end"])] == r["text"]


def test_broken_symbolic_links_are_reported(tmp_path):
    src = tmp_path / "articles"
    src.mkdir()
    (src / "good.txt").write_text(GOOD, encoding="utf-8")
    (src / "gone.txt").symlink_to(tmp_path / "nowhere.txt")
    proc = extract(src, "--out", tmp_path / "out")
    assert proc.returncode == 1, proc.stderr
    [line] = lines_naming(proc.stderr, "gone.txt")
    assert "broken symbolic link" in line
    assert [r["doc_id"] for r in rows(tmp_path / "out" / "documents.csv")] == ["good"]


def test_a_folder_that_cannot_be_listed_is_reported(tmp_path, monkeypatch, capsys):
    src = tmp_path / "articles"
    (src / "locked").mkdir(parents=True)
    (src / "locked" / "hidden.txt").write_text(GOOD, encoding="utf-8")
    (src / "good.txt").write_text(GOOD, encoding="utf-8")
    real = os.scandir

    def scandir(path="."):  # as for a folder without read permission (root reads every folder)
        if os.fspath(path).endswith("locked"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    assert main(["extract", str(src), "--out", str(tmp_path / "out"), "--quiet", "--jobs", "1"]) == 1
    [line] = lines_naming(capsys.readouterr().err, "locked")
    assert "cannot be listed" in line and "Permission denied" in line


@pytest.mark.parametrize("data", [b"  \n\t\n", "\u3000\u3000\n".encode("utf-8"), b"\xef\xbb\xbf \r\n",
                                  "\u00a0\n".encode("utf-8")])
def test_whitespace_only_files_are_refused_by_extract_as_by_add(data):
    from pipeline.feed.decode import decode_bytes
    from pipeline.read import InputError

    with pytest.raises(InputError, match="empty file") as by_add:
        decode_bytes(data, "x.txt")
    with pytest.raises(InputError, match="empty file") as by_extract:
        decode_utf8(data, "x.txt")
    assert str(by_add.value) == str(by_extract.value)
