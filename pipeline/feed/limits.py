"""Limits per document, checked before an article enters the corpus.

A file above a limit is reported by name and skipped: it never stops the
batch, and it never reaches the corpus, where every later run would process
it again.  The defaults are far above any press article (the dev set's
longest is 6 kB and 71 figures) and keep one document's processing to a few
seconds:

- the file as given: 5 MB (an HTML page is parsed in about 4 s at 5 MB);
- the article text taken from it: 200,000 characters;
- figures (runs of digits) in that text: 5,000 (the linker's work grows
  faster than the number of figures in a sentence or a document).

``add --max-bytes/--max-chars/--max-figures`` change them.
"""
from __future__ import annotations

import re
from itertools import islice
from dataclasses import dataclass

from pipeline.read import InputError

MAX_BYTES = 5_000_000
MAX_CHARS = 200_000
MAX_FIGURES = 5_000
MIN_ARTICLE_CHARS = 100  # letters and digits after the title line, below which `add` warns
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class Limits:
    max_bytes: int = MAX_BYTES
    max_chars: int = MAX_CHARS
    max_figures: int = MAX_FIGURES

    def check_size(self, path, size: int) -> None:
        if size > self.max_bytes:
            raise InputError(path, f"too large: {size:,} bytes (limit {self.max_bytes:,}; --max-bytes); "
                                   "not added")

    def check_text(self, path, text: str) -> None:
        if len(text) > self.max_chars:
            raise InputError(path, f"article text too long: {len(text):,} characters "
                                   f"(limit {self.max_chars:,}; --max-chars); not added")
        if sum(1 for _ in islice(_DIGITS.finditer(text), self.max_figures + 1)) > self.max_figures:
            raise InputError(path, f"too many figures: more than {self.max_figures:,} numbers "
                                   f"(limit {self.max_figures:,}; --max-figures); not added")


def article_chars(text: str, title: str) -> int:
    """Letters and digits of ``text`` after its title line."""
    lines = text.splitlines()
    if lines and title and lines[0].strip().lstrip("#").strip() == title.strip():
        lines = lines[1:]
    return sum(ch.isalnum() for line in lines for ch in line)
