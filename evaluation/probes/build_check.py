#!/usr/bin/env python3
"""Usage: python evaluation/probes/build_check.py SET   (SET: a probe folder, e.g. evaluation/probes/probe5)

Build SET/gold/*.csv from the hand labels in SET/tools/labels_*.txt and
check every row.  Also writes tools/mention_spans.csv (doc_id,type,value,unit,
start,end,text), the offsets into the ORIGINAL article text of each labelled
span, so that original[start:end] == text can be verified.

Checks: span found in the article (original[start:end] == text, unique
position chosen by the [[...]] context marker when given), values parse as
numbers, units in the GOLD.md vocabulary, names non-empty and not carrying
vendor/category words, results complete, result system/benchmark among the
doc's mentions, result value among the doc's mentions of the right type and
unit (within 0.5 %), metric/unit/qualifier vocabulary, no duplicate rows.
"""
import csv, glob, os, re, sys

if len(sys.argv) != 2 or not os.path.isdir(os.path.join(sys.argv[1], "tools")):
    sys.exit("usage: build_check.py SET (a probe folder with articles/ and tools/labels_*.txt)")
ROOT = sys.argv[1]
ART = os.path.join(ROOT, "articles")
GOLD = os.path.join(ROOT, "gold")
TYPES = {"S": "system", "B": "benchmark", "T": "time", "P": "price",
         "C": "percentage", "X": "ratio"}
METRICS = {"train_time": {"min"}, "price": None, "perf_gain": {"%", "x"},
           "speedup": {"%", "x"}, "perf_per_dollar": {"%", "x"}}
QUALS = {"=", "~", "<", ">", "<=", ">="}
CURR = {"USD", "CNY", "TWD", "HKD", "EUR", "JPY", "GBP"}
BADWORDS = re.compile(r"(\bNVIDIA\b|英伟达|輝達|\bGPU\b|芯片|晶片|加速卡|计算卡|系统|系統|处理器|處理器|\bserver\b|Tensor Core|\d+GB\b)", re.I)

errors = []
def err(msg):
    errors.append(msg)

def key(s):
    return re.sub(r"[^0-9a-z\u4e00-\u9fff]", "", s.lower())

def close(a, b):
    return abs(a - b) <= 0.005 * max(abs(a), abs(b), 1e-12)

