"""Stage 6 of linking, the benchmark (workload) of a claim.

The benchmark is found as the system is (in 在X上 / on X / X训练 the workload
stands in the clause): the clause before the figure, after it, the sentence
before it; then the list's introducing line, or the sentence before when it
is about the same system (or, in the same paragraph, about none), then the
workload a paragraph opens with ("On GPT-J, …", "在BERT上，…").  A time to train
carries the task of the sentence before in its paragraph whoever ran it; a
measured claim of a system right after a list whose items measured one
workload is on that workload (a comparison drawn from the list), as is one
in the half after a semicolon whose first half measured one; a
measured claim with a system and still no workload takes the one workload the
title names, while the body has named no other.  A sentence naming no workload
right after one whose claims measured one (in the same paragraph) carries it:
a claim of the same subject, or a comparison of another system; so does a later
sentence of a list item whose introducing line names no workload.  A task named
by its model's size ("in the 70B test") is the one benchmark of that size named
before.  A benchmark
that is one of a list (X、Y和Z) stands for none of them.  同一任务 / the same
task / did it refers back to the last benchmark named before its sentence.

``Workloads`` is the part of ``subjects.Subjects`` that reads benchmarks; it
uses the subjects' candidates and vendors.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from pipeline.extractors.lexicon import vendor_of
from pipeline.link.kind_refs import kind_benchmark
from pipeline.link.kinds import benchmark_of_kind, kind_of
from pipeline.link.word_lists import lang_kind_words
from pipeline.types import Mention

_LIST_JOINER = re.compile(r"[、和及与/]|\band\b")
_LIST_BREAK = re.compile(r"[，。；;:：]")
_FIGURE = re.compile(r"\d")
_BANNER_BAR = re.compile(r"\s[|｜]\s")
_ON_AFTER = re.compile(r"\s+(?:(?:faster|slower|better|higher)\s+)?on\s+(?:the\s+)?")  # a figure followed by "on <workload>"
_TOPIC_PHRASE = 40  # an opening phrase this short that names a benchmark is the paragraph's topic
_EN_TOPIC_PHRASE = 60  # English words are longer: "In our MLPerf Training 3.1 benchmark for GPT-3 175B model,"
_TITLED = ("train_time", "speedup", "perf_gain", "perf_per_dollar")  # measured figures: the title's workload
_COMPARED = ("speedup", "perf_per_dollar")  # a system against another one
_SIZE = re.compile(r"(?<![A-Za-z0-9.])\d+(?:\.\d+)?\s?[BbMm](?![A-Za-z])")  # a model's size: 7B, 350M
_TITLE_LINES = 3  # the title is among the first three lines that are not blank
_ANAPHOR_REACH = 400  # "the same task" refers to a benchmark named at most this far before its sentence


@lru_cache(maxsize=1)
def _size_task() -> re.Pattern:
    """A word naming a task right after a model's size ("the 70B test"): data/size_task_words.csv."""
    words = [w for (_, _), ws in lang_kind_words("size_task_words.csv", ("task",)).items() for w in ws]
    return re.compile(r"\s?(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + ")",
                      re.IGNORECASE)


def vendor_ok(system: str, vendors: set[str]) -> bool:
    """A system may be taken from context where a sentence names these vendors."""
    v = vendor_of(system)
    return not vendors or not v or v in vendors


