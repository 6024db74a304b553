"""A ratio of times to train whose subject is the slower system (GOLD.md: a lag by a multiple is a
``speedup`` of the faster system; a deficit is no result).

"X微调时间约为Y系统的1.6倍" (probe7 half A v01, 算力观察网) and "X用時約為Y的1.6倍" (v12, 科技八卦站): the
subject's time is a multiple of the other's, which is that much faster (the article restates it
right after: "也就是说Y大约快1.6倍", the same claim); also "上一轮基于H100的提交需要约2.2倍的时间" (probe6 u01)
and "took about 2.5 hours, nearly five times as long as the RTX PRO 6000" (probe6 u34), other sites.  A time longer by a percentage ("微调时间只比Y多约
37%", v05) is the subject's deficit: no result.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

SLOWER = [
    ("在内部测试中，MI250训练BERT的时间约为A100的1.5倍。", {row("A100", "BERT", "speedup", 1.5, "x", "~")}),
    ("在內部測試中，MI250訓練BERT的時間約為A100的1.5倍。", {row("A100", "BERT", "speedup", 1.5, "x", "~")}),
    ("Gaudi2在ResNet-50测试中用时约为H100的2.2倍；换句话说，H100大约快2.2倍。",
     {row("H100", "ResNet-50", "speedup", 2.2, "x", "~")}),
    ("Gaudi2在ResNet-50測試中用時約為H100的2.2倍；換句話說，H100大約快2.2倍。",
     {row("H100", "ResNet-50", "speedup", 2.2, "x", "~")}),
    ("On BERT, the MI250's time to train was about 1.5 times that of the A100.",
     {row("A100", "BERT", "speedup", 1.5, "x", "~")}),
    ("The MI250 took about 1.5 times as long as the A100 to train BERT.",
     {row("A100", "BERT", "speedup", 1.5, "x", "~")}),
    # the duration after the figure, or 'as long as' after it in a clause of its own (probe6 u01 "上一轮基于H100的
    # 提交需要约2.2倍的时间", u34 "took about 2.5 hours, nearly five times as long as the RTX PRO 6000")
    ("按同等规模折算，MI250训练BERT需要约1.5倍的时间。", set()),
    ("按同等規模折算，MI250訓練BERT需要約1.5倍的時間。", set()),
    ("Our BERT run on the MI250 took about 50 minutes, nearly 1.5 times as long as the A100.",
     {row("MI250", "BERT", "train_time", 50, "min", "~"), row("A100", "BERT", "speedup", 1.5, "x", "~")}),
    # a time longer by a percentage: a deficit, no result
    ("MI250训练BERT的时间只比A100多约20%。", set()),
    ("MI250訓練BERT的時間只比A100多約20%。", set()),
    ("The MI250 took about 20% longer than the A100 to train BERT.", set()),
]

AS_BEFORE = [
    # a cut in the time, a speed ratio: as before
    ("H100训练BERT的用时比A100缩短了约40%。", {row("H100", "BERT", "speedup", 40, "%", "~")}),
    ("H100訓練BERT的速度約為A100的2.5倍。", {row("H100", "BERT", "speedup", 2.5, "x", "~")}),
    ("The H100 trained BERT 2.5 times faster than the A100.", {row("H100", "BERT", "speedup", 2.5, "x")}),
    # a duration in the sentence before, the figure measuring performance (probe5 t20)
    ('The chip "still costs buyers weeks of engineering time." AMD says the MI300X delivers 1.3x the training '
     'performance of the H100 on BERT.', {row("MI300X", "BERT", "speedup", 1.3, "x")}),
    ("H100训练BERT的用时比A100快了约2倍。", {row("H100", "BERT", "speedup", 2, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(SLOWER))
def test_a_longer_time_is_the_other_systems_speedup_or_a_deficit(text, expected):
    assert results(text) == expected


@pytest.mark.parametrize("text, expected", table(AS_BEFORE))
def test_cuts_and_speeds_are_as_before(text, expected):
    assert results(text) == expected
