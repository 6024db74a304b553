"""Price claims that the general stages leave out, read from the shape of a price range.

- The lower end of a range of money is priced like its upper end: the rate or
  unit word stands after the upper end only ("$1.85-2.05 per GPU-hour",
  "$650–$750 each", "每卡每小时1.98～2.58元" is found by the extractor as one
  figure each), so when the upper end is a system's price and the lower end
  is no claim of its own, the lower end is that system's price too, with its
  own value and qualifier (``>=``; ``~`` under 约).
- "between $15,000 and $20,000", "介于1万与2万美元之间", "在12元到15元之间" are ranges as much as
  "$15,000-$20,000" (``between_and``).
- "…now runs $55.04 an hour, down from $98.32", "clear at $1.85-2.05, down from
  roughly $2.40": an amount right after "down/up from" in a sentence whose
  claim before it is a price is the earlier price of the same thing: that
  claim's system's price (``earlier_price``).
- "H800则由每小时24元降至18元", "由38港元下调至28港元", "was cut from $3.10 to $2.49": an amount
  right after "down/up to" (降至, 下调至, 涨至, cut to) whose sentence's claim just before it is a
  price is the same thing's price at another time: that claim's system's price (``earlier_price``).
- A currency conversion in parentheses right after an amount ("around 180,000
  yuan ($24,800)", "约300万美元（约新台币9,800万元）") is one claim stated twice:
  GOLD.md keeps the more precise figure, the one with more significant digits
  (24,800 over 180,000; 9,800万 over 300万); on a tie, and for the end of a
  range ("1万至1万2000美元（约新台币36万8000元）": the conversion is of one end
  only), the figure outside (``conversions``).  The claim is read at the figure
  outside (its price word, its system) and takes the value inside.
- The other way round, the upper end of a range whose lower end is a price
  ("报价…；A100 80GB则在4.5元到6元": the lower end continues the price of the
  clause before, the upper end has no price word) is the same system's price.
- An investment stated for a named system is its price ("“天穹一号”总投资约3.6亿元", 總經費, 总投入: price
  cues); a total spent on many units is a mention (GOLD.md): when the system nearest before the investment
  word is counted in units ("配备64张MTT S5000，平台总投资约1.35亿元", "共1,120颗H200 GPU，建置总经费约16亿元",
  "4,000 H100 GPUs; total investment of $300 million"), the amount is what the units cost, no claim
  (``bought_units``) -- unless the sentence's subject is a system the units make up: the system named first,
  before the units ("“启明二号”…配备64张MTT S5000，平台总投资约1.35亿元"), or a back-reference to the sentence
  before ("该系统采用…1,120颗H200 GPU，建置总经费约16亿元"): the investment is that system's price.
- A conversion of a range is a conversion of both its ends: when the lower end restates the amount
  before it in another currency ("25万至30万美元之间，约合人民币180万至215万元", ``alternates``), its upper
  end is no claim either (``converted_ends``).
- Whose price: the system right before a participle of pricing ("…, with Bow Pod64 priced at $599,000"),
  not the sentence's first; the system an English appositive describes ("priced its Cray XD670, an
  eight-way H200 machine, at around $360,000"), not the one inside it (``price_subject``; words in
  data/price_phrases.csv).
- A rate per hour of a named system is that system's price ("Lambda advertises $2.49 per H100-hour",
  "$6 to $8 per B200-hour") (``rated_system``).
- A rate restated as a total over a period is one claim in two units (GOLD.md), the rate kept:
  "$3.60 per GPU-hour, or roughly $189,000 a month for all 72 GPUs", "at $2.10/GPU-hour, so roughly
  $24,500 a month", "每卡每小时2.1美元，即每月约1.5万美元" (``restated_rates``; words in
  data/price_phrases.csv).
- A price per unit of the parts counted before it is the price of the counted system: "paid €36 million
  for 1,016 B200 GPUs, or about €35,400 per GPU", "搭载8颗H100的a3-megagpu-8g…，换算单颗GPU每小时约11美元"
  (``unit_system``; words in data/price_phrases.csv).
- What a run or a task costs is no system's price (GOLD.md: only what a system costs): "a single
  half-hour run at that scale costs north of $24,000", "单次任务反而4090最便宜，大概6.6元一次"
  (``task_cost``; words in data/price_phrases.csv).
- An amount spent on a count of units named after it is what many units cost, no claim (GOLD.md):
  "will spend about 150 billion yen ($970 million) over two years to buy more than 4,000 … GPUs in Nvidia
  DGX B200 systems", "斥资3亿元采购了1,024颗H200" (``bought_after``; words in data/price_phrases.csv).
- The baseline's own price: an amount in what a price claim before it in its sentence is compared
  against is the price of the system it is for ("…at $4 million, against roughly $3.1 million for a GB200
  NVL72", "比前一代GB200 NVL72的约335万美元高出一成多") (``baseline_price``).
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from pipeline.link.comparison_words import past_modifiers
from pipeline.link.parts import counted, part_count_words
from pipeline.link.word_lists import price_phrases
from pipeline.types import Claim, Mention

_BETWEEN = re.compile(r"\bbetween\s(?:about\s|around\s|roughly\s)?(?:US|NT|HK|A|C|S)?\$?\s?$|(?:介于|在)\s?$",
                      re.IGNORECASE)
_AND = re.compile(r"\s?(?:and|与|和|到)\s?(?:US|NT|HK|A|C|S)?\$?\s?", re.IGNORECASE)  # 在a到b之间 too
_FROM = re.compile(r"\b(?:down|up|lower|higher|cut|dropped|fell|rose|falling|rising|reduced)\s(?:sharply\s)?from\s"
                   r"(?:about\s|around\s|roughly\s|nearly\s|some\s|approximately\s)?(?:US|NT|HK|A|C|S)?$", re.IGNORECASE)
_FROM_REACH = 40
# "由24元降至18元", "cut from $3.10 to $2.49": the amount after it is the price the one before became
_TO = re.compile(r"(?:(?:降|跌|减|涨|升|增|回落|下调|上调|调降|调升|调低|调高|下降|上涨|降低|提高|压低|拉高)(?:至|到|为)"
                 r"|\b(?:down|up|cut|lowered|reduced|dropped|fell|rose|raised|increased|slashed)\s(?:\S+\s)?to)"
                 r"\s?(?:约|大约|仅|只有|about\s|around\s|roughly\s|just\s)?(?:US|NT|HK|A|C|S)?$", re.IGNORECASE)
_TO_REACH = 24  # the claim before ends at most this far before the amount
_BETWEEN_REACH = 16
_PAREN = re.compile(r"\s?[(（]\s?(?:约|约合|合|约为|相当于|about|approximately|approx\.?|roughly|around|~|≈)?\s?", re.IGNORECASE)
_PAREN_REACH = 24  # characters before the lower end that may hold "between"
# an investment word right before an amount (the linker reads Simplified): a total, or a system's price
_INVEST = re.compile(r"(?:总投资|总经费|总投入|投资|\binvest(?:ment|ed)?\b)(?:[^\d。；;]{0,8})$", re.IGNORECASE)
_INVEST_REACH = 16
# a count of units right before a system's name: "64张", "1,120颗", "140台" (the part-count words of
# part_counts.csv), "4,000 " (an English count)
@lru_cache(maxsize=1)
def _units() -> re.Pattern:
    return re.compile(rf"(?:\d[\d,.]*\s?[万千百]?\s?(?:{part_count_words('zh')})[^\d，。,;；]{{0,6}}|\b\d[\d,]*\s)$")


_UNITS_REACH = 14
# after the amount compared against: the system it is for ("for a GB200 NVL72", "for Nvidia's B200")
_FOR = re.compile(r"\s(?:for|of)\s(?:[A-Z][\w-]*['’]s\s)?")
_FOR_REACH = 48
_WHOSE = re.compile(r"\s?的\s?(?:约|大约|近|逾|超过)?\s?")  # 比X的约335万美元: X's amount

def between_and(text: str, a: Mention, b: Mention) -> bool:
    """``a`` and ``b`` are the ends of "between a and b" (介于a与b之间)."""
    if _AND.fullmatch(text, a.end, b.start) is None:
        return False
    if _BETWEEN.search(text, max(0, a.start - _BETWEEN_REACH), a.start) is None:
        return False
    if text[max(0, a.start - _BETWEEN_REACH):a.start].rstrip().endswith("在"):  # 在a和b之间: 之间 must follow
        return text.startswith("之间", b.end) or text.startswith(" 之间", b.end)
    return "到" not in text[a.end:b.start] or text.startswith("之间", b.end)  # 介于a到b之间


def range_low(low: Mention, upper: Claim, qualifier: str) -> Claim | None:
    """The lower end ``low`` of a range whose upper end is the price claim ``upper``: its claim."""
    if upper.metric != "price" or low.type != "price" or low.unit != upper.unit or low.value > upper.value:
        return None
    rule = upper.rule.replace("price/price:", "price/price:range-low:", 1)
    return replace(upper, value=float(low.value), qualifier=qualifier, start=low.start, end=low.end, rule=rule)


def earlier_price(text: str, q: Mention, prev: Claim | None, upper_end: bool = False) -> Claim | None:
    """The price claim ``prev`` (the last of the sentence) when amount ``q`` is its earlier price
    ("…, down from $98.32"), its later price ("由24元降至18元") or the upper end of the range whose lower end ``prev`` prices
    (``upper_end``: "A100则在4.5元到6元" after the price word of the clause before), else None."""
    if prev is None or prev.metric != "price" or prev.unit != q.unit or not prev.system or q.type != "price":
        return None
    if upper_end and prev.value <= q.value:
        return prev
    if prev.end <= q.start and q.start - prev.end <= _TO_REACH and _TO.search(text, prev.end, q.start):
        return prev  # "由每小时24元降至18元": the later price of the same thing
    return prev if _FROM.search(text, max(0, q.start - _FROM_REACH), q.start) else None


def significant_digits(value: float) -> int:
    """The significant digits of an amount as written (24800: 3, 180000: 2, 8.2e6: 2)."""
    digits = f"{abs(value):.12g}".split("e")[0].replace(".", "").strip("0")
    return len(digits) or 1


def conversions(text: str, qs: list[Mention], ranged) -> dict[int, int]:
    """{i: j}: the price ``qs[i]`` is restated in another currency in parentheses by ``qs[j]`` (j = i + 1)
    with more significant digits, and the claim of ``qs[i]`` takes ``qs[j]``'s figure.  ``ranged(a, b)``:
    the two figures are the ends of a range."""
    out = {}
    for i in range(len(qs) - 1):
        a, b = qs[i], qs[i + 1]
        if a.type != "price" or b.type != "price" or a.unit == b.unit or b.start - a.end > _PAREN_REACH:
            continue
        if not _PAREN.fullmatch(text, a.end, b.start) or (i > 0 and ranged(qs[i - 1], a)):
            continue
        if significant_digits(b.value) > significant_digits(a.value):
            out[i] = i + 1
    return out


def with_figure(claim: Claim, figure: Mention) -> Claim:
    """``claim`` with the value, unit and place of ``figure`` (the conversion it keeps)."""
    return replace(claim, value=float(figure.value), unit=figure.unit, start=figure.start, end=figure.end)


def counted_units(text: str, m: Mention) -> bool:
    """System mention ``m`` is counted in units ("64张MTT S5000", "4,000 H100 GPUs")."""
    return _units().search(text, max(0, m.start - _UNITS_REACH), m.start) is not None


def bought_units(text: str, q: Mention, referred: bool, here: list[Mention], before: list[Mention]) -> str | None:
    """Amount ``q`` follows an investment word and ``here`` (the system mentions of its sentence before it)
    ends with a system counted in units: the system whose price it is (the sentence's subject, named first
    or referred back to), '' when none (what many units cost, no claim); None when it is no such amount."""
    if _INVEST.search(text, max(0, q.start - _INVEST_REACH), q.start) is None or not here or not counted_units(text, here[-1]):
        return None
    if referred:  # the sentence opens with a back-reference (该系统, the system: this_one cues)
        return before[0].value if before else ""
    first = here[0]
    return first.value if first is not here[-1] and not counted_units(text, first) else ""


def baseline_price(text: str, q: Mention, base, prev: Claim | None, systems) -> Mention | None:
    """The system whose price amount ``q`` is, when ``q`` is what the price claim ``prev`` before it in its
    sentence is compared against (``base``: the baseline of ``q``): the system named right after it
    ("against roughly $3.1 million for a GB200 NVL72"), the one named in what is compared against before it
    ("against an H100 street price that has slipped to about $22,000") or, in Chinese, right before it with
    的 ("比前一代GB200 NVL72的约335万美元"); else None."""
    if prev is None or prev.metric != "price" or prev.unit != q.unit or q.type != "price" or base.span is None \
            or prev.end > q.start:
        return None
    if base.systems and base.span[1] <= q.start:
        whose = base.systems[-1]
        return whose if _WHOSE.fullmatch(text, whose.end, q.start) else None
    if not base.span[0] <= q.start < base.span[1]:
        return None
    named = [m for m in base.systems if base.span[0] <= m.start and m.end <= q.start]
    if named:  # "…, against an H100 street price that has slipped to about $22,000"
        return named[-1]
    m = _FOR.match(text, q.end)
    after = systems.first(q.end, q.end + _FOR_REACH) if m else None
    if after is None or past_modifiers(text, m.end(), after.start) != after.start:
        return None
    return after


def converted_ends(qs: list[Mention], skip: set[int], ranged) -> set[int]:
    """The upper ends of ranges whose lower end ``qs[i]`` (``i`` in ``skip``) restates the amount before
    it in another currency: they restate it too ("…约合人民币180万至215万元")."""
    return {i + 1 for i in skip if 0 < i < len(qs) - 1 and qs[i - 1].type == qs[i].type == qs[i + 1].type == "price"
            and qs[i - 1].unit != qs[i].unit == qs[i + 1].unit and ranged(qs[i], qs[i + 1])}


def _phrase_words(lang: str, kind: str) -> str:
    return "|".join(re.escape(w) for w in sorted(price_phrases(lang, kind), key=len, reverse=True))


@lru_cache(maxsize=1)
def _priced() -> re.Pattern:
    """From the end of a system's name to an amount: "priced at", "is listed at about", ", offered for"."""
    words = _phrase_words("en", "priced")
    return re.compile(rf"\s?,?\s(?:(?:is|was|are|were|now|currently|also|being)\s){{0,2}}(?:{words})\s(?:at|for|from)\s"
                      r"(?:about\s|around\s|roughly\s|approximately\s|just\s|under\s)?(?:US|NT|HK|A|C|S|RMB\s?)?$",
                      re.IGNORECASE)


