"""Load and validate gold and prediction tables (the formats of GOLD.md).

Both kinds of file go through the same checks, so a bad prediction file gets
the same one-line messages as a bad gold file.  Every message names the file
and the line as a spreadsheet shows it (the header is line 1):

    corpus/gold/mentions.csv:7: unit 'minutes' is not allowed for type 'time' (expected: min)

Problems are collected (up to :data:`MAX_PROBLEMS_PER_FILE` per file) and
raised together as one :class:`AuditInputError`.

Cells are read as strings (the csv module, UTF-8 with or without a BOM) and
stripped of surrounding blanks, so an empty unit stays ``""`` and a doc_id such
as ``003_37c...`` stays a string.  Columns beyond the required ones are kept
in ``Row.fields`` (``rule``, ``start``, ``end``, ``text`` of predictions).
"""
from __future__ import annotations

import csv
import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from pipeline.schema import (
    name_key,
    GOLD_MENTION_COLUMNS,
    GOLD_RESULT_COLUMNS,
    METRICS,
    MENTION_TYPES,
    NAME_TYPES,
    QUALIFIERS,
    is_currency,
)
from pipeline.tables import restore

TABLES = ("mentions", "results")
REQUIRED_COLUMNS = {"mentions": GOLD_MENTION_COLUMNS, "results": GOLD_RESULT_COLUMNS}
KINDS = {"mentions": MENTION_TYPES, "results": METRICS}
KIND_COLUMN = {"mentions": "type", "results": "metric"}
MAX_PROBLEMS_PER_FILE = 20


