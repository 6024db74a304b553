"""Stage 4 of linking: which figures are claims, and of what metric.

A figure's metric comes from the cue words of its clause (data/cues_*.csv):

- a time is a time to train when its sentence is about training or names a
  benchmark, unless a word for something else stands right by it;
- an amount is a price when a price or cost word governs it, or a rate
  stands right by it ("$55.04 an hour", "每卡每小时3.8元", "12万元/张"), and
  nothing nearer says it is money of another kind (revenue, a market);
- a percentage or ratio is read from the *measure* its clause names, the
  nearest one (performance, time to train; or memory, bandwidth, energy,
  sizes, counts, accuracy, money made -- no claim), else from the clause
  before, else from its verbs (improves, faster, leads).  A speed figure is a
  ``perf_gain`` against the system's own earlier result or software and a
  ``speedup`` against another system or generation; a cut in cost is
  ``perf_per_dollar``, a cut in the time to train a ``speedup`` (over an
  earlier round too, GOLD.md), a cut in performance a deficit (no claim).
  With nothing compared against, a comparative ("3x faster", 快了1.8倍)
  compares with another system, and a gain that came with time (七个月内,
  a year later) is the system's own.

Only cues within ``REACH`` characters of the figure are looked at.
"""
from __future__ import annotations

import re

from functools import lru_cache

from pipeline.link.baselines import Baseline
from pipeline.link.comparative import comparative
from pipeline.link.comparison_words import words_regex
from pipeline.link.gains import is_single_unit, latency_gain, speed_metric
from pipeline.link.spans import Spans
from pipeline.link.unnamed import says_itself
from pipeline.types import Mention

_TRANSITION = re.compile(r"(?:\s?(?:/|per\s|an?\s|每)\s?(?:hr|hour|h|小时|月|month|卡时|GPU-hour))?"  # from $98.32/hr to $80.62/hr
                         # 降至, 回落到目前的: a verb of change, 到/至, then the time of the new figure
                         r"\s*(?:[\u4e00-\u9fff]{0,2}?(?:到|至)了?(?:目前|如今|现在|当前|眼下|今年|明年)?的?|to|-|–|—|~|～|and|或|or|和|、|,|，)\s*"
                         r"(?:\$|US\$|NT\$|¥|￥)?\s*", re.IGNORECASE)
REACH = 80  # cues farther than this from a figure do not govern it
AT_REACH = 120  # a price word this far before "at $N" in its sentence governs it
NEAR_BLOCK = 8  # a 'none' cue this close to a figure wins
GAP_REACH = 8  # a percentage this close after a word for a gap (差距, within … of) is a deficit
PER_ITEM_REACH = 24  # a time this close after one item of an inference ("单张出图用时2.9秒") is its latency
ITSELF_REACH = 30  # "improved its own results by 50%": the word for the system itself this close before the figure
PPD_RANGE = 24  # a per-dollar cue this close to a figure makes it per dollar
PPD_AFTER = 40  # ... or this close after it, ending the figure's measure ("1.6x the BERT training throughput per dollar")
MEASURES = ("speed", "train_time", "none", "accuracy", "price", "cost", "perf_per_dollar")
# an expense (费用, bill) measures a ratio or percentage as a cost does, and governs no amount as a price
RATIO_MEASURES = MEASURES + ("expense",)
VERBS = ("gain", "speedup", "cut")
_RANK = {"move": 0, "none": 0, "accuracy": 0, "price": 1, "cost": 1, "expense": 1, "perf_per_dollar": 2, "speedup": 3, "cut": 3,
         "gain": 4, "speed": 4, "train_time": 4}


@lru_cache(maxsize=1)
def _hardware_regex() -> re.Pattern:
    return words_regex("hardware")


def names_hardware(text: str) -> bool:
    """``text`` (a baseline as written) names hardware by its category ("排名第二的参测芯片", "GPU-based
    systems"): another, unnamed system."""
    return bool(_hardware_regex().search(text))


def distance(c, q: Mention) -> int:
    if c.end <= q.start:
        return q.start - c.end
    if c.start >= q.end:
        return c.start - q.end
    return 0


def _aside(text: str, q: Mention, c) -> bool:
    """Cue ``c`` stands in a parenthesis opened after figure ``q`` ("低15%（时间缩短的收益…）"): a side remark."""
    return c.start >= q.end and ("(" in text[q.end:c.start] or "（" in text[q.end:c.start])


