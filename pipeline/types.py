"""The records that flow between stages: small frozen dataclasses.

All offsets are half-open character offsets into the ORIGINAL text of the
article (the text as read from disk), so ``original[start:end] == text``.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Document:
    doc_id: str
    path: str
    text: str  # exactly as read from disk (after decoding; BOM removed)
    sha256: str  # of the decoded text, UTF-8 encoded
    title: str = ""
    meta: dict = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Mention:
    type: str  # one of schema.MENTION_TYPES
    start: int
    end: int
    text: str
    value: object  # canonical name (str) or number (float)
    unit: str = ""
    qualifier: str = "="
    rule: str = ""


@dataclass(frozen=True)
class Claim:
    system: str
    benchmark: str
    metric: str  # one of schema.METRICS
    value: float
    unit: str
    qualifier: str
    start: int  # of the value, in the original text
    end: int
    evidence_start: int  # of the claim's sentence, in the original text
    evidence_end: int
    division: str = ""
    suite: str = ""
    baseline: str = ""
    rule: str = ""
