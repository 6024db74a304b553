"""Breadcrumb trails of a site's navigation (boilerplate_lines.txt): the home
page's name, then sections after > › » ＞ → separators, on a line of its own,
are boilerplate and give no mentions (GOLD.md: navigation).  A line that only
starts with the word home, or a sentence with a > in it, is the article's.
Input text -> the lines taken as boilerplate.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_boilerplate import boiler_lines  # noqa: E402

BODY_HANS = "B200训练BERT用时3.1分钟，比H100快约1.8倍。"
BODY_HANT = "B200訓練BERT用時3.1分鐘，比H100快約1.8倍。"
BODY_EN = "B200 trained BERT in 3.1 minutes, about 1.8 times faster than H100."


@pytest.mark.parametrize("text,expected", [
    (f"首页 > 服务器 > NVIDIA DGX\n{BODY_HANS}\n", ["首页 > 服务器 > NVIDIA DGX"]),
    (f"首頁 › 伺服器 › HGX H200\n{BODY_HANT}\n", ["首頁 › 伺服器 › HGX H200"]),
    (f"Home > GPU Servers > NVIDIA HGX H100\n{BODY_EN}\n", ["Home > GPU Servers > NVIDIA HGX H100"]),
    # the word home opening a sentence, or a comparison written with >, is the article's
    (f"Home labs now run H100 cards > 3 years old.\n{BODY_EN}\n", []),
    (f"首页显示H100 > A100的结论。\n{BODY_HANS}\n", []),
    (f"{BODY_HANS}\n首页\n", []),
])
def test_breadcrumbs(text, expected):
    assert boiler_lines(text) == expected
