"""Find the sentence of an article that a missed or spurious row concerns.

Sentences end at 。！？!?；; or a line break, and at ". " (a full stop followed
by a space).  A prediction names its own span (start/end, offsets into the
original text); a missed gold row is looked up: the article is normalised
(Traditional to Simplified, NFKC, so full-width digits are ASCII) and
searched for the value as it may be written (``28.3``, ``149,995``, a price
divided by 万/亿/million, a time in hours or seconds; a name with any
separators between its letters and digits).  Among the occurrences, the
sentence that also mentions the row's system and benchmark wins; otherwise the
first.  The sentence is returned in the article's own script, blanks folded,
cut to :data:`MAX_CHARS`.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from pathlib import Path

MAX_CHARS = 300
_BOUNDARY = re.compile(r"[。！？!?；;\n]|\.(?=\s)")


class Article:
    """An article's text, its normalised form and its sentence boundaries."""

    def __init__(self, text: str):
        from pipeline.normalise import normalise

        self.text = text
        self.norm = normalise(text)
        ends = [m.end() for m in _BOUNDARY.finditer(self.norm.text)]
        self.starts = [0] + ends  # normalised offsets where a sentence starts

    def sentence_at_norm(self, pos: int) -> str:
        """The sentence around normalised offset ``pos``, in the original text."""
        k = bisect_right(self.starts, pos) - 1
        start = self.starts[k]
        end = self.starts[k + 1] if k + 1 < len(self.starts) else len(self.norm.text)
        s, e = self.norm.orig_span(start, end)
        return _tidy(self.text[s:e])

    def sentence_at(self, orig_start: int) -> str:
        """The sentence around original offset ``orig_start``."""
        to_orig = self.norm.to_orig
        pos = bisect_right(to_orig, orig_start) - 1
        return self.sentence_at_norm(max(0, min(pos, len(self.norm.text) - 1 if self.norm.text else 0)))

    def sentence_index(self, pos: int) -> int:
        return bisect_right(self.starts, pos) - 1


def _tidy(s: str) -> str:
    s = " ".join(s.split())
    return s if len(s) <= MAX_CHARS else s[: MAX_CHARS - 1] + "…"


@lru_cache(maxsize=64)
def load_article(path: str) -> Article | None:
    try:
        return Article(Path(path).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError):
        return None


def _number_forms(value: float, kind: str, unit: str) -> list[str]:
    """Ways the number ``value`` may be written in the article."""
    candidates = [value]
    if kind in ("time", "train_time"):
        candidates += [value / 60, value * 60, value / 1440]
    if kind == "price" or (unit and unit.isupper() and len(unit) == 3):
        candidates += [value / 1e4, value / 1e8, value / 1e12, value / 1e6, value / 1e9, value / 1e3,
                       value / 1e7, value / 1e11]
    forms: list[str] = []
    for v in candidates:
        if v <= 0 and value > 0:
            continue
        for digits in (0, 1, 2, 3):
            r = round(v, digits)
            if abs(r - v) > 1e-9 * max(1.0, abs(v)):
                continue
            for extra in (0, 1, 2):  # 145.4 may be written 145.40
                shown = digits + extra
                forms.append(f"{r:.{shown}f}")
                if abs(r) >= 1000:
                    forms.append(f"{r:,.{shown}f}")
            break
    seen = []
    for f in forms:
        if f not in seen:
            seen.append(f)
    return seen


def _number_pattern(forms: list[str]) -> re.Pattern | None:
    if not forms:
        return None
    alts = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    return re.compile(rf"(?<![\d.,])(?:{alts})(?![\d]|[.,]\d)")


def _name_pattern(name: str) -> re.Pattern | None:
    chars = [c for c in name if c.isalnum()]
    if not chars:
        return None
    return re.compile(r"[\W_]*".join(re.escape(c) for c in chars), re.IGNORECASE)


def find_sentence(article: Article, row_fields: dict, kind: str, number: float | None) -> str:
    """The best sentence for a row with no span of its own ("" when nothing is found)."""
    text = article.norm.text
    if number is None:  # a system or benchmark name
        name = row_fields.get("value", "")
        # the whole name, else its longest part with a digit (至强8462Y+ for Xeon 8462Y+)
        parts = sorted((t for t in re.split(r"[\W_]+", name) if any(c.isdigit() for c in t)
                        and len(t) >= 3), key=len, reverse=True)
        for candidate in [name] + parts:
            pat = _name_pattern(candidate)
            m = pat.search(text) if pat else None
            if m:
                return article.sentence_at_norm(m.start())
        return ""
    pat = _number_pattern(_number_forms(number, kind, row_fields.get("unit", "")))
    if not pat:
        return ""
    names = [_name_pattern(row_fields.get(c, "")) for c in ("system", "benchmark")]
    names = [p for p in names if p]
    best, best_score = None, -1
    for m in pat.finditer(text):
        k = article.sentence_index(m.start())
        start = article.starts[k]
        end = article.starts[k + 1] if k + 1 < len(article.starts) else len(text)
        sentence = text[start:end]
        score = sum(1 for p in names if p.search(sentence))
        if score > best_score:
            best, best_score = m.start(), score
    return article.sentence_at_norm(best) if best is not None else ""


def _named_sentence(article: Article, starts: list[int], row_fields: dict) -> str:
    """Of the sentences at these original offsets, the one that also names the row's system
    and benchmark (else the first)."""
    names = [p for p in (_name_pattern(row_fields.get(c, "")) for c in ("system", "benchmark")) if p]
    sentences = [article.sentence_at(s) for s in starts if s < len(article.text)]
    if not sentences:
        return ""
    return max(sentences, key=lambda s: sum(1 for p in names if p.search(s)))


def sentence_for(article: Article | None, row_fields: dict, kind: str, number: float | None) -> str:
    """The sentence a row concerns: its own span when it has one; for a missed row, where the
    pipeline read its figure (``read_at``: original offsets of predicted mentions of that
    value), else a search of the text."""
    if article is None:
        return ""
    start = row_fields.get("start", "")
    if start.isdigit() and int(start) < len(article.text):
        return article.sentence_at(int(start))
    if row_fields.get("read_at"):
        return _named_sentence(article, row_fields["read_at"], row_fields)
    return find_sentence(article, row_fields, kind, number)
