"""The extractors' data readers and name lists (systems, benchmarks, vendors, name patterns).

Everything here is read from ``pipeline/data/`` (CSV with ``#`` comment lines,
or JSON lines), so a user extends the lists without touching code.  Each
loader validates its file and names the file and line of a bad entry.
"""
from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pipeline.normalise import normalise


DATA_DIR = Path(__file__).resolve().parent.parent / "data"


class DataFileError(ValueError):
    pass


def read_table(name: str, columns: list[str]) -> list[dict]:
    """Rows of ``data/name`` as dicts (comment lines skipped), checking the header."""
    path = DATA_DIR / name
    with open(path, encoding="utf-8", newline="") as fh:
        lines = [(i, line) for i, line in enumerate(fh, 1) if not line.lstrip().startswith("#")]
    reader = csv.reader(line for _, line in lines)
    rows = list(reader)
    if not rows or rows[0] != columns:
        raise DataFileError(f"{path}: header must be {','.join(columns)}")
    out = []
    for (lineno, _), row in zip(lines[1:], rows[1:]):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(columns):
            raise DataFileError(f"{path}:{lineno}: expected {len(columns)} fields, got {len(row)}")
        out.append(dict(zip(columns, row), _line=lineno, _file=str(path)))
    return out


# Letters that Python's re.IGNORECASE matches to an ASCII letter although their
# lower case is not that letter: dotless ı and dotted İ to i, long ſ to s, the
# Kelvin sign to k.
_RE_CASE_EXTRA = str.maketrans({"\u0131": "i", "\u0130": "i", "\u017f": "s", "\u212a": "k"})


def case_key(text: str) -> str:
    """The key of a case-insensitive regex match in a table of lower-case words.

    ``text.lower()``, except that the letters ``re.IGNORECASE`` also matches to
    ASCII letters are mapped to them, so that whatever such a regex matches is
    found in the table ("wıthin" matches the pattern "within").
    """
    return text.translate(_RE_CASE_EXTRA).lower()


@lru_cache(maxsize=8192)  # names and their short forms are folded at every document that holds them
def fold(surface: str) -> str:
    """The form a surface takes in normalised text (Simplified, NFKC)."""
    return normalise(surface).text


@dataclass(frozen=True)
class NamePattern:
    name: str
    regex: re.Pattern
    canonical: str  # template: {0} whole match, {1}.. groups
    requires: tuple[str, ...] = ()  # literal strings one of which a text must hold for the pattern to run
    measured: bool = False  # a model outside MLPerf: a benchmark only where a figure is measured on it

    def __post_init__(self):
        # The gate checked before the regex runs.  An ASCII literal is looked for by its longest run of
        # letters and digits among the text's distinct runs joined by spaces (a short string, searched
        # fast); a literal with other characters (至强) in the text itself.  Both are necessary conditions
        # of the literal being in the text, so no match is lost.
        gates, literal = set(), set()
        for r in self.requires:
            segs = _RUNS.findall(r) if r.isascii() else []
            if segs:
                gates.add(max(segs, key=len))
            else:
                literal.add(r)
        object.__setattr__(self, "_gates", tuple(sorted(gates)))
        object.__setattr__(self, "_literal", tuple(sorted(literal)))

    def finditer(self, text: str, runs_joined: str | None = None):
        """Matches in ``text``; ``runs_joined``: the text's distinct runs of letters and digits joined by spaces."""
        if not self.requires:
            return self.regex.finditer(text)
        if runs_joined is None:
            runs_joined = " ".join(set(_RUNS.findall(text)))
        if any(g in runs_joined for g in self._gates) or any(r in text for r in self._literal):
            return self.regex.finditer(text)
        return iter(())


_RUNS = re.compile(r"[A-Za-z0-9]+")


SYSTEM_LISTS = (  # (file, columns): the hand-kept list, the one built from the MLPerf catalogue, guarded names
    ("systems.csv", ["canonical", "alias", "vendor"]),
    ("catalogue_systems.csv", ["canonical", "alias", "vendor"]),
    ("systems_guarded.csv", ["canonical", "alias", "vendor", "cues"]),
)


@lru_cache(maxsize=1)
def system_aliases() -> dict[str, str]:
    """alias -> canonical over every system list (one alias, one canonical name across them)."""
    table: dict[str, str] = {}
    for name, columns in SYSTEM_LISTS:
        for alias, canonical in _aliases(name, columns)[0].items():
            if table.get(alias, canonical) != canonical:
                raise DataFileError(f"{DATA_DIR / name}: alias {alias!r} points to both "
                                    f"{table[alias]!r} and {canonical!r}")
            table[alias] = canonical
    return table


@lru_cache(maxsize=1)
def _cue_sets() -> dict[str, tuple[str, ...]]:
    """cue set name -> its words (folded, lower case), from guard_cues.csv."""
    cue_sets: dict[str, list[str]] = {}
    for row in read_table("guard_cues.csv", ["cues", "word"]):
        cue_sets.setdefault(row["cues"].strip(), []).append(fold(row["word"].strip()).lower())
    return {k: tuple(v) for k, v in cue_sets.items()}


def _guards(name: str, columns: list[str]) -> dict[str, tuple[str, ...]]:
    """alias -> the words of the cue sets its row names (``cues``, |-separated)."""
    cue_sets = _cue_sets()
    out = {}
    for row in read_table(name, columns):
        words: list[str] = []
        for set_name in row["cues"].split("|"):
            if set_name.strip() not in cue_sets:
                raise DataFileError(f"{row['_file']}:{row['_line']}: unknown cue set {set_name!r}")
            words += cue_sets[set_name.strip()]
        out[fold(row["alias"].strip())] = tuple(words)
    return out


