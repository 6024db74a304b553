"""The data files of pipeline/data/: known columns, valid vocabularies, no alias
pointing to two canonical names, patterns that compile, and name lists that
the extractor actually finds."""
from __future__ import annotations

import json
import math
import re

import pytest

from pipeline.extractors import lexicon
from pipeline.extractors.lexicon import DATA_DIR, DataFileError, fold, read_table
from pipeline.extractors.names import find_names
from pipeline.link import cues as link_cues
from pipeline.schema import MENTION_TYPES, QUALIFIERS

CSV_COLUMNS = {
    "architectures.csv": ["name", "vendor"],
    "benchmarks.csv": ["canonical", "alias", "ambiguous"],
    "count_cues.csv": ["cue"],
    "column_cues.csv": ["type", "cue"],
    "column_cues_other.csv": ["cue"],
    "cues_en.csv": ["category", "cue"],
    "cues_zh.csv": ["category", "cue"],
    "divisions.csv": ["surface", "division"],
    "glue_words.csv": ["word", "position"],
    "glue_counts.csv": ["word", "position"],
    "magnitudes.csv": ["surface", "factor"],
    "number_words.csv": ["word", "value", "kind"],
    "own_result_words.csv": ["word"],
    "numerals.csv": ["char", "value", "kind"],
    "qualifiers.csv": ["surface", "qualifier", "position"],
    "qualifier_gaps.csv": ["word", "after"],
    "suite_kinds.csv": ["surface", "kind"],
    "systems.csv": ["canonical", "alias", "vendor"],
    "catalogue_systems.csv": ["canonical", "alias", "vendor"],
    "systems_guarded.csv": ["canonical", "alias", "vendor", "cues"],
    "guard_cues.csv": ["cues", "word"],
    "benchmark_guards.csv": ["alias", "cues"],
    "benchmark_measures.csv": ["surface"],
    "catalogue_accelerators.csv": ["accelerator", "systems", "canonical", "vendor", "left_out"],
    "catalogue_processors.csv": ["processor", "systems", "canonical", "vendor", "left_out"],
    "unit_context_exclusions.csv": ["surface", "not_after"],
    "unit_requirements.csv": ["surface", "before", "after", "clause"],
    "qualifier_exclusions.csv": ["surface", "not_followed_by"],
    "unit_exclusions.csv": ["surface", "not_followed_by", "except_before"],
    "units.csv": ["surface", "type", "unit", "factor", "position"],
    "vendors.csv": ["alias", "vendor"],
    "verify_systems.csv": ["press_name", "submitter", "system_name", "system_dir", "accelerator",
                           "accelerators", "unit", "rounds", "kind", "comment"],
    # verify's other data files; their contents are checked in tests/test_verify_data.py
    "verify_benchmarks.csv": ["folder", "first_round", "last_round", "benchmark", "runs", "drop",
                              "comment"],
    "verify_cues.csv": ["kind", "cue", "comment"],
    "verify_rounds.csv": ["round", "published", "comment"],
    "verify_scores.csv": ["round", "submitter", "division", "system_dir", "system_name",
                          "benchmark", "accelerator_model_name", "accelerators_total", "n_runs",
                          "n_success", "score_min", "rcp_factor", "score_published_min",
                          "run_minutes", "status", "source_path"],
    "vendor_words.csv": ["word", "vendor"],
    "part_counts.csv": ["lang", "word"],
    "compared_time_words.csv": ["lang", "kind", "word"],  # its contents: tests/test_compared_times.py
    "cut_to_words.csv": ["lang", "kind", "word"],  # its contents: tests/test_cut_to_times.py
    "bound_words.csv": ["lang", "kind", "word"],  # its contents: tests/test_time_bounds.py
    "costed_runs.csv": ["lang", "kind", "word"],
    "new_one_words.csv": ["lang", "kind", "word"],
    "gain_words.csv": ["lang", "kind", "word"],
    "unnamed_words.csv": ["lang", "kind", "word"],
    "par_words.csv": ["lang", "kind", "word"],
    "clause_openers.csv": ["lang", "kind", "word"],
    "described_words.csv": ["lang", "kind", "word"],
    "price_phrases.csv": ["lang", "kind", "word"],
    "currency_places.csv": ["sign", "unit", "word"],
    "cantonese.csv": ["kind", "written", "read_as"],
    "workload_kinds.csv": ["lang", "kind", "word"],  # its contents: tests/test_link14_cantonese.py
    "size_task_words.csv": ["lang", "kind", "word"],  # its contents: tests/test_size_named_task.py
    "kind_ref_links.csv": ["lang", "kind", "word"],  # its contents: tests/test_kind_workload.py
    "family_software_words.csv": ["word"],
    "family_vendor_use.csv": ["word", "kind"],  # its contents: tests/test_names11_family_beside_company.py
}
JSONL_KEYS = {
    "benchmark_patterns.jsonl": {"name", "pattern", "canonical"},
    "system_patterns.jsonl": {"name", "pattern", "canonical", "vendor"},
    "suites.jsonl": {"name", "pattern"},
}
OTHER_FILES = {"boilerplate_lines.txt", "boilerplate_headers.txt",  # the second: tests/test_boilerplate.py
               "audit_units.json", "catalogue_rules.jsonl",  # the last: tests/test_catalogue.py
               "name_references.jsonl"}  # tests/test_names_refs.py
