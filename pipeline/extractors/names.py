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
from bisect import bisect_left, bisect_right
from functools import lru_cache

from pipeline.extractors.lexicon import (
    benchmark_aliases, benchmark_guards, benchmark_patterns, fold, glue_words, guarded_aliases, read_table, system_aliases,
    system_patterns,
)
from pipeline.extractors.name_glue import WORD_CHARS as _WORD_CHARS, glued_ok, touching as _touching
from pipeline.extractors.name_refs import add_references
from pipeline.extractors.name_software import names_software
from pipeline.extractors.name_vendor_use import drop_vendor_uses
from pipeline.extractors.numbers import parse_chinese
from pipeline.types import Mention


LIST_GAP = re.compile(r"^\s*(?:[、,/&和及与]|and|or)?\s*$")


_RUN = re.compile(r"[A-Za-z0-9]+")


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def text_runs(text: str) -> tuple[str, set[str], set[str]]:
    """``text`` in lower case, character for character, the set of its runs in lower case, and as written."""
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer (İ)
        low = text.translate(_ASCII_LOWER)
    raw = set(_RUN.findall(text))
    return low, set(map(str.lower, raw)), raw


def _alias_regex(aliases) -> re.Pattern:
    parts = [re.escape(a) for a in sorted(aliases, key=len, reverse=True)]
    return re.compile("|".join(parts)) if parts else re.compile(r"(?!x)x")


class AliasMatcher:
    """Finds the aliases of a name list in text.

    Latin aliases are matched on runs of letters and digits: an alias matches
    when consecutive runs, separated by nothing or by one space, hyphen or (in
    a version number) dot, spell it — so ``DGX A100``, ``DGX-A100`` and
    ``DGXA100`` are one alias.  Aliases of five characters or more, or with a
    hyphen, ignore case; short ones (BERT, SSD) keep it.  Aliases with Chinese
    characters are matched as written.  This is a dictionary walk rather than
    one large regular expression, which costs a thousandth as much.  A walk
    starts only at the runs that begin some alias; those are found in the set
    of the text's runs first, then in the text.
    """

    def __init__(self, aliases):
        self.sensitive: dict[str, str] = {}
        self.insensitive: dict[str, str] = {}
        self.max_runs = 1
        cjk = []
        for alias in aliases:
            if not alias.isascii():
                cjk.append(alias)
                continue
            key = re.sub(r"[\s\-]", "", alias)
            if len(alias) >= 5 or "-" in alias:
                self.insensitive.setdefault(key.lower(), alias)
            else:
                self.sensitive.setdefault(key, alias)
            self.max_runs = max(self.max_runs, len(_RUN.findall(alias)))
        self.cjk = _alias_regex(cjk) if cjk else None
        # every run-aligned prefix of a key (lower case), to stop a walk early
        self.prefixes: set[str] = set()
        for alias in aliases:
            if alias.isascii():
                key = ""
                for k, m in enumerate(_RUN.finditer(alias)):
                    if k and alias[m.start() - 1] == ".":
                        key += "."
                    key += m.group(0).lower()
                    self.prefixes.add(key)
        # the prefixes a single run can spell: the runs a walk starts from
        self.first_runs = frozenset(p for p in self.prefixes if _RUN.fullmatch(p))

    def _starts(self, text: str, runs: tuple[str, set[str]]) -> list[tuple[int, int]]:
        """The runs of ``text`` (start, end) that begin some alias, left to right."""
        low, words = runs[0], runs[1]
        n = len(text)
        spans = []
        for w in self.first_runs.intersection(words):
            i = low.find(w)
            while i >= 0:
                j = i + len(w)
                if ((i == 0 or text[i - 1] not in _WORD_CHARS) and (j == n or text[j] not in _WORD_CHARS)
                        and text[i:j].isascii()):
                    spans.append((i, j))
                i = low.find(w, i + 1)
        spans.sort()
        return spans

    def finditer(self, text: str, runs: tuple[str, set[str], set[str]] | None = None):
        """(start, end, alias) for every alias occurrence, all lengths at each place.

        ``runs`` is ``text_runs(text)``, for a caller that has it already.
        """
        prefixes = self.prefixes
        n = len(text)
        for start, end in self._starts(text, runs or text_runs(text)):
            key = text[start:end]
            for j in range(self.max_runs):
                if j:  # the next run, after one space, hyphen or dot
                    sep = text[end] if end < n else ""
                    if sep not in (" ", "-", "."):
                        break
                    m = _RUN.match(text, end + 1)
                    if m is None:
                        break
                    if sep == ".":
                        key += "."
                    key += m.group(0)
                    end = m.end()
                low = key.lower()
                if low not in prefixes:
                    break
                hit = self.sensitive.get(key) or self.insensitive.get(low)
                if hit:
                    yield start, end, hit
        if self.cjk is not None:
            for m in self.cjk.finditer(text):
                yield m.start(), m.end(), m.group(0)


