"""The subject of a list's items from the line that introduces it (stage 6 of linking, read by ``subjects``).

The items of a list carry the subject of their introducing line (GOLD.md): its first free system
("二、HS-8890A（8×MI325X）：" is about the server), none when the line names only a vendor
("Intel宣称："), and the title's system when the line names neither ("重點成績如下：").
"""
from __future__ import annotations

from pipeline.link.parts import counted_aside

SKIP = 8  # at most this many rejected candidates are passed over in one look-up


class ListSubjects:
    """Mixin of ``Subjects``: the questions asked about a list's introducing line."""

    def frame_subject(self, line: int, skip=()) -> str:
        """The subject of the line introducing a list: its first free system not in ``skip``
        ('' for a vendor: "AMD公布了MI300X与H100的对比：" is about MI300X), not one counted in a parenthesis
        ("二、HS-8890A（8×MI325X）" is about the server, the MI325X its parts)."""
        ls, le = self.layout.lines[line]
        fi = self.layout.sentence_of(max(ls, le - 1))
        for m in self._candidates(fi)[1].head(self.layout.sentences[fi].start, le, SKIP):
            if m.value not in skip and not counted_aside(self.text, m):
                return m.value
        return ""

    def untitled_frame(self, line: int) -> bool:
        """The line introducing a list names no system nor vendor ("重點成績如下：", "What we measured:")."""
        ls, le = self.layout.lines[line]
        return not self.systems.any_between(ls, le) and not self.vendors.any_between(ls, le)

    def frame_vendor(self, line: int) -> bool:
        """The line introducing a list names a vendor as its subject and no system ("Intel宣称：")."""
        ls, le = self.layout.lines[line]
        fi = self.layout.sentence_of(max(ls, le - 1))
        if self._candidates(fi)[1].any_between(ls, le):
            return False
        return bool(self.subject_vendors(fi, ls, le))