CUE_CATEGORIES = {
    "train_time", "price", "perf_per_dollar", "speed", "speedup", "none",
    "own_baseline", "baseline_before", "baseline_after", "respectively",
    "cost", "accuracy", "gain", "cut", "near", "move", "generation", "projection", "contrast", "in_contrast", "also",
    "share_of", "lag", "lag_after", "overall",
    "total", "over_time", "same_task", "latter", "former", "this_one", "same_money", "spec", "rate",
    "requirement", "hardware", "per_item", "gap", "software", "budget", "duration", "longer", "other_work", "training", "as_many", "count_unit", "expense",
}
CURRENCY = re.compile(r"^[A-Z]{3}$")
UNIT_OF_TYPE = {"time": "min", "percentage": "%", "ratio": "x"}


def rows(name):
    return read_table(name, CSV_COLUMNS[name])


def jsonl(name):
    out = []
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if line.strip() and not line.lstrip().startswith("#"):
                out.append((lineno, json.loads(line)))
    return out


def test_every_data_file_is_known():
    present = {p.name for p in DATA_DIR.iterdir() if p.is_file()}
    known = set(CSV_COLUMNS) | set(JSONL_KEYS) | OTHER_FILES
    assert present - known == set(), "a new data file needs its columns listed in this test"
    assert known - present == set(), "a data file the pipeline reads is missing"


@pytest.mark.parametrize("name", sorted(CSV_COLUMNS))
def test_csv_header_and_row_width(name):
    got = rows(name)  # raises DataFileError on a wrong header or a row of the wrong width
    assert got, f"{name} has no rows"
    for r in got:
        for col in CSV_COLUMNS[name]:
            assert r[col] == r[col].strip(), f"{name}:{r['_line']}: stray spaces in {col}"


