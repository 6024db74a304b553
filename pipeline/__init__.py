"""Extract AI-hardware benchmark claims from Chinese and English press articles.

Python API::

    import pipeline
    mentions = pipeline.extract("在IPU-POD₁₂₈上训练ResNet-50的时间为5.67分钟", doc_id="x")
    results = pipeline.extract(text, doc_id="x", table="results")
    # or both at once: pipeline.extract_tables(text, doc_id="x") -> {"mentions": df, "results": df}

The command line (``python -m pipeline``) and the tests run the same code path
(:func:`pipeline.process.analyse`).
"""
from __future__ import annotations

__version__ = "0.1.0"


def extract_tables(text: str, doc_id: str = "doc"):
    """The mentions and results of one text, as DataFrames keyed by table name."""
    from pipeline.process import mention_row, result_row, analyse
    from pipeline.tables import frame

    if not isinstance(text, str):
        raise TypeError(f"extract() takes the article's text as a str, not {type(text).__name__}")
    mentions, claims, _script = analyse(text)
    return {
        "mentions": frame([mention_row(doc_id, text, m) for m in mentions], "mentions"),
        "results": frame([result_row(doc_id, text, c) for c in claims], "results"),
    }


def extract(text: str, doc_id: str = "doc", table: str = "mentions"):
    """The mentions (or, with ``table="results"``, the results) of one text as a DataFrame.

    The mentions frame also carries the results as ``df.attrs["results"]``.
    """
    if table not in ("mentions", "results"):
        raise ValueError("table must be 'mentions' or 'results'")
    tables = extract_tables(text, doc_id)
    df = tables[table]
    if table == "mentions":
        df.attrs["results"] = tables["results"]
    return df
