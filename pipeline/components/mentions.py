"""The names and quantities components: the extractors' matches, checked against the tokens.

``mlperf_names`` finds systems and benchmarks (``pipeline.extractors.names``),
``mlperf_quantities`` times, prices, percentages and ratios outside them
(``pipeline.extractors.quantities`` and ``.tables``), in the same order and
with the same blocking as ``pipeline.extractors.find_mentions_in_text``
(``tests/test_components.py`` holds the two equal on the corpora).  Lines
of site boilerplate give nothing.  Each match must agree with the tokens
(:mod:`pipeline.components.boundaries`); the kept ones become spans of
``doc.spans["mentions"]``, the rejected ones spans of
``doc.spans["mentions_rejected"]``.  ``mlperf_merge_mentions`` then makes
each mention one token, in one pass for both (as spaCy's ``merge_entities``).
"""
from __future__ import annotations

from operator import attrgetter

from spacy.language import Language
from spacy.tokens import Span

from pipeline.components import data
from pipeline.components.boundaries import agree, retokenized, token_span
from pipeline.components.extensions import MENTIONS_KEY, REJECTED_KEY, _rejected
from pipeline.components.layout import text_of
from pipeline.extractors import _Blocked as Blocked  # the extractors' own blocking test
from pipeline.extractors import boilerplate_spans
from pipeline.extractors.names import find_names
from pipeline.extractors.quantities import find_percent_words, find_quantities
from pipeline.extractors.tables import find_table_cells

_BOILERPLATE = "mlperf_boilerplate"  # user_data: the boilerplate spans, found once per Doc
_TAKEN = "mlperf_taken"  # user_data: the spans of every match so far, kept or rejected


def _boilerplate(doc) -> list[tuple[int, int]]:
    spans = doc.user_data.get(_BOILERPLATE)
    if spans is None:
        spans = doc.user_data[_BOILERPLATE] = boilerplate_spans(text_of(doc))
    return spans


class _MentionComponent:
    """Finds matches (``find``), keeps those that agree with the tokens, records both."""

    def __init__(self, nlp, name: str, check_tokens: bool = True, spans_key: str = MENTIONS_KEY):
        self.name = name
        self.check_tokens = check_tokens
        self.spans_key = spans_key

    def find(self, doc, taken: list[tuple[int, int]]) -> list:
        raise NotImplementedError

    def __call__(self, doc):
        taken = doc.user_data.get(_TAKEN, [])
        found = self.find(doc, taken)
        doc.user_data[_TAKEN] = taken + [(m.start, m.end) for m in found]
        if self.check_tokens:
            kept, rejected, splits = agree(doc, found)
        else:
            kept, rejected, splits = found, [], []
        doc = retokenized(doc, splits=splits)  # A100|GPU: the glue rule splits jieba's word
        doc._.mentions = sorted([*doc._.mentions, *kept], key=attrgetter("start", "end"))
        spans = [token_span(doc, m.start, m.end, m.type) for m in kept]
        if self.spans_key in doc.spans:  # in text order with the spans already there
            spans = sorted([*doc.spans[self.spans_key], *spans], key=attrgetter("start", "end"))
        doc.spans[self.spans_key] = spans
        if rejected:
            self._reject(doc, rejected)
        return doc

    def _reject(self, doc, rejected) -> None:
        group = list(doc.spans[REJECTED_KEY]) if REJECTED_KEY in doc.spans else []
        index = _rejected(doc)
        for m, why in rejected:
            key = f"{m.start}:{m.end}"  # the span's id: it may widen as tokens merge around it
            group.append(token_span(doc, m.start, m.end, m.type, span_id=key))
            index[key] = (m, why)
        doc.spans[REJECTED_KEY] = group

    # serialisation: the data files the rules come from

    def to_disk(self, path, *, exclude=tuple()) -> None:
        data.save_data(path)

    def from_disk(self, path, *, exclude=tuple()):
        data.check_data(path, self.name)
        return self


class Names(_MentionComponent):
    def find(self, doc, taken):
        names = find_names(text_of(doc))
        boiler = _boilerplate(doc)
        if boiler:
            is_boiler = Blocked(boiler)
            names = [m for m in names if not is_boiler(m.start, m.end)]
        return names


class Quantities(_MentionComponent):
    def find(self, doc, taken):
        text = text_of(doc)
        boiler = _boilerplate(doc)
        found = find_quantities(text, Blocked(boiler + taken))
        found += find_percent_words(text, Blocked(boiler + taken + [(m.start, m.end) for m in found]))
        found += find_table_cells(text, Blocked(boiler + taken + [(m.start, m.end) for m in found]))
        return found


class MergeMentions:
    """Each mention one token (as spaCy's merge_entities does for entities)."""

    def __init__(self, nlp, name: str, spans_key: str = MENTIONS_KEY):
        self.name = name
        self.spans_key = spans_key

    def __call__(self, doc):
        if self.spans_key not in doc.spans:
            return doc
        return retokenized(doc, [(sp.start_char, sp.end_char) for sp in doc.spans[self.spans_key]])


_DEFAULTS = {"check_tokens": True, "spans_key": MENTIONS_KEY}


@Language.factory("mlperf_names", default_config=_DEFAULTS)
def make_names(nlp, name: str, check_tokens: bool, spans_key: str):
    """Systems and benchmarks, from the name lists and model-number patterns of pipeline/data."""
    return Names(nlp, name, check_tokens, spans_key)


@Language.factory("mlperf_quantities", default_config=_DEFAULTS)
def make_quantities(nlp, name: str, check_tokens: bool, spans_key: str):
    """Times, prices, percentages and ratios with unit and qualifier, outside the names."""
    return Quantities(nlp, name, check_tokens, spans_key)


@Language.factory("mlperf_merge_mentions", default_config={"spans_key": MENTIONS_KEY})
def make_merge_mentions(nlp, name: str, spans_key: str):
    """Each mention of ``doc.spans[spans_key]`` one token (IPU|-|M2000 -> IPU-M2000, 28|.|3|分钟 -> 28.3分钟)."""
    return MergeMentions(nlp, name, spans_key)