_APPOSITIVE = re.compile(r",\s(?:an?|the)\s[^,;]{0,30}$", re.IGNORECASE)  # "its Cray XD670, an eight-way "
_APPOSITIVE_END = re.compile(r"[^,;.]{0,24},")  # " machine, at around"


def price_subject(text: str, q: Mention, here: list[Mention], chosen: str) -> str | None:
    """English: a system that the words around it make the one priced by amount ``q``, where the
    sentence's subject ``chosen`` is not ("…, with Bow Pod64 priced at $599,000"; "priced its Cray
    XD670, an eight-way H200 machine, at"); ``here``: the sentence's systems before ``q``.  None when
    nothing says so."""
    if not here:
        return None
    if _priced().fullmatch(text, here[-1].end, q.start):
        return here[-1].value
    k = next((k for k in range(len(here) - 1, -1, -1) if here[k].value == chosen), None)
    m = here[k] if k is not None else None
    if m is not None and k > 0 and _APPOSITIVE.fullmatch(text, here[k - 1].end, m.start) \
            and _APPOSITIVE_END.match(text, m.end, q.start):
        return here[k - 1].value  # "its Cray XD670, an eight-way H200 machine, at around $360,000"
    return None


_PER = re.compile(r"\s?(?:per|/)\s?", re.IGNORECASE)  # "$2.49 per H100-hour", "$2.49/H100-hr"
_SYSTEM_TIME = re.compile(r"[- ]?(?:hour|hr|month)s?\b", re.IGNORECASE)
_PER_REACH = 6