@pytest.mark.parametrize("name", sorted(JSONL_KEYS))
def test_jsonl_keys_and_patterns_compile(name):
    entries = jsonl(name)
    assert entries
    names = [e["name"] for _, e in entries]
    assert len(names) == len(set(names)), f"{name}: duplicate pattern names"
    for lineno, e in entries:
        assert JSONL_KEYS[name] <= set(e) <= JSONL_KEYS[name] | {"requires", "measured"}, f"{name}:{lineno}: keys {sorted(e)}"
        assert e.get("measured", True) is True, f"{name}:{lineno}: measured is true or absent"
        if "requires" in e:  # literals one of which a text must hold for the pattern to be tried
            assert e["requires"] and all(isinstance(r, str) and r for r in e["requires"]), f"{name}:{lineno}"
        rx = re.compile(e["pattern"])
        re.compile(fold(e["pattern"]))  # the extractors match folded patterns
        assert not rx.fullmatch(""), f"{name}:{lineno}: pattern matches the empty string"
        if "canonical" in e:
            fields = {int(f) for f in re.findall(r"\{(\d+)(?::digits)?\}", e["canonical"])}
            # the one format spec the name finder knows: a Chinese numeral written in ASCII digits
            assert not re.search(r"\{\d+:(?!digits\})", e["canonical"]), f"{name}:{lineno}: unknown format spec"
            assert fields and max(fields) <= rx.groups, f"{name}:{lineno}: template needs groups {fields}"
        if name == "suites.jsonl":
            assert "version" in rx.groupindex, f"{name}:{lineno}: no (?P<version>...) group"


def test_boilerplate_patterns_compile():
    with open(DATA_DIR / "boilerplate_lines.txt", encoding="utf-8") as fh:
        lines = [l.rstrip("\n") for l in fh if l.strip() and not l.startswith("#")]
    assert lines
    for line in lines:
        rx = re.compile(line, re.IGNORECASE)
        assert not rx.search("IPU-POD16训练BERT用时9.4分钟。"), f"boilerplate pattern matches an article line: {line}"


def test_units_are_known():
    for r in rows("units.csv"):
        where = f"units.csv:{r['_line']}"
        assert r["type"] in MENTION_TYPES and r["type"] not in ("system", "benchmark"), where
        unit = r["unit"]
        assert unit in ("min", "%", "x") or CURRENCY.match(unit), f"{where}: unit {unit!r}"
        if r["type"] == "price":
            assert CURRENCY.match(unit), f"{where}: a price's unit is a currency code"
        else:
            assert unit == UNIT_OF_TYPE[r["type"]], f"{where}: {r['type']} must be in {UNIT_OF_TYPE[r['type']]}"
        assert float(r["factor"]) > 0, where
        assert r["position"] in ("before", "after", "compound"), where
        if r["position"] == "compound":  # continues a figure in a larger unit: a fraction of it
            assert r["type"] in ("time", "price"), where
    assert lexicon.units()  # the loader agrees


def test_no_unit_listed_twice():
    keys = [(r["surface"], r["position"], r["type"]) for r in rows("units.csv")]
    assert len(keys) == len(set(keys)), {k for k in keys if keys.count(k) > 1}


def test_currency_subunits_are_fractions():
    for r in rows("units.csv"):
        if r["type"] == "price" and r["position"] == "compound":
            assert float(r["factor"]) < 1, f"units.csv:{r['_line']}: a subunit (角, 分) is a fraction of 元"


def test_unit_context_exclusions_name_units():
    surfaces = {r["surface"].lower() for r in rows("units.csv")}
    for r in rows("unit_context_exclusions.csv"):
        assert r["surface"].lower() in surfaces, f"unit_context_exclusions.csv:{r['_line']}"
        assert r["not_after"] == r["not_after"].lower() and r["not_after"], f"unit_context_exclusions.csv:{r['_line']}"
    assert lexicon.unit_context_exclusions()


def test_unit_requirements_name_units():
    surfaces = {r["surface"] for r in rows("units.csv")}
    for r in rows("unit_requirements.csv"):
        where = f"unit_requirements.csv:{r['_line']}"
        assert r["surface"] in surfaces, where
        assert any(r[c] for c in ("before", "after", "clause")), where
        for c in ("before", "after", "clause"):
            assert all(r[c].split("|")) if r[c] else True, f"{where}: an empty word in {c}"
    assert set(lexicon.unit_requirements()) >= {"日", "块"}


def test_qualifier_exclusions_name_after_qualifiers():
    after = {r["surface"] for r in rows("qualifiers.csv") if r["position"] == "after"}
    for r in rows("qualifier_exclusions.csv"):
        assert r["surface"] in after and r["not_followed_by"], f"qualifier_exclusions.csv:{r['_line']}"
    assert lexicon.qualifier_exclusions()


