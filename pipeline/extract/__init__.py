"""Stage 4, extract: the six mention types of GOLD.md, found by rules."""
from __future__ import annotations


def find_mentions(doc, script):
    return []
