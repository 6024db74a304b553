"""Verdicts for the claims of a results.csv: train_time, speedup, perf_gain.

For each claim: the rounds to check (the article's suite; else its date; else
every round, said in the note), the Training benchmark, the submissions each
name can mean (:mod:`sides`).  Then :mod:`compare` decides:

- train_time: the figure against each candidate's score;
- speedup: against the ratio of the two systems' scores, same round and
  division (pairs of equal size when the sentence says so, 相同数量的GPU); a
  baseline with no submission in the claim's round is taken from the latest
  earlier round that has one (a new generation against the previous one);
- perf_gain: against the ratio of the same submitter's system in an earlier
  round (the round the baseline names, the previous one, the first one, or
  else the latest earlier round it submitted in; the same system folder, else
  the same accelerator count), or of the system the baseline names.

Verdicts: ``consistent``, ``contradicts``, ``other_division`` (only the other
division agrees), ``unverifiable`` (the note says why).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from pipeline.verify.benchmarks import training_names
from pipeline.verify.claim import Claim
from pipeline.verify.compare import Comparison, compare_pair, compare_time, decide
from pipeline.verify.context import has_cue
from pipeline.verify.names import Matcher, key
from pipeline.verify.rounds import earlier, normalise_round, parse_suite, round_of_date, shown
from pipeline.verify.sides import Sides, Unverifiable, pairs_of, uniq, where
from pipeline.verify.submission import Submission

VERDICTS = ("consistent", "contradicts", "other_division", "unverifiable")
_BASE_ROUND = re.compile(r"(?:(?<![a-z])v|mlperf\s*(?:training|训练|訓練)?\s*v?)\s*(\d+\.\d+)", re.I)


@dataclass
class Outcome:
    verdict: str
    note: str = ""
    chosen: list[Comparison] = field(default_factory=list)
    subs: list[Submission] = field(default_factory=list)  # candidates, when nothing compared
    candidates: str = ""


class Checker:
    def __init__(self, submissions: list[Submission], matcher: Matcher | None = None):
        self.sides = Sides(submissions, matcher)
        self.matcher = self.sides.matcher
        self.rounds = self.sides.rounds

    # ------------------------------------------------------------ common
    def _rounds(self, claim: Claim) -> tuple[list[str], list[str]]:
        sr = parse_suite(claim.get("suite"))
        if sr.problem:
            raise Unverifiable(sr.problem)
        if sr.round is not None:
            if sr.round not in self.rounds:
                raise Unverifiable(f"round {shown(sr.round)} is not in the reference (rounds "
                                   f"loaded: {', '.join(map(shown, self.rounds)) or 'none'})")
            return [sr.round], []
        if claim.date:
            rnd = round_of_date(claim.date)
            if rnd in self.rounds:
                return [rnd], [f"round {shown(rnd)} from the article's date {claim.date}"]
        span = (f"{shown(self.rounds[0])}-{shown(self.rounds[-1])}" if len(self.rounds) > 3
                else ", ".join(map(shown, self.rounds)))
        return list(self.rounds), [f"the article states no round: checked against {span}"]

    def _benchmark(self, claim: Claim) -> str:
        bench = claim.get("benchmark")
        if not bench:
            raise Unverifiable("no benchmark named")
        if bench not in training_names():
            raise Unverifiable(f"{bench} is not an MLPerf Training benchmark")
        return bench

    # ------------------------------------------------------------ metrics
    def check(self, claim: Claim) -> Outcome:
        metric = claim.get("metric")
        try:
            if not claim.get("system"):
                raise Unverifiable("no system named")
            rounds, notes = self._rounds(claim)
            bench = self._benchmark(claim)
            out = {"train_time": self._time, "speedup": self._speedup,
                   "perf_gain": self._gain}[metric](claim, bench, rounds)
        except Unverifiable as u:
            return Outcome("unverifiable", u.why, subs=u.subs)
        out.note = "; ".join(n for n in notes + [out.note] if n)
        if out.verdict == "contradicts" and len(rounds) > 1:
            # no round stated: a figure that matches none of every round's candidates is
            # more likely about a submission the reference lacks than a false claim
            return Outcome("unverifiable", "round not stated and no candidate of any round "
                           "agrees: " + out.note, candidates=out.candidates)
        return out

    def _time(self, claim: Claim, bench: str, rounds: list[str]) -> Outcome:
        system = claim.get("system")
        side = self.sides.side([system], bench, rounds, claim, anchored=False)
        if not side.subs:
            raise Unverifiable(f"no {bench} submission of {system} ({side.how}) in "
                               f"{where(rounds)}")
        scored = self.sides.scored(side, system)
        comps = [c for c in (compare_time(claim.figure, s) for s in scored) if c]
        d = decide(claim.figure, comps, claim.get("division"), every=False)
        notes = side.notes + [d.note]
        if d.verdict in ("consistent", "other_division"):
            self.sides.anchor(claim, bench, [c.sub for c in d.chosen])
        elif d.verdict == "contradicts":
            notes.append(self._elsewhere(claim, bench, rounds, {s.ident for s in scored}))
        return Outcome(d.verdict, "; ".join(n for n in notes if n), d.chosen,
                       candidates=str(len(side.subs)))

    def _elsewhere(self, claim: Claim, bench: str, rounds: list[str], seen: set) -> str:
        """Submissions the figure agrees with after all: another system, or another round."""
        hits = []
        for s in self.sides.by_bench.get(bench, []):
            if s.ident in seen or s.score is None:
                continue
            same_name = s in self.matcher.match(claim.get("system"), [s])
            if s.round in rounds or same_name:
                c = compare_time(claim.figure, s)
                if c and c.agrees:
                    hits.append(c)
        if not hits:
            return ""
        return "the figure agrees with " + "; ".join(c.label() for c in hits[:3]) + (
            f" and {len(hits) - 3} more" if len(hits) > 3 else "")

    def _speedup(self, claim: Claim, bench: str, rounds: list[str]) -> Outcome:
        system, base_names = claim.get("system"), self.sides.baseline_names(claim)
        s_side = self.sides.side([system], bench, rounds, claim, anchored=True)
        b_side = self.sides.side(base_names, bench, rounds, claim, anchored=True)
        if not s_side.subs:
            raise Unverifiable(f"no {bench} submission of {system} ({s_side.how}) in "
                               f"{where(rounds)}")
        notes = s_side.notes + b_side.notes
        if not b_side.subs and len(rounds) == 1:
            for r in earlier(self.rounds, rounds[0]):
                b_side = self.sides.side(base_names, bench, [r], claim, anchored=True)
                if b_side.subs:
                    notes.append(f"no {claim.get('baseline')} submission in {shown(rounds[0])}: "
                                 f"the baseline is taken from {shown(r)}")
                    break
        if not b_side.subs:
            raise Unverifiable(f"no {bench} submission of the baseline "
                               f"{claim.get('baseline')!r} in {where(rounds)}")
        subs, bases = self.sides.scored(s_side, system), self.sides.scored(b_side, claim.get("baseline"))
        same_size = has_cue("same_scale", claim.sentence.whole)
        per_acc = has_cue("per_accelerator", claim.sentence.whole)
        cross_round = {b.round for b in bases} != {s.round for s in subs} and len(rounds) == 1
        pairs = pairs_of(subs, bases, same_size, cross_round)
        if not pairs:
            raise Unverifiable("no pair of submissions to compare (same round and division"
                               + (", same size as the article says" if same_size else "") + ")",
                               subs + bases)
        if same_size:
            notes.append("pairs of the same size, as the article says")
        if per_acc:
            notes.append("per accelerator, as the article says: the time ratio times "
                         "the ratio of the accelerator counts")
        out = self._ratio(claim, pairs, notes, f"{len(s_side.subs)} / {len(b_side.subs)}",
                          per_acc)
        if out.verdict == "contradicts" and len(rounds) == 1 and not cross_round:
            out.note = "; ".join(n for n in [out.note, self._earlier_baseline(
                claim, bench, rounds[0], base_names, subs, same_size, per_acc)] if n)
        return out

    def _earlier_baseline(self, claim: Claim, bench: str, rnd: str, names: list[str],
                          subs: list[Submission], same_size: bool, per_acc: bool) -> str:
        """When a ratio contradicts: does it agree with the baseline of an earlier round?"""
        for r in earlier(self.rounds, rnd):
            side = self.sides.side(names, bench, [r], claim, anchored=False)
            bases = [b for b in side.subs if b.score is not None]
            comps = [c for c in (compare_pair(claim.figure, claim.get("unit"), claim.sentence,
                                              s, b, per_acc)
                                 for s, b in pairs_of(subs, bases, same_size, True)) if c]
            hits = [c for c in comps if c.agrees]
            if hits:
                return (f"with the baseline's {shown(r)} results it would agree: "
                        + "; ".join(c.label() for c in hits[:3]))
        return ""

    def _ratio(self, claim: Claim, pairs, notes: list[str], candidates: str,
               per_accelerator: bool = False) -> Outcome:
        unit = claim.get("unit")
        comps = [c for c in (compare_pair(claim.figure, unit, claim.sentence, s, b,
                                          per_accelerator) for s, b in pairs) if c]
        d = decide(claim.figure, comps, claim.get("division"), every=True)
        return Outcome(d.verdict, "; ".join(n for n in notes + [d.note] if n), d.chosen,
                       candidates=candidates)

    def _gain(self, claim: Claim, bench: str, rounds: list[str]) -> Outcome:
        system, base = claim.get("system"), claim.get("baseline")
        side = self.sides.side([system], bench, rounds, claim, anchored=True)
        if not side.subs:
            raise Unverifiable(f"no {bench} submission of {system} ({side.how}) in "
                               f"{where(rounds)}")
        subs = self.sides.scored(side, system)
        named = self.sides.named_in(base)
        m = _BASE_ROUND.search(base)
        explicit = normalise_round(m.group(1)) if m else ""
        whole = claim.sentence.whole + " " + base
        cue = ("first" if has_cue("first_round", whole) else
               "previous" if has_cue("previous_round", whole) else "")
        best = has_cue("best", whole)
        pairs, notes = [], list(side.notes)
        for s in subs:
            earlier_round, bases = self._earlier(s, bench, named, explicit, cue)
            if best and len(bases) > 1:
                bases = [min(bases, key=lambda b: b.published)]
            pairs += [(s, b) for b in bases]
            if earlier_round:
                notes.append(f"{s.label()} against {shown(earlier_round)}")
        notes = list(dict.fromkeys(notes))
        if len(notes) > len(side.notes) + 4:  # one line per candidate: say a few
            notes = notes[:len(side.notes) + 4] + [f"... and {len(notes) - len(side.notes) - 4} "
                                                  "more candidates against earlier rounds"]
        if not pairs:
            what = f"the {named[0]} baseline" if named else f"{system}'s submitter"
            raise Unverifiable(f"no earlier {bench} result of {what} to compare with"
                               + (f" in {shown(explicit)}" if explicit else ""), subs)
        if best:
            notes.append("the baseline is the best earlier result, as the article says")
        return self._ratio(claim, pairs, notes, str(len(side.subs)))

    def _earlier(self, sub: Submission, bench: str, named: list[str], explicit: str,
                 cue: str) -> tuple[str, list[Submission]]:
        """The earlier round and the submissions ``sub`` is a gain over."""
        def candidates(r):
            pool = [b for b in self.sides.by_bench.get(bench, [])
                    if b.round == r and b.division == sub.division and b.score is not None]
            if named:
                return uniq([b for n in named for b in self.matcher.match(n, pool)])
            own = [b for b in pool if key(b.submitter) == key(sub.submitter)]
            for same in (lambda b: b.system_dir == sub.system_dir,
                         lambda b: sub.accelerators and b.accelerators == sub.accelerators):
                if any(same(b) for b in own):
                    return [b for b in own if same(b)]
            return []

        before = earlier(self.rounds, sub.round)
        if explicit:
            before = [r for r in before if r == explicit]
        elif cue == "previous":
            before = before[:1]
        elif cue == "first":
            before = list(reversed(before))
        for r in before:
            found = candidates(r)
            if found:
                return r, found
        return "", []