def rated_system(text: str, q: Mention, systems) -> Mention | None:
    """The system that amount ``q`` is a rate per hour (or month) of ("$2.49 per H100-hour"), else None."""
    m = systems.first(q.end, q.end + _PER_REACH)
    if m is None or not _PER.fullmatch(text, q.end, m.start) or not _SYSTEM_TIME.match(text, m.end):
        return None
    return m


@lru_cache(maxsize=1)
def _restated() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    """(English gap after a rate, English period after the total, Chinese gap, Chinese rate before)."""
    w = {(lang, kind): _phrase_words(lang, kind) for lang in ("en", "zh") for kind in ("restate", "period", "hour")}
    qual = r"(?:roughly|about|around|some|approximately|nearly|almost)"
    en_gap = re.compile(rf"\s?(?:/|per\s|an?\s)[\w-]{{0,14}}?(?:{w['en', 'hour']})s?\b[^,;.]{{0,24}}?,\s"
                        rf"(?:{w['en', 'restate']})\s{qual}\s(?:US|NT|HK|A|C|S)?$", re.IGNORECASE)  # an estimate: "or roughly"
    en_period = re.compile(rf"\s?(?:a|an|per|/|each)\s?(?:{w['en', 'period']})\b", re.IGNORECASE)
    zh_gap = re.compile(rf"(?:\s?/\s?(?:{w['zh', 'hour']}))?[^，,；;。\d]{{0,8}}[，,]\s?"
                        rf"(?:(?:{w['zh', 'restate']})\s?(?:{w['zh', 'period']})(?:下来)?|(?:{w['zh', 'period']})下来)"
                        rf"(?:约|大约|近|约为|为)?\s?$")
    zh_rate = re.compile(rf"(?:每[^，,；;。\d]{{0,6}}(?:{w['zh', 'hour']})(?:约|为|约为)?\s?$)")
    return en_gap, en_period, zh_gap, zh_rate


