"""The extractors' data: name lists, patterns, units, qualifiers, numerals.

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
from pipeline.schema import MENTION_TYPES, QUALIFIERS

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


# before: the unit precedes the number ($, 新台币); after: it follows it (分钟, 美元);
# compound: it follows a number only where that number continues a figure in a
# larger unit (8天20时, 1小时30分, 五元三毛)
UNIT_POSITIONS = ("before", "after", "compound")


@dataclass(frozen=True)
class Unit:
    surface: str
    type: str
    unit: str
    factor: float
    position: str


@lru_cache(maxsize=1)
def units() -> tuple[Unit, ...]:
    out = []
    for row in read_table("units.csv", ["surface", "type", "unit", "factor", "position"]):
        where = f"{row['_file']}:{row['_line']}"
        if row["type"] not in MENTION_TYPES:
            raise DataFileError(f"{where}: unknown type {row['type']!r}")
        if row["position"] not in UNIT_POSITIONS:
            raise DataFileError(f"{where}: position must be one of {', '.join(UNIT_POSITIONS)}")
        try:
            factor = float(row["factor"])
        except ValueError:
            raise DataFileError(f"{where}: factor {row['factor']!r} is not a number") from None
        out.append(Unit(fold(row["surface"]), row["type"], row["unit"], factor, row["position"]))
    return tuple(out)


@lru_cache(maxsize=1)
def unit_context_exclusions() -> dict[str, tuple[str, ...]]:
    """unit surface -> words that, earlier in its clause, make it no unit (weighs 3,000 pounds)."""
    table: dict[str, list[str]] = {}
    for row in read_table("unit_context_exclusions.csv", ["surface", "not_after"]):
        table.setdefault(fold(row["surface"]), []).append(row["not_after"].lower())
    return {k: tuple(v) for k, v in table.items()}


@dataclass(frozen=True)
class UnitRequirement:
    """One context in which a unit surface counts (unit_requirements.csv); empty parts hold always."""
    before: tuple[str, ...]
    after: tuple[str, ...]
    clause: tuple[str, ...]


@lru_cache(maxsize=1)
def unit_requirements() -> dict[str, tuple[UnitRequirement, ...]]:
    """unit surface -> the contexts in which it counts (any one of them)."""
    table: dict[str, list[UnitRequirement]] = {}
    for row in read_table("unit_requirements.csv", ["surface", "before", "after", "clause"]):
        words = [tuple(fold(w) for w in row[c].split("|") if w) for c in ("before", "after", "clause")]
        if not any(words):
            raise DataFileError(f"{row['_file']}:{row['_line']}: a requirement needs before, after or clause words")
        table.setdefault(fold(row["surface"]), []).append(UnitRequirement(*words))
    return {k: tuple(v) for k, v in table.items()}


@lru_cache(maxsize=1)
def column_cues() -> dict[str, tuple[str, ...]]:
    """type -> the words of a column header that name an amount of it (column_cues.csv), lower case."""
    table: dict[str, list[str]] = {}
    for row in read_table("column_cues.csv", ["type", "cue"]):
        if row["type"] not in MENTION_TYPES:
            raise DataFileError(f"{row['_file']}:{row['_line']}: unknown type {row['type']!r}")
        table.setdefault(row["type"], []).append(fold(row["cue"]).lower())
    return {k: tuple(v) for k, v in table.items()}


@lru_cache(maxsize=1)
def count_cues() -> tuple[str, ...]:
    """Words that make an amount without a currency word a count (出货量, users): count_cues.csv."""
    return tuple(fold(r["cue"]).lower() for r in read_table("count_cues.csv", ["cue"]))


NUMBER_WORD_KINDS = ("digit", "teen", "tens", "hundred", "article", "fraction", "times")


@lru_cache(maxsize=1)
def number_words() -> dict[str, tuple[float, str]]:
    """English number word (lower case) -> (value, kind); kinds in NUMBER_WORD_KINDS."""
    out = {}
    for row in read_table("number_words.csv", ["word", "value", "kind"]):
        where = f"{row['_file']}:{row['_line']}"
        if row["kind"] not in NUMBER_WORD_KINDS:
            raise DataFileError(f"{where}: kind must be one of {', '.join(NUMBER_WORD_KINDS)}")
        if not row["word"].isascii() or not row["word"].isalpha():
            raise DataFileError(f"{where}: a number word is ASCII letters ({row['word']!r})")
        try:
            out[row["word"].lower()] = (float(row["value"]), row["kind"])
        except ValueError:
            raise DataFileError(f"{where}: value {row['value']!r} is not a number") from None
    return out


@lru_cache(maxsize=1)
def qualifiers() -> tuple[tuple[str, str, str], ...]:
    """(surface, qualifier, position) in normalised form, longest surface first."""
    out = []
    for row in read_table("qualifiers.csv", ["surface", "qualifier", "position"]):
        if row["qualifier"] not in QUALIFIERS:
            raise DataFileError(f"{row['_file']}:{row['_line']}: unknown qualifier {row['qualifier']!r}")
        if row["position"] not in ("before", "after", "inside"):
            raise DataFileError(f"{row['_file']}:{row['_line']}: position must be before, after or inside")
        out.append((fold(row["surface"]), row["qualifier"], row["position"]))
    return tuple(sorted(out, key=lambda r: -len(r[0])))


QUALIFIER_GAP_KINDS = ("any", "bound")


@lru_cache(maxsize=1)
def qualifier_exclusions() -> dict[str, str]:
    """qualifier surface written after a number -> the characters after which it is no qualifier."""
    return {fold(r["surface"]): fold(r["not_followed_by"])
            for r in read_table("qualifier_exclusions.csv", ["surface", "not_followed_by"])}


@lru_cache(maxsize=1)
def qualifier_gaps() -> tuple[tuple[str, str], ...]:
    """(word, after) of the words between a qualifier and its number (qualifier_gaps.csv), longest first."""
    out = []
    for row in read_table("qualifier_gaps.csv", ["word", "after"]):
        if row["after"] not in QUALIFIER_GAP_KINDS:
            raise DataFileError(f"{row['_file']}:{row['_line']}: after must be one of {', '.join(QUALIFIER_GAP_KINDS)}")
        out.append((fold(row["word"]), row["after"]))
    return tuple(sorted(out, key=lambda r: -len(r[0])))


@lru_cache(maxsize=1)
def magnitudes() -> dict[str, float]:
    return {fold(r["surface"]): float(r["factor"]) for r in read_table("magnitudes.csv", ["surface", "factor"])}


@lru_cache(maxsize=1)
def numerals() -> dict[str, tuple[float, str]]:
    return {r["char"]: (float(r["value"]), r["kind"]) for r in read_table("numerals.csv", ["char", "value", "kind"])}


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
