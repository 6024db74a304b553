"""Extract AI-hardware benchmark claims from Chinese and English press articles.

Python API::

    import pipeline
    mentions = pipeline.extract("在IPU-POD₁₂₈上训练ResNet-50的时间为5.67分钟", doc_id="x")
    results = pipeline.extract(texts, doc_id=["a", "b"], table="results")   # many texts at once
    tables = pipeline.extract_tables(texts)   # {"mentions": df, "results": df}
    doc = pipeline.annotate(text)   # the spaCy Doc: doc.spans["mentions"], doc._.claims

Each call returns plain DataFrames with the columns of ``mentions.csv`` and
``results.csv`` and the same cells (an empty field is ``""``, as in the
files), so the frames of several calls concatenate with ``pd.concat``.
Many texts go through spaCy's ``nlp.pipe``.  The command line
(``python -m pipeline``) and the tests run the same code path
(:mod:`pipeline.process`).
"""
from __future__ import annotations

from pipeline import regex_cache

regex_cache.install()  # before any pattern is compiled: their code is kept between runs

__version__ = "0.1.0"

TABLES = ("mentions", "results")


def _texts_and_ids(texts, doc_id):
    if isinstance(texts, str):
        texts = [texts]
        ids = [doc_id if isinstance(doc_id, str) else "doc"]
    else:
        if isinstance(texts, (bytes, bytearray)):
            raise TypeError(f"extract() takes the article's text as a str, not {type(texts).__name__}")
        texts = list(texts)
        if isinstance(doc_id, str):
            ids = [doc_id if len(texts) == 1 else f"{doc_id}{i + 1}" for i in range(len(texts))]
        else:
            ids = [str(i) for i in doc_id]
            if len(ids) != len(texts):
                raise ValueError(f"{len(texts)} texts but {len(ids)} doc_ids")
    for t in texts:
        if not isinstance(t, str):
            raise TypeError(f"extract() takes the article's text as a str, not {type(t).__name__}")
    return texts, ids


def extract_tables(texts, doc_id="doc"):
    """The mentions and results of one text or many, as DataFrames keyed by table name.

    ``doc_id`` names the documents: a str (one text: that id; many: the id
    numbered from 1, ``doc1``, ``doc2``...) or one id per text.  A result's ``title`` is its
    text's first line, as for a file; ``source`` and ``date`` are empty.
    """
    from pipeline.nlp import annotate_many
    from pipeline.process import from_doc, mention_row, result_row
    from pipeline.read import title_of

    texts, ids = _texts_and_ids(texts, doc_id)
    rows = {"mentions": [], "results": []}
    for text, did, doc in zip(texts, ids, annotate_many(texts)):
        mentions, claims, _script = from_doc(doc, text)
        rows["mentions"] += [_cells(mention_row(did, text, m)) for m in mentions]
        article = {"title": title_of(text)}  # a text has no source or date
        rows["results"] += [_cells(result_row(did, text, c, article)) for c in claims]
    return {table: _frame(rows[table], table) for table in TABLES}


def _frame(rows: list[dict], table: str):
    """The rows as a DataFrame of the table's columns whose cells are those of the CSV file: a
    value stays as written (24, not 24.0), offsets are integers, an empty field is ``""``."""
    import pandas as pd

    from pipeline.tables import COLUMNS

    df = pd.DataFrame(rows, columns=COLUMNS[table], dtype=object)
    for col in ("start", "end"):
        df[col] = df[col].astype("int64")
    return df


def _cells(row: dict) -> dict:
    """A row with its empty fields as the CSV files have them: ``""``, never None."""
    return {k: "" if v is None else v for k, v in row.items()}


def extract(texts, doc_id="doc", table: str = "mentions"):
    """The mentions (or, with ``table="results"``, the results) of one text or many, as a DataFrame."""
    if table not in TABLES:
        raise ValueError("table must be 'mentions' or 'results'")
    return extract_tables(texts, doc_id)[table]


def annotate(text: str):
    """The spaCy Doc of one article through the whole pipeline (see :mod:`pipeline.components`)."""
    from pipeline.nlp import annotate as run

    if not isinstance(text, str):
        raise TypeError(f"annotate() takes the article's text as a str, not {type(text).__name__}")
    return run(text)
