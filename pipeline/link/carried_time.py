"""A system's time in a sentence that names neither a workload nor training, right after one that does.

"我们测试了BERT训练。DGX A100用了18.2分钟。", "Let's do Llama 2 70B LoRA. The fastest eight-GPU entry
was a DGX B200 at 11.6 minutes. Lenovo's ThinkSystem SR780a V3, … came in at 12.1 minutes." (probe9 half
A x13; the brief's "On the DGX A100: 27.6 minutes."): the sentence before says what was timed, so the
time is a time to train (GOLD.md: a claim carries the workload of its context).  Precision first: the
sentence names a system before the time, in the same paragraph as the one before, and that one is not a
heading and either holds a time-to-train claim or names a workload ("在GPT-3 175B這類大型模型上，新架構的
優勢更大。…H100叢集約需64分鐘" probe6 half A u29).  The linker's other
checks (latencies, setup and other work) still apply.
"""
from __future__ import annotations

from pipeline.types import Mention

_REACH = 80  # the system stands at most this far before the time


def carried_time(layout, si: int, q: Mention, systems, refs, cues, last_claim: dict) -> bool:
    """Time ``q`` of sentence ``si`` is a time to train by the sentence before (see the module)."""
    if q.type != "time" or si == 0:
        return False
    s, prev = layout.sentences[si], layout.sentences[si - 1]
    if prev.heading or prev.paragraph != s.paragraph or not systems.any_between(max(s.start, q.start - _REACH), q.start):
        return False
    claim = last_claim.get(si - 1)
    if claim is not None and claim.metric == "train_time":
        return True
    return refs.any_between(prev.start, prev.end)
