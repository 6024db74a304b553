"""前者 / 后者 / the former / the latter opening a clause of a sentence that names two systems or more
before that clause stand for the first / the last of them ("8卡H200用时约24.7分钟，而8卡H100的成绩为
28.2分钟，前者快约14%": H200).  Read by ``subjects`` before it looks at the sentences before (where the
same words name a system of the sentence before)."""
from __future__ import annotations

_OPENING = {"zh": 3, "en": 7}  # the word stands at most this far into its clause (而前者…, so the former…)


def former_or_latter(subjects, si: int, clause: tuple[int, int], pos: int, skip) -> str:
    """The system a former / latter word opening ``clause`` of sentence ``si`` (before ``pos``) stands
    for, among the systems of the sentence before the clause not compared against and not in ``skip``;
    '' when there is no such word or fewer than two systems."""
    word = subjects.cues.of_kind(si, ("latter", "former")).first(clause[0], pos)
    if word is None or subjects.comparisons.compared(si, word.start):
        return ""
    gap = subjects.text[clause[0]:word.start].lstrip(" ,，;；")  # the clause's own words before it
    if len(gap) > _OPENING[subjects.lang] or any(c in gap for c in ",，;；"):
        return ""
    start = subjects.layout.sentences[si].start
    names = list(dict.fromkeys(m.value for m in subjects.free_between(si, start, clause[0]) if m.value not in skip))
    if len(names) < 2:
        return ""
    return names[-1] if word.category == "latter" else names[0]
