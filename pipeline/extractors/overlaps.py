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
