"""What the Doc carries: the mentions as ``doc.spans``, their values as span extensions, the claims.

- ``doc.spans["mentions"]``: one span per mention, labelled by its type
  (system, benchmark, time, price, percentage, ratio), each a single token;
  ``span._.value``, ``span._.unit``, ``span._.qualifier``, ``span._.rule`` as
  in ``mentions.csv``.
- ``doc.spans["mentions_rejected"]``: what an extractor found that cuts a word
  of the segmentation (``span._.rule`` is the extractor's rule,
  ``span._.rejected`` says why; the span covers whole tokens, and its
  ``id_`` is the match's own "start:end"); kept for review, in no table.
- ``doc._.mentions``: the same mentions as :class:`pipeline.types.Mention`
  records, in text order (what the tables are made of).
- ``doc._.claims``: the results, :class:`pipeline.types.Claim` records.
- ``doc._.sentence_spans``: the (start, end) offsets of the sentences, as the
  linker's splitter gives them (``doc.sents`` are the same sentences, in
  tokens); None until the sentences component ran.
- ``doc._.script``: zh-Hans, zh-Hant or en (set by :func:`pipeline.nlp.make_doc`;
  else taken from the pipeline's language).
- ``doc._.normalised``: the :class:`pipeline.normalise.Normalised` text the
  Doc was made of, whose ``orig_span`` maps offsets to the original article
  (None for a Doc made from a text directly).

All offsets (span.start_char, Mention.start, Claim.start) are into
``doc.text``.  Span values are looked up in ``doc._.mentions`` by offsets,
so setting them costs nothing per span.
"""
from __future__ import annotations

from spacy.tokens import Doc, Span

MENTIONS_KEY = "mentions"
REJECTED_KEY = "mentions_rejected"
MENTION_FIELDS = ("value", "unit", "qualifier", "rule")


def _index(doc) -> dict:
    index = doc.user_data.get("mlperf_mention_index")
    if index is None or index[0] is not doc._.mentions:
        index = (doc._.mentions, {(m.start, m.end): m for m in doc._.mentions})
        doc.user_data["mlperf_mention_index"] = index
    return index[1]


def rejected_index(doc) -> dict:
    """span id ("start:end" of the match) -> (the rejected Mention, why)."""
    return doc.user_data.setdefault("mlperf_rejected", {})


def _getter(field: str):
    def get(span):
        m = _index(span.doc).get((span.start_char, span.end_char))
        if m is None:
            hit = rejected_index(span.doc).get(span.id_) if span.id else None
            m = hit[0] if hit else None
        return None if m is None else getattr(m, field)

    return get


def _why_rejected(span):
    hit = rejected_index(span.doc).get(span.id_) if span.id else None
    return hit[1] if hit else None


def register() -> None:
    """Register the extensions (again after another library took one of the names)."""
    for name, default in (("mentions", ()), ("claims", ()), ("script", None), ("normalised", None),
                          ("sentence_spans", None)):
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=default)
    for field in MENTION_FIELDS:
        if not Span.has_extension(field):
            Span.set_extension(field, getter=_getter(field))
    if not Span.has_extension("rejected"):
        Span.set_extension("rejected", getter=_why_rejected)


def script_of(doc) -> str:
    return doc._.script or ("en" if doc.lang_ == "en" else "zh-Hans")


register()
