"""A paragraph's opening phrase that names a benchmark and no system ("在…的X项目中，",
"In the … submission it made for X,") is the topic of the sentences after it, also when
it is long (issue 12): up to 40 characters in Chinese, 60 in English, whose words are
longer.  A later sentence about another vendor's system then carries the benchmark.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

_ZH_HANS = ("在英特尔这一轮唯一以正式封闭组配置提交的BERT-Large预训练项目中，8卡Gaudi2平台以18.5分钟完成，"
            "较8卡A100的25分钟快约1.3倍。另据AMD表示，MI300X平台则以21.1分钟完成。")
_ZH_HANT = ("在英特爾這一輪唯一以正式封閉組配置提交的BERT-Large預訓練項目中，8卡Gaudi2平台以18.5分鐘完成，"
            "較8卡A100的25分鐘快約1.3倍。另據AMD表示，MI300X平台則以21.1分鐘完成。")
_ZH_ROWS = {row("Gaudi2", "BERT", "train_time", 18.5, "min"), row("A100", "BERT", "train_time", 25, "min"),
            row("Gaudi2", "BERT", "speedup", 1.3, "x", "~"), row("MI300X", "BERT", "train_time", 21.1, "min")}

LONG_TOPIC = [
    (_ZH_HANS, _ZH_ROWS),
    (_ZH_HANT, _ZH_ROWS),
    ("In the only closed-division submission it made for BERT, an 8-card Gaudi2 platform finished in 18.5 "
     "minutes, about 1.3x faster than 8 A100s. AMD said separately that an MI300X platform finished in "
     "21.1 minutes.",
     {row("Gaudi2", "BERT", "train_time", 18.5, "min"), row("Gaudi2", "BERT", "speedup", 1.3, "x", "~"),
      row("MI300X", "BERT", "train_time", 21.1, "min")}),
    # an opening phrase that names a system is no topic: the later sentence keeps no benchmark
    ("在英特尔以8卡Gaudi2平台正式提交的BERT-Large预训练项目中，成绩为18.5分钟。另据AMD表示，MI300X平台则以21.1分钟完成了Llama 2 70B微调。",
     {row("Gaudi2", "BERT", "train_time", 18.5, "min"), row("MI300X", "Llama 2 70B", "train_time", 21.1, "min")}),
]


@pytest.mark.parametrize("text, expected", table(LONG_TOPIC))
def test_long_opening_phrase_is_the_topic(text, expected):
    check(text, expected)
