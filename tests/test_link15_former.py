"""前者 / 后者 / the former / the latter opening a clause of a sentence that names two systems before it
stand for the first / the last of them (pipeline/link/former.py)."""
from __future__ import annotations

import pytest

from link15_claims import has_not



@pytest.mark.parametrize("text, expected, not_expected", [
    ("8卡B200系统训练BERT用时约5.2分钟，而8卡H100系统为9.8分钟，前者快约47%。",
     ("B200", "speedup", "47"), ("H100", "speedup", "47")),
    ("MI300X训练BERT要12分钟，H200只要9分钟，后者快了约25%。",
     ("H200", "speedup", "25"), ("MI300X", "speedup", "25")),
    ("在BERT上，H100集群约需64分钟，B200集群只要约27分钟，后者速度约为前者的2.4倍。",
     ("B200", "speedup", "2.4"), ("H100", "speedup", "2.4")),
    ("8卡B200系統訓練BERT用時約5.2分鐘，而8卡H100系統為9.8分鐘，前者快約47%。",
     ("B200", "speedup", "47"), ("H100", "speedup", "47")),
    ("MI300X訓練BERT要12分鐘，H200只要9分鐘，而後者快了約25%。",
     ("H200", "speedup", "25"), ("MI300X", "speedup", "25")),
    ("On BERT, the B200 took 5 minutes and the H100 took 8 minutes, so the former is 1.6x faster.",
     ("B200", "speedup", "1.6"), ("H100", "speedup", "1.6")),
    ("On BERT, the H100 took 8 minutes and the B200 took 5 minutes; the latter is 1.6x faster.",
     ("B200", "speedup", "1.6"), ("H100", "speedup", "1.6")),
])
def test_former_and_latter_in_the_sentence(text, expected, not_expected):
    has_not(text, expected, not_expected)

