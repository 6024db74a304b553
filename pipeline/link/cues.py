"""Stage 2 of linking: the cue words of each sentence (data/cues_zh.csv, data/cues_en.csv).

A cue is a word that tells what a figure near it measures (a time to train,
a price, performance, memory, a stock price...), how it compares (a gain, a
cut, a lag), or against what (markers of the comparison baseline).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import case_key, fold, read_table
from pipeline.literals import alternation
from pipeline.link.spans import Spans

CATEGORIES = {
    # what a figure measures
    "train_time", "price", "cost", "rate", "total", "perf_per_dollar", "speed", "none", "accuracy",
    # how it changes or compares
    "gain", "speedup", "cut", "near", "move", "generation", "projection", "contrast", "in_contrast", "also",
    "over_time", "same_task", "latter", "former", "this_one", "same_money", "spec", "requirement",
    "hardware", "per_item", "gap", "software", "budget", "duration", "longer", "other_work", "training", "as_many", "count_unit", "expense",
    # what it is compared against
    "own_baseline", "baseline_before", "baseline_after", "share_of", "lag", "lag_after", "overall",
    "respectively",
}


@dataclass(frozen=True)
class Cue:
    category: str
    start: int
    end: int
    text: str


@lru_cache(maxsize=2)
def _table(lang: str) -> dict[str, list[str]]:
    """cue (folded) -> its categories, in the order of the file."""
    table: dict[str, list[str]] = {}
    for r in read_table(f"cues_{lang}.csv", ["category", "cue"]):
        if r["category"] not in CATEGORIES:
            raise ValueError(f"{r['_file']}:{r['_line']}: unknown category {r['category']!r}")
        table.setdefault(fold(r["cue"]), []).append(r["category"])
    return table


@lru_cache(maxsize=2)
def _cue_regex(lang: str):
    table = _table(lang)
    words = sorted(table, key=len, reverse=True)
    if lang == "en":
        return (re.compile(rf"{latin_words(words)}(?![A-Za-z])", re.IGNORECASE),
                {case_key(w): c for w, c in table.items()})
    return re.compile(alternation(words)), table  # the same matches, grouped by first character


@lru_cache(maxsize=32)
def words_of(lang: str, category: str) -> tuple[str, ...]:
    """The cue words of one category, longest first."""
    return tuple(sorted((w for w, cats in _table(lang).items() if category in cats), key=len, reverse=True))


def latin_words(words: list[str]) -> str:
    """A pattern (for re.IGNORECASE) of ``words`` standing at the start of a word, longest first.

    Faster than the plain ``(?<![A-Za-z])(?:w1|w2|...)``, with the same
    matches: a lookahead for the words' first letters lets the regex engine
    pass over other places without trying each word, and the words are grouped
    by their first letter (in their order), so that at a place only the words
    starting with its letter are tried.
    """
    if not all(w[:1].isascii() and w[:1].isalpha() for w in words):
        return rf"(?<![A-Za-z])(?:{'|'.join(re.escape(w) for w in words)})"
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(w[0].lower(), []).append(re.escape(w[1:]))
    alt = "|".join(f"{letter}(?:{'|'.join(rests)})" for letter, rests in groups.items())
    return rf"(?=[{''.join(groups)}])(?<![A-Za-z])(?:{alt})"


def find_cues(text: str, start: int, end: int, lang: str) -> list[Cue]:
    """Cues in text[start:end] (longest match at each place; one cue may have several categories).

    A Chinese article is searched with the Chinese and the English cue lists
    (English phrases appear in Chinese articles); an English one with the English.
    """
    out = []
    for language in (("en",) if lang == "en" else ("zh", "en")):
        regex, table = _cue_regex(language)
        for m in regex.finditer(text, start, end):
            word = m.group(0)
            for c in table.get(word) or table.get(case_key(word)) or ():
                out.append(Cue(c, m.start(), m.end(), word))
    return out


_NAME_GAP = 2  # a measure word this close before a system name describes the name


class SentenceCues:
    """The cues of each sentence of a text, found once when first asked for.

    A word for something that is no performance (a count, a size, a use)
    standing right before a system name describes that system ("同样数量H100的
    30倍", "采用GH200的系统", "the smaller GB200 NVL36"), not what a figure
    measures: it is no cue.
    """

    def __init__(self, text: str, layout, lang: str, names: Spans | None = None):
        self.text, self.layout, self.lang = text, layout, lang
        self.names = names if names is not None else Spans()
        self._by_sentence: dict[int, tuple[Spans, set[str]]] = {}
        self._kinds: dict[tuple[int, tuple[str, ...]], Spans] = {}

    def _describes_name(self, c: Cue) -> bool:
        if c.category not in ("none", "accuracy"):
            return False
        m = self.names.first(c.end, c.end + _NAME_GAP + 1)
        return m is not None and not self.text[c.end:m.start].strip()

    def _get(self, si: int) -> tuple[Spans, set[str]]:
        if si not in self._by_sentence:
            s = self.layout.sentences[si]
            found = Spans([c for c in find_cues(self.text, s.start, s.end, self.lang) if not self._describes_name(c)])
            self._by_sentence[si] = (found, {c.category for c in found})
        return self._by_sentence[si]

    def of(self, si: int) -> Spans:
        """The cues of sentence ``si``."""
        return self._get(si)[0]

    def has(self, si: int, category: str) -> bool:
        """Sentence ``si`` has a cue of this category."""
        return category in self._get(si)[1]

    def of_kind(self, si: int, categories: tuple[str, ...]) -> Spans:
        """The cues of sentence ``si`` in these categories (found once per sentence and kind)."""
        key = (si, categories)
        if key not in self._kinds:
            found = self._get(si)
            self._kinds[key] = Spans([c for c in found[0] if c.category in categories]) \
                if found[1] & set(categories) else Spans()
        return self._kinds[key]
