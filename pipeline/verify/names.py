"""Press system names to official submissions.

``pipeline/data/verify_systems.csv`` maps a press name (GOLD.md's canonical
name, an accelerator, an architecture or a vendor named as a baseline) to
conditions on a submission; every non-empty field of a row must hold:

- ``submitter``: the submitter, by key (``|`` separates alternatives);
- ``system_name``, ``system_dir``: by key, or a ``*``/``?``/``[]`` pattern
  (case-insensitive);
- ``accelerator``: a case-insensitive regular expression searched in the
  submitter's ``accelerator_model_name``;
- ``accelerators``: the accelerator count of the whole system;
- ``rounds``: ``0.7-2.1``, ``3.1-`` or ``1.0``.

``kind`` says what the name is: a ``system``, an ``accelerator``, a
``family`` (an architecture or product family: Hopper, Gaudi) or a
``vendor`` (Intel, 英伟达), which is only meaningful as a baseline.

``unit`` is how many accelerators one of the named thing holds (8 for a DGX
A100), to turn a count in the article ("8 DGX B200") into accelerators.
Several rows for one press name add up.  A press name with no row falls back
on its key equal to a submission's system name or folder, or on the name
written as a whole word in its accelerator or system name ("MI300X").
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import lru_cache
from pathlib import Path

from pipeline.verify.errors import LogError, read_csv
from pipeline.verify.rounds import round_key
from pipeline.verify.submission import Submission

DATA = Path(__file__).resolve().parent.parent / "data" / "verify_systems.csv"
FIELDS = ("press_name", "submitter", "system_name", "system_dir", "accelerator",
          "accelerators", "unit", "rounds", "kind")
KINDS = ("system", "accelerator", "family", "vendor")


def key(name: str) -> str:
    """Lower case, letters and digits only (GOLD.md's name key)."""
    return re.sub(r"[\W_]+", "", str(name).casefold())


@lru_cache(maxsize=512)
def name_pattern(name: str) -> re.Pattern:
    """``name`` as a whole word, spacing and hyphens free: "TPU v4" finds "TPUv4", "tpu-v4"."""
    runs = re.findall(r"[^\W\d_]+|\d+", name)
    body = r"[\s\-_]*".join(re.escape(r) for r in runs) or re.escape(name)
    return re.compile(rf"(?<![A-Za-z0-9]){body}(?![A-Za-z0-9])", re.I)


def _in_rounds(spec: str, rnd: str) -> bool:
    if not spec:
        return True
    lo, sep, hi = spec.partition("-")
    k = round_key(rnd)
    if not sep:
        return k == round_key(lo)
    return (not lo or k >= round_key(lo)) and (not hi or k <= round_key(hi))


def _name_matches(pattern: str, value: str) -> bool:
    if any(c in pattern for c in "*?["):
        return fnmatchcase(value.casefold(), pattern.casefold())
    return key(pattern) == key(value)


@dataclass(frozen=True)
class Rule:
    press_name: str
    submitter: str = ""
    system_name: str = ""
    system_dir: str = ""
    accelerator: str = ""
    accelerators: str = ""
    unit: str = ""
    rounds: str = ""
    kind: str = "system"

    def matches(self, sub: Submission) -> bool:
        if self.submitter and key(sub.submitter) not in {
                key(s) for s in self.submitter.split("|")}:
            return False
        if self.system_name and not _name_matches(self.system_name, sub.system_name):
            return False
        if self.system_dir and not _name_matches(self.system_dir, sub.system_dir):
            return False
        if self.accelerator and not re.search(self.accelerator, sub.accelerator, re.I):
            return False
        if self.accelerators and sub.accelerators != int(self.accelerators):
            return False
        return _in_rounds(self.rounds, sub.round)


def load_rules(path: str | Path = DATA) -> dict[str, list[Rule]]:
    """Rules by press-name key; LogError for a missing file or column or a bad row."""
    rules: dict[str, list[Rule]] = {}
    for row in read_csv(path, FIELDS):
        if "_problem" in row:
            raise LogError(path, row["_problem"], row["_line"])
        name = row["press_name"]
        if not name:
            continue
        rule = Rule(**{f: row.get(f, "") for f in FIELDS})
        problem = _bad(rule)
        if problem:
            raise LogError(path, problem, row["_line"])
        rules.setdefault(key(name), []).append(rule)
    return rules


def _bad(rule: Rule) -> str:
    if rule.kind not in KINDS:
        return f"kind {rule.kind!r} is not one of {', '.join(KINDS)}"
    for f in ("accelerators", "unit"):
        if getattr(rule, f) and not getattr(rule, f).isdigit():
            return f"{f} {getattr(rule, f)!r} is not a whole number"
    if rule.rounds and not re.fullmatch(r"[\d.]*-?[\d.]*", rule.rounds):
        return f"rounds {rule.rounds!r} is not like 0.7-2.1"
    try:
        re.compile(rule.accelerator)
    except re.error as exc:
        return f"accelerator pattern {rule.accelerator!r} does not compile ({exc})"
    if not any(getattr(rule, f) for f in FIELDS[1:6]):
        return f"{rule.press_name}: the row sets no condition"
    return ""


@dataclass(frozen=True)
class Found:
    name: str  # the press name of the rule (or the text, for the fallback)
    start: int
    end: int


class Matcher:
    def __init__(self, rules: dict[str, list[Rule]] | None = None):
        self.rules = load_rules() if rules is None else rules
        self._names = sorted({r.press_name for rs in self.rules.values() for r in rs},
                             key=lambda n: (-len(key(n)), n))

    def how(self, press_name: str) -> str:
        """"mapping" when the data file has the name, else "name"."""
        return "mapping" if key(press_name) in self.rules else "name"

    def kind(self, press_name: str) -> str:
        rules = self.rules.get(key(press_name))
        return rules[0].kind if rules else "system"

    def unit(self, press_name: str) -> int:
        """Accelerators in one of ``press_name`` (1 for an accelerator)."""
        units = [int(r.unit) for r in self.rules.get(key(press_name), []) if r.unit]
        return max(units) if units else 1

    def match(self, press_name: str, submissions: list[Submission]) -> list[Submission]:
        k = key(press_name)
        if not k:
            return []
        rules = self.rules.get(k)
        if rules:
            return [s for s in submissions if any(r.matches(s) for r in rules)]
        rx = name_pattern(press_name)
        return [s for s in submissions
                if k in (key(s.system_name), key(s.system_dir))
                or rx.search(s.accelerator) or rx.search(s.system_name)]

    def find(self, text: str) -> list[Found]:
        """The press names of the data file written in ``text``, longest first, not overlapping."""
        taken: list[tuple[int, int]] = []
        out = []
        for name in self._names:
            for m in name_pattern(name).finditer(text):
                if any(m.start() < e and s < m.end() for s, e in taken):
                    continue
                taken.append((m.start(), m.end()))
                out.append(Found(name, m.start(), m.end()))
        return sorted(out, key=lambda f: f.start)
