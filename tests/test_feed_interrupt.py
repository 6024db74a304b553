"""`pipeline add` killed (SIGKILL) while it brings the output up to date.

The corpus keeps every article it had saved (each whole, with its sidecar),
the output still equals the previous one, and running the same `add` again
reports the saved articles as already in the corpus and finishes the update.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures" / "feed"
TABLES = ("documents.csv", "mentions.csv", "results.csv")


def add(args: list[str], env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pipeline", "add", *args, "--quiet", "--jobs", "1"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def snapshot(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in TABLES}


def test_add_killed_while_writing_the_tables(tmp_path):
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    first = add([str(FIXTURES / "article_zh.txt"), "--corpus", str(corpus), "--out", str(out)])
    assert first.wait(timeout=300) == 0, first.communicate()[1]
    before = snapshot(out)

    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "other.txt").write_bytes((FIXTURES / "other_zh.txt").read_text(encoding="utf-8").encode("gbk"))
    (inbox / "page.html").write_bytes((FIXTURES / "page.html").read_bytes())
    args = [str(inbox), "--corpus", str(corpus), "--out", str(out)]
    flag = tmp_path / "flag"
    proc = add(args, {"PIPELINE_STORE_PAUSE": "write", "PIPELINE_STORE_PAUSE_FILE": str(flag)})
    deadline = time.monotonic() + 120
    while not flag.exists():
        assert proc.poll() is None, proc.communicate()[1]
        assert time.monotonic() < deadline
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.communicate()

    assert snapshot(out) == before  # the previous output, whole
    for name in TABLES:
        pd.read_csv(out / name)
    articles = corpus / "articles"
    assert sorted(p.name for p in articles.glob("*.txt")) == ["article_zh.txt", "other.txt", "page.txt"]
    for doc_id in ("other", "page"):  # saved whole, with metadata
        meta = json.loads((articles / ".meta" / f"{doc_id}.json").read_text(encoding="utf-8"))
        assert meta["sha256"] and (articles / f"{doc_id}.txt").read_text(encoding="utf-8")
    assert not list(articles.rglob(".*.tmp"))

    again = add(args)
    stdout, stderr = again.communicate(timeout=300)
    assert again.returncode == 0, stderr
    assert "added 0, duplicates 2, failed 0" in stdout
    assert "(0 processed, 3 unchanged)" in stdout  # the killed run had cached them
    docs = pd.read_csv(out / "documents.csv")
    assert list(docs["doc_id"]) == ["article_zh", "other", "page"]
