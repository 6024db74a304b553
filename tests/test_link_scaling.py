"""The linker's work grows linearly with the document and with the figures of a
sentence (issue 16): counted, not timed.

For hostile documents -- one sentence of thousands of figures, thousands of
clauses, of systems, of sentences with no subject, of list items -- the
number of lines of linker code executed for a document twice as long must be
at most about twice as many (an all-pairs comparison, or a scan of the
sentence per figure, would make it four times).  The counts come from a
trace hook that counts line events in ``pipeline/link/`` only.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from line_counts import count_lines  # noqa: E402
from pipeline.extractors import find_mentions_in_text  # noqa: E402
from pipeline.link import link_claims  # noqa: E402
from pipeline.normalise import normalise  # noqa: E402

LINK_DIR = str(Path(__file__).resolve().parents[1] / "pipeline" / "link")
GROWTH = 2.3  # doubling the document may at most about double the work


def _zh_clauses(k):
    return "".join("H100比A100快%d倍，" % (i % 9 + 1) for i in range(k))


def _zh_systems(k):
    return "".join("IPU-POD%d快%d倍。" % (i, i % 7 + 1) for i in range(k))


def _en_one_clause(k):
    return "The H100 is " + " and ".join("%dx faster than the A100" % (i % 9 + 1) for i in range(k)) + "."


def _en_no_subject(k):
    return " ".join("It is %d%% faster on BERT." % (i % 90 + 1) for i in range(k))


def _zh_list(k):
    return "H100的成绩如下：\n" + "".join("- BERT：%d分钟\n" % (i % 50 + 1) for i in range(k))


def _percent_run(k):
    return "1%" * k


def _ratio_run(k):
    return "H100分别提升了" + "、".join("%d倍" % (i % 9 + 1) for i in range(k)) + "。"


def _prices(k):
    return "".join("H100售价%d美元，A100售价%d美元。" % (1000 + i, 2000 + i) for i in range(k))


DOCUMENTS = [_zh_clauses, _zh_systems, _en_one_clause, _en_no_subject, _zh_list, _percent_run, _ratio_run, _prices]


def _count_lines(text: str) -> tuple[int, int]:
    """(line events in the linker's code, claims) for linking ``text``."""
    norm = normalise(text)
    mentions = find_mentions_in_text(norm.text)
    count, claims = count_lines((LINK_DIR,), link_claims, norm.text, mentions, norm.script)
    return count, len(claims)


@pytest.mark.parametrize("make", DOCUMENTS, ids=[d.__name__.strip("_") for d in DOCUMENTS])
def test_linking_work_grows_linearly(make):
    small, _ = _count_lines(make(300))
    large, _ = _count_lines(make(600))
    assert small > 1000, "the linker did some work"
    assert large <= GROWTH * small, f"doubling the document multiplied the work by {large / small:.2f}"


def test_many_distinct_claims_all_kept():
    """Collapsing compares each claim with the few stating the same figure: 600 systems with one
    figure each give 600 claims (none is taken for a repeat of another)."""
    _, claims = _count_lines(_zh_systems(600))
    assert claims == 600
