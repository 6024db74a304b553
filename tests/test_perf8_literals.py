"""pipeline.literals.alternation: the same matches as the plain alternation of the words, in
Simplified, Traditional and English, and on the cue list the pipeline builds with it (and its Chinese system aliases)."""
import re

import pytest

from pipeline.literals import alternation


def _plain(words):
    return re.compile("|".join(re.escape(w) for w in words))


WORDS = ["提升了", "提升", "提高", "性能", "效能提升", "效能", "快", "faster than", "fast", "f", "x.y", "(a)", "快约"]

TEXTS = [
    "H200比H100性能提升了约45%，训练时间快约14%。",
    "H200較H100效能提升約45%，訓練時間快約14%，效能更高。",
    "The B200 is about 2.2x faster than the H100; fast, f x.y (a) fastest.",
    "",
    "没有任何词",
]


@pytest.mark.parametrize("text", TEXTS)
def test_same_matches_as_plain_alternation(text):
    words = sorted(WORDS, key=len, reverse=True)
    got = [(m.start(), m.end(), m.group(0)) for m in re.finditer(alternation(words), text)]
    want = [(m.start(), m.end(), m.group(0)) for m in _plain(words).finditer(text)]
    assert got == want


@pytest.mark.parametrize("words, text, first", [
    (["ab", "a"], "abc", "ab"),   # list order decides at one place, as in the plain alternation
    (["a", "ab"], "abc", "a"),
    (["快", "快约"], "快约14%", "快"),
    (["快约", "快"], "快約14%", "快"),  # Traditional text: only 快 is in it
    (["x.y"], "xzy x.y", "x.y"),  # special characters stay escaped
])
def test_first_match(words, text, first):
    assert re.search(alternation(words), text).group(0) == first


def test_empty_word_refused():
    with pytest.raises(ValueError):
        alternation(["a", ""])


def test_pipeline_lists_unchanged(tmp_path):
    """The Chinese cue list (compiled with alternation) and the Chinese system aliases match as their plain alternation does."""
    from pipeline.extractors.names import _system_alias_matcher
    from pipeline.link.cues import _cue_regex

    regex, table = _cue_regex("zh")
    cues = sorted(table, key=len, reverse=True)
    assert regex.pattern == alternation(cues)
    matcher, aliases = _system_alias_matcher()
    cjk = sorted((a for a in aliases if not a.isascii()), key=len, reverse=True)
    text = "".join(cues[::7]) + "与" + "和".join(cjk[::3]) + "。" + TEXTS[0] + TEXTS[1]
    for words in (cues, cjk):
        got = [m.span() for m in re.finditer(alternation(words), text)]
        assert got == [m.span() for m in _plain(words).finditer(text)]
        assert got
