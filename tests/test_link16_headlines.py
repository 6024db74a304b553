"""A headline that ends in a question or exclamation mark is a headline too (GOLD.md: a headline that
repeats a figure of the body is the same claim).

"MLPerf推理榜单出炉！B200性能狂飙3倍，AMD和谷歌谁能接招？" (probe7 half A v03, under the site name and
date), "震惊业界！B200推理性能最高达H100的4倍，AMD MI300X首秀表现如何？" (v21, another site): the title asks,
the body states the figure.  Such titles stand on many sites ("AMD这次真的杀疯了！MI355X推理跑赢B200，
黄仁勋坐不住了？" probe6 u03, "From V100 to B200: how much faster has AI training really become?"
probe7 v17).  Only the title block counts: the short lines before the first line of body text.

The articles are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

BODY_ZH = "在Llama 2 70B测试中，单台DGX B200的训练速度约为DGX H100的2.2倍，这一成绩刷新了该项目的纪录，也让其他厂商的压力进一步加大。"
BODY_TW = "在Llama 2 70B測試中，單台DGX B200的訓練速度約為DGX H100的2.2倍，這一成績刷新了該項目的紀錄，也讓其他廠商的壓力進一步加大。"
BODY_EN = ("On Llama 2 70B, a single DGX B200 trained about 2.2 times faster than the DGX H100, a record for the "
           "test that puts every other vendor under pressure this round, according to the published results.")

HEADLINES = [
    ("芯片日报\n\n训练榜单出炉！B200性能狂飙2.2倍，AMD谁能接招？\n\n" + BODY_ZH,
     {row("DGX B200", "Llama 2 70B", "speedup", 2.2, "x", "~")}),
    ("晶片日報\n\n訓練榜單出爐！B200效能狂飆2.2倍，AMD誰能接招？\n\n" + BODY_TW,
     {row("DGX B200", "Llama 2 70B", "speedup", 2.2, "x", "~")}),
    ("Chip Daily\n\nB200 trains 2.2x faster: can AMD answer?\n\n" + BODY_EN,
     {row("DGX B200", "Llama 2 70B", "speedup", 2.2, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(HEADLINES))
def test_a_question_headline_repeating_the_body_is_the_same_claim(text, expected):
    assert results(text) == expected
