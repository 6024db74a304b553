"""The table contract (defined in docs/tables.md): columns and vocabularies.

Every module that writes or reads a table takes its columns from here.
"""
from __future__ import annotations

MENTION_TYPES = ("system", "benchmark", "time", "price", "percentage", "ratio")
NAME_TYPES = ("system", "benchmark")  # valued by canonical name, not number
METRICS = ("train_time", "price", "perf_gain", "speedup", "perf_per_dollar")
QUALIFIERS = ("=", "~", "<", ">", "<=", ">=")
# units other than ISO 4217 currency codes (three capital letters)
NON_CURRENCY_UNITS = ("min", "%", "x")

DOCUMENT_COLUMNS = ["doc_id", "path", "script", "chars", "sha256", "title", "source", "date"]
MENTION_COLUMNS = [
    "doc_id", "type", "text", "value", "unit", "qualifier", "start", "end", "rule",
]
RESULT_COLUMNS = [
    "doc_id", "system", "benchmark", "metric", "value", "unit", "qualifier",
    "division", "suite", "baseline", "evidence", "start", "end", "rule",
    "title", "source", "date",  # the claim's article (its feed metadata); the audit ignores them
]
GOLD_MENTION_COLUMNS = ["doc_id", "type", "value", "unit"]
GOLD_RESULT_COLUMNS = [
    "doc_id", "system", "benchmark", "metric", "value", "unit", "qualifier",
]

TABLE_FILES = {
    "documents": "documents.csv",
    "mentions": "mentions.csv",
    "results": "results.csv",
}


# Numbers agree within 0.5 % of the larger one (GOLD.md, Scoring).
RELATIVE_TOLERANCE = 0.005


def name_key(name) -> str:
    """GOLD.md's key of a name: lower case, only letters and digits (any script) kept."""
    return "".join(ch for ch in str(name).lower() if ch.isalnum())


def is_currency(unit: str) -> bool:
    return len(unit) == 3 and unit.isascii() and unit.isalpha() and unit.isupper()
