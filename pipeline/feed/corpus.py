"""The corpus folder: ``articles/<doc_id>.txt`` (UTF-8) and ``articles/.meta/<doc_id>.json``.

The sidecar holds the article's metadata (source, original encoding, format,
title, date, sha256 of the saved text, time added, version) and its
duplicate fingerprint.  Hidden folders (a leading dot) are never read as
articles:

- ``articles/.meta/.tmp/`` holds files being written (see ``files``); a
  killed run's leftovers are removed at the next load;
- ``articles/.versions/<doc_id>/<n>.txt`` (and ``<n>.json``) keeps version
  ``n`` of an article that a newer version replaced.

A new article's name is claimed atomically: the complete file is linked
into place only if no file has that name (never check-then-write), so two
runs cannot overwrite each other's article even without the corpus lock.
Its sidecar is written first as a *pending* file in ``.tmp``; a run killed
between the article and its sidecar leaves the pending sidecar, which the
next load puts in place when the article's sha256 matches.

Call :meth:`Corpus.load` and the save methods holding the corpus lock
(``pipeline.feed.lock.corpus_lock``): the load also cleans up.
"""
from __future__ import annotations

import json
import os
import re
from datetime import datetime, timezone
from pathlib import Path

from pipeline.feed import files
from pipeline.feed.dedupe import VERSION, DuplicateIndex, Fingerprint, fingerprint
from pipeline.feed.names import name_text
from pipeline.read import ARTICLE_SUFFIXES, InputError, list_article_files, read_document, sha256_text, title_of

META_DIR = ".meta"
TMP_DIR = ".tmp"
VERSIONS_DIR = ".versions"
PENDING = ".pending.json"
_UNSAFE = re.compile(r"[\s/\\:*?\"<>|\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff"
                     r"\ud800-\udfff]+")
_OLD_TMP = re.compile(r"^\..+\.(?:txt|md|json)\.\d+\.tmp$")  # what earlier versions of `add` left (.a.txt.123.tmp)


def safe_doc_id(stem: str) -> str:
    """A doc_id from a file name: no spaces, path or control characters, no leading dot."""
    doc_id = _UNSAFE.sub("-", name_text(stem)).strip(".-")
    return doc_id or "article"


