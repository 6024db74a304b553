"""Which spans of an article to mark, laid out so that no two marks overlap.

The page's script draws the marks from this layout, putting every character
of the article into the page as text (``textContent``), never as markup.
Spans that overlap an earlier, longer span are not drawn (the marks would
cross); what they stand for (their mentions and results) is listed by the
span that hides them, so nothing silently disappears.
"""
from __future__ import annotations

from dataclasses import dataclass, field

FLAGS = {"result": 1, "spurious": 2}  # bits of a mark's flags in the page data


@dataclass
class Span:
    start: int
    end: int
    kind: str  # a mention type, or "claim" for a result value with no mention
    mentions: list[int] = field(default_factory=list)  # the document's mention numbers it stands for
    results: list[int] = field(default_factory=list)  # the page's result numbers it stands for
    flags: set[str] = field(default_factory=set)  # result, spurious

    @property
    def length(self) -> int:
        return self.end - self.start

    def absorb(self, other: "Span") -> None:
        for i in other.mentions:
            if i not in self.mentions:
                self.mentions.append(i)
        for i in other.results:
            if i not in self.results:
                self.results.append(i)
        self.flags |= other.flags

    def data(self, kinds: list[str]) -> list:
        """The mark as the page data has it: [start, end, kind (its number in ``kinds``), flag bits,
        mentions, results]."""
        bits = sum(b for f, b in FLAGS.items() if f in self.flags)
        return [self.start, self.end, kinds.index(self.kind), bits, self.mentions, self.results]


def layout(spans: list[Span], text_len: int) -> tuple[list[Span], list[Span]]:
    """Split ``spans`` into (drawn, hidden): drawn spans are valid and never overlap.

    Earlier spans win; at the same start the longer one wins.  A span that
    overlaps a drawn one is hidden, and the drawn one takes over its mentions
    and results (the same span twice is merged the same way).
    """
    valid = [s for s in spans if 0 <= s.start < s.end <= text_len]
    hidden = [s for s in spans if not (0 <= s.start < s.end <= text_len)]
    drawn: list[Span] = []
    for s in sorted(valid, key=lambda s: (s.start, -s.length, s.kind)):
        if drawn and s.start < drawn[-1].end:
            outer = drawn[-1]
            outer.absorb(s)
            if not (s.start == outer.start and s.end == outer.end and s.kind == outer.kind):
                hidden.append(s)
            continue
        drawn.append(s)
    return drawn, hidden


def covering(drawn: list[Span], start: int) -> Span | None:
    """The drawn span that contains offset ``start``, if any."""
    for s in drawn:
        if s.start <= start < s.end:
            return s
    return None
