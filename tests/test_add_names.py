"""File names that are not valid UTF-8, or hold newlines, escape sequences or bidi controls, through `add`.

Each is added under a safe doc_id; every message names it on one line, with
the unsafe characters escaped; nothing raw reaches the terminal; the batch
goes on.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from pipeline.cli import main
from pipeline.feed.names import name_text, one_line

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures" / "feed"
TEXTS = [(FIXTURES / n).read_text(encoding="utf-8") for n in ("article_zh.txt", "other_zh.txt", "article_en.md")]
TEXTS += [
    "寒武纪发布新一代训练芯片\n\n寒武纪今天发布了新一代云端训练芯片，公司称其在ResNet-50训练任务中比上一代快"
    "2.5倍，功耗下降了三成。该芯片将于明年第一季度交付数据中心客户，价格尚未公布。\n",
    "Cerebras opens a new cluster\n\nCerebras said its new cluster of 64 CS-3 systems trained a "
    "70-billion-parameter model in under a day, and that customers can rent it by the hour from "
    "its cloud service, with prices to be announced at the end of the quarter.\n",
]

# (name as bytes, doc_id, how messages show it)
NAMES = [
    (b"bad\xff\xfename.txt", "bad--name", "bad\\xff\\xfename.txt"),
    # D3 A2 and CE B0 happen to be UTF-8 (Ӣ, ΰ), as a UTF-8 terminal shows them
    ("英伟达".encode("gb18030") + b".txt", "英伟达", "\u04e2\u03b0\\xb4\\xef.txt"),
    (b"new\nline\x1b[31mred.txt", "new-line-[31mred", "new\\nline\\x1b[31mred.txt"),
    ("evil\u202etxt.exe.txt".encode("utf-8"), "evil-txt.exe", "evil\\u202etxt.exe.txt"),
    (b"plain.txt", "plain", "plain.txt"),
]


def inbox(tmp_path: Path) -> Path:
    folder = tmp_path / "inbox"
    folder.mkdir()
    for (name, _, _), text in zip(NAMES, TEXTS):
        with open(os.path.join(os.fsencode(folder), name), "wb") as fh:
            fh.write(text.encode("utf-8"))
    return folder


def assert_safe(stream: str) -> None:
    stream.encode("utf-8")  # no lone surrogate: printable on any UTF-8 terminal
    for line in stream.splitlines():
        assert not any(ord(c) < 32 and c != "\t" for c in line), repr(line)
        assert "\u202e" not in line and "\x9b" not in line


def test_every_name_is_added_under_a_safe_doc_id_and_shown_escaped(tmp_path, capsys):
    folder = inbox(tmp_path)
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    status = main(["add", str(folder), "--corpus", str(corpus), "--out", str(out), "--quiet", "--jobs", "1"])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    assert_safe(captured.out)
    assert_safe(captured.err)
    assert "added 5, duplicates 0, failed 0" in captured.out
    for _, doc_id, shown in NAMES:
        assert f"  {folder}/{shown} -> {doc_id}\n" in captured.out
        meta = json.loads((corpus / "articles" / ".meta" / f"{doc_id}.json").read_bytes().decode("utf-8"))
        assert meta["source"] == one_line(folder.resolve()) + "/" + shown
    docs = pd.read_csv(out / "documents.csv")
    assert sorted(docs["doc_id"]) == sorted(doc_id for _, doc_id, _ in NAMES)


def test_a_bad_name_in_a_failing_file_gives_one_escaped_line(tmp_path, capsys):
    folder = tmp_path / "inbox"
    folder.mkdir()
    bad = os.path.join(os.fsencode(folder), b"empty\xff\n\x1b]0;title\x07.txt")
    open(bad, "wb").close()
    good = folder / "good.txt"
    good.write_text(TEXTS[0], encoding="utf-8")
    status = main(["add", str(folder), "--corpus", str(tmp_path / "c"), "--out", str(tmp_path / "o"),
                   "--quiet", "--jobs", "1"])
    captured = capsys.readouterr()
    assert status == 1
    assert_safe(captured.err)
    assert f"  {folder}/empty\\xff\\n\\x1b]0;title\\x07.txt: empty file (no text)\n" in captured.err
    assert "added 1, duplicates 0, failed 1" in captured.out


def test_the_command_line_survives_bad_names_on_a_real_stdout(tmp_path):
    folder = inbox(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "pipeline", "add", str(folder), "--corpus", str(tmp_path / "c"),
         "--out", str(tmp_path / "o"), "--quiet", "--jobs", "1"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"},
        capture_output=True, timeout=600,
    )
    out, err = proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")  # strict: no raw bytes
    assert proc.returncode == 0, err
    assert "Traceback" not in err and "added 5, duplicates 0, failed 0" in out
    assert_safe(out)
    assert_safe(err)


@pytest.mark.parametrize(
    "text, shown",
    [
        ("a\nb", "a\\nb"),
        ("a\r\nb\tc", "a\\r\\nb\\tc"),
        ("\x1b[2J", "\\x1b[2J"),
        ("\x9b31m", "\\x9b31m"),
        ("x\u202ey", "x\\u202ey"),
        (os.fsdecode(b"\xff\xfe"), "\\xff\\xfe"),
        ("英伟达 H100.txt", "英伟达 H100.txt"),
    ],
)
def test_one_line_escapes_only_what_is_unsafe(text, shown):
    assert one_line(text) == shown


@pytest.mark.parametrize(
    "raw, text",
    [
        ("英伟达".encode("gb18030"), "英伟达"),
        ("輝達".encode("big5"), "輝達"),
        (b"a\xffb", "a-b"),
        ("plain".encode(), "plain"),
    ],
)
def test_name_text_reads_legacy_chinese_names(raw, text):
    assert name_text(os.fsdecode(raw)) == text
