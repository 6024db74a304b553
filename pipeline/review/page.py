"""The page model: everything the template shows, computed from the tables.

``build_page(tables, gold)`` returns plain dicts and lists (plus the already
escaped Markup of the highlighted texts and the charts); the template only
lays them out.
"""
from __future__ import annotations

from collections import Counter

from pipeline.review.chart import Bar, bar_chart
from pipeline.review.gold import GoldView, name_key, same_value
from pipeline.review.highlight import Span, covering, layout, render
from pipeline.review.load import Tables
from pipeline.schema import MENTION_TYPES, METRICS

NONE = "(none)"  # filter value for an empty system / benchmark


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


def fmt_value(v: str) -> str:
    f = _float(v)
    if f is None:
        return v
    return str(int(f)) if f.is_integer() and abs(f) < 1e15 else f"{f:.6g}"


def result_label(r: dict) -> str:
    q = "" if r.get("qualifier", "=") in ("", "=") else r["qualifier"] + " "
    head = " · ".join(x for x in (r.get("system") or "?", r.get("benchmark") or "") if x)
    return f"{head}: {r.get('metric', '')} {q}{fmt_value(r.get('value', ''))} {r.get('unit', '')}".strip()


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


def mention_span(m: dict, anchor: str) -> Span:
    unit = m["unit"] or "–"
    return Span(
        start=_int(m["start"]) or 0, end=_int(m["end"]) or 0, kind=m["type"],
        label=f"{m['type']} {fmt_value(m['value'])} {m['unit']}".strip(),
        tip=[m["type"], f"value: {fmt_value(m['value'])}", f"unit: {unit}",
             f"qualifier: {m['qualifier'] or '–'}", f"rule: {m['rule'] or '–'}"],
        anchor=f"{anchor}-at-{m['start']}",
    )


def doc_spans(text: str, mentions: list[dict], results: list[dict], anchor: str) -> tuple[list[Span], int]:
    """Spans to draw for one document, and how many marks had offsets that do not fit the text."""
    spans: list[Span] = []
    bad = 0
    at: dict[tuple[int, int], Span] = {}
    for m in mentions:
        s, e = _int(m["start"]), _int(m["end"])
        if s is None or e is None or not (0 <= s < e <= len(text)) or (m["text"] and text[s:e] != m["text"]):
            bad += 1
            continue
        span = mention_span(m, anchor)
        if m.get("_spurious"):
            span.flags.add("spurious")
            span.tip.append("audit: not in gold (spurious)")
        spans.append(span)
        at.setdefault((s, e), span)
    for r in results:
        s, e = _int(r["start"]), _int(r["end"])
        if not str(r["start"]).strip() and not str(r["end"]).strip():
            continue  # a result with no position: nothing to mark
        if s is None or e is None or not (0 <= s < e <= len(text)):
            bad += 1
            continue
        line = "result: " + result_label(r) + ("  [spurious]" if r.get("_spurious") else "")
        span = at.get((s, e))
        if span is None:
            span = Span(s, e, "claim", label="result " + result_label(r), tip=["result value"],
                        anchor=f"{anchor}-at-{s}")
            spans.append(span)
            at[(s, e)] = span
        span.flags.add("result")
        if r.get("_spurious"):
            span.flags.add("spurious")
        if line not in span.tip:
            span.tip.append(line)
            span.carry.append(line)
    return spans, bad


