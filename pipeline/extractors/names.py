"""System and benchmark names: exact aliases from the name lists first, then
model-number patterns for names not in the lists yet.

Longest match wins where candidates overlap; on equal length an exact alias
beats a pattern.  A name must stand as a whole word: the characters around it
are not ASCII letters or digits, unless they form a vendor or category word
written glued to it (NVIDIAA30, A100GPU).  Ambiguous benchmark aliases
(Transformer, NMT) count only inside a list of other benchmarks.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import (
    DATA_DIR, NamePattern, benchmark_aliases, fold, glue_words, system_aliases,
    system_patterns,
)
from pipeline.types import Mention

import json

LIST_GAP = re.compile(r"^\s*(?:[、,/&和及与]|and|or)?\s*$")


def _alias_regex(aliases) -> re.Pattern:
    parts = []
    for alias in sorted(aliases, key=len, reverse=True):
        body = re.sub(r"\\?[ \-]", r"[\\s\\-]?", re.escape(alias))
        if len(alias) >= 5 or "-" in alias:
            body = f"(?i:{body})"
        parts.append(f"(?P<a{len(parts)}>{body})")
    return re.compile("|".join(parts)) if parts else re.compile(r"(?!x)x")


@lru_cache(maxsize=1)
def _system_alias_matcher():
    aliases = system_aliases()
    keys = sorted(aliases, key=len, reverse=True)
    return _alias_regex(keys), keys, aliases


@lru_cache(maxsize=1)
def _benchmark_alias_matcher():
    aliases, ambiguous = benchmark_aliases()
    keys = sorted(aliases, key=len, reverse=True)
    return _alias_regex(keys), keys, aliases, ambiguous


@lru_cache(maxsize=1)
def benchmark_patterns() -> tuple[NamePattern, ...]:
    out = []
    with open(DATA_DIR / "benchmark_patterns.jsonl", encoding="utf-8") as fh:
        for line in fh:
            if line.strip() and not line.lstrip().startswith("#"):
                e = json.loads(line)
                out.append(NamePattern(e["name"], re.compile(e["pattern"]), e["canonical"]))
    return tuple(out)


@lru_cache(maxsize=1)
def _folded_system_patterns() -> tuple[NamePattern, ...]:
    return tuple(NamePattern(p.name, re.compile(fold(p.regex.pattern)), p.canonical) for p in system_patterns())


def _glued_ok(text: str, start: int, end: int) -> bool:
    before, after = glue_words()
    if start > 0 and _word(text[start - 1]):
        run_start = start
        while run_start > 0 and _word(text[run_start - 1]):
            run_start -= 1
        if not any(text[run_start:start].endswith(w) for w in before):
            return False
    if end < len(text):
        ch = text[end]
        if ch == "." and end + 1 < len(text) and text[end + 1].isdigit():
            return False
        if _word(ch):
            if not any(text.startswith(w, end) for w in after):
                return False
    return True


def _word(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _fill(template: str, m: re.Match) -> str:
    groups = [m.group(0)] + [g or "" for g in m.groups()]
    name = template.format(*groups)
    return " ".join(name.split())


def _candidates(text: str):
    """(start, end, type, canonical, rule, priority) for every name candidate."""
    regex, keys, aliases = _system_alias_matcher()
    for m in regex.finditer(text):
        alias = keys[int(m.lastgroup[1:])]
        yield m.start(), m.end(), "system", aliases[alias], f"system/list:{alias}", 0
    for p in _folded_system_patterns():
        for m in p.regex.finditer(text):
            yield m.start(), m.end(), "system", _fill(p.canonical, m), f"system/pattern:{p.name}", 1
    regex, keys, aliases, ambiguous = _benchmark_alias_matcher()
    for m in regex.finditer(text):
        alias = keys[int(m.lastgroup[1:])]
        kind = "benchmark?" if alias in ambiguous else "benchmark"
        yield m.start(), m.end(), kind, aliases[alias], f"benchmark/list:{alias}", 0
    for p in benchmark_patterns():
        for m in p.regex.finditer(text):
            yield m.start(), m.end(), "benchmark", _fill(p.canonical, m), f"benchmark/pattern:{p.name}", 1


def find_names(text: str) -> list[Mention]:
    cands = [c for c in _candidates(text) if c[1] > c[0] and _glued_ok(text, c[0], c[1])]
    cands.sort(key=lambda c: (c[0], -(c[1] - c[0]), c[5]))
    chosen = []
    last_end = -1
    for c in cands:
        if c[0] >= last_end:
            chosen.append(c)
            last_end = c[1]
        # an overlapping candidate loses (leftmost, then longest, then alias)
    chosen = _resolve_ambiguous(text, chosen)
    return [Mention(t, s, e, "", name, "", "=", rule) for s, e, t, name, rule, _ in chosen]


def _resolve_ambiguous(text: str, chosen: list) -> list:
    """Keep an ambiguous benchmark alias only when it is listed next to a benchmark."""
    bench = [i for i, c in enumerate(chosen) if c[2].startswith("benchmark")]
    ok = {i for i in bench if chosen[i][2] == "benchmark"}
    changed = True
    while changed:
        changed = False
        for a, b in zip(bench, bench[1:]):
            gap = text[chosen[a][1]:chosen[b][0]]
            if LIST_GAP.match(gap) and (a in ok) != (b in ok):
                ok.update((a, b))
                changed = True
    out = []
    for i, c in enumerate(chosen):
        if c[2] == "benchmark?":
            if i in ok:
                out.append((c[0], c[1], "benchmark", c[3], c[4], c[5]))
        else:
            out.append(c)
    return out
