"""A baseline that is a bare product version ("比v4快2.8倍", "than the v3") is the previous
generation of the system compared, so the figure is a ``speedup`` (GOLD.md: a new generation
against the previous one); a round or a release with a decimal ("相比v1.0", "v0.5的提交结果")
stays the system's own earlier result (``perf_gain``).  Issue 12; the class is in probe1
("…GPT-3训练速度较v4快2.8倍") and probe4 ("…平均比v3快2.7倍").

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

VERSIONS = [
    ("谷歌TPU v5e的BERT训练速度比v4快1.9倍。", {row("TPU v5e", "BERT", "speedup", 1.9, "x")}),
    ("谷歌TPU v5e的BERT訓練速度比v4快1.9倍。", {row("TPU v5e", "BERT", "speedup", 1.9, "x")}),
    ("Google says the TPU v5e trains BERT 1.9x faster than the v4.", {row("TPU v5e", "BERT", "speedup", 1.9, "x")}),
    ("与v1.0相比，Gaudi2的BERT训练速度提升了30%。", {row("Gaudi2", "BERT", "perf_gain", 30, "%")}),
    ("與v1.0相比，Gaudi2的BERT訓練速度提升了30%。", {row("Gaudi2", "BERT", "perf_gain", 30, "%")}),
    ("Compared with v1.0, Gaudi2 trains BERT 30% faster.", {row("Gaudi2", "BERT", "perf_gain", 30, "%")}),
]


@pytest.mark.parametrize("text, expected", table(VERSIONS))
def test_a_bare_product_version_is_another_generation(text, expected):
    check(text, expected)
