"""Systems that describe the system named right after them (stage 2 of linking, before the subjects).

"较上一代搭载H100的G593-SD2（29.3分钟）", "以8颗MI355X为核心的PF-8950M用时约10.1分钟", "基于昇腾910C的
Atlas 900 A3 SuperPoD", "the MI355X-based PF-8950M": the chip is what the server is built on; the
server is the subject of the clause, or what it is compared against, and its figures are the
server's.  Such a chip is left out of the systems the linker reads (it stays a mention).

The shape: a verb that opens the description (搭载, 基于, 采用; or 以 with a closing word 为核心,
组成 before 的), the chip within the same clause, then 的 and the next system with no break and
no figure between; in English the chip glued to "-based" / "-powered" right before the next system.
The words are in data/described_words.csv.

Likewise a system named right after another and one of those verbs ("戴尔的PowerEdge XE9680搭载Gaudi 3版本，
起售价约为22万美元", "DGX Spark采用GB10超级芯片") is what the first is built with, a part (``carried``).
"""
from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words

KINDS = ("verb", "frame", "close", "suffix", "carry", "comparing")
_BEFORE = 30  # the opening verb stands at most this far before the chip
_BETWEEN = 14  # chip ... 的 ... described system: at most this far apart


def _words(lang: str, kind: str) -> tuple[str, ...]:
    return lang_kind_words("described_words.csv", KINDS).get((lang, kind), ())


@lru_cache(maxsize=1)
def _zh_regexes() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    opening = re.compile(rf"(?:{alternation(_words('zh', 'verb'), 'zh')})[^，。；;,:：、！？!?\n]*$")
    framed = re.compile(rf"(?:{alternation(_words('zh', 'frame'), 'zh')})[^，。；;,:：、！？!?\n]*$")
    link = re.compile(rf"[^，。；;,:：、()（）！？!?\n]{{0,{_BETWEEN - 2}}}?(?P<close>{alternation(_words('zh', 'close'), 'zh')})?的\s?")
    return opening, framed, link


@lru_cache(maxsize=1)
def _carried_regex() -> re.Pattern:
    return re.compile(rf"\s?(?:{alternation(_words('zh', 'verb'), 'zh')})\s?(?:了\s?)?(?:[A-Za-z]+\s)?")


def carried(text: str, systems: list, lang: str) -> set[int]:
    """Ids of the system mentions (Chinese) named right after another system and a verb of building with
    (XE9680搭载Gaudi 3), or English after "with" ("a Mac Studio with the M3 Ultra"): parts of that system."""
    systems = sorted(systems, key=lambda m: (m.start, m.end))
    if lang == "en":
        return {id(part) for whole, part in zip(systems, systems[1:])
                if part.start > whole.end and _en_carried_regex().fullmatch(text, whole.end, part.start)
                and not _comparing_regex().search(text, max(0, whole.start - _BEFORE), whole.start)}
    return {id(part) for whole, part in zip(systems, systems[1:])
            if part.start > whole.end and _carried_regex().fullmatch(text, whole.end, part.start)}


@lru_cache(maxsize=1)
def _comparing_regex() -> re.Pattern:  # "compares the H100 with the MI300X"
    return re.compile(alternation(_words("en", "comparing"), "en"), re.IGNORECASE)


@lru_cache(maxsize=1)
def _en_carried_regex() -> re.Pattern:
    return re.compile(rf"\s(?:{alternation(_words('en', 'carry'), 'en')})\s(?:the\s|an?\s|its\s|one\s)?", re.IGNORECASE)


@lru_cache(maxsize=1)
def _en_regex() -> re.Pattern:
    return re.compile(rf"-(?:{alternation(_words('en', 'suffix'), 'en')})\s(?:[A-Za-z]+\s)?", re.IGNORECASE)


def describers(text: str, systems: list, lang: str, figures=()) -> set[int]:
    """Ids of the system mentions (sorted by start) that describe the one named right after them."""
    out: set[int] = set()
    starts = sorted(f.start for f in figures)  # a figure between the two: bisected, not scanned
    systems = sorted(systems, key=lambda m: (m.start, m.end))
    for m, head in zip(systems, systems[1:]):
        if head.start <= m.end or head.start - m.end > _BETWEEN:
            continue
        k = bisect_left(starts, m.end)
        if k < len(starts) and starts[k] < head.start:
            continue
        if lang == "en":
            if _en_regex().fullmatch(text, m.end, head.start):
                out.add(id(m))
            continue
        opening, framed, link = _zh_regexes()
        got = link.fullmatch(text, m.end, head.start)
        if got is None:
            continue
        lo = max(0, m.start - _BEFORE)
        if opening.search(text, lo, m.start) or (got.group("close") and framed.search(text, lo, m.start)):
            out.add(id(m))
    return out
