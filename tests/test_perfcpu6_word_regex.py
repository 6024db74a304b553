"""comparison_words.no_letter_before: the same matches as a look-behind before the alternation."""
from __future__ import annotations

import re

import pytest

from pipeline.link.comparison_words import architecture_regex, no_letter_before
from pipeline.link.subjects import _vendor_word_regex

WORDS = ["Blackwell Ultra", "Blackwell", "Hopper", "TPU", "IPU", "昇腾", "a.b"]


@pytest.mark.parametrize("text, found", [
    ("NVIDIA Blackwell Ultra beats Hopper.", ["Blackwell Ultra", "Hopper"]),
    ("aBlackwell xTPU 1IPU", ["IPU"]),  # a letter before: no word; a digit before: a word
    ("\nTPU\tIPU,Hopper", ["TPU", "IPU", "Hopper"]),
    ("昇腾910与Hopper", ["昇腾", "Hopper"]),
    ("Hopper", ["Hopper"]),
    ("a.b ab a-b", ["a.b"]),
    ("", []),
])
def test_no_letter_before(text, found):
    fast = re.compile(no_letter_before(WORDS))
    slow = re.compile(r"(?<![A-Za-z])(?:" + "|".join(map(re.escape, WORDS)) + ")")
    assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)]
    assert [m.group(0) for m in fast.finditer(text)] == found


@pytest.mark.parametrize("regex, text, found", [
    (architecture_regex, "the Blackwell GPU against Hopper1 and Hopper", ["Blackwell", "Hopper"]),
    (architecture_regex, "xBlackwell", []),
    (_vendor_word_regex, "eight TPU chips and the IPU", ["TPU", "IPU"]),
    (_vendor_word_regex, "TPUs and vIPU", []),
])
def test_regexes_built_with_it(regex, text, found):
    assert [m.group(0) for m in regex().finditer(text)] == found
