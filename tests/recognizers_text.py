"""Microsoft Recognizers-Text's own test specifications mapped into GOLD.md's contract.

The specs (vendored in ``tests/fixtures/recognizers_text/Specs``, MIT licence
beside them) give, for an input sentence, the currency amounts, percentages or
durations a recogniser should find, with a resolution (an ISO currency and a
value, a percentage, a duration in seconds).  Each case becomes a
:class:`Case`: the mentions of ours it should give (type, value in our units,
unit), or the class that leaves it out of the contract and why
(``left_out.csv``).  ``expected.csv`` states the cases where GOLD.md reads the
sentence otherwise than the spec (a range, an approximate numeral) and the
duration extractor's cases, which have no value.

The mapping of a resolution:

- currency: the value in whole units of ``isoCurrency``; a spec unit without
  one is mapped where our contract names the currency (Dollar: ``$`` is USD;
  Pound: GBP; Cent and Pence/Penny: a hundredth of USD and of GBP);
- percentage: the number of ``22%``;
- duration: seconds / 60, in minutes.

A result the spec gives without a value (a currency word alone, "percentage")
is no mention of ours.
"""
from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "recognizers_text"
SPECS = {
    ("zh", "currency"): ["NumberWithUnit/Chinese/CurrencyModel.json"],
    ("en", "currency"): ["NumberWithUnit/English/CurrencyModel.json"],
    ("zh", "percentage"): ["Number/Chinese/PercentModel.json"],
    ("en", "percentage"): ["Number/English/PercentModel.json"],
    # the parser's cases carry values; the extractor's own cases (not in the parser) come after
    ("zh", "duration"): ["DateTime/Chinese/DurationParser.json", "DateTime/Chinese/DurationExtractor.json"],
    ("en", "duration"): ["DateTime/English/DurationParser.json", "DateTime/English/DurationExtractor.json"],
}
OUR_TYPE = {"currency": "price", "percentage": "percentage", "duration": "time"}
# spec currency units without an isoCurrency that our contract resolves: unit -> (currency, factor)
UNIT_CURRENCY = {
    "Dollar": ("USD", 1.0), "Pound": ("GBP", 1.0),
    "Cent": ("USD", 0.01), "Pence": ("GBP", 0.01), "Penny": ("GBP", 0.01),
}


@dataclass
class Case:
    lang: str
    kind: str  # currency, percentage, duration
    file: str
    index: int
    input: str
    expected: list[tuple[float, str]] = field(default_factory=list)
    left_out: str = ""  # the class that leaves the case out; "" when it is in the contract
    expect_none: bool = False  # left out, and the pipeline must give no mention of the kind
    spec_units: tuple[str, ...] = ()

    @property
    def our_type(self) -> str:
        return OUR_TYPE[self.kind]

    @property
    def id(self) -> str:
        return f"{self.lang}-{self.kind}-{Path(self.file).stem}-{self.index}"


def _rows(name: str) -> list[dict]:
    with open(FIXTURES / name, encoding="utf-8", newline="") as fh:
        lines = [line for line in fh if not line.lstrip().startswith("#")]
    return list(csv.DictReader(lines))


@lru_cache(maxsize=1)
def left_out_rules() -> tuple[tuple[str, str, str, re.Pattern, bool, str], ...]:
    """(class, kind, field, pattern, expect_none, reason) of left_out.csv, in file order."""
    return tuple((r["class"], r["kind"], r["field"], re.compile(r["pattern"]), r["expect_none"] == "yes", r["reason"])
                 for r in _rows("left_out.csv"))


@lru_cache(maxsize=1)
def expected_overrides() -> dict[tuple[str, str], list[tuple[float, str]]]:
    out = {}
    for r in _rows("expected.csv"):
        pairs = []
        for part in filter(None, (p.strip() for p in r["expected"].split(";"))):
            value, unit = part.split()
            pairs.append((float(value), unit))
        out[(r["kind"], r["input"])] = pairs
    return out


def _resolve(kind: str, result: dict) -> tuple[str, tuple[float, str] | None, str]:
    """One spec result: (status, (value, unit) of ours, the spec's unit).

    status is ``value``, ``none`` (the spec gives no value: no mention of ours)
    or ``unmapped`` (a value our contract has no unit for, or a duration
    extractor's case, which has no value).
    """
    if kind == "currency":
        res = result.get("Resolution") or {}
        unit = res.get("unit") or ""
        if res.get("value") in (None, "", "null"):
            return "none", None, unit
        value = float(res["value"])
        if res.get("isoCurrency"):
            return "value", (value, res["isoCurrency"]), unit
        if unit in UNIT_CURRENCY:
            code, factor = UNIT_CURRENCY[unit]
            return "value", (value * factor, code), unit
        return "unmapped", None, unit
    if kind == "percentage":
        value = (result.get("Resolution") or {}).get("value")
        if value in (None, "", "null"):
            return "none", None, ""
        return "value", (float(value.rstrip("%")), "%"), "%"
    dur = ((result.get("Value") or {}).get("FutureResolution") or {}).get("duration")
    if dur is None:
        return "unmapped", None, ""
    return "value", (float(dur) / 60, "min"), "min"


def _classify(case: Case) -> None:
    for cls, kind, fld, rx, none, _reason in left_out_rules():
        if kind != case.kind:
            continue
        targets = [case.input] if fld == "input" else list(case.spec_units)
        if any(rx.search(t) for t in targets):
            case.left_out, case.expect_none = cls, none
            return


@lru_cache(maxsize=1)
def cases() -> tuple[Case, ...]:
    out = []
    overrides = expected_overrides()
    for (lang, kind), files in SPECS.items():
        seen = set()
        for name in files:
            with open(FIXTURES / "Specs" / name, encoding="utf-8-sig") as fh:
                spec = json.load(fh)
            for i, entry in enumerate(spec):
                text = entry["Input"]
                if text in seen:
                    continue  # the extractor repeats the parser's case
                seen.add(text)
                case = Case(lang, kind, name, i, text)
                units, values, unresolved = [], [], False
                for result in entry.get("Results", []):
                    status, got, unit = _resolve(kind, result)
                    units.append(unit)
                    if status == "value":
                        values.append(got)
                    unresolved |= status == "unmapped"
                case.spec_units = tuple(units)
                case.expected = values
                _classify(case)
                if (kind, text) in overrides:
                    case.expected = list(overrides[(kind, text)])
                elif unresolved and not case.left_out:
                    raise ValueError(f"{case.id}: {text!r} has a result with no value of ours; "
                                     "add it to expected.csv or to a class of left_out.csv")
                out.append(case)
    return tuple(out)


def agree(a: float, b: float) -> bool:
    """GOLD.md's tolerance: within 0.5 % of the larger."""
    return abs(a - b) <= 0.005 * max(abs(a), abs(b)) or a == b


def matches(got: list[tuple[float, str]], expected: list[tuple[float, str]]) -> bool:
    """Every expected (value, unit) found once, and nothing else (repeats count once, as in the audit)."""
    got = list(dict.fromkeys((round(v, 6), u) for v, u in got))
    want = list(dict.fromkeys((round(v, 6), u) for v, u in expected))
    if len(got) != len(want):
        return False
    free = list(got)
    for v, u in want:
        hit = next((g for g in free if g[1] == u and agree(g[0], v)), None)
        if hit is None:
            return False
        free.remove(hit)
    return True
