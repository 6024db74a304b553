"""One regular expression for a list of literal words, grouped by first character.

``"|".join(re.escape(w) for w in words)`` makes the engine try, at every
place where one of the words' first characters stands, each word in turn.
:func:`alternation` writes the same alternation as one branch per first
character, ``a(?:bc|b|)|x(?:yz)``, keeping the words' order within each
branch: at a place only the words that start with its character are tried,
and since two words of different first characters never match at the same
place, the match at each place is the same word as the plain alternation's
(the first word in list order that matches there).  Case-sensitive patterns
only (under IGNORECASE two first characters may match the same place).
"""
from __future__ import annotations

import re
from collections.abc import Iterable


def alternation(words: Iterable[str]) -> str:
    """The pattern of ``"|".join(map(re.escape, words))`` grouped by first character (same matches)."""
    groups: dict[str, list[str]] = {}
    for w in words:
        if not w:
            raise ValueError("an empty word in an alternation")
        groups.setdefault(w[0], []).append(re.escape(w[1:]))
    return "|".join(f"{re.escape(first)}(?:{'|'.join(rests)})" if rests != [""] else re.escape(first)
                    for first, rests in groups.items())
