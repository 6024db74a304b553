"""Cue words per language (data/cues_zh.csv, data/cues_en.csv), found in text."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import case_key, fold, read_table

CATEGORIES = {
    "train_time", "price", "perf_per_dollar", "speed", "speedup", "none",
    "own_baseline", "baseline_before", "baseline_after", "respectively",
}


@dataclass(frozen=True)
class Cue:
    category: str
    start: int
    end: int
    text: str


@lru_cache(maxsize=2)
def _cue_regex(lang: str):
    rows = read_table(f"cues_{lang}.csv", ["category", "cue"])
    table = {}
    for r in rows:
        if r["category"] not in CATEGORIES:
            raise ValueError(f"{r['_file']}:{r['_line']}: unknown category {r['category']!r}")
        table.setdefault(fold(r["cue"]), []).append(r["category"])
    words = sorted(table, key=len, reverse=True)
    if lang == "en":
        return (re.compile(rf"{_latin_words(words)}(?![A-Za-z])", re.IGNORECASE),
                {case_key(w): c for w, c in table.items()})
    return re.compile("|".join(re.escape(w) for w in words)), table


def _latin_words(words: list[str]) -> str:
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
