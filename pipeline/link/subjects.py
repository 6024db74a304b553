"""Stage 6 of linking: the system of a claim (the benchmark: ``workloads``).

The system is the subject of the figure's clause: the nearest system before
the figure in its clause that is not compared against (not after 比 / than /
对比, not in 与X相比), not a component in parentheses ("p5.48xlarge (8x
H100)") and not in an English appositive (", with 3,584 H100 GPUs,"); else
(English, and prices) the first after the figure in its clause; else the
nearest such system before it in the sentence.  Before those: a time inside
what a marker compares against is that system's ("compared with 14.5 hours
on an H100 cluster"), a price right after "X的" is X's, and an architecture
standing as the subject ("Blackwell delivers…") gives an empty system; in
English a which-clause holds no subject, and an unnamed whole counted "with
N" ("a server with 16 Cloud AI 100 accelerators") stands for its named part.
A system counted as a part ("以1,024颗H100", "using 2,080 H100 GPUs", ``parts``)
is no subject where the sentence names a whole before it with no figure
between the two (Eos, the NF5688M7 server): the whole is; so is an architecture
counted in a system named before it ("each powered by eight Blackwell GPUs").
A time between a later figure's baseline marker and that figure is the
compared system's ("比H100创下的10.94分钟快2.8倍").
A word that refers back names the system: 后者 / the latter, 前者 / the
former, 该集群 / this cluster (the system of one of the last three
sentences); a clause opening with "the new one" (新卡快了约52%, 新平台的…) takes
the first system its sentence names that is not the old one (``new_one``).  A sentence that names no system borrows one only where GOLD.md
says a claim carries it (a price never does: money in a sentence naming no
system is seldom a system's price):

- a list item takes the subject of the line introducing the list (none when
  that line has a vendor as its subject);
- another sentence takes the subject of the sentence right before it (not a
  heading) -- in the same paragraph its last claim's system, else the first
  system it names -- unless it names another vendor, or an architecture
  ("Blackwell平台…") as its own subject, or turns to another system
  (相比之下, by contrast); a system borrowed so is lent no further;
- a vendor as the subject stands for the one system of that vendor the
  document names ("NVIDIA能为CosmoFlow提升5倍效能");
- a time to train, speedup or per-dollar figure that still has none takes the
  one system the title names, once the body has named it again (a review's
  "BERT took 5.6 minutes"), not with a vendor or architecture in its sentence.

The benchmark (workload) is found by ``workloads``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import read_table, vendor_aliases, vendor_of
from pipeline.link.after import compared_after, other_clause
from pipeline.link.compared_times import compared_time_system
from pipeline.link.cut_to import cut_from
from pipeline.link.asides import aside, describes, figure_after_name, in_dashes, in_parenthesis_of
from pipeline.link.former import former_or_latter
from pipeline.link.list_subjects import SKIP as _SKIP, ListSubjects
from pipeline.link.comparison_words import architecture_regex as _architecture_regex, no_letter_before
from pipeline.link.new_one import marked_old, opens_with_new_one
from pipeline.link.parts import counted, counted_aside
from pipeline.link.series import series_system
from pipeline.link.spans import Spans
from pipeline.link.title_subject import TitleSubject
from pipeline.link.workloads import Workloads, vendor_ok
from pipeline.types import Mention

_MODIFIER = re.compile(r"[,(]\s*(?:with|using|equipped with|featuring|powered by|accelerated by|built with|based on"
                       r"|comprising|which)\s",
                       re.IGNORECASE)
_COMPONENT = re.compile(r"\s?[(（][^()（）]{0,12}|\s(?:with|equipped with|using|featuring|powered by)\s(?:up to\s)?[\d,]+\s?[x×]?\s?",
                        re.IGNORECASE)
_WHICH = re.compile(r"[\s,]*which\b", re.IGNORECASE)
_MODIFIER_REACH = 80
_WHOSE = re.compile(r"\s?的\s?(?:约|大约|近|逾|超过)?\s?")  # X的N美元: X's price
_WHOSE_REACH = 12
_ANAPHOR_SENTENCES = 3  # 该集群 / this cluster refers to a system of one of the last three sentences


@lru_cache(maxsize=1)
def _vendor_regex() -> re.Pattern:
    return re.compile("|".join(re.escape(a) for a in sorted(vendor_aliases(), key=len, reverse=True)))


@lru_cache(maxsize=1)
def _vendor_words() -> dict[str, str]:
    return {r["word"]: r["vendor"] for r in read_table("vendor_words.csv", ["word", "vendor"])}


@lru_cache(maxsize=1)
def _vendor_word_regex() -> re.Pattern:
    words = sorted(_vendor_words(), key=len, reverse=True)
    return re.compile(no_letter_before(words) + r"(?![A-Za-z])")




class _Place:
    __slots__ = ("start", "end", "value")

    def __init__(self, start, end, value):
        self.start, self.end, self.value = start, end, value


def places(regex: re.Pattern, text: str, values: dict | None = None) -> Spans:
    return Spans([_Place(m.start(), m.end(), values[m.group(0)] if values else m.group(0))
                  for m in regex.finditer(text)])


class Subjects(Workloads, ListSubjects, TitleSubject):
    def __init__(self, text: str, layout, systems: Spans, refs: Spans, comparisons, frames, cues, lang: str,
                 figures: Spans = Spans()):
        self.text, self.layout, self.systems, self.refs = text, layout, systems, refs
        self.figures = figures  # the time, price, percentage and ratio mentions
        self.cues = cues
        self.comparisons, self.frames, self.lang = comparisons, frames, lang
        named = places(_vendor_regex(), text, vendor_aliases()).items
        words = [p for p in places(_vendor_word_regex(), text, _vendor_words())
                 if not any(m.start <= p.start < m.end for m in systems.between(max(0, p.start - 40), p.start + 1))]
        self.vendors = Spans(named + words)
        self.architectures = places(_architecture_regex(), text)
        self.figure_baselines: dict[int, set[int]] = {}  # sentence -> ids of systems its figures compare against
        self.compared_spans: dict[int, list] = {}  # sentence -> (baseline start, figure start, its system)
        self.last_subject: dict[int, str] = {}  # sentence -> system of its last claim
        self._measured: list[tuple[int, str]] = []  # (figure start, benchmark) of each claim, in order
        self._cands: dict[int, tuple[Spans, Spans, set[str]]] = {}
        self._opener_spans: dict[int, Spans] = {}
        self._counted: dict[int, set[int]] = {}  # sentence -> ids of its systems counted as parts
        self._topics: dict[int, str] = {}
        self._other_tasks = {}
        self._title_system: str | None = None
        self._title_again = 0  # where the body names the title's system again
        self._vendor_systems: dict[str, set[str]] | None = None  # sentence -> the paragraph's workload before it

    # -- the systems of a sentence that may be subjects ------------------------------------
    def _candidates(self, si: int) -> tuple[Spans, Spans, set[str]]:
        """(not compared against, ... nor in an appositive, the names of all) of sentence ``si``."""
        if si in self._cands:
            return self._cands[si]
        s = self.layout.sentences[si]
        mentions = self.systems.between(s.start, s.end)
        compared = self.comparisons.marked(si) | self.figure_baselines.get(si, set())
        openers = self._openers(si)
        free, subjects, prev = [], [], None
        for m in mentions:
            component = prev is not None and m.start - prev.end <= 40 and \
                (_COMPONENT.fullmatch(self.text, prev.end, m.start) is not None
                 or in_parenthesis_of(self.text, self.systems, m, s.start))
            prev = m
            if id(m) in compared or component or in_dashes(self.text, m, s.start, s.end):
                continue  # compared against, a component, or a side remark between dashes
            free.append(m)
            if not self._in_modifier(m, openers):
                subjects.append(m)
        got = (Spans(free), Spans(subjects), {m.value for m in mentions})
        self._cands[si] = got
        return got

    def _openers(self, si: int) -> Spans:
        """English: the places of sentence ``si`` where an appositive opens (", with", ", powered by")."""
        if si not in self._opener_spans:
            s = self.layout.sentences[si]
            self._opener_spans[si] = Spans([_Place(o.start(), o.end(), "") for o in _MODIFIER.finditer(
                self.text, s.start, s.end)]) if self.lang == "en" else Spans()
        return self._opener_spans[si]

    def _parts(self, si: int, lo: int, hi: int, base_ids: set[int]) -> set[int]:
        """Ids of the counted systems of sentence ``si`` ("以1,024颗H100") in [lo, hi) that are parts of a
        whole named before them, not counted nor compared against, with no figure between the two
        ("Eos以1,024颗H100…"; not "Selene用时4.2分钟，而8颗MI300X用时30分钟": each has its own)."""
        if si not in self._counted:
            self._counted[si] = {id(m) for m in self._candidates(si)[0] if counted(self.text, m, self.lang)}
        near = self._candidates(si)[0].tail(lo, hi, _SKIP)  # the candidates nearest the figure
        parts, whole = set(), None
        for m in near:
            if id(m) not in self._counted[si]:
                whole = m if id(m) not in base_ids else whole
            elif whole is not None and not self.figures.any_between(whole.end, m.start):
                parts.add(id(m))
        return parts

    def free_between(self, si: int, lo: int, hi: int) -> list[Mention]:
        """The system mentions of sentence ``si`` starting in [lo, hi) that are not compared against."""
        return self._candidates(si)[0].between(lo, hi)

    def _in_modifier(self, m: Mention, openers: Spans) -> bool:
        """English: the system stands in an appositive (", with 3,584 H100 GPUs,"; "its Trainium3 chips, now
        shipping in Trn3 UltraServers, deliver…"), or is counted as a part ("the XE9680 with 8x H200"),
        not as the subject."""
        if counted(self.text, m, "en") or aside(self.text, self.systems, m):
            return True
        opener = openers.last(0, m.start)
        return (opener is not None and m.start - opener.end <= _MODIFIER_REACH
                and not re.search(r",\s", self.text[opener.end:m.start]))

    def _part_or_aside(self, m, si: int) -> bool:
        """``m`` is counted as a part ("搭载8颗Blackwell GPU") or stands in an English appositive
        (", each powered by eight Blackwell GPUs,"): after a system, no subject of its own."""
        return counted(self.text, m, self.lang) or self._in_modifier(m, self._openers(si))

    def _last(self, spans: Spans, lo: int, hi: int, skip=(), parts=frozenset()) -> Mention | None:
        i, j = spans.index_range(lo, hi)
        for k in range(j - 1, max(i, j - _SKIP) - 1, -1):
            if spans.items[k].value not in skip and id(spans.items[k]) not in parts:
                return spans.items[k]
        return None

    # -- the system ------------------------------------------------------------------------
    def system_of(self, q: Mention, si: int, clause, baseline, metric: str) -> tuple[str, str, bool]:
        """(system, how it was found, whether it was borrowed from context)."""
        s = self.layout.sentences[si]
        free, subjects, _ = self._candidates(si)
        base_ids = {id(m) for m in baseline.systems}
        base_names = {m.value for m in baseline.systems}
        named = figure_after_name(self.text, self.systems, q) if metric == "train_time" else None
        if named is not None:  # "…6% ahead of an eight-GPU H200 box (11.6 minutes)"
            return named.value, "parenthesis", False
        if self.lang == "en" and _WHICH.match(self.text, clause[0], q.start):
            before = self.systems.last(s.start, clause[0])
            if before is not None:
                return before.value, "relative-clause", False
        if metric == "train_time":  # "从上一代Atlas 900集群的约7天缩短到约3天": the 3 days are not the Atlas 900's
            got = self._cut_to(q, si, free, base_ids, baseline, metric)
            if got is not None:
                return got
        theirs = series_system(self.text, self.systems, self.figures, q, clause, self.lang) if metric == "train_time" else None
        if theirs is not None:  # "took 3h 41m on the MI100s and 2h 05m on the A100s": each time, its system after it
            return theirs.value, "series", False
        theirs = compared_time_system(self.text, self.systems, q, s.start, self.lang) if metric == "train_time" else None
        if theirs is not None:  # "对比上一轮GB200 NVL72在同一项目上的19.7分钟": the compared system's time
            return theirs.value, "compared-time", False
        if metric in ("train_time", "price"):  # "…took 11.2 hours, compared with 14.5 hours on an H100 cluster"
            theirs = self.comparisons.compared_system(si, q.start) or next(
                (m for lo, hi, m in self.compared_spans.get(si, ())[-8:] if lo <= q.start < hi), None)
            if theirs is not None:
                return theirs.value, "compared", False
        if metric == "price" and self.lang != "en":
            # "较前一代H100的2.5万美元": the price of the system right before it
            # the last name before the figure, however long ("较上一代GB200 NVL72的约300万美元")
            whose = self.systems.last(clause[0], q.start)
            if whose is not None and q.start - whose.end <= _WHOSE_REACH \
                    and _WHOSE.fullmatch(self.text, whose.end, q.start):
                return whose.value, "whose", False
        own = subjects if self.lang == "en" else free
        parts = self._parts(si, s.start, q.start, base_ids)  # counted parts of a whole the sentence names
        if metric == "price":  # "p5执行个体（8卡H100）…每小时55美元": the chips do not cost what the instance does
            parts |= {id(m) for m in free.between(s.start, clause[1]) if counted_aside(self.text, m)}
        i, j = own.index_range(clause[0], q.start)
        for k in range(j - 1, max(i, j - _SKIP) - 1, -1):
            if id(own.items[k]) not in base_ids and id(own.items[k]) not in parts:
                return own.items[k].value, "clause", False
        here = former_or_latter(self, si, clause, q.start, base_names)  # "A用时24.7分钟，而B为28.2分钟，前者快约14%"
        if here:
            return here, "anaphor(sentence)", False
        if opens_with_new_one(self.text, clause[0], q.start, self.lang):  # "…，新卡快了约52%"
            return self._new_one(si, clause, own, base_ids | parts, base_names)
        if self.lang == "en":  # "…, while a box with 8 MI300X took 30 minutes": the clause's unnamed whole
            got = self._last(free, clause[0], q.start, base_names, parts)
            if got is not None and counted(self.text, got, "en"):
                return got.value, "part", False
        arch = self.architectures.last(s.start, q.start)
        if arch is not None and not self.comparisons.compared(si, arch.start) \
                and not self.systems.any_between(arch.start, q.start) and not describes(self.text, self.systems, arch) \
                and not (self.systems.any_between(s.start, arch.start) and self._part_or_aside(arch, si)):
            return "", "architecture", False  # "Blackwell delivers up to 2.4x …": an architecture is the subject
        if self.lang == "en" or metric == "price":
            after = own.first(q.end, clause[1])
            if after is not None and id(after) not in base_ids and id(after) not in parts \
                    and (metric == "price" or not compared_after(self.text, q.end, after.start)) \
                    and not other_clause(self.text, q.end, after.start):
                return after.value, "clause-after", False
        got = self._last(subjects, s.start, q.start, base_names, parts)
        if got is not None:
            return got.value, "sentence", False
        if self.lang == "en":  # "a 2U server with 16 Cloud AI 100 accelerators": an unnamed whole, its named part
            got = self._last(free, s.start, q.start, base_names) or free.first(q.end, clause[1])
            if got is not None and got.value not in base_names and counted(self.text, got, "en"):
                return got.value, "part", False
        got = self._anaphor(si, q.start, base_names)
        if got:
            return got, "anaphor", True
        return self._borrowed(q, si, baseline, metric)

    def _cut_to(self, q: Mention, si: int, free: Spans, base_ids: set[int], baseline, metric: str):
        """The system of time ``q`` cut to from an earlier time ("从X的约7天缩短到约3天"): the subject named
        before 从/由, not X; else one from context that is not X; None where ``q`` is no such time."""
        s = self.layout.sentences[si]
        earlier = self.figures.last(s.start, q.start)
        opened = cut_from(self.text, q, earlier, self.lang)
        if opened is None or self.figures.any_between(opened, earlier.start):
            return None
        theirs = {m.value for m in self.systems.between(opened, earlier.start)}
        if not theirs:
            return None
        got = next((m for m in reversed(free.between(s.start, opened)) if m.value not in theirs
                    and id(m) not in base_ids), None)
        if got is not None:
            return got.value, "cut-to", False
        got = self._borrowed(q, si, baseline, metric)
        return got if got[0] not in theirs else ("", "", False)

    def _new_one(self, si: int, clause, own: Spans, skip_ids: set[int], skip_names: set[str]) -> tuple[str, str, bool]:
        """The system "the new one" (新卡, 新平台, the new card) opening ``clause`` stands for: the first one
        sentence ``si`` names before the clause that is not marked old (原有的A100集群) nor compared
        against, else the subject of one of the sentences before; '' if there is none."""
        s = self.layout.sentences[si]
        old = set()
        for m in own.head(s.start, clause[0], _SKIP):
            if marked_old(self.text, m, self.lang):
                old.add(m.value)
            elif id(m) not in skip_ids and m.value not in skip_names:
                return m.value, "new-one", False
        for k in range(si - 1, max(-1, si - 1 - _ANAPHOR_SENTENCES), -1):
            name = self.last_subject.get(k)
            if name and name not in skip_names and name not in old:
                return name, "new-one(before)", True
        return "", "new-one", False

    def _anaphor(self, si: int, pos: int, skip) -> str:
        """The system a word of sentence ``si`` before ``pos`` refers back to, if it stands for the subject:
        后者 / the latter (the last system of the sentence before), 前者 / the former (its first),
        该集群 / this cluster (the subject of the last sentence before that names one, not far back)."""
        s = self.layout.sentences[si]
        word = self.cues.of_kind(si, ("latter", "former", "this_one")).last(s.start, pos)
        if word is None or self.comparisons.compared(si, word.start):
            return ""
        kind = word.category
        for k in range(si - 1, max(-1, si - 1 - _ANAPHOR_SENTENCES), -1):
            prev = self.layout.sentences[k]
            if kind == "this_one" and k in self.last_subject and self.last_subject[k] not in skip:
                return self.last_subject[k]
            names = [m.value for m in self.systems.between(prev.start, prev.end) if m.value not in skip]
            if names:
                return names[-1] if kind == "latter" else names[0]
        return ""

    def _borrowed(self, q: Mention, si: int, baseline, metric: str = "") -> tuple[str, str, bool]:
        """A system from context: the list's introducing line, else (not for a price: an amount of money
        in a sentence naming no system is seldom a system's price) the sentence before."""
        base_names = {m.value for m in baseline.systems}
        s = self.layout.sentences[si]
        frame = self.frames.frame(self.layout.line_of(s.start))
        prev = self.layout.sentences[si - 1] if si > 0 else None
        # "…约45分钟完成，比…快约4.5倍；校方指，整套系统…的采购价约为420万港元": a semicolon joins one sentence's halves
        joined = metric == "price" and prev is not None and self.text[prev.end - 1] in "；;"
        if frame is not None:
            system = self.frame_subject(frame, base_names)
            if system:
                return system, "frame", True
            if not joined and not self.untitled_frame(frame):
                return "", "", False
        if metric == "price":
            vendors = self.subject_vendors(si, s.start, q.start, baseline.span)
            if prev is not None and not prev.heading and prev.paragraph == s.paragraph and si - 1 in self.last_subject \
                    and self.last_subject[si - 1] not in base_names and vendor_ok(self.last_subject[si - 1], vendors) \
                    and not self.architectures.any_between(s.start, q.start) and not self.turns(si) \
                    and (joined or any(f.type == "price" for f in self.figures.between(prev.start, prev.end))):
                return self.last_subject[si - 1], "previous-claim", True
            return "", "", False
        if self.architectures.any_between(s.start, q.start) or self.turns(si):
            return "", "", False
        vendors = self.subject_vendors(si, s.start, q.start, baseline.span)
        ok = lambda name: name not in base_names and vendor_ok(name, vendors)
        prev = self.layout.sentences[si - 1] if si > 0 else None
        if prev is not None and not prev.heading:
            same_paragraph = prev.paragraph == s.paragraph
            if si - 1 in self.last_subject and ok(self.last_subject[si - 1]) and same_paragraph:
                return self.last_subject[si - 1], "previous-claim", True
            for m in self._candidates(si - 1)[1].items[:_SKIP]:
                if ok(m.value):
                    return m.value, "previous-sentence" if same_paragraph else "previous-sentence(paragraph)", True
        # "NVIDIA能为CosmoFlow提升5倍效能": a vendor as the subject stands for its one system in the document
        members = {name for v in vendors for name in self._by_vendor().get(v, ())}
        if len(members) == 1 and not members & base_names:
            return members.pop(), "vendor", True
        return "", "", False

    def turns(self, si: int) -> bool:
        """Sentence ``si`` opens with 相比之下 / by contrast: it turns to another system."""
        s = self.layout.sentences[si]
        return self.cues.has(si, "in_contrast") and any(
            c.category == "in_contrast" for c in self.cues.of(si).head(s.start, s.start + 12, 4))

    def subject_vendors(self, si: int, lo: int, hi: int, span=None) -> set[str]:
        """The vendors named in [lo, hi) of sentence ``si``, but for those compared against (after a
        comparison marker, or in ``span``, the figure's own baseline)."""
        return {v.value for v in self.vendors.between(lo, hi) if not self.comparisons.compared(si, v.start)
                and not (span and span[0] <= v.start < span[1])}

    def _by_vendor(self) -> dict[str, set[str]]:
        """vendor -> the systems of that vendor the document names."""
        if self._vendor_systems is None:
            self._vendor_systems = {}
            for name in {m.value for m in self.systems}:
                self._vendor_systems.setdefault(vendor_of(name), set()).add(name)
        return self._vendor_systems
