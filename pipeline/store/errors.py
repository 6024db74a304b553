"""What stops a run of the store: one line each, never a traceback."""
from __future__ import annotations

import errno
import os
import sqlite3

from pipeline.read import shown


class StoreError(Exception):
    """The output folder cannot be brought up to date (or read); ``str()`` is one line.

    ``status`` is the exit status the command line gives for it.
    """

    status = 2


class OutputBusy(StoreError):
    """Another run holds the output folder's lock."""

    status = 75  # EX_TEMPFAIL: try again later


def os_problem(exc: OSError, where) -> StoreError:
    """An OSError met while writing ``where``, as one line saying what to do."""
    name = shown(exc.filename if exc.filename is not None else where)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return StoreError(f"{name}: no space left on the device; the previous tables are kept "
                          "(free some space and run again)")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return StoreError(f"{name}: cannot be written ({exc.strerror}); the output folder must be "
                          "writable (or give another --out)")
    return StoreError(f"{name}: {exc.strerror or exc}")


def make_folder(folder, when_a_file: str) -> None:
    """``folder`` exists as a folder (made if need be), or StoreError: ``when_a_file`` says what
    to do when a file stands there."""
    from pathlib import Path

    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise StoreError(f"{shown(folder)}: is a file, {when_a_file}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise os_problem(exc, folder) from None


def sqlite_damaged(exc: sqlite3.Error) -> bool:
    """Whether an SQLite error means the cache file is damaged (as opposed to full or read-only)."""
    text = str(exc).lower()
    return type(exc) is sqlite3.DatabaseError or "malformed" in text or "not a database" in text


def sqlite_problem(exc: sqlite3.Error, path: os.PathLike) -> StoreError:
    text = str(exc).lower()
    if "full" in text:
        return StoreError(f"{shown(path)}: no space left on the device; the previous tables are kept "
                          "(free some space and run again)")
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return StoreError(f"{shown(path)}: cannot be written ({exc}); the output folder must be writable")
    return StoreError(f"{shown(path)}: {exc}")
