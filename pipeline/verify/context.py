"""What the article around a claim says: its sentence, cue words, accelerator counts.

Cue words are data (``pipeline/data/verify_cues.csv``, one ``kind`` per row):
``same_scale`` (两者相同数量的GPU), ``per_accelerator`` (单卡性能), ``previous_round``, ``first_round``,
``best``, ``increase`` (提升N倍), ``share_before``/``share_after`` (A100的80%,
80% of), ``count_word`` (the classifier between a count and a name: 个, 颗).
Texts are compared after NFKC (``IPU-POD₁₆`` is ``IPU-POD16``) and case folding.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pipeline.verify.errors import LogError, read_csv
from pipeline.verify.names import name_pattern

DATA = Path(__file__).resolve().parent.parent / "data" / "verify_cues.csv"
KINDS = ("same_scale", "per_accelerator", "previous_round", "first_round", "best", "increase",
         "share_before", "share_after", "count_word")
_SENTENCE_END = re.compile(r"[。！？!?；;\n]|\.(?=\s|$)")
_CLAUSE_END = re.compile(r"[，、：:（(]|,(?!\d{3})")  # not the comma of 3,584
# a count written as a bound ("逾5,000颗", "more than 5,000") is not a count
_NOT_EXACT = re.compile(r"(逾|超过|超過|多于|多於|近|约|約|大约|大約|将近|將近|up to|over|more than|"
                        r"nearly|about|around|almost)\s*$", re.I)


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text or "").casefold()


@lru_cache(maxsize=4)
def load_cues(path: str | Path = DATA) -> dict[str, tuple[str, ...]]:
    cues: dict[str, list[str]] = {k: [] for k in KINDS}
    for row in read_csv(path, ("kind", "cue")):
        if "_problem" in row:
            raise LogError(path, row["_problem"], row["_line"])
        if row["kind"] not in cues:
            raise LogError(path, f"unknown kind {row['kind']!r} (known: {', '.join(KINDS)})",
                           row["_line"])
        if not row["cue"]:
            raise LogError(path, "empty cue", row["_line"])
        cues[row["kind"]].append(fold(row["cue"]))
    return {k: tuple(sorted(v, key=len, reverse=True)) for k, v in cues.items()}


def _word(cue: str) -> str:
    """A cue as a regex: ASCII words whole, other scripts as they are."""
    body = re.escape(cue)
    if cue[:1].isascii() and cue[:1].isalnum():
        body = r"(?<![a-z0-9])" + body
    if cue[-1:].isascii() and cue[-1:].isalnum():
        body += r"(?![a-z0-9])"
    return body


def has_cue(kind: str, text: str) -> bool:
    t = fold(text)
    return any(re.search(_word(c), t) for c in load_cues()[kind])


@dataclass(frozen=True)
class Sentence:
    before: str  # the sentence up to the figure
    after: str  # the sentence after the figure
    figure: str = ""  # the figure as written

    @property
    def whole(self) -> str:
        return self.before + self.figure + self.after

    @property
    def clause_after(self) -> str:
        """The clause of the figure, after it (up to the next comma)."""
        return _CLAUSE_END.split(self.after)[0]

    @property
    def clause_before(self) -> str:
        """The clause of the figure, up to it (after the last comma before it)."""
        parts = _CLAUSE_END.split(self.before)
        return parts[-1] if parts else self.before


def sentence_at(text: str | None, start: int | None, end: int | None,
                evidence: str = "") -> Sentence:
    """The sentence holding ``text[start:end]``; the evidence alone when there is no text."""
    if text is None or start is None or end is None or not (0 <= start < end <= len(text)):
        return Sentence(before=evidence, after="")
    s = 0
    for m in _SENTENCE_END.finditer(text, 0, start):
        s = m.end()
    m = _SENTENCE_END.search(text, end)
    e = m.end() if m else len(text)
    return Sentence(before=text[s:start], after=text[end:e], figure=text[start:end])


def share_cue(sentence: Sentence) -> bool:
    """A percentage written as a share of the baseline: "A100的80%", "80% of"."""
    before = re.sub(r"[\s约約大概近将將接几幾乎]+$", "", fold(sentence.before))
    after = fold(sentence.after).lstrip(" %")
    return (any(before.endswith(c) for c in load_cues()["share_before"])
            or any(re.match(_word(c), after) for c in load_cues()["share_after"]))


def claim_count(sentence: Sentence, name: str, vendors: tuple[str, ...] = ()) -> int | None:
    """The count of ``name`` the claim's sentence gives: before the figure, or else after
    it in the same clause ("10.9 minutes on 3,584 H100"), never in another clause after it."""
    found = count_of(sentence.before, name, vendors)
    if found is None:
        found = count_of(sentence.figure + sentence.clause_after, name, vendors)
    return found


def count_of(sentence_text: str, name: str, vendors: tuple[str, ...] = ()) -> int | None:
    """The count written right before ``name`` in a text ("3,584 H100", "768个H100").

    None when there is none, when two different counts are given, or when the
    count is a bound ("逾5,000颗").
    """
    text = unicodedata.normalize("NFKC", sentence_text)
    words = "|".join(re.escape(c) for c in load_cues()["count_word"])
    vendor = "|".join(re.escape(v) for v in sorted(vendors, key=len, reverse=True))
    vendor = rf"(?:(?:{vendor})\s*)?" if vendor else ""
    rx = re.compile(rf"(?<![\d.])(?<!\d,)(\d{{1,3}}(?:,\d{{3}})+|\d+)\s*(?:{words})?\s*"
                    rf"{vendor}(?:{name_pattern(name).pattern})", re.I)
    counts = set()
    for m in rx.finditer(text):
        if _NOT_EXACT.search(text[:m.start()]):
            continue
        counts.add(int(m.group(1).replace(",", "")))
    return counts.pop() if len(counts) == 1 else None