@lru_cache(maxsize=1)
def guarded_aliases() -> dict[str, tuple[str, ...]]:
    """alias -> the cue words (folded, lower case) one of which its sentence must hold."""
    return _guards("systems_guarded.csv", ["canonical", "alias", "vendor", "cues"])


@lru_cache(maxsize=1)
def benchmark_guards() -> dict[str, tuple[str, ...]]:
    """Ambiguous benchmark alias -> cue words (folded, lower case): besides in a list of benchmarks,
    it counts in a sentence holding one of them (Transformer with translation words)."""
    guards = _guards("benchmark_guards.csv", ["alias", "cues"])
    ambiguous = benchmark_aliases()[1]
    for alias in guards:
        if alias not in ambiguous:
            raise DataFileError(f"{DATA_DIR / 'benchmark_guards.csv'}: {alias!r} is no ambiguous alias of benchmarks.csv")
    return guards


@lru_cache(maxsize=1)
def benchmark_aliases() -> tuple[dict[str, str], frozenset[str]]:
    """alias -> canonical, and the set of aliases that are ambiguous alone."""
    return _aliases("benchmarks.csv", ["canonical", "alias", "ambiguous"])


def _aliases(name: str, columns: list[str]):
    table: dict[str, str] = {}
    ambiguous = set()
    for row in read_table(name, columns):
        alias = fold(row["alias"].strip())
        canonical = row["canonical"].strip()
        if not alias or not canonical:
            raise DataFileError(f"{row['_file']}:{row['_line']}: empty alias or canonical name")
        if table.get(alias, canonical) != canonical:
            raise DataFileError(
                f"{row['_file']}:{row['_line']}: alias {alias!r} points to both "
                f"{table[alias]!r} and {canonical!r}"
            )
        table[alias] = canonical
        if row.get("ambiguous", "").strip():
            ambiguous.add(alias)
    return table, frozenset(ambiguous)


def read_jsonl(name: str, keys: tuple[str, ...]) -> list[dict]:
    """Entries of ``data/name`` (JSON lines; blank and ``#`` lines skipped), each with ``keys``."""
    path = DATA_DIR / name
    out = []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                entry = json.loads(line)
                missing = [k for k in keys if k not in entry]
                if missing:
                    raise KeyError(", ".join(missing))
                if "pattern" in entry:
                    entry["regex"] = re.compile(fold(entry["pattern"]))
            except (ValueError, KeyError, re.error) as exc:
                raise DataFileError(f"{path}:{lineno}: {type(exc).__name__}: {exc}") from None
            out.append(entry)
    return out


def _name_patterns(name: str) -> tuple[NamePattern, ...]:
    return tuple(NamePattern(e["name"], e["regex"], e["canonical"], tuple(fold(r) for r in e.get("requires", ())),
                             bool(e.get("measured")))
                 for e in read_jsonl(name, ("name", "pattern", "canonical")))


@lru_cache(maxsize=1)
def system_patterns() -> tuple[NamePattern, ...]:
    return _name_patterns("system_patterns.jsonl")


@lru_cache(maxsize=1)
def benchmark_patterns() -> tuple[NamePattern, ...]:
    return _name_patterns("benchmark_patterns.jsonl")


@lru_cache(maxsize=1)
def glue_words() -> tuple[tuple[str, ...], tuple[str, ...]]:
    rows = read_table("glue_words.csv", ["word", "position"])
    before = tuple(r["word"] for r in rows if r["position"] == "before")
    after = tuple(r["word"] for r in rows if r["position"] == "after")
    return before, after


def user_words() -> list[str]:
    """Words for jieba's user dictionary: the Chinese aliases of the name lists."""
    words = list(system_aliases()) + list(benchmark_aliases()[0])
    return [w for w in words if re.search(r"[\u4e00-\u9fff]", w)]


@lru_cache(maxsize=1)
def system_vendors() -> dict[str, str]:
    """canonical system name -> vendor, from the system lists (the hand-kept one first)."""
    out: dict[str, str] = {}
    for name, columns in SYSTEM_LISTS:
        for r in read_table(name, columns):
            out.setdefault(r["canonical"], r["vendor"])
    return out


@lru_cache(maxsize=1)
def vendor_aliases() -> dict[str, str]:
    return {fold(r["alias"]): r["vendor"] for r in read_table("vendors.csv", ["alias", "vendor"])}


@lru_cache(maxsize=1)
def _vendor_patterns() -> tuple[tuple[re.Pattern, str], ...]:
    """(regex, vendor) of every system pattern, read and compiled once (vendor_of misses often)."""
    return tuple((e["regex"], e.get("vendor", "")) for e in read_jsonl("system_patterns.jsonl", ("pattern",)))


@lru_cache(maxsize=4096)
def vendor_of(canonical: str) -> str:
    """The vendor of a system, from the name list or the pattern that names it ('' if unknown)."""
    if canonical in system_vendors():
        return system_vendors()[canonical]
    for regex, vendor in _vendor_patterns():
        if regex.fullmatch(canonical):
            return vendor
    return ""


# The quantity side's lists live in quantity_lists (imported last: it reads its files through
# read_table and fold above); re-exported so ``lexicon.units()`` and the like keep working.
from pipeline.extractors.quantity_lists import (  # noqa: E402,F401
    NUMBER_WORD_KINDS, QUALIFIER_GAP_KINDS, UNIT_POSITIONS, Unit, UnitRequirement, column_cues, count_cues,
    magnitudes, number_words, numerals, qualifier_exclusions, qualifier_gaps, qualifiers, unit_context_exclusions,
    unit_requirements, units)
