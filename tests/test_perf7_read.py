"""read.is_blank's early answer (a first character that is neither whitespace nor zero-width) gives
what the full test gives: zero-width characters and BOMs removed, then whitespace stripped."""
from __future__ import annotations

import itertools

import pytest

from pipeline.read import BLANK, EMPTY, ONLY_WHITESPACE, InputError, decode_utf8, is_blank


def _full_test(text: str) -> bool:
    return not text.translate({ord(c): None for c in BLANK}).strip()


@pytest.mark.parametrize("text, blank", [
    ("", True), ("   \n\t", True), ("\u3000\u200b\ufeff", True), ("\u200b", True), ("\ufeff\n", True),
    ("\u2060 \u200c\u200d", True), ("\x0b\x0c\r\n", True), ("\u00a0\u2028", True),
    ("a", False), ("  中文", False), ("\u200bGPU", False), ("\ufeff\n训练", False), ("\n\u200b.\u200b", False),
    ("\x00", False), ("標題\n", False),
])
def test_is_blank(text, blank):
    assert is_blank(text) is blank
    assert _full_test(text) is blank


def test_is_blank_agrees_with_the_full_test_on_every_short_string():
    alphabet = [" ", "\t", "\n", "\u3000", "\u200b", "\ufeff", "\u2060", "\u00a0", "a", "中", "\x0b"]
    for n in range(5):
        for chars in itertools.product(alphabet, repeat=n):
            text = "".join(chars)
            assert is_blank(text) is _full_test(text), repr(text)


@pytest.mark.parametrize("data, problem", [
    (b"", EMPTY), (b" \n\t\r\x0b\x0c", ONLY_WHITESPACE), (b"\xef\xbb\xbf \n", ONLY_WHITESPACE),
    (b"\xe2\x80\x8b\n", ONLY_WHITESPACE), ("\u3000\n".encode(), ONLY_WHITESPACE), (b"A100 \n", None),
])
def test_decode_refuses_files_without_text(data, problem):
    if problem is None:
        assert decode_utf8(data, "a.txt") == data.decode()
    else:
        with pytest.raises(InputError) as err:
            decode_utf8(data, "a.txt")
        assert problem in str(err.value)