_RESTATE_REACH = 48


def restated_rates(text: str, qs: list[Mention]) -> set[int]:
    """Indexes of amounts that restate the rate just before them as a total over a period ("$3.60 per
    GPU-hour, or roughly $189,000 a month"; "每卡每小时2.1美元，即每月约1.5万美元"): no claims of their own."""
    en_gap, en_period, zh_gap, zh_rate = _restated()
    out = set()
    for i in range(len(qs) - 1):
        a, b = qs[i], qs[i + 1]
        if a.type != "price" or b.type != "price" or a.unit != b.unit or not 0 <= b.start - a.end <= _RESTATE_REACH:
            continue
        if en_gap.fullmatch(text, a.end, b.start) and en_period.match(text, b.end):
            out.add(i + 1)
        elif zh_gap.fullmatch(text, a.end, b.start) and (zh_rate.search(text, max(0, a.start - 12), a.start)
                                                         or text[a.end:b.start].lstrip().startswith("/")):
            out.add(i + 1)
    return out


@lru_cache(maxsize=1)
def _per_unit() -> tuple[re.Pattern, re.Pattern]:
    """(English: "per GPU" right after an amount; Chinese: 单颗GPU每小时约 right before one)."""
    en = re.compile(rf"\s?(?:per|a|/)\s?(?:{_phrase_words('en', 'unit')})s?\b(?![-/]?\s?(?:hour|hr|h)\b)", re.IGNORECASE)
    zh = re.compile(rf"(?:{_phrase_words('zh', 'unit')})\s?(?:GPU|芯片|显卡|加速卡|卡)?\s?"
                    r"(?:每小时|每月)?\s?(?:约|大约|约为|为|仅|只要)?\s?$")
    return en, zh


