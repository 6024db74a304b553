"""Read what `extract` wrote (documents, mentions, results) and the original texts.

Every problem is collected as one line in ``Tables.warnings`` (naming the
file) instead of stopping the report: a missing article or an unreadable
table leaves a gap in the page, not a traceback.  Only files in the article
folders are read (see :mod:`pipeline.review.articles`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from pipeline.review.articles import ArticleFolders, resolve_article
from pipeline.schema import DOCUMENT_COLUMNS, MENTION_COLUMNS, RESULT_COLUMNS, TABLE_FILES

COLUMNS = {"documents": DOCUMENT_COLUMNS, "mentions": MENTION_COLUMNS, "results": RESULT_COLUMNS}


class ReportError(Exception):
    """A problem that stops the report; ``str()`` is one line naming the file."""


@dataclass
class Tables:
    documents: pd.DataFrame
    mentions: pd.DataFrame
    results: pd.DataFrame
    texts: dict[str, str | None] = field(default_factory=dict)  # doc_id -> original text
    warnings: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # doc_ids whose file lies outside the article folders


def read_table(path: Path, columns: list[str], warnings: list[str]) -> pd.DataFrame | None:
    """The CSV at ``path`` as strings with ``columns`` (None if it is absent or unreadable)."""
    if not path.is_file():
        return None
    try:
        from pipeline.tables import restore_frame  # cells written with a leading ' against formulas

        df = restore_frame(pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8-sig"))
    except pd.errors.EmptyDataError:
        warnings.append(f"{path}: empty file (no header); treated as an empty table")
        return pd.DataFrame(columns=columns)
    except (pd.errors.ParserError, UnicodeDecodeError, OSError) as exc:
        warnings.append(f"{path}: cannot be read as CSV ({str(exc).splitlines()[0]}); skipped")
        return None
    missing = [c for c in columns if c not in df.columns]
    if missing:
        warnings.append(f"{path}: missing column(s) {', '.join(missing)}; shown as empty")
        for c in missing:
            df[c] = ""
    return df[columns]


def load_tables(pred_dir: Path, folders: ArticleFolders | None = None) -> Tables:
    """The three tables of ``pred_dir`` and the text of every document they name that lies in
    one of the article ``folders`` (default: :meth:`ArticleFolders.default`)."""
    from pipeline.read import InputError, read_document, sha256_text

    pred_dir = Path(pred_dir)
    folders = folders or ArticleFolders.default(pred_dir)
    if not pred_dir.is_dir():
        raise ReportError(f"{pred_dir}: no such folder (run `python -m pipeline extract --out {pred_dir}` first)")
    warnings: list[str] = []
    frames = {}
    for table, name in TABLE_FILES.items():
        df = read_table(pred_dir / name, COLUMNS[table], warnings)
        frames[table] = df
    if all(df is None for df in frames.values()):
        raise ReportError(
            f"{pred_dir}: no documents.csv, mentions.csv or results.csv "
            f"(run `python -m pipeline extract --out {pred_dir}` first)"
        )
    for table, df in frames.items():
        if df is None:
            warnings.append(f"{pred_dir / TABLE_FILES[table]}: not found; shown as empty")
            frames[table] = pd.DataFrame(columns=COLUMNS[table])
    docs = frames["documents"]
    # documents named only by mentions/results still get a row (without text)
    known = list(dict.fromkeys(docs["doc_id"]))
    extra = [d for d in dict.fromkeys([*frames["mentions"]["doc_id"], *frames["results"]["doc_id"]])
             if d not in set(known)]
    if extra:
        warnings.append(f"{pred_dir / 'documents.csv'}: {len(extra)} doc_id(s) in mentions/results "
                        f"are not listed (e.g. {extra[0]}); shown without text")
        docs = pd.concat([docs, pd.DataFrame({"doc_id": extra})], ignore_index=True).fillna("")
    docs = docs.drop_duplicates("doc_id").reset_index(drop=True)

    texts: dict[str, str | None] = {}
    refused: list[str] = []
    for row in docs.itertuples(index=False):
        if row.doc_id in texts:
            continue
        path = resolve_article(row.path, pred_dir)
        if path is None:
            if row.path:
                warnings.append(f"{row.path}: article not found; {row.doc_id} shown without text")
            texts[row.doc_id] = None
            continue
        if not folders.allows(path):
            refused.append(row.doc_id)
            warnings.append(f"{path}: not an article file in the article folders ({folders.describe()}); "
                            f"{row.doc_id} shown without text (give `report --articles DIR` to show it)")
            texts[row.doc_id] = None
            continue
        try:
            text = read_document(path).text
        except InputError as err:
            warnings.append(f"{err}; {row.doc_id} shown without text")
            texts[row.doc_id] = None
            continue
        if row.sha256 and sha256_text(text) != row.sha256:
            warnings.append(f"{path}: changed since extraction (sha256 differs); "
                            "marks whose text no longer matches are left out")
        texts[row.doc_id] = text
    return Tables(docs, frames["mentions"], frames["results"], texts, warnings, refused)