@lru_cache(maxsize=1)
def _system_alias_matcher():
    aliases = system_aliases()
    return AliasMatcher(aliases), aliases


@lru_cache(maxsize=1)
def _architecture_names() -> tuple[str, ...]:
    """The architecture and generation names (architectures.csv), folded, in the file's order."""
    return tuple(fold(r["name"]) for r in read_table("architectures.csv", ["name", "vendor"]))


@lru_cache(maxsize=1)
def _architecture_matcher():
    return AliasMatcher(list(_architecture_names()))


@lru_cache(maxsize=1)
def _benchmark_alias_matcher():
    aliases, ambiguous = benchmark_aliases()
    return AliasMatcher(aliases), aliases, ambiguous


def _fill(template: str, m: re.Match) -> str:
    return _filled(template, m.group(0), *m.groups())


class _Group(str):
    """A matched group in a canonical template; ``{1:digits}`` writes a Chinese numeral in ASCII digits
    (台湾杉五号 -> Taiwania 5), any other group as matched."""

    def __format__(self, spec: str) -> str:
        if spec == "digits":
            value = parse_chinese(self) if self and not self.isdigit() else None
            return str(int(value)) if value is not None and value == int(value) else str(self)
        return format(str(self), spec)


@lru_cache(maxsize=4096)  # the same model numbers recur
def _filled(template: str, *groups) -> str:
    name = template.format(*(_Group(g or "") for g in groups))
    return " ".join(name.split())


