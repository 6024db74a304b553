"""Helper of the link15 test tables (tests/test_link15_*.py): a sentence's results as a set of tuples of
the columns given, values written as in the tables ("5.1", "220000")."""
from __future__ import annotations

from test_links import results


def claims(text: str, cols: tuple[str, ...] = ("system", "metric", "value")) -> set[tuple]:
    return {tuple(f"{v:g}" if isinstance(v, float) else v for v in row) for row in results(text, cols)}


def has_not(text: str, expected: tuple, wrong: tuple, cols: tuple[str, ...] = ("system", "metric", "value")) -> None:
    """The results of ``text`` hold ``expected`` and not ``wrong`` (the same figure given the wrong system)."""
    got = claims(text, cols)
    assert expected in got and wrong not in got, f"{text!r}: {sorted(got)}"
