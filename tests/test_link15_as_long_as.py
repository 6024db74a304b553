"""English: a time N times as long as another system's is a lag, a speedup of the other, the faster one
(GOLD.md: a lag by a multiple is a speedup of the faster system); "as long as" is a lag word of
data/cues_en.csv."""
from __future__ import annotations

import pytest

from link15_claims import claims



@pytest.mark.parametrize("text, expected", [
    ("On our Llama 3.1 8B LoRA run, the R9700 took 89 minutes, more than twice as long as the RTX 5090.",
     ("RTX 5090", "speedup", "2")),
    ("Our Llama 3.1 8B LoRA run took the Mac Studio about 2.5 hours, nearly five times as long as the RTX PRO 6000.",
     ("RTX PRO 6000", "speedup", "5")),
    ("BERT took 12 minutes on the MI300X, 1.5 times as long as on the H100.", ("H100", "speedup", "1.5")),
])
def test_as_long_as_is_a_lag(text, expected):
    got = claims(text)
    assert expected in got and not any(m == "perf_gain" for _, m, _ in got)
