"""English "N times as many … on X as on Y" (round 8 B, link18): the first "as", right after the figure,
opens no clause of its own when another "as" follows the system (pipeline/link/after.py ``other_clause``);
X is the figure's subject.  int8 failed tests/test_link16_budget.py on this shape (link15's clause rule
merged with link16's budget rule).  English only: the words are English.  Sentences are our own.
"""
from __future__ import annotations

import pytest

from pipeline.link.after import other_clause

CASES = [
    ("It trains BERT 2.1 times as many times on MI300X as on H100.", "2.1 times", "MI300X", False),
    ("For the same money it runs 1.5x as many jobs on the TPU v5e as on the A100.", "1.5x", "TPU v5e", False),
    ("A cluster trains BERT in 1.2 minutes as the B200 makes its debut.", "1.2 minutes", "B200", True),
    ("It was 2 times faster, as the H100 cluster was larger.", "2 times", "H100", True),
]


@pytest.mark.parametrize("text, figure, system, expected", CASES)
def test_as_many_as_opens_no_clause(text, figure, system, expected):
    end = text.index(figure) + len(figure)
    assert other_clause(text, end, text.index(system)) is expected
