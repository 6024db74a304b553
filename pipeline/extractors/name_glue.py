"""Whether a name stands as a whole word: the characters around it.

A name's edge that is an ASCII letter or digit must not touch another (a
Chinese character next to a Latin one is a word boundary: ``深算二号DCU``),
unless they form a vendor or category word written glued to it (``NVIDIAA30``, ``A100GPU``:
glue_words.csv), a plural s (``H100s``, ``GroqChips``), a count glued with a
multiplication letter (``8xA100``, ``2x8xH100``, ``A100x8``: glue_counts.csv),
or another name touching it (a list written without separators).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import read_table

WORD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


def word(ch: str) -> bool:
    return ch in WORD_CHARS  # an ASCII letter or digit


def plural(text: str, end: int) -> bool:
    """``text[end]`` is a plural s ending the word (H100s, TPU v4s, Gaudi2s)."""
    return text.startswith("s", end) and (end + 1 == len(text) or not word(text[end + 1]))


@lru_cache(maxsize=1)
def count_glue() -> tuple[re.Pattern, re.Pattern]:
    """(a run of counts before a name, a count after one), from glue_counts.csv."""
    rows = read_table("glue_counts.csv", ["word", "position"])
    before = "|".join(re.escape(r["word"]) for r in rows if r["position"] == "before") or "(?!x)x"
    after = "|".join(re.escape(r["word"]) for r in rows if r["position"] == "after") or "(?!x)x"
    return re.compile(rf"(?:\d+(?:{before}))+"), re.compile(rf"(?:{after})\d+(?![A-Za-z0-9])")


def glued_ok(text: str, start: int, end: int, glue: tuple[tuple[str, ...], tuple[str, ...]],
             system: bool = False, touching: tuple[set, set] = (set(), set())) -> bool:
    """Whether a name at text[start:end] stands as a whole word.

    ``glue``: the vendor and category words (before, after) it may touch;
    ``system``: a plural s and a glued count are allowed; ``touching``: the
    ends and the starts of the other candidates (DeepSeek-R1Llama 3.1).
    """
    ends, starts = touching
    if system and plural(text, end):  # only the left edge is left to check
        return glued_ok(text[max(0, start - 40):end], min(start, 40), min(start, 40) + end - start, glue, True)
    before, after = glue
    if start > 0 and word(text[start - 1]) and word(text[start]) and start not in ends:
        run_start = start
        while run_start > 0 and word(text[run_start - 1]):
            run_start -= 1
        run = text[run_start:start]
        if not any(run.endswith(w) for w in before) and not (system and count_glue()[0].fullmatch(run)):
            return False
    if end < len(text):
        ch = text[end]
        if ch == "." and end + 1 < len(text) and text[end + 1].isdigit():
            return False
        if word(ch) and word(text[end - 1]) and end not in starts:
            if not any(text.startswith(w, end) for w in after) and not (system and count_glue()[1].match(text, end)):
                return False
    return True


def touching(text: str, cands: list) -> tuple[set, set]:
    """Ends and starts of candidates that stand alone on their other side: those a glued neighbour may touch.

    Only a candidate whose own outer edge is free counts, so that a model
    number inside a longer word (GH100 holds H100) does not make its own
    neighbour look like a name.
    """
    ends, starts = set(), set()
    for c in cands:
        s, e = c[0], c[1]
        if s == 0 or not word(text[s - 1]):
            ends.add(e)
        if e == len(text) or not word(text[e]):
            starts.add(s)
    return ends, starts
