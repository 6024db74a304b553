"""The page model: everything the page shows, computed from the tables, as plain data.

``build_page(tables, gold, verdicts)`` returns a dict whose ``data`` is
embedded in the page as one JSON document, from which the page's script
draws the index, the charts, the results and (when opened) each article.
Each article's text is in it once; its marks are offsets into that text with
the numbers of the mentions and results they stand for.
"""
from __future__ import annotations

import re
from collections import Counter

from pipeline.review.chart import chart_groups, charted, default_round, minutes, round_of, rounds
from pipeline.review.gold import GoldView, name_key, same_value
from pipeline.review.highlight import Span, covering, layout
from pipeline.review.load import Tables
from pipeline.review.verified import Verdicts
from pipeline.schema import MENTION_TYPES, METRICS

NONE = "(none)"  # filter value for an empty system / benchmark
NOTHING = "nothing to score"  # F1 of a document with no gold and no predicted row in the table
NOT_IN_GOLD = "not in gold"
RESULT_FIELDS = ["doc", "system", "benchmark", "metric", "value", "unit", "qualifier", "suite", "round",
                 "division", "baseline", "ev", "start", "end", "rule", "spurious", "audited", "verdict",
                 "official", "vround", "vnote", "mark", "chart"]
KINDS = [*MENTION_TYPES, "claim"]  # what a mark stands for: a mention type, or a result value alone
LANGS = {"zh-Hans": "zh-Hans", "zh-Hant": "zh-Hant", "en": "en"}


def _int(v) -> int | None:
    try:
        return int(str(v).strip())
    except ValueError:
        return None


def _float(v) -> float | None:
    try:
        return float(str(v).strip())
    except ValueError:
        return None


def fmt_value(v) -> str:
    f = _float(v)
    if f is None:
        return str(v)
    return str(int(f)) if f.is_integer() and abs(f) < 1e15 else f"{f:.6g}"


def anchor_of(doc_id: str) -> str:
    """The element id of a document's section: stable, the same whatever the order of the documents."""
    return "doc-" + re.sub(r"[\s%]", lambda m: f"%{ord(m.group()):02X}", doc_id)


def mention_is_spurious(m: dict, rows: list[dict]) -> bool:
    return any(
        s.get("type") == m["type"] and same_value(s.get("value", ""), m["value"])
        and s.get("unit", m["unit"]) == m["unit"]
        for s in rows
    )


def result_is_spurious(r: dict, rows: list[dict]) -> bool:
    return any(
        name_key(s.get("system", "")) == name_key(r["system"])
        and name_key(s.get("benchmark", "")) == name_key(r["benchmark"])
        and s.get("metric") == r["metric"] and s.get("unit", r["unit"]) == r["unit"]
        and same_value(s.get("value", ""), r["value"])
        for s in rows
    )


def doc_spans(text: str, mentions: list[dict], results: list[tuple[int, dict]]) -> tuple[list[Span], int]:
    """Spans for one document (mentions by their number in the document, results by their number
    on the page), and how many had offsets that do not fit the text."""
    spans: list[Span] = []
    bad = 0
    at: dict[tuple[int, int], Span] = {}
    for i, m in enumerate(mentions):
        s, e = _int(m["start"]), _int(m["end"])
        if s is None or e is None or not (0 <= s < e <= len(text)) or (m["text"] and text[s:e] != m["text"]):
            bad += 1
            continue
        span = Span(s, e, m["type"], mentions=[i], flags={"spurious"} if m.get("_spurious") else set())
        spans.append(span)
        at.setdefault((s, e), span)
    for n, r in results:
        if not str(r["start"]).strip() and not str(r["end"]).strip():
            continue  # a result with no position: nothing to mark
        s, e = _int(r["start"]), _int(r["end"])
        if s is None or e is None or not (0 <= s < e <= len(text)):
            bad += 1
            continue
        span = at.get((s, e))
        if span is None:
            span = at[(s, e)] = Span(s, e, "claim")
            spans.append(span)
        span.results.append(n)
        span.flags.add("result")
        if r.get("_spurious"):
            span.flags.add("spurious")
    return spans, bad


