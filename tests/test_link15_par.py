"""与X互有胜负 / 与X相当 / 與X不相上下: X is the system the subject is on a par with, compared against,
not the subject of the clause's figures (pipeline/link/baselines.py, data/par_words.csv)."""
from __future__ import annotations

import pytest

from link15_claims import claims, has_not



@pytest.mark.parametrize("text, expected, wrong", [
    ("AMD的MI300X在部分推理任务上与H100互有胜负，单卡价格约1.5万美元。", ("MI300X", "price", "15000"),
     ("H100", "price", "15000")),
    ("MI325X这次在Llama 2 70B上交出了与H200相当的成绩，用时约22.5分钟。", ("MI325X", "train_time", "22.5"),
     ("H200", "train_time", "22.5")),
    ("Gaudi3在BERT上與H100不相上下，訓練用時約6.2分鐘。", ("Gaudi3", "train_time", "6.2"),
     ("H100", "train_time", "6.2")),
    ("MI300X在多項測試中與H100互有勝負，單卡售價約2萬美元。", ("MI300X", "price", "20000"),
     ("H100", "price", "20000")),
])
def test_on_a_par_is_compared_against(text, expected, wrong):
    has_not(text, expected, wrong)


def test_a_system_after_and_is_still_a_subject():
    got = claims("MI300X和H100都参加了BERT测试，H100用时约5.5分钟。")
    assert ("H100", "train_time", "5.5") in got


def test_par_words_are_read():
    from pipeline.link.word_lists import lang_kind_words
    words = lang_kind_words("par_words.csv", ("par",))
    assert set(words) == {("zh", "par")} and "相当" in words[("zh", "par")]
