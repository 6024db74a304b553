"""What a figure is measured against: another system (a speedup), or the same
system's earlier round, result or software (a gain).

Chinese: 比X / 较X / 相较(于)X / 与X相比 / 是X的N倍 / N倍于X / X…N%的性能;
English: than X / over X / compared to X / versus X / outperformed X.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from pipeline.extractors.quantities import qualifier_before
from pipeline.types import Mention

_VERSION = re.compile(r"[vV]\d+(?:\.\d+)?|\b\d\.\d\b")
_ZH_MARKERS = ("相较于", "相比于", "相较", "对比", "领先于", "领先", "优于", "比", "较")
_ZH_OF = ("约为", "几乎是", "相当于", "达到", "是", "为", "有")
_ZH_STOP = re.compile(r"[提升高出快提高多强好增长的,，。；;]")
_EN_STOP = re.compile(r"[,;.]|\s(?:on|in|for|at|with|while|which|and)\s")
# (?=[...]): the first letters of the markers, so that the regex engine passes
# over other places without trying every marker
_EN_MARKERS = re.compile(
    r"(?=[fotcvrb])(?<![A-Za-z])(?:faster than|than|over|compared to|compared with|versus|vs\.?|relative to|outperformed|outperforms|behind|that of)(?![A-Za-z])",
    re.IGNORECASE,
)
_SAME_AS_OWN = ("首次提交", "上一轮", "上一版", "上一次", "去年", "此前", "以往", "半年前", "成绩", "结果", "软件",
                "previous round", "previous mlperf", "last round", "earlier round", "prior round", "projection",
                "previous submission", "software", "last year", "its ", "their ", "own ", "earlier",
                "自身", "自己")
_ZH_SHARE_OF = re.compile(r"的(?:性能|效能|算力)(?!提升|提高|增长|增益|改进|改善)")
_ZH_OPENING = re.compile(r"\s*(?:相比于|相比|相较于|相较|较之|比起|对比)([^，,。；;]{1,30})(?:[，,]|$)")
_ZH_COMPARED_WITH = re.compile(r"(?:与|和|跟|同)([^，,。；;]{1,40}?)相比")


@dataclass
class Baseline:
    systems: list[Mention] = field(default_factory=list)  # system mentions compared against
    text: str = ""  # what the article compares against, as written
    own: bool = False  # an earlier round / result / software of the same system

    @property
    def found(self) -> bool:
        return bool(self.systems or self.text)


def is_own(text: str) -> bool:
    low = text.lower()
    return bool(_VERSION.search(text)) or any(w in low for w in _SAME_AS_OWN)


def _strip_qualifier_tail(pre: str) -> str:
    """``pre`` without the qualifier words it ends with (达到H20的最多 -> 达到H20的)."""
    pre = pre.rstrip()
    while True:
        found = qualifier_before(pre, len(pre))
        if found is None or found[1] >= len(pre):
            return pre
        pre = pre[:found[1]].rstrip()


def find_baseline(text: str, q: Mention, clause: tuple[int, int], sentence: tuple[int, int],
                  systems: list[Mention], lang: str) -> Baseline:
    cs, ce = clause
    b = Baseline()
    in_range = lambda s, e: [m for m in systems if s <= m.start and m.end <= e]
    if lang == "en":
        for m in _EN_MARKERS.finditer(text, sentence[0], sentence[1]):
            in_clause = cs <= m.start() < ce
            # "Compared with the A100, Gaudi2 delivered 1.7x ...": a clause of its own
            # that opens the sentence, before the figure's clause
            opens_sentence = m.start() < cs and not text[sentence[0]:m.start()].strip()
            if not in_clause and not opens_sentence:
                continue
            tail_end = m.end() + 60
            stop = _EN_STOP.search(text, m.end() + 1, min(ce, tail_end))
            end = stop.start() if stop else min(ce, tail_end)
            target = text[m.end():end]
            found = in_range(m.end(), end)[:1]
            if found or target.strip():
                b.systems += found
                b.text = b.text or " ".join(target.split())
                b.own = b.own or (not found and is_own(target))
        return b
    # N倍于X
    if text.startswith("于", q.end) or text.startswith("倍于", q.end):
        start = q.end + (1 if text.startswith("于", q.end) else 2)
        stop = _ZH_STOP.search(text, start, ce)
        end = stop.start() if stop else ce
        b.systems += in_range(start, end)[:1]
        b.text = text[start:end].strip()
        return b
    # 是X的N倍 / 约为X的N% / 达到X的最多N倍
    pre = _strip_qualifier_tail(text[cs:q.start]) if q.unit in ("x", "%") else ""
    if pre.endswith("的"):
        best = max(((pre.rfind(w), w) for w in _ZH_OF), key=lambda t: t[0])
        if best[0] >= 0:
            start = cs + best[0] + len(best[1])
            end = cs + len(pre) - 1
            b.systems += in_range(start, end)
            b.text = text[start:end].strip()
            if b.found:
                return b
    # X…N%的性能: the figure is a share of X's performance
    if q.unit == "%" and _ZH_SHARE_OF.match(text[q.end:q.end + 5]):
        before = in_range(cs, q.start)
        if before:
            b.systems.append(before[-1])
            b.text = before[-1].value
            return b
    # 相比A100，… / 较之A100，…: a comparison clause that opens the sentence governs its figures
    opening = _ZH_OPENING.match(text[sentence[0]:cs])
    if opening:
        s, e = sentence[0] + opening.start(1), sentence[0] + opening.end(1)
        b.systems += in_range(s, e)
        b.text = b.text or text[s:e].strip()
        b.own = b.own or (not in_range(s, e) and is_own(b.text))
    # 与X相比 (possibly a clause of its own before the figure)
    for m in _ZH_COMPARED_WITH.finditer(text[sentence[0]:q.start]):
        s, e = sentence[0] + m.start(1), sentence[0] + m.end(1)
        b.systems += in_range(s, e)
        b.text = text[s:e].strip()
        b.own = b.own or (not in_range(s, e) and is_own(b.text))
    # 比X / 较X / 相较(于)X within the clause
    for marker in _ZH_MARKERS:
        i = text.rfind(marker, cs, q.start)
        if i < 0 or (marker == "比" and text[i - 1:i] in ("相", "对")) or (marker == "较" and text[i - 1:i] in ("相", "比")):
            continue
        start = i + len(marker)
        stop = _ZH_STOP.search(text, start, q.start)
        end = stop.start() if stop else q.start
        target = text[start:end].strip()
        found = in_range(start, min(end + 1, q.start))[:1]
        if found or target:
            b.systems += found
            b.text = b.text or target
            b.own = b.own or (not found and is_own(target))
        break
    return b
