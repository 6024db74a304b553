"""A product family's bare name written as the name of its software ("the Gaudi
software suite", "Gaudi软件套件1.18"): not a system mention.

Only a name without a digit (a family: Gaudi, Xeon, 昇腾) is dropped; a model
("Gaudi 3 software") names the hardware the software runs on.  The words are
``family_software_words.csv``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import fold, read_table


@lru_cache(maxsize=1)
def _software_after() -> re.Pattern:
    words = sorted({fold(r["word"]) for r in read_table("family_software_words.csv", ["word"])}, key=len,
                   reverse=True)
    # a Latin word stands as a word of its own (software, not softwares-like runs of other words)
    alts = [re.escape(w) + (r"(?![A-Za-z])" if w[-1].isascii() else "") for w in words]
    return re.compile(r"[ \t]*(?:®|\(R\))?[ \t]*(?:" + "|".join(alts) + ")", re.IGNORECASE)


def names_software(text: str, end: int, canonical: str) -> bool:
    """True when the family name ``canonical`` ending at ``end`` is followed by a software word."""
    if any(ch.isdigit() for ch in canonical):
        return False
    return _software_after().match(text, end) is not None
