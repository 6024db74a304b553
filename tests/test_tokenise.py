"""Tokenisation (stage 3): jieba inside spaCy's Chinese pipeline, spaCy's English tokenizer,
names and amounts single tokens, and a match that cuts a word of the segmentation rejected."""
from __future__ import annotations

import pytest

from pipeline.nlp import annotate, get_nlp


def tokens_of(text: str) -> list[str]:
    doc = annotate(text)
    assert doc.text == doc._.normalised.text  # no character is lost or added
    return [t.text for t in doc]


@pytest.mark.parametrize("text,whole", [
    # out of the box jieba splits these: IPU|-|POD16, ResNet|-|50, 149|,|995|美元, 28|.|3|分钟
    ("在IPU-POD₁₆上训练ResNet-50的时间为28.3分钟", ["IPU-POD16", "ResNet-50", "28.3分钟"]),
    ("IPU-POD16是一个5U的系统，标价149,995美元。", ["IPU-POD16", "149,995美元"]),
    ("標價約為300,000美元", ["300,000美元"]),
    ("BERT的訓練時間只有9分多鐘", ["BERT", "9分多钟"]),
    ("TPU v4的性能平均提升了2.7倍", ["TPU v4", "2.7倍"]),
    ("售价介于1万至1万2000美元", ["1万", "1万2000美元"]),
    ("百分之二十四的性能提升", ["百分之二十四"]),
    ("华为昇腾910处理器", ["升腾910"]),  # a Chinese alias: a user word of jieba's dictionary
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
    ("这一成绩十分惊人", ["这", "一", "成绩", "十分", "惊人"]),  # 十分 is a word (very), no time
], ids=["训练时间", "我们感到非常自豪", "十分惊人"])
def test_ordinary_chinese_is_segmented_by_jieba(text, expected):
    assert tokens_of(text) == expected


@pytest.mark.parametrize("text,tokens", [
    # a name glued to Chinese text: jieba's word boundary between Han and ASCII
    ("用A100训练", ["用", "A100", "训练"]),
    ("搭载H100的服务器", ["搭载", "H100", "的", "服务器"]),
    # a name glued to a vendor or category word inside one ASCII run (one jieba word): the
    # glue rule of the names extractor splits the run
    ("凭借A100GPU刷新了纪录", ["凭借", "A100", "GPU", "刷新", "了", "纪录"]),
    ("NVIDIAA30的功耗", ["NVIDIA", "A30", "的", "功耗"]),
], ids=lambda v: v if isinstance(v, str) else None)
def test_names_glued_to_other_text(text, tokens):
    assert tokens_of(text) == tokens


@pytest.mark.parametrize("text", ["~59 hours", "Labs/11 min", "up to 70B.", "NVIDIAA30和A100"])
def test_english_tokens_split_where_figures_and_names_end(text):
    """spaCy's English tokenizer keeps ~59, Labs/11, 70B. and Chinese glued to a name in one token."""
    doc = get_nlp("en").make_doc(text)
    edges = {t.idx for t in doc} | {t.idx + len(t.text) for t in doc}
    expected = {"~59 hours": (1, 9), "Labs/11 min": (5, 11), "up to 70B.": (6, 9), "NVIDIAA30和A100": (10, 14)}
    start, end = expected[text]
    assert start in edges and end in edges, [t.text for t in doc]


def test_prefix_dictionary_cache_gives_jiebas_dictionary(tmp_path, monkeypatch):
    """The pickled prefix dictionary is jieba's own plus the user words; a damaged file is rebuilt."""
    import jieba

    from pipeline.extractors.lexicon import user_words
    from pipeline.nlp import USER_WORD_FREQ, build_jieba_tokenizer

    monkeypatch.setenv("PIPELINE_CACHE_DIR", str(tmp_path))
    build = build_jieba_tokenizer.__wrapped__  # the lru_cache'd function, uncached
    words = tuple(user_words())
    expected = jieba.Tokenizer()
    expected.initialize()
    for word in words:
        expected.add_word(word, freq=USER_WORD_FREQ)

    first = build(words)  # builds and writes the cache
    [cache] = tmp_path.glob("jieba-prefix-*.pickle")
    second = build(words)  # loads it
    cache.write_bytes(b"not a pickle")
    third = build(words)  # rebuilds it
    for tok in (first, second, third):
        assert tok.initialized
        assert tok.total == expected.total
        assert tok.FREQ == expected.FREQ
    assert cache.read_bytes() != b"not a pickle"
    assert list(second.cut("在IPU-POD16上训练", HMM=False)) == list(expected.cut("在IPU-POD16上训练", HMM=False))


@pytest.mark.parametrize("script", ["zh-Hans", "zh-Hant", "en"])
def test_spacy_length_limit_is_not_the_documents_limit(script):
    # spaCy's default max_length (1,000,000) would refuse a document that --max-chars
    # lets through (or one that NFKC made a little longer than it); the limits decide.
    from pipeline.limits import MAX_CHARS
    from pipeline.nlp import get_nlp

    assert get_nlp(script).max_length > 10 * MAX_CHARS


@pytest.mark.parametrize("text, spans", [
    # two mentions overlapping by a token ("0美元" and "美元0") become one word, the text intact
    ("0美元0", [(0, 3), (1, 4)]),
    ("价格100美元200美元", [(2, 7), (5, 10)]),
    ("ran 5 min 5 min", [(4, 9), (6, 15)]),
])
def test_overlapping_merges_keep_the_text(text, spans):
    from pipeline.components.boundaries import retokenized

    doc = get_nlp("en" if text.isascii() else "zh-Hans").make_doc(text)
    new = retokenized(doc, merges=spans)
    assert new.text == text
    lo, hi = min(s for s, _ in spans), max(e for _, e in spans)
    assert any(t.idx <= lo and hi <= t.idx + len(t.text) for t in new)
