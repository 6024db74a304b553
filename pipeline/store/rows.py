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
_PATH = COLUMNS["documents"].index("path")
_TITLE = COLUMNS["documents"].index("title")


def _with_doc_id(text: str, table: str, doc_id: str) -> str:
    """CSV rows of ``table`` with their doc_id replaced."""
    out = []
    for row in csv.reader(io.StringIO(text, newline="")):
        row[_DOC_ID[table]] = neutralise(doc_id)  # the other cells are as written (neutralised)
        out.append(render_row(row))
    return "".join(out)


def decode_result(data: bytes, doc_id: str, path: str, title: str) -> tuple[list, str, str, int, int]:
    """Cached rows for a document with this identity: (documents row, mention CSV text,
    result CSV text, number of mentions, number of results).  The cache is keyed by
    text only, so a renamed or copied file reuses the rows of its text."""
    text = zlib.decompress(data).decode("utf-8")
    cut = text.index("\n")  # JSON escapes every newline of its strings
    head = json.loads(text[:cut])
    drow, split = head["d"], cut + 1 + head["m"]
    mentions, results = text[cut + 1:split], text[split:]
    if drow[_DOC_ID["documents"]] != doc_id:
        mentions = _with_doc_id(mentions, "mentions", doc_id)
        results = _with_doc_id(results, "results", doc_id)
    drow[_DOC_ID["documents"]] = doc_id
    drow[_PATH] = path
    drow[_TITLE] = title
    return drow, mentions, results, head["n"][0], head["n"][1]


def csv_line(values: list) -> str:
    """One row of raw values as a CSV line, as the tables hold it (formula-like cells neutralised)."""
    return csv_row(values)
