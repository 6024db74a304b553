"""A task named by its model's size alone (round 9, bench9): "by our math it delivers roughly 40% more
throughput per dollar in the 70B test" after the article named Llama 3.1 70B (probe4 s34), "Same 8B
QLoRA took 9 h 10 min" after "QLoRA fine-tune of Llama 3.1 8B" (probe8 A w15): the claim is on the one
benchmark of that size named before it (GOLD.md: a benchmark implied by its context).  A size before a
word for a model in general ("训练 70B 参数模型", "the 70B model", dev B d37) names no task.
The sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from test_links import check, row, table

_TITLE = "Lab notes\n\n"
BY_SIZE = [
    (_TITLE + "We fine-tuned Llama 3.1 70B and BERT on both cards.\n\n"
     "The RTX Pro 6000 was about 40% faster than the RTX 6000 Ada in the 70B test.",
     {row("RTX Pro 6000", "Llama 3.1 70B", "speedup", 40, "%", "~")}),
    ("实测笔记\n\n我们在两张卡上跑了Llama 3.1 70B和BERT。\n\nRTX Pro 6000在70B测试中比RTX 6000 Ada快约40%。",
     {row("RTX Pro 6000", "Llama 3.1 70B", "speedup", 40, "%", "~")}),
    ("實測筆記\n\n我們在兩張卡上跑了Llama 3.1 70B和BERT。\n\nRTX Pro 6000在70B測試中比RTX 6000 Ada快約40%。",
     {row("RTX Pro 6000", "Llama 3.1 70B", "speedup", 40, "%", "~")}),
    # a model of a size in general: no task
    ("实测笔记\n\n我们在两张卡上跑了Llama 3.1 70B和BERT。\n\n训练70B参数模型时，RTX Pro 6000比RTX 6000 Ada快约40%。",
     {row("RTX Pro 6000", "", "speedup", 40, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(BY_SIZE))
def test_a_task_named_by_its_size_is_the_benchmark_of_that_size(text, expected):
    check(text, expected)
