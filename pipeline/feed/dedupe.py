"""Duplicate detection: fingerprints of an article and an index of the corpus's.

Four kinds of duplicate, tried in this order:

1. the same bytes (sha256 of the file as given);
2. the same text (sha256 of the decoded text, so the same article in another
   encoding);
3. the same *folded* text: normalised (OpenCC tw2s and t2s, NFKC), lower-cased, and
   reduced to letters and digits, so copies that differ only in script
   (Traditional/Simplified), character width, whitespace or punctuation match;
4. near-identical text: most of the smaller copy's folded text occurs in the
   larger one, which catches a copy carrying a site's header, footer or
   related-links lines.  Measured with MinHash over 8-character shingles of
   the folded text (128 permutations): the Jaccard estimate J and the two
   shingle counts give the containment |A∩B| / min(|A|, |B|).  A duplicate
   needs containment >= 0.9, the smaller copy at least half the size of the
   larger (an excerpt or an expanded follow-up is a new article), and at least
   50 shingles in the smaller (below that, only kinds 1-3 apply).

Two more relations are indexed, which `add` does not treat as plain
duplicates: the same text as an *earlier version* of an article (kept in
``.versions/``), and the same folded text *except in its figures* (every run
of digits masked), which is a corrected version of the article.
"""
from __future__ import annotations

import hashlib
import re
import zlib
from dataclasses import asdict, dataclass
from functools import lru_cache

from pipeline.normalise import normalise

VERSION = 2  # of the fingerprint recipe; sidecars with another are recomputed
SHINGLE = 8
PERMUTATIONS = 128
NEAR_CONTAINMENT = 0.9
MIN_SIZE_RATIO = 0.5
MIN_SHINGLES = 50
_PRIME = (1 << 61) - 1


@dataclass(frozen=True)
class Fingerprint:
    sha256: str  # of the text, UTF-8 (as read.py computes it)
    source_sha256: str  # of the bytes of the file as given
    key: str  # sha256 of the folded text
    shingles: int  # number of distinct shingles of the folded text
    minhash: tuple[int, ...]
    version: int = VERSION
    figures_key: str = ""  # sha256 of the folded text with every run of digits masked

    def to_json(self) -> dict:
        d = asdict(self)
        d["minhash"] = list(self.minhash)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Fingerprint":
        return cls(d["sha256"], d["source_sha256"], d["key"], int(d["shingles"]),
                   tuple(int(x) for x in d["minhash"]), int(d.get("version", 0)), str(d.get("figures_key", "")))


@lru_cache(maxsize=1)
def _tw2s():
    import opencc

    return opencc.OpenCC("tw2s")


def folded(text: str) -> str:
    """Letters and digits of the normalised text, lower case: script, width,
    whitespace and punctuation no longer matter.  Taiwan forms are folded too
    (OpenCC tw2s before t2s: 著 as Taiwan writes 着)."""
    return "".join(c for c in normalise(_tw2s().convert(text)).text.lower() if c.isalnum())


@lru_cache(maxsize=1)
def _permutations():
    import numpy as np

    rng = np.random.default_rng(20261129)
    a = rng.integers(1, 1 << 31, PERMUTATIONS, dtype=np.uint64)
    b = rng.integers(0, 1 << 31, PERMUTATIONS, dtype=np.uint64)
    return a[:, None], b[:, None]


def _minhash(key: str) -> tuple[int, tuple[int, ...]]:
    import numpy as np

    grams = {key[i:i + SHINGLE] for i in range(max(1, len(key) - SHINGLE + 1))}
    x = np.fromiter((zlib.crc32(g.encode("utf-8")) for g in grams), dtype=np.uint64, count=len(grams))
    a, b = _permutations()
    sig = ((a * x[None, :] + b) % np.uint64(_PRIME)).min(axis=1)
    return len(grams), tuple(int(v) for v in sig)


_DIGITS = re.compile(r"\d+")


def figures(key: str) -> list[str]:
    """The runs of digits of a folded text (its figures, punctuation removed)."""
    return _DIGITS.findall(key)


def fingerprint(text: str, source: bytes | None = None) -> Fingerprint:
    data = text.encode("utf-8")
    key = folded(text)
    size, sig = _minhash(key)
    return Fingerprint(
        sha256=hashlib.sha256(data).hexdigest(),
        source_sha256=hashlib.sha256(source if source is not None else data).hexdigest(),
        key=hashlib.sha256(key.encode("utf-8")).hexdigest(),
        shingles=size,
        minhash=sig,
        figures_key=hashlib.sha256(_DIGITS.sub("#", key).encode("utf-8")).hexdigest(),
    )


def figure_changes(old: str, new: str) -> tuple[int, int]:
    """``(changed, total)``: how many of the figures differ between two texts whose folded
    forms are the same except in their figures."""
    a, b = figures(folded(old)), figures(folded(new))
    return sum(x != y for x, y in zip(a, b)) + abs(len(a) - len(b)), max(len(a), len(b))


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def changed_numbers(old: str, new: str, limit: int = 3) -> list[tuple[str, str]]:
    """Up to ``limit`` pairs ``(old figure, new figure)`` as the two texts write them."""
    import difflib

    a, b = _NUMBER.findall(normalise(old).text), _NUMBER.findall(normalise(new).text)
    pairs: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op != "equal":
            pairs.append((" ".join(a[i1:i2]) or "-", " ".join(b[j1:j2]) or "-"))
    return pairs[:limit]


