"""Files written whole or not at all, and created only if their name is free.

Every file is first written and synced under a temporary name in a hidden
folder of its own (``tmp_dir``, on the same file system), so a run killed at
any moment leaves no half-written file under a real name and no temporary
file among the articles; the corpus empties that folder at its next load.

- :func:`write_atomic` puts the file in place, replacing one of that name.
- :func:`create_exclusive` puts it in place only if the name is free
  (``link(2)`` fails when the target exists): two runs can never both take
  one name, and the file appears complete.
"""
from __future__ import annotations

import contextlib
import errno
import itertools
import os
from pathlib import Path

_counter = itertools.count()


def fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):  # not every file system syncs folders
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_new(path: Path, data: bytes) -> None:
    """Create ``path`` (FileExistsError if it exists) holding ``data``, synced; removed if that fails."""
    with open(path, "xb") as fh:
        try:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        except BaseException:
            fh.close()
            path.unlink(missing_ok=True)
            raise


def _temporary(data: bytes, tmp_dir: Path) -> Path:
    tmp_dir.mkdir(parents=True, exist_ok=True)
    tmp = tmp_dir / f"{os.getpid()}-{next(_counter)}.tmp"
    _write_new(tmp, data)
    return tmp


def write_atomic(path: Path, data: bytes, tmp_dir: Path) -> None:
    """Write ``data`` to ``path`` (replacing it) so that ``path`` is always whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temporary(data, tmp_dir)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def create_exclusive(path: Path, data: bytes, tmp_dir: Path) -> bool:
    """Create ``path`` holding ``data`` if no file has that name; False if one has."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temporary(data, tmp_dir)
    try:
        try:
            os.link(tmp, path)
        except FileExistsError:
            return False
        except OSError as exc:  # a file system without hard links: O_EXCL, written in place
            if exc.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.EMLINK):
                raise
            return _create_in_place(path, data)
    finally:
        tmp.unlink(missing_ok=True)
    fsync_dir(path.parent)
    return True


def _create_in_place(path: Path, data: bytes) -> bool:
    try:
        _write_new(path, data)
    except FileExistsError:
        return False
    fsync_dir(path.parent)
    return True


def empty(tmp_dir: Path) -> None:
    """Remove what a killed run left in ``tmp_dir`` (call it holding the corpus lock)."""
    if not tmp_dir.is_dir():
        return
    for leftover in tmp_dir.iterdir():
        with contextlib.suppress(OSError):
            leftover.unlink()
