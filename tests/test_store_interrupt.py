"""An interrupted run: `extract` killed (SIGKILL) while it works or writes.

The output must still load with pandas and equal the previous complete
output (or, once the commit marker is written, be completed to the new one by
the next reader); the next run then finishes the job and reuses what the
killed one had processed.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from pipeline.store import PENDING_FILE, load_tables

ROOT = Path(__file__).resolve().parents[1]
TABLES = ("documents.csv", "mentions.csv", "results.csv")
FIXTURES = Path(__file__).parent / "fixtures" / "feed"


def make_corpus(folder: Path, n: int, version: str) -> None:
    """n articles made from the fixture texts (distinct texts), in version ``version``."""
    texts = [(FIXTURES / f).read_text(encoding="utf-8") for f in ("article_zh.txt", "other_zh.txt", "article_en.md")]
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (folder / f"doc{i:04d}.txt").write_text(f"{texts[i % 3]}\n（{version}第{i}篇，用时{i}分钟）\n", encoding="utf-8")


def extract(corpus: Path, out: Path, env: dict | None = None, jobs: int = 1) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pipeline", "extract", str(corpus), "--out", str(out), "--quiet", "--jobs", str(jobs)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def complete(corpus: Path, out: Path) -> str:
    proc = extract(corpus, out)
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode in (0, 1), stderr
    return stdout


def snapshot(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in TABLES}


def loads(out: Path) -> None:
    for name in TABLES:
        df = pd.read_csv(out / name)
        assert "doc_id" in df.columns, name


@pytest.fixture(scope="module")
def scenario(tmp_path_factory):
    """A corpus with a complete output (v1), then changed (v2), and the complete v2 output."""
    base = tmp_path_factory.mktemp("interrupt")
    corpus = base / "corpus"
    make_corpus(corpus, 24, "v1")
    out_v1 = base / "out_v1"
    complete(corpus, out_v1)
    assert snapshot(out_v1)["documents.csv"].count(b"\n") == 1 + 24, "the pipeline failed on the corpus"
    for i in range(0, 24, 3):  # change a third, remove two, add four
        (corpus / f"doc{i:04d}.txt").write_text(f"改过的第{i}篇：H100用时{i}.5分钟，快了{i}倍。\n", encoding="utf-8")
    (corpus / "doc0001.txt").unlink()
    (corpus / "doc0002.txt").unlink()
    make_corpus(corpus / "new", 4, "v2")
    out_v2 = base / "out_v2"
    complete(corpus, out_v2)
    assert snapshot(out_v1) != snapshot(out_v2)
    return base, corpus, snapshot(out_v1), snapshot(out_v2), out_v1


def fresh_copy(src: Path, dst: Path) -> Path:
    import shutil

    shutil.copytree(src, dst)
    return dst


def kill_at(corpus: Path, out: Path, point: str, flag: Path, jobs: int = 1) -> None:
    proc = extract(corpus, out, {"PIPELINE_STORE_PAUSE": point, "PIPELINE_STORE_PAUSE_FILE": str(flag)}, jobs)
    deadline = time.monotonic() + 120
    while not flag.exists():
        assert proc.poll() is None, proc.communicate()[1]
        assert time.monotonic() < deadline, "the run never reached " + point
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.communicate()
    assert proc.returncode == -signal.SIGKILL


@pytest.mark.parametrize("point", ["process", "write", "commit", "replace"])
def test_killed_at_each_stage_the_output_loads_and_is_the_previous_or_is_completed(scenario, tmp_path, point):
    base, corpus, v1, v2, out_v1 = scenario
    out = fresh_copy(out_v1, tmp_path / "out")
    kill_at(corpus, out, point, tmp_path / "flag")

    loads(out)  # every table is whole and loadable as it lies
    if point in ("process", "write", "commit"):
        assert snapshot(out) == v1  # nothing replaced yet: exactly the previous output
    else:  # killed between two renames: the marker lets any reader finish the commit
        assert (out / PENDING_FILE).exists()
    if point in ("commit", "replace"):
        load_tables(out)
        assert snapshot(out) == v2
    # the next run finishes the job and reuses what the killed one processed
    stdout = complete(corpus, out)
    assert snapshot(out) == v2
    if point == "process":
        assert "unchanged, reused" in stdout


@pytest.mark.parametrize("point", ["process", "write"])
def test_killed_with_two_workers_while_the_tables_are_written(scenario, tmp_path, point):
    """With a few changed documents, --jobs 2 writes the tables while a worker processes them."""
    base, corpus, v1, v2, out_v1 = scenario
    out = fresh_copy(out_v1, tmp_path / "out")
    kill_at(corpus, out, point, tmp_path / "flag", jobs=2)
    loads(out)
    assert snapshot(out) == v1
    stdout = complete(corpus, out)
    assert snapshot(out) == v2
    assert "unchanged, reused" in stdout  # what the killed run processed was kept


@pytest.mark.parametrize("delay", [0.5, 2.0, 3.5])
def test_killed_after_a_delay_the_output_is_one_whole_version(scenario, tmp_path, delay):
    base, corpus, v1, v2, out_v1 = scenario
    out = fresh_copy(out_v1, tmp_path / "out")
    (out / ".cache").rename(tmp_path / "cache-aside")  # no cache: a full run, long enough to be caught
    proc = extract(corpus, out)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.communicate()
    loads(out)
    now = snapshot(out)
    assert all(now[name] in (v1[name], v2[name]) for name in TABLES)
    load_tables(out)
    assert snapshot(out) in (v1, v2)
