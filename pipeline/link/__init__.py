"""Stage 5, link: mentions into results -- which system, on which benchmark,
what metric, what value, how qualified.

The linker reads each figure (a time, price, percentage or ratio mention) in
the structure press writes around it, one stage per module:

1. ``sentences``: lines, sentences and clauses (``split_sentences``);
2. ``cues``: the cue words of each sentence (data/cues_*.csv);
3. ``baselines``: the comparison baseline of the figure (比, 相比, than, vs, over);
4. ``metric``: whether the figure is a claim at all, and of what metric;
5. ``frames``: the line introducing a list or table, the frame of its items;
6. ``subjects``: the system (the subject of the clause, else of the sentence,
   else of the list's introducing line or the sentence before) and the
   benchmark (the workload: 在X上, on X, X训练);
7. ``respectively``: 分别 / respectively lists, elliptical clauses;
8. ``restate``: restatements collapse (other units, headlines, repeats);
and ``context`` the suite, division and task names the article states once.

Every look-up is by place in sorted lists and every look at the text around a
figure is bounded, so linking takes time in proportion to the document.
"""
from __future__ import annotations

import re
from bisect import bisect_left

from pipeline.link.baselines import Baseline, Comparisons
from pipeline.link.bounds import bound_not_claim
from pipeline.link.budget import frames as budget_frames
from pipeline.link.carried_time import carried_time
from pipeline.link.comparison_shapes import ComparisonShapes
from pipeline.link.described import carried, describers
from pipeline.link.comparison_words import is_generation
from pipeline.link.cells import Cells
from pipeline.link.context import document_suite, find_divisions, find_suites, task_aliases
from pipeline.link.costed import costed_run
from pipeline.link.differences import price_difference
from pipeline.link.durations import REACH as LONGER_REACH, longer_time
from pipeline.link.cues import SentenceCues
from pipeline.link.frames import Frames
from pipeline.link.joined_per_dollar import joined_per_dollar
from pipeline.link.metric import metric_of, required
from pipeline.link.other_work import WINDOW as WORK_REACH, other_work
from pipeline.link.own_time import own_time_cut
from pipeline.link.prices import (bought_after, bought_units, conversions, converted_ends, earlier_price, price_subject,
                                  range_low, restated_rates, task_cost, with_figure)
from pipeline.link.per_card import per_card_restated
from pipeline.link.subject_price import whose_amount
from pipeline.link.qualify import Qualifiers, is_range
from pipeline.link.respectively import Runs, elliptical
from pipeline.link.restate import alternates, collapse
from pipeline.link.sentences import Layout, split_sentences
from pipeline.link.spans import Spans
from pipeline.link.subjects import Subjects
from pipeline.link.unnamed import unnamed_metric
from pipeline.schema import name_key
from pipeline.types import Claim, Mention

__all__ = ["link_claims", "split_sentences"]

QUANTITY_TYPES = ("time", "price", "percentage", "ratio")
_RANGE = re.compile(r"\s?(?:to|-|–|—|~|～|至|到)\s?", re.IGNORECASE)
_NOT_A_PRICE = ("none", "total", "move", "speed", "perf_per_dollar", "cut", "gain")
_PRICE_REACH = 40  # words about other things this close to an amount keep it from continuing a price
_ITS = re.compile(r"(?:其|its\s|their\s)", re.IGNORECASE)  # a baseline that refers back to the subject
_PARENT_LINES = 8  # a nested item's parent is among the lines this close before it
_SPEC_REACH = 30  # a rating word (算力, FLOPS) this close to a figure in its clause
_OWN_BENCHMARK = ("clause", "clause-after", "sentence", "respectively", "clause(list)", "clause-after(list)",
                  "sentence(list)", "column")
_IN_ROW = ("clause", "clause-after", "sentence")  # a table row is one line: these find the row's benchmark
_TITLED = ("train_time", "speedup", "perf_per_dollar")  # measured against something: may take the title's subject


class _Ref:
    """A benchmark named at a place: a benchmark mention or a task name the article defines."""
    __slots__ = ("start", "end", "value")

    def __init__(self, start, end, value):
        self.start, self.end, self.value = start, end, value


