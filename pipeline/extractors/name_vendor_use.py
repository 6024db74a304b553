"""A product family named beside a bare company name, as one of a list of makers, is no system.

"昇腾与寒武纪缺席", "国产的昇騰、寒武紀、燧原", "Gaudi and Cerebras were absent":
the family word (a name of the lists with no model number: Ascend, Gaudi,
Kunlun) stands for its maker's team, as the company beside it does (GOLD.md:
a bare company name is a vendor).  The company must stand bare: followed by
none of the document's systems and no hardware word ("Xeon and AMD EPYC",
"昇腾与英伟达GPU" keep the family), and the family itself must carry no
hardware word ("昇腾芯片与寒武纪").  Only that mention is dropped: the same
family named as hardware elsewhere in the document stays a system.
Words: pipeline/data/family_vendor_use.csv; vendors: vendors.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import fold, read_table, vendor_aliases
from pipeline.types import Mention


@lru_cache(maxsize=1)
def _words() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    rows = read_table("family_vendor_use.csv", ["word", "kind"])
    coord = sorted((fold(r["word"]) for r in rows if r["kind"] == "coordinator"), key=len, reverse=True)
    hard = sorted((fold(r["word"]) for r in rows if r["kind"] == "hardware"), key=len, reverse=True)
    vendors = sorted(vendor_aliases(), key=len, reverse=True)
    alt = "|".join(map(re.escape, coord))
    c = rf"\s?(?:{alt})\s?" if alt else r"(?!x)x"
    v = "|".join(map(re.escape, vendors))
    h = "|".join(map(re.escape, hard))
    after = re.compile(rf"{c}(?:{v})(?![A-Za-z0-9])")   # family, coordinator, vendor
    before = re.compile(rf"(?<![A-Za-z0-9])(?:{v}){c}$")  # vendor, coordinator, family
    hardware = re.compile(rf"\s?(?:{h})s?(?![a-z])", re.IGNORECASE)
    return after, before, hardware, re.compile(rf"(?:{v})")


def _family(m: Mention) -> bool:
    return m.type == "system" and m.rule.startswith("system/list:") and not any(ch.isdigit() for ch in m.value)


def drop_vendor_uses(text: str, found: list[Mention]) -> list[Mention]:
    """``found`` without the family mentions listed beside a bare company name."""
    families = [m for m in found if _family(m)]
    if not families:
        return found
    after, before, hardware, _ = _words()
    starts = {m.start for m in found if m.type == "system"}
    drop = set()
    for m in families:
        if hardware.match(text, m.end):
            continue
        a = after.match(text, m.end)
        if a and a.end() not in starts and not hardware.match(text, a.end()) and not _names_next(text, a.end(), starts):
            drop.add(id(m))
            continue
        b = before.search(text, max(0, m.start - 40), m.start)
        if b and not _inside_system(b.start(), found):
            drop.add(id(m))
    return [m for m in found if id(m) not in drop]


def _names_next(text: str, pos: int, starts: set[int]) -> bool:
    """A system starts right after ``pos`` (after one space or 的)."""
    j = pos
    while j < len(text) and text[j] in " 的":
        j += 1
    return j in starts


def _inside_system(pos: int, found: list[Mention]) -> bool:
    return any(m.type == "system" and m.start <= pos < m.end for m in found)
