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
from pipeline.components.extensions import MENTIONS_KEY, REJECTED_KEY, rejected_index, script_of
from pipeline.components.layout import layout_of, text_of
from pipeline.extractors import excluded_spans, find_name_mentions, find_quantity_mentions
from pipeline.extractors.names import keep_measured
from pipeline.schema import NAME_TYPES

_EXCLUDED = "mlperf_excluded"  # user_data: boilerplate and web addresses, found once per Doc
_TAKEN = "mlperf_taken"  # user_data: the spans of every match so far, kept or rejected
FOUND_KEY = "mlperf_found"  # user_data: what the tokenizer found, agreed and kept whole


def whole_mentions(text: str, layout, script: str):
    """For a tokenizer that keeps the mentions whole: what the names and quantities components
    find in ``text`` (the steps of ``pipeline.extractors.find_mentions_in_text``), checked
    against the token ``layout``.

    Returns (user data for the Doc, spans to make single tokens, offsets to split tokens at).
    """
    excluded = excluded_spans(text)
    names = find_name_mentions(text, excluded)
    quantities = find_quantity_mentions(text, script, excluded, [(m.start, m.end) for m in names])
    names = keep_measured(text, names, quantities)
    found, merges, cuts = {}, [], []
    for kind, matches in (("names", names), ("quantities", quantities)):
        kept, rejected, splits = agree_layout(text, layout, matches)
        found[kind] = (kept, rejected)
        merges += [(m.start, m.end) for m in kept]
        cuts += splits
    return {FOUND_KEY: found, _EXCLUDED: excluded}, merges, cuts


def _excluded(doc) -> list[tuple[int, int]]:
    spans = doc.user_data.get(_EXCLUDED)
    if spans is None:
        spans = doc.user_data[_EXCLUDED] = excluded_spans(text_of(doc))
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
        layout = layout_of(doc)
        spans = [token_span(doc, m.start, m.end, m.type, layout=layout) for m in kept]
        if self.spans_key in doc.spans:  # in text order with the spans already there
            spans = sorted([*doc.spans[self.spans_key], *spans], key=attrgetter("start", "end"))
        doc.spans[self.spans_key] = spans
        if rejected:
            self._reject(doc, rejected)
        return doc

    def _reject(self, doc, rejected) -> None:
        group = list(doc.spans[REJECTED_KEY]) if REJECTED_KEY in doc.spans else []
        index = rejected_index(doc)
        layout = layout_of(doc)
        for m, why in rejected:
            key = f"{m.start}:{m.end}"  # the span's id: it may widen as tokens merge around it
            group.append(token_span(doc, m.start, m.end, m.type, span_id=key, layout=layout))
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
        return find_name_mentions(text_of(doc), _excluded(doc))


class Quantities(_MentionComponent):
    kind = "quantities"

    def find(self, doc, taken):
        return find_quantity_mentions(text_of(doc), script_of(doc), _excluded(doc), taken)

    def __call__(self, doc):
        doc = super().__call__(doc)
        # a model outside MLPerf is a benchmark only where a figure is measured on it
        names = [m for m in doc._.mentions if m.type in NAME_TYPES]
        kept = set(keep_measured(text_of(doc), names, [m for m in doc._.mentions if m.type not in NAME_TYPES]))
        if len(kept) < len(names):
            gone = {(m.start, m.end, m.type) for m in names if m not in kept}
            doc._.mentions = [m for m in doc._.mentions if (m.start, m.end, m.type) not in gone]
            doc.spans[self.spans_key] = [sp for sp in doc.spans[self.spans_key]
                                         if (sp.start_char, sp.end_char, sp.label_) not in gone]
        return doc


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
