"""jieba's prefix dictionary in parts by first character (pipeline/components/prefix_parts.py):
the segmenter over a dictionary unpickled part by part cuts as over the whole one, and every
other reader sees the whole dictionary."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.components import prefix_parts
from pipeline.components.prefix_parts import PartedFrequencies, parted_tokenizer, split
from pipeline.components.segmenter import DictionarySegmenter
from pipeline.read import iter_documents

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT.parent / "shared" / "devset" / "articles"


@pytest.fixture(scope="module")
def whole(tmp_path_factory):
    """A jieba.Tokenizer with the whole dictionary, built (not loaded from a cache)."""
    import os

    from pipeline.extractors.lexicon import user_words
    from pipeline.nlp import build_jieba_tokenizer

    old = os.environ.get("PIPELINE_CACHE_DIR")
    os.environ["PIPELINE_CACHE_DIR"] = str(tmp_path_factory.mktemp("nocache") / "missing")
    try:
        tok = build_jieba_tokenizer.__wrapped__(tuple(user_words()))
    finally:
        if old is None:
            del os.environ["PIPELINE_CACHE_DIR"]
        else:
            os.environ["PIPELINE_CACHE_DIR"] = old
    assert type(tok).__name__ == "Tokenizer"
    return tok


@pytest.fixture
def parted(whole):
    return parted_tokenizer(split(whole.FREQ), whole.total)


def test_the_parts_make_the_whole_dictionary():
    freq = {"十": 5, "十分": 3, "十分惊": 0, "十分惊人": 2, "惊": 1, "I": 0, "IPU": 7, "人": 9}
    parts = split(freq)
    assert sorted(parts) == ["I", "人", "十", "惊"]
    lazy = PartedFrequencies(parts)
    lazy.ensure({"十", "x"})
    assert lazy.words == {"十": 5, "十分": 3, "十分惊": 0, "十分惊人": 2}
    assert lazy.whole() == freq and lazy.complete


def test_only_the_parts_of_a_texts_characters_are_unpickled(parted, whole):
    seg = DictionarySegmenter(parted)
    text = "在IPU-POD16上训练ResNet-50的时间为5.67分钟，十分惊人。"
    assert seg.cut(text) == list(whole.cut(text, cut_all=False, HMM=False))
    loaded = parted.parted.words
    assert 0 < len(loaded) < len(whole.FREQ) / 2
    assert all(w[0] in text for w in loaded)
    assert all(loaded[w] == whole.FREQ[w] for w in loaded)


def test_the_corpora_segment_over_parts_as_over_the_whole_dictionary(parted, whole):
    seg = DictionarySegmenter(parted)
    folders = [ROOT / "corpus" / "articles"] + ([DEVSET] if DEVSET.is_dir() else [])
    docs = [d for d in iter_documents(folders) if not isinstance(d, Exception)]
    assert len(docs) >= 2
    for d in docs:
        assert seg.cut(d.text) == list(whole.cut(d.text, cut_all=False, HMM=False)), d.doc_id
    assert not parted.parted.complete  # still part by part: fewer texts than WHOLE_AFTER


@pytest.mark.parametrize("word", ["十分", "惊人", "十分惊人", "IPU", "中", "美元", "分钟", "zz", "訓練", "昇腾910"])
def test_a_words_frequency_is_the_whole_dictionarys(parted, whole, word):
    """boundaries asks the segmenter for words of texts it may not have cut (English articles)."""
    seg = DictionarySegmenter(parted)
    assert seg.frequency(word) == whole.FREQ.get(word)


def test_after_enough_texts_every_part_is_in(parted, whole, monkeypatch):
    monkeypatch.setattr(prefix_parts, "WHOLE_AFTER", 2)
    seg = DictionarySegmenter(parted)
    for text in ("训练", "时间", "分钟"):
        seg.cut(text)
    assert parted.parted.complete and seg._parted is None
    assert seg.freq == whole.FREQ


def test_any_other_reader_gets_the_whole_dictionary(parted, whole):
    assert parted.FREQ == whole.FREQ
    assert parted.parted is None  # jieba's own code reads FREQ as a plain dict from now on
    text = "在IPU-POD16上训练ResNet-50的时间为5.67分钟"
    assert list(parted.cut(text, HMM=False)) == list(whole.cut(text, HMM=False))
