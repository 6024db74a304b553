"""Words that tell what a baseline is: the same system's earlier result, round or software (own),
another generation, an architecture; and the cue-word regexes the linker's stages share
(categories own_baseline, generation in data/cues_*.csv, data/architectures.csv)."""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import read_table
from pipeline.link.cues import words_of

_VERSION = re.compile(r"[vV]\d+\.\d+|\b\d\.\d\b")  # a round or a release (v1.0, 3.1)
_PRODUCT_VERSION = re.compile(r"(?:the\s)?[vV]\d+[a-z]?", re.IGNORECASE)  # a baseline "v4", "the v5e": a product generation
_NTH_GENERATION = re.compile(r"第[一二三四五六七八九十\d]{1,3}代|\b(?:first|second|third|fourth|fifth|sixth|seventh|"
                             r"eighth|ninth|tenth|\d+(?:st|nd|rd|th))[- ]gen(?:eration)?\b", re.IGNORECASE)
_DATE = re.compile(r"(?:19|20)\d\d\s?年|\d{1,2}\s?月|\b(?:January|February|March|April|June|July|August|September|"
                   r"October|November|December)\b|\b(?:19|20)\d\d\b")


def words_regex(category: str) -> re.Pattern:
    """The cue words of ``category`` in both languages; Latin words stand as whole words."""
    return _whole_words({w for lang in ("zh", "en") for w in words_of(lang, category)})


def _whole_words(words) -> re.Pattern:
    """One regex of ``words``, longest first; Latin words stand as whole words."""
    words = sorted(words, key=len, reverse=True)
    return re.compile("|".join(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])" if w.isascii() else re.escape(w)
                               for w in words), re.IGNORECASE)


@lru_cache(maxsize=1)
def _own_regex() -> re.Pattern:
    return words_regex("own_baseline")


@lru_cache(maxsize=1)
def _generation_regex() -> re.Pattern:
    return words_regex("generation")


def is_generation(text: str) -> bool:
    """``text`` names another generation (上一代, 第五代, the previous generation, its predecessor)."""
    return bool(_generation_regex().search(text) or _NTH_GENERATION.search(text)
                or _PRODUCT_VERSION.fullmatch(text.strip()))


def is_own(text: str) -> bool:
    """``text`` (a baseline as written) is the same system's earlier result, round or software, or
    a date ("相比2025年1月": the system as it was then)."""
    if is_generation(text):
        return False
    return bool(_VERSION.search(text) or _DATE.search(text) or _own_regex().search(text))


@lru_cache(maxsize=1)
def _itself_regex() -> re.Pattern:
    return _whole_words(r["word"] for r in read_table("own_result_words.csv", ["word"]))


def names_itself(text: str) -> bool:
    """``text`` (a baseline as written) says the earlier result was the system's own ("鼎崴自家在上一轮…",
    "我们去年测试时", "its own result last year"), not merely an earlier round's (data/own_result_words.csv)."""
    return bool(_itself_regex().search(text))


def no_letter_before(words) -> str:
    r"""``(?<![A-Za-z])(?:w1|w2|…)`` written as ``(?:W(?<![A-Za-z][\s\S])ORD|…)``: each word's first
    character, then the look-behind (past it), then the rest.  The same matches, but a pattern that
    opens with a character lets the regex engine jump to the places where one of the words can start."""
    return "(?:" + "|".join(re.escape(w[0]) + r"(?<![A-Za-z][\s\S])" + re.escape(w[1:]) for w in words) + ")"


@lru_cache(maxsize=1)
def architecture_regex() -> re.Pattern:
    """Architecture and generation names (data/architectures.csv), as whole words."""
    names = sorted((r["name"] for r in read_table("architectures.csv", ["name", "vendor"])), key=len, reverse=True)
    return re.compile(no_letter_before(names) + r"(?![A-Za-z0-9])")


# the words that may stand before the system a share is of ("of an eight-GPU HGX H200 system", "the
# rate of the previous-gen Xeon 8380", "of a comparable 8-GPU DGX H100"): an article, a size, a kind
_EN_MODIFIERS = re.compile(r"(?:(?:an?|the|one|single|dual|comparable|similar|equivalent|"
                           r"[\w.]+-(?:gpu|chip|card|node|socket|way|accelerator)s?|\d+\s?x|"
                           r"(?:previous|prior|last|older)-gen(?:eration)?)\s+){1,3}", re.IGNORECASE)


def past_modifiers(text: str, start: int, end: int) -> int:
    """Where the name after ``start`` begins, past the article and size words before it (at most three)."""
    m = _EN_MODIFIERS.match(text, start, end)
    return m.end() if m else start


_EN_ARTICLE = re.compile(r"\s(?:the|an?)\s", re.IGNORECASE)


def named_after(text: str, end: int, limit: int) -> int | None:
    """Where a name right after a figure ending at ``end`` begins, when an article stands between them
    ("~2.6x the A100", "3.2x an 8x H100 box": the system the figure is a multiple of); None without
    the article ("3x H100" counts chips)."""
    m = _EN_ARTICLE.match(text, end, limit)
    return past_modifiers(text, m.start() + 1, limit) if m else None
