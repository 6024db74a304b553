"""One writer at a time per folder: an advisory lock on ``FOLDER/.lock``.

    with folder_lock(folder, what="add", wait=60, on_wait=print):
        ...  # this process alone writes ``folder``

The lock is ``flock`` on a small file in the folder that then holds the pid
and the command of its holder, so that a second run can say who holds it.
``wait`` seconds are waited for it first (``on_wait`` is told once when the
waiting starts); then :class:`Busy`.  The kernel releases the lock when its
holder ends, however it ends (a kill included), so a stale lock never blocks
anyone; worker processes forked while a lock is held close their copy
(:func:`close_inherited`), so it never outlives the run.  The lock file
itself stays (removing it would let two runs lock two different files).

The corpus (``pipeline.feed.lock``) and the output folder
(``pipeline.store.lock``) each wrap this in the message their command gives.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import time
from pathlib import Path
from typing import Callable, Iterator

LOCK_FILE = ".lock"
POLL_SECONDS = 0.1
_held: set[int] = set()  # descriptors of the locks this process holds


class Busy(Exception):
    """Another process holds the lock of ``folder``: its ``pid`` and command (``what``) when known."""

    def __init__(self, folder: Path, pid: int | None, what: str):
        self.folder, self.pid, self.what = folder, pid, what
        super().__init__(f"{folder}: locked by {self.holder()}")

    def holder(self) -> str:
        """'another run (add, pid 12)', as far as the lock file tells."""
        if self.pid is None:
            return "another run"
        return f"another run ({self.what or 'a command'}, pid {self.pid})"


def _holder(fd: int) -> tuple[int | None, str]:
    try:
        pid, _, what = os.pread(fd, 200, 0).decode("utf-8", "replace").strip().partition(" ")
    except OSError:
        return None, ""
    return (int(pid), what) if pid.isdigit() else (None, "")


@contextlib.contextmanager
def folder_lock(folder: str | os.PathLike, *, what: str = "", wait: float = 0.0,
                on_wait: Callable[[Busy], None] | None = None, create: bool = False) -> Iterator[Path]:
    """Hold the lock of ``folder`` for the ``with`` block (made first with ``create``).

    Raises :class:`Busy` when another process holds it after ``wait`` seconds,
    OSError when the lock file cannot be opened.
    """
    folder = Path(folder)
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        deadline = time.monotonic() + max(wait, 0.0)
        told = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    raise
            if time.monotonic() >= deadline:
                raise Busy(folder, *_holder(fd))
            if on_wait is not None and not told:
                on_wait(Busy(folder, *_holder(fd)))
                told = True
            time.sleep(POLL_SECONDS)
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()} {what}\n".encode("utf-8"), 0)
        _held.add(fd)
        try:
            yield folder
        finally:
            _held.discard(fd)
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
    finally:
        os.close(fd)  # releases the lock


def holds_lock() -> bool:
    """Whether this process holds a folder's lock."""
    return bool(_held)


def close_inherited() -> None:
    """In a forked worker: close the copies of the parent's lock descriptors."""
    for fd in list(_held):
        with contextlib.suppress(OSError):
            os.close(fd)
    _held.clear()