def test_count_cues():
    cues = [r["cue"] for r in rows("count_cues.csv")]
    assert len(cues) == len(set(cues)) and all(cues)
    assert all(c == c.lower() for c in cues if c.isascii()), "English count cues are lower case"
    assert lexicon.count_cues()


def test_part_counts():
    got = rows("part_counts.csv")
    assert {r["lang"] for r in got} == {"zh", "en"}
    pairs = [(r["lang"], r["word"]) for r in got]
    assert len(pairs) == len(set(pairs)), "a part-count word is listed twice"
    for r in got:
        w = r["word"]
        assert w.strip() == w and w and not any(c.isdigit() for c in w), f"part_counts.csv:{r['_line']}"
        assert (w.isascii() and w == w.lower()) if r["lang"] == "en" else not w.isascii(), f"part_counts.csv:{r['_line']}"
    assert {"颗", "块"} <= {r["word"] for r in got} and {"with", "using"} <= {r["word"] for r in got}


def _lang_kind_words(name, kinds):
    got = rows(name)
    assert {r["lang"] for r in got} == {"zh", "en"} and {r["kind"] for r in got} == set(kinds)
    triples = [(r["lang"], r["kind"], r["word"]) for r in got]
    assert len(triples) == len(set(triples)), f"{name}: a word is listed twice"
    for r in got:
        w = r["word"]
        assert w.strip() == w and w and not any(c.isdigit() for c in w), f"{name}:{r['_line']}"
        assert (w.isascii() and w == w.lower()) if r["lang"] == "en" else not w.isascii(), f"{name}:{r['_line']}"


def test_costed_runs():
    from pipeline.link import costed
    _lang_kind_words("costed_runs.csv", costed.KINDS)
    assert costed._words()[("en", "cost")] and costed._words()[("zh", "done")]


def test_new_one_words():
    from pipeline.link import new_one
    _lang_kind_words("new_one_words.csv", new_one.KINDS)
    assert new_one._words()[("zh", "new")] and new_one._words()[("en", "old")]


def test_gain_words():
    from pipeline.link import gains
    _lang_kind_words("gain_words.csv", gains.KINDS)
    assert gains.is_variant("气冷版本") and gains.is_single_unit("单卡") and not gains.is_single_unit("单卡H100")


def test_unnamed_words():
    from pipeline.link import unnamed
    _lang_kind_words("unnamed_words.csv", unnamed.KINDS)
    assert unnamed.says_itself("its own results", 0, 15) and not unnamed.says_itself("我自己对照", 0, 5)


def test_number_words():
    got = rows("number_words.csv")
    assert {r["kind"] for r in got} <= set(lexicon.NUMBER_WORD_KINDS)
    words = [r["word"] for r in got]
    assert len(words) == len(set(words)), "a number word is listed twice"
    table = {r["word"]: (float(r["value"]), r["kind"]) for r in got}
    assert table["twenty"] == (20, "tens") and table["seven"] == (7, "digit") and table["hundred"][0] == 100
    assert table["half"] == (0.5, "fraction") and table["an"][1] == "article"
    assert all(w.isascii() and w.isalpha() and w == w.lower() for w in words)
    assert not set(words) & {w.lower() for w in lexicon.magnitudes()}, "magnitudes live in magnitudes.csv"
    assert lexicon.number_words()


def test_time_factors_are_minutes():
    factors = {r["surface"]: float(r["factor"]) for r in rows("units.csv") if r["type"] == "time"}
    for surface, minutes in {"秒": 1 / 60, "分钟": 1, "小时": 60, "天": 1440, "seconds": 1 / 60,
                             "minutes": 1, "hours": 60, "days": 1440}.items():
        assert factors[surface] == pytest.approx(minutes), surface