class Workloads:
    _other_tasks: dict[int, bool]  # sentence -> it rates hardware or names a model by its size
    _measured: list[tuple[int, str]]  # (figure start, benchmark) of each claim so far, in order
    def _choose(self, lo: int, hi: int, how: str, last: bool = True):
        """(benchmark, how) of the last (or first) ref starting in [lo, hi); None if there is none."""
        i, j = self.refs.index_range(lo, hi)
        if i >= j:
            return None
        k = j - 1 if last else i
        if self._listed(k):
            return "", how + "(list)"
        return self.refs.items[k].value, how

    def _whole_start(self, si: int) -> int:
        """Where the sentence that ``si`` ends starts, halves joined by semicolons counted as one
        ("…在Llama 3.1 405B…；在Llama 3.1 8B任务上，…"; at most three halves back)."""
        sents = self.layout.sentences
        k = si
        while k > 0 and si - k < 3 and sents[k - 1].paragraph == sents[si].paragraph \
                and self.text[sents[k - 1].end - 1] in "；;":
            k -= 1
        return sents[k].start

    def _several(self, lo: int, hi: int) -> bool:
        """[lo, hi) names more than one workload."""
        i, j = self.refs.index_range(lo, hi)
        return len({self.refs.items[k].value for k in range(i, j)}) > 1

    def _listed(self, i: int) -> bool:
        """refs[i] stands in a list with a different ref (X、Y和Z)."""
        refs, text = self.refs.items, self.text
        for j in (i - 1, i + 1):
            if 0 <= j < len(refs):
                a, b = (refs[j], refs[i]) if j < i else (refs[i], refs[j])
                if a.value != b.value and 0 <= b.start - a.end <= 12:
                    gap = text[a.end:b.start]
                    # "Llama 2 70B LoRA約24.3分鐘、BERT約5.2分鐘": a figure between them, each item its own
                    if _LIST_JOINER.search(gap) and not _LIST_BREAK.search(gap) and not _FIGURE.search(gap):
                        return True
        return False

    def benchmark_of(self, q: Mention, si: int, clause, system: str, metric: str = "") -> tuple[str, str]:
        got = self._benchmark_of(q, si, clause, system, metric)
        if got[0] or got[1] in ("overall",) or got[1].endswith("(list)") or metric not in _TITLED:
            return got
        # a time to train is always of a workload: the title's under a banner too; a ratio may be over all
        # workloads ("TPU v4的性能平均提升了2.7倍" under a subtitle "256块芯片训练BERT只需不到2分钟")
        banner = metric == "train_time"
        title = self.title_benchmark(banner)
        if title and system and self._title_reaches(banner, q.start) and not self._other_task(si):
            return title, "title"
        if metric == "perf_per_dollar" and system:  # "每元LoRA训练性能": the article's one LoRA benchmark
            bench = self._of_kind(si)
            if bench:
                return bench, "kind"
        elif system and not got[1]:  # "它的LoRA微调速度是RTX 4090的约1.37倍，SDXL出图也快了约27%"
            kind = kind_of(self.text, *clause, self.lang)
            bench = kind_benchmark(self.text, kind, self.lang, self.refs.items, q.start) if kind else ""
            if bench:
                return bench, "kind(clause)"
        return got

    def _names_kind(self, si: int) -> bool:
        """Sentence ``si`` names a kind of work ("每元LoRA训练性能"): its own context says which workload."""
        s = self.layout.sentences[si]
        return bool(kind_of(self.text, s.start, s.end, self.lang))

    def _of_kind(self, si: int) -> str:
        """The one benchmark named before sentence ``si`` in sentences about the one kind of work ``si``
        names (kinds.py), '' if none."""
        s = self.layout.sentences[si]
        kind = kind_of(self.text, s.start, s.end, self.lang)
        if not kind:
            return ""
        def bounds(pos: int) -> tuple[int, int]:
            t = self.layout.sentences[self.layout.sentence_of(pos)]
            return t.start, t.end
        return benchmark_of_kind(self.text, kind, self.lang, self.refs.items, bounds, s.start)

    def _titles(self) -> dict[bool, tuple[str, int]]:
        """banner? -> the one workload the title names ('' for none) and its line's end, once read."""
        return vars(self).setdefault("_title_of", {})

    def _turns(self) -> dict[bool, int]:
        """banner? -> where the body first names a workload other than the title's."""
        return vars(self).setdefault("_turn_of", {})

    def title_benchmark(self, banner: bool = False) -> str:
        """The one workload the article's title names ("实测…跑一遍Llama 3 8B微调", "Ran the ResNet-50
        reference on MI250 vs A100"), '' if it names none or several.  The title is the first line; with
        ``banner``, the line after a site's banner (sections split by a bar, naming nothing: "The Silicon
        Primer | Explainers")."""
        if banner not in self._titles():
            self._titles()[banner] = ("", 0)
            lines = [li for li, (ls, le) in enumerate(self.layout.lines[:40]) if self.text[ls:le].strip()]
            first = lines[0] if lines else None
            if banner and len(lines) > 1 and self._banner(first):
                first = lines[1]
            if first is not None:  # one line only: a later one may be a teaser of one result
                ls, le = self.layout.lines[first]
                i, j = self.refs.index_range(ls, le)
                names = {self.refs.items[k].value for k in range(i, j)}
                if len(names) == 1 and not any(self._listed(k) for k in range(i, j)):
                    self._titles()[banner] = (names.pop(), le)
        return self._titles()[banner][0]

    def title_line(self) -> int | None:
        """The article's title: the first of its first few lines that names a system or a workload
        (a site's banner line may stand above it)."""
        seen = 0
        for li, (ls, le) in enumerate(self.layout.lines):
            if not self.text[ls:le].strip():
                continue
            if self.systems.any_between(ls, le) or self.refs.any_between(ls, le):
                return li
            seen += 1
            if seen >= _TITLE_LINES:
                return None
        return None

    def _banner(self, li: int) -> bool:
        """Line ``li`` is a site's banner: sections split by a bar, naming no system and no workload
        ("The Silicon Primer | Explainers", "英特尔新闻中心 | 新闻稿")."""
        ls, le = self.layout.lines[li]
        return bool(_BANNER_BAR.search(self.text, ls, le)) and not self.systems.any_between(ls, le) \
            and not self.refs.any_between(ls, le)

    def _title_reaches(self, banner: bool, pos: int) -> bool:
        """Every workload named between the title and ``pos`` is the title's (the body has turned to
        no other one)."""
        title, end = self._titles()[banner]
        if banner not in self._turns():  # where the body first names another workload
            i, _ = self.refs.index_range(end, len(self.text) + 1)
            self._turns()[banner] = next((r.start for r in self.refs.items[i:] if r.value != title), len(self.text) + 1)
        return end <= pos <= self._turns()[banner]

    def _other_task(self, si: int) -> bool:
        """Sentence ``si`` rates the hardware (FLOPS, theoretical) or names a model by its size alone
        ("微调了一个7B的LoRA"): it is about no workload, or another one than the title's."""
        if si not in self._other_tasks:
            self._other_tasks[si] = self._find_other_task(si)
        return self._other_tasks[si]

    def _find_other_task(self, si: int) -> bool:
        s = self.layout.sentences[si]
        if self.cues.of_kind(si, ("spec",)).any_between(s.start, s.end):
            return True
        return any(not self.refs.any_between(max(s.start, m.start() - 24), m.end()) and not self._named(m.end())
                   for m in _SIZE.finditer(self.text, s.start, s.end))

    def _by_size(self, si: int, pos: int) -> tuple[str, str] | None:
        """(benchmark, "size") when sentence ``si`` names a model by its size alone ("in the 70B test",
        "70B測試") and one benchmark named before it has that size ("Llama 3.1 70B"); None otherwise."""
        s = self.layout.sentences[si]
        found = set()
        for m in _SIZE.finditer(self.text, s.start, s.end):
            if self.refs.any_between(max(s.start, m.start() - 24), m.end()) or self._named(m.end()) \
                    or not _size_task().match(self.text, m.end()):
                continue
            size = m.group(0).replace(" ", "").upper()
            _, j = self.refs.index_range(0, s.start)
            found |= {r.value for r in self.refs.items[:j] if r.value.upper().endswith(" " + size)}
        return (found.pop(), "size") if len(found) == 1 else None

    def _named(self, end: int) -> bool:
        """A system's name ends at ``end`` (昇腾910B: a model number, no model's size)."""
        m = self.systems.last(max(0, end - 40), end)
        return m is not None and m.end >= end

    def _benchmark_of(self, q: Mention, si: int, clause, system: str, metric: str = "") -> tuple[str, str]:
        s = self.layout.sentences[si]
        if self.lang == "en":  # "a reduction of 40% on BERT and 31% on ResNet-50": the figure's own workload
            m = _ON_AFTER.match(self.text, q.end, clause[1])
            got = self._choose(m.end(), m.end() + 1, "on-after") if m else None
            if got is not None and got[0]:
                return got
        for lo, hi, how, last in ((clause[0], q.start, "clause", True), (q.end, clause[1], "clause-after", False),
                                  (s.start, q.start, "sentence", True)):
            got = self._choose(lo, hi, how, last)
            if got is not None:
                return got
        got = self._by_size(si, q.start) if metric in _TITLED else None
        if got is not None:
            return got
        got = self.same_task(si, q.start, clause[1])
        if got is not None:
            return got
        if self.cues.of_kind(si, ("overall",)).any_between(clause[0], q.start):
            return "", "overall"  # "整体训练性能可达其九成以上": over all workloads, none borrowed
        if si > 0 and self.text[self.layout.sentences[si - 1].end - 1] in "；;":
            # "…in 12.5 minutes; the H200 needed 11.9 minutes": a semicolon joins two halves of one sentence
            prev = self.layout.sentences[si - 1]
            got = self._choose(prev.start, prev.end, "joined")
            if got is None and metric in _TITLED and system:
                # "The Pro 6000 finished in 41 minutes; the RTX 6000 Ada needed 67 minutes": the first half
                # named no workload but measured one (from the sentence before it)
                bench = self._measured_one(prev.start, prev.end)
                got = (bench, "joined(measured)") if bench else None
            if got is not None:
                return got
        frame = self.frames.frame(self.layout.line_of(s.start))
        if frame is not None:
            ls, le = self.layout.lines[frame]
            fi = self.layout.sentence_of(max(ls, le - 1))
            got = self._choose(self.layout.sentences[fi].start, le, "frame")
            if got is not None:
                return got
            got = self._item_before(si, system, metric)
            return got if got is not None else ("", "")
        if si > 0:
            prev = self.layout.sentences[si - 1]
            same_paragraph = prev.paragraph == s.paragraph
            got = self._after_list(prev) if metric in _TITLED and system else None
            if got is not None:  # "‧ DGX H100：約5.5分鐘" then "換算下來，H100比A100快約3.3倍"
                return got
            # a time to train in the same paragraph carries on the task of the sentence before, whoever ran
            # it ("H800全程要43分钟…3D U-Net…" / "4090…整个训练跑了快3个小时")
            if self._several(self._whole_start(si - 1), prev.end):
                # "…fine-tuned Llama 2 70B in 11.6 minutes and trained BERT in 4" before "up to 2.2x faster
                # training": the sentence before names several workloads, none of them is implied
                return "", ""
            elif not prev.heading and self._same_subject(si, system, same_paragraph):
                got = self._choose(prev.start, prev.end,
                                   "previous-sentence" if same_paragraph else "previous-sentence(paragraph)")
                if got is None and same_paragraph and metric in _TITLED and system:
                    # "Same 8B QLoRA took 9 h 10 min. The H100 is almost 5x faster.": the sentence before names
                    # no workload but its claims measured one
                    bench = self._measured_one(prev.start, prev.end)
                    got = (bench, "previous-claim(measured)") if bench else None
                if got is not None:
                    return got
            elif not prev.heading and same_paragraph and metric == "train_time":
                got = self._choose(prev.start, prev.end, "previous-sentence(task)")
                if got is not None:
                    return got
            elif not prev.heading and same_paragraph and metric in _COMPARED and system \
                    and not self.refs.any_between(prev.start, prev.end) and not self._names_kind(si):
                # "A DGX A100 did the same job in 18.2 minutes. The DGX H100 is about 3x faster.": a comparison
                # right after a claim on another system that measured one workload is on that workload
                bench = self._measured_one(prev.start, prev.end)
                if bench:
                    return bench, "previous-claim(compared)"
        topic = self.topic(si)
        return (topic, "paragraph-topic") if topic else ("", "")

    def _item_before(self, si: int, system: str, metric: str) -> tuple[str, str] | None:
        """(benchmark, how) for an item whose list's introducing line names no workload: the sentence before
        it in the same item ("- Llama 2 70B LoRA on qs.b200.8x: 9.4 minutes. On qs.h100.8x: 27.6 minutes.")."""
        s = self.layout.sentences[si]
        li = self.layout.line_of(s.start)
        if metric not in _TITLED or not system:
            return None
        bench = self._measured_one(self.layout.lines[li][0], s.start)
        return (bench, "item-measured") if bench else None

    def _after_list(self, prev) -> tuple[str, str] | None:
        """(benchmark, how) when sentence ``prev`` (the one right before a system's figure) is an item of a list
        whose items measured one workload, and the figure's sentence stands after the list: a comparison
        drawn from the list ("‧ DGX A100：約18.4分鐘" … then "換算下來，H100比A100快約3.3倍"; "8卡H800：2小时
        10分左右" then "H800快了50%多一点") is on the list's workload (GOLD.md: implied by the sentence before)."""
        frame = self.frames.frame(self.layout.line_of(prev.start))  # an item (a short one reads as a heading)
        if frame is None:
            return None
        bench = self._measured_one(self.layout.lines[frame][1], prev.end)
        return (bench, "after-list") if bench else None

    def _measured_one(self, lo: int, hi: int) -> str:
        """The one benchmark the claims with figures in [lo, hi) measured, '' if none or several."""
        k0 = bisect_left(self._measured, (lo, ""))
        k1 = bisect_left(self._measured, (hi, ""))
        benches = {b for _, b in self._measured[k0:k1]}
        return benches.pop() if len(benches) == 1 else ""

    def same_task(self, si: int, pos: int, end: int | None = None):
        """(benchmark, how) when sentence ``si`` refers back to the workload before ``pos`` ("完成同一任务",
        "在同一测试中", "the same model", "did it"): the last benchmark named before the sentence, not
        far back; None if the sentence does not refer back."""
        s = self.layout.sentences[si]
        # the cue before the figure, or after it in its clause ("… 6.3x faster than the p150a pair on this job")
        if not self.cues.of_kind(si, ("same_task",)).any_between(s.start, pos if end is None else end):
            return None
        lo = max(0, s.start - _ANAPHOR_REACH)
        got = self._choose(lo, s.start, "same-task")
        # "Edit: several people asked about BERT. … someone ran the same thing on an H100": the task
        # referred back to is the one last measured, not a workload merely named since
        k = bisect_left(self._measured, (s.start, ""))  # claims come in text order
        last = self._measured[k - 1] if k and self._measured[k - 1][0] >= lo else None
        if got is not None and got[0] and last is not None and last[1] != got[0]:
            return last[1], "same-task(measured)"
        return got

    def measured(self, pos: int, bench: str) -> None:
        """A claim at ``pos`` measured ``bench``: what a later "the same thing" may refer back to."""
        if bench:
            self._measured.append((pos, bench))

    def _same_subject(self, si: int, system: str, same_paragraph: bool) -> bool:
        """The sentence before ``si`` is about ``system`` too (or, in the same paragraph, about no
        system), or ``si`` turns to another system on the same workload (相比之下, by contrast)."""
        names = self._candidates(si - 1)[2]
        if system in names or (system and self.last_subject.get(si - 1) == system):
            return True
        if same_paragraph and not names:
            return True
        if same_paragraph and not system:  # no system, and no vendor other than the sentence before's
            s = self.layout.sentences[si]
            vendors = self.subject_vendors(si, s.start, s.end)
            return all(vendor_ok(name, vendors) for name in names)
        return self.turns(si)

    def topic(self, si: int) -> str:
        """The workload a paragraph states in an opening phrase ("On GPT-J, …", "在BERT上，…",
        "对于BERT，…") before sentence ``si``, for the sentences after it."""
        sents = self.layout.sentences
        k = si
        while k not in self._topics and k > 0 and sents[k - 1].paragraph == sents[k].paragraph:
            k -= 1  # back to a sentence already read, or the paragraph's first
        self._topics.setdefault(k, "")
        for j in range(k + 1, si + 1):
            self._topics[j] = self._opening(j - 1) or self._topics[j - 1]
        return self._topics[si]

    def _opening(self, si: int) -> str:
        """The benchmark of a short opening phrase of sentence ``si`` that names no system."""
        s = self.layout.sentences[si]
        first = self.layout.clauses_of(si)[0]
        longest = _EN_TOPIC_PHRASE if self.lang == "en" else _TOPIC_PHRASE
        if first[1] >= s.end or first[1] - first[0] > longest or self.systems.any_between(*first):
            return ""
        got = self._choose(first[0], first[1], "topic")
        return got[0] if got else ""
