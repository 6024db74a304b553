"""Stage 1 of linking, the layout: lines, sentences, clauses and headings.

All spans are [start, end) offsets into the normalised text.
``split_sentences`` is the one sentence splitter of the linker; a caller that
has the sentences already (a spaCy ``Doc`` whose ``sents`` were set from it)
passes them to ``Layout`` and gets the same claims.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

# Both patterns begin with one set of characters (the alternatives follow it,
# each behind a lookbehind for its own first character) so that the regex
# engine can skip to the places they may match: the same matches as
#   [。！？!?；;]+|\.(?=\s|$)|\n   and   [，,：:]|\s(?:while|whereas|but|although)\s|\s[-–]\s|——
_SENTENCE_END = re.compile(r"[。！？!?；;.\n](?:(?<=[。！？!?；;])[。！？!?；;]*|(?<=\.)(?=\s|$)|(?<=\n))")
_CLAUSE_BREAK = re.compile(r"[，,：:\s—](?:(?<=[，,：:])(?!(?<=\d[,:])\d)|(?<=\s)(?:while|whereas|but|although)\s"
                           r"|(?<=\s)[-–]\s|(?<=—)—)")  # not the comma of 3,584 nor the colon of 01:34
# a full stop after a lone capital or a short abbreviation ("U.S. company", "(N. Virginia)") ends no
# sentence when a lower-case word, or a name closing a parenthesis, goes on after it; "vs." never does
_ABBREVIATION = re.compile(r"(?<![A-Za-z])(?:[A-Z]|vs|Inc|Corp|Ltd|Co|No|St)\.$")
_GOES_ON_AFTER = re.compile(r"\s+(?:[a-z]|[A-Z][a-z]+\))")
_FINAL = "。.!?！？”\"」"
_GOES_ON = "，,、"  # a line ending with one of these goes on in the next line
_BULLET = re.compile(r"\s*(?:[-–•·‧・●▪◆*]|\.(?=[^\d.\s])|\d{1,2}[.、)]|[(（]\d{1,2}[)）])\s*")  # ．is . after NFKC
HEADING_MAX = 120  # a heading is a short line without final punctuation


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    paragraph: int  # index of the line it starts on
    heading: bool  # on a short line without final punctuation (a title), not a list item


def lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` (without their newline)."""
    spans, pos = [], 0
    for line in text.split("\n"):
        spans.append((pos, pos + len(line)))
        pos += len(line) + 1
    return spans


def _blank(text: str, start: int, end: int) -> bool:
    piece = text[start:end]
    return not piece or piece.isspace()


def split_sentences(text: str) -> list[tuple[int, int]]:
    """The sentences of a text as (start, end) spans, in order.

    A sentence ends at 。！？；, at a full stop before a space, and at the end of
    a line -- unless the line ends with a comma, which a sentence broken over
    two lines does ("…分享了MI300X的性能参数，\\n附上数值如下："); a blank
    line ends it anyway.
    """
    out: list[tuple[int, int]] = []
    pending = None  # start of a sentence that goes on from the line before
    for ls, le in lines(text):
        if _blank(text, ls, le):
            if pending is not None:
                out.append((pending, ls - 1))
                pending = None
            continue
        start = ls if pending is None else pending
        pending = None
        for m in _SENTENCE_END.finditer(text, ls, le):  # $ matches at le, the end of the line
            if m.group(0) == "." and m.end() < le and _ABBREVIATION.search(text, max(ls, m.end() - 6), m.end()) \
                    and (text.startswith("vs.", m.end() - 3) or _GOES_ON_AFTER.match(text, m.end(), le)):
                continue
            if not _blank(text, start, m.end()):
                out.append((start, m.end()))
            start = m.end()
        if not _blank(text, start, le):
            if text[ls:le].rstrip()[-1] in _GOES_ON:
                pending = start
            else:
                out.append((start, le))
    if pending is not None:
        out.append((pending, len(text.rstrip())))
    return out


