"""A cut in the time to train against the same system's earlier time, stated in the sentence, is a
``perf_gain`` (GOLD.md: improvement of the system over its own earlier result).

"去年同一项目上，Eos的成绩是11.4分钟，本轮用时缩短了约68%" (probe7 half A v19); the class with the baseline
referring back to the subject ("较其去年11月…创下的3.92分钟又缩短了约12%", probe3 half A r02, perf_gain
in its gold; "与一年前的10.8分钟相比，性能提升了2.9倍", probe4 s10).  A cut against another system's
time, or against a time named for no system ("较去年11月同样架构的3.92分钟缩短了约12%", probe1 p12, a
speedup in its gold), stays a speedup.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

OWN = [
    ("在BERT测试中，Selene用时约0.8分钟。去年同一项目上，Selene的成绩是1.2分钟，本轮用时缩短了约33%。",
     {row("Selene", "BERT", "train_time", 0.8, "min", "~"), row("Selene", "BERT", "train_time", 1.2, "min"),
      row("Selene", "BERT", "perf_gain", 33, "%", "~")}),
    ("在BERT測試中，Selene用時約0.8分鐘。去年同一項目上，Selene的成績是1.2分鐘，本輪用時縮短了約33%。",
     {row("Selene", "BERT", "train_time", 0.8, "min", "~"), row("Selene", "BERT", "train_time", 1.2, "min"),
      row("Selene", "BERT", "perf_gain", 33, "%", "~")}),
    ("On BERT, Selene finished in 0.8 minutes. Last year Selene needed 1.2 minutes on the same test; this round "
     "cut the time by about 33%.",
     {row("Selene", "BERT", "train_time", 0.8, "min"), row("Selene", "BERT", "train_time", 1.2, "min"),
      row("Selene", "BERT", "perf_gain", 33, "%", "~")}),
    # another system's time: a speedup, as before
    ("在BERT测试中，H100用时10分钟，比A100的15分钟缩短了约33%。",
     {row("H100", "BERT", "train_time", 10, "min"), row("A100", "BERT", "train_time", 15, "min"),
      row("H100", "BERT", "speedup", 33, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(OWN))
def test_a_cut_against_the_systems_own_earlier_time_is_a_gain(text, expected):
    assert results(text) == expected
