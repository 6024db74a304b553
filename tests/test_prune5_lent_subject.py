"""prune5: the system of the claim before is lent to a sentence that names none
only when that claim compares it with something (a baseline): a price or a
time of a product compared with nothing is no subject for the sentence after,
which takes the previous sentence's own subject instead.  Input -> the system
of the text's last claim.  Sentences are our own, in Simplified, Traditional
and English."""
from __future__ import annotations

import pytest

from pipeline.process import analyse


def _last_claim(text):
    _, claims, _ = analyse(text)
    return (claims[-1].system, claims[-1].metric, claims[-1].value)


@pytest.mark.parametrize("text,expected", [
    # a price last in the sentence before: its product is not the subject of the comparison after
    ("昇腾910C的单价约为18万元，一台搭载8颗芯片的Atlas 800T A2服务器报价约150万元。实测训练Llama 2 70B时，其速度约为H100的六成。",
     ("Ascend 910C", "speedup", 60.0)),
    ("昇騰910C的單價約為18萬元，一台搭載8顆晶片的Atlas 800T A2伺服器報價約150萬元。實測訓練Llama 2 70B時，其速度約為H100的六成。",
     ("Ascend 910C", "speedup", 60.0)),
    ("The Ascend 910C lists at about $25,000, and an Atlas 800T A2 server with eight of them at about $200,000. "
     "In Llama 2 70B training, its speed is about 60% of the H100's.", ("Ascend 910C", "speedup", 60.0)),
    ("On Llama 2 70B the MI300X delivers 1.3x the H100's throughput, while an HGX H100 server lists at about "
     "$300,000. In offline runs this lead grows to 1.5x.", ("MI300X", "speedup", 1.5)),
    # a comparison last in the sentence before still lends its subject to the sentence that continues it
    ("在GPT-J上，H100比MI300X快9%，B200则比MI300X快20%。离线场景下，这一领先扩大到35%。", ("B200", "speedup", 35.0)),
    ("在GPT-J上，H100比MI300X快9%，B200則比MI300X快20%。離線場景下，這一領先擴大到35%。", ("B200", "speedup", 35.0)),
    ("The H100 is 9% faster than the MI300X on GPT-J, while the B200 is 20% faster than the MI300X. "
     "This lead grows to 35% in offline runs.", ("B200", "speedup", 35.0)),
], ids=lambda v: v[:40] if isinstance(v, str) else None)
def test_only_a_comparison_lends_its_subject(text, expected):
    assert _last_claim(text) == expected
