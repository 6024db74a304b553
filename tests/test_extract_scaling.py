"""Finding mentions (and the linker's document-level context) grows linearly with the document
(issue 16): counted, not timed.

For hostile documents -- thousands of back-references to a product named in
full, of task names an article defines, of suite statements, of models
measured, of multiplier words beside figures -- the number of lines of
extractor and linker code executed for a document twice as long must be at
most about twice as many; a scan of every name, figure or definition per
match (which these steps once did) makes it four times.  The counts come
from a trace hook that counts line events in ``pipeline/extractors/`` and
``pipeline/link/`` only.
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

PACKAGE = Path(__file__).resolve().parents[1] / "pipeline"
COUNTED = (str(PACKAGE / "extractors"), str(PACKAGE / "link"))
GROWTH = 2.3  # doubling the document may at most about double the work


def _zh_references(k):
    return "".join("华为昇腾910C的训练时间为%d分钟，910C领先。" % (i % 50 + 1) for i in range(k))


def _zh_hant_references(k):
    return "".join("昇騰910C的訓練時間為%d分鐘，910C領先。" % (i % 50 + 1) for i in range(k))


def _en_references(k):
    return " ".join("Ascend 910C took %d minutes; the 910C leads." % (i % 50 + 1) for i in range(k))


def _zh_task_names(k):
    return "".join("医学影像分割(U-Net3D)用时%d分钟，医学影像分割更快。" % (i % 50 + 1) for i in range(k))


def _zh_suites(k):
    return "".join("MLPerf Training v%d.0中，H100用时%d分钟。" % (i % 9 + 1, i % 50 + 1) for i in range(k))


def _zh_models(k):
    return "".join("Llama %d在H100上用时%d分钟。" % (i % 3 + 2, i % 50 + 1) for i in range(k))


def _en_multipliers(k):
    return " ".join("The H100 is twice as fast as the A100 and %dx faster on BERT." % (i % 9 + 2) for i in range(k))


DOCUMENTS = [_zh_references, _zh_hant_references, _en_references, _zh_task_names, _zh_suites, _zh_models,
             _en_multipliers]


def _mentions_and_claims(text: str) -> tuple[int, int]:
    norm = normalise(text)
    mentions = find_mentions_in_text(norm.text)
    return len(mentions), len(link_claims(norm.text, mentions, norm.script))


def _count_lines(text: str) -> tuple[int, int, int]:
    """(line events in the extractors' and linker's code, mentions, claims) for ``text``."""
    count, (mentions, claims) = count_lines(COUNTED, _mentions_and_claims, text)
    return count, mentions, claims


@pytest.mark.parametrize("make", DOCUMENTS, ids=[d.__name__.strip("_") for d in DOCUMENTS])
def test_extraction_work_grows_linearly(make):
    _count_lines(make(5))  # the lists and patterns are read once, before counting
    small, mentions, _ = _count_lines(make(150))
    large, more_mentions, _ = _count_lines(make(300))
    assert mentions >= 300, "every sentence gives its mentions"
    assert more_mentions == 2 * mentions, "twice the sentences, twice the mentions"
    assert large <= GROWTH * small, f"doubling the document multiplied the work by {large / small:.2f}"
