"""The benchmark of a per-dollar claim from the kind of work it measures (stage 6 of linking, read by
``workloads``).

"二手RTX 3090的每元LoRA训练性能比全新RTX 4090高出约65%", "按每千元出图速度算，Arc B580是RTX 5090的约
1.6倍", "it does about 2.7x as much fine-tuning work per dollar as the PRO card": the sentence names no
benchmark, only the kind of work (LoRA fine-tuning, image generation).  GOLD.md: a claim
whose benchmark is implied by the article carries it -- the one benchmark the article named before
the claim in sentences about that kind of work.  Where the sentence names several kinds, or the
article several benchmarks of the kind, no benchmark is taken (an empty field beats a guess).  Inference is
no kind here: "3x the performance per dollar of GPU-based inference", "每元推理吞吐" are said of
inference at large (probe5 B t24, probe6 B u06: no benchmark in the gold).  A benchmark in an item of
a list (、) that names no kind of work is not of the kind another item names ("想在家里跑Stable
Diffusion、微调个小模型": probe6 u23, probe7 v05, two sites).

The words are in data/workload_kinds.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words

KINDS = ("finetune", "image")
_ITEM_ENDS = ("、", "，", ",", "；", ";", "：", ":", "？", "?")


@lru_cache(maxsize=8)
def _regex(lang: str, kind: str) -> re.Pattern:
    words = lang_kind_words("workload_kinds.csv", KINDS).get((lang, kind), ())
    if lang == "en":  # at the start of a word, its end free ("fine-tun" for fine-tuning, fine-tune)
        return re.compile(r"(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                          + ")", re.IGNORECASE)
    return re.compile(alternation(words, lang))


def kind_of(text: str, lo: int, hi: int, lang: str) -> str:
    """The one kind of work ``text[lo:hi]`` names, '' if none or several."""
    found = {k for k in KINDS if _regex(lang, k).search(text, lo, hi)}
    return found.pop() if len(found) == 1 else ""


def benchmark_of_kind(text: str, kind: str, lang: str, refs, sentences, end: int) -> str:
    """The one benchmark that the sentences before ``end`` naming work of ``kind`` (and no other) name ('' if none or
    several).  ``refs``: the benchmark mentions (``.value``, ``.start``) in text order; ``sentences``:
    (start, end) of the sentence holding a position."""
    found = set()
    for r in refs:
        if r.start >= end:
            break
        lo, hi = sentences(r.start)
        if kind_of(text, lo, hi, lang) == kind and not _other_item(text, r, lo, hi, lang):
            found.add(r.value)  # a sentence naming several kinds (an overview) tells none
    return found.pop() if len(found) == 1 else ""


def _other_item(text: str, r, lo: int, hi: int, lang: str) -> bool:
    """Benchmark ``r`` stands in an item of a list (、) that names no kind of work, next to an item that
    does ("跑Stable Diffusion、微调个小模型": SD is not fine-tuning work)."""
    start, stop = _item(text, r.start, r.end, lo, hi)
    if kind_of(text, start, stop, lang):
        return False
    before = _item(text, start - 2, start - 1, lo, hi) if start > lo and text[start - 1] == "、" else None
    after = _item(text, stop + 1, stop + 2, lo, hi) if stop < hi and text[stop] == "、" else None
    return any(n is not None and kind_of(text, n[0], n[1], lang) for n in (before, after))


def _item(text: str, a: int, b: int, lo: int, hi: int) -> tuple[int, int]:
    """The list item (between 、 or clause ends, within ``lo``..``hi``) holding ``text[a:b]``."""
    start = max([lo] + [text.rfind(p, lo, a) + 1 for p in _ITEM_ENDS])
    stop = min([hi] + [x for x in (text.find(p, b, hi) for p in _ITEM_ENDS) if x >= 0])
    return start, stop
