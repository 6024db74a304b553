"""One writer at a time per output folder: ``with output_lock(out, what="extract", wait=0):``.

The lock of :mod:`pipeline.locking` on ``OUT/.lock``: a second run says who
holds it ("another run (extract, pid 1234) is updating OUT") instead of
failing on a locked cache or silently overwriting the first run's tables.
``wait`` seconds are waited for it first.
"""
from __future__ import annotations

import contextlib
import os
from pathlib import Path

from pipeline import locking
from pipeline.locking import close_inherited, holds_lock  # noqa: F401  (the store's workers use them)
from pipeline.read import shown
from pipeline.store.errors import OutputBusy, os_problem


@contextlib.contextmanager
def output_lock(path: str | os.PathLike, what: str = "extract", wait: float = 0.0):
    """Hold the lock of the output folder ``path`` for the body (OutputBusy if another run has it)."""
    out = Path(path)
    with contextlib.ExitStack() as stack:
        try:
            stack.enter_context(locking.folder_lock(out, what=what, wait=wait))
        except locking.Busy as busy:
            waited = f" (waited {wait:g} s)" if wait > 0 else ""
            raise OutputBusy(f"{busy.holder()} is updating {shown(out)}{waited}; nothing was "
                             "written: run again when it has finished") from None
        except OSError as exc:
            raise os_problem(exc, out / locking.LOCK_FILE) from None
        yield
