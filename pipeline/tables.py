"""Stage 5, tables: rows to pandas DataFrames and CSV files, every table written the same way.

One way of writing a file, used for every table (documents, mentions,
results, audit.csv, verified.csv, the gold drafts): a temporary file beside
the target, created with the permissions the umask gives (0644 with the usual
022), synced, then renamed over the target, so that a reader sees either the
old or the new file, never half of one.  UTF-8; with ``excel`` UTF-8 with a
byte-order mark, so that spreadsheets show Chinese correctly.

Cells a spreadsheet would run as a formula are neutralised (the OWASP rule):
a text cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
return gets a leading ``'``, except a plain number (``-5``, ``+1.5e3``) and a
lone sign (the qualifier ``=``).  A cell that starts with ``'`` followed by
such a cell gets one more ``'``, so :func:`restore` (used by
:func:`pipeline.store.load_tables`) gives back exactly the original text.
"""
from __future__ import annotations

import contextlib
import csv
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from pipeline.schema import DOCUMENT_COLUMNS, MENTION_COLUMNS, RESULT_COLUMNS

if TYPE_CHECKING:  # pandas is imported only where a DataFrame is made: start-up time
    import pandas as pd

COLUMNS = {
    "documents": DOCUMENT_COLUMNS,
    "mentions": MENTION_COLUMNS,
    "results": RESULT_COLUMNS,
}
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def _would_run(text: str) -> bool:
    rest = text.lstrip("'")
    return len(rest) > 1 and rest.startswith(FORMULA_START) and not _NUMBER.fullmatch(rest)


_RISKY_FIRST = frozenset("'" + "".join(FORMULA_START))  # what a cell _would_run starts with


def neutralise(value):
    """A cell as written: ``'`` before text a spreadsheet would take for a formula."""
    if isinstance(value, str) and value and value[0] in _RISKY_FIRST and _would_run(value):
        return "'" + value
    return value


def restore(value):
    """A cell as read back: the text before :func:`neutralise`."""
    if isinstance(value, str) and value.startswith("'") and _would_run(value[1:]):
        return value[1:]
    return value


class _Echo:
    """A file whose write() returns what it is given: ``csv.writer(_Echo()).writerow(r)`` is r's CSV line."""

    @staticmethod
    def write(line: str) -> str:
        return line


_WRITER = csv.writer(_Echo(), lineterminator="\n")
_NEEDS_QUOTES = re.compile(r'[,"\r\n]')


def render_row(cells) -> str:
    """One CSV line of cells as they go in the file ("\\n"-terminated, minimal quoting).

    Python's csv writer leaves a lone carriage return unquoted (it quotes only the
    line terminator's characters), which a reader takes for the end of the row:
    such a line is written with every cell holding one quoted.
    """
    line = _WRITER.writerow(cells)
    if "\r" not in line:
        return line
    out = []
    for v in cells:
        text = "" if v is None else repr(float(v)) if isinstance(v, float) else str(v)
        out.append(f'"{text.replace(chr(34), chr(34) * 2)}"' if _NEEDS_QUOTES.search(text) else text)
    return ",".join(out) + "\n"


def csv_row(values) -> str:
    """One row of values (None or NaN: an empty cell) as a table line, formula-like cells neutralised."""
    return render_row(["" if v is None or (isinstance(v, float) and v != v) else neutralise(v)
                       for v in values])


def _text_columns(df: pd.DataFrame) -> list:
    """The columns that may hold text (object or string dtype)."""
    from pandas.api.types import is_object_dtype, is_string_dtype

    return [c for c in df.columns if is_object_dtype(df[c]) or is_string_dtype(df[c])]


def restore_frame(df: pd.DataFrame) -> pd.DataFrame:
    """Every text cell of ``df`` restored (only the cells that start with ``'`` are looked at)."""
    for col in _text_columns(df):
        s = df[col]
        marked = s.map(lambda v: isinstance(v, str) and v.startswith("'")).astype(bool)
        if marked.any():
            df[col] = s.where(~marked, s[marked].map(restore))
    return df


def frame(rows: list[dict], table: str) -> pd.DataFrame:
    """A DataFrame with exactly the table's columns, in order (empty rows allowed)."""
    import pandas as pd

    return pd.DataFrame(rows, columns=COLUMNS[table])


def temp_path(path: Path) -> Path:
    """The temporary file of this process for ``path``: ``.NAME.PID.tmp`` beside it."""
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


def open_temp(path: Path):
    """A new temporary file for ``path``, open for writing bytes: (file, its path).

    Created anew (never through a link someone put there), readable as the
    umask allows, like any file the user writes.
    """
    tmp = temp_path(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(tmp, flags, 0o666)
    except FileExistsError:  # left by a dead process that had this pid
        tmp.unlink()
        fd = os.open(tmp, flags, 0o666)
    return os.fdopen(fd, "wb"), tmp


def close_quietly(fh) -> None:
    """Close a file whose writing failed (a full disk fails the close's flush too)."""
    with contextlib.suppress(OSError):
        fh.close()


@contextlib.contextmanager
def atomic_file(path: str | os.PathLike):
    """Write ``path`` through a temporary file: renamed over it if the body completes, removed if not."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fh, tmp = open_temp(path)
    try:
        yield fh
        fh.flush()
        os.fsync(fh.fileno())
        fh.close()
        os.replace(tmp, path)
    except BaseException:
        close_quietly(fh)
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def csv_text(df: pd.DataFrame) -> str:
    """``df`` as CSV text, as the store writes its tables (:func:`csv_row`)."""
    cells = df.astype(object).where(df.notna(), None)
    return "".join([csv_row(df.columns), *(csv_row(row) for row in cells.itertuples(index=False, name=None))])


def write_csv_atomic(df: pd.DataFrame, path: str | os.PathLike, excel: bool = False) -> None:
    """Write ``df`` to ``path`` as every table is written (see the module's docstring)."""
    data = (("\ufeff" if excel else "") + csv_text(df)).encode("utf-8")
    with atomic_file(path) as fh:
        fh.write(data)


def has_bom(path: str | os.PathLike) -> bool:
    """Whether the file at ``path`` starts with a UTF-8 byte-order mark (False if it cannot be read)."""
    try:
        with open(path, "rb") as fh:
            return fh.read(3) == b"\xef\xbb\xbf"
    except OSError:
        return False


__all__ = ["COLUMNS", "frame", "write_csv_atomic", "atomic_file", "open_temp", "neutralise", "restore",
           "restore_frame", "has_bom"]
