"""Writing the three tables together: temporary files, a commit marker, renames.

When the three temporary files are complete and synced, a small marker
naming them is written (``OUT/.tables-pending.json``), then each is renamed
over its table, then the marker is removed.  A run killed before the marker
exists leaves the previous tables untouched; one killed after it is completed
by the next run or reader (:func:`recover`).  Each CSV file on its own is
always complete and loadable, old or new.

The marker is checked before it is acted on: it must name exactly the
temporary files of this folder's three tables (``.documents.csv.PID.tmp`` ->
``documents.csv``, ...), each a regular file.  Anything else (a path with a
folder in it, ``..``, an absolute path, another file, a link) was not written
by this pipeline, and is refused with a message instead of being renamed.
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import time
from pathlib import Path

from pipeline.read import shown
from pipeline.schema import TABLE_FILES
from pipeline.store.errors import StoreError
from pipeline.store.rows import csv_line
from pipeline.tables import COLUMNS, atomic_file, close_quietly, open_temp

PENDING_FILE = ".tables-pending.json"
_TEMP_NAME = re.compile(r"\.(?P<final>[a-z]+\.csv)\.(?P<pid>\d+)\.tmp")


def pause(point: str) -> None:
    """Test hook: with PIPELINE_STORE_PAUSE=point, signal and sleep there (to be killed)."""
    if os.environ.get("PIPELINE_STORE_PAUSE") != point:
        return
    flag = os.environ.get("PIPELINE_STORE_PAUSE_FILE")
    if flag:
        Path(flag).write_text(point)
    time.sleep(float(os.environ.get("PIPELINE_STORE_PAUSE_SECONDS", "60")))


def fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_json_atomic(obj, path: Path) -> None:
    with atomic_file(path) as fh:
        fh.write(json.dumps(obj).encode("utf-8"))


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def pending(out: Path) -> bool:
    """Whether a commit was left half done in ``out``."""
    return os.path.lexists(out / PENDING_FILE)


def _marker_pairs(out: Path) -> list[tuple[str, str]]:
    """The renames the marker asks for, each checked; StoreError for a marker that is not ours."""
    marker = out / PENDING_FILE

    def refuse(why: str) -> StoreError:
        return StoreError(f"{shown(marker)}: refused, not a commit marker of this pipeline ({why}); "
                          "nothing was renamed: delete it if you did not expect it")

    if marker.is_symlink() or not marker.is_file():
        raise refuse("not a regular file")
    try:
        pairs = json.loads(marker.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise refuse(f"unreadable: {exc}") from None
    if not isinstance(pairs, list) or len(pairs) > len(TABLE_FILES):
        raise refuse("not a list of the three tables")
    checked, finals = [], set()
    for pair in pairs:
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
            raise refuse("not a list of [temporary file, table] pairs")
        tmp, final = pair
        m = _TEMP_NAME.fullmatch(tmp)
        if final not in TABLE_FILES.values() or final in finals or not m or m["final"] != final:
            raise refuse(f"it names {shown(tmp)!r} -> {shown(final)!r}, not the temporary file of one "
                         "of this folder's tables")
        finals.add(final)
        path = out / tmp
        if os.path.lexists(path) and (path.is_symlink() or not path.is_file()):
            raise refuse(f"{shown(tmp)} is not a regular file")
        checked.append((tmp, final))
    return checked


def finish_commit(out: Path) -> None:
    """Complete the renames a killed run's marker lists (the caller holds the folder's lock)."""
    if pending(out):
        for tmp, final in _marker_pairs(out):
            if (out / tmp).exists():
                os.replace(out / tmp, out / final)
        fsync_dir(out)
        (out / PENDING_FILE).unlink(missing_ok=True)


def remove_dead_temp_files(out: Path) -> None:
    """Temporary table files of runs that are no longer alive."""
    for name in [*TABLE_FILES.values(), PENDING_FILE]:
        for tmp in out.glob(f"{name}.*.tmp" if name.startswith(".") else f".{name}.*.tmp"):
            parts = tmp.name.split(".")
            if len(parts) >= 4 and parts[-2].isdigit() and not _pid_alive(int(parts[-2])):
                tmp.unlink(missing_ok=True)


class TableWriter:
    """The three tables, written to temp files, then committed together.

    Written as bytes, so that the offsets of each document's rows are known:
    they are kept (see :class:`pipeline.store.layout.Layout`) and the next run
    copies the rows of unchanged documents from the tables it replaces, in
    runs as long as the documents stay in the same order.
    """

    def __init__(self, out: Path, excel: bool):
        self.out = out
        self.tmp: dict[str, Path] = {}
        self.files = {}
        self.pos: dict[str, int] = {}
        self.pending: dict[str, tuple] = {}  # table -> (source file, start, end): a copy not done yet
        try:
            for table, name in TABLE_FILES.items():
                fh, tmp = open_temp(out / name)
                self.tmp[table], self.files[table], self.pos[table] = tmp, fh, 0
                self.write_text(table, ("\ufeff" if excel else "") + csv_line(COLUMNS[table]))
        except BaseException:
            self.abort()
            raise

    def write_text(self, table: str, text: str) -> tuple[int, int]:
        """Rows already rendered as CSV text; their byte range in the new file."""
        self._flush(table)
        data = text.encode("utf-8")
        start = self.pos[table]
        self.files[table].write(data)
        self.pos[table] = start + len(data)
        return start, self.pos[table]

    def copy(self, table: str, source, start: int, end: int) -> tuple[int, int]:
        """The bytes [start, end) of ``source`` (the table being replaced); their range in the new file."""
        new_start = self.pos[table]
        pend = self.pending.get(table)
        if pend is not None and pend[0] is source and pend[2] == start:
            self.pending[table] = (source, pend[1], end)
        else:
            self._flush(table)
            self.pending[table] = (source, start, end)
        self.pos[table] = new_start + end - start
        return new_start, self.pos[table]

    def _flush(self, table: str) -> None:
        pend = self.pending.pop(table, None)
        if pend is None:
            return
        source, start, end = pend
        source.seek(start)
        left, dest = end - start, self.files[table]
        while left > 0:  # in pieces: memory stays flat however long the run
            chunk = source.read(min(left, 1 << 20))
            if not chunk:
                raise OSError(f"{source.name} is shorter than recorded")
            dest.write(chunk)
            left -= len(chunk)

    def commit(self) -> None:
        for table, fh in self.files.items():
            self._flush(table)
            fh.flush()
            os.fsync(fh.fileno())
            fh.close()
        pairs = [(self.tmp[t].name, TABLE_FILES[t]) for t in TABLE_FILES]
        _write_json_atomic(pairs, self.out / PENDING_FILE)
        pause("commit")
        for i, (tmp, final) in enumerate(pairs):
            os.replace(self.out / tmp, self.out / final)
            if i == 0:
                pause("replace")
        fsync_dir(self.out)
        (self.out / PENDING_FILE).unlink()

    def abort(self) -> None:
        """Close and remove the temporary files; never raises (the disk may be full)."""
        for fh in self.files.values():
            close_quietly(fh)
        for tmp in self.tmp.values():
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
