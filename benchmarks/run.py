"""Throughput, parallelism, incremental update, memory and cold start of `python -m pipeline extract`.

    .venv/bin/python benchmarks/run.py                 # 2,000 and 20,000 documents (several minutes)
    .venv/bin/python benchmarks/run.py --quick         # smoke run on tiny corpora (about a minute)

Builds synthetic corpora (benchmarks/corpus.py: the bundled and dev-set
articles with names and numbers varied, so nothing is cached) in a temporary
folder and measures, in one run and on the same texts:

  (a) the floor: OpenCC t2s + jieba.lcut, nothing else (benchmarks/floor.py);
  (b) `extract --jobs 1` on a fresh output folder, wall time and characters/second;
  (c) `extract --jobs 2` (``--jobs``) likewise, and checks its tables are byte-identical to (b)'s;
  (d) at the largest size, the time `extract` takes to bring the output of (c)
      up to date after one new document is added (median over ``--incremental-runs``);
  (e) the peak RSS of the `extract` process in (b) (jobs 1: the streaming store);
  (f) cold start: one small article through the command line, process start
      to exit, fresh output folder, median of ``--cold-runs`` after one warm-up
      (so the pickled jieba prefix dictionary, kept between runs, is warm).

The `pipeline` package is copied into the work folder first and every child
runs that copy, so that commits landing in the repository during the run (which
change the pipeline version and so invalidate the store's cache) cannot disturb
it.  Each `extract` is a fresh child process; its peak RSS and CPU time come from
os.wait4.  Before each measurement the script waits (up to ``--max-wait``
seconds) for the 1-minute load average to fall below ``--max-load``; a
measurement during which other processes used more than ``--max-others`` of
the cores (machine CPU time from /proc/stat minus the child's own) is repeated
up to ``--retries`` times and the fastest run is kept.  On corpora smaller
than ``--repeat-below`` documents (a few seconds each), (a), (b) and (c) are
measured ``--repeats`` times, in turn, and the fastest of each is kept: a
short run is at the mercy of a moment's slowdown of a shared machine.  Speed is
measured and reported, never asserted: the exit status is 0 unless a
measurement could not be taken.
"""
from __future__ import annotations

import argparse
import compileall
import datetime as dt
import filecmp
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

import corpus  # noqa: E402  (benchmarks/corpus.py)
from report import _pct, report  # noqa: E402  (benchmarks/report.py)

TABLES = ("documents.csv", "mentions.csv", "results.csv")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


_HZ = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def busy_seconds() -> float | None:
    """CPU seconds all processes on the machine have used since boot (None if unknown)."""
    try:
        with open("/proc/stat") as fh:
            f = [int(x) for x in fh.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = f[3] + (f[4] if len(f) > 4 else 0)
    return (sum(f[:8]) - idle) / _HZ


def code_version() -> str:
    """HEAD's short hash, and whether pipeline/ differs from it."""
    def git(*args):
        try:
            return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True,
                                  timeout=20).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return ""
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--", "pipeline")
    return f"{head}" + (" + uncommitted changes in pipeline/" if dirty else "")