_AT = re.compile(r"\bat\s(?:(?:about|around|roughly|approximately|some|just|nearly|almost|under|over)\s)?(?:US|NT|HK|A|C|S)?$",
                 re.IGNORECASE)
_JOINED = re.compile(r"\s?(?:to|and|or|-|–|—|~|～|至|到|、|和|或|,|，)?\s?", re.IGNORECASE)


def _owner(text: str, q: Mention, c, prev_figure: Mention | None, next_figure: Mention | None,
           zh: bool) -> bool:
    """A cue between two figures of a clause belongs to the nearer one, and one beyond the next
    figure to that one ("2.5x faster ... and 15% cheaper": 'cheaper' is the 15%'s) -- unless the
    figures stand in a list or range ("2 to 3 times faster").  In Chinese a measure between two
    figures is the later one's unless 的 ties it to the earlier ("提升36倍 成本下降32倍";
    "24%的性能提升和41%的能效提升")."""
    for other in (prev_figure, next_figure):
        if other is None:
            continue
        a, b = (other, q) if other.end <= q.start else (q, other)
        if _JOINED.fullmatch(text, a.end, b.start):
            continue
        if other is next_figure and c.start >= other.end:
            return False
        if not (a.end <= c.start and c.end <= b.start):
            continue
        if zh and c.category in MEASURES:
            later = not text[a.end:c.start].strip().startswith("的")
            if (b is q) != later:
                return False
        elif distance(c, other) < distance(c, q) or (other is prev_figure and _share_measure(text, other, c)):
            return False
    return True


# "74% of the RTX 5080's LoRA speed at 59% of its price", "2.5x the training throughput of X and 3x …":
# the measure a share or multiple is "of" stands after it; no word of another phrase between
_OF_MEASURE = re.compile(r"\s?(?:percent\s|per\scent\s)?(?:of|the)\s(?:(?!(?:and|but|while|at|with|for|to|than|"
                         r"versus|vs)\b)[^,;:!?])*", re.IGNORECASE)
_OF_MEASURE_REACH = 40


def _share_measure(text: str, figure: Mention, c) -> bool:
    """English: cue ``c`` after ``figure`` is the measure the figure is a share or multiple of."""
    return text[figure.end:c.start].isascii() and c.start - figure.end <= _OF_MEASURE_REACH \
        and _OF_MEASURE.fullmatch(text, figure.end, c.start) is not None


def _nearest(cands, q):
    return min(cands, key=lambda c: (distance(c, q), _RANK[c.category]))


