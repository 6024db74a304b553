"""Claims that name no system, no benchmark and no system compared against.

The linker drops such a figure (a market's growth, "its speed rose 30%": nothing it could be a
claim about), except in the shapes GOLD.md keeps with an empty system ("system ... may be empty
when the document does not say"):

- more work for the money against a reference that is no named system ("整体方案每万元训练性能较
  招标文件基准配置高出约18%", "每万元投入的训练性能较招标参考机型高出约20%": probe8 A w05, w23, two
  sites): a ``perf_per_dollar`` whose baseline is written but names no system, no earlier result of
  its own and no generation;
- every generation of a line against the one before ("每一代的訓練速度大約都是上一代的2到3倍": probe6 A
  u29; "expect each generation to deliver 2 to 3 times the real-world training speed of the one
  before": probe7 A v17): a ``speedup`` over a generation in a sentence whose subject is every
  generation (kind ``every_generation`` of data/unnamed_words.csv, before the figure), over a
  baseline that is a generation, or that is written after the figure as the one before (kind
  ``previous``: "of the one before").

Also here: ``says_itself``, a word between two figures that makes the later one the system's own
gain (kind ``itself``): "… 2x faster than the A100 and improved its own results by 50%".
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words

KINDS = ("every_generation", "previous", "itself")


@lru_cache(maxsize=4)
def _regex(kind: str) -> re.Pattern:
    words = lang_kind_words("unnamed_words.csv", KINDS)
    parts = [alternation(words.get((lang, kind), ()), lang) for lang in ("zh", "en") if words.get((lang, kind))]
    return re.compile("|".join(f"(?:{p})" for p in parts) or r"(?!)", re.IGNORECASE)


def unnamed_metric(text: str, start: int, q, end: int, metric: str, base) -> str | None:
    """The metric of figure ``q`` (its sentence ``start``..``end``), a claim naming nothing (no system,
    benchmark, system compared against), when GOLD.md keeps it with an empty system; else None.
    A per-dollar figure against a written reference; every generation's gain over the one before."""
    if metric == "perf_per_dollar":
        return metric if base.text and not base.own and not base.generation else None
    if metric in ("speedup", "perf_gain") and _regex("every_generation").search(text, start, q.start) \
            and (base.generation or (not base.found and _regex("previous").search(text, q.end, end))):
        return "speedup"
    return None


def says_itself(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` says the baseline is the system itself ("its own", 自身)."""
    return _regex("itself").search(text, start, end) is not None