class Corpus:
    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)
        self.articles = self.root / "articles"
        self.meta_dir = self.articles / META_DIR
        self.tmp_dir = self.meta_dir / TMP_DIR
        self.versions_dir = self.articles / VERSIONS_DIR
        self.taken: set[str] = set()
        self.index = DuplicateIndex()
        self.fingerprints: dict[str, Fingerprint] = {}
        self.paths: dict[str, Path] = {}  # doc_id -> its article file (.txt, or .md placed by hand)

    def sidecar(self, doc_id: str) -> Path:
        return self.meta_dir / f"{doc_id}.json"

    def article(self, doc_id: str) -> Path:
        return self.articles / f"{doc_id}.txt"

    def path_of(self, doc_id: str) -> Path:
        """The file of an article in the corpus."""
        return self.paths.get(doc_id) or self.article(doc_id)

    # -- loading -------------------------------------------------------------------------

    def load(self, warn=None) -> "Corpus":
        """Finish or clean up what a killed run left, then index the articles already in the
        corpus (fingerprints from their sidecars; an article without a valid sidecar gets one)
        and their earlier versions."""
        if not self.articles.is_dir():
            return self
        self._recover()
        for path in list_article_files([self.articles]):
            if isinstance(path, InputError):
                continue
            self.taken.add(path.stem)
            self.paths.setdefault(path.stem, path)
            try:
                doc = read_document(path)
            except InputError as err:  # `extract` reports it; it cannot be a duplicate's original
                if warn:
                    warn(f"warning: {err} (not checked for duplicates)")
                continue
            meta = self.read_sidecar(doc.doc_id)
            fp = _valid_fingerprint(meta, doc.sha256)
            if fp is None:
                fp = fingerprint(doc.text, path.read_bytes())
                meta = self._refreshed(meta, doc, path, fp)
                try:
                    files.write_atomic(self.sidecar(doc.doc_id), _dump(meta), self.tmp_dir)
                except OSError:
                    pass  # the index still has it; the sidecar is recomputed next time
            self.index.add(doc.doc_id, fp)
            self.fingerprints[doc.doc_id] = fp
        self._load_versions()
        return self

    def _recover(self) -> None:
        if self.tmp_dir.is_dir():
            for pending in self.tmp_dir.glob(f"*{PENDING}"):
                meta = _read_json(pending)
                doc_id = meta.get("doc_id") if meta else None
                if not isinstance(doc_id, str) or safe_doc_id(doc_id) != doc_id:
                    continue
                for suffix in ARTICLE_SUFFIXES:
                    try:
                        text = (self.articles / f"{doc_id}{suffix}").read_bytes().decode("utf-8")
                    except (OSError, UnicodeDecodeError):
                        continue
                    if sha256_text(text) == meta.get("sha256"):
                        os.replace(pending, self.sidecar(doc_id))
                        break
            files.empty(self.tmp_dir)
        for folder in (self.articles, self.meta_dir):
            if folder.is_dir():
                for leftover in folder.iterdir():
                    if _OLD_TMP.match(leftover.name) and leftover.is_file():
                        leftover.unlink(missing_ok=True)

    def _load_versions(self) -> None:
        if not self.versions_dir.is_dir():
            return
        for kept in sorted(self.versions_dir.glob("*/*.txt")):
            try:
                text = kept.read_bytes().decode("utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            fp = _valid_fingerprint(_read_json(kept.with_suffix(".json")), sha256_text(text))
            self.index.add_earlier(kept.parent.name, fp or fingerprint(text),
                                   kept.relative_to(self.articles).as_posix())

    def read_sidecar(self, doc_id: str) -> dict | None:
        return _read_json(self.sidecar(doc_id))

    @staticmethod
    def _refreshed(meta: dict | None, doc, path: Path, fp: Fingerprint) -> dict:
        """Metadata for an article that was placed or edited by hand."""
        if not meta or meta.get("sha256") != doc.sha256:
            meta = {
                "doc_id": doc.doc_id,
                "source": None,
                "source_path": None,
                "url": None,
                "date": None,
                "encoding": "utf-8",
                "format": path.suffix.lower().lstrip("."),
                "title": title_of(doc.text),
                "sha256": doc.sha256,
                "source_sha256": fp.source_sha256,
                "added": None,
                "note": "not added by `pipeline add` (placed or edited by hand)",
            }
        meta["fingerprint"] = fp.to_json()
        return meta

    # -- saving --------------------------------------------------------------------------

    def _meta(self, doc_id: str, meta: dict, fp: Fingerprint, **extra) -> dict:
        return {"doc_id": doc_id, **meta, "sha256": fp.sha256, "source_sha256": fp.source_sha256,
                "added": datetime.now(timezone.utc).isoformat(timespec="seconds"), **extra,
                "fingerprint": fp.to_json()}

    def _pending(self, doc_id: str, meta: dict) -> Path:
        pending = self.tmp_dir / f"{doc_id}{PENDING}"
        files.write_atomic(pending, _dump(meta), self.tmp_dir)
        return pending

    def _install(self, pending: Path, doc_id: str) -> None:
        self.meta_dir.mkdir(parents=True, exist_ok=True)
        os.replace(pending, self.sidecar(doc_id))
        files.fsync_dir(self.meta_dir)

    def _free(self, doc_id: str) -> bool:
        return doc_id not in self.taken and not any(
            (self.articles / f"{doc_id}{suffix}").exists() for suffix in ARTICLE_SUFFIXES)

    def save_new(self, stem: str, text: str, meta: dict, fp: Fingerprint) -> str:
        """Save a new article under a free doc_id made from ``stem``; returns the doc_id."""
        base, n = safe_doc_id(stem), 1
        data = text.encode("utf-8")
        while True:
            doc_id = base if n == 1 else f"{base}-{n}"
            n += 1
            if not self._free(doc_id):
                continue
            pending = self._pending(doc_id, self._meta(doc_id, meta, fp, version=1))
            if files.create_exclusive(self.article(doc_id), data, self.tmp_dir):
                break
            pending.unlink(missing_ok=True)  # another run took the name meanwhile
            self.taken.add(doc_id)
        self._install(pending, doc_id)
        self.taken.add(doc_id)
        self.paths[doc_id] = self.article(doc_id)
        self.index.add(doc_id, fp)
        self.fingerprints[doc_id] = fp
        return doc_id

    def save_version(self, doc_id: str, text: str, meta: dict, fp: Fingerprint) -> str:
        """Replace ``doc_id``'s text with a new version, keeping the current one in
        ``.versions/<doc_id>/<n>.txt``; returns that path, relative to the articles folder."""
        old_path = self.path_of(doc_id)
        old_data = old_path.read_bytes()
        old_meta = self.read_sidecar(doc_id) or {}
        old_fp = self.fingerprints.get(doc_id) or fingerprint(old_data.decode("utf-8", "replace"), old_data)
        version = old_meta.get("version") if isinstance(old_meta.get("version"), int) else 1
        folder = self.versions_dir / doc_id
        while True:
            kept = folder / f"{version}.txt"
            if files.create_exclusive(kept, old_data, self.tmp_dir) or kept.read_bytes() == old_data:
                break
            version += 1  # a version of that number is kept already, with other text
        files.write_atomic(kept.with_suffix(".json"),
                           _dump({**old_meta, "doc_id": doc_id, "version": version,
                                  "fingerprint": old_fp.to_json()}), self.tmp_dir)
        where = kept.relative_to(self.articles).as_posix()
        pending = self._pending(doc_id, self._meta(doc_id, meta, fp, version=version + 1, previous=where))
        files.write_atomic(old_path, text.encode("utf-8"), self.tmp_dir)
        self._install(pending, doc_id)
        self.index.add(doc_id, fp)
        self.index.add_earlier(doc_id, old_fp, where)
        self.fingerprints[doc_id] = fp
        return where


def _valid_fingerprint(meta: dict | None, sha256: str) -> Fingerprint | None:
    if not meta or meta.get("sha256") != sha256:
        return None
    try:
        fp = Fingerprint.from_json(meta["fingerprint"])
    except (KeyError, TypeError, ValueError):
        return None
    return fp if fp.version == VERSION and fp.sha256 == sha256 else None


def _read_json(path: Path) -> dict | None:
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


def _dump(meta: dict) -> bytes:
    return (json.dumps(meta, ensure_ascii=False, indent=1) + "\n").encode("utf-8")

