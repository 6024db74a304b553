"""Stage 3, tokenise: a blank spaCy ``zh`` pipeline segmented by jieba, a blank ``en``.

:func:`tokenise` gives the spaCy Doc of a normalised text in which every
extracted name and amount is one token: out of the box jieba splits
``IPU-POD16`` into ``IPU|-|POD16`` and ``149,995美元`` into ``149|,|995|美元``.
For Chinese the words are joined before the Doc is built (cheap); for English
the Doc's tokens are merged.

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

    Segmentation is jieba's dictionary mode (``HMM=False``): the hidden Markov
    model only guesses words missing from the dictionary (people's names,
    new coinages); the extractors do not depend on it (they match the text,
    and the name lists are in the dictionary), and leaving it out saves a
    quarter of the segmentation time.
    """

    def __init__(self, vocab, segmenter):
        self.vocab = vocab
        self.segmenter = segmenter

    def __call__(self, text: str, whole=()):
        from spacy.tokens import Doc

        words = [w for w in self.segmenter.cut(text, cut_all=False, HMM=False) if w]
        if whole:
            words = join_words(words, whole)
        return Doc(self.vocab, words=words, spaces=[False] * len(words))


def join_words(words: list[str], spans) -> list[str]:
    """``words`` (which concatenate to a text) with the words covering each span joined into one.

    A span that starts or ends inside a word takes the whole word.
    """
    spans = sorted(spans)
    out: list[str] = []
    buf: list[str] = []
    buf_end = -1
    i = 0
    pos = 0
    for w in words:
        ws, we = pos, pos + len(w)
        pos = we
        if buf and ws < buf_end:
            buf.append(w)
        else:
            if buf:
                out.append("".join(buf))
                buf = []
            while i < len(spans) and spans[i][1] <= ws:
                i += 1
            if i < len(spans) and spans[i][0] < we and spans[i][1] > ws:
                buf = [w]
                buf_end = spans[i][1]
            else:
                out.append(w)
                continue
        while i < len(spans) and spans[i][0] < we:  # spans this word also touches
            buf_end = max(buf_end, spans[i][1])
            i += 1
    if buf:
        out.append("".join(buf))
    return out


def tokenise(text: str, script: str, whole=()):
    """The spaCy Doc of a normalised text; each [start, end) in ``whole`` is one token."""
    nlp = get_nlp(script)
    if script != "en":
        return nlp.tokenizer(text, whole)
    doc = nlp(text)
    with doc.retokenize() as retok:
        last = -1
        for start, end in sorted(whole):
            span = doc.char_span(start, end, alignment_mode="expand")
            if span is None or len(span) < 2 or span.start < last:
                continue
            retok.merge(span)
            last = span.end
    return doc