_UNIT_REACH = 16


def unit_system(text: str, q: Mention, here: list[Mention], lang: str) -> Mention | None:
    """The system counted in units before amount ``q`` in its sentence (``here``: the systems before it)
    when ``q`` is the price of one unit ("…for 1,016 B200 GPUs, or about €35,400 per GPU"), else None."""
    en, zh = _per_unit()
    if lang == "en" and not en.match(text, q.end):
        return None
    if lang != "en" and not zh.search(text, max(0, q.start - _UNIT_REACH), q.start):
        return None
    return next((m for m in reversed(here) if counted_units(text, m) or counted(text, m, lang)), None)


@lru_cache(maxsize=1)
def _task() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """(English: a run as the subject of a cost verb before an amount; "per run" after it;
    Chinese: a task word before the amount in its clause, or 一次 right after it)."""
    en, zh = _phrase_words("en", "task"), _phrase_words("zh", "task")
    qual = r"(?:about|around|roughly|some|nearly|north\sof|over|more\sthan|under|less\sthan|just)"
    before = re.compile(rf"\b(?:{en})\b(?!\sby\b)[^,;.$]{{0,30}}?\b(?:costs?|would\scost|will\scost|comes\sto|"
                        rf"came\sto)\s(?:{qual}\s){{0,2}}(?:US|NT|HK|A|C|S)?$", re.IGNORECASE)
    after = re.compile(rf"\s?(?:per|a|each)\s(?:{en})\b|\s?(?:{zh})(?![\u4e00-\u9fff]{{0,2}}(?:性能|速度))")
    zh_before = re.compile(rf"(?:{zh})(?!性)[^，,；;。\d]{{0,14}}$")  # not 一次性 (at once)
    return before, after, zh_before


