"""Qualifiers of a figure (qualifiers.csv): 约, 不到, 超过, 高达, 至少 before the
number; 左右, 以上, 出头, 内 (not 内存: qualifier_exclusions.csv), "or more" after it; 多 and 余 inside it (9分多钟,
20多分钟); and an 'about' word earlier in the clause of "约为H20的2倍".

Between a qualifier before the number and the number may stand a few spaces
and the words of qualifier_gaps.csv: one filler after any qualifier (约为,
约在200万至300万美元之间), or up to two modals and verbs after a bound
(最高可提升40%, 至少能节省三成).

Each function looks at a bounded window next to the number: linear overall.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import case_key, qualifier_exclusions, qualifier_gaps, qualifiers

CLAUSE_BREAK = "，,。；;：:！？!?\n"
_LAST_BREAK = re.compile(f"[{re.escape(CLAUSE_BREAK)}](?=[^{re.escape(CLAUSE_BREAK)}]*\\Z)")


def last_break(text: str, lo: int, hi: int) -> int:
    """Where the last clause break in text[lo:hi] stands, or -1 (one regex search, not a ``rfind``
    per break character: a figure every two characters asks it for each)."""
    m = _LAST_BREAK.search(text, lo, hi)
    return m.start() if m else -1
MAX_SPACES = 4  # spaces looked across between a qualifier and its number
BOUNDS = ("<=", ">=")  # the qualifiers a modal or a verb may separate from their number (最高可提升)


@lru_cache(maxsize=1)
def _before_qualifier_parts() -> tuple[tuple[tuple[str, str], ...], dict[str, str]]:
    """(surface, pattern) of each qualifier written before a number, longest first; lower case -> qualifier.

    An English qualifier must start a word ("over", not "turnover").
    """
    table = {}
    parts = []
    for surf, q, pos in qualifiers():  # longest first
        if pos != "before":
            continue
        table.setdefault(case_key(surf), q)
        parts.append((surf, rf"(?<![A-Za-z]){re.escape(surf)}" if surf.isascii() else re.escape(surf)))
    return tuple(parts), table


def _anchored(parts) -> re.Pattern:
    """One pattern of ``parts``, anchored at the end of the search; English ignores case."""
    return re.compile(rf"(?i:{'|'.join(p for _, p in parts)})$")


@lru_cache(maxsize=1)
def _before_qualifier_re() -> tuple[re.Pattern, dict[str, str], int]:
    """One pattern of the qualifiers written before a number, anchored at the end of the search.

    Longest first, so the leftmost match is the longest.
    """
    parts, table = _before_qualifier_parts()
    longest = max((len(p) for p in table), default=1)
    return _anchored(parts), table, longest


@lru_cache(maxsize=None)
def _before_qualifier_re_ending(ch: str) -> tuple[re.Pattern, int] | None:
    """``_before_qualifier_re`` cut to the qualifiers whose last letter matches ``ch``, and their
    longest length; None when there are none (most characters)."""
    parts, _ = _before_qualifier_parts()
    some = [(surf, p) for surf, p in parts if re.fullmatch(rf"(?i:{re.escape(surf[-1])})", ch)]
    return (_anchored(some), max(len(surf) for surf, _ in some)) if some else None


@lru_cache(maxsize=1)
def _gap_words() -> dict[str, tuple[tuple[str, str], ...]]:
    """The words of qualifier_gaps.csv indexed by their last character, longest first."""
    table: dict[str, list[tuple[str, str]]] = {}
    for word, after in qualifier_gaps():
        table.setdefault(word[-1], []).append((word, after))
    return {k: tuple(v) for k, v in table.items()}


def _gap_before(text: str, e: int) -> tuple[str, str] | None:
    """The gap word ending at ``e`` (the longest), or None."""
    for word, after in _gap_words().get(text[e - 1:e] if e > 0 else "", ()):
        if text.endswith(word, 0, e):
            return word, after
    return None


def _ends_before(text: str, s: int) -> list[tuple[int, bool]]:
    """Where a qualifier before ``s`` may end: (position, only a bound may end there)."""
    j = s
    while j > 0 and s - j < MAX_SPACES and text[j - 1] == " ":
        j -= 1
    out = [(s, False), (j, False)]
    gap = _gap_before(text, j)
    if gap is None:
        return out
    word, after = gap
    out.append((j - len(word), after == "bound"))
    second = _gap_before(text, j - len(word))
    if second is not None and "bound" in (after, second[1]):
        out.append((j - len(word) - len(second[0]), True))  # 最高|可|提升, 最高|将|达到
    return out


def qualifier_before(text: str, s: int) -> tuple[str, int] | None:
    """A qualifier ending right before ``s`` (spaces and the words of qualifier_gaps.csv allowed)."""
    regex, table, longest = _before_qualifier_re()
    for e, bound_only in _ends_before(text, s):
        last = text[e - 1] if e > 0 else ""
        if last == "\n":  # ``$`` matches before a final newline too: the whole pattern
            rx, width = regex, longest
        else:  # the qualifiers that can end with this character, if any
            cut = _before_qualifier_re_ending(last)
            if cut is None:
                continue
            rx, width = cut
        m = rx.search(text, max(0, e - width), e)
        if m and not (m.group(0) in TILDES and not _tilde_is_about(text, m.start(), s)):
            q = table[case_key(m.group(0))]
            if bound_only and q not in BOUNDS:
                continue
            return q, m.start()
    return None


TILDES = ("~",)


def _tilde_is_about(text: str, start: int, s: int) -> bool:
    """~300 staff, from ~$2-3 million: a tilde right before the figure, after a space, a bracket or
    the start of a line, is 'about'; in 1~2小时 or 1 ~ 2 it links a range."""
    return start + 1 == s and (start == 0 or text[start - 1] in " \n\t(（\"“'‘:：,，")


def qualifier_in_clause(text: str, s: int, taken_starts) -> str | None:
    """约为H20的2倍 / 几乎是H100的2倍: an 'about' word earlier in the clause, the number after 的.

    ``taken_starts`` are the starts of the figures found so far, in order: a
    figure between the word and the number takes the word itself.
    """
    j = s
    while j > 0 and s - j < MAX_SPACES and text[j - 1] == " ":
        j -= 1
    if j == 0 or text[j - 1] != "的":
        return None
    lo = max(0, s - 30)
    clause_start = last_break(text, lo, s) + 1
    window = text[clause_start:j]
    for start in reversed(taken_starts[-16:]):  # the figures of the last 30 characters, at most
        if start < clause_start:
            break
        if start < j:
            return None
    for surf, q, pos in qualifiers():
        if pos == "before" and not surf.isascii() and surf in window:
            return q
    return None


@lru_cache(maxsize=1)
def _after_qualifiers_by_char() -> dict[str, tuple[tuple[str, str], ...]]:
    """Qualifiers after a number, indexed by their first character (longest first)."""
    table: dict[str, list[tuple[str, str]]] = {}
    for surf, q, pos in qualifiers():
        if pos == "after":
            table.setdefault(surf[:1], []).append((surf, q))
    return {k: tuple(v) for k, v in table.items()}


def qualifier_after(text: str, e: int) -> tuple[str, int] | None:
    """A qualifier written right after the figure ending at ``e`` (an English one after a space):
    (qualifier, its end)."""
    table = _after_qualifiers_by_char()
    for surf, q in table.get(text[e:e + 1], ()):
        if text.startswith(surf, e):
            end = e + len(surf)
            if end < len(text) and text[end] in qualifier_exclusions().get(surf, ""):
                continue  # 内存, 内容: a word of its own
            return q, end
    if text.startswith(" ", e):  # $25,000 or more: a word, ending where the word ends
        k = e + 1
        for surf, q in table.get(text[k:k + 1], ()):
            end = k + len(surf)
            if surf.isascii() and text[k:end].lower() == surf and not text[end:end + 1].isalnum():
                return q, end
    return None