_SENTENCE_END = re.compile(r"[。！？!?;；\n]|\.(?=\s|$)")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence around text[start:end] (up to 400 characters either side)."""
    lo = max(0, start - 400)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, lo, start)]
    m = _SENTENCE_END.search(text, end, end + 400)
    return (ends[-1] if ends else lo), (m.start() if m else min(len(text), end + 400))


def _guard_ok(text: str, start: int, end: int, cues: tuple[str, ...]) -> bool:
    """A guarded name (Frontier, Grace) counts only with one of its cue words in its sentence."""
    lo, hi = _sentence(text, start, end)
    sentence = text[lo:hi].lower()
    return any(c in sentence for c in cues)


class _GatedPatterns:
    """A list of patterns with their gates grouped, so that one pass over the distinct gates of all
    patterns tells which patterns can match a text (NamePattern.finditer checks one pattern's own)."""

    def __init__(self, patterns):
        self.patterns = patterns
        self.always = [i for i, p in enumerate(patterns) if not p.requires]
        self.by_gate: dict[str, list[int]] = {}
        self.by_literal: dict[str, list[int]] = {}
        for i, p in enumerate(patterns):
            for g in p._gates:
                self.by_gate.setdefault(g, []).append(i)
            for r in p._literal:
                self.by_literal.setdefault(r, []).append(i)

    def finditer(self, text: str, joined: str):
        """(pattern, match) for every match of a pattern whose gate is open, in list order."""
        opened = set(self.always)
        for g, idx in self.by_gate.items():
            if g in joined:
                opened.update(idx)
        for r, idx in self.by_literal.items():
            if r in text:
                opened.update(idx)
        for i in sorted(opened):
            p = self.patterns[i]
            for m in p.regex.finditer(text):
                yield p, m


@lru_cache(maxsize=1)
def _gated_system_patterns() -> _GatedPatterns:
    return _GatedPatterns(system_patterns())


@lru_cache(maxsize=1)
def _gated_benchmark_patterns() -> _GatedPatterns:
    return _GatedPatterns(benchmark_patterns())


def _candidates(text: str):
    """(start, end, type, canonical, rule, priority) for every name candidate."""
    runs = text_runs(text)
    joined = " ".join(runs[2])  # the pattern gates look here (NamePattern.finditer)
    matcher, aliases = _system_alias_matcher()
    guarded = guarded_aliases()
    for start, end, alias in matcher.finditer(text, runs):
        if alias in guarded and not _guard_ok(text, start, end, guarded[alias]):
            continue
        yield start, end, "system", aliases[alias], f"system/list:{alias}", 0
    for start, end, name in _architecture_matcher().finditer(text, runs):
        yield start, end, "architecture", name, "", 2  # wins its span, then is dropped
    architectures = frozenset(_architecture_names())
    for p, m in _gated_system_patterns().finditer(text, joined):
        canonical = _fill(p.canonical, m)
        if canonical not in architectures:  # a pattern that names an architecture (代号Blackwell) names no system
            yield m.start(), m.end(), "system", canonical, f"system/pattern:{p.name}", 1
    matcher, aliases, ambiguous = _benchmark_alias_matcher()
    for start, end, alias in matcher.finditer(text, runs):
        kind = "benchmark?" if alias in ambiguous else "benchmark"
        yield start, end, kind, aliases[alias], f"benchmark/list:{alias}", 0
    for p, m in _gated_benchmark_patterns().finditer(text, joined):
        kind = MEASURED_RULE if p.measured else "benchmark/pattern"
        yield m.start(), m.end(), "benchmark", _fill(p.canonical, m), f"{kind}:{p.name}", 1


MEASURED_RULE = "benchmark/model"  # rule prefix of models outside MLPerf, kept only where a figure is measured


@lru_cache(maxsize=1)
def _measure_words() -> re.Pattern:
    words = sorted((fold(r["surface"]) for r in read_table("benchmark_measures.csv", ["surface"])), key=len,
                   reverse=True)
    return re.compile(r"\d\s?(?:" + "|".join(map(re.escape, words)) + ")", re.IGNORECASE)


def keep_measured(text: str, names: list[Mention], quantities: list[Mention]) -> list[Mention]:
    """Drop the models outside MLPerf (rule ``benchmark/model``) on which the text measures no figure.

    A model is measured where a sentence naming it holds a figure: an amount
    (a time, a price, a percentage, a ratio) or a number with a throughput
    unit (benchmark_measures.csv: tokens/s, 每秒...).  A model measured once
    is a benchmark of the document, so its other mentions stay too.  A
    pattern that spells an MLPerf workload (Llama 3.1 (405B)) keeps it.
    """
    models = [m for m in names if m.rule.startswith(MEASURED_RULE)]
    if not models:
        return names
    measured = set(benchmark_aliases()[0].values())  # an MLPerf workload, however written, needs no figure
    figures = sorted((q.start, q.end) for q in quantities)
    starts = [s for s, _ in figures]
    for m in models:
        if m.value in measured:
            continue
        lo, hi = _sentence(text, m.start, m.end)
        inside = figures[bisect_left(starts, lo):bisect_right(starts, hi)]  # by bisection: no scan per model
        if any(e <= hi for _, e in inside) or _measure_words().search(text, lo, hi):
            measured.add(m.value)
    return [m for m in names if not m.rule.startswith(MEASURED_RULE) or m.value in measured]


def find_names(text: str) -> list[Mention]:
    glue = glue_words()
    cands = [c for c in _candidates(text) if c[1] > c[0]]
    touching = _touching(text, cands)
    cands = [c for c in cands if glued_ok(text, c[0], c[1], glue, c[2] == "system", touching)]
    cands.sort(key=lambda c: (c[0], -(c[1] - c[0]), c[5]))
    chosen = []
    last_end = -1
    for c in cands:
        if c[0] >= last_end:
            chosen.append(c)
            last_end = c[1]
        # an overlapping candidate loses (leftmost, then longest, then alias)
    words = [(c[0], c[1]) for c in chosen if c[2] == "architecture"]  # Vera Rubin: no Vera in it
    chosen = _resolve_ambiguous(text, [c for c in chosen if c[2] != "architecture"])
    found = [Mention(t, s, e, "", name, "", "=", rule) for s, e, t, name, rule, _ in chosen]
    found = drop_vendor_uses(text, add_references(text, found, glue, words))  # 昇腾与寒武纪: the maker's team
    return [m for m in found if m.type != "system" or not names_software(text, m.end, m.value)]  # Gaudi软件


def _resolve_ambiguous(text: str, chosen: list) -> list:
    """Keep an ambiguous benchmark alias only when it is listed next to a benchmark, or, for one
    with cue words (benchmark_guards.csv), when its sentence holds one."""
    bench = [i for i, c in enumerate(chosen) if c[2].startswith("benchmark")]
    ok = {i for i in bench if chosen[i][2] == "benchmark"}
    guards = benchmark_guards()
    for i in bench:
        c = chosen[i]
        alias = c[4].partition(":")[2]
        if c[2] == "benchmark?" and alias in guards and _guard_ok(text, c[0], c[1], guards[alias]):
            ok.add(i)
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
