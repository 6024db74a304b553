"""Build (or check) the name lists that come from the MLPerf systems catalogue.

    python tools/build_names.py            # rewrite the two files below
    python tools/build_names.py --check    # exit 1 if they are not what the catalogue and rules give

Reads the accelerator names of ../shared/reference/mlperf-accelerators.csv
(the submitters' own spellings, 236 of them) -- or, where that folder is not
there, the names already vendored in pipeline/data/catalogue_accelerators.csv
-- and applies the canonicalisation rules of pipeline/data/catalogue_rules.jsonl
(leave out, vendor, rewrite, with_vendor; the file says how).  Writes:

- pipeline/data/catalogue_accelerators.csv: every accelerator name of the
  catalogue with its canonical name and vendor, or why it is left out (the
  vendored copy the tests read; tests/test_catalogue.py holds that each maps
  to exactly one canonical name or is left out);
- pipeline/data/catalogue_systems.csv: the aliases the name finder needs for
  those canonical names that neither the hand-kept list (systems.csv) nor a
  family pattern (system_patterns.jsonl) finds already;
- pipeline/data/catalogue_processors.csv: every host processor name of
  ../shared/reference/mlperf-systems.csv with its canonical name (Xeon 8480+,
  EPYC 7742, ...) or why it is left out; the family patterns must read each
  as that name (tests/test_catalogue.py).
"""
from __future__ import annotations

import argparse
import csv
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline.extractors.lexicon import DATA_DIR, DataFileError, read_jsonl  # noqa: E402

CATALOGUE = ROOT.parent / "shared" / "reference" / "mlperf-accelerators.csv"
SYSTEMS_CATALOGUE = ROOT.parent / "shared" / "reference" / "mlperf-systems.csv"
ACCELERATORS = DATA_DIR / "catalogue_accelerators.csv"
PROCESSORS = DATA_DIR / "catalogue_processors.csv"
ALIASES = DATA_DIR / "catalogue_systems.csv"
ACC_COLUMNS = ["accelerator", "systems", "canonical", "vendor", "left_out"]
CPU_COLUMNS = ["processor", "systems", "canonical", "vendor", "left_out"]
HEADER = ("# Built by tools/build_names.py from the MLPerf systems catalogue and catalogue_rules.jsonl:"
          " do not edit by hand.\n")


class Rules:
    """The steps of catalogue_rules.jsonl, compiled (case ignored unless a pattern says (?-i))."""

    def __init__(self, entries):
        self.leave_out, self.vendors, self.rewrites, self.with_vendor = [], [], [], []
        self.cpu_family, self.cpu_leave_out, self.cpu_rewrites = [], [], []
        for e in entries:
            step = e.get("step")
            try:
                rx = re.compile(e["pattern"], re.IGNORECASE)
            except re.error as exc:
                raise DataFileError(f"catalogue_rules.jsonl: {e['pattern']!r}: {exc}") from None
            if step == "leave_out":
                self.leave_out.append((rx, e["why"]))
            elif step == "vendor":
                self.vendors.append((rx, e["vendor"]))
            elif step == "rewrite":
                self.rewrites.append((rx, e["replace"]))
            elif step == "with_vendor":
                self.with_vendor.append(rx)
            elif step == "cpu_family":
                self.cpu_family.append((rx, e["why"]))
            elif step == "cpu_leave_out":
                self.cpu_leave_out.append((rx, e["why"]))
            elif step == "cpu_rewrite":
                self.cpu_rewrites.append((rx, e["replace"]))
            else:
                raise DataFileError(f"catalogue_rules.jsonl: unknown step {step!r}")

    @classmethod
    def load(cls) -> "Rules":
        return cls(read_jsonl("catalogue_rules.jsonl", ("step", "pattern")))

    def apply(self, name: str) -> tuple[str, str, str]:
        """(canonical, vendor, left_out) of an accelerator: canonical and vendor empty where it is left out."""
        return self._apply(name.strip(), self.leave_out, self.rewrites)

    def apply_cpu(self, name: str) -> tuple[str, str, str]:
        """The same for a host processor: only the families of cpu_family are mapped."""
        raw = name.strip()
        if self.cpu_family and not any(rx.search(raw) for rx, _ in self.cpu_family):
            return "", "", self.cpu_family[0][1]
        return self._apply(raw, self.cpu_leave_out, self.cpu_rewrites)

    def _apply(self, raw: str, leave_out, rewrites) -> tuple[str, str, str]:
        for rx, why in leave_out:
            if rx.fullmatch(raw):
                return "", "", why
        vendor = next((v for rx, v in self.vendors if rx.search(raw)), "")
        text = raw
        for rx, replace in rewrites:
            text = rx.sub(replace, text)
        text = " ".join(text.split()).strip(" -_/")
        if not text:
            return "", "", "nothing left once vendor, category and size words are taken away"
        return text, vendor, ""

    def alias_of(self, canonical: str, raw: str) -> str:
        """The alias the lists need for ``canonical``: itself, or with the vendor word as the catalogue writes it."""
        if any(rx.fullmatch(canonical) for rx in self.with_vendor):
            word = raw.split()[0]
            return f"{word} {canonical}"
        return canonical


