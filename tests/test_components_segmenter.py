"""The fused segmenter gives jieba's words (dictionary mode) exactly: on the corpora, raw and
normalised, and on generated text mixing Chinese, ASCII, digits, punctuation and whitespace."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.components.segmenter import DictionarySegmenter
from pipeline.nlp import jieba_tokenizer
from pipeline.normalise import normalise
from pipeline.read import iter_documents

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT.parent / "shared" / "devset" / "articles"


@pytest.fixture(scope="module")
def tok():
    return jieba_tokenizer()


def jieba_words(tok, text):
    return list(tok.cut(text, cut_all=False, HMM=False))


def test_the_corpora_segment_as_jieba_does(tok):
    seg = DictionarySegmenter(tok)
    folders = [ROOT / "corpus" / "articles"] + ([DEVSET] if DEVSET.is_dir() else [])
    docs = [d for d in iter_documents(folders) if not isinstance(d, Exception)]
    assert len(docs) >= 2
    for d in docs:
        for text in (d.text, normalise(d.text).text):
            assert seg.cut(text) == jieba_words(tok, text), d.doc_id


@pytest.mark.parametrize("text", [
    "", " ", "\n\n", "\r\n", "。", "a", "A100", "IPU-POD16", "5.67分钟", "149,995美元", "AT&T和C++",
    "T恤B超A股", "十分钟", "他十分钟爱这款芯片", "1日元旦", "数十倍", "天数智芯", "ResNet-50v1.5",
    "中 文\t混排 english words 123", "GPT-3 175B", "…—“”", "𠀀𪚥", "ｆｕｌｌｗｉｄｔｈ１２３",
], ids=repr)
def test_edge_cases_segment_as_jieba_does(tok, text):
    assert DictionarySegmenter(tok).cut(text) == jieba_words(tok, text)


# pieces that make dictionary words, prefixes of words and words that overlap (十分|分钟,
# 元旦, 天数), ASCII runs jieba joins, and characters it splits one by one
PIECES = list("的一是在不了有和人这中大为上个国我以要他时来用们生到分对成会年能下子说产种面"
              "十百千万亿元天数旦秒杀倍小候组三二两约美日时间训练性能提升") + [
    "十分", "分钟", "美元", "元旦", "天数", "小时", "数十", "升腾", "昇腾910", "训练", "时间",
    "A", "B", "1", "0", "100", "GPU", "IPU", "-", ".", ",", "_", "%", "#", "&", "+", "C++", "AT&T",
    " ", "\n", "\t", "\r\n", "，", "。", "！", "（", "）", "(", ")", "“", "”", "~", "·", "…", "𠀀"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_generated_text_segments_as_jieba_does(text):
    tok = jieba_tokenizer()
    assert DictionarySegmenter(tok).cut(text) == jieba_words(tok, text)
