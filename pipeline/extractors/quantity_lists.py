"""The extractors' lists of amounts: units, unit contexts, column and count cues, number words,
qualifiers, magnitudes and numerals (the data files of the quantity side, each validated as it is read).

Split out of ``lexicon`` (which keeps the readers and the name lists); ``lexicon`` re-exports these
so either import works.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import DataFileError, fold, read_table
from pipeline.schema import MENTION_TYPES, QUALIFIERS


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
