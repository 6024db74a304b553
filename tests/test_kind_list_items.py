"""A benchmark in an item of a list (、) that names no kind of work is not of the kind another item
names ("想在家里跑Stable Diffusion、微调个小模型": probe6 u23, probe7 v05, two sites): a per-dollar claim
about fine-tuning takes the one fine-tuning benchmark the article named, not Stable Diffusion
(pipeline/link/kinds.py benchmark_of_kind).

The sentences are our own, in Simplified, Traditional and English (English lists no such items: the
kind path as before).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

ITEMS = [
    ("想在家里跑Stable Diffusion、微调个小模型，该买什么卡？\n\n本期测试了七张显卡，微调用的是Llama 3 8B。\n\n"
     "按每元LoRA微调性能算，RTX 4090比RTX 3090高出约30%。", {row("RTX 4090", "Llama 3 8B", "perf_per_dollar", 30, "%", "~")}),
    ("想在家裡跑Stable Diffusion、微調個小模型，該買什麼卡？\n\n本期測試了七張顯卡，微調用的是Llama 3 8B。\n\n"
     "按每元LoRA微調效能算，RTX 4090比RTX 3090高出約30%。", {row("RTX 4090", "Llama 3 8B", "perf_per_dollar", 30, "%", "~")}),
    ("Which card should you buy?\n\nWe tested seven cards; the fine-tuning job was Llama 3 8B.\n\n"
     "Per dollar, the RTX 4090 does about 30% more LoRA fine-tuning work than the RTX 3090.",
     {row("RTX 4090", "Llama 3 8B", "perf_per_dollar", 30, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(ITEMS))
def test_a_list_item_naming_no_kind(text, expected):
    check(text, expected)
