"""The one system an article's title names as its subject (a mixin of ``Subjects``).

A time to train, speedup or per-dollar figure whose sentence names no system takes the one system
the title names, once the body has named it again (a review's "BERT took 5.6 minutes"); counted
parts in the title ("A Big 8x NVIDIA H100 AI Server") are not its subject.  Split out of
``subjects`` (round 9) to keep that module under ~400 lines.
"""
from __future__ import annotations

import re

from pipeline.link.parts import counted

_TIMES_VENDOR = re.compile(r"\d\s?[x×]\s?(?:[A-Za-z]+\s)?$")  # "8x NVIDIA H100": counted parts


class TitleSubject:
    """Needs ``text``, ``lang``, ``layout``, ``systems``, ``_title_system``, ``_title_again`` and ``title_line()``."""

    def title_subject(self, skip=()) -> str:
        """The one system the article's title names as its subject ("Supermicro SYS-821GE-TNHR Review: A
        Big 8x NVIDIA H100 AI Server": not the counted parts), '' if it names none or several."""
        if self._title_system is None:
            self._title_system = ""
            first = self.title_line()
            if first is not None:
                ls, le = self.layout.lines[first]
                names = {m.value for m in self.systems.between(ls, le)
                         if not counted(self.text, m, self.lang) and not _TIMES_VENDOR.search(
                             self.text, max(ls, m.start - 16), m.start)}
                if len(names) == 1:
                    self._title_system = names.pop()
                    i, _ = self.systems.index_range(le, len(self.text) + 1)
                    self._title_again = next((m.end for m in self.systems.items[i:] if m.value == self._title_system),
                                             len(self.text) + 1)
        return "" if self._title_system in skip else self._title_system

    def title_subject_at(self, pos: int, skip=()) -> str:
        """The title's system, where the body has named it again before ``pos`` (a heading over one
        claim lends it nothing: "H100创下新纪录" over "训练BERT仅用时5.4分钟")."""
        name = self.title_subject(skip)
        return name if name and self._title_again <= pos else ""
