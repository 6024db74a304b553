"""Draft gold tables from the pipeline's own predictions (`gold-draft`).

Same code path as `extract` (``pipeline.process.process_document``); only the
gold columns are kept, a repeated row is kept once (by the audit's key, so
``DGX A100`` and ``DGX-A100`` in one document are one row), and rows are
sorted by doc_id, type/metric in GOLD.md's order, then name or number.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterable

from pipeline.audit.gold import name_key, parse_number
from pipeline.schema import (
    GOLD_MENTION_COLUMNS,
    GOLD_RESULT_COLUMNS,
    METRICS,
    MENTION_TYPES,
    NAME_TYPES,
)


def format_number(value) -> str:
    """``6.0`` -> ``6``, ``5.67`` -> ``5.67``, ``149995`` -> ``149995`` (no exponent for ordinary sizes)."""
    if isinstance(value, str):
        parsed = parse_number(value)
        if parsed is None:
            return value
        value = parsed
    value = float(value)
    if value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return repr(round(value, 6))


def _mention_sort(row: dict):
    number = parse_number(row["value"]) if row["type"] not in NAME_TYPES else None
    return (row["doc_id"], MENTION_TYPES.index(row["type"]) if row["type"] in MENTION_TYPES else 99,
            row["unit"], number if number is not None else 0.0, row["value"].lower())


def _result_sort(row: dict):
    number = parse_number(row["value"])
    return (row["doc_id"], row["system"].lower(), row["benchmark"].lower(),
            METRICS.index(row["metric"]) if row["metric"] in METRICS else 99,
            row["unit"], number if number is not None else 0.0)


def gold_mentions(rows: Iterable[dict]) -> list[dict]:
    out, seen = [], set()
    for r in rows:
        g = {c: str(r.get(c, "") if r.get(c) is not None else "") for c in GOLD_MENTION_COLUMNS}
        if g["type"] not in NAME_TYPES:
            g["value"] = format_number(g["value"])
            key = (g["doc_id"], g["type"], g["unit"], parse_number(g["value"]))
        else:
            key = (g["doc_id"], g["type"], g["unit"], name_key(g["value"]))
        if key not in seen:
            seen.add(key)
            out.append(g)
    return sorted(out, key=_mention_sort)


def gold_results(rows: Iterable[dict]) -> list[dict]:
    out, seen = [], set()
    for r in rows:
        g = {c: str(r.get(c, "") if r.get(c) is not None else "") for c in GOLD_RESULT_COLUMNS}
        g["value"] = format_number(g["value"])
        key = (g["doc_id"], name_key(g["system"]), name_key(g["benchmark"]), g["metric"],
               g["unit"], parse_number(g["value"]))
        if key not in seen:
            seen.add(key)
            out.append(g)
    return sorted(out, key=_result_sort)


def draft_rows(items) -> tuple[list[dict], list[dict], list, int]:
    """(mentions, results, failures, number of documents) for Documents / InputErrors."""
    from pipeline.process import process_document
    from pipeline.read import InputError

    mentions, results, failed, n_docs = [], [], [], 0
    for item in items:
        if isinstance(item, InputError):
            failed.append(item)
            continue
        try:
            r = process_document(item)
        except Exception as exc:  # one bad document must not stop the batch
            failed.append(InputError(item.path, f"extraction failed: {type(exc).__name__}: {exc}"))
            continue
        n_docs += 1
        mentions.extend(r.mentions)
        results.extend(r.results)
    return gold_mentions(mentions), gold_results(results), failed, n_docs


def write_draft(out: Path, mentions: list[dict], results: list[dict], excel: bool = False) -> None:
    import pandas as pd

    from pipeline.tables import write_csv_atomic

    write_csv_atomic(pd.DataFrame(mentions, columns=GOLD_MENTION_COLUMNS), out / "mentions.csv", excel)
    write_csv_atomic(pd.DataFrame(results, columns=GOLD_RESULT_COLUMNS), out / "results.csv", excel)


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use: python -m pipeline gold-draft PATH... --out DIR")
