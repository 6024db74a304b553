"""Cue words per language (data/cues_zh.csv, data/cues_en.csv), found in text."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import fold, read_table

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
        alt = "|".join(re.escape(w) for w in words)
        return (re.compile(rf"(?<![A-Za-z])(?:{alt})(?![A-Za-z])", re.IGNORECASE),
                {w.lower(): c for w, c in table.items()})
    return re.compile("|".join(re.escape(w) for w in words)), table


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
            for c in table.get(word) or table.get(word.lower()) or ():
                out.append(Cue(c, m.start(), m.end(), word))
    return out
