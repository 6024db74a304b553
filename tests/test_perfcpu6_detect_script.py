"""detect_script takes each count only when its decision needs it: the same decisions as counting all.

The rule (pipeline/normalise.py): en where fewer than 20 Chinese characters are
under a quarter of the ASCII letters; else zh-Hant where OpenCC t2s changed more
than 3 characters and more than 2 % of the Chinese ones; else zh-Hans.
"""
from __future__ import annotations

import operator
import random
import re

import pytest

from pipeline.normalise import detect_script, to_simplified

_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def _by_full_counts(original: str, simplified: str) -> str:
    han = len(_HAN.findall(original))
    if han < 20 and han * 4 < len(re.findall(r"[A-Za-z]", original)):
        return "en"
    changed = sum(map(operator.ne, original, simplified))
    return "zh-Hant" if changed > max(3, han * 0.02) else "zh-Hans"


@pytest.mark.parametrize("text, script", [
    ("The IPU-POD16 trained ResNet-50 in 5.67 minutes.", "en"),
    ("The chip 训练 in 5 minutes, a new record for the whole industry.", "en"),  # 2 Chinese, many letters
    ("在IPU-POD16上训练ResNet-50的时间为5.67分钟，比上一代快了百分之三十。", "zh-Hans"),
    ("在IPU-POD16上訓練ResNet-50的時間為5.67分鐘，比上一代快了百分之三十。", "zh-Hant"),
    ("訓練時", "zh-Hans"),  # three changed characters: not more than 3
    ("訓練時間", "zh-Hant"),  # four
    ("", "zh-Hans"),
    ("12345 67890", "zh-Hans"),
    ("中" * 19 + "abcdefghijklmnopqrstuvwxyz" * 3, "en"),
    ("中" * 20 + "abcdefghijklmnopqrstuvwxyz" * 30, "zh-Hans"),  # twenty: never English
    ("國" * 7 + "中" * 300, "zh-Hant"),  # 7 changed > 3 and > 2 % of 307 (6.14)
    ("國" * 5 + "中" * 400, "zh-Hans"),  # 5 changed, not more than 2 % of 405 (8.1)
    ("國" * 7 + "中" * 300 + "a" * 100, "zh-Hant"),  # 7: not over 2 % of all 407 characters, over 2 % of 307
])
def test_detect_script(text, script):
    assert detect_script(text, to_simplified(text)) == script
    assert _by_full_counts(text, to_simplified(text)) == script


def test_same_decisions_as_the_full_counts_on_random_text():
    rng = random.Random(14)
    alphabet = "abcXYZ 中文體國麗個\uf900\u3400\u9fff\u33ff\ua000。，1"
    seen = set()
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 150)))
        simplified = to_simplified(text)
        got = detect_script(text, simplified)
        assert got == _by_full_counts(text, simplified), text
        seen.add(got)
    assert seen == {"en", "zh-Hans", "zh-Hant"}
