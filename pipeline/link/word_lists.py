"""Word lists of the linker kept as ``lang,kind,word`` tables (data/costed_runs.csv,
data/new_one_words.csv, data/workload_kinds.csv, data/price_phrases.csv): read once, checked for their kinds, and turned into regex alternations
(English words at the start of a word, case-insensitive; Chinese words as written)."""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import read_table
from pipeline.link.cues import latin_words


@lru_cache(maxsize=8)
def lang_kind_words(name: str, kinds: tuple[str, ...]) -> dict[tuple[str, str], tuple[str, ...]]:
    """(lang, kind) -> the words of data file ``name``; a kind not in ``kinds`` is an error naming its line."""
    out: dict[tuple[str, str], list[str]] = {}
    for r in read_table(name, ["lang", "kind", "word"]):
        if r["kind"] not in kinds:
            raise ValueError(f"{r['_file']}:{r['_line']}: unknown kind {r['kind']!r}")
        out.setdefault((r["lang"], r["kind"]), []).append(r["word"])
    return {k: tuple(v) for k, v in out.items()}


PRICE_PHRASE_KINDS = ("priced", "label", "unit", "task", "buy", "cheaper", "restate", "period", "hour", "bare", "convert",
                      "bare_after", "per_card", "for_tail")


def price_phrases(lang: str, kind: str) -> tuple[str, ...]:
    """The words of data/price_phrases.csv of one language and kind, in the file's order."""
    return lang_kind_words("price_phrases.csv", PRICE_PHRASE_KINDS).get((lang, kind), ())


def alternation(words, lang: str) -> str:
    """A regex alternation of ``words``, longest first: English ones standing as whole words."""
    words = sorted(words, key=len, reverse=True)
    if lang == "en":
        return rf"{latin_words(words)}(?![A-Za-z])"
    return "|".join(re.escape(w) for w in words)