def read_catalogue(path: Path) -> list[tuple[str, str]]:
    """(accelerator name, number of systems) from the catalogue, or from the vendored list."""
    with open(path, encoding="utf-8", newline="") as fh:
        rows = [r for r in csv.DictReader(line for line in fh if not line.startswith("#"))]
    return [(r["accelerator_model_name"] if "accelerator_model_name" in r else r["accelerator"], r["systems"])
            for r in rows]


def read_processors(path: Path) -> list[tuple[str, str]]:
    """(host processor name, number of systems) from mlperf-systems.csv, or from the vendored list."""
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(line for line in fh if not line.startswith("#")))
    if rows and "processor" in rows[0]:
        return [(r["processor"], r["systems"]) for r in rows]
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["host_processor_model_name"]] = counts.get(r["host_processor_model_name"], 0) + 1
    return [(name, str(n)) for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]


def build_processors(names: list[tuple[str, str]], rules: Rules) -> str:
    """The text of catalogue_processors.csv."""
    out = io.StringIO()
    out.write(HEADER)
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CPU_COLUMNS)
    for name, count in names:
        w.writerow([name, count, *rules.apply_cpu(name)])
    return out.getvalue()


def build(names: list[tuple[str, str]], rules: Rules) -> tuple[str, str]:
    """The text of catalogue_accelerators.csv and of catalogue_systems.csv."""
    from pipeline.extractors import lexicon, names as finder

    acc = io.StringIO()
    acc.write(HEADER)
    w = csv.writer(acc, lineterminator="\n")
    w.writerow(ACC_COLUMNS)
    needed: dict[str, tuple[str, str]] = {}
    for name, count in names:
        canonical, vendor, why = rules.apply(name)
        w.writerow([name, count, canonical, vendor, why])
        if canonical:
            alias = rules.alias_of(canonical, name)
            needed.setdefault(alias, (canonical, vendor))
    # an alias is needed where the finder, without the catalogue's list, does not find the canonical name
    lexicon.system_aliases.cache_clear()
    finder._system_alias_matcher.cache_clear()
    saved = lexicon.SYSTEM_LISTS
    lexicon.SYSTEM_LISTS = tuple(x for x in saved if x[0] != ALIASES.name)
    try:
        rows = []
        guarded = lexicon.guarded_aliases()  # a guarded name (Xavier) stays guarded: no plain alias for it
        for alias, (canonical, vendor) in sorted(needed.items(), key=lambda kv: (kv[1][0], kv[0])):
            if lexicon.fold(alias) in guarded:
                continue
            found = [(m.value, m.start, m.end) for m in finder.find_names(lexicon.fold(alias))]
            if found != [(canonical, 0, len(lexicon.fold(alias)))]:
                rows.append([canonical, alias, vendor])
    finally:
        lexicon.SYSTEM_LISTS = saved
        lexicon.system_aliases.cache_clear()
        finder._system_alias_matcher.cache_clear()
    out = io.StringIO()
    out.write(HEADER)
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["canonical", "alias", "vendor"])
    w.writerows(rows)
    return acc.getvalue(), out.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--catalogue", type=Path, default=None,
                    help=f"mlperf-accelerators.csv (default: {CATALOGUE}, else the vendored list)")
    ap.add_argument("--check", action="store_true", help="only check that the files are up to date")
    args = ap.parse_args(argv)
    source = args.catalogue or (CATALOGUE if CATALOGUE.is_file() else ACCELERATORS)
    cpu_source = SYSTEMS_CATALOGUE if SYSTEMS_CATALOGUE.is_file() else PROCESSORS
    for path in (source, cpu_source):
        if not path.is_file():
            print(f"{path}: no such file", file=sys.stderr)
            return 2
    try:
        rules = Rules.load()
        acc, aliases = build(read_catalogue(source), rules)
        cpus = build_processors(read_processors(cpu_source), rules)
    except (DataFileError, KeyError) as exc:
        print(f"{source}: {exc}", file=sys.stderr)
        return 2
    files = ((ACCELERATORS, acc), (ALIASES, aliases), (PROCESSORS, cpus))
    stale = [p for p, text in files if not p.is_file() or p.read_text(encoding="utf-8") != text]
    if args.check:
        for p in stale:
            print(f"{p}: not what the catalogue and catalogue_rules.jsonl give; run tools/build_names.py")
        return 1 if stale else 0
    for p, text in files:
        p.write_text(text, encoding="utf-8")
    print(f"{source}: {acc.count(chr(10)) - 2} accelerators -> {ACCELERATORS.name}; "
          f"{aliases.count(chr(10)) - 2} aliases -> {ALIASES.name}; "
          f"{cpu_source}: {cpus.count(chr(10)) - 2} host processors -> {PROCESSORS.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
