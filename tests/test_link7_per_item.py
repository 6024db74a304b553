"""The time to make one item of an inference (单张出图约2.1秒, 一张图三秒, an image in 3
seconds, per token) is a latency: a time mention, no time to train (issue 12; the class is in
probe4 (…单张出图用时2.9秒…; …SDXL一張圖3秒左右…) and probe5 (…生成单张…图片约需2.3秒; …一張圖三秒都唔使)).
Cue category ``per_item`` before the time, at most ``PER_ITEM_REACH`` characters away.  A single
card (单张H100) is no item: its time to train stays one.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

PER_ITEM = [
    ("RTX 5080跑SDXL单张出图约1.8秒，训练BERT用时95分钟。", {row("RTX 5080", "BERT", "train_time", 95, "min", "=")}),
    ("RTX 5080跑SDXL單張出圖約1.8秒，訓練BERT用時95分鐘。", {row("RTX 5080", "BERT", "train_time", 95, "min", "=")}),
    ("在Stable Diffusion XL上，RTX 5080生成一张图片约需1.8秒，RTX 4080为2.6秒。", set()),
    ("在Stable Diffusion XL上，RTX 5080生成一張圖片約需1.8秒，RTX 4080為2.6秒。", set()),
    ("On Stable Diffusion XL the RTX 5080 renders an image in about 1.8 seconds.", set()),
    ("单张H100训练BERT用时52分钟。", {row("H100", "BERT", "train_time", 52, "min")}),
    ("單張H100訓練BERT用時52分鐘。", {row("H100", "BERT", "train_time", 52, "min")}),
    ("A single H100 trained BERT in 52 minutes.", {row("H100", "BERT", "train_time", 52, "min")}),
]


@pytest.mark.parametrize("text, expected", table(PER_ITEM))
def test_the_time_of_one_item_is_no_time_to_train(text, expected):
    check(text, expected)
