"""The shapes of comparison the linker asks about a figure and the figures near it: joined to the
figure before (and, 和, 、), compared with what the figure before it is compared with, for the same
money, a projection the sentence replaces, a comparison continued from the sentence before.

A mixin of the linker (``pipeline.link._Linker``): it reads the linker's text, figures, baselines,
layout and cues."""
from __future__ import annotations

import re

from pipeline.link.baselines import Baseline
from pipeline.link.metric import distance
from pipeline.link.unnamed import says_itself

_AND = re.compile(r"\sand\s|和|、|及|以及")
_COORDINATED_GAP = 60  # coordinated figures stand at most this far apart
# a per-dollar word right after the figure before is that figure's measure ("2.3 times more per dollar
# than TPU v4, and … 0.6 times that of"), not a frame of the same money for the figures after it
_OF_FIGURE_BEFORE = re.compile(r"[\s的]?(?:[A-Za-z]+\s)?")
_PROJECTION_REACH = 24  # a projection word this close before a figure governs it


class ComparisonShapes:
    """The linker's questions about the comparison a figure stands in."""

    def _coordinated(self, a, b, place_a, place_b, base_a: Baseline) -> bool:
        """Figure ``b`` is joined to ``a`` in one clause (and, 和, 、) with no system of its own: with no
        baseline of its own either, it is compared with what ``a`` is compared with."""
        if not base_a.systems or a.unit != b.unit or a.unit not in ("x", "%"):
            return False
        if place_a[0] != place_b[0] or place_a[2] != place_b[2] or b.start - a.end > _COORDINATED_GAP:
            return False
        theirs = {id(m) for m in base_a.systems}
        if any(id(m) not in theirs for m in self.systems.between(a.end, b.start)) \
                or (base_a.span and base_a.span[1] > b.start):
            return False
        return _AND.search(self.text, a.end, b.start) is not None

    def _compared_before(self, i, q, sent, cues) -> bool:
        """The figure before ``q`` in its sentence is compared with a named system, and nothing between
        them says ``q`` is the system's own gain (software, time; an earlier round would be a baseline of
        its own, or a word for the system itself: "…, and improved its own results by 50%"): a gain naming no
        baseline of its own is over that system ("H100价格约为A100的2倍，但速度是3.3倍")."""
        if i == 0 or self.qs[i - 1].start < sent.start or not self.baselines[i - 1].systems:
            return False
        return not any(c.category in ("software", "over_time", "generation")
                       for c in cues.between(self.qs[i - 1].end, q.start)) \
            and not says_itself(self.text, self.qs[i - 1].end, q.start)

    def _same_money(self, i, q, sent, cues) -> bool:
        """A phrase of the sentence before the figure, with no figure between, says the comparison is
        for the same money ("在同等预算下，…多出40%", "花同样的钱，…是TPU v4的2.3倍", "Per euro, …")."""
        lo = max(sent.start, self.qs[i - 1].end if i > 0 else 0)
        after_figure = lo > sent.start
        return any(c.category == "same_money"
                   and not (after_figure and _OF_FIGURE_BEFORE.fullmatch(self.text, lo, c.start))
                   for c in cues.between(lo, q.start))

    def _replaced_projection(self, i, q, si, clause, cues) -> bool:
        """A projected figure that the sentence replaces with a measured one ("projected a 90% gain
        -- but delivered 103%"): no claim."""
        if not any(c.category == "projection" and distance(c, q) <= _PROJECTION_REACH and c.end <= q.start
                   for c in cues.near(clause[0], q.start, q.start, _PROJECTION_REACH)):
            return False
        s = self.layout.sentences[si]
        for later in self.qs[i + 1:i + 4]:
            if later.start >= s.end:
                break
            if later.unit == q.unit and any(c.category == "contrast" for c in cues.head(q.end, later.start, 16)):
                return True
        return False

    def _continued(self, q, si, clause, base, metric, last_claim, also=True):
        """"也有36%吞吐量提升" after a sentence comparing with the previous generation: the figure
        continues the comparison of the claim before, in the sentence before -- unless a word before it
        says the system improved on itself ("; it also improved on its own earlier results by 50%")."""
        if base.found or metric not in ("perf_gain", "speedup") or si == 0 \
                or says_itself(self.text, clause[0], q.start):
            return None
        prev = last_claim.get(si - 1)
        s = self.layout.sentences[si]
        if prev is None or prev.metric not in ("perf_gain", "speedup") or not prev.baseline \
                or self.layout.sentences[si - 1].paragraph != s.paragraph:
            return None
        if also and not any(c.category == "also" and c.end <= q.start
                            for c in self.cues.of(si).tail(clause[0], q.start, 8)):
            return None
        return prev
