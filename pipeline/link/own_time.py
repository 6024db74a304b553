"""A cut in the time to train against the same system's earlier time (stage 4 of linking, after the
system is found): a ``perf_gain`` (GOLD.md: improvement over its own earlier result).

"去年同一项目上，Eos的成绩是11.4分钟，本轮用时缩短了约68%" (probe7 half A v19): the sentence states the
system's earlier time, and the cut after it names no baseline of its own.  The same reading where the
baseline refers back to the subject ("较其去年11月…创下的3.92分钟又缩短了约12%", probe3 half A r02,
perf_gain in its gold) is the linker's own (``names_itself``).  A cut against an earlier time that no
system is named for ("较去年11月同样架构的3.92分钟缩短了约12%", probe1 p12: a speedup in its gold) stays a
speedup.

It takes: the percentage follows a time of the same sentence whose claim is a time to train of the
same system, a cut word stands between the two, and a word of an earlier round or year (cue category
``own_baseline``) stands in the sentence before the cut.
"""
from __future__ import annotations


def own_time_cut(q, before, earlier_claim, system: str, cues, earlier_round: bool) -> bool:
    """Percentage ``q`` cuts the time of ``before`` (the figure before it in its sentence), which is
    ``earlier_claim`` (the last claim of the sentence), a time to train of ``system``.  ``cues``: the
    cues of the sentence (a ``Spans``); ``earlier_round``: the sentence has a word of an earlier round."""
    if not earlier_round or q.unit != "%" or before is None or before.type != "time" or earlier_claim is None or not system:
        return False
    if earlier_claim.metric != "train_time" or earlier_claim.start != before.start or earlier_claim.system != system:
        return False
    between = cues.between(before.end, q.start)
    if not any(c.category == "cut" for c in between) or any(c.category in ("speed", "baseline_before", "lag")
                                                            for c in between):
        return False
    return earlier_round
