"""Bring an output folder up to date with a set of documents.

(First version: processes every document each time.  The incremental,
cached version keeps this signature.)
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from pipeline.read import InputError
from pipeline.tables import frame, write_csv_atomic
from pipeline.types import Document


@dataclass
class UpdateSummary:
    processed: int = 0
    reused: int = 0
    failed: list[InputError] = field(default_factory=list)
    documents: int = 0
    mentions: int = 0
    results: int = 0


def update_outputs(
    items: Iterable[Document | InputError],
    out_dir: str | Path,
    *,
    jobs: int = 1,
    excel: bool = False,
    progress: bool = False,
) -> UpdateSummary:
    from pipeline.process import process_document

    summary = UpdateSummary()
    docs, mentions, results = [], [], []
    for item in items:
        if isinstance(item, InputError):
            summary.failed.append(item)
            print(f"error: {item}", file=sys.stderr)
            continue
        try:
            r = process_document(item)
        except Exception as exc:  # one bad document must not stop the batch
            err = InputError(item.path, f"extraction failed: {type(exc).__name__}: {exc}")
            summary.failed.append(err)
            print(f"error: {err}", file=sys.stderr)
            continue
        summary.processed += 1
        docs.append(r.document)
        mentions.extend(r.mentions)
        results.extend(r.results)
    out = Path(out_dir)
    write_csv_atomic(frame(docs, "documents"), out / "documents.csv", excel)
    write_csv_atomic(frame(mentions, "mentions"), out / "mentions.csv", excel)
    write_csv_atomic(frame(results, "results"), out / "results.csv", excel)
    summary.documents, summary.mentions, summary.results = len(docs), len(mentions), len(results)
    return summary
