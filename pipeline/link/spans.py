"""Things at places in a text (mentions, cues, markers), found by place.

Every question the linker asks about what stands where -- the last system
before a figure in its clause, the benchmarks of a sentence, the cues near a
figure -- is a bisection in one sorted list, so that linking a document takes
time in proportion to its length, however many figures a sentence holds.
"""
from __future__ import annotations

from bisect import bisect_left
from operator import attrgetter
from typing import Generic, Iterator, Sequence, TypeVar

T = TypeVar("T")
_START_END = attrgetter("start", "end")  # the sort key, without a Python call per item


class Spans(Generic[T]):
    """Items with ``start`` and ``end``, in the order of their start."""

    def __init__(self, items: Sequence[T] = ()):
        self.items: list[T] = sorted(items, key=_START_END)
        self.starts = [x.start for x in self.items]

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def index_range(self, lo: int, hi: int) -> tuple[int, int]:
        """(i, j): the items starting in [lo, hi) are items[i:j]."""
        return bisect_left(self.starts, lo), bisect_left(self.starts, hi)

    def between(self, lo: int, hi: int) -> list[T]:
        """The items starting in [lo, hi)."""
        i, j = self.index_range(lo, hi)
        return self.items[i:j]

    def any_between(self, lo: int, hi: int) -> bool:
        i, j = self.index_range(lo, hi)
        return i < j

    def last(self, lo: int, hi: int) -> T | None:
        """The last item starting in [lo, hi)."""
        i, j = self.index_range(lo, hi)
        return self.items[j - 1] if i < j else None

    def first(self, lo: int, hi: int) -> T | None:
        """The first item starting in [lo, hi)."""
        i, j = self.index_range(lo, hi)
        return self.items[i] if i < j else None

    def head(self, lo: int, hi: int, n: int) -> list[T]:
        """The first ``n`` items starting in [lo, hi)."""
        i, j = self.index_range(lo, hi)
        return self.items[i:min(j, i + n)]

    def tail(self, lo: int, hi: int, n: int) -> list[T]:
        """The last ``n`` items starting in [lo, hi)."""
        i, j = self.index_range(lo, hi)
        return self.items[max(i, j - n):j]

    def within(self, lo: int, hi: int) -> list[T]:
        """The items lying wholly in [lo, hi)."""
        return [x for x in self.between(lo, hi) if x.end <= hi]

    def near(self, lo: int, hi: int, pos: int, reach: int) -> list[T]:
        """The items starting in [lo, hi) and within ``reach`` characters of ``pos``."""
        return self.between(max(lo, pos - reach), min(hi, pos + reach))
