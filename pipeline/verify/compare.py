"""A claim's figure against official scores: one submission, or a pair of them.

- a train_time figure is compared with a submission's score (the published
  one, then the raw one when an RCP factor makes them differ);
- a speedup or perf_gain figure with the ratio ``r`` of two scores, baseline
  time over the system's time (how many times faster), read as the article
  may mean it: in ``x``, ``r`` itself, and ``r - 1`` after an increase word
  (提升一倍 is twice as fast); in ``%``, the gain ``(r - 1) x 100`` or the
  cut in time ``(1 - 1/r) x 100`` (vendors use both), or the share ``r x 100``
  right after 的 or before "of" (约为A100的80%).

:func:`decide` turns the comparisons into a verdict.  For a time, one agreeing
candidate is enough: a figure equal to an official score names its
submission.  For a ratio every candidate pair must agree (consistent) or none
(contradicts); when some do and some do not, the verdict depends on which
systems the article means, and it is ``unverifiable`` with the candidates.
"""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.verify.context import Sentence, has_cue, share_cue
from pipeline.verify.submission import Submission
from pipeline.verify.verdict import Figure, agrees

LISTED = 8  # candidates listed in a note at most


@dataclass(frozen=True)
class Comparison:
    sub: Submission
    base: Submission | None  # the other submission of a ratio
    agrees: bool
    value: float  # the official figure in the claim's unit
    reading: str  # minutes, ratio, increase, gain, time_cut, share
    kind: str  # "published", "raw" or "" (no RCP factor)
    sub_minutes: float
    base_minutes: float | None = None

    @property
    def division(self) -> str:
        return self.sub.division

    def distance(self, fig: Figure) -> float:
        return abs(self.value / fig.factor - fig.number)

    def label(self) -> str:
        own = f"{self.sub.label()} {self.sub_minutes:.3f}"
        if self.base is None:
            return own
        return f"{own} vs {self.base.label()} {self.base_minutes:.3f}: {self.value:.3f}"


def _best(fig: Figure, options: list[Comparison]) -> Comparison:
    hits = [c for c in options if c.agrees]
    return hits[0] if hits else min(options, key=lambda c: c.distance(fig))


def compare_time(fig: Figure, sub: Submission) -> Comparison | None:
    options = [Comparison(sub, None, agrees(fig, m), m, "minutes", kind, m)
               for kind, m in sub.figures()]
    return _best(fig, options) if options else None


def readings(unit: str, r: float, sentence: Sentence) -> list[tuple[str, float]]:
    if unit == "%":
        if share_cue(sentence):
            return [("share", 100 * r)]
        return [("gain", 100 * (r - 1)), ("time_cut", 100 * (1 - 1 / r))]
    out = [("ratio", r)]
    if has_cue("increase", sentence.clause_before):
        out.append(("increase", r - 1))
    return out


def _pair_minutes(sub: Submission, base: Submission) -> list[tuple[str, float, float]]:
    if sub.score is None or base.score is None:
        return []
    if not (sub.rcp_factor or base.rcp_factor):
        return [("", sub.score, base.score)]
    return [("published", sub.published, base.published), ("raw", sub.score, base.score)]


def compare_pair(fig: Figure, unit: str, sentence: Sentence, sub: Submission,
                 base: Submission, per_accelerator: bool = False) -> Comparison | None:
    """``sub`` against ``base``: r = base time / sub time (times base accelerators / sub
    accelerators when the article compares per accelerator)."""
    scale = 1.0
    if per_accelerator:
        if not (sub.accelerators and base.accelerators):
            return None
        scale = base.accelerators / sub.accelerators
    options = []
    for kind, t_sub, t_base in _pair_minutes(sub, base):
        if t_sub <= 0:
            continue
        for reading, value in readings(unit, scale * t_base / t_sub, sentence):
            options.append(Comparison(sub, base, agrees(fig, value), value, reading, kind,
                                      t_sub, t_base))
    return _best(fig, options) if options else None


@dataclass
class Decision:
    verdict: str
    chosen: list[Comparison]
    note: str = ""


def _listing(comps: list[Comparison]) -> str:
    shown = "; ".join(c.label() + (" (agrees)" if c.agrees and c.base else "")
                      for c in comps[:LISTED])
    return shown + (f"; ... ({len(comps) - LISTED} more)" if len(comps) > LISTED else "")


def decide(fig: Figure, comps: list[Comparison], division: str, every: bool) -> Decision:
    """The verdict of a claim from its comparisons.

    ``division``: the one the article states ("" = closed first).  ``every``:
    a ratio (every candidate pair must agree) rather than a time (one agreeing
    candidate is enough).
    """
    if not comps:
        return Decision("unverifiable", [], "no scored candidate")
    stated = division.strip().lower()
    first = stated if stated in ("closed", "open") else "closed"
    other = "open" if first == "closed" else "closed"
    mine = [c for c in comps if c.division == first]
    theirs = [c for c in comps if c.division == other]
    notes = [] if stated else ["division not stated: closed checked first"]

    def state(cs):
        n = sum(c.agrees for c in cs)
        return "empty" if not cs else "all" if n == len(cs) else "none" if n == 0 else "mixed"

    def nearest(cs):
        return [min(cs, key=lambda c: c.distance(fig))]

    def ambiguous(cs, where):
        return Decision("unverifiable", cs, "; ".join(notes + [
            f"ambiguous: {sum(c.agrees for c in cs)} of {len(cs)} candidate pairs in the "
            f"{where} division agree, which ones the article means is not stated: "
            + _listing(cs)]))

    if every:
        s_mine, s_theirs = state(mine), state(theirs)
        if s_mine == "all":
            return Decision("consistent", mine, "; ".join(notes))
        if s_mine == "mixed":
            return ambiguous(mine, first)
        if s_theirs == "all":
            return Decision("other_division", theirs, "; ".join(
                notes + [f"{first}: " + _listing(mine) if mine else f"no {first} pair"]))
        if s_theirs == "mixed":
            return ambiguous(theirs, other)
    else:
        hits_mine = [c for c in mine if c.agrees]
        hits_theirs = [c for c in theirs if c.agrees]
        if hits_mine:
            return Decision("consistent", hits_mine, "; ".join(
                notes + ([f"{len(hits_mine)} of {len(mine)} candidates agree"]
                         if len(mine) > 1 else [])))
        if hits_theirs:
            return Decision("other_division", hits_theirs, "; ".join(
                notes + [f"{first} is " + _listing(mine) if mine else f"no {first} submission"]))
    compared = mine or theirs
    if not mine:
        notes.append(f"no {first} candidate; compared with {other}")
    elif theirs:
        notes.append(f"{other}: " + _listing(nearest(theirs)))
    if len(compared) > 1:
        notes.append(f"none of {len(compared)} candidates agrees; nearest shown")
    return Decision("contradicts", nearest(compared), "; ".join(notes))
