"""Models outside MLPerf named by their family alone (TAIDE, Taiwan's
language models; TAIDE-LX-70B keeps its size): a benchmark only where a
figure is measured on it in the sentence.  Input sentence -> the benchmark
names found (after keep_measured), in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import pytest

import pipeline


def benchmarks(text: str) -> list[str]:
    df = pipeline.extract(text, doc_id="t")
    return sorted(set(df[df.type == "benchmark"].value))


@pytest.mark.parametrize("text,expected", [
    ("用新集群训练TAIDE只需4天，过去要45天。", ["TAIDE"]),
    ("在新超算上訓練TAIDE-LX-70B的時間縮短了八成。", ["TAIDE-LX-70B"]),
    ("Training TAIDE on the new system took 4 days.", ["TAIDE"]),
    # named with no figure measured on it: no benchmark
    ("TAIDE計畫今天公布了新的授權條款。", []),
    ("The TAIDE project published a new licence.", []),
])
def test_taide(text, expected):
    assert benchmarks(text) == expected
