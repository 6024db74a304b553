"""docs/tables.md defines every column of every table, and every type, metric, qualifier and unit,
taken from the code (pipeline/schema.py, the audit's columns, the unit list), so it cannot drift."""
from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from pipeline.audit.report import AUDIT_COLUMNS
from pipeline.schema import (DOCUMENT_COLUMNS, GOLD_MENTION_COLUMNS, GOLD_RESULT_COLUMNS, MENTION_COLUMNS,
                             MENTION_TYPES, METRICS, NON_CURRENCY_UNITS, QUALIFIERS, RESULT_COLUMNS)

REPO = Path(__file__).resolve().parents[1]
DOC = (REPO / "docs" / "tables.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The text of the section headed ``## title`` (up to the next ``## ``)."""
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", DOC, re.M | re.S)
    assert m, f"docs/tables.md has no section '## {title}'"
    return m.group(1)


def defined(text: str) -> set[str]:
    """Names defined in the first cell of a table row: | `a` | or | `a`, `b` |."""
    names = set()
    for line in text.splitlines():
        if line.startswith("| `"):
            names.update(re.findall(r"`([^`]+)`", line.split("|")[1]))
    return names


@pytest.mark.parametrize("title, columns", [
    ("documents.csv", DOCUMENT_COLUMNS),
    ("mentions.csv", MENTION_COLUMNS),
    ("results.csv", RESULT_COLUMNS),
    ("audit.csv", AUDIT_COLUMNS),
])
def test_every_column_is_defined(title, columns):
    got = defined(section(title))
    assert set(columns) <= got, f"not defined in docs/tables.md ({title}): {sorted(set(columns) - got)}"
    assert got <= set(columns), f"defined but not a column of {title}: {sorted(got - set(columns))}"


@pytest.mark.parametrize("title, names", [
    ("Types", MENTION_TYPES),
    ("Metrics", METRICS),
    ("Qualifiers", QUALIFIERS),
])
def test_every_type_metric_and_qualifier_is_defined(title, names):
    assert defined(section(title)) >= set(names)


def test_every_unit_is_defined():
    units = section("Units")
    assert defined(units) >= set(NON_CURRENCY_UNITS)
    with open(REPO / "pipeline" / "data" / "units.csv", encoding="utf-8", newline="") as fh:
        currencies = {r["unit"] for r in csv.DictReader(line for line in fh if not line.startswith("#"))
                      if r["type"] == "price"}
    assert currencies and all(f"`{c}`" in units for c in currencies), currencies


def test_the_gold_format_and_scoring_are_described():
    scoring = section("How the audit scores")
    assert f"`{','.join(GOLD_MENTION_COLUMNS)}`" in scoring and f"`{','.join(GOLD_RESULT_COLUMNS)}`" in scoring
    for words in ("0.5 %", "qualifier accuracy", "micro", "harmonic mean", "key"):
        assert words in scoring


def test_verified_csv_is_linked_and_readme_points_here():
    assert "(verified.md)" in section("verified.csv")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/tables.md" in readme
    assert "../shared/" not in readme.split("## How it works")[0]  # the definitions are in the project
