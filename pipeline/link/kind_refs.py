"""The benchmark an article gives a kind of work (stage 6 of linking, read by ``workloads``).

"Workload: QLoRA fine-tune of Llama 3.1 8B", "Llama 3 8B LoRA微调（分钟）": a benchmark's name standing
right next to a word of a kind of work (kinds.py: fine-tuning, image generation) tells that this
article's work of the kind is that benchmark.  A later claim of a system whose clause names only that
kind ("它的LoRA微调速度是RTX 4090的约1.37倍", "Same fine-tune on a single H100 finished in 52 minutes")
is on it (GOLD.md: a benchmark implied by its context) -- when the article gave the kind one
benchmark before the claim, and no other.  The joining words are in data/kind_ref_links.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.kinds import KINDS, _regex
from pipeline.link.word_lists import lang_kind_words

_SIDES = ("after", "before")
_NEAR = 12  # the joining words and spaces are at most this long
_WORD_END = re.compile(r"[A-Za-z]*")  # an English kind word matches at a word's start: the rest of the word


@lru_cache(maxsize=4)
def _gap(lang: str, side: str) -> re.Pattern:
    """What may stand between a name and a kind word on ``side`` of it: joining words, spaces, nothing."""
    words = lang_kind_words("kind_ref_links.csv", _SIDES).get((lang, side), ())
    alt = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\s?(?:(?:{alt})\s?)?" if alt else r"\s?", re.IGNORECASE)


def _joined(text: str, lang: str, kind: str, ref) -> bool:
    """A word of ``kind`` stands right after or right before the name ``ref``."""
    regex = _regex(lang, kind)
    m = _gap(lang, "after").match(text, ref.end, ref.end + _NEAR)
    if m and regex.match(text, m.end()):
        return True
    for k in regex.finditer(text, max(0, ref.start - _NEAR - 20), ref.start):
        rest = _WORD_END.match(text, k.end()).end() if lang == "en" else k.end()  # "fine-tun|es of"
        g = _gap(lang, "before").fullmatch(text, rest, ref.start)
        if g:
            return True
    return False


def kind_benchmark(text: str, kind: str, lang: str, refs, end: int) -> str:
    """The one benchmark whose name stands next to a word of ``kind`` before ``end`` ('' if none or several)."""
    if kind not in KINDS:
        return ""
    found = {r.value for r in refs if r.start < end and _joined(text, lang, kind, r)}
    return found.pop() if len(found) == 1 else ""