def metric_of(q: Mention, cues: Spans, clause, prev_clause, sentence, has_bench: bool,
              time_cue_in_sentence: bool, baseline: Baseline, text: str = "", prev_figure: Mention | None = None,
              next_figure: Mention | None = None, zh: bool = False, after_time: bool = False,
              money_before: Mention | None = None) -> str | None:
    """The metric of figure ``q`` (its sentence's ``cues``), or None: no claim.

    ``after_time``: the figure before ``q`` in its sentence is a time (a cut that names no measure of
    its own then cuts that time: "took 11.2 hours, compared with 14.5 hours …, a 23% reduction").

    ``money_before``: the figure before ``q`` in its sentence, when it is an amount of money (a ratio
    naming no measure of its own after it compares that amount: "售价约6,000万元，约为X的三倍").

    ``prev_figure``, ``next_figure``: the figures before and after ``q`` in its
    clause, if any (a price word before the one before governs that one, unless
    the two are a range: 从9万元涨到11万元; in Chinese a measure after ``q`` and
    before the next figure is the next one's: 提升36倍 成本下降32倍).
    """
    here = [c for c in cues.near(clause[0], clause[1], q.start, REACH)
            if not _aside(text, q, c) and _owner(text, q, c, prev_figure, next_figure, zh)]
    before = cues.near(prev_clause[0], prev_clause[1], q.start, REACH) if prev_clause else []
    if q.type == "time":
        if any(c.category == "none" and distance(c, q) <= NEAR_BLOCK for c in here):
            return None
        if _per_item(q, cues, sentence, clause):
            return None  # "单张出图约2.1秒", "an image in 3 seconds": a latency, no time to train
        if _scenario(text, q, sentence):
            return None  # "a 30-day training run … would set you back $2.5 million": a run imagined for its cost
        if _PURPOSE.match(text, q.end):
            return None  # "needed 11.9 minutes to boot", "took 5 minutes to load": the time of something else
        return "train_time" if has_bench or time_cue_in_sentence else None
    if q.type == "price":
        if prev_figure is not None and prev_figure.type == "price" and not _TRANSITION.fullmatch(
                text, prev_figure.end, q.start):
            here = [c for c in here if c.start >= prev_figure.end]
            before = []
        return _price(q, here, before, cues.between(max(sentence[0], q.start - AT_REACH), q.start), text, zh)
    if q.unit == "%" and _gap(text, q, here):
        return None  # "差距也在3%以内", "within 5% of the DGX B200": a deficit (GOLD.md), no result
    if money_before is not None and not has_bench and all(
            c.category in ("price", "cost") for c in cues.between(money_before.end, q.end) + here
            if c.category in MEASURES):
        # GOLD.md: one system's price compared with another's is no result ("售价约6,000万元，约为X的三倍",
        # "offered at €11,990 per month, about 25% cheaper than on-demand"); a task's cost is per dollar
        return None
    if _as_many(text, q, cues.between(q.end, q.end + AS_MANY_REACH)):
        return None  # "using 16 times as many IPUs": a ratio of counts, no claim (GOLD.md)
    compares = comparative(text, q, zh, prev_figure)
    if compares and prev_figure is not None and not _JOINED.fullmatch(text, prev_figure.end, q.start):
        # "A800贵了3倍多，但快了2.8倍": a figure with a comparative of its own is not measured by what
        # stands before the figure before it
        here = [c for c in here if c.start >= prev_figure.end or c.category not in MEASURES]
    itself = says_itself(text, max(clause[0], prev_figure.end if prev_figure else 0, q.start - ITSELF_REACH), q.start)
    return _ratio(q, here, before, cues.near(sentence[0], sentence[1], q.start, REACH), baseline, prev_figure,
                  cues.near(clause[0], clause[1], q.start, REACH), compares, after_time, text, itself)


_OF = re.compile(r"\s?(?:percent\s|per\scent\s)?of\s", re.IGNORECASE)
AS_MANY_REACH = 40  # "16 times as many IPUs", "4x as many H100 GPUs": the unit counted stands this close after
_AS_MANY_GAP = re.compile(r"\s?")  # the figure, then the 'as many' word
# "as many", then at most three words (no preposition: "as many times on X systems" counts runs), then the unit
_UNIT_GAP = re.compile(r"\s(?:(?!(?:on|in|of|for|than|as|with|at|times|runs|jobs)\b)[\w.-]+\s){0,3}", re.IGNORECASE)


def _as_many(text: str, q: Mention, after: list) -> bool:
    """Ratio ``q`` counts units of hardware: an 'as many' word right after it ("16 times as many IPUs"), and a
    word for a unit of hardware a few words later (data/cues_en.csv, categories as_many and count_unit)."""
    if q.unit != "x":
        return False
    many = next((c for c in after if c.category == "as_many"), None)
    if many is None or not _AS_MANY_GAP.fullmatch(text, q.end, many.start):
        return False
    return any(c.category == "count_unit" and c.start >= many.end and _UNIT_GAP.fullmatch(text, many.end, c.start)
               for c in after)


def _gap(text: str, q: Mention, here: list) -> bool:
    """Percentage ``q`` follows a word for a gap ("两者的差距在3%以内", "相差不到5%") at most ``GAP_REACH``
    characters before it in its clause; after "within", only as "within N% of" ("within 5% of X")."""
    for c in here:
        if c.category == "gap" and c.end <= q.start and q.start - c.end <= GAP_REACH:
            if c.text.isascii() and not _OF.match(text, q.end):
                continue
            return True
    return False


_RUN_LENGTH_EN = re.compile(r"\d-(?:day|hour|week|month)$", re.IGNORECASE)  # "30-day" as in "a 30-day run"
_RUN_LENGTH_ZH = re.compile(r"为期\s?$")  # 为期30天的训练
_WOULD = re.compile(r"\bwould\b|如果|假如|假设|若是|若以", re.IGNORECASE)