class DuplicateIndex:
    """Fingerprints of the corpus's articles; :meth:`find` names the copy a new one duplicates."""

    def __init__(self):
        import numpy as np

        self._np = np
        self.ids: list[str] = []
        self.by_source: dict[str, str] = {}
        self.by_text: dict[str, str] = {}
        self.by_key: dict[str, str] = {}
        self.by_figures: dict[str, str] = {}
        self.earlier: dict[str, tuple[str, str]] = {}  # sha256/source/key of an earlier version -> (doc_id, where)
        self._row: dict[str, int] = {}
        self._sizes = np.zeros(64, dtype=np.float64)
        self._sigs = np.zeros((64, PERMUTATIONS), dtype=np.uint64)

    def __len__(self) -> int:
        return len(self.ids)

    def add(self, doc_id: str, fp: Fingerprint) -> None:
        """Index ``doc_id`` with ``fp``; an id indexed before is replaced (its new version)."""
        np = self._np
        n = self._row.get(doc_id)
        if n is None:
            n = len(self.ids)
            if n == len(self._sizes):
                self._sizes = np.concatenate([self._sizes, np.zeros(n, dtype=np.float64)])
                self._sigs = np.concatenate([self._sigs, np.zeros((n, PERMUTATIONS), dtype=np.uint64)])
            self.ids.append(doc_id)
            self._row[doc_id] = n
        else:
            for table in (self.by_source, self.by_text, self.by_key, self.by_figures):
                for k in [k for k, v in table.items() if v == doc_id]:
                    del table[k]
        self._sizes[n] = fp.shingles
        self._sigs[n] = fp.minhash
        self.by_source.setdefault(fp.source_sha256, doc_id)
        self.by_text.setdefault(fp.sha256, doc_id)
        self.by_key.setdefault(fp.key, doc_id)
        if fp.figures_key:
            self.by_figures.setdefault(fp.figures_key, doc_id)

    def add_earlier(self, doc_id: str, fp: Fingerprint, where: str) -> None:
        """Index an earlier version of ``doc_id`` (kept at ``where``): only exact copies match it."""
        for k in (fp.source_sha256, fp.sha256, fp.key):
            self.earlier.setdefault(k, (doc_id, where))

    def earlier_version(self, fp: Fingerprint) -> tuple[str, str] | None:
        """``(doc_id, where)`` when ``fp`` is an earlier version of an article, else None."""
        for k in (fp.source_sha256, fp.sha256, fp.key):
            if k in self.earlier:
                return self.earlier[k]
        return None

    def same_but_figures(self, fp: Fingerprint) -> str | None:
        """The doc_id whose folded text equals ``fp``'s except in its figures."""
        doc_id = self.by_figures.get(fp.figures_key) if fp.figures_key else None
        return None if doc_id is None or self.by_key.get(fp.key) == doc_id else doc_id

    def find(self, fp: Fingerprint) -> tuple[str, str] | None:
        """``(doc_id, why)`` of the article ``fp`` duplicates, or None."""
        return self.find_same(fp) or self.find_near(fp)

    def find_same(self, fp: Fingerprint) -> tuple[str, str] | None:
        """``(doc_id, why)`` when ``fp`` is the same text as an article (kinds 1-3), else None."""
        if fp.source_sha256 in self.by_source:
            return self.by_source[fp.source_sha256], "the same bytes"
        if fp.sha256 in self.by_text:
            return self.by_text[fp.sha256], "the same text"
        if fp.key in self.by_key:
            return self.by_key[fp.key], (
                "the same text up to Traditional/Simplified script, character width, "
                "whitespace and punctuation")
        return None

    def find_near(self, fp: Fingerprint) -> tuple[str, str] | None:
        """``(doc_id, why)`` when ``fp`` is a near-identical copy of an article (kind 4), else None."""
        near = self.nearest(fp)
        if near is not None:
            doc_id, containment = near
            return doc_id, f"near-identical text ({containment:.0%} shared; differs in boilerplate)"
        return None

    def nearest(self, fp: Fingerprint) -> tuple[str, float] | None:
        np = self._np
        n = len(self.ids)
        if not n or fp.shingles < MIN_SHINGLES:
            return None
        sizes = self._sizes[:n]
        j = (self._sigs[:n] == np.array(fp.minhash, dtype=np.uint64)).mean(axis=1)
        small = np.minimum(sizes, fp.shingles)
        large = np.maximum(sizes, fp.shingles)
        containment = np.minimum(1.0, j * (sizes + fp.shingles) / (1.0 + j) / small)
        ok = (containment >= NEAR_CONTAINMENT) & (small >= MIN_SHINGLES) & (small >= MIN_SIZE_RATIO * large)
        if not ok.any():
            return None
        best = int(np.argmax(np.where(ok, containment, -1.0)))
        return self.ids[best], float(containment[best])
