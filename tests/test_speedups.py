"""Speed-ups that must change nothing: each fast path gives what the plain code gives."""
import re

import pytest

from pipeline.extractors import number_words
from pipeline.tables import _would_run, neutralise

SENTENCES = [
    "two and a half hours, twenty-two minutes and a quarter million dollars",
    "Three quarters of the runs took half an hour; one hundred and five took an hour.",
    "It was threefold faster, tenfold cheaper and 2 fold better than a year ago.",
    "训练时间为五分钟, two minutes in English, 三倍 and a half",
    "ONE HUNDRED MILLION and Seventy-Seven, FIFTY thousand",
    "$five, 5five, fivefold, a, an, half, quarter",
    "İstanbul ſix Kelvin K a hour",  # case folding beyond ASCII
]


def _plain_regex() -> re.Pattern:
    """number_words' expression without the first-letter lookahead."""
    fast = number_words._regex().pattern
    return re.compile(re.sub(r"\(\?=\[[^\]]*\]\)", "", fast, count=1))


@pytest.mark.parametrize("text", SENTENCES)
def test_number_words_lookahead_finds_the_same_phrases(text):
    assert len(_plain_regex().pattern) < len(number_words._regex().pattern)  # the lookahead is gone
    plain = [m.span() for m in _plain_regex().finditer(text)]
    assert plain == [m.span() for m in number_words._regex().finditer(text)]
    assert plain  # every sentence holds one


CELLS = ["", "a", "'", "''", "=1+2", "'=1", "''=SUM(A1)", "+", "+12", "-3.5e2", "-x", "@me", "\tx",
         "\rx", "'+1", "x=1", "1-2", "'text", "=", "--"]


@pytest.mark.parametrize("cell", CELLS)
def test_neutralise_fast_path(cell):
    assert neutralise(cell) == ("'" + cell if cell and _would_run(cell) else cell)