class Bench:
    def __init__(self, args):
        self.args = args
        self.cores = os.cpu_count() or 1

    # ------------------------------------------------------------ plumbing

    def say(self, msg: str) -> None:
        if not self.args.silent:
            print(f"  [{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)

    def wait_quiet(self) -> float:
        """Wait until the 1-minute load average is below --max-load (or --max-wait ran out)."""
        t0 = time.monotonic()
        while os.getloadavg()[0] >= self.args.max_load and time.monotonic() - t0 < self.args.max_wait:
            time.sleep(3)
        return os.getloadavg()[0]

    def child(self, cmd: list[str], log_name: str) -> dict:
        """Run ``cmd`` (in the code snapshot); wall time, CPU time and peak RSS of it (and its reaped children)."""
        logs = self.work / "logs"
        logs.mkdir(exist_ok=True)
        with open(logs / f"{log_name}.out", "w") as out, open(logs / f"{log_name}.err", "w") as err:
            busy0 = busy_seconds()
            t0 = time.perf_counter()
            proc = subprocess.Popen(cmd, cwd=self.src, env=self.env, stdout=out, stderr=err,
                                    stdin=subprocess.DEVNULL)
            _, status, ru = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - t0
            busy1 = busy_seconds()
        proc.returncode = os.waitstatus_to_exitcode(status)
        stdout = (logs / f"{log_name}.out").read_text()
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} exited with {proc.returncode}:\n"
                             + (logs / f"{log_name}.err").read_text()[-2000:])
        cpu = ru.ru_utime + ru.ru_stime
        # The share of the machine's cores that other processes used meanwhile.
        others = None if busy0 is None else max(0.0, (busy1 - busy0 - cpu) / (wall * self.cores))
        return {"wall": wall, "cpu": cpu, "rss_kb": ru.ru_maxrss, "others": others, "stdout": stdout}

    def extract(self, paths, out: Path, jobs: int | None, name: str, fresh=True) -> dict:
        """One timed `python -m pipeline extract` (repeated when the machine was busy)."""
        best = None
        for attempt in range(self.args.retries + 1):
            if fresh:
                shutil.rmtree(out, ignore_errors=True)
            before = self.wait_quiet()
            cmd = [sys.executable, "-m", "pipeline", "extract", *map(str, paths),
                   "--out", str(out), "--quiet"]
            if jobs is not None:
                cmd += ["--jobs", str(jobs)]
            r = self.child(cmd, f"{name}.{attempt}")
            r["load"] = before
            self.say(f"{name}: {r['wall']:.2f} s, load {before:.2f}, others used {_pct(r['others'])} of the cores")
            if best is None or r["wall"] < best["wall"]:
                best = r
            if not self.busy(r) or not fresh or attempt == self.args.retries:
                break
            self.say(f"{name}: other processes were busy; repeating")
        best["runs"] = attempt + 1
        return best

    def floor(self, folder: Path, name: str) -> dict:
        best = None
        for attempt in range(self.args.retries + 1):
            before = self.wait_quiet()
            c = self.child([sys.executable, str(HERE / "floor.py"), str(folder)], f"{name}.{attempt}")
            r = json.loads(c["stdout"])
            r["others"], r["load"] = c["others"], before
            self.say(f"{name}: {r['seconds']:.2f} s, load {before:.2f}, others used {_pct(r['others'])} of the cores")
            if best is None or r["seconds"] < best["seconds"]:
                best = r
            if not self.busy(r) or attempt == self.args.retries:
                break
            self.say(f"{name}: other processes were busy; repeating")
        best["runs"] = attempt + 1
        return best

    def busy(self, r) -> bool:
        return r["others"] is not None and r["others"] > self.args.max_others

    # ------------------------------------------------------------ measurements

    def run(self) -> dict:
        a = self.args
        sizes = sorted(a.sizes)
        self.work = Path(a.workdir or tempfile.mkdtemp(prefix="pipeline-bench-"))
        self.work.mkdir(parents=True, exist_ok=True)
        # A snapshot of the code, run from its own folder (first on the path).
        self.src = self.work / "src"
        shutil.rmtree(self.src, ignore_errors=True)
        shutil.copytree(REPO / "pipeline", self.src / "pipeline",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        if not a.no_bytecode:
            # byte-compiled, as an installed package is (pip compiles at install; a checkout writes
            # __pycache__ at its first run, unless PYTHONDONTWRITEBYTECODE is set, as it is in this
            # machine's sessions: each child would then compile every module from source, ~0.13 s)
            compileall.compile_dir(str(self.src / "pipeline"), quiet=1)
        self.env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [str(self.src), *filter(None, [os.environ.get("PYTHONPATH")])])}
        res = {"date": dt.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
               "machine": f"{platform.machine()}, {self.cores} cores, Python {platform.python_version()}, "
                          f"{platform.system()} {platform.release()}",
               "code": code_version(), "load_start": load(), "sizes": {}, "jobs": a.jobs,
               "workdir": str(self.work), "bytecode": not a.no_bytecode}
        sources = corpus.source_texts()
        for n in sizes:
            folder = self.work / f"corpus_{n}"
            shutil.rmtree(folder, ignore_errors=True)
            stats = corpus.build(folder, n, a.seed, sources)
            self.say(f"corpus of {n} documents: {stats['chars']:,} characters, {stats['distinct']} distinct texts")
            r = {"corpus": stats}
            # A short measurement is at the mercy of a moment's slowdown of the machine:
            # below --repeat-below documents (a), (b) and (c) are taken --repeats times,
            # in turn, and the fastest of each kept.
            rounds = a.repeats if n < a.repeat_below else 1
            for k in range(rounds):
                suffix = f".r{k + 1}" if rounds > 1 else ""
                for key, measure, secs in (
                    ("floor", lambda: self.floor(folder, f"floor_{n}{suffix}"), "seconds"),
                    ("j1", lambda: self.extract([folder], self.work / f"out_{n}_j1", 1,
                                                f"extract_{n}_j1{suffix}"), "wall"),
                    ("jN", lambda: self.extract([folder], self.work / f"out_{n}_jN", a.jobs,
                                                f"extract_{n}_j{a.jobs}{suffix}"), "wall"),
                ):
                    got, prev = measure(), r.get(key)
                    if prev is not None:
                        got["runs"] += prev["runs"]
                        if prev[secs] <= got[secs]:
                            prev["runs"] = got["runs"]
                            continue
                    r[key] = got
            r["identical"] = all(
                filecmp.cmp(self.work / f"out_{n}_j1" / t, self.work / f"out_{n}_jN" / t, shallow=False)
                for t in TABLES)
            shutil.rmtree(self.work / f"out_{n}_j1", ignore_errors=True)
            if n != sizes[-1]:
                shutil.rmtree(self.work / f"out_{n}_jN", ignore_errors=True)
            res["sizes"][n] = r

        # (d) incremental: one new document added to the largest corpus, same output folder.
        n = sizes[-1]
        folder, out = self.work / f"corpus_{n}", self.work / f"out_{n}_jN"
        incr = []
        for k in range(a.incremental_runs):
            doc_id, text = corpus.synthetic(n + k, sources, a.seed)
            (folder / f"{doc_id}.txt").write_text(text, encoding="utf-8", newline="")
            r = self.extract([folder], out, None, f"incremental_{n}+{k + 1}", fresh=False)
            if f"({n + k} unchanged, reused)" not in r["stdout"]:
                raise SystemExit(f"incremental run did not reuse {n + k} documents: {r['stdout']}")
            incr.append(r)
        res["incremental"] = {"walls": [r["wall"] for r in incr],
                              "wall": statistics.median(r["wall"] for r in incr),
                              "loads": [r["load"] for r in incr]}

        # (f) cold start: the smallest source article, fresh output folder each time.
        name, text = min(sources, key=lambda s: len(s[1]))
        small = self.work / "small" / f"{name}.txt"
        small.parent.mkdir(exist_ok=True)
        small.write_text(text, encoding="utf-8", newline="")
        cold = []
        for k in range(a.cold_runs + 1):
            out = self.work / "out_cold"
            shutil.rmtree(out, ignore_errors=True)
            before = self.wait_quiet()
            r = self.child([sys.executable, "-m", "pipeline", "extract", str(small), "--out", str(out),
                            "--quiet"], f"cold.{k}")
            self.say(f"cold start {'(warm-up)' if k == 0 else k}: {r['wall']:.2f} s, load {before:.2f}")
            if k:
                cold.append((r["wall"], before))
        res["cold"] = {"article": f"{name} ({len(text)} characters)",
                       "walls": [w for w, _ in cold], "wall": statistics.median(w for w, _ in cold),
                       "loads": [ld for _, ld in cold]}
        res["load_end"] = load()
        if not a.keep:
            shutil.rmtree(self.work, ignore_errors=True)
        return res