class AuditInputError(Exception):
    """Bad gold or prediction input: ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str], rows: list | None = None):
        self.problems = list(problems)
        self.rows = rows or []  # the rows that were valid, so that later checks still run
        super().__init__("\n".join(self.problems))


@dataclass(frozen=True)
class Row:
    """One row of a gold or prediction table, validated and parsed."""

    table: str  # "mentions" or "results"
    source: str  # the file it came from
    line: int  # its line in that file (header = 1)
    fields: dict  # every cell of the row, stripped strings
    kind: str  # the type (mentions) or the metric (results)
    number: float | None  # the value as a number; None for system/benchmark names
    group: tuple  # rows match when groups are equal and numbers agree within tolerance

    @property
    def doc_id(self) -> str:
        return self.fields["doc_id"]

    @property
    def qualifier(self) -> str:
        return self.fields.get("qualifier", "")

    @property
    def rule(self) -> str:
        return self.fields.get("rule", "")

    @property
    def key(self) -> tuple:
        """Identity for the set semantics of GOLD.md: equal keys are one row."""
        return self.group + (self.number,)


@lru_cache(maxsize=1)
def allowed_units() -> dict:
    data = resources.files("pipeline.data").joinpath("audit_units.json").read_text("utf-8")
    units = json.loads(data)
    return {t: units[t] for t in TABLES}


def unit_ok(table: str, kind: str, unit: str) -> bool:
    for allowed in allowed_units()[table][kind]:
        if allowed == "CURRENCY" and is_currency(unit):
            return True
        if allowed == unit:
            return True
    return False


def _expected_units(table: str, kind: str) -> str:
    shown = []
    for u in allowed_units()[table][kind]:
        shown.append("a currency code such as USD" if u == "CURRENCY" else (u or "empty"))
    return " or ".join(shown)


def parse_number(text: str) -> float | None:
    """A finite number written plainly (``5.67``, ``149995``, ``-3``, ``1e6``), else None."""
    if not text or "_" in text or "," in text:
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _check_row(table: str, fields: dict, role: str) -> tuple[str, float | None, tuple, list[str]]:
    """Validate one row; return (kind, number, group, problems)."""
    problems = []
    doc_id = fields["doc_id"]
    if not doc_id:
        problems.append("empty doc_id")
    kind_col = KIND_COLUMN[table]
    kind = fields[kind_col]
    if kind not in KINDS[table]:
        problems.append(
            f"unknown {kind_col} {kind!r} (expected one of: {', '.join(KINDS[table])})")
        return kind, None, (), problems
    unit = fields["unit"]
    if not unit_ok(table, kind, unit):
        problems.append(
            f"unit {unit!r} is not allowed for {kind_col} {kind!r} "
            f"(expected: {_expected_units(table, kind)})")
    value = fields["value"]
    number = None
    if table == "mentions" and kind in NAME_TYPES:
        if not name_key(value):
            problems.append(f"{kind} name {value!r} is empty (it needs letters or digits)")
        group = (doc_id, kind, unit, name_key(value))
    else:
        number = parse_number(value)
        if number is None:
            problems.append(f"value {value!r} is not a number")
        if table == "mentions":
            group = (doc_id, kind, unit)
        else:
            group = (doc_id, name_key(fields["system"]), name_key(fields["benchmark"]), kind, unit)
    qualifier = fields.get("qualifier")
    if qualifier is not None and (table == "results" or qualifier):
        if qualifier not in QUALIFIERS:
            problems.append(
                f"unknown qualifier {qualifier!r} (expected one of: {' '.join(QUALIFIERS)})")
    return kind, number, group, problems


def read_table(path: str | Path, table: str, role: str = "gold") -> list[Row]:
    """Read and validate ``path`` as a ``table`` ("mentions" or "results") file.

    ``role`` ("gold" or "predictions") only changes the wording of messages.
    Raises AuditInputError listing every problem found (capped per file).
    """
    path = Path(path)
    problems: list[str] = []
    rows: list[Row] = []

    def problem(line: int, text: str) -> None:
        problems.append(f"{path}:{line}: {text}")

    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise AuditInputError([f"{path}: cannot be read ({exc.strerror or exc})"]) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise AuditInputError(
            [f"{path}: not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start})"]
        ) from None
    reader = csv.reader(text.splitlines(keepends=True))
    try:
        header = next(reader)
    except StopIteration:
        raise AuditInputError([f"{path}:1: empty file (no header line)"]) from None
    except csv.Error as exc:
        raise AuditInputError([f"{path}:1: not a CSV header ({exc})"]) from None
    header = [h.strip() for h in header]
    required = REQUIRED_COLUMNS[table]
    missing = [c for c in required if c not in header]
    if missing:
        raise AuditInputError([
            f"{path}:1: missing column{'s' if len(missing) > 1 else ''} "
            f"{', '.join(missing)} (a {role} {table} file needs: {','.join(required)})"
        ])
    last_line = reader.line_num
    while True:
        try:
            record = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            problem(last_line + 1, f"not valid CSV ({exc})")
            break
        line, last_line = last_line + 1, reader.line_num
        if not any(cell.strip() for cell in record):
            continue  # blank line
        if len(record) != len(header):
            problem(line, f"has {len(record)} fields, the header has {len(header)}")
            continue
        # cells as written before the tables neutralised formula-like text (a leading ')
        fields = {h: restore(c).strip() for h, c in zip(header, record)}
        kind, number, group, found = _check_row(table, fields, role)
        for p in found:
            problem(line, p)
        if not found:
            rows.append(Row(table, str(path), line, fields, kind, number, group))
    if problems:
        if len(problems) > MAX_PROBLEMS_PER_FILE:
            extra = len(problems) - MAX_PROBLEMS_PER_FILE
            problems = problems[:MAX_PROBLEMS_PER_FILE] + [f"{path}: ... and {extra} more problems"]
        raise AuditInputError(problems, rows)
    return rows


def check_doc_ids(rows: list[Row], known: set[str], where: str) -> list[str]:
    """Problems for rows whose doc_id has no article (``where`` says where articles were looked for)."""
    problems = []
    for row in rows:
        if row.doc_id not in known:
            problems.append(f"{row.source}:{row.line}: doc_id {row.doc_id!r} has no article in {where}")
    if len(problems) > MAX_PROBLEMS_PER_FILE:
        extra = len(problems) - MAX_PROBLEMS_PER_FILE
        problems = problems[:MAX_PROBLEMS_PER_FILE] + [f"... and {extra} more doc_ids with no article"]
    return problems
