"""Documents of the previous tables that a run was not asked about: kept, where they were.

``extract one.txt`` adds or updates ``one``; every other document of the
output keeps its rows, byte for byte, unless the run prunes (``--prune``:
the output then mirrors the paths given, and the documents that go are
listed).  A kept document stays next to the document it followed in the
previous tables, so a run over the same folder writes the order a fresh run
would, and one over a single file changes nothing but that file's rows.

A kept document's rows come from the previous tables' layout (copied), else
from the cache, else (another pipeline version wrote them) from the previous
tables themselves, read by doc_id.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from pipeline.read import shown
from pipeline.schema import TABLE_FILES
from pipeline.store.errors import StoreError
from pipeline.store.scan import Entry
from pipeline.tables import COLUMNS, render_row, restore


@dataclass
class Kept(Entry):
    """A document of the previous tables; ``cells`` is its documents row as the file holds it."""

    cells: list = field(default_factory=list)


def _read_table(path: Path, table: str) -> tuple[list[str], list[list[str]]] | None:
    """(header, rows) of a table file, or None if there is none; StoreError if it is not a table."""
    try:
        with open(path, encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.reader(fh))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise StoreError(f"{shown(path)}: cannot be read ({exc}); its documents cannot be kept: move it "
                         "away, or give --prune to write the tables anew") from None
    if not rows or "doc_id" not in rows[0]:
        raise StoreError(f"{shown(path)}: not a {table} table (no doc_id column); its documents cannot "
                         "be kept: move it away, or give --prune to write the tables anew")
    return rows[0], rows[1:]


def _in_columns(header: list[str], row: list[str], table: str) -> list[str]:
    """A row of a file with ``header`` in the table's current columns ("" for a missing one)."""
    index = {name: i for i, name in enumerate(header)}
    return [row[index[c]] if c in index and index[c] < len(row) else "" for c in COLUMNS[table]]


def previous_documents(out: Path, strict: bool = True) -> list[Kept]:
    """The documents of ``out``'s documents table, in order (without ``strict``: [] if unreadable)."""
    try:
        table = _read_table(out / TABLE_FILES["documents"], "documents")
    except StoreError:
        if strict:
            raise
        return []
    if table is None:
        return []
    header, rows = table
    kept, seen = [], set()
    for row in rows:
        cells = _in_columns(header, row, "documents")
        doc_id, path, sha, title, source, date = (
            restore(cells[COLUMNS["documents"].index(c)])
            for c in ("doc_id", "path", "sha256", "title", "source", "date"))
        if doc_id and doc_id not in seen:
            seen.add(doc_id)
            kept.append(Kept(doc_id, path, title, sha, source, date, cells))
    return kept


def plan(records, previous: list[Kept], prune: bool) -> tuple[Iterator, int]:
    """The steps of the write, as an iterator, and their number: the run's items in order
    (``records``, :class:`pipeline.store.records.RunRecords`), each previous document not among
    them after the one it followed (with ``prune``, the items alone).  The kept documents' shas
    are recorded: their cache entries stay."""
    if prune or not previous:
        return records.items(), records.count
    after: dict[str | None, list[Kept]] = {}
    anchor = None  # the start of the tables
    for doc in previous:
        if records.path_of(doc.doc_id) is not None:  # given (an entry of the run)
            anchor = doc.doc_id
        else:
            after.setdefault(anchor, []).append(doc)
            records.add_kept(doc.sha)

    def steps() -> Iterator:
        yield from after.pop(None, [])
        for e in records.items():
            yield e
            if isinstance(e, Entry):
                yield from after.pop(e.doc_id, [])

    return steps(), records.count + sum(map(len, after.values()))


class PreviousRows:
    """The rows of some documents as the previous mentions and results tables hold them."""

    def __init__(self, out: Path, doc_ids: set[str]):
        self.rows: dict[str, dict[str, list[str]]] = {}
        for table in ("mentions", "results"):
            try:
                found = _read_table(out / TABLE_FILES[table], table)
            except StoreError:
                found = None
            if found is None:
                continue
            header, rows = found
            at = header.index("doc_id")
            for row in rows:
                doc_id = restore(row[at]) if at < len(row) else ""
                if doc_id in doc_ids:
                    lines = self.rows.setdefault(doc_id, {"mentions": [], "results": []})[table]
                    lines.append(render_row(_in_columns(header, row, table)))

    def of(self, doc: Kept) -> tuple[str, str, str, int, int]:
        """(documents line, mention lines, result lines, number of mentions, of results)."""
        rows = self.rows.get(doc.doc_id, {"mentions": [], "results": []})
        line = render_row(doc.cells)
        return (line, "".join(rows["mentions"]), "".join(rows["results"]),
                len(rows["mentions"]), len(rows["results"]))