def test_qualifiers_are_known():
    got = rows("qualifiers.csv")
    for r in got:
        assert r["qualifier"] in ("=", "~", "<", ">", "<=", ">="), f"qualifiers.csv:{r['_line']}"
        assert r["qualifier"] in QUALIFIERS
        assert r["position"] in ("before", "after", "inside"), f"qualifiers.csv:{r['_line']}"
    surfaces = [(r["surface"], r["position"]) for r in got]
    assert len(surfaces) == len(set(surfaces)), "a qualifier surface is listed twice"
    by_surface = {r["surface"]: r["qualifier"] for r in got}
    # GOLD.md's examples
    for surface, q in {"约": "~", "近": "~", "左右": "~", "about": "~", "不到": "<", "under": "<",
                       "超过": ">", "多": ">", "just over": ">", "高达": "<=", "up to": "<=",
                       "至少": ">=", "at least": ">="}.items():
        assert by_surface.get(surface) == q, surface
    assert lexicon.qualifiers()


def test_column_cues():
    got = rows("column_cues.csv")
    assert {r["type"] for r in got} <= set(MENTION_TYPES)
    pairs = [(r["type"], r["cue"].lower()) for r in got]
    assert len(pairs) == len(set(pairs)), "a column cue is listed twice"
    assert lexicon.column_cues()["price"] and lexicon.column_cues()["time"]


def test_column_cues_other():
    cues = [r["cue"].lower() for r in rows("column_cues_other.csv")]
    assert cues and len(cues) == len(set(cues)), "a column cue is listed twice"
    priced = {c for cues_of_type in lexicon.column_cues().values() for c in cues_of_type}
    assert not priced & set(cues), "a header word cannot name an amount and something else"


def test_qualifier_gaps():
    got = rows("qualifier_gaps.csv")
    assert {r["after"] for r in got} == set(lexicon.QUALIFIER_GAP_KINDS)
    words = [r["word"] for r in got]
    assert len(words) == len(set(words)), "a gap word is listed twice"
    surfaces = {r["surface"] for r in rows("qualifiers.csv")}
    assert not set(words) & surfaces, "a gap word is a qualifier itself"
    assert lexicon.qualifier_gaps()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_cue_categories_are_known(lang):
    got = rows(f"cues_{lang}.csv")
    assert {r["category"] for r in got} <= CUE_CATEGORIES
    assert CUE_CATEGORIES <= link_cues.CATEGORIES, "the linker knows every category"
    pairs = [(r["category"], r["cue"]) for r in got]
    assert len(pairs) == len(set(pairs)), "a cue is listed twice in one category"
    # the linker's own loader validates too
    assert link_cues.find_cues("IPU-POD16的训练时间" if lang == "zh" else "time to train", 0, 20, lang)


def test_magnitudes_and_numerals():
    mags = {r["surface"]: float(r["factor"]) for r in rows("magnitudes.csv")}
    assert mags["万"] == 1e4 and mags["亿"] == 1e8 and mags["million"] == 1e6 and mags["billion"] == 1e9
    for surface, f in mags.items():
        assert f > 1 and float(f"1e{round(math.log10(f))}") == f, surface
    nums = rows("numerals.csv")
    assert {r["kind"] for r in nums} == {"digit", "multiplier"}
    table = {r["char"]: float(r["value"]) for r in nums}
    assert table["两"] == 2 and table["十"] == 10 and table["半"] == 0.5
    assert all(len(c) == 1 for c in table)


def test_divisions_and_suite_kinds():
    assert {r["division"] for r in rows("divisions.csv")} == {"open", "closed"}
    assert {r["kind"] for r in rows("suite_kinds.csv")} <= {"Training", "Inference", "HPC", "Tiny", "Storage"}


def test_unit_exclusions_name_units():
    surfaces = {r["surface"] for r in rows("units.csv")}
    for r in rows("unit_exclusions.csv"):
        assert r["surface"] in surfaces, f"unit_exclusions.csv:{r['_line']}"
        assert r["not_followed_by"], f"unit_exclusions.csv:{r['_line']}"
        for word in filter(None, r["except_before"].split("|")):  # an exception to one of the characters
            assert word[0] in r["not_followed_by"], f"unit_exclusions.csv:{r['_line']}: {word!r}"


