"""Stage 5, tables: rows to pandas DataFrames and CSV files (written atomically)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pandas as pd

from pipeline.schema import DOCUMENT_COLUMNS, MENTION_COLUMNS, RESULT_COLUMNS

COLUMNS = {
    "documents": DOCUMENT_COLUMNS,
    "mentions": MENTION_COLUMNS,
    "results": RESULT_COLUMNS,
}


def frame(rows: list[dict], table: str) -> pd.DataFrame:
    """A DataFrame with exactly the table's columns, in order (empty rows allowed)."""
    return pd.DataFrame(rows, columns=COLUMNS[table])


def write_csv_atomic(df: pd.DataFrame, path: str | os.PathLike, excel: bool = False) -> None:
    """Write ``df`` to ``path`` so that a reader sees either the old or the new file, never half.

    UTF-8; with ``excel`` UTF-8 with a BOM, so spreadsheets show Chinese correctly.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8-sig" if excel else "utf-8", newline="") as fh:
            df.to_csv(fh, index=False, lineterminator="\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
