"""boundaries._split cuts only the tokens a cut falls in: words and spaces as a word-by-word walk gives."""
from __future__ import annotations

import pytest

from pipeline.components.boundaries import _split, merged_words
from pipeline.components.layout import Layout


@pytest.mark.parametrize("words, spaces, cuts, out_words, out_spaces", [
    (["A100GPU", "训练"], None, [4], ["A100", "GPU", "训练"], None),
    (["用", "A100GPU训练"], None, [5, 8], ["用", "A100", "GPU", "训练"], None),
    (["the", "A100GPU", "ran"], [True, True, False], [8], ["the", "A100", "GPU", "ran"],
     [True, False, True, False]),
    (["ab", "cd", "ef"], [True, False, True], [1, 4, 6], ["a", "b", "c", "d", "e", "f"],
     [False, True, False, False, False, True]),
    (["十分惊人"], None, [2], ["十分", "惊人"], None),
])
def test_split(words, spaces, cuts, out_words, out_spaces):
    assert _split(Layout(words, spaces), cuts) == (out_words, out_spaces)


def test_merged_words_splits_then_merges():
    layout = Layout(["在", "IPU", "-", "M2000GPU", "上"], None)
    # split M2000|GPU, then IPU-M2000 one word
    assert merged_words("在IPU-M2000GPU上", layout, [(1, 10)], [10]) == (["在", "IPU-M2000", "GPU", "上"], None)
