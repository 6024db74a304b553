"""The unit written after or before a number (units.csv): 分钟, minutes, 3h,
美元, US$, USD 200, 成, 倍, x.

``unit_after`` and ``unit_before`` look at the characters next to a number
and give the unit that stands there, longest surface first.  Latin surfaces
of two letters or more written all in lower or all in upper case ignore case
(Minutes, usd); single letters (h, x) do not.  Between a number and its unit
stand at most a few spaces, or a hyphen for a time word (3-min, 30-minutes).
The false friends of unit_exclusions.csv (8成本, 1元年) and of
unit_context_exclusions.csv (weighs 3,000 pounds) are no units, and the units of
unit_requirements.csv count only in the contexts it names (日 as a duration:
45日内, 为期10日, not 8日公布; 块 as money: 降到4块多了, not 3584块H100).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import (
    Unit, qualifier_exclusions, qualifiers, read_table, unit_context_exclusions, unit_requirements, units,
)

MAX_GAP = 4  # spaces between a number and its unit (一百五十    个百分点)
_WORD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
# "8x H100", "8× NVIDIA A100 GPUs", "2x AMD EPYC", "8x GPUs", "2x 400GbE", "4x 3.84TB":
# a count of chips, ports or drives, not a ratio
# "2x Intel Xeon Platinum 8480+": a vendor's name then a product's
_COUNT_AFTER_X = re.compile(r"\s?(?:(?:NVIDIA|Nvidia|AMD|Intel|Google|Huawei|Qualcomm)\s[A-Z]"
                            r"|[A-Z][A-Za-z-]{0,8}\d|[A-Z]{2,}s?(?![A-Za-z])|\d+(?:\.\d+)?\s?[A-Za-z]{1,4}(?![A-Za-z]))")
_CJK = re.compile(r"[\u3400-\u9fff]")
_DECIMAL_END = re.compile(r"\d\.\d+$")  # a number with a fraction (1.5x) counts nothing


def is_word_char(ch: str) -> bool:
    return ch in _WORD_CHARS  # an ASCII letter or digit


@lru_cache(maxsize=None)  # a pure function of the unit surfaces, asked for at every number
def ignores_case(surface: str) -> bool:
    """Latin surfaces of two letters or more, all lower or all upper case, match in any case
    (minutes, USD, US$); A$, C$, h and x keep theirs ("a $5 fee" is no A$)."""
    return (surface.isascii() and sum(c.isalpha() for c in surface) >= 2
            and (surface.islower() or surface.isupper()))


def _at(text: str, surface: str, pos: int) -> bool:
    if text.startswith(surface, pos):  # as written: a match in any case too
        return True
    return ignores_case(surface) and text[pos:pos + len(surface)].lower() == surface.lower()


def _ending_at(text: str, surface: str, end: int) -> bool:
    start = end - len(surface)
    if start < 0:
        return False
    if text.endswith(surface, 0, end):  # as written: a match in any case too
        return True
    return ignores_case(surface) and text[start:end].lower() == surface.lower()


def _index_by(found, char_of) -> dict[str, tuple[Unit, ...]]:
    """``found`` grouped by one character of their surface (both cases where case is ignored)."""
    table: dict[str, list[Unit]] = {}
    for u in sorted(found, key=lambda u: -len(u.surface)):
        ch = char_of(u.surface)
        keys = {ch, ch.lower(), ch.upper()} if ignores_case(u.surface) else {ch}
        for k in keys:
            table.setdefault(k, []).append(u)
    return {k: tuple(v) for k, v in table.items()}


@lru_cache(maxsize=None)
def units_by_char(position: str) -> dict[str, tuple[Unit, ...]]:
    """Units of ``position`` indexed by the character next to the number (longest first):
    the first character of a unit after (or compound), the last of a unit before."""
    found = [u for u in units() if u.position == position]
    return _index_by(found, (lambda s: s[-1]) if position == "before" else (lambda s: s[0]))


@lru_cache(maxsize=1)
def inside_qualifiers() -> tuple[tuple[str, str], ...]:
    return tuple((s, q) for s, q, pos in qualifiers() if pos == "inside")


@lru_cache(maxsize=1)
def unit_first_chars() -> frozenset[str]:
    """Characters that may follow a number when a unit (or 多/余, a space, a hyphen) comes next."""
    chars = set(units_by_char("after")) | {" ", "-"}
    chars |= {s[0] for s, _ in inside_qualifiers()}
    return frozenset(chars)


@lru_cache(maxsize=1)
def unit_last_chars() -> frozenset[str]:
    """Characters that may precede a number when a unit (or a space) comes before it."""
    return frozenset(units_by_char("before")) | {" "}


@lru_cache(maxsize=1)
def _exclusions() -> dict[str, tuple[str, tuple[str, ...]]]:
    """unit surface -> (characters after which it is no unit, words after it that keep it one)."""
    rows = read_table("unit_exclusions.csv", ["surface", "not_followed_by", "except_before"])
    return {r["surface"]: (r["not_followed_by"], tuple(w for w in r["except_before"].split("|") if w)) for r in rows}


def _excluded(text: str, end: int, rule: tuple[str, tuple[str, ...]]) -> bool:
    chars, keep = rule
    return end < len(text) and text[end] in chars and not (keep and text.startswith(keep, end))


def _gap(text: str, k: int) -> int:
    """The number of spaces at ``k`` (at most MAX_GAP + 1, so that a longer run is seen as too long)."""
    g = 0
    while k + g < len(text) and text[k + g] == " " and g <= MAX_GAP:
        g += 1
    return g


def unit_after(text: str, j: int, chinese_numeral: bool) -> tuple[Unit, int, str] | None:
    """The unit that starts at ``j`` (after spaces, a hyphen, an inside qualifier): (unit, end, qualifier)."""
    by_char = units_by_char("after")
    if text.startswith("个半", j):  # 一个半小时
        for u in by_char.get(text[j + 2:j + 3], ()):
            if u.type == "time" and text.startswith(u.surface, j + 2):
                return u, j + 2 + len(u.surface), ""
    k = j
    inside_q = ""
    for s, q in inside_qualifiers():
        if text.startswith(s, k):
            inside_q, k = q, k + len(s)
            break
    n = len(text)
    exclusions = _exclusions()
    gap = _gap(text, k)
    tries = [(k, "")]
    if 0 < gap <= MAX_GAP:
        tries.append((k + gap, "space"))
    if k < n and text[k] == "-":
        tries.append((k + 1, "hyphen"))
    for pos, how in tries:
        if pos >= n:
            continue
        for u in by_char.get(text[pos], ()):
            surf = u.surface
            if _at(text, surf, pos):
                end = pos + len(surf)
            elif (not inside_q and not how and len(surf) >= 2 and not surf.isascii() and u.type == "time"
                  and text.startswith(surf[0], pos)):
                # 9分多钟: an inside qualifier written inside the unit
                for s, q in inside_qualifiers():
                    if text.startswith(surf[0] + s + surf[1:], pos):
                        return u, pos + len(surf) + len(s), q
                continue
            else:
                continue
            latin_word = surf.isascii() and surf[-1].isalpha()
            if latin_word and end < n and text[end].isascii() and text[end].isalpha():
                continue  # "min" in "minimal"
            if latin_word and surf.isupper() and end < n and text[end].isdigit():
                continue  # 3 USD50: the code belongs to the number after it
            if how == "hyphen" and not (u.type == "time" and surf.isascii() and surf[0].isalpha()):
                continue  # 3-min, 30-minutes; a hyphen before anything else is a range or a name
            if surf in ("x", "X", "×") and (end < n and is_word_char(text[end]) or how
                                            or (_COUNT_AFTER_X.match(text, end) and not _DECIMAL_END.search(text, max(0, j - 24), j))):
                continue  # 8x7B, x86, "8x A100" (a count of chips; 1.5x Gaudi 2 is a ratio); "2 x" is no ratio
            if surf in exclusions and _excluded(text, end, exclusions[surf]):
                continue
            if surf == "成" and how and not chinese_numeral and end < n and _CJK.match(text, end):
                continue  # "2023 成立": an Arabic number, a space, then a word beginning with 成
            return u, end, inside_q
    return None


def unit_before(text: str, s: int) -> tuple[Unit, int] | None:
    """The unit that ends right before ``s`` (or a few spaces before it): (unit, start)."""
    by_last = units_by_char("before")
    e = s
    while e > 0 and s - e < MAX_GAP and text[e - 1] == " ":
        e -= 1
    for end in dict.fromkeys((s, e)):
        if end <= 0:
            continue
        for u in by_last.get(text[end - 1], ()):
            if _ending_at(text, u.surface, end):
                start = end - len(u.surface)
                if u.surface.isascii() and u.surface[0].isalpha() and start > 0 and is_word_char(text[start - 1]):
                    continue
                return u, start
    return None


def compound_unit_after(text: str, j: int, type_: str) -> tuple[Unit, int] | None:
    """A unit that only continues a figure (时 in 8天20时, 毛 in 五元三毛) starting at ``j``; a Latin
    one (s in 28 min 40 s, m in 2h30m) after one space or none, and ending a word."""
    by_char = units_by_char("compound")
    for pos in (j, j + 1) if text.startswith(" ", j) else (j,):
        for u in by_char.get(text[pos:pos + 1], ()):
            end = pos + len(u.surface)
            if u.type != type_ or not text.startswith(u.surface, pos):
                continue
            latin = u.surface.isascii()
            if (pos > j and not latin) or (latin and end < len(text) and is_word_char(text[end])):
                continue
            return u, end
    return None


def excluded_by_context(text: str, clause_start: int, number_start: int, unit: Unit) -> bool:
    """A unit that a word earlier in its clause makes something else (weighs 3,000 pounds)."""
    words = unit_context_exclusions().get(unit.surface.lower()) or unit_context_exclusions().get(unit.surface)
    if not words:
        return False
    before = text[clause_start:number_start].lower()
    return any(w in before for w in words)


_REQUIREMENT_WINDOW = 8  # characters before a number in which a "before" word of unit_requirements.csv stands
_CLAUSE_END = frozenset("，,。；;：:！？!?\n )）]】」』\"'”’、…")


def _starts_with_any(text: str, pos: int, words: tuple[str, ...]) -> bool:
    """The text at ``pos`` begins with one of ``words`` ($: the end of a clause), not where the word is
    a qualifier starting a word of its own (qualifier_exclusions.csv: 内测, 内部 are no 内)."""
    for w in words:
        if w == "$":
            if pos >= len(text) or text[pos] in _CLAUSE_END:
                return True
        elif text.startswith(w, pos):
            after = pos + len(w)
            if after >= len(text) or text[after] not in qualifier_exclusions().get(w, ""):
                return True
    return False


def required_context(text: str, clause_start: int, number_start: int, unit_end: int, unit: Unit) -> bool:
    """Whether a unit of unit_requirements.csv stands in one of the contexts it needs (True for the others)."""
    rows = unit_requirements().get(unit.surface)
    if not rows:
        return True
    before = text[max(clause_start, number_start - _REQUIREMENT_WINDOW):number_start]
    clause = text[clause_start:number_start]
    for r in rows:
        if r.before and not any(w in before for w in r.before):
            continue
        if r.after and not _starts_with_any(text, unit_end, r.after):
            continue
        if r.clause and not any(w in clause for w in r.clause):
            continue
        return True
    return False