def is_bullet(text: str, start: int, end: int) -> bool:
    """The line text[start:end] is a list item: it starts with a bullet or an item number."""
    m = _BULLET.match(text, start, end)
    return bool(m) and m.end() < end


def _heading(text: str, start: int, end: int) -> bool:
    stripped = text[start:end].strip()
    return (bool(stripped) and len(stripped) <= HEADING_MAX and stripped[-1] not in _FINAL
            and stripped[-1] not in _GOES_ON + ":：" and not is_bullet(text, start, end))


_TITLE_FINAL = "?？!！"


def _title_end(text: str, line_spans) -> int:
    """The index of the first line of the body: the first line longer than a heading (the lines
    before it are the article's title block: site name, date, title)."""
    for i, (ls, le) in enumerate(line_spans):
        if len(text[ls:le].strip()) > HEADING_MAX:
            return i
    return len(line_spans)


def _question_title(text: str, start: int, end: int) -> bool:
    """A short line of the title block ending in a question or exclamation mark ("B200性能狂飙3倍，AMD和谷歌谁能
    接招？", "How much faster has AI training really become?"): a headline, as a heading is."""
    stripped = text[start:end].strip()
    return bool(stripped) and len(stripped) <= HEADING_MAX and stripped[-1] in _TITLE_FINAL \
        and not is_bullet(text, start, end)


def clauses(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The clauses of the sentence text[start:end]: split at commas, colons, dashes, 'while', 'but'."""
    spans = []
    for m in _CLAUSE_BREAK.finditer(text, start, end):
        # a comma between digits is a thousands separator, not a break
        if m.group(0) == "," and 0 < m.start() < len(text) - 1 and text[m.start() - 1].isdigit() \
                and text[m.start() + 1].isdigit():
            continue
        spans.append((start, m.start()))
        start = m.start()
    spans.append((start, end))
    return [s for s in spans if s[1] > s[0]]


class Layout:
    """The lines, sentences and clauses of a text; which sentence and clause an offset is in."""

    def __init__(self, text: str, sentences: list[tuple[int, int]] | None = None):
        self.text = text
        self.lines = lines(text)
        self._line_starts = [s for s, _ in self.lines]
        spans = split_sentences(text) if sentences is None else sorted(sentences)
        self.sentences: list[Sentence] = []
        title_end = _title_end(text, self.lines)
        for s, e in spans:
            if _blank(text, s, e):
                continue
            li = self.line_of(s)
            ls, le = self.lines[li]
            self.sentences.append(Sentence(s, e, li, _heading(text, ls, le) or (li < title_end
                                                                                 and _question_title(text, ls, le))))
        if not self.sentences and sentences is not None and not _blank(text, 0, len(text)):
            self.__init__(text)  # no sentences given for a text that has some: find them here
            return
        self._starts = [s.start for s in self.sentences]
        self._clauses: dict[int, tuple[list[tuple[int, int]], list[int]]] = {}

    def line_of(self, pos: int) -> int:
        return max(0, bisect_right(self._line_starts, pos) - 1)

    def sentence_of(self, pos: int) -> int:
        return max(0, bisect_right(self._starts, pos) - 1)

    def clauses_of(self, si: int) -> list[tuple[int, int]]:
        return self._clause_index(si)[0]

    def _clause_index(self, si: int):
        if si not in self._clauses:
            s = self.sentences[si]
            spans = clauses(self.text, s.start, s.end) or [(s.start, s.end)]
            self._clauses[si] = (spans, [c[0] for c in spans])
        return self._clauses[si]

    def place_of(self, pos: int) -> tuple[int, int, tuple[int, int], tuple[int, int] | None]:
        """(sentence index, clause index, clause, the clause before it or None) of an offset."""
        si = self.sentence_of(pos)
        spans, starts = self._clause_index(si)
        k = max(0, bisect_right(starts, pos) - 1)
        return si, k, spans[k], spans[k - 1] if k > 0 else None
