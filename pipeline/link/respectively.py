"""Stage 7 of linking: figures that lean on others in their sentence.

- 分别 / respectively: a run of figures ("20.1分钟和9.4分钟") takes its systems
  or benchmarks, in order, from a list of as many before it ("IPU-POD16和
  IPU-POD64") or after it ("... on X, Y and Z, respectively").
- An elliptical clause ("…在BERT上提升了3.1倍，在DLRM上提升了2.6倍", "and 2.6x
  on DLRM") names no system and no cue of its own: it keeps the metric and the
  baseline of the claim before it in the sentence.

Each run of figures is read once, so a long run costs no more per figure than
a short one.
"""
from __future__ import annotations

from pipeline.extractors.names import LIST_GAP
from pipeline.link.spans import Spans
from pipeline.types import Mention

_GAP = 16  # figures further apart stand in no list
_REACH = 80
_ELLIPSIS_BLOCKERS = ("perf_per_dollar", "speedup", "none", "price", "cost", "own_baseline", "accuracy", "near", "move")


class Runs:
    """Runs of figures of one type standing in a list in one sentence (28.3分钟、8.5分钟和5.67分钟)."""

    def __init__(self, text: str, qs: list[Mention], sentence_of):
        self.text, self.qs = text, qs
        n = len(qs)
        firsts, first = [], 0
        for i, q in enumerate(qs):
            if i > 0:
                p = qs[i - 1]
                if not (p.type == q.type and 0 <= q.start - p.end <= _GAP
                        and LIST_GAP.match(text[p.end:q.start]) and sentence_of(p.start) == sentence_of(q.start)):
                    first = i
            firsts.append(first)
        lasts, last = [0] * n, n - 1
        for i in range(n - 1, -1, -1):
            if i == n - 1 or firsts[i + 1] != firsts[i]:
                last = i
            lasts[i] = last
        self.run_of: list[tuple[int, int]] = list(zip(firsts, lasts))  # figure index -> (first, last) of its run
        self._assigned: dict[int, list[tuple[str, str]] | None] = {}

    def respectively(self, i: int, sentence, systems: Spans, refs: Spans, has_cue: bool):
        """(kind, name) when 分别 / respectively hands the i-th figure its system or benchmark."""
        if not has_cue:
            return None
        first, last = self.run_of[i]
        if last - first < 1:
            return None
        if first not in self._assigned:
            self._assigned[first] = self._assign(first, last, sentence, systems, refs)
        got = self._assigned[first]
        return got[i - first] if got else None

    def _assign(self, first: int, last: int, sentence, systems: Spans, refs: Spans):
        k = last - first + 1
        lo, hi = self.qs[first].start, self.qs[last].end
        for kind, items in (("system", systems), ("benchmark", refs)):
            i, j = items.index_range(sentence.start, lo)
            if j - i >= k:
                return [(kind, m.value) for m in items.items[j - k:j]]
        for kind, items in (("system", systems), ("benchmark", refs)):
            i, j = items.index_range(hi, sentence.end)  # "... on X, Y and Z, respectively"
            if j - i == k:
                return [(kind, m.value) for m in items.items[i:j]]
        return None


def elliptical(q: Mention, clause, cues: Spans, systems: Spans, prev_claim, sentence):
    """The claim before ``q`` in its sentence, when ``q``'s clause is elliptical: it names no
    system and no cue of its own ("在DLRM上提升了2.6倍" after "在BERT上…3.1倍"; "and 2.6x on DLRM")."""
    if prev_claim is None or not (sentence.start <= prev_claim.start < q.start) or prev_claim.unit != q.unit:
        return None
    if any(c.category in _ELLIPSIS_BLOCKERS for c in cues.near(clause[0], clause[1], q.start, _REACH)):
        return None
    if systems.any_between(clause[0], q.start):
        return None
    return prev_claim
