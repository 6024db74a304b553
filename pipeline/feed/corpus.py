"""The corpus folder: ``articles/<doc_id>.txt`` (UTF-8) and ``articles/.meta/<doc_id>.json``.

The sidecar holds the article's metadata (source path, original encoding,
format, title, sha256 of the saved text, time added) and its duplicate
fingerprint.  ``.meta`` starts with a dot, so the reader never takes a
sidecar for an article.

Saving is atomic: each file is written to a hidden temporary file beside it,
synced, and renamed into place.  The sidecar goes first, so an article never
appears without its metadata; a process killed in between leaves only an
orphan sidecar, which is ignored and overwritten when the doc_id is used.
"""
from __future__ import annotations

import json
import os
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

from pipeline.feed.dedupe import VERSION, DuplicateIndex, Fingerprint, fingerprint
from pipeline.read import InputError, list_article_files, read_document, title_of

META_DIR = ".meta"
_UNSAFE = re.compile(r"[\s/\\:*?\"<>|\x00-\x1f]+")


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def safe_doc_id(stem: str) -> str:
    """A doc_id from a file name: no spaces or path characters, no leading dot."""
    doc_id = _UNSAFE.sub("-", stem).strip(".-")
    return doc_id or "article"


class Corpus:
    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)
        self.articles = self.root / "articles"
        self.meta_dir = self.articles / META_DIR
        self.taken: set[str] = set()
        self.index = DuplicateIndex()

    def sidecar(self, doc_id: str) -> Path:
        return self.meta_dir / f"{doc_id}.json"

    def load(self, warn=None) -> "Corpus":
        """Index the articles already in the corpus (fingerprints from their sidecars;
        an article without a valid sidecar gets one)."""
        if not self.articles.is_dir():
            return self
        for path in list_article_files([self.articles]):
            if isinstance(path, InputError):
                continue
            self.taken.add(path.stem)
            try:
                doc = read_document(path)
            except InputError as err:  # `extract` reports it; it cannot be a duplicate's original
                if warn:
                    warn(f"warning: {err} (not checked for duplicates)")
                continue
            meta = self._read_sidecar(doc.doc_id)
            fp = None
            if meta and meta.get("sha256") == doc.sha256:
                try:
                    fp = Fingerprint.from_json(meta["fingerprint"])
                except (KeyError, TypeError, ValueError):
                    fp = None
                if fp is not None and (fp.version != VERSION or fp.sha256 != doc.sha256):
                    fp = None
            if fp is None:
                fp = fingerprint(doc.text, path.read_bytes())
                meta = self._refreshed(meta, doc, path, fp)
                try:
                    write_atomic(self.sidecar(doc.doc_id), _dump(meta))
                except OSError:
                    pass  # the index still has it; the sidecar is recomputed next time
            self.index.add(doc.doc_id, fp)
        return self

    def _read_sidecar(self, doc_id: str) -> dict | None:
        try:
            meta = json.loads(self.sidecar(doc_id).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return meta if isinstance(meta, dict) else None

    @staticmethod
    def _refreshed(meta: dict | None, doc, path: Path, fp: Fingerprint) -> dict:
        """Metadata for an article that was placed or edited by hand."""
        if not meta or meta.get("sha256") != doc.sha256:
            meta = {
                "doc_id": doc.doc_id,
                "source": None,
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

    def new_doc_id(self, stem: str) -> str:
        base = safe_doc_id(stem)
        doc_id, n = base, 1
        while doc_id in self.taken or (self.articles / f"{doc_id}.txt").exists() \
                or (self.articles / f"{doc_id}.md").exists():
            n += 1
            doc_id = f"{base}-{n}"
        return doc_id

    def save(self, doc_id: str, text: str, meta: dict, fp: Fingerprint) -> Path:
        """Write the sidecar, then the article; index it.  Returns the article's path."""
        meta = {"doc_id": doc_id, **meta, "sha256": fp.sha256, "source_sha256": fp.source_sha256,
                "added": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                "fingerprint": fp.to_json()}
        path = self.articles / f"{doc_id}.txt"
        write_atomic(self.sidecar(doc_id), _dump(meta))
        write_atomic(path, text.encode("utf-8"))
        self.taken.add(doc_id)
        self.index.add(doc_id, fp)
        return path


def _dump(meta: dict) -> bytes:
    return (json.dumps(meta, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def stderr_warn(message: str) -> None:
    print(message, file=sys.stderr)
