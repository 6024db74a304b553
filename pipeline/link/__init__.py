"""Stage 5, link: mentions into results — which system, on which benchmark,
what metric, what value, how qualified.

For every time, price, percentage and ratio mention the linker decides

1. the metric, from the cue words around it (data/cues_*.csv): a time to
   train, a price, a performance-per-dollar figure, a speedup over another
   system or a gain over one's own earlier result — or nothing (a share, a
   stock move, an accuracy), in which case it stays a mention only;
2. the baseline, from comparison markers (link.baselines);
3. the system: the nearest system before the figure in its clause that is not
   a baseline; else (English, and prices) the first after it in the clause;
   else the nearest before it in the sentence; else the context — the last
   claim's system in the paragraph or the sentence before, the first system
   of the sentence before — else the document's dominant system;
4. the benchmark, the same way (a benchmark that is one of a list counts for
   none of them, unless 分别 / respectively distributes the list);
5. suite and division, from where the article states them.

Restatements collapse: a figure stated twice in different units ("311.94
minutes or 5.2 hours") is one claim with the more precise figure, a currency
conversion in parentheses is no claim of its own, and a claim repeated with
less detail (a headline, or a system only guessed from context) is dropped
in favour of the detailed one.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from functools import lru_cache

from pipeline.extractors.lexicon import qualifiers, vendor_aliases, vendor_of
from pipeline.extractors.names import LIST_GAP
from pipeline.link.baselines import Baseline, find_baseline
from pipeline.link.context import document_suite, find_divisions, find_suites, task_aliases
from pipeline.link.cues import find_cues
from pipeline.link.structure import Index
from pipeline.schema import RELATIVE_TOLERANCE, name_key
from pipeline.types import Claim, Mention

QUANTITY_TYPES = ("time", "price", "percentage", "ratio")
_ALTERNATE = re.compile(r"^\s?(?:or|或|即|,\s?or|\(|,即)\s?$")
_CONVERSION = re.compile(r"\s?[(（]\s?(?:约|约合|合|约为|相当于|about|approximately|approx\.?|roughly|around|~|≈)?\s?",
                         re.IGNORECASE)
_COMPARATIVE_EN = re.compile(r"\s?(?:faster|quicker|ahead|lead)", re.IGNORECASE)
_LIST_JOINER = re.compile(r"[、和及与/]|\band\b")
_LIST_BREAK = re.compile(r"[，。；;:：]")
_NEAR_BLOCK = 8  # a 'none' cue this close to a figure wins
_PPD_RANGE = 24  # a per-dollar cue this close to a figure makes it per dollar


class _Ref:
    __slots__ = ("start", "end", "value")

    def __init__(self, start, end, value):
        self.start, self.end, self.value = start, end, value


def _digits(s: str) -> int:
    return sum(ch.isdigit() for ch in s)


def _alternates(text: str, qs: list[Mention]) -> set[int]:
    """Indexes of figures that restate the next or previous one in other units."""
    drop = set()
    for i in range(len(qs) - 1):
        a, b = qs[i], qs[i + 1]
        if a.type == b.type and _ALTERNATE.match(text[a.end:b.start]):
            if a.type == "price" and text[a.end:b.start].strip().startswith("("):
                drop.add(i + 1)  # a conversion in parentheses
                continue
            if a.type == "price" and a.unit != b.unit:
                continue
            da, db = _digits(text[a.start:a.end]), _digits(text[b.start:b.end])
            drop.add(i if da < db else i + 1)
    # 约新台币36万8000元 in parentheses after a price in another currency
    for i in range(1, len(qs)):
        a, b = qs[i - 1], qs[i]
        if a.type == b.type == "price" and _CONVERSION.fullmatch(text[a.end:b.start]):
            drop.add(i)
    return drop


def _distance(c, q: Mention) -> int:
    if c.end <= q.start:
        return q.start - c.end
    if c.start >= q.end:
        return c.start - q.end
    return 0


def _metric(q: Mention, sentence_cues, clause, prev_clause, has_benchmark, baseline: Baseline) -> str | None:
    """The metric of a figure from the cues of its clause (or the clause before), or None."""
    here = [c for c in sentence_cues if clause[0] <= c.start < clause[1]]
    if not any(c.category in ("price", "speed", "speedup", "perf_per_dollar", "none") for c in here) and prev_clause:
        here += [c for c in sentence_cues if prev_clause[0] <= c.start < prev_clause[1]]
    blockers = [c for c in here if c.category == "none" and _distance(c, q) <= _NEAR_BLOCK]
    if q.type == "time":
        if blockers:
            return None
        if has_benchmark or any(c.category == "train_time" for c in sentence_cues):
            return "train_time"
        return None
    if q.type == "price":
        prices = [_distance(c, q) for c in here if c.category == "price"]
        if not prices or any(_distance(c, q) < min(prices) for c in blockers):
            return None
        return "price"
    # percentage or ratio
    if any(c.category == "perf_per_dollar" and _distance(c, q) <= _PPD_RANGE for c in here):
        return "perf_per_dollar"
    if blockers:
        return None
    rank = {"none": 0, "price": 1, "perf_per_dollar": 2, "speedup": 3, "speed": 4}
    ranked = sorted((c for c in here if c.category in rank), key=lambda c: (_distance(c, q), rank[c.category]))
    if not ranked:
        if baseline.systems and not baseline.own:
            return "speedup"  # 三倍于A100
        ranked = sorted((c for c in sentence_cues if c.category in rank), key=lambda c: (_distance(c, q), rank[c.category]))
        if not ranked:
            return None
    top = ranked[0].category
    if top in ("none", "price"):
        return None
    if top == "perf_per_dollar":
        return "perf_per_dollar"
    if baseline.own:
        return "perf_gain"
    if top == "speedup" or baseline.found:
        return "speedup"
    if any(c.category == "speedup" for c in here):
        return "speedup"
    return "perf_gain"


def _is_comparative_en(text: str, q: Mention) -> bool:
    return bool(_COMPARATIVE_EN.match(text[q.end:q.end + 12]))


def _listed(refs: list, i: int, text: str) -> bool:
    """refs[i] stands in a list with a different ref (X、Y和Z)."""
    for j in (i - 1, i + 1):
        if 0 <= j < len(refs):
            a, b = (refs[j], refs[i]) if j < i else (refs[i], refs[j])
            gap = text[a.end:b.start]
            if a.value != b.value and len(gap) <= 12 and _LIST_JOINER.search(gap) and not _LIST_BREAK.search(gap):
                return True
    return False


def _family(name: str, doc_systems: set[str]) -> str:
    """A family name (Gaudi) stands for its one member in the document (Gaudi2)."""
    if any(ch.isdigit() for ch in name):
        return name
    key = name_key(name)
    members = {s for s in doc_systems if s != name and name_key(s).startswith(key)
               and any(ch.isdigit() for ch in s)}
    return members.pop() if len(members) == 1 else name


def link_claims(text: str, mentions: list[Mention], script: str) -> list[Claim]:
    """The claims of a normalised text, given its mentions (offsets into ``text``)."""
    lang = "en" if script == "en" else "zh"
    idx = Index(text)
    systems = [m for m in mentions if m.type == "system"]
    benches = [m for m in mentions if m.type == "benchmark"]
    refs = sorted([_Ref(b.start, b.end, b.value) for b in benches]
                  + [_Ref(a.start, a.end, a.benchmark) for a in task_aliases(text, benches)],
                  key=lambda r: r.start)
    ref_starts = [r.start for r in refs]
    qs = [m for m in mentions if m.type in QUANTITY_TYPES]
    places = [idx.place_of(q.start) for q in qs]  # (sentence index, clause, clause before)
    skip = _alternates(text, qs)
    vendors = _Vendors(text)
    sentence_cue_cache: dict[int, list] = {}

    def cues_of(si: int) -> list:
        if si not in sentence_cue_cache:
            s = idx.sentences[si]
            sentence_cue_cache[si] = find_cues(text, s.start, s.end, lang)
        return sentence_cue_cache[si]
    suites = find_suites(text)
    doc_suite = document_suite(suites)
    suite_starts = [s.start for s in suites]
    divisions = find_divisions(text)
    sentence_divisions: dict[int, str] = {}
    families: dict[str, str] = {}  # system -> the member a family name stands for
    counts = Counter(s.value for s in systems)
    ranked = counts.most_common(2)
    doc_main = ranked[0][0] if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]) else ""
    doc_systems = set(counts)

    # baselines first: a system compared against anywhere in a sentence is no subject there
    baselines: dict[int, Baseline] = {}
    sentence_baseline_ids: dict[int, set[int]] = {}
    for i, q in enumerate(qs):
        si, clause, _ = places[i]
        s = idx.sentences[si]
        b = find_baseline(text, q, clause, (s.start, s.end), systems, lang)
        baselines[i] = b
        sentence_baseline_ids.setdefault(si, set()).update(id(m) for m in b.systems)

    claims: list[tuple[Claim, bool, bool]] = []  # (claim, weak, heading)
    last_subject: dict[int, str] = {}  # sentence index -> system of its last claim
    for i, q in enumerate(qs):
        if i in skip:
            continue
        si, clause, prev_clause = places[i]
        sent = idx.sentences[si]
        base = baselines[i]
        base_ids = {id(m) for m in base.systems} | sentence_baseline_ids.get(si, set())
        base_names = {m.value for m in base.systems}
        sentence_cues = cues_of(si)

        has_bench = _any_between(ref_starts, clause[0], clause[1]) or _any_between(ref_starts, sent.start, q.start)
        metric = _metric(q, sentence_cues, clause, prev_clause, has_bench, base)
        if metric is None:
            continue
        if lang == "en" and metric == "perf_gain" and _is_comparative_en(text, q) and not base.own:
            metric = "speedup"

        elliptical = _elliptical(text, q, clause, sentence_cues, systems, claims, sent)
        if elliptical is not None:  # "..., and 2.6x on DLRM": the figure before lends metric and baseline
            metric = elliptical.metric
            if not base.found and elliptical.baseline:
                base = Baseline(text=elliptical.baseline)
        respectively = _respectively(text, qs, i, sent, systems, refs, sentence_cues)
        system, how, weak = "", "", False
        if respectively and respectively[0] == "system":
            system, how = respectively[1], "respectively"
        else:
            system, how = _pick_system(text, systems, q, clause, sent, base_ids, base_names, lang, metric)
            if not system:
                sentence_vendors = vendors.between(sent.start, q.start)
                system, how = _context_system(idx, si, systems, last_subject, sentence_baseline_ids, base_names,
                                              sentence_vendors)
                weak = bool(system)
                if not system and doc_main and doc_main not in base_names and _vendor_ok(doc_main, sentence_vendors):
                    system, how, weak = doc_main, "document", True
        bench, bench_how = _pick_benchmark(text, refs, ref_starts, q, clause, sent, idx, si, systems, system)
        if not bench and metric == "train_time" and not has_bench and not any(
                c.category == "train_time" for c in sentence_cues):
            continue
        if respectively and respectively[0] == "benchmark":
            bench, bench_how = respectively[1], "respectively"
        if metric == "price":
            if not system:
                continue
            bench, bench_how = "", ""
        if system:
            if system not in families:
                families[system] = _family(system, doc_systems)
            system = families[system]
        if system:
            last_subject[si] = system

        qualifier = q.qualifier
        if qualifier == "=":
            window = text[clause[0]:q.start]
            if any(surf in window for surf in _about_words()) and not any(
                    clause[0] <= o.start < q.start for o in qs if o is not q):
                qualifier = "~"
        if si not in sentence_divisions:
            sentence_divisions[si] = _division(divisions, sent)
        division = sentence_divisions[si]
        k = bisect_left(suite_starts, q.start)  # the last suite stated before the figure
        suite = suites[k - 1].value if k > 0 else doc_suite
        baseline = ", ".join(dict.fromkeys(m.value for m in base.systems)) or base.text
        claims.append((Claim(
            system=system, benchmark=bench, metric=metric, value=float(q.value), unit=q.unit,
            qualifier=qualifier, start=q.start, end=q.end,
            evidence_start=sent.start + _leading_space(text, sent.start, sent.end),
            evidence_end=sent.end, division=division, suite=suite, baseline=baseline,
            rule=f"{metric}/{q.type}:system={how or 'none'}:benchmark={bench_how or 'none'}",
        ), weak, sent.heading))
    return _collapse(claims)


def _any_between(starts: list[int], lo: int, hi: int) -> bool:
    """Some offset in the sorted ``starts`` is in [lo, hi)."""
    k = bisect_left(starts, lo)
    return k < len(starts) and starts[k] < hi


def _leading_space(text: str, start: int, end: int) -> int:
    s = text[start:end]
    return len(s) - len(s.lstrip())


@lru_cache(maxsize=1)
def _about_words() -> tuple[str, ...]:
    """Chinese 'about' words that may stand anywhere before a figure in its clause."""
    return tuple(surf for surf, qq, pos in qualifiers() if pos == "before" and qq == "~" and not surf.isascii())


def _elliptical(text, q, clause, sentence_cues, systems, claims, sent):
    """The previous claim of the sentence, when the figure's clause is elliptical:
    it names no system and no cue of its own ("在DLRM上提升了2.6倍" after "在BERT上…3.1倍"
    keeps the comparison; "and 2.6x on DLRM")."""
    if not claims:
        return None
    prev = claims[-1][0]
    if not (sent.start <= prev.start < q.start) or prev.unit != q.unit:
        return None
    own = [c for c in sentence_cues if clause[0] <= c.start < clause[1]
           and c.category in ("perf_per_dollar", "speedup", "none", "price", "own_baseline")]
    if own or any(clause[0] <= m.start < clause[1] for m in systems if m.start < q.start):
        return None
    return prev


class _Vendors:
    """The vendors named in a text, found when first asked for."""

    def __init__(self, text: str):
        self.text = text
        self._places: list[tuple[int, str]] | None = None  # (offset, vendor), in text order
        self._starts: list[int] = []

    def between(self, start: int, end: int) -> set[str]:
        """The vendors named at offsets in [start, end)."""
        if self._places is None:
            aliases = vendor_aliases()
            self._places = [(m.start(), aliases[m.group(0)]) for m in _vendor_regex().finditer(self.text)]
            self._starts = [pos for pos, _ in self._places]
        return {v for _, v in self._places[bisect_left(self._starts, start):bisect_left(self._starts, end)]}


@lru_cache(maxsize=1)
def _vendor_regex() -> re.Pattern:
    return re.compile("|".join(re.escape(a) for a in sorted(vendor_aliases(), key=len, reverse=True)))


def _vendor_ok(system: str, vendors: set[str]) -> bool:
    v = vendor_of(system)
    return not vendors or not v or v in vendors


def _pick_benchmark(text, refs, ref_starts, q, clause, sent, idx, si, systems, system):
    def choose(lo, hi, how, last=True):
        """The last (or first) of the refs starting in [lo, hi)."""
        first, stop = bisect_left(ref_starts, lo), bisect_left(ref_starts, hi)
        if first >= stop:
            return None
        k = stop - 1 if last else first
        if _listed(refs, k, text):
            return "", how + "(list)"
        return refs[k].value, how

    for lo, hi, how, last in (
        (clause[0], q.start, "clause", True),
        (q.end, clause[1], "clause-after", False),
        (sent.start, q.start, "sentence", True),
    ):
        got = choose(lo, hi, how, last)
        if got is not None:
            return got
    para = sent.paragraph
    para_start = idx.paragraph_start(para)
    got = choose(para_start, sent.start, "paragraph")
    if got is not None:
        return got
    if si > 0:
        prev = idx.sentences[si - 1]
        shares_system = not system or any(
            prev.start <= m.start < prev.end and m.value == system for m in systems)
        got = choose(prev.start, prev.end, "previous-sentence")
        if got is not None and not prev.heading and shares_system:
            return got
    return "", ""


_MODIFIER = re.compile(r"[,(]\s*(?:with|using|equipped with|featuring|powered by|built with|based on|comprising)\s",
                       re.IGNORECASE)


def _in_modifier(text: str, m: Mention, sent, lang: str) -> bool:
    """English: the system stands in an appositive (", with 3,584 H100 GPUs,"), not as the subject."""
    if lang != "en":
        return False
    opener = None
    for o in _MODIFIER.finditer(text, sent.start, m.start):
        opener = o
    return opener is not None and not re.search(r",\s", text[opener.end():m.start])


def _pick_system(text, systems, q, clause, sent, base_ids, base_names, lang, metric):
    clause_text = text[clause[0]:q.start].lstrip(" ,")
    if lang == "en" and re.match(r"which\b", clause_text, re.IGNORECASE):
        before = [m for m in systems if sent.start <= m.start < clause[0]]
        if before:
            return before[-1].value, "relative-clause"
    cands = [m for m in systems if clause[0] <= m.start < q.start and id(m) not in base_ids]
    if cands:
        return cands[-1].value, "clause"
    if lang == "en" or metric == "price":
        after = [m for m in systems if q.end <= m.start < clause[1] and id(m) not in base_ids]
        if after:
            return after[0].value, "clause-after"
    cands = [m for m in systems if sent.start <= m.start < q.start and id(m) not in base_ids
             and m.value not in base_names and not _in_modifier(text, m, sent, lang)]
    if cands:
        return cands[-1].value, "sentence"
    return "", ""


def _context_system(idx, si, systems, last_subject, sentence_baseline_ids, base_names, vendors):
    para = idx.sentences[si].paragraph
    ok = lambda name: name not in base_names and _vendor_ok(name, vendors)
    k = si - 1
    while k >= 0 and idx.sentences[k].paragraph == para:
        if k in last_subject and ok(last_subject[k]):
            return last_subject[k], "paragraph-claim"
        k -= 1
    k = si - 1
    while k >= 0 and idx.sentences[k].paragraph == para:
        got = _first_system(idx, k, systems, sentence_baseline_ids, ok)
        if got:
            return got, "paragraph"
        k -= 1
    if si > 0:
        if si - 1 in last_subject and ok(last_subject[si - 1]):
            return last_subject[si - 1], "previous-claim"
        got = _first_system(idx, si - 1, systems, sentence_baseline_ids, ok)
        if got:
            return got, "previous-sentence"
    return "", ""


def _first_system(idx, k, systems, sentence_baseline_ids, ok):
    s = idx.sentences[k]
    ids = sentence_baseline_ids.get(k, set())
    for m in systems:
        if s.start <= m.start < s.end and id(m) not in ids and ok(m.value):
            return m.value
    return ""


def _respectively(text, qs, i, sent, systems, refs, sentence_cues):
    """(kind, name) when 分别 / respectively hands the i-th figure its system or benchmark."""
    if not any(c.category == "respectively" for c in sentence_cues):
        return None
    q = qs[i]
    group = [i]
    j = i
    while j > 0 and qs[j - 1].type == q.type and LIST_GAP.match(text[qs[j - 1].end:qs[j].start]) and qs[j - 1].start >= sent.start:
        j -= 1
        group.insert(0, j)
    j = i
    while j + 1 < len(qs) and qs[j + 1].type == q.type and LIST_GAP.match(text[qs[j].end:qs[j + 1].start]) and qs[j + 1].end <= sent.end:
        j += 1
        group.append(j)
    k = len(group)
    if k < 2:
        return None
    pos = group.index(i)
    first, last = qs[group[0]].start, qs[group[-1]].end
    for kind, items in (("system", systems), ("benchmark", refs)):
        before = [m for m in items if sent.start <= m.start < first]
        if len(before) >= k:
            return kind, before[-k:][pos].value
    for kind, items in (("system", systems), ("benchmark", refs)):
        after = [m for m in items if last <= m.start < sent.end]  # "... on X, Y and Z, respectively"
        if len(after) == k:
            return kind, after[pos].value
    return None


def _division(divisions, sent) -> str:
    found = {d.value for d in divisions if sent.start <= d.start < sent.end}
    return found.pop() if len(found) == 1 else ""


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= RELATIVE_TOLERANCE * max(abs(a), abs(b))


def _collapse(claims: list[tuple[Claim, bool, bool]]) -> list[Claim]:
    """Drop restatements: exact repeats, and repeats with less detail or a guessed system."""
    keep = [True] * len(claims)
    for i, (a, a_weak, a_head) in enumerate(claims):
        for j, (b, b_weak, b_head) in enumerate(claims):
            if i == j or not keep[i] or not keep[j]:
                continue
            if a_head and not b_head and a.unit == b.unit and _close(a.value, b.value):
                keep[i] = False  # a headline repeating a figure of the body
                continue
            if a.metric != b.metric or a.unit != b.unit or not _close(a.value, b.value):
                continue
            same = (a.system, a.benchmark) == (b.system, b.benchmark)
            if same:
                if j > i:
                    keep[j] = False
                continue
            a_covered = a.system in ("", b.system) and a.benchmark in ("", b.benchmark)
            if a_covered:
                keep[i] = False
            elif a_weak and not b_weak and a.benchmark in ("", b.benchmark):
                keep[i] = False
    return [c for (c, _, _), k in zip(claims, keep) if k]
