"""One writer at a time per output folder: an advisory lock on ``OUT/.lock``.

    with output_lock(out, what="extract", wait=0):
        ...  # this process alone writes ``out``

The lock is ``flock`` on a small file that then holds the pid and the command
of its holder, so that a second run says who holds it ("another run
(extract, pid 1234) is updating OUT") instead of failing on a locked cache or
silently overwriting the first run's tables.  ``wait`` seconds are waited for
it first.  The kernel releases the lock when its holder ends, however it
ends; worker processes started while it is held close their copy
(:func:`close_inherited`), so it never outlives the run.  The lock file
itself stays (removing it would let two runs lock two different files).
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import time
from pathlib import Path

from pipeline.read import shown
from pipeline.store.errors import OutputBusy, os_problem

LOCK_FILE = ".lock"
POLL_SECONDS = 0.1
_held: set[int] = set()  # descriptors of the locks this process holds


def _holder(fd: int) -> str:
    try:
        pid, _, what = os.pread(fd, 200, 0).decode("utf-8", "replace").strip().partition(" ")
    except OSError:
        return "another run"
    return f"another run ({what or 'a command'}, pid {pid})" if pid.isdigit() else "another run"


@contextlib.contextmanager
def output_lock(path: str | os.PathLike, what: str = "extract", wait: float = 0.0):
    """Hold the lock of the output folder ``path`` for the body (OutputBusy if another run has it)."""
    out = Path(path)
    try:
        fd = os.open(out / LOCK_FILE, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
    except OSError as exc:
        raise os_problem(exc, out / LOCK_FILE) from None
    try:
        deadline = time.monotonic() + max(wait, 0.0)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    waited = f" (waited {wait:g} s)" if wait > 0 else ""
                    raise OutputBusy(f"{_holder(fd)} is updating {shown(out)}{waited}; nothing was "
                                     "written: run again when it has finished") from None
                time.sleep(POLL_SECONDS)
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()} {what}\n".encode("utf-8"), 0)
        _held.add(fd)
        try:
            yield
        finally:
            _held.discard(fd)
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
    finally:
        os.close(fd)  # releases the lock


def holds_lock() -> bool:
    """Whether this process holds an output folder's lock."""
    return bool(_held)


def close_inherited() -> None:
    """In a forked worker: close the copies of the parent's lock descriptors."""
    for fd in list(_held):
        with contextlib.suppress(OSError):
            os.close(fd)
    _held.clear()
