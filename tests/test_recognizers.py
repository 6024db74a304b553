"""Microsoft Recognizers-Text's test specifications for currency, percentage and
duration (Chinese and English), mapped into GOLD.md's contract
(``tests/recognizers_text.py``), hold a floor: in each language and kind, at
least 85 % of the cases in the contract give exactly the mentions of ours they
should (type, value within 0.5 %, unit).  The cases left out are listed by
class with a reason (``fixtures/recognizers_text/left_out.csv``); the classes
that are out because they are no figures of ours (weeks, a discount) must give
no mention at all.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import pipeline

sys.path.insert(0, str(Path(__file__).resolve().parent))
import recognizers_text as rt  # noqa: E402

FLOOR = 0.85
GROUPS = [(lang, kind) for lang in ("zh", "en") for kind in ("currency", "percentage", "duration")]


def ours(case: rt.Case) -> list[tuple[float, str]]:
    df = pipeline.extract(case.input)
    return [(float(r.value), r.unit) for r in df.itertuples() if r.type == case.our_type]


@pytest.mark.parametrize("lang,kind", GROUPS, ids=[f"{lang}-{kind}" for lang, kind in GROUPS])
def test_in_contract_pass_rate(lang, kind):
    cases = [c for c in rt.cases() if c.lang == lang and c.kind == kind and not c.left_out]
    assert len(cases) >= 8, f"too few {lang} {kind} cases in the contract to hold a floor"
    failed = []
    for c in cases:
        got = ours(c)
        if not rt.matches(got, c.expected):
            failed.append(f"  {c.id}: {c.input[:70]!r} expected {c.expected}, got {got}")
    rate = 1 - len(failed) / len(cases)
    assert rate >= FLOOR, f"{lang} {kind}: {len(cases) - len(failed)}/{len(cases)} = {rate:.3f} < {FLOOR}\n" + "\n".join(failed)


def _left_out_none():
    return [pytest.param(c, id=c.id) for c in rt.cases() if c.expect_none]


@pytest.mark.parametrize("case", _left_out_none())
def test_left_out_classes_that_are_no_figures_give_nothing(case):
    """Weeks, months and years, a duration with no numeral, a 折 discount, per mille: no mention."""
    assert ours(case) == [], f"{case.left_out}: {case.input!r}"


def test_every_case_is_in_the_contract_or_left_out_with_a_reason():
    cases = rt.cases()
    assert len(cases) > 400
    reasons = {cls: reason for cls, *_rest, reason in rt.left_out_rules()}
    assert all(reasons.values()), "every class of left_out.csv has a reason"
    used = {c.left_out for c in cases if c.left_out}
    assert used == set(reasons), f"classes no case falls in: {set(reasons) - used}"
    for c in cases:
        if not c.left_out:
            for value, unit in c.expected:
                assert unit == {"price": unit, "percentage": "%", "time": "min"}[c.our_type], c.id
                assert value >= 0 and (c.our_type != "price" or (len(unit) == 3 and unit.isupper())), c.id


def test_expected_overrides_name_spec_cases():
    inputs = {(c.kind, c.input) for c in rt.cases()}
    for key in rt.expected_overrides():
        assert key in inputs, f"expected.csv: no spec case {key}"


def test_the_copy_keeps_its_licence():
    text = (rt.FIXTURES / "LICENSE").read_text(encoding="utf-8")
    assert "MIT License" in text and "Microsoft" in text


@pytest.mark.parametrize("got,expected,result", [
    ([(1.0753, "USD")], [(1.0753, "USD")], True),
    ([(1.0754, "USD")], [(1.0753, "USD")], True),  # within 0.5 %
    ([(1.1, "USD")], [(1.0753, "USD")], False),
    ([(1.0753, "EUR")], [(1.0753, "USD")], False),
    ([(20.0, "%"), (20.0, "%")], [(20.0, "%")], True),  # a repeated row counts once, as in the audit
    ([(20.0, "%"), (30.0, "%")], [(20.0, "%")], False),  # a spurious mention fails
    ([], [(20.0, "%")], False),
    ([], [], True),
])
def test_matching_compares_value_and_unit(got, expected, result):
    assert rt.matches(got, expected) is result
