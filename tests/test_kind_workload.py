"""A claim whose clause names only a kind of work carries the benchmark the article gave that kind
("Llama 3 8B LoRA微调" in a table's header, "LoRA fine-tunes of Llama 3.1 8B"): pipeline/link/kind_refs.py.
The sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from test_links import check, row, table

KIND_CLAUSE = [
    ("我们这次测的是Llama 3 8B LoRA微调。\n\nRTX 5090的LoRA微调速度是RTX 4090的约1.4倍。",
     {row("RTX 5090", "Llama 3 8B", "speedup", 1.4, "x", "~")}),
    ("我們這次測的是Llama 3 8B LoRA微調。\n\nRTX 5090的LoRA微調速度是RTX 4090的約1.4倍。",
     {row("RTX 5090", "Llama 3 8B", "speedup", 1.4, "x", "~")}),
    ("Our goal: LoRA fine-tunes of Llama 3.1 8B.\n\nThe RTX 5090 finished the fine-tune about 45% faster "
     "than the RTX 4090.",
     {row("RTX 5090", "Llama 3.1 8B", "speedup", 45, "%", "~")}),
    # a list names Stable Diffusion beside the kind word: it is not the kind's benchmark
    ("显卡选购指南\n\n想跑Stable Diffusion、微调小模型的朋友看过来。\n\nRTX 5090的微调速度是RTX 4090的约1.4倍。",
     {row("RTX 5090", "", "speedup", 1.4, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(KIND_CLAUSE))
def test_a_clause_naming_a_kind_of_work_carries_its_benchmark(text, expected):
    check(text, expected)
