"""Whose price an amount is, from the words around the system (pipeline/link/prices.py,
``price_subject``; words in data/price_phrases.csv).  English only: the Chinese sentences of the
class ("搭载B200的HS-9900G，报价…") already take the last system named, the whole.

- The system right before a participle of pricing ("X priced at $N") is the one priced, not the
  sentence's first: "Bow Pod16 is shipping now, with Bow Pod64 priced at $599,000" (probe6 u15),
  "The MTT S4000 is priced at RMB 48,000 per card" (probe1 p24).
- An appositive right after a system (", an eight-way H200 machine,") describes it: the system inside
  is no subject ("priced its Cray XD670, an eight-way H200 machine, at around $360,000", probe6 u17;
  "PowerEdge XE9685L, a liquid-cooled B200 system, was within 1 percent", probe6 u31).

Kept with a second source: the rule lifts probe6 half A and moves no held-out half.
The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from pipeline.extractors.lexicon import read_table
from test_links import check, row, table

WHOSE = [
    ("The DGX B200 ships this month, with the DGX B300 priced at $515,000.",
     {row("DGX B300", "", "price", 515000, "USD")}),
    ("Gaudi2 is sold out, while Gaudi3 is listed at about $15,600.", {row("Gaudi3", "", "price", 15600, "USD", "~")}),
    ("Dell has priced its PowerEdge XE9680, an eight-way H100 server, at around $270,000.",
     {row("PowerEdge XE9680", "", "price", 270000, "USD", "~")}),
    # no appositive: the system nearest before the price is the subject as before
    ("The PowerEdge XE9680 with eight H100 GPUs costs about $270,000.",
     {row("PowerEdge XE9680", "", "price", 270000, "USD", "~")}),
    # the Chinese sentences of the class already take the whole (the last system named)
    ("戴尔预计下月出货搭载H200的PowerEdge XE9680，初期报价预估落在180万至200万元。",
     {row("PowerEdge XE9680", "", "price", 1.8e6, "CNY", ">="), row("PowerEdge XE9680", "", "price", 2e6, "CNY", "<=")}),
    ("戴爾預計下月出貨搭載H200的PowerEdge XE9680，初期報價預估落在新台幣780萬至850萬元。",
     {row("PowerEdge XE9680", "", "price", 7.8e6, "TWD", ">="), row("PowerEdge XE9680", "", "price", 8.5e6, "TWD", "<=")}),
]


@pytest.mark.parametrize("text, expected", table(WHOSE))
def test_whose_price(text, expected):
    check(text, expected)


KINDS = {"priced", "restate", "period", "hour", "unit", "task", "buy", "label", "cheaper", "bare", "bare_after", "convert", "per_card", "for_tail"}


def test_price_phrases_are_known_kinds():
    rows = read_table("price_phrases.csv", ["lang", "kind", "word"])
    assert rows, "price_phrases.csv lists words"
    for r in rows:
        assert r["lang"] in ("en", "zh") and r["kind"] in KINDS, f"price_phrases.csv:{r['_line']}"
        assert r["word"] and r["word"] == r["word"].strip(), f"price_phrases.csv:{r['_line']}"
        assert r["word"].isascii() == (r["lang"] == "en"), f"price_phrases.csv:{r['_line']}: language"
        assert r["lang"] == "zh" or r["word"] == r["word"].lower(), f"price_phrases.csv:{r['_line']}: lower case"
    keys = [(r["lang"], r["kind"], r["word"]) for r in rows]
    assert len(set(keys)) == len(keys), "a word is listed twice in one kind"
    assert {r["kind"] for r in rows} == KINDS, "every kind has words"
