"""`audit` prints its totals first (issue 15): the F1 summary before the per-type and per-rule tables."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.audit import audit_dirs
from pipeline.read import iter_article_files
from pipeline.store import update_outputs

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def text(tmp_path_factory):
    out = tmp_path_factory.mktemp("audit_order") / "out"
    update_outputs(iter_article_files([REPO / "corpus" / "articles"]), out, jobs=1)
    result = audit_dirs(REPO / "corpus" / "gold", out)
    return result.format_text(out / "audit.csv").splitlines(), result, out


def first(lines: list[str], start: str) -> int:
    return next(i for i, line in enumerate(lines) if line.strip().startswith(start))


def test_totals_come_first_and_audit_csv_last(text):
    lines, result, out = text
    assert lines[0].startswith("Audit of ")
    summary = result.format_summary().splitlines()
    assert lines[1:1 + len(summary)] == summary  # the totals right under the heading
    assert "mentions micro P" in lines[1] and "results  micro P" in lines[2] and "qualifier accuracy" in lines[2]
    assert first(lines, "mentions (type)") < first(lines, "results (metric)") < first(lines, "rules (mentions)")
    assert first(lines, "rules (mentions)") < first(lines, "rules (results)")
    assert str(out / "audit.csv") in lines[-1]
