"""Two clauses that state one result each for two systems, then a comparison figure whose clause
names neither system nor baseline ("X用时2.9秒，Y为4.4秒，快了约52%"; "X达到…，Y为…，提升45%"): the
figure is a speedup of one over the other -- of the faster where both clauses state a time (the
shorter), else of the first named -- not a gain of the last system named (issue 12, round 5;
probe4 A s12; probe2 A q14 has the class with only one time stated, and is left alone).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PAIR = [
    ("使用BERT测试推理速度，MI300X达到每秒900个样本，H100为每秒600个样本，提升50%。",
     {row("MI300X", "BERT", "speedup", 50, "%")}),
    ("使用BERT測試推理速度，MI300X達到每秒900個樣本，H100為每秒600個樣本，提升50%。",
     {row("MI300X", "BERT", "speedup", 50, "%")}),
    # both state times: the faster is the subject, whichever comes first
    ("在BERT训练中，A100用时25分钟，H100仅需10分钟，快了1.5倍。",
     {row("A100", "BERT", "train_time", 25, "min"), row("H100", "BERT", "train_time", 10, "min"),
      row("H100", "BERT", "speedup", 1.5, "x")}),
    ("在BERT訓練中，A100用時25分鐘，H100僅需10分鐘，快了1.5倍。",
     {row("A100", "BERT", "train_time", 25, "min"), row("H100", "BERT", "train_time", 10, "min"),
      row("H100", "BERT", "speedup", 1.5, "x")}),
    ("On BERT, the A100 needed 25 minutes, the H100 only 10 minutes, 1.5x faster.",
     {row("A100", "BERT", "train_time", 25, "min"), row("H100", "BERT", "train_time", 10, "min"),
      row("H100", "BERT", "speedup", 1.5, "x")}),
    # only one of the two states a time: left as it was (the last system named)
    ("在BERT训练中，A100需要约一个月，H100仅需10天，缩短约七成。",
     {row("H100", "BERT", "train_time", 14400, "min"), row("H100", "BERT", "speedup", 70, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(PAIR))
def test_a_comparison_after_a_pair_of_results(text, expected):
    check(text, expected)