_TASK_REACH = 48


def task_cost(text: str, q: Mention, clause: tuple[int, int], lang: str) -> bool:
    """Amount ``q`` is what a run or a task costs ("a single half-hour run … costs north of $24,000",
    "…大概6.6元一次"), not what a system costs."""
    before, after, zh_before = _task()
    lo = max(clause[0], q.start - _TASK_REACH)
    if lang == "en":
        return bool(before.search(text, lo, q.start) or after.match(text, q.end))
    return bool(zh_before.search(text, lo, q.start) or after.match(text, q.end))


@lru_cache(maxsize=1)
def _bought() -> tuple[re.Pattern, re.Pattern]:
    """(English, Chinese): from the end of an amount to a count of units it is spent on."""
    en = re.compile(rf"(?:\s?\([^()]{{0,40}}\))?[^.;:]{{0,30}}?\b(?:{_phrase_words('en', 'buy')})\s"
                    r"(?:(?:more\sthan|over|about|nearly|some|up\sto|roughly|around|a\stotal\sof)\s)?(?P<n>\d[\d,]*)\s",
                    re.IGNORECASE)
    zh = re.compile(rf"[^。；;，,]{{0,8}}?(?:{_phrase_words('zh', 'buy')})了?\s?(?:超过|逾|约|近|共)?\s?(?P<n>\d[\d,]*)\s?"
                    rf"(?:{part_count_words('zh')})")
    return en, zh


def bought_after(text: str, q: Mention, lang: str) -> bool:
    """Amount ``q`` is spent on a count of two or more units named after it ("…to buy more than 4,000
    GPUs", "斥资3亿元采购了1,024颗H200"): what many units cost, no claim."""
    m = _bought()[0 if lang == "en" else 1].match(text, q.end)
    return m is not None and int(m.group("n").replace(",", "") or 0) >= 2
