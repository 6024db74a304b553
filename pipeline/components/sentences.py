"""The sentences component: sentence boundaries on the Doc, from the linker's own splitter.

``mlperf_sentences`` splits ``doc.text`` with the linker's sentence splitter
(``pipeline.link.sentences.split_sentences``: lines, then 。！？；!? and a full
stop before a space) and marks the first token of each as a sentence start, so
``doc.sents`` are those sentences.  A boundary that falls inside a token (in
English ``this?"-can``) splits it: the splitter decides where sentences end.
``doc._.sentence_spans`` keeps the splitter's exact (start, end) offsets, which
the claims component hands to the linker.
"""
from __future__ import annotations

from bisect import bisect_left

import numpy
from spacy.attrs import SENT_START
from spacy.language import Language

from pipeline.components.boundaries import inside_token, retokenized
from pipeline.components.layout import layout_of, text_of
from pipeline.link.sentences import split_sentences


def _first_char(text: str, start: int, end: int) -> int:
    while start < end and text[start].isspace():
        start += 1
    return start


class Sentences:
    def __init__(self, nlp, name: str):
        self.name = name

    def __call__(self, doc):
        text = text_of(doc)
        spans = split_sentences(text)
        firsts = [_first_char(text, s, e) for s, e in spans]
        layout = layout_of(doc)
        inside = [p for p in firsts if inside_token(layout.starts, layout.ends, p) is not None]
        if inside:
            doc = retokenized(doc, splits=inside)
            layout = layout_of(doc)
        starts = layout.starts
        n = len(doc)
        if n:
            # every token marked (start or not) in one pass: Token.is_sent_start walks the Doc
            marks = numpy.full(n, -1, dtype="int64")
            marks[0] = 1
            for p in firsts:
                i = bisect_left(starts, p)
                if i < n:
                    marks[i] = 1
            doc.from_array([SENT_START], marks.astype("uint64"))
        doc._.sentence_spans = spans
        return doc


@Language.factory("mlperf_sentences", default_config={})
def make_sentences(nlp, name: str):
    """Sentence boundaries from the linker's splitter (lines, 。！？；!?, a full stop before a space)."""
    return Sentences(nlp, name)
