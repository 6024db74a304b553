"""The articles behind a results.csv: their original text and their date.

``PRED/documents.csv`` names each article's file (``path``); the text is read
to find each figure as written and its sentence.  A ``date`` (or
``published``) column, when the table has one, gives the article's date
(``2023-06-28``), from which the round is taken when the suite states none.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from pipeline.verify.rounds import parse_date


@dataclass
class Documents:
    texts: dict[str, str] = field(default_factory=dict)
    dates: dict[str, date] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def read_documents(pred: Path, doc_ids: set[str]) -> Documents:
    import pandas as pd

    from pipeline.read import InputError, read_document
    from pipeline.tables import restore_frame

    found = Documents()
    docs_path = pred / "documents.csv"
    try:
        docs = restore_frame(pd.read_csv(docs_path, dtype=str, keep_default_na=False,
                                         encoding="utf-8-sig"))
    except (OSError, ValueError, UnicodeDecodeError):
        found.notes.append(f"{docs_path} not readable: figures are read from results.csv's "
                           "value (its written precision may be lost)")
        return found
    unreadable = []
    for row in docs.to_dict("records"):
        doc_id, raw = row.get("doc_id", ""), row.get("path", "")
        if doc_id not in doc_ids:
            continue
        day = parse_date(row.get("date", "") or row.get("published", ""))
        if day:
            found.dates[doc_id] = day
        if not raw:
            continue
        for cand in (Path(raw), pred / raw, pred.parent / raw):
            if cand.is_file():
                try:
                    found.texts[doc_id] = read_document(cand).text
                except InputError:
                    continue
                break
        else:
            unreadable.append(doc_id)
    if unreadable:
        found.notes.append(
            f"{len(unreadable)} article(s) not readable ({', '.join(unreadable[:5])}"
            f"{', ...' if len(unreadable) > 5 else ''}): their figures are read from "
            "results.csv's value")
    return found
