"""Spans found by overlap, in time that does not grow with the length of the document.

``Overlaps(spans)`` sorts the spans by start once; ``overlapping(start, end)``
bisects to the ones starting at most the longest span's length before
``start`` and before ``end``, and keeps those that overlap (the same test as
``s < end and start < e`` over the whole list, in the order of their start).
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Generic, Iterable, TypeVar

T = TypeVar("T")


class Overlaps(Generic[T]):
    """``(start, end, item)`` triples, asked which overlap a span."""

    def __init__(self, triples: Iterable[tuple[int, int, T]]):
        self.triples = sorted(triples, key=lambda t: (t[0], t[1]))
        self.starts = [s for s, _, _ in self.triples]
        self.reach = max((e - s for s, e, _ in self.triples), default=0)

    def overlapping(self, start: int, end: int) -> list[T]:
        """The items whose span overlaps [start, end), in the order of their start."""
        i = bisect_left(self.starts, start - self.reach)
        j = bisect_left(self.starts, end)
        return [x for s, e, x in self.triples[i:j] if s < end and start < e]

    def any(self, start: int, end: int) -> bool:
        return bool(self.overlapping(start, end))


class Taken:
    """Spans taken one after another: ``overlaps`` asks by the places they cover (a set), so that
    the question costs the length of the span asked about, and adding spans that do not overlap
    costs their total length, at most the document's."""

    def __init__(self):
        self.spans: list[tuple[int, int]] = []
        self.places: set[int] = set()

    def add(self, start: int, end: int) -> None:
        self.spans.append((start, end))
        self.places.update(range(start, end))

    def overlaps(self, start: int, end: int) -> bool:
        """True if some span added overlaps [start, end) (``s < end and start < e``)."""
        if start >= end:  # an empty span overlaps only a span around it
            return any(s < end and start < e for s, e in self.spans)
        return any(p in self.places for p in range(start, end))
