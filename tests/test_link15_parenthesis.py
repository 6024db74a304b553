"""A system inside a parenthesis opened right after another system ("A3 Mega（a3-megagpu-8g，8颗H100）",
"Mac Studio (M3 Ultra, 96GB, $3,999)") tells what that system is: no subject of its own, even past a
comma inside the parenthesis (pipeline/link/asides.py ``in_parenthesis_of``)."""
from __future__ import annotations

import pytest

from link15_claims import claims, has_not


@pytest.mark.parametrize("text, expected, wrong", [
    ("在BERT测试中，单台a3-ultragpu-8g用时4.9分钟，较前一代A3 Mega（a3-megagpu-8g，8颗H100）快约1.4倍。",
     ("a3-ultragpu-8g", "speedup", "1.4"), ("H100", "speedup", "1.4")),
    ("在BERT測試中，單台a3-ultragpu-8g用時4.9分鐘，較前一代A3 Mega（a3-megagpu-8g，8顆H100）快約1.4倍。",
     ("a3-ultragpu-8g", "speedup", "1.4"), ("H100", "speedup", "1.4")),
    ("我哋拎咗Mac Studio（M3 Ultra、96GB記憶體，售HK$31,999）做比較。",
     ("Mac Studio", "price", "31999"), ("M3 Ultra", "price", "31999")),
    ("On BERT, the new p5e instance took 4.9 minutes, 1.4x faster than the older p4d (p4d.24xlarge, 8x A100).",
     ("p5e", "speedup", "1.4"), ("A100", "speedup", "1.4")),
])
def test_a_system_in_the_parenthesis_of_another(text, expected, wrong):
    has_not(text, expected, wrong)


def test_a_closed_parenthesis_ends_it():
    got = claims("DGX H100（8颗H100）训练BERT用时5分钟，H200用时4分钟。")
    assert ("H200", "train_time", "4") in got
