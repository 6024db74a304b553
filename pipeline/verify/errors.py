"""The one error type of ``verify``: a file that cannot be used, and why.

``str()`` is one line naming the file (and the line, when there is one) and
the problem, e.g. ``scores.csv:12: score_min 'abc' is not a number; row
skipped``.  Loaders collect these and go on; the command prints them.
"""
from __future__ import annotations

import csv
import os
from pathlib import Path


class LogError(Exception):
    """A log, system file or table row that cannot be used: names the path and the problem."""

    def __init__(self, path: str | os.PathLike, problem: str, line: int | None = None):
        self.path = str(path)
        self.problem = problem
        self.line = line
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: {_one_line(problem)}")


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def read_csv(path: str | os.PathLike, required: tuple[str, ...]) -> list[dict]:
    """The rows of a UTF-8 CSV file (BOM or not) as dicts with their line number in ``_line``.

    Raises :class:`LogError` for a file that cannot be read, is not UTF-8, or
    lacks one of the ``required`` columns.  Lines starting with ``#`` are
    comments.  A row with too many or too few fields is kept with a
    ``_problem`` so the caller can report it and skip it.
    """
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise LogError(path, f"cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise LogError(path, "is not UTF-8 text") from None
    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1)
             if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        raise LogError(path, "is empty")
    try:
        parsed = list(csv.reader([line for _, line in lines]))
    except csv.Error as exc:
        raise LogError(path, f"is not a CSV table ({exc})") from None
    header = [h.strip() for h in parsed[0]]
    missing = [c for c in required if c not in header]
    if missing:
        raise LogError(path, f"missing column(s) {', '.join(missing)}", lines[0][0])
    rows = []
    for (n, _), cells in zip(lines[1:], parsed[1:]):
        row = dict(zip(header, (c.strip() for c in cells)))
        row["_line"] = n
        if len(cells) != len(header):
            row["_problem"] = f"{len(cells)} fields, the header has {len(header)}; row skipped"
        rows.append(row)
    return rows
