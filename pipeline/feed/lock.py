"""One writer at a time: an advisory lock on a folder (``with corpus_lock(path):``).

The lock is ``flock`` on a hidden file in the folder (``.lock``), which holds
the pid of the run that has it.  The kernel releases it when that process
ends, however it ends (a kill included), so a stale lock never blocks
anyone.  A second run waits up to ``timeout`` seconds, telling once what it
waits for, and then gives up with :class:`Busy`: "another run is updating
CORPUS (pid N)".  The lock file is never deleted (deleting it would let two
runs lock two different files).
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import time
from pathlib import Path
from typing import Callable, Iterator

LOCK_NAME = ".lock"
POLL = 0.1  # seconds between attempts while waiting


class Busy(Exception):
    """Another process holds the lock: ``str()`` says which folder and which pid."""

    def __init__(self, folder: str | os.PathLike, pid: int | None):
        self.folder = str(folder)
        self.pid = pid
        who = f" (pid {pid})" if pid else ""
        super().__init__(f"another run is updating {self.folder}{who}; try again when it has finished")


def _holder(fd: int) -> int | None:
    try:
        text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


@contextlib.contextmanager
def folder_lock(folder: str | os.PathLike, *, timeout: float = 0.0,
                on_wait: Callable[[str], None] | None = None,
                shown: str | None = None) -> Iterator[Path]:
    """Hold the lock of ``folder`` (created if missing) for the ``with`` block.

    ``timeout`` is how long to wait for another run to finish (0: do not
    wait); ``on_wait`` is called once with a message when waiting starts;
    ``shown`` is how the folder is named in messages (default: as given).
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    name = shown if shown is not None else str(folder)
    fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
    try:
        deadline = time.monotonic() + max(0.0, timeout)
        told = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    raise
            if time.monotonic() >= deadline:
                raise Busy(name, _holder(fd))
            if on_wait and not told:
                pid = _holder(fd)
                on_wait(f"waiting for another run updating {name}" + (f" (pid {pid})" if pid else "")
                        + f", up to {timeout:g} s")
                told = True
            time.sleep(POLL)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        try:
            yield folder
        finally:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
    finally:
        os.close(fd)  # releases the lock


def corpus_lock(corpus: str | os.PathLike, **kwargs):
    """The lock of a corpus folder: one `add` at a time saves articles into it."""
    return folder_lock(corpus, **kwargs)
