"""同项 (the same item of the benchmark suite: 同项成绩, 同项测试) refers back to the benchmark
named before, as 同一任务 and "the same benchmark" do (issue 12): the time in that sentence
is a time to train that benchmark.  Cue category ``same_task`` in data/cues_zh.csv.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

_ROWS = {row("TPU v5p", "BERT", "train_time", 5.1, "min"), row("TPU v4", "BERT", "train_time", 9.6, "min")}

SAME_ITEM = [
    ("谷歌此次用TPU v5p完成BERT训练仅需5.1分钟。而该公司去年用TPU v4提交的同项成绩为9.6分钟。", _ROWS),
    ("谷歌此次用TPU v5p完成BERT訓練僅需5.1分鐘。而該公司去年用TPU v4提交的同項成績為9.6分鐘。", _ROWS),
    ("Google finished BERT training on TPU v5p in 5.1 minutes. Its TPU v4 entry on the same benchmark "
     "last year came in at 9.6 minutes.", _ROWS),
]


@pytest.mark.parametrize("text, expected", table(SAME_ITEM))
def test_same_item_refers_back_to_the_benchmark(text, expected):
    check(text, expected)
