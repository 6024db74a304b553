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

from pipeline.components import data
from pipeline.components.boundaries import agree, agree_layout, retokenized, token_span
from pipeline.components.extensions import MENTIONS_KEY, REJECTED_KEY, rejected_index
from pipeline.components.layout import text_of
from pipeline.extractors import _Blocked as Blocked  # the extractors' own blocking test
from pipeline.extractors import boilerplate_spans
from pipeline.extractors.names import find_names
from pipeline.extractors.quantities import find_percent_words, find_quantities
from pipeline.extractors.tables import find_table_cells

_BOILERPLATE = "mlperf_boilerplate"  # user_data: the boilerplate spans, found once per Doc
_TAKEN = "mlperf_taken"  # user_data: the spans of every match so far, kept or rejected
FOUND_KEY = "mlperf_found"  # user_data: what the tokenizer found, agreed and kept whole


def find_names_in(text: str, boiler) -> list:
    """The names of ``text`` outside the boilerplate spans."""
    names = find_names(text)
    if boiler:
        is_boiler = Blocked(boiler)
        names = [m for m in names if not is_boiler(m.start, m.end)]
    return names


def find_quantities_in(text: str, boiler, taken) -> list:
    """The quantities of ``text`` outside the boilerplate and the ``taken`` spans (the names),
    found in the order and with the blocking of ``find_mentions_in_text``."""
    found = find_quantities(text, Blocked(boiler + taken))
    found += find_percent_words(text, Blocked(boiler + taken + [(m.start, m.end) for m in found]))
    found += find_table_cells(text, Blocked(boiler + taken + [(m.start, m.end) for m in found]))
    return found


def whole_mentions(text: str, layout):
    """For a tokenizer that keeps the mentions whole: what the names and quantities components
    find in ``text``, checked against the token ``layout``.

    Returns (user data for the Doc, spans to make single tokens, offsets to split tokens at).
    """
    boiler = boilerplate_spans(text)
    names = find_names_in(text, boiler)
    taken = [(m.start, m.end) for m in names]
    quantities = find_quantities_in(text, boiler, taken)
    found, merges, cuts = {}, [], []
    for kind, matches in (("names", names), ("quantities", quantities)):
        kept, rejected, splits = agree_layout(text, layout, matches)
        found[kind] = (kept, rejected)
        merges += [(m.start, m.end) for m in kept]
        cuts += splits
    return {FOUND_KEY: found, _BOILERPLATE: boiler}, merges, cuts


def _boilerplate(doc) -> list[tuple[int, int]]:
    spans = doc.user_data.get(_BOILERPLATE)
    if spans is None:
        spans = doc.user_data[_BOILERPLATE] = boilerplate_spans(text_of(doc))
    return spans


class _MentionComponent:
    """Finds matches (``find``), keeps those that agree with the tokens, records both.

    When the Doc comes from a tokenizer that kept the mentions whole
    (``mlperf.JiebaTokenizer.v1`` with ``mentions_whole``), the tokenizer has
    already called the same finders and checked them against its words: the
    component takes that result instead of matching the text again.
    """

    kind = ""

    def __init__(self, nlp, name: str, check_tokens: bool = True, spans_key: str = MENTIONS_KEY):
        self.name = name
        self.check_tokens = check_tokens
        self.spans_key = spans_key

    def find(self, doc, taken: list[tuple[int, int]]) -> list:
        raise NotImplementedError

    def __call__(self, doc):
        taken = doc.user_data.get(_TAKEN, [])
        pre = doc.user_data[FOUND_KEY].get(self.kind) if self.check_tokens and FOUND_KEY in doc.user_data else None
        if pre is not None:
            kept, rejected = pre
            found = [*kept, *(m for m, _ in rejected)]
        else:
            found = self.find(doc, taken)
            if self.check_tokens:
                kept, rejected, splits = agree(doc, found)
            else:
                kept, rejected, splits = found, [], []
            doc = retokenized(doc, splits=splits)  # A100|GPU: the glue rule splits jieba's word
        doc.user_data[_TAKEN] = taken + [(m.start, m.end) for m in found]
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
        index = rejected_index(doc)
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
    kind = "names"

    def find(self, doc, taken):
        return find_names_in(text_of(doc), _boilerplate(doc))


class Quantities(_MentionComponent):
    kind = "quantities"

    def find(self, doc, taken):
        return find_quantities_in(text_of(doc), _boilerplate(doc), taken)


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
