"""Names kept in Chinese are written in the article's own script.

A name known only in Chinese keeps its Chinese name (GOLD.md: the English
name where one is known; 深算二号, 晶创26).  The extractors read the text in
Simplified, so such a name comes out in Simplified; in a Traditional article
it is written as the article writes it (晶創26, 創進一號), in the mentions and in
the claims that name it.  Only a name whose canonical value is its own span
(the name as written, not an alias such as 台湾杉二号 -> Taiwania 2) changes, and
only where the document writes it one way.
"""
from __future__ import annotations

import re
from dataclasses import replace

_HAN = re.compile(r"[\u3400-\u9fff]")


def written_names(norm_text: str, original: str, found, mapped) -> dict[str, str]:
    """canonical value -> the original's spelling, for the system names kept in Chinese.

    ``found`` are the mentions with offsets into ``norm_text``, ``mapped`` the same mentions
    with offsets into ``original`` (in the same order)."""
    spellings: dict[str, set[str]] = {}
    for m, o in zip(found, mapped):
        if m.type != "system" or not isinstance(m.value, str) or not _HAN.search(m.value):
            continue
        if norm_text[m.start:m.end] != m.value:
            continue
        spellings.setdefault(m.value, set()).add(original[o.start:o.end])
    return {v: next(iter(s)) for v, s in spellings.items() if len(s) == 1 and v not in s}


def as_written(names: dict[str, str], mentions, claims):
    """``mentions`` and ``claims`` with the names of ``names`` written as the article writes them."""
    if not names:
        return mentions, claims
    mentions = [replace(m, value=names[m.value]) if m.type == "system" and m.value in names else m
                for m in mentions]
    claims = [replace(c, system=names[c.system]) if c.system in names else c for c in claims]
    return mentions, claims
