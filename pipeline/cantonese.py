"""Written Cantonese read as Mandarin (part of stage 2, normalise).

Hong Kong articles and forum posts write Cantonese function characters where Mandarin writes others:
係 for 是, 嘅 for 的, 喺 for 在 ("速度係單張RTX 4090嘅約3.2倍" is "速度是单张RTX 4090的约3.2倍").
The extractors and the linker read the Mandarin ones, so the normalised text takes them, one
character for one (the map back to the original is unchanged).  A character inside a Mandarin word
where it is no Cantonese (關係, 係數) is left as written.  The table is data/cantonese.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

KINDS = ("char", "keep")


@lru_cache(maxsize=1)
def table() -> tuple[dict[str, str], re.Pattern, re.Pattern | None]:
    """(character -> its Mandarin reading, a regex of those characters, a regex of the kept words)."""
    from pipeline.extractors.lexicon import DataFileError, read_table  # lexicon imports normalise

    chars: dict[str, str] = {}
    keep: list[str] = []
    for r in read_table("cantonese.csv", ["kind", "written", "read_as"]):
        where = f"{r['_file']}:{r['_line']}"
        if r["kind"] == "char":
            if len(r["written"]) != 1 or len(r["read_as"]) != 1:
                raise DataFileError(f"{where}: a char row maps one character to one")
            chars[r["written"]] = r["read_as"]
        elif r["kind"] == "keep":
            keep.append(r["written"])
        else:
            raise DataFileError(f"{where}: unknown kind {r['kind']!r}")
    any_char = re.compile("[" + "".join(map(re.escape, chars)) + "]")
    kept = re.compile("|".join(map(re.escape, sorted(keep, key=len, reverse=True)))) if keep else None
    return chars, any_char, kept


def read_as_mandarin(original: str, simplified: str) -> str:
    """``simplified`` (``original`` converted character by character, same length) with each Cantonese
    character of ``original`` replaced by its Mandarin reading."""
    chars, any_char, kept = table()
    if any_char.search(original) is None:
        return simplified
    skip: set[int] = set()
    if kept is not None:
        for m in kept.finditer(original):
            skip.update(range(m.start(), m.end()))
    out = list(simplified)
    for m in any_char.finditer(original):
        if m.start() not in skip:
            out[m.start()] = chars[m.group()]
    return "".join(out)