# ---------------------------------------------------------------- report


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default="2000,20000", help="corpus sizes (default: %(default)s)")
    p.add_argument("--quick", action="store_true",
                   help="smoke run: sizes 70,140, one cold-start run, no waiting or repeats")
    p.add_argument("--jobs", type=int, default=2, help="workers for (c) (default: %(default)s)")
    p.add_argument("--cold-runs", type=int, default=5)
    p.add_argument("--no-bytecode", action="store_true",
                   help="run the snapshot of the code from source, without byte-compiling it first "
                        "(as runs before round 7 did)")
    p.add_argument("--incremental-runs", type=int, default=3)
    p.add_argument("--max-load", type=float, default=float(os.cpu_count() or 1),
                   help="wait for the 1-minute load average to fall below this (default: the cores)")
    p.add_argument("--max-wait", type=float, default=90, help="seconds to wait for that (default: %(default)s)")
    p.add_argument("--max-others", type=float, default=0.15,
                   help="repeat a run during which other processes used more than this share of "
                        "the cores (default: %(default)s)")
    p.add_argument("--retries", type=int, default=1, help="repeats of a run on a busy machine (default: %(default)s)")
    p.add_argument("--repeats", type=int, default=3,
                   help="times (a), (b) and (c) are measured, in turn, on corpora smaller than "
                        "--repeat-below; the fastest of each is kept (default: %(default)s)")
    p.add_argument("--repeat-below", type=int, default=10000,
                   help="corpus size from which each measurement is taken once (default: %(default)s)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workdir", help="folder for corpora and outputs (default: a new temp folder)")
    p.add_argument("--keep", action="store_true", help="keep the work folder")
    p.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    p.add_argument("--silent", action="store_true", help="no progress lines on stderr")
    args = p.parse_args(argv)
    if args.quick:
        args.sizes = "70,140"
        args.cold_runs, args.incremental_runs = 1, 1
        args.max_wait, args.retries, args.repeats = 0, 0, 1
    args.sizes = [int(s) for s in str(args.sizes).split(",") if s.strip()]
    if not args.sizes or min(args.sizes) < 1:
        p.error("--sizes: positive integers, comma-separated")
    return args


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    res = Bench(args).run()
    print(report(res))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