def f1_cell(gold: GoldView, table: str, doc_id: str):
    """A document's F1 in ``table`` as the page shows it: a number, NOTHING or NOT_IN_GOLD."""
    score = gold.scores.get(table, {}).get(doc_id)
    if score is None:
        return NOT_IN_GOLD
    if not _int(score.get("n_gold", 0)) and not _int(score.get("n_pred", 0)):
        return NOTHING
    f1 = gold.f1(table, doc_id)
    return round(f1, 4) if f1 is not None else NOT_IN_GOLD


class _Strings:
    """A table of repeated strings (rules, evidence): each is sent once, rows carry its number."""

    def __init__(self):
        self.items: list[str] = []
        self.index: dict[str, int] = {}

    def __call__(self, s: str) -> int:
        if s not in self.index:
            self.index[s] = len(self.items)
            self.items.append(s)
        return self.index[s]


def build_page(tables: Tables, gold: GoldView | None, *, verdicts: Verdicts | None = None,
               pred_dir: str = "", title: str = "") -> dict:
    docs = tables.documents.to_dict("records")
    mentions = tables.mentions.to_dict("records")
    results = tables.results.to_dict("records")
    warnings = list(tables.warnings)
    if verdicts:
        warnings.extend(verdicts.notes)

    m_by_doc: dict[str, list[dict]] = {}
    for m in mentions:
        m_by_doc.setdefault(m["doc_id"], []).append(m)
    r_by_doc: dict[str, list[dict]] = {}
    for r in results:
        r_by_doc.setdefault(r["doc_id"], []).append(r)

    rules, evidence = _Strings(), _Strings()
    page_docs, page_results, all_results = [], [], []
    for d_index, d in enumerate(docs):
        doc_id = d["doc_id"]
        dm, dr = m_by_doc.get(doc_id, []), r_by_doc.get(doc_id, [])
        if gold:
            sp_m = gold.spurious.get("mentions", {}).get(doc_id, [])
            sp_r = gold.spurious.get("results", {}).get(doc_id, [])
            for m in dm:
                m["_spurious"] = mention_is_spurious(m, sp_m)
            for r in dr:
                r["_spurious"] = result_is_spurious(r, sp_r)
        numbered = list(enumerate(dr, len(page_results)))
        text = tables.texts.get(doc_id)
        drawn, bad = [], 0
        if text is not None:
            spans, bad = doc_spans(text, dm, numbered)
            drawn = layout(spans, len(text))[0]
            if bad:
                warnings.append(f"{doc_id}: {bad} mark(s) with offsets that do not fit the article text left out")
        for n, r in numbered:
            start = _int(r["start"])
            span = covering(drawn, start) if start is not None and text is not None else None
            verdict = verdicts.find(r) if verdicts else None
            row = {
                "doc": d_index, "system": r["system"], "benchmark": r["benchmark"], "metric": r["metric"],
                "value": fmt_value(r["value"]), "unit": r["unit"], "qualifier": r["qualifier"] or "=",
                "suite": r["suite"], "round": round_of(r["suite"], r["metric"]), "division": r["division"],
                "baseline": r["baseline"], "ev": evidence(r["evidence"]), "start": _int(r["start"]),
                "end": _int(r["end"]), "rule": rules(r["rule"]), "spurious": int(bool(r.get("_spurious"))),
                "audited": int(bool(gold and gold.in_scope("results", doc_id))),
                "verdict": verdict["verdict"] if verdict else "", "official": verdict["official"] if verdict else "",
                "vround": verdict["round"] if verdict else "", "vnote": verdict["note"] if verdict else "",
                "mark": span.start if span else None,
                "chart": 1 if charted(r) else 2 if minutes(r) is not None else 0,  # 2: no system, counted
            }
            page_results.append(row)
            all_results.append(r)
        counts = Counter(m["type"] for m in dm)
        entry = {
            "id": doc_id, "anchor": anchor_of(doc_id), "title": d.get("title") or doc_id,
            "script": d.get("script", ""), "lang": LANGS.get(d.get("script", ""), ""),
            "chars": _int(d.get("chars", "")), "path": d.get("path", ""),
            "counts": [counts.get(t, 0) for t in MENTION_TYPES], "nm": len(dm), "nr": len(dr),
            "text": text, "refused": doc_id in tables.refused, "bad": bad,
            "marks": [s.data(KINDS) for s in drawn],
            "ments": [[MENTION_TYPES.index(m["type"]) if m["type"] in MENTION_TYPES else -1,
                       fmt_value(m["value"]), m["unit"], m["qualifier"] or "=", rules(m["rule"]),
                       int(bool(m.get("_spurious")))] for m in dm],
        }
        if gold:
            missed = [["mention", m.get("type", ""), f"{m.get('type', '')} {m.get('value', '')} {m.get('unit', '')}".strip()]
                      for m in gold.missed.get("mentions", {}).get(doc_id, [])]
            missed += [["result", "", result_label(g)] for g in gold.missed.get("results", {}).get(doc_id, [])]
            entry.update({
                "f1m": f1_cell(gold, "mentions", doc_id), "f1r": f1_cell(gold, "results", doc_id),
                "missed": missed,
                "nsp": sum(bool(m.get("_spurious")) for m in dm) + sum(bool(r.get("_spurious")) for r in dr),
                "scored": gold.in_scope("mentions", doc_id) or gold.in_scope("results", doc_id),
            })
        page_docs.append(entry)

    orphans = []  # gold rows of documents the predictions do not have at all
    if gold:
        known = {d["doc_id"] for d in docs}
        for table in ("mentions", "results"):
            for doc_id, rows in gold.missed.get(table, {}).items():
                if doc_id not in known:
                    orphans.extend([doc_id, table, _gold_label(table, g)] for g in rows)

    def options(key: str) -> list[str]:
        vals = {r[key] or NONE for r in page_results}
        return sorted(vals, key=lambda v: (v == NONE, v.lower()))

    found_rounds = rounds(all_results)
    groups = chart_groups(all_results)
    totals = {
        "documents": len(page_docs), "mentions": len(mentions), "results": len(results),
        "types": [sum(d["counts"][k] for d in page_docs) for k in range(len(MENTION_TYPES))],
        "missed": sum(len(d.get("missed", [])) for d in page_docs) + len(orphans),
        "spurious": sum(d.get("nsp", 0) for d in page_docs),
        "charts": len(groups),
        "verdicts": sum(bool(r["verdict"]) for r in page_results),
    }
    data = {
        "title": title or "Extraction review", "pred_dir": pred_dir,
        "gold_dir": gold.gold_dir if gold else None, "summary": gold.summary if gold else "",
        "verified": verdicts is not None,
        "types": list(MENTION_TYPES), "kinds": KINDS, "metrics": list(METRICS), "none": NONE,
        "rules": rules.items, "evidence": evidence.items,
        "docs": page_docs, "rfields": RESULT_FIELDS,
        "results": [[row[k] for k in RESULT_FIELDS] for row in page_results],
        "filters": {"system": options("system"), "benchmark": options("benchmark"), "metric": options("metric")},
        "rounds": [[rnd, n] for rnd, n in found_rounds], "round": default_round(all_results),
        "totals": totals,
    }
    return {"data": data, "title": data["title"], "totals": totals, "warnings": warnings, "orphans": orphans,
            "gold": gold, "docs": page_docs, "results": page_results, "charts": groups}


def result_label(r: dict) -> str:
    q = "" if r.get("qualifier", "=") in ("", "=") else r["qualifier"] + " "
    head = " · ".join(x for x in (r.get("system") or "?", r.get("benchmark") or "") if x)
    return f"{head}: {r.get('metric', '')} {q}{fmt_value(r.get('value', ''))} {r.get('unit', '')}".strip()


def _gold_label(table: str, g: dict) -> str:
    if table == "mentions":
        return f"{g.get('type', '')} {g.get('value', '')} {g.get('unit', '')}".strip()
    return result_label(g)
