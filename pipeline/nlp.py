"""Stage 3, tokenise: a blank spaCy ``zh`` pipeline segmented by jieba, a blank ``en``.

jieba's module functions share one global dictionary; each pipeline here gets
a ``jieba.Tokenizer`` of its own, with the name lists loaded as a user
dictionary, so nothing leaks between pipelines.  Both are built once per
process (jieba's start-up costs about half a second).
"""
from __future__ import annotations

import logging
from functools import lru_cache


@lru_cache(maxsize=1)
def jieba_tokenizer():
    import jieba

    jieba.setLogLevel(logging.WARNING)
    tok = jieba.Tokenizer()
    tok.initialize()
    from pipeline.extractors.lexicon import user_words

    for word in user_words():
        tok.add_word(word, freq=200000)
    return tok


def get_nlp(script: str):
    """The spaCy pipeline for a document of ``script`` (zh-Hans, zh-Hant or en)."""
    return _nlp("en" if script == "en" else "zh")


@lru_cache(maxsize=2)
def _nlp(lang: str):
    if lang == "en":
        from spacy.lang.en import English

        return English()
    from spacy.lang.zh import Chinese

    nlp = Chinese.from_config({"nlp": {"tokenizer": {"segmenter": "char"}}})
    nlp.tokenizer = JiebaTokenizer(nlp.vocab, jieba_tokenizer())
    return nlp


class JiebaTokenizer:
    """spaCy's jieba segmentation, without its whitespace re-alignment pass.

    jieba returns every character of the text, whitespace included, so the
    words concatenate to the text exactly: each becomes a token with no
    trailing space, and ``doc.text`` is the input unchanged.
    """

    def __init__(self, vocab, segmenter):
        self.vocab = vocab
        self.segmenter = segmenter

    def __call__(self, text: str):
        from spacy.tokens import Doc

        words = [w for w in self.segmenter.cut(text, cut_all=False) if w]
        return Doc(self.vocab, words=words, spaces=[False] * len(words))
