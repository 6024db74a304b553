"""Fine-tuning is training (issue 12): the time a fine-tuning run took (微调…跑了2小时17分钟,
fine-tuned … in 56 hours) is a time to train, with no benchmark where none is named.
Cue category ``train_time``: 微调, fine-tuned, fine-tuning.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

FINETUNE = [
    ("另外在RTX 4090上微调了一个7B的LoRA，跑了2小时17分钟。", {row("RTX 4090", "", "train_time", 137, "min")}),
    ("另外在RTX 4090上微調了一個7B的LoRA，跑了2小時17分鐘。", {row("RTX 4090", "", "train_time", 137, "min")}),
    ("I also fine-tuned a 7B LoRA on an RTX 4090, which ran for 2 hours 17 minutes.",
     {row("RTX 4090", "", "train_time", 137, "min")}),
    ("A fine-tuning run on the RTX 4090 lasted 2 hours 17 minutes.", {row("RTX 4090", "", "train_time", 137, "min")}),
]


@pytest.mark.parametrize("text, expected", table(FINETUNE))
def test_a_fine_tuning_time_is_a_time_to_train(text, expected):
    check(text, expected)
