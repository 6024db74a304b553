"""Synthetic corpora for the throughput benchmark.

Every document is one of the real articles (``corpus/articles/`` and the dev
set, Simplified/Traditional Chinese and English) with its system names swapped
within a family (A100 -> H100/B200..., IPU-POD16 -> IPU-POD64/128...) and every
free-standing number perturbed (10.94 -> 13.27, 2023 -> 2025; digits inside a
name such as ResNet-50 or GPT-3 are left alone so the benchmark still finds its
benchmarks).  Document ids are distinct, and no two texts are identical, so the
store's content-hash cache can never hit.

Document ``i`` depends only on (seed, i): the corpus of 2,000 documents is the
first 2,000 documents of the corpus of 20,000.

    python benchmarks/corpus.py --size 2000 --out /tmp/corpus2000
"""
from __future__ import annotations

import argparse
import hashlib
import random
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOURCE_DIRS = [REPO / "corpus" / "articles", REPO.parent / "shared" / "devset" / "articles"]

# Families of system names: each occurrence of a member becomes the member
# chosen for the document (one choice per family per document).
FAMILIES = [
    ["A100", "H100", "H200", "B200", "A800", "H800", "H20", "L40"],
    ["IPU-POD16", "IPU-POD32", "IPU-POD64", "IPU-POD128", "IPU-POD256", "IPU-POD512"],
    ["Bow Pod16", "Bow Pod64", "Bow Pod256", "Bow Pod1024"],
    ["TPU v3", "TPU v4", "TPU v5e", "TPU v5p", "TPU v6e"],
    ["Gaudi 2", "Gaudi 3"],
    ["Gaudi2", "Gaudi3"],
    ["Ascend 910", "Ascend 910B", "Ascend 910C"],
    ["昇腾910", "昇腾910B", "昇腾910C"],
    ["MI250", "MI300X", "MI325X"],
]
_FAMILY_RES = [
    re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(re.escape(m) for m in sorted(f, key=len, reverse=True))
               + r")(?![A-Za-z0-9])")
    for f in FAMILIES
]
# A free-standing number: not glued to a letter or a hyphen before it (GPT-3,
# H100, v5e), nor to a letter after it (80GB stays, 11分钟 and 25% change).
_NUMBER = r"(?<![A-Za-z0-9.\-_])\d+(?:[.,]\d+)*(?![A-Za-z0-9])"
# Numbers that belong to a name after a space (Gaudi 3, Llama 2 70B, Xeon 8380,
# MLPerf Training 3.1) are kept.
_NAMED = (r"(?:Gaudi|Llama|Xeon|EPYC|Ascend|Trainium|Inferentia|Cloud AI|Instinct|Mixtral|"
          r"Diffusion|Training|Inference|HPC|Tiny|Storage|Client|MLPerf|v|至强|霄龙|昇腾|思元|含光)"
          r"\s?\d+(?:\.\d+)*(?:\s\d+[A-Za-z]+)?")
_TOKEN = re.compile(f"(?P<keep>{_NAMED})|(?P<num>{_NUMBER})")


def source_texts(dirs=None) -> list[tuple[str, str]]:
    """(name, text) of each distinct source article, sorted by name (duplicates by content dropped)."""
    seen, out = set(), []
    for d in dirs or SOURCE_DIRS:
        d = Path(d)
        if not d.is_dir():
            continue
        for path in sorted(d.glob("*.txt")) + sorted(d.glob("*.md")):
            text = path.read_bytes().decode("utf-8-sig")
            sha = hashlib.sha256(text.encode("utf-8")).hexdigest()
            if sha not in seen:
                seen.add(sha)
                out.append((path.stem, text))
    if not out:
        sys.exit(f"no source articles found in {', '.join(map(str, dirs or SOURCE_DIRS))}")
    return out


def _perturb_number(tok: str, rng: random.Random) -> str:
    if "," in tok:  # 3,584 -> 2,917: digits re-drawn, grouping kept
        return "".join(str(rng.randint(1 if i == 0 else 0, 9)) if c.isdigit() else c
                       for i, c in enumerate(tok))
    intpart, _, frac = tok.partition(".")
    if not frac and len(intpart) == 4 and intpart[:2] in ("19", "20"):  # a year stays a year
        return str(int(intpart) + rng.choice((-2, -1, 1, 2, 3)))
    value = float(tok) * rng.uniform(0.55, 1.6)
    if frac:
        new = f"{value:.{len(frac)}f}"
    else:
        new = str(max(1, round(value)))
    if new == tok:  # always different
        new = f"{float(tok) + 1:.{len(frac)}f}" if frac else str(int(intpart) + 1)
    return new


def vary(text: str, rng: random.Random) -> str:
    """``text`` with its system names swapped within their family and every free number perturbed."""
    for family, pattern in zip(FAMILIES, _FAMILY_RES):
        choice = rng.choice(family)
        text = pattern.sub(choice, text)
    return _TOKEN.sub(lambda m: m.group(0) if m.group("keep") else _perturb_number(m.group(0), rng), text)


def synthetic(i: int, sources: list[tuple[str, str]], seed: int = 0) -> tuple[str, str]:
    """(doc_id, text) of synthetic document ``i``."""
    name, text = sources[i % len(sources)]
    rng = random.Random(f"{seed}:{i}")
    return f"syn{i:06d}_{name}", vary(text, rng)


def build(out_dir, size: int, seed: int = 0, sources=None, start: int = 0) -> dict:
    """Write documents ``start .. start+size-1`` to ``out_dir`` as ``<doc_id>.txt``.

    Returns statistics: documents, chars, and the number of distinct texts
    (a text that repeats an earlier one is varied again until it does not).
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    sources = sources or source_texts()
    seen: set[str] = set()
    chars = 0
    for i in range(start, start + size):
        doc_id, text = synthetic(i, sources, seed)
        retry = 0
        while (h := hashlib.sha256(text.encode("utf-8")).digest()) in seen:
            retry += 1
            text = vary(sources[i % len(sources)][1], random.Random(f"{seed}:{i}:{retry}"))
        seen.add(h)
        (out / f"{doc_id}.txt").write_text(text, encoding="utf-8", newline="")
        chars += len(text)
    return {"documents": size, "chars": chars, "distinct": len(seen), "sources": len(sources)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=2000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True)
    args = p.parse_args(argv)
    stats = build(args.out, args.size, args.seed)
    print(f"{stats['documents']} documents ({stats['distinct']} distinct texts from "
          f"{stats['sources']} articles), {stats['chars']:,} characters in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
