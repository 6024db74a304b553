"""Helpers of the name test tables (tests/test_names_*.py): the system or
benchmark names the name finder gives a sentence, in order, and the table
decorator (one row per sentence, its id the sentence's start)."""
from __future__ import annotations

import pytest

from pipeline.extractors.lexicon import fold
from pipeline.extractors.names import find_names


def names(text: str, type_: str) -> list[str]:
    return [m.value for m in find_names(fold(text)) if m.type == type_]


def systems(text: str) -> list[str]:
    return names(text, "system")


def table(*rows):
    return pytest.mark.parametrize("text,expected", [pytest.param(t, e, id=t[:40]) for t, e in rows])
