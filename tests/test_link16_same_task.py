"""该项目 / 这一项目 / 这个项目 (this test) refer to the workload named before: the claim takes its
benchmark (GOLD.md: a benchmark implied by the sentence before is carried).

"英特尔则首次在该项目提交了Gaudi2的成绩，8卡Gaudi2系统用时78.2分钟", "Gaudi2在这一项目上的每美元性能约为H100
的1.8倍" (probe7 half A v19), "在这一项目上，同等规模下GB200 NVL72的训练性能是…的2.5倍" (v01, another
site), "在这个项目上每美元的推理性能比H100高约20%" (v03, a third): words of category ``same_task``, as
同一任务, the same test.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

SAME_TASK = [
    ("BERT项目吸引了多家厂商。英特尔首次在该项目提交了Gaudi2的成绩，8卡Gaudi2系统用时30.2分钟。",
     {row("Gaudi2", "BERT", "train_time", 30.2, "min")}),
    ("BERT項目吸引了多家廠商。英特爾首次在該項目提交了Gaudi2的成績，8卡Gaudi2系統用時30.2分鐘。",
     {row("Gaudi2", "BERT", "train_time", 30.2, "min")}),
    ("BERT项目吸引了多家厂商。英特尔强调，Gaudi2在这一项目上的每美元性能约为H100的1.5倍。",
     {row("Gaudi2", "BERT", "perf_per_dollar", 1.5, "x", "~")}),
    ("BERT項目吸引了多家廠商。英特爾強調，Gaudi2在這一項目上的每美元效能約為H100的1.5倍。",
     {row("Gaudi2", "BERT", "perf_per_dollar", 1.5, "x", "~")}),
    ("The BERT test drew many vendors. Intel said Gaudi2 delivers about 1.5 times the performance per dollar "
     "of the H100 on the same test.", {row("Gaudi2", "BERT", "perf_per_dollar", 1.5, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(SAME_TASK))
def test_this_test_takes_the_benchmark_named_before(text, expected):
    assert results(text) == expected
