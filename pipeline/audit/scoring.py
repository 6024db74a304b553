"""The scoring rules of GOLD.md, as pure functions over validated rows.

Choices, stated so they can be checked:

* Sets per document.  Rows are deduplicated on their key before anything is
  counted: a mention on (doc_id, type, unit, name key) for system/benchmark
  and (doc_id, type, unit, number) otherwise; a result on (doc_id,
  key(system), key(benchmark), metric, unit, number).  Numbers are compared
  exactly here, so two gold rows 10.94 and 11 stay two rows even though they
  are within tolerance of a third number.  A name key is lower case with only
  ``str.isalnum`` characters kept (``DGX-A100`` and ``dgx a100`` are
  ``dgxa100``; Chinese letters survive).  The qualifier is not part of a
  result's key (it is scored apart), so ``9 >`` and ``9 =`` in one document
  are one row (the first one read is kept).
* Tolerance: numbers ``a`` and ``b`` agree when
  ``|a - b| <= 0.005 * max(|a|, |b|)`` (plus 1e-9 relative slack for binary
  rounding, so exactly 0.5 % apart counts as agreeing).  100 and 100.4
  (0.4 %) agree; 100 and 100.6 (0.6 %) do not.
* Matching is one-to-one inside a group: rows with equal (doc_id, type, unit,
  name key) for mentions, (doc_id, key(system), key(benchmark), metric,
  unit) for results; within a group a gold row and a prediction can be
  paired when their numbers agree (names: always, the key is in the group).
  The pairing is a maximum matching, found exactly: the bipartite graph is cut
  into connected components and each component is searched exhaustively
  (components have a handful of rows; one larger than
  :data:`EXHAUSTIVE_LIMIT` on a side falls back to augmenting paths, still a
  maximum matching).  Among maximum matchings the one with the smallest total
  relative distance is taken, then the one with most equal qualifiers, then
  the first in file order.  The number matched is therefore the same for
  precision and recall, and does not depend on the tie-breaks.
* Scope: only the types (mentions) or metrics (results) that occur in the
  gold table are scored, on the documents that occur in either gold table.
  Predicted rows of other types/metrics or other documents are ignored.
* Precision = matched / predicted, recall = matched / gold, F1 = 2PR/(P+R);
  a rate whose denominator is 0 is 0.0, and F1 is 0.0 when P + R = 0.
  Totals are micro-averaged over every scored row of the table.
* Qualifier accuracy = equal qualifiers / matched result pairs; None when
  nothing matched.
* Per rule: every scored predicted row (before deduplication, so a rule that
  repeats a correct row is credited each time) counts as right when the
  distinct row it belongs to was matched, wrong otherwise.  An empty rule
  is shown as ``(none)``.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from pipeline.audit.gold import KINDS, Row
from pipeline.schema import RELATIVE_TOLERANCE

_SLACK = 1e-9
EXHAUSTIVE_LIMIT = 6


def agree(a: float | None, b: float | None) -> bool:
    """Numbers within 0.5 % of the larger magnitude (names: None and None agree)."""
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= (RELATIVE_TOLERANCE + _SLACK) * max(abs(a), abs(b))


def distance(a: float | None, b: float | None) -> float:
    if a is None or b is None:
        return 0.0
    m = max(abs(a), abs(b))
    return abs(a - b) / m if m else 0.0


@dataclass
class Counts:
    n_gold: int = 0
    n_pred: int = 0
    n_match: int = 0

    @property
    def precision(self) -> float:
        return self.n_match / self.n_pred if self.n_pred else 0.0

    @property
    def recall(self) -> float:
        return self.n_match / self.n_gold if self.n_gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def to_dict(self) -> dict:
        return {"precision": self.precision, "recall": self.recall, "f1": self.f1,
                "n_gold": self.n_gold, "n_pred": self.n_pred}


@dataclass
class TableScore:
    """Everything the audit knows about one table."""

    table: str
    kinds: list[str]  # scored types/metrics, in GOLD.md's order
    docs: list[str]  # scored documents
    gold: list[Row]  # distinct scored gold rows
    pred: list[Row]  # distinct scored predicted rows
    pred_raw: list[Row]  # scored predicted rows before deduplication
    pairs: list[tuple[Row, Row]]  # (gold, prediction) matches
    missed: list[Row]
    spurious: list[Row]
    by_kind: dict[str, Counts] = field(default_factory=dict)
    total: Counts = field(default_factory=Counts)
    by_doc: dict[str, Counts] = field(default_factory=dict)
    by_rule: dict[str, dict] = field(default_factory=dict)  # rule -> {"right": n, "wrong": n}

    @property
    def qualifier_right(self) -> int:
        return sum(1 for g, p in self.pairs if g.qualifier == p.qualifier)

    @property
    def qualifier_accuracy(self) -> float | None:
        return self.qualifier_right / len(self.pairs) if self.pairs else None


def dedupe(rows: list[Row]) -> tuple[list[Row], dict[tuple, list[Row]]]:
    """Distinct rows (first occurrence kept, file order) and key -> all occurrences."""
    members: dict[tuple, list[Row]] = {}
    distinct = []
    for row in rows:
        if row.key not in members:
            members[row.key] = []
            distinct.append(row)
        members[row.key].append(row)
    return distinct, members


def _objective(pairs, gold, pred, edges):
    dist = sum(edges[i, j] for i, j in pairs)
    qual = sum(1 for i, j in pairs if gold[i].qualifier == pred[j].qualifier)
    return (len(pairs), -round(dist, 12), qual)


def _best_exhaustive(gi: list[int], edges, gold, pred) -> list[tuple[int, int]]:
    best: list = [None, []]
    adj = defaultdict(list)
    for (i, j) in edges:
        adj[i].append(j)

    def search(k: int, used: set, chosen: list) -> None:
        if k == len(gi):
            score = _objective(chosen, gold, pred, edges)
            if best[0] is None or score > best[0]:
                best[0], best[1] = score, list(chosen)
            return
        i = gi[k]
        for j in adj[i]:
            if j not in used:
                used.add(j)
                chosen.append((i, j))
                search(k + 1, used, chosen)
                chosen.pop()
                used.discard(j)
        search(k + 1, used, chosen)

    search(0, set(), [])
    return best[1]


def _max_matching(gi: list[int], edges) -> list[tuple[int, int]]:
    """Maximum bipartite matching by augmenting paths (edges tried closest first)."""
    adj = defaultdict(list)
    for (i, j), d in sorted(edges.items(), key=lambda e: (e[1], e[0])):
        adj[i].append(j)
    owner: dict[int, int] = {}

    def augment(i: int, seen: set) -> bool:
        for j in adj[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in owner or augment(owner[j], seen):
                owner[j] = i
                return True
        return False

    for i in gi:
        augment(i, set())
    return sorted((i, j) for j, i in owner.items())


def match_group(gold: list[Row], pred: list[Row]) -> list[tuple[int, int]]:
    """A maximum one-to-one matching of gold[i] to pred[j] with agreeing numbers."""
    edges = {(i, j): distance(g.number, p.number)
             for i, g in enumerate(gold) for j, p in enumerate(pred)
             if agree(g.number, p.number)}
    if not edges:
        return []
    # connected components (union-find over gold i and pred ~j)
    parent: dict = {}

    def find(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, j in edges:
        parent[find(("g", i))] = find(("p", j))
    comps: dict = defaultdict(lambda: ([], set()))
    for i, j in edges:
        root = find(("g", i))
        if i not in comps[root][0]:
            comps[root][0].append(i)
        comps[root][1].add(j)
    pairs = []
    for root, (gi, pj) in comps.items():
        sub = {(i, j): d for (i, j), d in edges.items() if i in gi}
        gi = sorted(gi)
        if len(gi) <= EXHAUSTIVE_LIMIT and len(pj) <= EXHAUSTIVE_LIMIT:
            pairs.extend(_best_exhaustive(gi, sub, gold, pred))
        else:
            pairs.extend(_max_matching(gi, sub))
    return sorted(pairs)


def score_table(table: str, gold_rows: list[Row], pred_rows: list[Row], docs: set[str]) -> TableScore:
    """Score one table.  ``docs``: the documents in scope (those of either gold table)."""
    gold_kinds = {r.kind for r in gold_rows}
    kinds = [k for k in KINDS[table] if k in gold_kinds]
    in_scope = lambda r: r.doc_id in docs and r.kind in gold_kinds  # noqa: E731
    gold, _ = dedupe([r for r in gold_rows if in_scope(r)])
    pred_raw = [r for r in pred_rows if in_scope(r)]
    pred, _ = dedupe(pred_raw)

    groups_g: dict[tuple, list[Row]] = defaultdict(list)
    groups_p: dict[tuple, list[Row]] = defaultdict(list)
    for r in gold:
        groups_g[r.group].append(r)
    for r in pred:
        groups_p[r.group].append(r)
    pairs: list[tuple[Row, Row]] = []
    for group, g in groups_g.items():
        p = groups_p.get(group, [])
        pairs.extend((g[i], p[j]) for i, j in match_group(g, p))
    matched_g = {id(g) for g, _ in pairs}
    matched_p = {id(p) for _, p in pairs}
    order = {id(r): n for n, r in enumerate(gold)}
    pairs.sort(key=lambda gp: order[id(gp[0])])

    score = TableScore(
        table=table, kinds=kinds, docs=sorted(docs), gold=gold, pred=pred, pred_raw=pred_raw,
        pairs=pairs,
        missed=[r for r in gold if id(r) not in matched_g],
        spurious=[r for r in pred if id(r) not in matched_p],
    )
    score.by_kind = {k: Counts() for k in kinds}
    score.by_doc = {d: Counts() for d in sorted(docs)}
    for r in gold:
        for c in (score.by_kind[r.kind], score.total, score.by_doc[r.doc_id]):
            c.n_gold += 1
    for r in pred:
        for c in (score.by_kind[r.kind], score.total, score.by_doc[r.doc_id]):
            c.n_pred += 1
    for g, _ in pairs:
        for c in (score.by_kind[g.kind], score.total, score.by_doc[g.doc_id]):
            c.n_match += 1
    right_keys = {p.key for p in pred if id(p) in matched_p}
    by_rule: dict[str, dict] = {}
    for r in pred_raw:
        entry = by_rule.setdefault(r.rule or "(none)", {"right": 0, "wrong": 0})
        entry["right" if r.key in right_keys else "wrong"] += 1
    score.by_rule = dict(sorted(by_rule.items(), key=lambda kv: (-kv[1]["wrong"], kv[0])))
    return score
