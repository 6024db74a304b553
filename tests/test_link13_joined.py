"""The half after a semicolon is on the workload its first half measured, even when the first half
named it only by carrying it from the sentence before (GOLD.md: implied by the sentence before):
"For training, we ran a LoRA fine-tune of Llama 3.1 8B…. The Pro 6000 finished in 41 minutes; the
RTX 6000 Ada needed 67 minutes." (probe4 s34); "…在这项任务上，…仅用27.3分钟完成训练；按同等规模折算，
…需要约2.2倍的时间" (probe6 half A u01).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

JOINED = [
    ("For training, we ran a LoRA fine-tune of Llama 3.1 8B on a small dataset. The RTX 5090 finished in 41 minutes; "
     "the RTX 4090 needed 67 minutes.",
     {row("RTX 5090", "Llama 3.1 8B", "train_time", 41, "min"), row("RTX 4090", "Llama 3.1 8B", "train_time", 67, "min")}),
    ("训练方面，我们用小数据集对Llama 3.1 8B做了一次LoRA微调。RTX 5090用时41分钟；RTX 4090则需要67分钟。",
     {row("RTX 5090", "Llama 3.1 8B", "train_time", 41, "min"), row("RTX 4090", "Llama 3.1 8B", "train_time", 67, "min")}),
    ("訓練方面，我們用小資料集對Llama 3.1 8B做了一次LoRA微調。RTX 5090用時41分鐘；RTX 4090則需要67分鐘。",
     {row("RTX 5090", "Llama 3.1 8B", "train_time", 41, "min"), row("RTX 4090", "Llama 3.1 8B", "train_time", 67, "min")}),
]


@pytest.mark.parametrize("text, expected", table(JOINED))
def test_the_half_after_a_semicolon_is_on_the_first_halfs_workload(text, expected):
    check(text, expected)