def test_glue_word_positions():
    assert {r["position"] for r in rows("glue_words.csv")} <= {"before", "after"}


# -- name lists ------------------------------------------------------------------------------

def _alias_map(name):
    table = {}
    for r in rows(name):
        table.setdefault(fold(r["alias"]), set()).add(r["canonical"])
    return table


SYSTEM_LISTS = ["systems.csv", "catalogue_systems.csv", "systems_guarded.csv"]


@pytest.mark.parametrize("name", SYSTEM_LISTS + ["benchmarks.csv"])
def test_no_alias_points_to_two_canonical_names(name):
    clashes = {a: c for a, c in _alias_map(name).items() if len(c) > 1}
    assert clashes == {}
    assert (lexicon.system_aliases() if name == "systems.csv" else lexicon.benchmark_aliases()[0])


def test_no_alias_is_both_a_system_and_a_benchmark():
    systems = set().union(*(_alias_map(n) for n in SYSTEM_LISTS))
    assert systems & set(_alias_map("benchmarks.csv")) == set()


def test_no_alias_points_to_two_canonical_names_across_the_system_lists():
    table = {}
    for name in SYSTEM_LISTS:
        for alias, canonical in _alias_map(name).items():
            table.setdefault(alias, set()).update(canonical)
    assert {a: c for a, c in table.items() if len(c) > 1} == {}


def test_guarded_names_name_known_cue_sets():
    sets = {r["cues"] for r in rows("guard_cues.csv")}
    for r in rows("systems_guarded.csv"):
        assert set(r["cues"].split("|")) <= sets, f"systems_guarded.csv:{r['_line']}"


def test_loader_refuses_an_alias_with_two_canonical_names(tmp_path, monkeypatch):
    (tmp_path / "systems.csv").write_text(
        "canonical,alias,vendor\nIPU-POD16,POD16,Graphcore\nIPU-POD64,POD16,Graphcore\n", encoding="utf-8")
    monkeypatch.setattr(lexicon, "DATA_DIR", tmp_path)
    with pytest.raises(DataFileError, match=r"systems\.csv:3: alias 'POD16' points to both"):
        lexicon._aliases("systems.csv", ["canonical", "alias", "vendor"])


def test_loader_refuses_a_wrong_header(tmp_path, monkeypatch):
    (tmp_path / "units.csv").write_text("surface,kind,unit,factor,position\n分钟,time,min,1,after\n", encoding="utf-8")
    monkeypatch.setattr(lexicon, "DATA_DIR", tmp_path)
    with pytest.raises(DataFileError, match="header must be"):
        read_table("units.csv", CSV_COLUMNS["units.csv"])


CATEGORY_WORDS = re.compile(r"(?i)\b(?:GPU|GPUs|Tensor Core|server|system)\b|芯片|计算卡|加速卡|系统|处理器|服务器")
MEMORY_SIZE = re.compile(r"(?i)\b\d+\s?G(?:B)?\b")
HAN_NAME = re.compile(r"[\u4e00-\u9fff]+(?:[ -]?[0-9A-Za-z]+)?")  # 深算一号, 天穹一号


def test_canonical_system_names_follow_the_rules():
    vendors = {fold(r["alias"]).lower() for r in rows("vendors.csv")}
    english_aliases: dict[str, list[str]] = {}
    for r in [r for n in SYSTEM_LISTS for r in rows(n)]:
        if r["alias"].isascii():
            english_aliases.setdefault(r["canonical"], []).append(r["alias"])
    for r in [r for n in SYSTEM_LISTS for r in rows(n)]:
        name, where = r["canonical"], f"{r['_file']}:{r['_line']}"
        if not name.isascii():
            # GOLD.md: a product known under a Chinese and an English name takes the English
            # one; one known only in Chinese (深算一号) stays as written, in Han characters
            assert HAN_NAME.fullmatch(name), f"{where}: canonical names are English, ASCII digits ({name!r})"
            assert not english_aliases.get(name), \
                f"{where}: {name!r} has the English alias {english_aliases[name][0]!r}: that is its name"
        assert not CATEGORY_WORDS.search(name), f"{where}: category word in {name!r}"
        assert not MEMORY_SIZE.search(name), f"{where}: memory size in {name!r}"
        assert not any(w.lower() in vendors for w in name.split()), f"{where}: vendor word in {name!r}"
        assert r["vendor"], f"{where}: no vendor"


