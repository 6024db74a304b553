"""Two runs on one output folder, and Ctrl-C (issue 16, findings 2 and 10): one writer at a
time, the second told who holds the folder (or waiting for it with --wait); no worker
traceback when the user interrupts."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pipeline.store import OutputBusy, output_lock, update_outputs

ROOT = Path(__file__).resolve().parents[1]
TABLES = ("documents.csv", "mentions.csv", "results.csv")


def make_corpus(folder: Path, n: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (folder / f"doc{i:03d}.txt").write_text(
            f"第{i}篇：H100训练BERT用时{i}.5分钟，比A100快{i % 7 + 1}倍。\n", encoding="utf-8")
    return folder


def start(corpus: Path, out: Path, *args, env=None, **kw) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pipeline", "extract", str(corpus), "--out", str(out), "--quiet", *args],
        cwd=ROOT, env={**os.environ, **(env or {})}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, **kw)


def paused(corpus: Path, out: Path, flag: Path, seconds: float, *args, **kw) -> subprocess.Popen:
    """A run that stops for ``seconds`` once it has processed its first document (holding the folder)."""
    proc = start(corpus, out, *args, env={"PIPELINE_STORE_PAUSE": "process", "PIPELINE_STORE_PAUSE_FILE": str(flag),
                                          "PIPELINE_STORE_PAUSE_SECONDS": str(seconds)}, **kw)
    deadline = time.monotonic() + 120
    while not flag.exists():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the first run never got going"
        time.sleep(0.05)
    return proc


def snapshot(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in TABLES}


def test_a_second_run_on_the_same_output_is_refused_with_who_holds_it(tmp_path):
    corpus, out = make_corpus(tmp_path / "c", 6), tmp_path / "out"
    first = paused(corpus, out, tmp_path / "flag", 60, "--jobs", "1")
    try:
        second = start(corpus, out, "--jobs", "1")
        _, err = second.communicate(timeout=120)
        assert second.returncode == 75, err
        assert err.strip().splitlines() == [
            f"error: another run (extract, pid {first.pid}) is updating {out}; nothing was written: "
            "run again when it has finished"]
        assert not (out / "documents.csv").exists()  # the second one wrote nothing
    finally:
        first.kill()
        first.communicate()


def test_with_wait_the_second_run_waits_for_the_first_and_both_finish(tmp_path):
    corpus, out = make_corpus(tmp_path / "c", 6), tmp_path / "out"
    first = paused(corpus, out, tmp_path / "flag", 2, "--jobs", "1")
    second = start(corpus, out, "--jobs", "1", "--wait", "120")
    assert first.wait(timeout=120) == 0 and second.wait(timeout=120) == 0, second.communicate()
    fresh = tmp_path / "fresh"
    assert start(corpus, fresh, "--jobs", "1").wait(timeout=120) == 0
    assert snapshot(out) == snapshot(fresh)


def test_the_lock_api_holds_off_a_writer_in_the_same_process(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    with output_lock(out, what="test"):
        with pytest.raises(OutputBusy, match=rf"another run \(test, pid {os.getpid()}\) is updating"):
            update_outputs([], out)
    update_outputs([], out)  # released
    assert (out / "documents.csv").exists()


def test_ctrl_c_ends_the_run_without_worker_tracebacks(tmp_path):
    corpus, out = make_corpus(tmp_path / "c", 90), tmp_path / "out"  # more than INLINE_MAX: every worker works
    # SIGINT as a terminal leaves it (a shell's background job, such as `pytest &`, inherits it ignored,
    # and Python keeps an ignored SIGINT ignored: the run would then not be interrupted at all)
    proc = paused(corpus, out, tmp_path / "flag", 60, "--jobs", "2", start_new_session=True,
                  preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(1.0)  # the workers go on processing meanwhile
    os.killpg(proc.pid, signal.SIGINT)  # as Ctrl-C does: the whole foreground group
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip().splitlines() == ["interrupted"]
