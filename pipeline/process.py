"""One document through every stage: read text in, table rows out.

This is the single code path behind the command line, the Python API and the
tests.  ``process_document`` is pure: the same Document always gives the same
rows, which is what lets the store cache them by content hash.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.read import provenance
from pipeline.regex_cache import flush
from pipeline.types import Claim, Document, Mention


@dataclass
class DocResult:
    document: dict
    mentions: list[dict] = field(default_factory=list)
    results: list[dict] = field(default_factory=list)


def _value_cell(value):
    if isinstance(value, float):
        return round(value, 6) if not value.is_integer() else int(value)
    return value


def mention_row(doc_id: str, original: str, m: Mention) -> dict:
    return {
        "doc_id": doc_id, "type": m.type, "text": original[m.start:m.end],
        "value": _value_cell(m.value), "unit": m.unit, "qualifier": m.qualifier,
        "start": m.start, "end": m.end, "rule": m.rule,
    }


def result_row(doc_id: str, original: str, c: Claim, article: dict | None = None) -> dict:
    """A results row; ``article`` (the documents row) gives the claim's article title, source and date."""
    article = article or {}
    evidence = " ".join(original[c.evidence_start:c.evidence_end].split())
    return {
        "doc_id": doc_id, "system": c.system, "benchmark": c.benchmark,
        "metric": c.metric, "value": _value_cell(c.value), "unit": c.unit,
        "qualifier": c.qualifier, "division": c.division, "suite": c.suite,
        "baseline": c.baseline, "evidence": evidence, "start": c.start,
        "end": c.end, "rule": c.rule,
        "title": article.get("title", ""), "source": article.get("source", ""),
        "date": article.get("date", ""),
    }


def analyse(text: str):
    """Normalise, tokenise, extract and link one text (:func:`pipeline.nlp.make_doc`, then the
    spaCy pipeline of its script).

    Returns ``(mentions, claims, script)`` with offsets into ``text``.  The Doc is
    transient (dropped here): its strings are freed with the others of its memory zone.
    """
    from pipeline.nlp import make_doc

    nlp, doc = make_doc(text, transient=True)
    result = from_doc(nlp(doc), text)
    flush()  # the patterns compiled for the first time, kept for the next run (pipeline/regex_cache.py)
    return result


def from_doc(doc, original: str | None = None):
    """``(mentions, claims, script)`` of a Doc made by :func:`pipeline.nlp.make_doc`, with
    offsets into the original article; given the ``original``, a name kept in Chinese is
    written in its script (pipeline/extractors/name_script.py)."""
    norm = doc._.normalised
    mentions = [_to_original(m, norm) for m in doc._.mentions]
    claims = [_claim_to_original(c, norm) for c in doc._.claims]
    if original is not None and doc._.script == "zh-Hant":
        from pipeline.extractors.name_script import as_written, written_names

        names = written_names(norm.text, original, doc._.mentions, mentions)
        mentions, claims = as_written(names, mentions, claims)
    return mentions, claims, doc._.script


def _to_original(m: Mention, norm) -> Mention:
    s, e = norm.orig_span(m.start, m.end)
    return Mention(m.type, s, e, "", m.value, m.unit, m.qualifier, m.rule)


def _claim_to_original(c: Claim, norm) -> Claim:
    s, e = norm.orig_span(c.start, c.end)
    es, ee = norm.orig_span(c.evidence_start, c.evidence_end)
    return Claim(
        c.system, c.benchmark, c.metric, c.value, c.unit, c.qualifier, s, e, es, ee,
        c.division, c.suite, c.baseline, c.rule,
    )


def process_document(doc: Document) -> DocResult:
    from pipeline.limits import within_limits

    with within_limits(doc.text):  # size and time per document (pipeline/limits.py)
        mentions, claims, script = analyse(doc.text)
    source, date = provenance(doc.meta)
    row = {
        "doc_id": doc.doc_id, "path": doc.path, "script": script,
        "chars": len(doc.text), "sha256": doc.sha256, "title": doc.title,
        "source": source, "date": date,
    }
    return DocResult(
        row,
        [mention_row(doc.doc_id, doc.text, m) for m in mentions],
        [result_row(doc.doc_id, doc.text, c, row) for c in claims],
    )
