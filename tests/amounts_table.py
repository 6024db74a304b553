"""Helpers of the amount test tables (tests/test_amounts_*.py): a sentence's
amounts (times, prices, percentages, ratios; names left aside) as a set of
``(type, value, unit, qualifier)``, so that a spurious amount fails a row as
surely as a missing one."""
from __future__ import annotations

import pytest

import pipeline
from test_mentions import PCT, P, R, T  # noqa: F401  (the tables' constructors, one definition)

AMOUNT_TYPES = ("time", "price", "percentage", "ratio")


def amounts(text: str) -> set[tuple]:
    df = pipeline.extract(text)
    return {(r.type, round(float(r.value), 4), r.unit, r.qualifier) for r in df.itertuples() if r.type in AMOUNT_TYPES}


def rows(table):
    """pytest parameters (sentence, expected) with the sentence as the id."""
    return [pytest.param(text, set(expected), id=text) for text, expected in table]


def check(text, expected):
    got = amounts(text)
    assert got == set(expected), f"{text!r}\n  missing:  {set(expected) - got}\n  spurious: {got - set(expected)}"