# "… minutes to <verb>": what the time was spent on, when the verb is not one of training
_PURPOSE = re.compile(r"\s(?:just\s)?to\s(?!(?:re-?)?train|fine-tune|finetune|finish|complete|reach|converge|hit|"
                      r"get\sto|run\s(?:the\s)?(?:benchmark|training|job))[a-z]", re.IGNORECASE)


def _scenario(text: str, q: Mention, sentence) -> bool:
    """Time ``q`` is the length of a run that its sentence imagines for what it would cost ("a 30-day
    training run … would set you back about $2.5 million", "如果进行为期30天的训练，…"): no time to train."""
    if not (_RUN_LENGTH_EN.search(text, q.start, q.end) or _RUN_LENGTH_ZH.search(text, max(0, q.start - 4), q.start)):
        return False
    return _WOULD.search(text, sentence[0], sentence[1]) is not None


def _per_item(q: Mention, cues: Spans, sentence, clause) -> bool:
    """Time ``q`` follows, at most ``PER_ITEM_REACH`` characters away, a word for one item of an
    inference (单张出图, an image), in its own clause, or in the clause before when its own clause
    has no word of training ("单张出图用时2.9秒，RTX 4090D为4.4秒"; not "…约1.8秒，训练BERT用时95分钟")."""
    for c in cues.between(sentence[0], q.start):
        if c.category == "per_item" and q.start - c.end <= PER_ITEM_REACH:
            if c.start >= clause[0] or not any(t.category == "train_time" for t in cues.between(clause[0], q.start)):
                return True
    return False


_RATE_AFTER = re.compile(r"\s?/?\s?")  # "$55.04 an hour", "3.8元/小时", "$2.49/hr"
_RATE_BEFORE = re.compile(r"[^\d,，。；;:：]{0,6}")  # "每小时约55美元", "每卡每小时为3.8元"


def is_rate(text: str, q: Mention, c) -> bool:
    """Rate cue ``c`` stands right by amount ``q`` ("$55.04 an hour", "每小时3美元", "12万元/张")."""
    if c.category != "rate":
        return False
    if q.start <= c.start < q.end:
        return True
    if c.start >= q.end:
        return _RATE_AFTER.fullmatch(text, q.end, c.start) is not None
    return c.end <= q.start and _RATE_BEFORE.fullmatch(text, c.end, q.start) is not None


def _price(q: Mention, here: list, before: list, sentence: list, text: str, zh: bool) -> str | None:
    if not any(c.category in ("price", "cost", "total", "speed", "perf_per_dollar", "none") for c in here):
        here = here + before
    # a price word, or a rate right by the amount (a rental rate, a unit price with no price word)
    prices = [distance(c, q) for c in here if c.category in ("price", "cost") or is_rate(text, q, c)]
    if not prices and not zh and _AT.search(text, max(0, q.start - 24), q.start):
        # "pricing the largest configuration, trn2.48xlarge …, at about $44.70": a price word of the
        # sentence before "at $N" governs it
        here = [c for c in sentence if c.end <= q.start]
        prices = [distance(c, q) for c in here if c.category in ("price", "cost")]
    if not prices:
        return None
    if any(c.category in ("none", "total") and distance(c, q) < min(prices) for c in here):
        return None
    return "price"


