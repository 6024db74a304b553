"""Press system names to submissions.

``pipeline/data/verify_systems.csv`` maps a press name (canonical, GOLD.md)
to conditions on a submission; every non-empty field of a row must hold:

- ``submitter``: the submitter, by key (``|`` separates alternatives);
- ``system_name``, ``system_dir``: by key, or a ``*``/``?`` pattern (case-insensitive);
- ``nodes``, ``accelerators_per_node``: equal integers;
- ``accelerator``: a case-insensitive substring of accelerator_model_name.

Several rows for one press name add up.  A press name with no row falls back
on its key equal to the key of a submission's system_name or system folder.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from pipeline.verify.mllog import LogError
from pipeline.verify.repository import Submission

DATA = Path(__file__).resolve().parent.parent / "data" / "verify_systems.csv"
FIELDS = ("press_name", "submitter", "system_name", "system_dir", "nodes",
          "accelerators_per_node", "accelerator")


def key(name: str) -> str:
    """Lower case, letters and digits only (GOLD.md's name key)."""
    return re.sub(r"[\W_]+", "", str(name).casefold())


@dataclass(frozen=True)
class Rule:
    press_name: str
    submitter: str = ""
    system_name: str = ""
    system_dir: str = ""
    nodes: str = ""
    accelerators_per_node: str = ""
    accelerator: str = ""

    def matches(self, sub: Submission) -> bool:
        if self.submitter and key(sub.submitter) not in {
                key(s) for s in self.submitter.split("|")}:
            return False
        if self.system_name and not _name_matches(self.system_name, sub.system_name):
            return False
        if self.system_dir and not _name_matches(self.system_dir, sub.system_dir):
            return False
        if self.nodes and str(sub.nodes) != self.nodes.strip():
            return False
        if self.accelerators_per_node and \
                str(sub.accelerators_per_node) != self.accelerators_per_node.strip():
            return False
        if self.accelerator and self.accelerator.casefold() not in sub.accelerator.casefold():
            return False
        return True


def _name_matches(pattern: str, value: str) -> bool:
    if any(c in pattern for c in "*?["):
        return fnmatchcase(value.casefold(), pattern.casefold())
    return key(pattern) == key(value)


def load_rules(path: str | Path = DATA) -> dict[str, list[Rule]]:
    """Rules by press-name key; LogError for a missing file or column."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            missing = [f for f in FIELDS if f not in (reader.fieldnames or [])]
            if missing:
                raise LogError(path, f"missing column(s) {', '.join(missing)}")
            rules: dict[str, list[Rule]] = {}
            for row in reader:
                name = (row.get("press_name") or "").strip()
                if not name:
                    continue
                rule = Rule(**{f: (row.get(f) or "").strip() for f in FIELDS})
                rules.setdefault(key(name), []).append(rule)
            return rules
    except OSError as exc:
        raise LogError(path, f"cannot be read ({exc.strerror or exc})") from None


class Matcher:
    def __init__(self, rules: dict[str, list[Rule]] | None = None):
        self.rules = load_rules() if rules is None else rules

    def how(self, press_name: str) -> str:
        """"mapping" when the data file has the name, else "name"."""
        return "mapping" if key(press_name) in self.rules else "name"

    def match(self, press_name: str, submissions: list[Submission]) -> list[Submission]:
        k = key(press_name)
        if not k:
            return []
        rules = self.rules.get(k)
        if rules:
            return [s for s in submissions if any(r.matches(s) for r in rules)]
        return [s for s in submissions if k in (key(s.system_name), key(s.system_dir))]
