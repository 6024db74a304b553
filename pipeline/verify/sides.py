"""The submissions a claim's names can mean: its system's, its baseline's.

:class:`Sides` holds the reference by benchmark and finds, for a name in some
rounds, the submissions it maps to (:mod:`names`), narrowed by the count the
claim's sentence gives ("3584个H100", "8 DGX B200") and, for the two sides of
a ratio, by the article's own times: a train_time claim of the same article
and benchmark that agrees with submissions names them (the nearest such
figure before the claim, else the nearest after it; the other division's
candidates stay).  :class:`Unverifiable` carries why a claim cannot be checked.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from pipeline.verify.claim import Claim
from pipeline.verify.context import claim_count, fold
from pipeline.verify.errors import LogError, read_csv
from pipeline.verify.names import DATA as NAMES_DATA, Matcher, key
from pipeline.verify.rounds import round_key, shown
from pipeline.verify.submission import Submission

VENDORS = NAMES_DATA.parent / "vendors.csv"  # the extractor's vendor words ("3,584 NVIDIA H100")


class Unverifiable(Exception):
    def __init__(self, why: str, subs: list[Submission] | None = None):
        super().__init__(why)
        self.why = why
        self.subs = subs or []


@dataclass
class Side:
    subs: list[Submission]
    how: str  # "by the mapping" or "by name"
    notes: list[str] = field(default_factory=list)


def uniq(subs: list[Submission]) -> list[Submission]:
    return list({s.ident: s for s in subs}.values())


def pairs_of(subs, bases, same_size: bool, cross_round: bool) -> list[tuple]:
    """(system, baseline) pairs of one division (and one round, unless ``cross_round``);
    of equal size when ``same_size``."""
    return [(s, b) for s in subs for b in bases
            if s.division == b.division and s.ident != b.ident
            and (s.round == b.round or cross_round)
            and (not same_size or (s.accelerators and s.accelerators == b.accelerators))]


def where(rounds: list[str]) -> str:
    return shown(rounds[0]) if len(rounds) == 1 else "any round"


class Sides:
    def __init__(self, submissions: list[Submission], matcher: Matcher | None = None):
        self.matcher = matcher or Matcher()
        self.by_bench: dict[str, list[Submission]] = defaultdict(list)
        for s in submissions:
            self.by_bench[s.benchmark].append(s)
        self.rounds = sorted({s.round for s in submissions if s.round}, key=round_key)
        self.anchors: dict[tuple[str, str], list[tuple[int, list[Submission]]]] = defaultdict(list)
        try:
            self.vendors = tuple(r["alias"] for r in read_csv(VENDORS, ("alias",)) if r["alias"])
        except LogError:  # the vendor words only help to find counts
            self.vendors = ()

    def anchor(self, claim: Claim, bench: str, subs: list[Submission]) -> None:
        """Remember the submissions a time of the article agrees with."""
        self.anchors[(claim.get("doc_id"), bench)].append((claim.at, subs))

    def side(self, names: list[str], bench: str, rounds: list[str], claim: Claim,
             anchored: bool) -> Side:
        pool = [s for s in self.by_bench.get(bench, []) if s.round in rounds]
        subs = uniq([s for n in names for s in self.matcher.match(n, pool)])
        how = "by the mapping" if any(self.matcher.how(n) == "mapping" for n in names) \
            else "by name"
        side = Side(subs, how)
        for n in names:
            count = claim_count(claim.sentence, n, self.vendors)
            if count is None:
                continue
            acc = count * self.matcher.unit(n)
            narrowed = [s for s in subs if s.accelerators == acc]
            if narrowed:
                side.subs = narrowed
                side.notes.append(f"{count} {n} as the article says ({acc} accelerators)")
            elif subs:
                side.notes.append(f"no {n} submission has {acc} accelerators (the article's "
                                  "count): every size compared")
            break
        if anchored and len(side.subs) > 1:
            self._narrow_by_anchor(claim, bench, side)
        return side

    def _narrow_by_anchor(self, claim: Claim, bench: str, side: Side) -> None:
        ids = {s.ident for s in side.subs}
        usable = [(at, [s for s in hits if s.ident in ids])
                  for at, hits in self.anchors.get((claim.get("doc_id"), bench), [])]
        usable = [(at, hits) for at, hits in usable if hits]
        if not usable:
            return
        before = [u for u in usable if u[0] <= claim.at]
        at, hits = (max(before, key=lambda u: u[0]) if before
                    else min(usable, key=lambda u: u[0]))
        divisions = {s.division for s in hits}
        side.subs = hits + [s for s in side.subs if s.division not in divisions]
        side.notes.append("the article's own figure at offset "
                          f"{at} names {', '.join(s.label() for s in hits)}")

    @staticmethod
    def scored(side: Side, what: str) -> list[Submission]:
        scored = [s for s in side.subs if s.score is not None]
        if side.subs and not scored:
            why = "; ".join(sorted({s.note for s in side.subs if s.note}))
            raise Unverifiable(f"the submission(s) of {what} have no score ({why})", side.subs)
        return scored

    def baseline_names(self, claim: Claim) -> list[str]:
        """The names a speedup's baseline phrase gives, the most specific kind only."""
        base = claim.get("baseline")
        if not base:
            raise Unverifiable("no baseline system stated (results.csv baseline is empty)")
        if key(base) in self.matcher.rules:
            return [base]
        found = list(dict.fromkeys(f.name for f in self.matcher.find(fold(base))))
        for kinds in (("system", "accelerator"), ("family",), ("vendor",)):
            specific = [n for n in found if self.matcher.kind(n) in kinds]
            if specific:  # "NVIDIA's DGX-A100": the system, not every NVIDIA result
                return specific
        return [base]

    def named_in(self, text: str) -> list[str]:
        """Systems, accelerators and families (not vendors) a perf_gain's baseline names."""
        return [f.name for f in self.matcher.find(fold(text))
                if self.matcher.kind(f.name) != "vendor"] if text else []
