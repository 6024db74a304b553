"""One `add` at a time per corpus: ``with corpus_lock(path):`` (:mod:`pipeline.locking`).

A second run waits up to ``timeout`` seconds, telling once what it waits
for, and then gives up with :class:`Busy`: "another run is updating CORPUS
(pid N)".
"""
from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Callable, Iterator

from pipeline import locking


class Busy(Exception):
    """Another process holds the lock: ``str()`` says which folder and which pid."""

    def __init__(self, folder: str | os.PathLike, pid: int | None):
        self.folder = str(folder)
        self.pid = pid
        who = f" (pid {pid})" if pid else ""
        super().__init__(f"another run is updating {self.folder}{who}; try again when it has finished")


@contextlib.contextmanager
def corpus_lock(corpus: str | os.PathLike, *, timeout: float = 0.0,
                on_wait: Callable[[str], None] | None = None,
                shown: str | None = None) -> Iterator[Path]:
    """Hold the lock of a corpus folder (created if missing) for the ``with`` block.

    ``timeout`` is how long to wait for another run to finish (0: do not
    wait); ``on_wait`` is called once with a message when waiting starts;
    ``shown`` is how the folder is named in messages (default: as given).
    """
    name = shown if shown is not None else str(corpus)

    def waiting(busy: locking.Busy) -> None:
        on_wait(f"waiting for another run updating {name}" + (f" (pid {busy.pid})" if busy.pid else "")
                + f", up to {timeout:g} s")

    with contextlib.ExitStack() as stack:
        try:
            folder = stack.enter_context(locking.folder_lock(
                corpus, what="add", wait=timeout, on_wait=waiting if on_wait else None, create=True))
        except locking.Busy as busy:
            raise Busy(name, busy.pid) from None
        yield folder
