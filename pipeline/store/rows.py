"""A document's rows as the cache keeps them and as the tables hold them: CSV text.

A cache entry is one line of JSON (the documents row, the numbers of rows)
and then the mention and result rows already rendered as CSV lines, with
formula-like cells neutralised (:func:`pipeline.tables.neutralise`), so
writing the tables is little more than copying text.
"""
from __future__ import annotations

import csv
import io
import json
import math
import zlib

from pipeline.tables import COLUMNS, csv_row, neutralise, render_row

def _cell(value):
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return value


def _csv_lines(rows: list[dict], table: str) -> tuple[str, int]:
    """The rows as CSV text in column order (as the table writer writes them), repeated lines dropped."""
    cols = COLUMNS[table]
    lines: dict[str, None] = {}
    for row in rows:
        lines.setdefault(csv_row(map(row.get, cols)))
    return "".join(lines), len(lines)


def encode_result(result) -> bytes:
    """A DocResult as kept in the cache, zlib-compressed: one line of JSON (the documents
    row as a list in column order, the numbers of mention and result rows, the length
    of the mention text), then the mention rows and the result rows as CSV text."""
    mentions, n_mentions = _csv_lines(result.mentions, "mentions")
    results, n_results = _csv_lines(result.results, "results")
    head = json.dumps(
        {
            "d": [_cell(result.document.get(c, "")) for c in COLUMNS["documents"]],
            "n": [n_mentions, n_results],
            "m": len(mentions),
        },
        ensure_ascii=False,
    )
    return zlib.compress(f"{head}\n{mentions}{results}".encode("utf-8"), 6)


_DOC_ID = {t: COLUMNS[t].index("doc_id") for t in COLUMNS}
# what a document's identity puts into its rows: the documents row's cells, and the
# cells of each result row that repeat its article's title, source and date
_IDENTITY = ("doc_id", "path", "title", "source", "date")
_IN_DOCUMENTS = [COLUMNS["documents"].index(c) for c in _IDENTITY]
_ARTICLE = ("title", "source", "date")
_IN_RESULTS = [COLUMNS["results"].index(c) for c in ("doc_id",) + _ARTICLE]


def _with_cells(text: str, at: list[int], values: list[str]) -> str:
    """CSV rows with the cells at these positions replaced (the others stay as written, neutralised)."""
    out = []
    for row in csv.reader(io.StringIO(text, newline="")):
        for i, value in zip(at, values):
            row[i] = neutralise(value)
        out.append(render_row(row))
    return "".join(out)


def decode_result(data: bytes, entry) -> tuple[list, str, str, int, int]:
    """Cached rows for a document with this identity (a scan.Entry: doc_id, path, title, source,
    date): (documents row, mention CSV text, result CSV text, number of mentions, number of
    results).  The cache is keyed by text only, so a renamed or copied file, or one from
    another source, reuses the rows of its text."""
    text = zlib.decompress(data).decode("utf-8")
    cut = text.index("\n")  # JSON escapes every newline of its strings
    head = json.loads(text[:cut])
    drow, split = head["d"], cut + 1 + head["m"]
    mentions, results = text[cut + 1:split], text[split:]
    want = {c: getattr(entry, c) for c in _IDENTITY}
    had = {c: drow[i] for c, i in zip(_IDENTITY, _IN_DOCUMENTS)}
    if had["doc_id"] != want["doc_id"]:
        mentions = _with_cells(mentions, [_DOC_ID["mentions"]], [want["doc_id"]])
    if any(had[c] != want[c] for c in ("doc_id",) + _ARTICLE):
        results = _with_cells(results, _IN_RESULTS, [want[c] for c in ("doc_id",) + _ARTICLE])
    for c, i in zip(_IDENTITY, _IN_DOCUMENTS):
        drow[i] = want[c]
    return drow, mentions, results, head["n"][0], head["n"][1]


def csv_line(values: list) -> str:
    """One row of raw values as a CSV line, as the tables hold it (formula-like cells neutralised)."""
    return csv_row(values)
