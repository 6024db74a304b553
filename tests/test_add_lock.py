"""One `add` at a time per corpus, and doc_ids claimed atomically: concurrent runs lose no article."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pandas as pd
import pytest

from pipeline.cli import main
from pipeline.feed.batch import add_paths
from pipeline.feed.lock import Busy, corpus_lock

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures" / "feed"
TEXTS = [(FIXTURES / name).read_text(encoding="utf-8") for name in ("article_zh.txt", "other_zh.txt", "article_en.md")]


def inboxes(tmp_path: Path, n: int) -> list[Path]:
    """``n`` different articles, each in a folder of its own under the same file name."""
    paths = []
    for i in range(n):
        path = tmp_path / f"in{i}" / "news.txt"
        path.parent.mkdir(parents=True)
        path.write_text(TEXTS[i], encoding="utf-8")
        paths.append(path)
    return paths


def test_a_second_add_on_a_locked_corpus_stops_with_the_holders_pid(tmp_path, capsys):
    corpus = tmp_path / "corpus"
    [src] = inboxes(tmp_path, 1)
    with corpus_lock(corpus):
        status = main(["add", str(src), "--corpus", str(corpus), "--out", str(tmp_path / "out"),
                       "--quiet", "--jobs", "1", "--wait", "0"])
    err = capsys.readouterr().err
    assert status == 1
    assert f"another run is updating {corpus} (pid {os.getpid()})" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not list(corpus.glob("articles/*.txt")) and not (tmp_path / "out").exists()


def test_a_waiting_run_goes_on_when_the_lock_is_released(tmp_path):
    corpus = tmp_path / "corpus"
    held, release, messages = threading.Event(), threading.Event(), []

    def holder():
        with corpus_lock(corpus):
            held.set()
            release.wait(60)

    thread = threading.Thread(target=holder)
    thread.start()
    assert held.wait(60)

    def waiting(message):
        messages.append(message)
        release.set()

    with corpus_lock(corpus, timeout=60, on_wait=waiting):
        pass
    thread.join()
    assert messages == [f"waiting for another run updating {corpus} (pid {os.getpid()}), up to 60 s"]


def test_the_lock_of_a_killed_run_is_released(tmp_path):
    corpus = tmp_path / "corpus"
    code = ("import sys, time; from pipeline.feed.lock import corpus_lock\n"
            f"with corpus_lock({str(corpus)!r}):\n    print('held', flush=True); time.sleep(300)\n")
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert proc.stdout.readline().strip() == "held"
        with pytest.raises(Busy, match=rf"\(pid {proc.pid}\)"):
            with corpus_lock(corpus):
                pass
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    with corpus_lock(corpus):  # free again, without anyone cleaning up
        pass


def test_a_name_taken_after_the_check_is_never_overwritten(tmp_path, monkeypatch):
    """Another process (one that does not take the lock) writes news.txt between the moment this
    run sees the name free and the moment it saves: the claim fails and news-2 is taken instead."""
    corpus = tmp_path / "corpus"
    (corpus / "articles").mkdir(parents=True)
    [src] = inboxes(tmp_path, 1)
    target = corpus / "articles" / "news.txt"
    theirs = "另一个进程写入的文章。\n"
    real_exists = Path.exists

    def exists(self, *args, **kwargs):
        if self == target and not real_exists(target):
            target.write_text(theirs, encoding="utf-8")  # it appears just after the check
            return False
        return real_exists(self, *args, **kwargs)

    monkeypatch.setattr(Path, "exists", exists)
    report = add_paths([src], corpus)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == theirs
    [(_, doc_id)] = report.added
    assert doc_id == "news-2"
    assert (corpus / "articles" / "news-2.txt").read_text(encoding="utf-8") == TEXTS[0]


def test_concurrent_adds_of_different_articles_with_one_name_lose_none(tmp_path):
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    sources = inboxes(tmp_path, 3)
    procs = [
        subprocess.Popen([sys.executable, "-m", "pipeline", "add", str(src), "--corpus", str(corpus),
                          "--out", str(out), "--quiet", "--jobs", "1"],
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for src in sources
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
    saved = sorted((corpus / "articles").glob("*.txt"))
    assert [p.name for p in saved] == ["news-2.txt", "news-3.txt", "news.txt"]
    assert sorted(p.read_text(encoding="utf-8") for p in saved) == sorted(TEXTS)
    docs = pd.read_csv(out / "documents.csv")
    assert sorted(docs["doc_id"]) == ["news", "news-2", "news-3"]
