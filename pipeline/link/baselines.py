"""Stage 3 of linking: what a figure is measured against -- another system (a
speedup), the same system's earlier round, result or software (a gain), or
another generation (a speedup).

Chinese: 比X / 较X / 相较(于)X / 与X相比 / 是X的N倍 / 只有X约N成 / N倍于X / X…N%的性能 / 落后X;
English: than X / over X / compared to X / versus X / outperformed X / behind X.
The markers are cue words (categories baseline_before, baseline_after,
share_of, lag, own_baseline, generation in data/cues_*.csv).

The system the words before 的 describe is the baseline (较前一轮的DGX B200), as
is the one after a possessive ("of the previous round's DGX B200"); a comma
or colon between two digits (1,024, 01:34) ends no baseline.

The markers of a sentence are found once; a figure's baseline is then looked
up by place, and every look at the text around a figure is bounded, so the
work per figure does not grow with the length of its sentence.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from pipeline.extractors.quantities import qualifier_before
from pipeline.link.comparing import ZH_CLAUSE_MARKERS, comparing_clause
from pipeline.link.comparison_words import architecture_regex, is_generation, is_own, named_after, past_modifiers
from pipeline.link.cues import latin_words, words_of
from pipeline.link.spans import Spans
from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

_ZH_STOP = re.compile(r"[提升高出快提高多强好增长的，。；;]|,(?!(?<=\d,)\d)")  # not the comma of 3,584
_EN_STOP = re.compile(r";|[,.](?!(?<=\d[,.])\d)|\s(?:on|in|for|at|with|while|which|and|by)\s")
_ZH_SHARE_OF = re.compile(r"的(?:性能|效能|算力)(?!提升|提高|增长|增益|改进|改善)")
_ZH_OPENING = re.compile(rf"\s*(?:{ZH_CLAUSE_MARKERS})([^，,。；;]{{1,30}})(?:[，,])")
_ZH_COMPARED_WITH = re.compile(r"(?:与|和|跟|同)([^，,。；;]{1,40}?)(?:(?:进行了?|作了?|做了?)?(?:相比|对比|比较)|(的?差距))")
_BREAK = re.compile(r"[，。；;：]|[,:](?!(?<=\d[,:])\d)")  # not the comma of 3,584 nor the colon of 01:34
# the measure may take four words: "4.7x the peak compute per chip of TPU v5e"
_EN_SHARE = re.compile(r"\s*(?:the\s+)?(?:[A-Za-z][A-Za-z0-9-]*\s+){0,4}?of\s+(?:the\s+|its\s+|their\s+)?", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s\s")
_EN_TAIL = 60  # an English baseline is at most this long
_ZH_TAIL = 40  # a Chinese one
_SHARE_REACH = 60  # 是X的 is looked for this far before a figure
_MARKED_REACH = 12  # a system this close after a comparison marker is compared against in its sentence
_EN_MARKED_REACH = 40  # English: "compared with 14.5 hours on an equivalent H100 cluster"


@dataclass
class Baseline:
    systems: list[Mention] = field(default_factory=list)  # system mentions compared against
    text: str = ""  # what the article compares against, as written
    own: bool = False  # an earlier round / result / software of the same system
    generation: bool = False  # another generation: a speedup
    lag: bool = False  # 落后X N倍 / N times behind X: X is the faster one
    span: tuple[int, int] | None = None  # where the text compared against stands

    @property
    def found(self) -> bool:
        return bool(self.systems or self.text)


@lru_cache(maxsize=1)
def _par_regex() -> re.Pattern:
    words = lang_kind_words("par_words.csv", ("par",)).get(("zh", "par"), ())
    return re.compile(rf"(?:与|和|跟|同)([^，,。；;]{{1,20}}?)(?:{alternation(words, 'zh')})")


@lru_cache(maxsize=1)
def _lag_after_regex() -> re.Pattern:
    """A lag word right after a figure (N倍的差距), 的 and a space allowed before it."""
    words = sorted(words_of("zh", "lag_after"), key=len, reverse=True)
    return re.compile(r"\s?的?\s?(?:" + "|".join(re.escape(w) for w in words) + ")")


@lru_cache(maxsize=2)
def _marker_regex(lang: str) -> re.Pattern:
    if lang == "en":
        words = list(words_of("en", "baseline_before")) + list(words_of("en", "lag")) \
            + list(words_of("en", "baseline_after"))
        return re.compile(rf"{latin_words(sorted(words, key=len, reverse=True))}(?![A-Za-z])", re.IGNORECASE)
    words = sorted(set(words_of("zh", "baseline_before")) | set(words_of("zh", "lag")), key=len, reverse=True)
    return re.compile("|".join(re.escape(w) for w in words))


@lru_cache(maxsize=1)
def _en_after_words() -> frozenset[str]:
    """English markers that name a baseline only after the figure ("up 1.5x from our v1.1 submission")."""
    return frozenset(w.lower() for w in words_of("en", "baseline_after"))


@lru_cache(maxsize=1)
def _zh_marker_order() -> tuple[str, ...]:
    """Chinese markers in the order they are tried: longest first, lags last."""
    return words_of("zh", "baseline_before") + words_of("zh", "lag")


@dataclass(frozen=True)
class _Marker:
    start: int
    end: int
    word: str


def _strip_qualifier_tail(pre: str) -> str:
    """``pre`` without the qualifier words it ends with (达到H20的最多 -> 达到H20的)."""
    pre = pre.rstrip()
    while True:
        found = qualifier_before(pre, len(pre))
        if found is None or found[1] >= len(pre):
            return pre
        pre = pre[:found[1]].rstrip()


class Comparisons:
    """The comparison markers of each sentence, and the baseline of each figure."""

    def __init__(self, text: str, layout, systems: Spans, lang: str, figures: Spans = Spans()):
        self.text, self.layout, self.systems, self.lang = text, layout, systems, lang
        self.figures = figures  # the time, price, percentage and ratio mentions
        self._sentences: dict[int, dict] = {}
        self._en_clauses: dict[tuple[int, int], Baseline] = {}

    # -- per sentence ------------------------------------------------------------------
    def _sentence(self, si: int) -> dict:
        if si in self._sentences:
            return self._sentences[si]
        s = self.layout.sentences[si]
        text = self.text
        markers = Spans([_Marker(m.start(), m.end(), m.group(0).lower())
                         for m in _marker_regex(self.lang).finditer(text, s.start, s.end)])
        marked: set[int] = set()  # ids of system mentions right after a marker
        reach: list[tuple[int, int]] = []  # what each marker compares against: up to a break, a few characters
        for mk in markers:
            if self.lang != "en" and not self._zh_marker_ok(mk):
                continue
            if self.lang == "en" and mk.word in _en_after_words():
                continue  # "from our …" names a baseline only after a figure (see ``of``)
            far = _EN_MARKED_REACH if self.lang == "en" else _MARKED_REACH
            brk = _BREAK.search(text, mk.end, min(s.end, mk.end + far))
            reach.append((mk.end, brk.start() if brk else min(s.end, mk.end + far)))
            m = self.systems.first(mk.end, min(s.end, mk.end + far))
            if m is not None and not self.systems.any_between(mk.end, m.start) \
                    and not _BREAK.search(text, mk.end, m.start):
                marked.add(id(m))
        info = {"markers": markers, "marked": marked, "opening": None, "compared_with": Spans(), "reach": reach}
        if self.lang != "en":
            o = _ZH_OPENING.match(text, s.start, min(s.end, s.start + 40))
            if o and not o.group(1).startswith(("之下", "而言")):  # 相比之下: by contrast
                info["opening"] = (o.start(1), o.end(1), o.end())
            info["compared_with"] = Spans([_Marker(m.start(1), m.end(1), "gap" if m.group(2) else "")
                                           for m in _ZH_COMPARED_WITH.finditer(text, s.start, s.end)])
            for m in info["compared_with"]:
                marked.update(id(x) for x in self.systems.within(m.start, m.end))
            for m in _par_regex().finditer(text, s.start, s.end):  # 与H100互有胜负: on a par, compared against
                marked.update(id(x) for x in self.systems.within(m.start(1), m.end(1)))
            if info["opening"]:
                marked.update(id(x) for x in self.systems.within(*info["opening"][:2]))
        self._sentences[si] = info
        return info

    def _zh_marker_ok(self, mk: _Marker) -> bool:
        before = self.text[mk.start - 1:mk.start]
        if self.text.startswith(("之下", "而言"), mk.end):
            return False  # 相比之下, 相较而言: by contrast, no baseline
        return not ((mk.word == "比" and before in ("相", "对")) or (mk.word == "较" and before in ("相", "比")))

    def compared(self, si: int, pos: int) -> bool:
        """Offset ``pos`` of sentence ``si`` stands in what a comparison marker compares against."""
        info = self._sentence(si)
        if any(s <= pos < e for s, e in info["reach"][-64:]):
            return True
        cw = info["compared_with"].last(0, pos + 1)
        if cw is not None and cw.start <= pos < cw.end:
            return True
        return bool(info["opening"]) and info["opening"][0] <= pos < info["opening"][1]

    def compared_system(self, si: int, pos: int) -> Mention | None:
        """The system of what a marker compares against, when offset ``pos`` stands in it ("compared
        with 14.5 hours on an equivalent H100 cluster": the 14.5 hours are the H100's)."""
        info = self._sentence(si)
        for s, e in info["reach"][-64:]:
            if s <= pos < e:
                return self.systems.first(s, e)
        cw = info["compared_with"].last(0, pos + 1)  # 与同等规模H100集群的10小时相比
        if cw is not None and cw.start <= pos < cw.end:
            return self.systems.first(cw.start, cw.end)
        return None

    def marked(self, si: int) -> set[int]:
        """Ids of the system mentions compared against somewhere in sentence ``si``."""
        return self._sentence(si)["marked"]

    # -- per figure --------------------------------------------------------------------
    def of(self, q: Mention, si: int, clause: tuple[int, int]) -> Baseline:
        """The baseline of figure ``q`` in its clause of sentence ``si``; an architecture compared
        against ("the per-GPU performance of Hopper", "比Hopper") is another generation."""
        b = self._of(q, si, clause)
        if b.text and not b.systems and not b.own and not b.generation and architecture_regex().search(b.text):
            b.generation = True
        return b

    def _of(self, q: Mention, si: int, clause: tuple[int, int]) -> Baseline:
        if self.lang != "en":
            return self._chinese(q, si, clause)
        s = self.layout.sentences[si]
        markers = self._sentence(si)["markers"]
        # the markers nearest the figure in its clause, before and after it ("2x faster than the
        # A100", "over the A100 by 2x"), and one that opens the sentence ("Compared with the A100, …")
        # "more than three times faster": a marker right before the figure is its qualifier;
        # "up 1.5x from our v1.1 submission": some markers stand only after the figure
        after_only = _en_after_words()
        # a marker after another figure is that one's ("4.4x the compute of X and cut costs by 50% versus Y")
        chosen = [mk for mk in markers.tail(clause[0], q.start, 2) if mk.word not in after_only][-1:] \
            + [mk for mk in markers.head(q.end, clause[1], 1) if not self.figures.any_between(q.end, mk.start)]
        chosen = [mk for mk in chosen if mk.end > q.start or self.text[mk.end:q.start].strip()]
        first = markers.first(s.start, clause[0])
        if first is not None and not self.text[s.start:first.start].strip() and first.word not in after_only:
            chosen = [first] + chosen
        elif not chosen:  # "In this round, compared with the A100, the H100 improved …": the clause before
            _, _, _, prev = self.layout.place_of(clause[0])
            if prev is not None and not self.figures.any_between(*prev):
                chosen = [mk for mk in markers.head(prev[0], prev[1], 1) if mk.word not in after_only]
        key = tuple(m.start for m in chosen)
        if key not in self._en_clauses:
            self._en_clauses[key] = self._english(si, clause, chosen)
        b = self._en_clauses[key]
        return b if b.found else (self._english_share(q, clause) or b)

    def _english_share(self, q: Mention, clause: tuple[int, int]) -> Baseline | None:
        """"70% of the B200's performance", "4x the performance of the previous generation"."""
        at = named_after(self.text, q.end, clause[1])  # "H100 is ~2.6x the A100 here"
        found = self.systems.first(at, at + 1) if at is not None else None
        if found is not None and found.start == at:
            return Baseline(systems=[found], text=found.value, span=(at, found.end))
        m = _EN_SHARE.match(self.text, q.end, min(clause[1], q.end + _EN_TAIL))
        if not m:
            return None
        start = m.end()
        for _ in range(2):  # "60% of the performance of the NVIDIA A100": the measure, then whose
            at = past_modifiers(self.text, start, clause[1])
            found = self.systems.first(start, min(clause[1], at + _MARKED_REACH))
            if found is not None and not _BREAK.search(self.text, start, found.start) \
                    and not _EN_STOP.search(self.text, start, found.start):
                return Baseline(systems=[found], text=found.value, span=(start, found.end))
            m = _EN_SHARE.match(self.text, start, min(clause[1], start + _EN_TAIL))
            if not m or m.end() - start > _EN_TAIL // 2:
                break
            start = m.end()
        stop = _EN_STOP.search(self.text, start, min(clause[1], start + _EN_TAIL))
        target = self.text[start:stop.start() if stop else min(clause[1], start + _EN_TAIL)]
        head = self.systems.first(start, start + len(target))  # "of the previous round's DGX B200": whose
        if head is not None and _POSSESSIVE.fullmatch(self.text, max(start, head.start - 3), head.start):
            return Baseline(systems=[head], text=head.value, span=(start, head.end))
        if is_generation(target) or is_own(target) or architecture_regex().search(target):
            return Baseline(text=" ".join(target.split()), own=is_own(target), generation=is_generation(target))
        return None

    def _english(self, si: int, clause: tuple[int, int], chosen: list) -> Baseline:
        cs, ce = clause
        s = self.layout.sentences[si]
        text, b = self.text, Baseline()
        lags = set(words_of("en", "lag"))
        for mk in chosen:
            tail_end = min(ce if mk.start >= cs else s.end, mk.end + _EN_TAIL)
            stop = _EN_STOP.search(text, mk.end + 1, tail_end)
            end = stop.start() if stop else tail_end
            target = text[mk.end:end]
            found = self.systems.within(mk.end, end)[:1]
            if found or target.strip():
                b.systems += found
                b.text = b.text or " ".join(target.split())
                # "than what it posted in v2.0": the round may stand past the baseline's first words
                b.own = b.own or (not found and is_own(text[mk.end:tail_end]))
                b.generation = b.generation or is_generation(target)
                b.lag = b.lag or mk.word in lags
                b.span = b.span or (mk.end, end)
        return b

    def _chinese(self, q: Mention, si: int, clause: tuple[int, int]) -> Baseline:
        cs, ce = clause
        text, b = self.text, Baseline()
        info = self._sentence(si)
        # N倍于X
        if text.startswith("于", q.end) or text.startswith("倍于", q.end):
            start = q.end + (1 if text.startswith("于", q.end) else 2)
            stop = _ZH_STOP.search(text, start, min(ce, start + _ZH_TAIL))
            end = stop.start() if stop else min(ce, start + _ZH_TAIL)
            b.systems += self.systems.within(start, end)[:1]
            b.text = text[start:end].strip()
            b.generation = is_generation(b.text)
            return b
        lo = max(cs, q.start - _SHARE_REACH)
        if q.unit in ("x", "%"):
            got = self._share_of(q, lo)
            if got is not None:
                return got
        # X…N%的性能: the figure is a share of X's performance
        if q.unit == "%" and _ZH_SHARE_OF.match(text, q.end, q.end + 5):
            before = self.systems.last(cs, q.start)
            if before is not None and before.end <= q.start:
                b.systems.append(before)
                b.text = before.value
                return b
        # 相比A100，… / 较之A100，…: a comparison clause that opens the sentence governs its figures
        opening = info["opening"]
        if opening and opening[1] <= cs:
            s, e = opening[0], opening[1]
            self._take(b, s, e, replace=False)
        elif not b.found:
            # "…成绩相较上一轮以HGX H100平台ESC N8A-E12提交的成绩，训练时间缩短19%": a clause with no figure
            # of its own that compares, right before the figure's, governs it
            before = comparing_clause(text, self.layout, self.figures, cs)
            if before is not None:
                self._take(b, *before, replace=False)
                b.span = before
        # 与X相比 (possibly a clause of its own before the figure): the last one before the figure
        cw = info["compared_with"].last(self.layout.sentences[si].start, q.start)
        if cw is not None and cw.end <= q.start:
            self._take(b, cw.start, cw.end, replace=True)
            # "MI325X与H200的差距已缩小到3%": a gap to the system compared with (a deficit in %, GOLD.md)
            b.lag = b.lag or (cw.word == "gap" and cw.start >= cs)
        # 比X / 较X / 相较(于)X … within the clause: the first kind of marker present, its last place
        markers = info["markers"]
        for word in _zh_marker_order() if markers.any_between(cs, q.start) else ():  # none: no bisection per word
            mk = self._last_marker(markers, word, cs, q.start)
            if mk is None:
                continue
            start = mk.end
            stop = _ZH_STOP.search(text, start, min(q.start, start + _ZH_TAIL))
            end = stop.start() if stop else min(q.start, start + _ZH_TAIL)
            target = text[start:end].strip()
            found = self.systems.within(start, min(end + 1, q.start))
            head = self.systems.first(end + 1, min(q.start, end + 3)) if text.startswith("的", end) else None
            if not found and head is not None and not text[end + 1:head.start].strip():
                found = [head]  # 较前一轮的DGX B200: the system the words before 的 describe
            if found or target:
                b.systems += found
                b.text = b.text or target
                # "较该集群两年前公布的成绩": the result may stand past the baseline's first words
                b.own = b.own or (not found and is_own(text[start:min(q.start, start + _ZH_TAIL)]))
                b.generation = b.generation or is_generation(target)
                b.lag = b.lag or word in words_of("zh", "lag")
                b.span = (start, end)
            break
        if b.systems and not b.own and _lag_after_regex().match(text, q.end, min(ce, q.end + 6)):
            b.lag = True  # 与DGX B200相比仍有约两倍的差距: the one compared with is the faster
        return b

    def _last_marker(self, markers: Spans, word: str, lo: int, hi: int):
        """The last marker ``word`` starting in [lo, hi) (markers stand in text order; few share a sentence)."""
        i, j = markers.index_range(lo, hi)
        for k in range(j - 1, i - 1, -1):
            mk = markers.items[k]
            if mk.word == word and self._zh_marker_ok(mk):
                return mk
            if j - k > 8:  # the marker nearest the figure is among the last few
                return None
        return None

    def _take(self, b: Baseline, s: int, e: int, replace: bool) -> None:
        found = self.systems.within(s, e)
        b.systems += found
        written = self.text[s:e].strip()
        b.text = written if replace else (b.text or written)
        b.own = b.own or (not found and is_own(written))
        b.generation = b.generation or is_generation(written)

    def _qualified_share(self, lo: int, end: int) -> Baseline | None:
        """效能大約H200嘅九成 / 约A100的80%: a qualifier, a system, 的 and the figure, with no verb -- a share."""
        last = self.systems.last(lo, end)
        if last is None or last.end != end:
            return None
        qb = qualifier_before(self.text, last.start)
        return None if qb is None or qb[1] < lo else Baseline(systems=[last], text=last.value, span=(last.start, last.end))

    def _share_of(self, q: Mention, lo: int) -> Baseline | None:
        """是X的N倍 / 约为X的N% / 达到X的最多N倍 / 只有X约N成."""
        text = self.text
        pre = _strip_qualifier_tail(text[lo:q.start])
        end = lo + len(pre)
        if pre.endswith("的"):
            best = max(((pre.rfind(w), w) for w in words_of("zh", "share_of")), key=lambda t: t[0])
            if best[0] < 0:
                return self._qualified_share(lo, end - 1)
            start = lo + best[0] + len(best[1])
            b = Baseline(systems=self.systems.within(start, end - 1), text=text[start:end - 1].strip(),
                         span=(start, end - 1))
            b.generation = is_generation(b.text)
            return b if b.found else None
        last = self.systems.last(lo, end)
        if last is None or last.end != end:
            return None
        head = text[max(lo, last.start - 6):last.start]
        for w in words_of("zh", "share_of"):
            if w in ("是", "为", "有", "达到"):
                continue  # "H100为1.5倍" is no share
            if w in head:
                return Baseline(systems=[last], text=last.value, span=(last.start, last.end))
        return None