def build_page(tables: Tables, gold: GoldView | None, *, pred_dir: str = "", title: str = "") -> dict:
    docs = tables.documents.to_dict("records")
    mentions = tables.mentions.to_dict("records")
    results = tables.results.to_dict("records")
    warnings = list(tables.warnings)

    m_by_doc: dict[str, list[dict]] = {}
    for m in mentions:
        m_by_doc.setdefault(m["doc_id"], []).append(m)
    r_by_doc: dict[str, list[dict]] = {}
    for r in results:
        r_by_doc.setdefault(r["doc_id"], []).append(r)

    anchors = {d["doc_id"]: f"d{i}" for i, d in enumerate(docs, 1)}
    titles = {d["doc_id"]: d.get("title") or d["doc_id"] for d in docs}
    page_docs = []
    all_results = []
    for i, d in enumerate(docs, 1):
        doc_id, anchor = d["doc_id"], anchors[d["doc_id"]]
        dm = m_by_doc.get(doc_id, [])
        dr = r_by_doc.get(doc_id, [])
        if gold:
            sp_m = gold.spurious.get("mentions", {}).get(doc_id, [])
            sp_r = gold.spurious.get("results", {}).get(doc_id, [])
            for m in dm:
                m["_spurious"] = mention_is_spurious(m, sp_m)
            for r in dr:
                r["_spurious"] = result_is_spurious(r, sp_r)
        text = tables.texts.get(doc_id)
        html, bad, drawn = None, 0, []
        if text is not None:
            spans, bad = doc_spans(text, dm, dr, anchor)
            html = render(text, spans)
            drawn = layout(spans, len(text))[0]
            if bad:
                warnings.append(f"{doc_id}: {bad} mark(s) with offsets that do not fit the article text left out")
        counts = Counter(m["type"] for m in dm)
        doc_results = []
        for r in dr:
            row = dict(r)
            row["value_fmt"] = fmt_value(r["value"])
            row["spurious"] = bool(r.get("_spurious"))
            row["audited"] = bool(gold and gold.in_scope("results", doc_id))
            start = _int(r["start"])
            span = covering(drawn, start) if start is not None else None
            row["link"] = span.anchor if span else ""
            row["anchor"] = anchor
            row["title"] = titles[doc_id]
            doc_results.append(row)
        all_results.extend(doc_results)
        entry = {
            "n": i, "anchor": anchor, "doc_id": doc_id, "title": titles[doc_id],
            "script": d.get("script", ""), "chars": _int(d.get("chars", "")),
            "path": d.get("path", ""),
            "counts": [counts.get(t, 0) for t in MENTION_TYPES],
            "n_mentions": len(dm), "n_results": len(dr),
            "html": html, "bad_marks": bad, "results": doc_results,
        }
        if gold:
            entry.update({
                "f1_mentions": gold.f1("mentions", doc_id),
                "f1_results": gold.f1("results", doc_id),
                "missed_mentions": gold.missed.get("mentions", {}).get(doc_id, []),
                "missed_results": gold.missed.get("results", {}).get(doc_id, []),
                "n_spurious": sum(bool(m.get("_spurious")) for m in dm) + sum(bool(r.get("_spurious")) for r in dr),
            })
            entry["n_missed"] = len(entry["missed_mentions"]) + len(entry["missed_results"])
        page_docs.append(entry)

    orphans = []  # gold documents the predictions do not have at all
    if gold:
        for table in ("mentions", "results"):
            for doc_id, rows in gold.missed.get(table, {}).items():
                if doc_id not in anchors:
                    orphans.extend({**r, "_table": table} for r in rows)

    def options(key: str) -> list[str]:
        vals = {r[key] or NONE for r in all_results}
        return sorted(vals, key=lambda v: (v == NONE, v.lower()))

    charts = []
    tt: dict[str, list[Bar]] = {}
    for r in all_results:
        if r["metric"] != "train_time":
            continue
        v = _float(r["value"])
        if v is None or r["unit"] != "min":
            warnings.append(f"{r['doc_id']}: train_time {r['value']!r} {r['unit']!r} not in minutes; left out of the charts")
            continue
        tt.setdefault(r["benchmark"] or "(benchmark not stated)", []).append(
            Bar(r["system"], v, r["qualifier"], r["doc_id"]))
    for bench in sorted(tt, key=lambda b: (b.startswith("("), b.lower())):
        svg = bar_chart(bench, tt[bench])
        if svg:
            charts.append({"benchmark": bench, "svg": svg, "n": len(tt[bench])})

    return {
        "title": title or "Extraction review",
        "pred_dir": pred_dir,
        "gold": gold,
        "types": MENTION_TYPES,
        "metrics": METRICS,
        "docs": page_docs,
        "results": all_results,
        "filters": [("system", options("system")), ("benchmark", options("benchmark")),
                    ("metric", options("metric"))],
        "none_label": NONE,
        "charts": charts,
        "orphans": orphans,
        "totals": {
            "documents": len(page_docs), "mentions": len(mentions), "results": len(results),
            "types": [sum(d["counts"][k] for d in page_docs) for k in range(len(MENTION_TYPES))],
            "missed": sum(d.get("n_missed", 0) for d in page_docs) + len(orphans),
            "spurious": sum(d.get("n_spurious", 0) for d in page_docs),
        },
        "warnings": warnings,
    }
