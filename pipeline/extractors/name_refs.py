"""Back-references to a product the article names in full: a document-level step after the matching.

Press names a product in full once (昇腾910C, RTX 4090, TPU v5p, 昆仑芯P800,
GB200 NVL72, P5 instances) and then by a short form the per-pattern matching
cannot read alone: a bare model number (910C, 4090, v5p, the p150a), the
model number without its vendor word (P800集群), the rack's tier (NVL72), or a
family name without the cue word that the family needs (P4d without
"instances").  ``name_references.jsonl`` says, per family, which short forms
it allows (data, not code):

- ``short``: a full name matching ``full`` allows the short form ``short``
  (a template over ``full``'s groups): ``Ascend 910C`` allows ``910C``;
- ``self``: a canonical name matching ``full`` may be written bare where the
  patterns find it only after a vendor word (``P800`` after ``昆仑芯P800``);
- ``bare``: the names of ``pattern`` count without their cue once the
  document has a system found by one of the rules in ``after`` (the AWS
  instance families);
- ``prefix``: a maker's other model numbers: a system found by one of the
  rules in ``after`` whose name matches ``full`` (its group 1 the maker's
  prefix, HS- of HS-8890G) lets the prefix followed by ``pattern`` count
  wherever the document writes it (HS-8860A, HS-9900G: one maker's line);
- ``guarded``: a name that counts only with a cue word in its sentence
  (systems_guarded.csv: Tyche, Frontier) counts in the whole document once
  one sentence has its cue, where it is written as the list writes it.

A short form takes the canonical name of the full mention it abbreviates,
and only where the document has that full mention (anywhere: a headline may
abbreviate what the body names in full); a short form of two different full
names of the document is left alone.  A match found by the patterns whose
name is such a short form (a bare ``NVL72``) takes the full name too.  A bare
number (4090) must not read as an amount: no currency before it, no unit,
magnitude or percent sign after it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from pipeline.extractors.lexicon import fold, guarded_aliases, magnitudes, read_jsonl, system_aliases, units
from pipeline.extractors.name_glue import glued_ok, word
from pipeline.extractors.overlaps import Overlaps
from pipeline.types import Mention

REF_RULE = "system/ref"  # rule prefix of the names this step adds
KINDS = ("short", "self", "bare", "prefix", "guarded")


@dataclass(frozen=True)
class Reference:
    name: str
    kind: str
    full: re.Pattern | None = None  # short, self: the full names it applies to
    short: str = ""  # short: template over full's groups
    pattern: re.Pattern | None = None  # bare: the family's names, without their cue
    canonical: str = ""  # bare: template over pattern's groups
    after: tuple[str, ...] = ()  # bare: rule names (system/pattern:NAME) that put the family in the document


@lru_cache(maxsize=1)
def references() -> tuple[Reference, ...]:
    out = []
    for e in read_jsonl("name_references.jsonl", ("name", "kind")):
        where = f"name_references.jsonl: {e['name']}"
        if e["kind"] not in KINDS:
            raise ValueError(f"{where}: kind must be one of {', '.join(KINDS)}")
        full = re.compile(e["full"]) if "full" in e else None
        if e["kind"] in ("short", "self") and full is None:
            raise ValueError(f"{where}: a {e['kind']} reference needs 'full'")
        if e["kind"] == "bare" and ("regex" not in e or not e.get("after")):
            raise ValueError(f"{where}: a bare reference needs 'pattern', 'canonical' and 'after'")
        if e["kind"] == "prefix" and (full is None or "regex" not in e or not e.get("after")):
            raise ValueError(f"{where}: a prefix reference needs 'full', 'pattern' and 'after'")
        out.append(Reference(e["name"], e["kind"], full, e.get("short", ""), e.get("regex"),
                             e.get("canonical", ""), tuple(e.get("after", ()))))
    return tuple(out)


@lru_cache(maxsize=1)
def _guarded_names() -> dict[str, str]:
    """alias -> canonical name of the names that need a cue word (systems_guarded.csv)."""
    return {alias: system_aliases()[alias] for alias in guarded_aliases()}


def _fill(template: str, m: re.Match) -> str:
    return " ".join(template.format(m.group(0), *(g or "" for g in m.groups())).split())


@lru_cache(maxsize=1)
def _amount_words() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(words an amount starts with, words that follow an amount's number): currency symbols
    and codes before, units, magnitudes and percent signs after (from the amounts' own tables)."""
    before = tuple(u.surface for u in units() if u.position == "before")
    after = tuple(u.surface for u in units() if u.position != "before") + tuple(magnitudes()) + ("%", "％")
    return before, after


def _reads_as_amount(text: str, start: int, end: int) -> bool:
    """A bare number (4090) that is part of an amount or a number: 4090元, $4090, 4,090, 4090万."""
    before, after = _amount_words()
    head = text[max(0, start - 6):start].rstrip()
    if head and (head[-1] in "$#" or head[-1].isdigit() or any(head.endswith(w) for w in before)
                 or (head[-1] == "." and head[-2:-1].isdigit())):
        return True
    tail = text[end:end + 8].lstrip()
    if tail[:1] in (",", ".") and tail[1:2].isdigit():
        return True
    # a unit of letters stands as a word of its own (4090 s, not 4090 still)
    return any(tail.startswith(w) and not (w[-1].isascii() and w[-1].isalpha() and tail[len(w):len(w) + 1].isalpha())
               for w in after)


