"""Tokenisation (stage 3): jieba inside spaCy's Chinese pipeline, spaCy's English
tokenizer, and names and amounts kept whole as single tokens."""
from __future__ import annotations

import pytest

from pipeline.extractors import find_mentions_in_text
from pipeline.nlp import tokenise
from pipeline.normalise import normalise


def tokens_of(text: str) -> list[str]:
    norm = normalise(text)
    mentions = find_mentions_in_text(norm.text)
    doc = tokenise(norm.text, norm.script, [(m.start, m.end) for m in mentions])
    assert doc.text == norm.text  # no character is lost or added
    return [t.text for t in doc]


@pytest.mark.parametrize("text,whole", [
    # out of the box jieba splits these: IPU|-|POD16, ResNet|-|50, 149|,|995|美元
    ("在IPU-POD₁₆上训练ResNet-50的时间为28.3分钟", ["IPU-POD16", "ResNet-50", "28.3分钟"]),
    ("IPU-POD16是一个5U的系统，标价149,995美元。", ["IPU-POD16", "149,995美元"]),
    ("標價約為300,000美元", ["300,000美元"]),
    ("BERT的訓練時間只有9分多鐘", ["BERT", "9分多钟"]),
    ("TPU v4的性能平均提升了2.7倍", ["TPU v4", "2.7倍"]),
    ("售价介于1万至1万2000美元", ["1万", "1万2000美元"]),
    ("百分之二十四的性能提升", ["百分之二十四"]),
    ("The Bow Pod16 turned in a 31% faster time-to-train than the DGX-A100 640GB on ResNet-50.",
     ["Bow Pod16", "31%", "DGX-A100", "ResNet-50"]),
    ("Nvidia spends around $3,320 to manufacture a single H100 unit.", ["$3,320", "H100"]),
], ids=lambda v: v if isinstance(v, str) else None)
def test_names_and_amounts_are_single_tokens(text, whole):
    tokens = tokens_of(text)
    for item in whole:
        assert item in tokens, f"{item!r} is not one token in {tokens}"


@pytest.mark.parametrize("text,expected", [
    ("训练时间", ["训练", "时间"]),  # ordinary words are segmented as jieba does
    ("我们感到非常自豪", ["我们", "感到", "非常", "自豪"]),
], ids=["训练时间", "我们感到非常自豪"])
def test_ordinary_chinese_is_segmented_by_jieba(text, expected):
    assert tokens_of(text) == expected


@pytest.mark.parametrize("text,spans,expected", [
    ("训练时间", [], ["训练", "时间"]),
    ("训练时间", [(0, 2)], ["训练", "时间"]),
    ("训练时间", [(1, 3)], ["训", "练时", "间"]),  # a span is one token exactly as given
    ("训练时间", [(1, 3), (2, 4)], ["训", "练时间"]),  # overlapping spans unite
    ("训练时间", [(0, 2), (2, 4)], ["训练", "时间"]),  # touching spans stay two tokens
    ("a b", [(0, 3)], ["a b"]),
])
def test_whole_spans(text, spans, expected):
    got = [t.text for t in tokenise(text, "zh-Hans", spans)]
    assert got == expected
    assert "".join(got) == text


def test_prefix_dictionary_cache_gives_jiebas_dictionary(tmp_path, monkeypatch):
    """The pickled prefix dictionary is jieba's own plus the user words; a damaged file is rebuilt."""
    import jieba

    from pipeline.extractors.lexicon import user_words
    from pipeline.nlp import USER_WORD_FREQ, jieba_tokenizer

    monkeypatch.setenv("PIPELINE_CACHE_DIR", str(tmp_path))
    build = jieba_tokenizer.__wrapped__  # the lru_cache'd function, uncached
    expected = jieba.Tokenizer()
    expected.initialize()
    for word in user_words():
        expected.add_word(word, freq=USER_WORD_FREQ)

    first = build()  # builds and writes the cache
    [cache] = tmp_path.glob("jieba-prefix-*.pickle")
    second = build()  # loads it
    cache.write_bytes(b"not a pickle")
    third = build()  # rebuilds it
    for tok in (first, second, third):
        assert tok.initialized
        assert tok.total == expected.total
        assert tok.FREQ == expected.FREQ
    assert cache.read_bytes() != b"not a pickle"
    assert list(second.cut("在IPU-POD16上训练", HMM=False)) == list(expected.cut("在IPU-POD16上训练", HMM=False))