def _ratio(q: Mention, here: list, before: list, sentence: list, baseline: Baseline,
           prev_figure: Mention | None, cues_all: list, comparative: bool, after_time: bool,
           text: str = "", itself: bool = False) -> str | None:
    pct = q.unit == "%"
    speeds, per_dollar = _per_dollar_measures(here + before, text)
    if any(c.category == "perf_per_dollar" and (distance(c, q) <= PPD_RANGE or q.end <= c.start <= q.end + PPD_AFTER
                                                or (c in per_dollar and c.end <= q.start))
           for c in here):
        return "perf_per_dollar"
    here, before = [c for c in here if c not in speeds], [c for c in before if c not in speeds]
    if not baseline.systems and is_single_unit(baseline.text):
        return None  # "双卡训练速度是单卡的1.8倍": a scaling ratio (GOLD.md), no claim
    if latency_gain(text, q, here + before, baseline):
        return "perf_gain"  # "延迟比上一轮缩短了18%": an inference speed over its own earlier round
    blocking = ("none", "near", "accuracy") if pct else ("none", "near")
    if pct and (baseline.lag or any(c.category == "lag" and c.end <= q.start for c in here)):
        return None  # 落后约3%, trails by 3%: a deficit (GOLD.md), no claim; a lag by a multiple is a speedup
    if any(c.category in blocking and distance(c, q) <= NEAR_BLOCK for c in here):
        return None
    if comparative:  # "贵了3倍多，但快了2.8倍": a comparative of speed is not measured by the money before it
        before = [c for c in before if c.category not in ("price", "cost")]
    measures = _measures(here, pct) or _measures(before, pct)
    if not measures and any(c.category == "move" for c in here):
        return None  # "上涨0.59%": a rise with nothing named to rise is a stock's
    verbs = [c for c in here if c.category in VERBS]
    # a cut word governs the figure after it as well as the one it stands by ("and cuts its cost 32x")
    lo = prev_figure.end if prev_figure is not None else 0
    cut = any(c.category == "cut" for c in here) or any(
        c.category == "cut" and lo <= c.start for c in cues_all if c.end <= q.start)
    measure = _nearest(measures, q).category if measures else None
    if measure is None and cut and after_time and q.unit == "%":
        measure = "train_time"
    if measure is None and not verbs:
        if (baseline.systems or baseline.generation or names_hardware(baseline.text)) and not baseline.own:
            return "speedup"  # 三倍于A100, 是上一代的2倍, 为排名第二的参测芯片的4.6倍
        ranked = [c for c in sentence if c.category in RATIO_MEASURES + VERBS]
        if not ranked:
            return None
        measure = _nearest(ranked, q).category
    if measure in ("none", "accuracy"):
        return None
    if measure == "perf_per_dollar":
        return "perf_per_dollar"
    if measure in ("price", "cost", "expense"):
        return "perf_per_dollar" if measure in ("cost", "expense") and cut else None
    if cut and measure == "speed" and not any(c.category in ("gain", "speedup") for c in verbs):
        return None  # performance cut: a deficit
    return speed_metric(q, here + before, baseline, cut and measure == "train_time", comparative,
                        any(c.category == "software" and c.end <= q.start for c in sentence),
                        itself)


_PPD_JOIN_ZH = re.compile(r"[的\w]{0,8}")  # 每元LoRA训练性能, 每新台币的推论吞吐量, 每千元出图速度
_PPD_JOIN_EN = re.compile(r"[\s-]?")  # throughput per dollar, per-dollar performance


def _per_dollar_measures(cues: list, text: str) -> tuple[set, set]:
    """The speed words that a per-dollar word joins into one measure ("每千元出图速度", "每新台币的推论
    吞吐量", "throughput per dollar"), and those per-dollar words: the figure they measure is per dollar,
    however far the measure stands before it.  Chinese writes the per-dollar word first."""
    speeds, per_dollar = set(), set()
    for p in (c for c in cues if c.category == "perf_per_dollar"):
        for c in cues:
            if c.category != "speed":
                continue
            if p.end <= c.start:
                joined = (_PPD_JOIN_EN if p.text.isascii() else _PPD_JOIN_ZH).fullmatch(text, p.end, c.start)
            else:
                joined = c.end <= p.start and p.text.isascii() and _PPD_JOIN_EN.fullmatch(text, c.end, p.start)
            if joined:
                speeds.add(c)
                per_dollar.add(p)
    return speeds, per_dollar


def _measures(cues: list, pct: bool) -> list:
    """The measures among ``cues``; the task's own words (训练, training) only where no other is named
    ("its cost-effective model training by up to 45%" is about cost)."""
    found = [c for c in cues if c.category in RATIO_MEASURES and (pct or c.category != "accuracy")]
    named = [c for c in found if c.category != "train_time"]
    if named and any(c.category in ("none", "perf_per_dollar", "cost", "expense") for c in named):
        return named
    return found


def required(q: Mention, si: int, frame: int | None, layout, cues) -> bool:
    """A figure (not an amount of money) that a buyer requires, not one measured: a requirement word
    before it in its sentence ("were required to demonstrate … no more than 30 minutes", "应不超过"),
    or in the line introducing its list (``frame``: "技术要求：" … "2. …训练时间不超过30分钟")."""
    if q.type == "price":
        return False
    kind = ("requirement",)
    if cues.of_kind(si, kind).any_between(layout.sentences[si].start, q.start):
        return True
    if frame is None:
        return False
    ls, le = layout.lines[frame]
    return cues.of_kind(layout.sentence_of(max(ls, le - 1)), kind).any_between(ls, le)