def _occurrences(text: str, short: str):
    """(start, end) of every occurrence of ``short`` in ``text``."""
    i = text.find(short)
    while i >= 0:
        yield i, i + len(short)
        i = text.find(short, i + 1)


def _free(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    return not any(s < end and start < e for s, e in taken)


def _prefixed(text: str, ref: Reference, systems: list[Mention]) -> list[Mention]:
    """The model numbers written with the prefix of a system of ``ref.after``'s rules (HS- of HS-8890G)."""
    rules = {f"system/pattern:{r}" for r in ref.after}
    prefixes = set()
    for m in systems:
        full = ref.full.fullmatch(m.value) if m.rule in rules else None
        if full is not None:
            prefixes.add(full.group(1))
    out = []
    for prefix in sorted(prefixes):
        for m in re.finditer(r"(?<![A-Za-z0-9_./\-])" + re.escape(prefix) + "(?:" + ref.pattern.pattern + ")", text):
            out.append(Mention("system", m.start(), m.end(), "", m.group(0), "", "=", f"{REF_RULE}:{ref.name}"))
    return out


def add_references(text: str, names: list[Mention], glue, words=()) -> list[Mention]:
    """``names`` (the per-pattern matches of ``text``, in order) with the back-references added;
    none inside the spans of ``words`` (architecture names read as words of their own)."""
    systems = [m for m in names if m.type == "system"]
    if not systems:
        return names
    canonicals = {m.value for m in systems}
    rules = {m.rule.partition(":")[2] for m in systems if m.rule.startswith("system/pattern:")}
    targets: dict[str, set[str]] = {}  # short form -> the full names it abbreviates
    via: dict[str, str] = {}  # short form -> the reference that allows it
    found: list[Mention] = []
    for ref in references():
        if ref.kind == "bare":
            if rules.intersection(ref.after):
                for m in ref.pattern.finditer(text):
                    found.append(Mention("system", m.start(), m.end(), "", _fill(ref.canonical, m), "", "=",
                                         f"{REF_RULE}:{ref.name}"))
            continue
        if ref.kind == "prefix":
            found += _prefixed(text, ref, systems)
            continue
        if ref.kind == "guarded":
            for alias, name in _guarded_names().items():
                if name in canonicals:
                    targets.setdefault(alias, set()).add(name)
                    via.setdefault(alias, ref.name)
            continue
        for name in canonicals:
            m = ref.full.fullmatch(name)
            if m is None:
                continue
            short = name if ref.kind == "self" else _fill(ref.short, m)
            if short:
                targets.setdefault(fold(short), set()).add(name)
                via.setdefault(fold(short), ref.name)
    # a short form that is itself the full name of a mention abbreviates only the others
    resolved = {}
    for short, full in targets.items():
        full = full - {short}
        if len(full) == 1:
            resolved[short] = next(iter(full))
        elif not full:
            resolved[short] = short  # self: the name written bare
    if not resolved and not found:
        return names
    out = [replace(m, value=resolved[m.value], rule=f"{REF_RULE}:{via[m.value]}")
           if m.type == "system" and resolved.get(m.value, m.value) != m.value else m for m in names]
    for short, full in resolved.items():
        for s, e in _occurrences(text, short):
            if short.isdigit() and _reads_as_amount(text, s, e):
                continue
            if s > 1 and text[s - 1] in "-_." and word(text[s - 2]):
                continue  # part of a longer identifier (ecs.gn7e, gpu-h100)
            found.append(Mention("system", s, e, "", full, "", "=", f"{REF_RULE}:{via[short]}"))
    # longest first: a family name that holds a match of the patterns (P6-B200 holds B200) replaces it
    kept, dropped = [], set()
    matched = Overlaps((k.start, k.end, k) for k in out)
    taken = Overlaps((s, e, None) for s, e in words)
    kept_end = -1  # the kept spans start in order and do not overlap: the last end is the furthest
    for m in sorted(found, key=lambda m: (m.start, -(m.end - m.start))):
        inside = matched.overlapping(m.start, m.end)
        if any(k.start < m.start or k.end > m.end or (k.start, k.end) == (m.start, m.end) for k in inside):
            continue
        on_kept = kept_end > m.start if m.start < m.end else not _free([(k.start, k.end) for k in kept], m.start, m.end)
        if on_kept or taken.any(m.start, m.end) or not glued_ok(text, m.start, m.end, glue, True):
            continue
        kept.append(m)
        kept_end = max(kept_end, m.end)
        dropped.update(id(k) for k in inside)
    if not kept:
        return out
    return sorted([m for m in out if id(m) not in dropped] + kept, key=lambda m: (m.start, m.end))
