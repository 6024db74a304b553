"""Does a press figure agree with an official figure?

A figure is the number as the article writes it (``28.3`` has 1 decimal,
``6`` has 0), its qualifier, and the factor from the written unit to minutes
(``5.2 hours`` -> 60; 1 for a ratio or a percentage).  It agrees with an
official figure ``x`` (a score in minutes, or a ratio read in the claim's
unit, :mod:`compare`) when

- ``=``: ``x`` rounded to the figure's decimals (in the written unit) is the figure;
- ``~``: the same, or ``x`` within ``APPROX`` (5 %) of the figure;
- ``<`` / ``<=``: ``x`` is below / at most the figure (``不到6分钟`` and 5.879);
- ``>`` / ``>=``: ``x`` is above / at least the figure; "N分多钟" (N-something,
  a ``多`` right after the number) also needs ``x`` below the next unit of
  the last written digit (``9分多钟`` and 9.392 but not 11.076; ``3.6倍多``
  and 3.64).
"""
from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass

APPROX = 0.05
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")
# "9分多钟", "9多分钟", "9.5小时多", "3.6倍多": 多 after the number and an optional unit word
_DUO = re.compile(r"^\s*(?:分钟|分鐘|小时|小時|[分秒天个個钟鐘倍])?\s*多")
EPS = 1e-9
# minutes per unit an article may write a time in: minutes, hours, days, seconds
UNIT_FACTORS = (1.0, 60.0, 1440.0, 1 / 60)


@dataclass(frozen=True)
class Figure:
    number: float  # as written, in the written unit
    decimals: int
    factor: float  # minutes per written unit
    qualifier: str = "="
    n_something: bool = False  # "9分多钟": below number + one unit of the last digit
    written: str = ""

    @property
    def minutes(self) -> float:
        return self.number * self.factor

    @property
    def step(self) -> float:
        return 10.0 ** -self.decimals


def decimals_of(number_text: str) -> int:
    return len(number_text.split(".", 1)[1]) if "." in number_text else 0


def figure_of(value: str, qualifier: str = "=", written: str | None = None,
              after: str = "", factors: tuple[float, ...] = UNIT_FACTORS) -> Figure:
    """The figure of a results.csv row.

    ``value`` is the row's value (minutes, or a ratio or percentage with
    ``factors=(1.0,)``); ``written`` the article's text at the value's offsets,
    ``after`` the few characters that follow it.  The precision comes from
    ``written`` when it has a number, else from ``value``.
    """
    minutes = float(value)
    if not math.isfinite(minutes):
        raise ValueError(f"{value!r} is not a finite number")
    qualifier = qualifier.strip() or "="
    if written:
        text = unicodedata.normalize("NFKC", written)
        m = _NUMBER.search(text)
        if m:
            number = float(m.group().replace(",", ""))
            factor = _unit_factor(minutes / number, factors) if number > 0 else None
            if factor:
                rest = text[m.end():] + unicodedata.normalize("NFKC", after)
                return Figure(number=number, decimals=decimals_of(m.group()),
                              factor=factor,
                              qualifier=qualifier,
                              n_something=qualifier == ">" and bool(_DUO.match(rest)),
                              written=written)
    text = value.strip().lstrip("+")
    if "e" in text.lower():
        text = repr(minutes)
    n_something = False
    if after:
        n_something = qualifier == ">" and bool(_DUO.match(unicodedata.normalize("NFKC", after)))
    return Figure(number=minutes, decimals=decimals_of(text), factor=1.0,
                  qualifier=qualifier, n_something=n_something, written=written or "")


def _unit_factor(ratio: float, factors: tuple[float, ...] = UNIT_FACTORS) -> float | None:
    """The unit factor ``ratio`` is (within 0.5 %, the rounding of a conversion), or None."""
    for f in factors:
        if abs(ratio - f) <= 0.005 * f:
            return f
    return None


def rounds_to(fig: Figure, official_minutes: float) -> bool:
    """The official value, rounded to the figure's decimals in its unit, is the figure."""
    x = official_minutes / fig.factor
    return abs(x - fig.number) <= fig.step / 2 + EPS * max(1.0, abs(x))


def agrees(fig: Figure, official_minutes: float) -> bool:
    x = official_minutes / fig.factor
    v = fig.number
    tol = EPS * max(1.0, abs(v))
    q = fig.qualifier
    if q == "=":
        return rounds_to(fig, official_minutes)
    if q == "~":
        return rounds_to(fig, official_minutes) or abs(x - v) <= APPROX * v + tol
    if q == "<":
        return x < v - tol
    if q == "<=":
        return x <= v + tol or rounds_to(fig, official_minutes)
    if q == ">":
        if fig.n_something:
            return v + tol < x < v + fig.step - tol
        return x > v + tol
    if q == ">=":
        return x >= v - tol or rounds_to(fig, official_minutes)
    raise ValueError(f"unknown qualifier {q!r}")