def link_claims(text: str, mentions: list[Mention], script: str,
                sentences: list[tuple[int, int]] | None = None) -> list[Claim]:
    """The claims of a normalised text, given its mentions (offsets into ``text``).

    ``sentences``: the (start, end) spans of the sentences of ``text``, when the
    caller has them (from ``split_sentences``); else they are found here.
    """
    return _Linker(text, mentions, script, sentences).run()


class _Linker(ComparisonShapes):
    def __init__(self, text, mentions, script, sentences):
        self.text = text
        self.lang = lang = "en" if script == "en" else "zh"
        self.layout = layout = Layout(text, sentences)
        systems = [m for m in mentions if m.type == "system"]
        chips = describers(text, systems, lang, [m for m in mentions if m.type in QUANTITY_TYPES]) \
            | carried(text, systems, lang)
        self.systems = Spans([m for m in systems if id(m) not in chips])  # not the chip a server is built on
        self.all_systems = Spans(systems) if chips else self.systems  # "搭载8颗H100的…，单颗GPU每小时约11美元": the chip's
        benches = [m for m in mentions if m.type == "benchmark"]
        self.refs = Spans([_Ref(b.start, b.end, b.value) for b in benches]
                          + [_Ref(a.start, a.end, a.benchmark) for a in task_aliases(text, benches)])
        self.qs = sorted((m for m in mentions if m.type in QUANTITY_TYPES), key=lambda m: (m.start, m.end))
        self.cues = SentenceCues(text, layout, lang, self.systems)
        self.comparisons = Comparisons(text, layout, self.systems, lang, Spans(self.qs))
        self.frames = Frames(text, layout, {layout.line_of(q.start) for q in self.qs if "/table" in q.rule},
                             self.systems.any_between)
        self.cells = Cells(text, layout, self.systems, self.refs, self.lang)
        self.subjects = Subjects(text, layout, self.systems, self.refs, self.comparisons, self.frames, self.cues, lang,
                                 Spans(self.qs))
        self.suites = find_suites(text)
        self.suite_starts = [s.start for s in self.suites]
        self.doc_suite = document_suite(self.suites)
        self.divisions = Spans(find_divisions(text))
        self.sentence_divisions: dict[int, str] = {}
        self.families: dict[str, str] = {}
        self.doc_systems = {m.value for m in self.systems}
        self.coordinated: dict[int, int] = {}  # figure -> the figure it is coordinated with ("up to 2x … and 5x")
        self.quals = Qualifiers(text, self.qs, self.coordinated)  # filled as the claims are made

    def run(self) -> list[Claim]:
        layout, qs = self.layout, self.qs
        places = [layout.place_of(q.start) for q in qs]  # (sentence, clause index, clause, clause before)
        # baselines first: a system compared against anywhere in a sentence is no subject there
        baselines = []
        for q, (si, _, clause, _) in zip(qs, places):
            b = self.comparisons.of(q, si, clause)
            baselines.append(b)
            self.subjects.figure_baselines.setdefault(si, set()).update(id(m) for m in b.systems)
            if b.systems and b.span and b.span[0] < q.start and not _ITS.match(b.text):
                # 比H100创下的10.94分钟快2.8倍: the time is the H100's (较其…的3.92分钟: the subject's own)
                self.subjects.compared_spans.setdefault(si, []).append((b.span[0], q.start, b.systems[0]))
        for i in range(len(qs) - 1):  # "1.5x to 2.5x the performance of the A100", "是A100的1.5到2.5倍"
            if baselines[i].found != baselines[i + 1].found and _RANGE.fullmatch(self.text, qs[i].end, qs[i + 1].start):
                baselines[i] = baselines[i + 1] = baselines[i] if baselines[i].found else baselines[i + 1]
            elif self._coordinated(qs[i], qs[i + 1], places[i], places[i + 1], baselines[i]):
                self.coordinated[i + 1] = i
                if not baselines[i + 1].found:  # "2.5 times the training performance of the H100 and five times its …"
                    baselines[i + 1] = baselines[i]
        self.baselines = baselines
        skip = alternates(self.text, qs)
        skip |= converted_ends(qs, skip, self._range)  # "…，约合人民币180万至215万元": both ends restate
        skip |= restated_rates(self.text, qs)  # "$3.60 per GPU-hour, or roughly $189,000 a month": the rate
        converted = conversions(self.text, qs, self._range)  # "180,000 yuan ($24,800)": the figure inside
        runs = Runs(self.text, qs, layout.sentence_of)
        claims: list[tuple[Claim, bool, bool]] = []  # (claim, system borrowed, in a heading)
        last_claim: dict[int, Claim] = {}  # sentence -> its last claim
        for i, q in enumerate(qs):
            if i not in skip:
                got = self._claim(i, q, places[i], baselines[i], runs, claims, last_claim)
                if got is not None and i in converted:
                    got = (with_figure(got[0], qs[converted[i]]),) + got[1:]
                if got is not None:
                    low = self._range_low(i, got[0], places, skip, claims)
                    if low is not None:  # "$1.85-2.05 per GPU-hour": the lower end is priced like the upper
                        claims.append((low, got[1], got[2]))
                    claims.append(got)
                    last_claim[places[i][0]] = got[0]
        return collapse(claims)

    def _claim(self, i, q, place, base: Baseline, runs: Runs, claims, last_claim):
        text, layout, subjects = self.text, self.layout, self.subjects
        si, _, clause, prev_clause = place
        sent = layout.sentences[si]
        cues = self.cues.of(si)
        if q.unit in ("x", "%") and base.span and base.span[0] <= q.start < base.span[1]:
            return None  # the baseline's own figure ("compared to their projection of 90%")
        cell = self.cells.of(q)  # a table cell or a list item under its list's unit
        if cell is not None and q.type == "time" and self.cells.per_item_column(cell):
            return None  # a column of seconds per image: latencies, no time to train
        column_bench = self.cells.header_benchmark(cell) if cell is not None else ""
        has_bench = self.refs.any_between(clause[0], clause[1]) or self.refs.any_between(sent.start, q.start) \
            or subjects.same_task(si, q.start) is not None or bool(column_bench)
        time_cue = self.cues.has(si, "train_time")
        if q.type == "time" and not has_bench and si > 0 and text[layout.sentences[si - 1].end - 1] in "；;":
            # "…以10分18秒完成；与B200的10.03分钟相比，…": a semicolon joins two halves of one sentence
            joined = layout.sentences[si - 1]
            has_bench = self.refs.any_between(joined.start, joined.end)
            time_cue = time_cue or self.cues.has(si - 1, "train_time")
        frame = self.frames.frame(layout.line_of(sent.start))
        if frame is not None and not (has_bench and time_cue):  # a list item reads its introducing line too
            fi = layout.sentence_of(max(layout.lines[frame][0], layout.lines[frame][1] - 1))
            has_bench = has_bench or self.refs.any_between(layout.sentences[fi].start, layout.lines[frame][1])
            time_cue = time_cue or self.cues.has(fi, "train_time")
        if not (has_bench or time_cue) and carried_time(layout, si, q, self.systems, self.refs, self.cues, last_claim):
            time_cue = True  # "我们测试了BERT训练。DGX A100用了18.2分钟。": the sentence before says what was timed
        prev_figure = self.qs[i - 1] if i > 0 and self.qs[i - 1].start >= clause[0] else None
        next_figure = self.qs[i + 1] if i + 1 < len(self.qs) and self.qs[i + 1].start < clause[1] else None
        after_time = i > 0 and self.qs[i - 1].type == "time" and self.qs[i - 1].start >= sent.start
        money_before = self.qs[i - 1] if i > 0 and self.qs[i - 1].type == "price" \
            and self.qs[i - 1].start >= sent.start else None
        metric = metric_of(q, cues, clause, prev_clause, (sent.start, sent.end), has_bench, time_cue, base, text,
                           prev_figure, next_figure, self.lang == "zh", after_time, money_before)
        if cell is not None and q.type == "price":  # a cell of a column of prices or rates, or of revenue
            metric = "price" if self.cells.price_column(cell) else None
        elif metric is None and q.type == "price" and self._price_continued(q, si, clause, cues, last_claim):
            metric = "price"
        prev_q = self.qs[i - 1] if i > 0 else None
        upper_end = prev_q is not None and (self._range(prev_q, q) or (prev_q.qualifier, q.qualifier) == (">=", "<="))
        from_price = earlier_price(text, q, last_claim.get(si), upper_end and last_claim.get(si) is not None
                                   and last_claim[si].start == prev_q.start) if metric is None else None
        metric = "price" if from_price is not None else metric  # "…, down from $98.32": an earlier price
        if metric == "train_time" and costed_run(text, q, clause, (sent.start, sent.end), self.lang, subjects.figures):
            return None  # "a BERT run lasting under six minutes costs a few dollars": a run sized for its cost
        if metric == "train_time" and other_work(q, cues.near(clause[0], clause[1], q.start, WORK_REACH), self.refs):
            return None  # "72小时烧机测试", "setup on Linux took us under an hour": other work than training
        # "…, against $3.1 million for a GB200 NVL72", "$2.49 per H100-hour", "…for 1,016 B200 GPUs, or about €35,400
        # per GPU": the system the words around the amount make it the price of
        theirs, whose = whose_amount(text, q, base, last_claim.get(si), self.all_systems, sent.start, self.lang) \
            if metric in (None, "price") else (None, "")
        metric = "price" if theirs is not None else metric
        if metric == "price" and from_price is None and whose != "per-unit" \
                and per_card_restated(text, q, clause, last_claim.get(si), self.systems.between(sent.start, q.start),
                                      self.lang):
            return None  # "…整机包月价格为每月3.2万元，折算下来每卡时约5.5元": the machine's price restated per card
        if metric == "price" and from_price is None and (task_cost(text, q, clause, self.lang)
                                                         or bought_after(text, q, self.lang)
                                                         or price_difference(text, q, self.lang)):
            return None  # "a single half-hour run … costs north of $24,000", "…to buy 4,000 GPUs": no system's price
        if metric == "price" and i + 1 < len(self.qs) and self.qs[i + 1].start < sent.end \
                and budget_frames(text, q, self.qs[i + 1], cues):
            return None  # "a customer with a $1 million budget can train … 2.3 times as many times": a budget, no price
        if metric is None or self._replaced_projection(i, q, si, clause, cues) \
                or required(q, si, frame, layout, self.cues) \
                or bound_not_claim(text, q, self.qs[i + 1] if i + 1 < len(self.qs) else None, self.lang):
            return None
        if metric in ("speedup", "perf_gain") and (self._same_money(i, q, sent, cues) or (
                i > 0 and self.qs[i - 1].start >= sent.start and budget_frames(text, self.qs[i - 1], q, cues))):
            metric = "perf_per_dollar"
        if metric in ("speedup", "perf_gain") and joined_per_dollar(
                text, q, self.qs[i - 1] if i > 0 and self.qs[i - 1].start >= sent.start else None, last_claim.get(si),
                cues):
            metric = "perf_per_dollar"  # "1.7 times the performance per dollar of DGX A100 on BERT and 1.4 times on …"
        if metric == "perf_gain" and not base.found and self._compared_before(i, q, sent, cues):
            metric = "speedup"  # "算力约为GB200 NVL72的1.5倍，…吞吐量高出约40%": against the system compared before
        if metric == "perf_gain" and not base.own and frame is not None and self._parent_generation(sent.start):
            metric = "speedup"  # "• 第五代 Tensor Core" over "  • 计算能力提升 5 倍": a new generation's gain
        slower = metric in ("speedup", "perf_gain") and longer_time(text, q, cues.near(clause[0], clause[1], q.start, LONGER_REACH))
        if slower and (q.unit == "%" or not base.systems):
            return None  # "微调时间只比5090多约37%": a deficit (GOLD.md), no result
        metric = "speedup" if slower else metric  # "用时约为H100的1.6倍": the H100's speedup (below)
        prev = claims[-1][0] if claims else None
        before = elliptical(q, clause, cues, self.systems, prev, sent) or self._continued(q, si, clause, base, metric,
                                                                                          last_claim)
        if before is not None:  # "..., and 2.6x on DLRM": the figure before lends metric and baseline
            metric = before.metric
            if not base.found and before.baseline:
                base = Baseline(text=before.baseline)
        respectively = runs.respectively(i, sent, self.systems, self.refs, self.cues.has(si, "respectively"))
        if respectively and respectively[0] == "system":
            system, how, weak = respectively[1], "respectively", False
        elif cell is not None and self.cells.system(cell):
            system, how, weak = self.cells.system(cell), "row", False
        elif from_price is not None:
            system, how, weak = from_price.system, "earlier-price", False
        elif theirs is not None:
            system, how, weak = theirs.value, whose, False
        else:
            system, how, weak = subjects.system_of(q, si, clause, base, metric)
        if before is None and how == "previous-claim" and not self.cues.has(si, "own_baseline") \
                and not any(c.category == "software" for c in cues.between(sent.start, q.start)):
            # "…性能提升甚至能达到3倍" after "比传统集群提高了2.5倍": the same comparison
            before = self._continued(q, si, clause, base, metric, last_claim, also=False)
            if before is not None:
                metric = before.metric
                base = Baseline(text=before.baseline) if not base.found and before.baseline else base
        if not system and not how and metric in _TITLED and (frame is None or subjects.untitled_frame(frame)) \
                and not subjects.architectures.any_between(sent.start, sent.end) \
                and not subjects.subject_vendors(si, sent.start, q.start, base.span):
            # a measured claim naming no system, in an article whose title names one: the title's
            system = subjects.title_subject_at(q.start, {m.value for m in base.systems})
            how, weak = ("title", True) if system else (how, weak)
        if metric == "speedup" and not base.found and own_time_cut(
                q, self.qs[i - 1] if i > 0 and self.qs[i - 1].start >= sent.start else None, last_claim.get(si),
                system, cues, self.cues.has(si, "own_baseline")):
            metric = "perf_gain"  # "去年…Eos的成绩是11.4分钟，本轮用时缩短了约68%": over its own earlier time
        baseline = ", ".join(dict.fromkeys(m.value for m in base.systems)) or base.text
        if (base.lag or slower) and base.systems and metric == "speedup" and q.unit == "x":
            # 落后H200约2-3倍: the speedup of the faster system over the subject
            system, baseline, how = base.systems[0].value, system, "lag"
        bench, bench_how = subjects.benchmark_of(q, si, clause, system, metric)
        if respectively and respectively[0] == "benchmark":
            bench, bench_how = respectively[1], "respectively"
        elif column_bench and bench_how not in _IN_ROW:
            bench, bench_how = column_bench, "column"
        if bench and bench_how not in _OWN_BENCHMARK and any(
                c.category == "spec" for c in cues.near(clause[0], clause[1], q.start, _SPEC_REACH)):
            bench, bench_how = "", ""  # "TPU v5p的单芯片浮点运算能力是TPU v4的2倍": a rating, measured on no workload
        earlier = last_claim.get(si)
        if not bench and metric == "train_time" and earlier is not None and earlier.metric == metric \
                and earlier.benchmark:  # "X cut that to 6.3 minutes, while Y finished in 7.1 minutes": one task
            bench, bench_how = earlier.benchmark, "sentence-claim"
        elif not bench and metric in ("speedup", "perf_gain") and earlier is not None and system \
                and earlier.metric == "train_time" and earlier.system == system and earlier.benchmark:
            bench, bench_how = earlier.benchmark, "sentence-time"  # "X needed 9.1 minutes, making it 1.5x faster"
        architecture = subjects.architectures.any_between(sent.start, q.start)
        if metric == "price":
            here = self.systems.between(sent.start, q.start)
            before_sent = self.systems.between(layout.sentences[si - 1].start, sent.start) if si > 0 else []
            ref = subjects.cues.of_kind(si, ("this_one",)).first(sent.start, q.start)
            referred = ref is not None and not text[sent.start:ref.start].strip()
            subject = bought_units(text, q, referred, here, before_sent)  # "配备64张MTT S5000，平台总投资…"
            system, how = (subject, "investment") if subject is not None else (system, how)
            better = price_subject(text, q, here, system) if self.lang == "en" and how in ("sentence", "clause") else None
            system, how = (better, "priced") if better else (system, how)  # "…, with Bow Pod64 priced at $599,000"
            if not system and not architecture:  # "Blackwell, expected to cost $30,000": an empty system
                return None
            bench, bench_how = "", ""
        elif not (system or bench or base.systems or architecture) \
                and not (frame is not None and subjects.frame_vendor(frame)):
            # a comparison of nothing named (a market's growth, "its speed rose 30%"); the items of a
            # list a vendor introduces ("Intel宣称：" … "推理速度平均快约1.3倍") keep an empty system (GOLD.md),
            # and so do a few shapes more (link/unnamed.py: "每万元训练性能较…基准配置高出约18%")
            metric = unnamed_metric(text, sent.start, q, sent.end, metric, base)
            if metric is None:
                return None
        if system:
            member = self._family(system)  # not the member compared against ("Taiwania…为台湾杉二号的30倍")
            system = member if member not in {m.value for m in base.systems} else system
            if not weak:  # a borrowed system is lent no further
                subjects.last_subject[si] = system
        subjects.measured(q.start, bench)
        k = bisect_left(self.suite_starts, q.start)  # the last suite stated before the figure
        heading = sent.heading and frame is None
        return Claim(
            system=system, benchmark=bench, metric=metric, value=float(q.value), unit=q.unit,
            qualifier=self.quals.of(i, q, clause), start=q.start, end=q.end,
            evidence_start=sent.start + _leading_space(text, sent.start, sent.end), evidence_end=sent.end,
            division=self._division(sent), suite=self.suites[k - 1].value if k > 0 else self.doc_suite,
            baseline=baseline, rule=f"{metric}/{q.type}:system={how or 'none'}:benchmark={bench_how or 'none'}",
        ), weak, heading

    def _price_continued(self, q, si, clause, cues, last_claim) -> bool:
        """An amount with no price word of its own after a price claim, in the same sentence or the
        sentence before in its paragraph, whose clause names another system ("…约为港币250万元，相同配置的
        H100服务器则要约港币320万元"; "上一代Gaudi 2的8卡套件则是6.5万美元"): that system's price."""
        prev = last_claim.get(si)
        if prev is None and si > 0 and self.layout.sentences[si - 1].paragraph == self.layout.sentences[si].paragraph:
            prev = last_claim.get(si - 1)
        if prev is None or prev.metric != "price":
            return False
        if any(c.category in _NOT_A_PRICE for c in cues.near(clause[0], clause[1], q.start, _PRICE_REACH)):
            return False
        return any(m.value != prev.system for m in self.subjects.free_between(si, clause[0], q.start))

    def _parent_generation(self, pos: int) -> bool:
        """The list item that the item at ``pos`` is nested in (the line before, less indented) names
        another generation (第五代, next-generation)."""
        li = self.layout.line_of(pos)
        ls, le = self.layout.lines[li]
        indent = len(self.text[ls:le]) - len(self.text[ls:le].lstrip())
        for k in range(li - 1, max(-1, li - _PARENT_LINES), -1):
            ps, pe = self.layout.lines[k]
            line = self.text[ps:pe]
            if line.strip() and len(line) - len(line.lstrip()) < indent:
                return is_generation(line)
        return False

    def _family(self, name: str) -> str:
        """A family name (Gaudi) stands for its one member in the document (Gaudi2)."""
        if name not in self.families:
            got = name
            if not any(ch.isdigit() for ch in name):
                key = name_key(name)
                members = {s for s in self.doc_systems if s != name and name_key(s).startswith(key)
                           and any(ch.isdigit() for ch in s)}
                got = members.pop() if len(members) == 1 else name
            self.families[name] = got
        return self.families[name]

    def _range(self, a: Mention, b: Mention) -> bool:
        return is_range(self.text, a, b)

    def _range_low(self, i, upper: Claim, places, skip, claims):
        """The claim of the lower end of the range whose upper end ``qs[i]`` is, when it made none."""
        low = self.qs[i - 1] if i > 0 else None
        if low is None or i - 1 in skip or upper.metric != "price" or not self._range(low, self.qs[i]) \
                or (claims and claims[-1][0].start == low.start):
            return None
        return range_low(low, upper, self.quals.of(i - 1, low, places[i - 1][2]))

    def _division(self, sent) -> str:
        """The division the claim's sentence states, if it states one."""
        if sent.start not in self.sentence_divisions:
            found = {d.value for d in self.divisions.between(sent.start, sent.end)}
            self.sentence_divisions[sent.start] = found.pop() if len(found) == 1 else ""
        return self.sentence_divisions[sent.start]


def _leading_space(text: str, start: int, end: int) -> int:
    s = text[start:min(end, start + 64)]
    return len(s) - len(s.lstrip())
