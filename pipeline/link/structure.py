"""The shape of a text: paragraphs (lines), sentences, clauses and headings.

All spans are [start, end) offsets into the normalised text.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

# Both patterns begin with one set of characters (the alternatives follow it,
# each behind a lookbehind for its own first character) so that the regex
# engine can skip to the places they may match: the same matches as
#   [。！？!?；;]+|\.(?=\s|$)|\n   and   [，,：:]|\s(?:while|whereas|but|although)\s|\s[-–]\s
_SENTENCE_END = re.compile(r"[。！？!?；;.\n](?:(?<=[。！？!?；;])[。！？!?；;]*|(?<=\.)(?=\s|$)|(?<=\n))")
_CLAUSE_BREAK = re.compile(r"[，,：:\s](?:(?<=[，,：:])|(?<=\s)(?:while|whereas|but|although)\s|(?<=\s)[-–]\s)")
_FINAL = "。.!?！？”\"」"


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    paragraph: int  # index of the line it is on
    heading: bool  # on a short line without final punctuation (a title)


def paragraphs(text: str) -> list[tuple[int, int]]:
    spans, pos = [], 0
    for line in text.split("\n"):
        spans.append((pos, pos + len(line)))
        pos += len(line) + 1
    return spans


def sentences(text: str, spans: list[tuple[int, int]] | None = None) -> list[Sentence]:
    """The sentences of a text (``spans``: its paragraphs, when known)."""
    out = []
    for p_index, (ps, pe) in enumerate(paragraphs(text) if spans is None else spans):
        stripped = text[ps:pe].strip()
        if not stripped:
            continue
        heading = len(stripped) <= 120 and stripped[-1] not in _FINAL
        start = ps
        for m in _SENTENCE_END.finditer(text, ps, pe):  # $ matches at pe, the end of the line
            end = m.end()
            piece = text[start:end]
            if piece and not piece.isspace():  # piece.strip(), without the copy
                out.append(Sentence(start, end, p_index, heading))
            start = end
        piece = text[start:pe]
        if piece and not piece.isspace():
            out.append(Sentence(start, pe, p_index, heading))
    return out


def clauses(text: str, sentence: Sentence) -> list[tuple[int, int]]:
    spans, start = [], sentence.start
    for m in _CLAUSE_BREAK.finditer(text, sentence.start, sentence.end):
        # a comma between digits is a thousands separator, not a break
        if m.group(0) == "," and 0 < m.start() < len(text) - 1 and text[m.start() - 1].isdigit() and text[m.start() + 1].isdigit():
            continue
        spans.append((start, m.start()))
        start = m.start()
    spans.append((start, sentence.end))
    return [s for s in spans if s[1] > s[0]]


class Index:
    """Find the sentence and clause of an offset."""

    def __init__(self, text: str):
        self.text = text
        self._paragraphs = paragraphs(text)
        self.sentences = sentences(text, self._paragraphs)
        self._starts = [s.start for s in self.sentences]
        self._clauses = {}

    def paragraph_start(self, p_index: int) -> int:
        return self._paragraphs[p_index][0]

    def sentence_of(self, pos: int) -> int:
        i = bisect_right(self._starts, pos) - 1
        return i if i > 0 else 0

    def clauses_of(self, si: int) -> list[tuple[int, int]]:
        if si not in self._clauses:
            self._clauses[si] = clauses(self.text, self.sentences[si])
        return self._clauses[si]

    def clause_of(self, pos: int) -> tuple[int, int]:
        si = self.sentence_of(pos)
        for c in self.clauses_of(si):
            if c[0] <= pos < c[1]:
                return c
        s = self.sentences[si]
        return s.start, s.end

    def place_of(self, pos: int) -> tuple[int, tuple[int, int], tuple[int, int] | None]:
        """(sentence index, clause, the clause before it in the sentence or None) of an offset."""
        si = self.sentence_of(pos)
        spans = self.clauses_of(si)
        for k, c in enumerate(spans):
            if c[0] <= pos < c[1]:
                return si, c, spans[k - 1] if k > 0 else None
        s = self.sentences[si]
        c = (s.start, s.end)
        k = spans.index(c) if c in spans else 0
        return si, c, spans[k - 1] if k > 0 else None
