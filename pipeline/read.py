"""Stage 1, read: paths (files or folders) to Documents.

A folder is searched recursively for ``*.txt`` and ``*.md``.  Files are UTF-8
with or without a BOM; line endings are kept as they are on disk, so offsets
count ``\\r\\n`` as two characters.  The doc_id is the file name without its
extension.  Problems are raised as :class:`InputError`, one per file, so that a
batch can report them and go on.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Iterable, Iterator

from pipeline.types import Document

ARTICLE_SUFFIXES = (".txt", ".md")
META_DIR = ".meta"  # the feed's metadata sidecars: <folder>/.meta/<doc_id>.json
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f]")  # control characters other than \t \n \v \f \r


class InputError(Exception):
    """A problem with one input file: ``str()`` names the file and the problem."""

    def __init__(self, path: str | os.PathLike, problem: str):
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def list_article_files(paths: Iterable[str | os.PathLike]) -> Iterator[Path | InputError]:
    """Yield article files under ``paths`` in a stable order (an error for a missing path)."""
    for item in _article_paths(paths):
        yield item if isinstance(item, InputError) else Path(item)


def _article_paths(paths: Iterable[str | os.PathLike]) -> Iterator[str | InputError]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from sorted(_find_articles(str(path)))
        elif path.is_file():
            yield str(path)
        elif path.exists():
            yield InputError(path, "not a regular file or folder")
        else:
            yield InputError(path, "no such file or folder")


def _find_articles(root: str) -> list[str]:
    """Article files under ``root``, at any depth; hidden files and folders (a leading dot) are skipped."""
    found: list[str] = []
    folders = [root]
    while folders:
        try:
            entries = os.scandir(folders.pop())
        except OSError:  # an unreadable folder holds no article we can read
            continue
        with entries:
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                elif os.path.splitext(entry.name)[1].lower() in ARTICLE_SUFFIXES and entry.is_file():
                    found.append(entry.path)
    return found


@dataclass(frozen=True)
class ArticleFile:
    """An article file not read yet, with what tells whether it changed since it was last read."""

    path: str
    doc_id: str
    size: int
    mtime_ns: int
    inode: int

    def read(self) -> Document:
        return read_document(self.path)


def iter_article_files(paths: Iterable[str | os.PathLike]) -> Iterator[ArticleFile | InputError]:
    """Like :func:`iter_documents`, but files are only listed and stat'ed, not read.

    The store reads a file only when its size, time or inode differ from the
    last run's, so that bringing a large corpus up to date after adding one
    article does not read every article again.
    """
    seen: dict[str, str] = {}
    for item in _article_paths(paths):
        if isinstance(item, InputError):
            yield item
            continue
        doc_id = PurePath(item).stem
        if doc_id in seen:
            yield InputError(item, f"doc_id {doc_id!r} is also the doc_id of {seen[doc_id]}; rename one of them")
            continue
        seen[doc_id] = item
        try:
            st = os.stat(item)
        except OSError as exc:
            yield InputError(item, f"cannot be read ({exc.strerror or exc})")
            continue
        yield ArticleFile(item, doc_id, st.st_size, st.st_mtime_ns, st.st_ino)


def decode_utf8(data: bytes, path: str | os.PathLike) -> str:
    """Decode article bytes as UTF-8 (BOM removed) or raise InputError saying why not."""
    if not data.strip():
        raise InputError(path, "empty file (no text)")
    if b"\x00" in data:
        raise InputError(path, "binary file (contains NUL bytes), not a text article")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            path,
            f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}); "
            "convert it to UTF-8 or use `python -m pipeline add`, which detects encodings",
        ) from None
    controls = len(_CONTROL.findall(text, 0, 4096))
    if controls > max(8, min(len(text), 4096) // 50):
        raise InputError(path, "binary file (control characters), not a text article")
    return text


def title_of(text: str) -> str:
    for line in text.splitlines():
        line = line.strip().lstrip("#").strip()
        if line:
            return line[:200]
    return ""


def read_sidecar(path: str | os.PathLike) -> dict:
    """The feed's metadata of the article at ``path`` (``.meta/<doc_id>.json`` beside it); {} if none."""
    path = Path(path)
    try:
        meta = json.loads((path.parent / META_DIR / f"{path.stem}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # no sidecar, or not JSON: no metadata
        return {}
    return meta if isinstance(meta, dict) else {}


def provenance(meta: dict) -> tuple[str, str]:
    """(source, date) of an article from its metadata: the address it was taken from, else the path
    it was added from; its date.  "" for what the metadata does not say."""
    def text(key: str) -> str:
        value = meta.get(key)
        return " ".join(value.split()) if isinstance(value, str) else ""
    return text("source") or text("url") or text("source_path"), text("date")


def read_document(path: str | os.PathLike) -> Document:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(path, f"cannot be read ({exc.strerror or exc})") from None
    text = decode_utf8(data, path)
    return Document(
        doc_id=path.stem,
        path=str(path),
        text=text,
        sha256=sha256_text(text),
        title=title_of(text),
        meta=read_sidecar(path),
    )


def iter_documents(paths: Iterable[str | os.PathLike]) -> Iterator[Document | InputError]:
    """Yield a Document, or an InputError, for each article file under ``paths``.

    Two files with the same doc_id: the second is an InputError naming both.
    """
    for item in iter_article_files(paths):
        if isinstance(item, InputError):
            yield item
            continue
        try:
            yield item.read()
        except InputError as err:
            yield err
