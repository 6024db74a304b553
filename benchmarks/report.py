"""The printed report of benchmarks/run.py: its figures, the ratios against the targets of issue 14,
and PASS/FAIL per target (measured, never asserted)."""
from __future__ import annotations

TARGETS = {
    "throughput": 0.7,   # pipeline (1 process) / floor, at least
    "speedup": 1.8,      # jobs 2 / jobs 1, at least
    "incremental": 0.05,  # incremental / full, at most
    "memory": 1.1,       # peak RSS at the largest / smallest size, at most ("flat")
    "cold": 1.5,         # seconds, at most
}


def _pct(x) -> str:
    return "?" if x is None else f"{100 * x:.0f}%"


def verdict(value, target, at_least: bool) -> str:
    ok = value >= target if at_least else value <= target
    return "PASS" if ok else "FAIL"


def report(res: dict) -> str:
    sizes = sorted(res["sizes"])
    small, big = sizes[0], sizes[-1]
    j = res["jobs"]
    L = []
    L.append(f"pipeline benchmark, {res['date']}")
    L.append(f"machine: {res['machine']}")
    L.append(f"code: pipeline/ at {res['code']} (run from a copy taken at the start, "
             f"{'byte-compiled' if res.get('bytecode') else 'from source: not byte-compiled'})")
    L.append(f"load average (1, 5, 15 min): {res['load_start']} at start, {res['load_end']} at end")
    L.append("")
    w0 = 40
    head = f"{'measurement':<{w0}}" + "".join(f"{f'{n:,} docs':>26}" for n in sizes)
    L.append(head)
    L.append("-" * len(head))

    def row(label, fn):
        L.append(f"{label:<{w0}}" + "".join(f"{fn(res['sizes'][n]):>26}" for n in sizes))

    row("corpus", lambda r: f"{r['corpus']['chars'] / 1e6:.2f} M chars")
    row("(a) floor: t2s + jieba.lcut", lambda r: f"{r['floor']['seconds']:.1f} s {r['floor']['chars'] / r['floor']['seconds'] / 1e6:.3f} M/s")
    row("    t2s alone / jieba.lcut alone", lambda r: f"{r['floor']['chars'] / r['floor']['t2s_s'] / 1e6:.1f} / {r['floor']['chars'] / r['floor']['jieba_s'] / 1e6:.3f} M/s")
    row("(b) extract --jobs 1", lambda r: f"{r['j1']['wall']:.1f} s {r['corpus']['chars'] / r['j1']['wall'] / 1e6:.3f} M/s")
    row(f"(c) extract --jobs {j}", lambda r: f"{r['jN']['wall']:.1f} s {r['corpus']['chars'] / r['jN']['wall'] / 1e6:.3f} M/s")
    row("    tables identical to --jobs 1", lambda r: "yes" if r["identical"] else "NO")
    row("(e) peak RSS, extract --jobs 1", lambda r: f"{r['j1']['rss_kb'] / 1024:.0f} MB")
    row(f"    peak RSS, extract --jobs {j}", lambda r: f"{r['jN']['rss_kb'] / 1024:.0f} MB (largest process)")
    row("    load before (a, b, c)", lambda r: ", ".join(f"{r[k]['load']:.1f}" for k in ("floor", "j1", "jN")))
    row("    CPU used by others during (a, b, c)", lambda r: ", ".join(_pct(r[k]["others"]) for k in ("floor", "j1", "jN")))
    row("    runs taken (a, b, c), fastest kept", lambda r: ", ".join(str(r[k]["runs"]) for k in ("floor", "j1", "jN")))
    inc = res["incremental"]
    L.append(f"{'(d) +1 document, bring output up to date':<{w0}}" + f"{'':>26}" * (len(sizes) - 1)
             + f"{inc['wall']:.2f} s (median of {len(inc['walls'])})".rjust(26))
    cold = res["cold"]
    L.append(f"{'(f) cold start, 1 article, CLI':<{w0}}" + f"{cold['wall']:.2f} s".rjust(26)
             + f"  median of {len(cold['walls'])} after a warm-up (warm jieba cache); {cold['article']}")
    L.append("")

    L.append(f"{'ratio':<{w0}}{'value':>10}{'target':>10}  result")
    L.append("-" * (w0 + 28))

    def ratio(label, value, target, at_least, digits=2):
        sign = ">=" if at_least else "<="
        # the value with one more digit than the target, so that a near miss shows as one
        L.append(f"{label:<{w0}}{value:>10.{digits + 1}f}{f'{sign} {target:.{digits}f}':>10}  "
                 f"{verdict(value, target, at_least)}")

    for n in sizes:
        r = res["sizes"][n]
        thr = (r["corpus"]["chars"] / r["j1"]["wall"]) / (r["floor"]["chars"] / r["floor"]["seconds"])
        ratio(f"pipeline / floor throughput, {n:,}", thr, TARGETS["throughput"], True)
    for n in sizes:
        r = res["sizes"][n]
        ratio(f"--jobs {j} speed-up, {n:,}", r["j1"]["wall"] / r["jN"]["wall"], TARGETS["speedup"], True)
    full = res["sizes"][big]["jN"]["wall"]
    ratio(f"incremental / full (--jobs {j}), {big:,}", inc["wall"] / full, TARGETS["incremental"], False, 3)
    ratio(f"memory growth, {big:,} / {small:,}",
          res["sizes"][big]["j1"]["rss_kb"] / res["sizes"][small]["j1"]["rss_kb"], TARGETS["memory"], False)
    ratio("cold start (s)", cold["wall"], TARGETS["cold"], False)
    L.append("")
    L.append("for information (no target): throughput net of the fixed start-up, the cold-start time")
    L.append("subtracted from each one-process run (imports and the jieba dictionary cost the same")
    L.append("at any corpus size, so they weigh most on the small corpus):")
    for n in sizes:
        r = res["sizes"][n]
        net = r["j1"]["wall"] - cold["wall"]
        if net > 0:
            thr = (r["corpus"]["chars"] / net) / (r["floor"]["chars"] / r["floor"]["seconds"])
            L.append(f"{f'  pipeline / floor throughput, {n:,}, net of start-up':<{w0}}{thr:>10.3f}")
    return "\n".join(L)