def parse():
    docs = {}
    cur = None
    for path in sorted(glob.glob(os.path.join(ROOT, "tools", "labels_*.txt"))):
        for ln, line in enumerate(open(path, encoding="utf-8"), 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            where = f"{os.path.basename(path)}:{ln}"
            if line.startswith("@"):
                cur = line[1:].strip()
                if cur in docs:
                    err(f"{where}: doc {cur} twice")
                docs[cur] = {"M": [], "R": []}
                continue
            tag, rest = line.split(" ", 1)
            if cur is None:
                err(f"{where}: row before any @doc"); continue
            if tag in TYPES:
                head, _, span = rest.partition(" | ")
                head = head.strip()
                if TYPES[tag] in ("system", "benchmark"):
                    value, unit = head, ""
                elif TYPES[tag] == "price":
                    value, unit = head.rsplit(" ", 1)
                else:
                    value, unit = head, {"T": "min", "C": "%", "X": "x"}[tag]
                docs[cur]["M"].append((TYPES[tag], value, unit, span.replace("\\t", "\t"), where))
            elif tag == "R":
                parts = [p.strip() for p in rest.split("|")]
                if len(parts) != 6:
                    err(f"{where}: result needs 6 fields: {line}"); continue
                docs[cur]["R"].append((*parts, where))
            else:
                err(f"{where}: unknown tag {tag}")
    return docs

def locate(text, span):
    m = re.fullmatch(r"(.*?)\[\[(.+?)\]\](.*)", span, re.S)
    if m:
        left, core, right = m.groups()
    else:
        left, core, right = "", span, ""
    i = text.find(left + core + right)
    if i < 0:
        return None
    start = i + len(left)
    return start, start + len(core), core

def main():
    docs = parse()
    arts = {os.path.basename(p)[:-4]: p for p in glob.glob(os.path.join(ART, "*.txt"))}
    for d in arts:
        if d not in docs:
            err(f"article {d} has no labels")
    mrows, rrows, spans = [], [], []
    for d, lab in docs.items():
        if d not in arts:
            err(f"labels for unknown doc {d}"); continue
        text = open(arts[d], encoding="utf-8").read()
        seen = set()
        for typ, value, unit, span, where in lab["M"]:
            loc = locate(text, span)
            if loc is None:
                err(f"{where}: span not found in {d}: {span!r}"); continue
            s, e, core = loc
            assert text[s:e] == core
            spans.append((d, typ, value, unit, s, e, core))
            if typ in ("system", "benchmark"):
                if not value or value != value.strip():
                    err(f"{where}: bad name {value!r}")
                if typ == "system" and BADWORDS.search(value):
                    err(f"{where}: vendor/category/memory word in system {value!r}")
            else:
                try:
                    v = float(value)
                    if v < 0:
                        err(f"{where}: negative value")
                except ValueError:
                    err(f"{where}: value does not parse {value!r}"); continue
                if typ == "price" and unit not in CURR:
                    err(f"{where}: bad currency {unit}")
                # a number in the value should be visible in the span (sanity) unless
                # the span uses number words; warn only
            k = (typ, key(value) if typ in ("system", "benchmark") else value, unit)
            if k not in seen:
                seen.add(k)
                mrows.append((d, typ, value, unit))
        sysk = {key(v) for (t, v, u, *_ ) in lab["M"] if t == "system"}
        benk = {key(v) for (t, v, u, *_ ) in lab["M"] if t == "benchmark"}
        nums = [(t, float(v), u) for (t, v, u, *_ ) in lab["M"] if t not in ("system", "benchmark")]
        rseen = set()
        for system, bench, metric, value, unit, qual, where in lab["R"]:
            if metric not in METRICS:
                err(f"{where}: bad metric {metric}"); continue
            if qual not in QUALS:
                err(f"{where}: bad qualifier {qual!r}")
            if system and key(system) not in sysk:
                err(f"{where}: system {system!r} not among {d}'s system mentions")
            if bench and key(bench) not in benk:
                err(f"{where}: benchmark {bench!r} not among {d}'s benchmark mentions")
            if metric == "price" and bench:
                err(f"{where}: price result with a benchmark")
            try:
                v = float(value)
            except ValueError:
                err(f"{where}: result value does not parse {value!r}"); continue
            if metric == "price":
                if unit not in CURR:
                    err(f"{where}: bad currency {unit}")
                want = "price"
            elif metric == "train_time":
                want = "time"
                if unit != "min":
                    err(f"{where}: train_time unit {unit}")
            else:
                if unit not in METRICS[metric]:
                    err(f"{where}: bad unit {unit} for {metric}")
                want = "percentage" if unit == "%" else "ratio"
            if not any(t == want and u == unit and close(x, v) for t, x, u in nums):
                err(f"{where}: result value {value} {unit} is not a {want} mention of {d}")
            rk = (key(system), key(bench), metric, value, unit, qual)
            if rk in rseen:
                err(f"{where}: duplicate result")
            rseen.add(rk)
            rrows.append((d, system, bench, metric, value, unit, qual))
    order = {d: i for i, d in enumerate(sorted(docs))}
    mrows.sort(key=lambda r: order[r[0]])
    rrows.sort(key=lambda r: order[r[0]])
    os.makedirs(GOLD, exist_ok=True)
    with open(os.path.join(GOLD, "mentions.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n"); w.writerow(["doc_id", "type", "value", "unit"]); w.writerows(mrows)
    with open(os.path.join(GOLD, "results.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n"); w.writerow(["doc_id", "system", "benchmark", "metric", "value", "unit", "qualifier"]); w.writerows(rrows)
    with open(os.path.join(ROOT, "tools", "mention_spans.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n"); w.writerow(["doc_id", "type", "value", "unit", "start", "end", "text"]); w.writerows(spans)
    # re-read the written gold files and re-verify them against the spans file
    spans_by = {}
    with open(os.path.join(ROOT, "tools", "mention_spans.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            t = open(arts[r["doc_id"]], encoding="utf-8").read()
            if t[int(r["start"]):int(r["end"])] != r["text"]:
                err(f"offset check failed {r}")
            spans_by.setdefault((r["doc_id"], r["type"], r["value"], r["unit"]), []).append(r)
    with open(os.path.join(GOLD, "mentions.csv"), encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
        for r in rows:
            if set(r) != {"doc_id", "type", "value", "unit"} or any(v is None for v in r.values()):
                err(f"mentions row incomplete {r}")
            if not any(k[0] == r["doc_id"] and k[1] == r["type"] and k[2] == r["value"] and k[3] == r["unit"] for k in spans_by):
                err(f"mention without span {r}")
    with open(os.path.join(GOLD, "results.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            for c in ("doc_id", "metric", "value", "unit", "qualifier"):
                if not r[c]:
                    err(f"results row missing {c}: {r}")
    print(f"docs {len(docs)}  mentions {len(mrows)}  results {len(rrows)}  spans {len(spans)}")
    for e in errors:
        print("ERROR", e)
    print("CLEAN" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