def test_canonical_benchmark_names_are_ascii():
    for r in rows("benchmarks.csv"):
        assert r["canonical"].isascii(), f"benchmarks.csv:{r['_line']}"
        assert r["ambiguous"] in ("", "yes"), f"benchmarks.csv:{r['_line']}"


def _aliases_of(name, ambiguous):
    out = []
    for r in rows(name):
        if name == "benchmarks.csv" and bool(r["ambiguous"]) != ambiguous:
            continue
        out.append(pytest.param(r["alias"], r["canonical"], id=f"{name}:{r['alias']}"))
    return out


@pytest.mark.parametrize("alias,canonical", _aliases_of("systems.csv", False) + _aliases_of("catalogue_systems.csv", False)
                         + _aliases_of("benchmarks.csv", False))
def test_every_alias_is_found_as_its_canonical_name(alias, canonical):
    text = fold(alias)
    found = [(m.value, m.start, m.end) for m in find_names(text)]
    assert found == [(canonical, 0, len(text))]


@pytest.mark.parametrize("alias,canonical", _aliases_of("benchmarks.csv", True))
def test_ambiguous_aliases_count_only_in_a_list(alias, canonical):
    assert find_names(f"a {alias} model") == []
    found = [m.value for m in find_names(f"ResNet-50、{alias}和BERT")]
    assert found == ["ResNet-50", canonical, "BERT"]


@pytest.mark.parametrize("lineno,entry", [pytest.param(n, e, id=e["name"]) for n, e in jsonl("system_patterns.jsonl")])
def test_system_pattern_vendors_are_known(lineno, entry):
    vendors = {r["vendor"] for r in rows("vendors.csv")} | {r["vendor"] for r in rows("systems.csv")}
    if entry["name"] in PATTERNS_OF_MANY_VENDORS:  # names of any maker: the vendor is unknown ("")
        assert entry["vendor"] == "", f"system_patterns.jsonl:{lineno}"
        return
    assert entry["vendor"] in vendors, f"system_patterns.jsonl:{lineno}"


# system patterns that find names of any maker by a cue word (a quoted name next to 超级电脑), or of any
# cloud by the form of its instance types (card_instance: nc.b200.8x)
PATTERNS_OF_MANY_VENDORS = ("quoted_supercomputer", "named_supercomputer", "appositive_supercomputer", "card_instance", "server_model",
                            "configured_model", "server_word_model", "code_name", "maker_model", "xlarge_instance")


def test_audit_units_follow_the_contract():
    with open(DATA_DIR / "audit_units.json", encoding="utf-8") as fh:
        data = json.load(fh)
    assert set(data["mentions"]) == set(MENTION_TYPES)
    assert data["mentions"]["time"] == ["min"] and data["mentions"]["price"] == ["CURRENCY"]
    assert set(data["results"]) == {"train_time", "price", "perf_gain", "speedup", "perf_per_dollar"}


def test_own_result_words():
    words = [r["word"] for r in rows("own_result_words.csv")]
    assert words and all(w.strip() == w and w for w in words) and len(words) == len(set(words))
    assert {"自家", "its own"} <= set(words)
    assert all(fold(w) == w for w in words if not w.isascii()), "written Simplified, as the linker reads"



def test_described_words():
    from pipeline.link import described
    _lang_kind_words("described_words.csv", described.KINDS)
