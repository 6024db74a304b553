""""The new one" as the subject of a figure's clause (stage 6 of linking, read by ``subjects``).

"RTX 5090D单张出图用时2.9秒，RTX 4090D为4.4秒，新卡快了约52%", "若改用團隊原有的A100集群，…，新平台的
訓練速度約為舊集群的2.6倍", "ABCI 3.0…導入了約6,000張H200，…新系統的AI運算效能是上一代ABCI 2.0的7倍以上",
"…, so the new card is about 52% faster": the clause names no system, its subject is a word for the
new system (新卡, 新平台, the new card) -- not the system named nearest before it, which is often
the one compared with.  The new one is the first system its sentence names that is not marked as
the old or existing one (原有的A100集群, 现有台湾杉二号, the existing cluster); where the sentence names
none such, the subject of one of the sentences before ("利用中心的256張H800，花了約11天完成…").

The words are in data/new_one_words.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

KINDS = ("new", "lead", "old")
_OLD_REACH = 8  # an old word ends at most this far before the system's name


def _words() -> dict[tuple[str, str], tuple[str, ...]]:
    return lang_kind_words("new_one_words.csv", KINDS)


def _alternation(lang: str, kind: str) -> str:
    return alternation(_words().get((lang, kind), ()), lang)


@lru_cache(maxsize=2)
def _opening(lang: str) -> re.Pattern:
    """The new word at a clause's start, after the comma that opens it, lead words (而, so, and) and spaces."""
    return re.compile(rf"[\s,，;；:：]*(?:(?:{_alternation(lang, 'lead')})\s*[,，]?\s*)*(?:{_alternation(lang, 'new')})",
                      re.IGNORECASE)


@lru_cache(maxsize=2)
def _old(lang: str) -> re.Pattern:
    return re.compile(rf"(?:{_alternation(lang, 'old')})(?:的|\s)?(?:[A-Za-z]+\s)?$", re.IGNORECASE)


def _lang(lang: str) -> str:
    return "en" if lang == "en" else "zh"


def opens_with_new_one(text: str, clause_start: int, pos: int, lang: str) -> bool:
    """The clause starting at ``clause_start`` opens with a word for the new system, before ``pos``."""
    m = _opening(_lang(lang)).match(text, clause_start, pos)
    return m is not None


def marked_old(text: str, m: Mention, lang: str) -> bool:
    """System mention ``m`` is marked as the old or existing one (原有的A100, the existing A100)."""
    return _old(_lang(lang)).search(text, max(0, m.start - _OLD_REACH), m.start) is not None
