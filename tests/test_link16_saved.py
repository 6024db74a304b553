"""A time saved is no time to train (GOLD.md: train_time is the time to train a benchmark on a
system; a cut in the time is a speedup in %, the minutes cut are a time mention only).

"一步到位上RTX 5090能省下不少时间，一次微调就能节省14分钟左右" (probe7 half A v05): a time right after a
word for a cut or a saving (节省, 缩短了, 省下, saves, shaved, cut by).  The time after 至 / to is the
new time, a result ("缩短至5天以内", "cut its time to 5 minutes").

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

SAVED = [
    ("RTX 5090微调Llama 3 8B用时31分钟，比RTX 4090缩短了14分钟。",
     {row("RTX 5090", "Llama 3 8B", "train_time", 31, "min")}),
    ("RTX 5090微調Llama 3 8B用時31分鐘，比RTX 4090縮短了14分鐘。",
     {row("RTX 5090", "Llama 3 8B", "train_time", 31, "min")}),
    ("RTX 5090微调Llama 3 8B用时31分钟，每次能节省约14分钟。",
     {row("RTX 5090", "Llama 3 8B", "train_time", 31, "min")}),
    ("The RTX 5090 fine-tuned Llama 3 8B in 31 minutes, saving about 14 minutes over the RTX 4090.",
     {row("RTX 5090", "Llama 3 8B", "train_time", 31, "min")}),
    ("On BERT the H100 shaved 3 minutes off the A100's 8 minutes.", {row("A100", "BERT", "train_time", 8, "min")}),
    # the new time after 至 / to: a result
    ("H100训练BERT的用时缩短至5分钟。", {row("H100", "BERT", "train_time", 5, "min")}),
    ("On BERT the H100 cut its time to 5 minutes.", {row("H100", "BERT", "train_time", 5, "min")}),
]


@pytest.mark.parametrize("text, expected", table(SAVED))
def test_a_time_saved_is_no_time_to_train(text, expected):
    assert results(text) == expected
