"""Stage 1, read: paths (files or folders) to Documents.

A folder is searched recursively for ``*.txt`` and ``*.md``.  Files are UTF-8
with or without a BOM; line endings are kept as they are on disk, so offsets
count ``\\r\\n`` as two characters.  The doc_id is the file name without its
extension.  Problems are raised as :class:`InputError`, one per file, so that a
batch can report them and go on.
"""
from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Iterable, Iterator

from pipeline.types import Document

ARTICLE_SUFFIXES = (".txt", ".md")
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
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(
                str(p) for p in path.rglob("*")
                if p.suffix.lower() in ARTICLE_SUFFIXES and p.is_file()
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
            yield from map(Path, found)
        elif path.is_file():
            yield path
        elif path.exists():
            yield InputError(path, "not a regular file or folder")
        else:
            yield InputError(path, "no such file or folder")


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
    )


def iter_documents(paths: Iterable[str | os.PathLike]) -> Iterator[Document | InputError]:
    """Yield a Document, or an InputError, for each article file under ``paths``.

    Two files with the same doc_id: the second is an InputError naming both.
    """
    seen: dict[str, str] = {}
    for item in list_article_files(paths):
        if isinstance(item, InputError):
            yield item
            continue
        doc_id = item.stem
        if doc_id in seen:
            yield InputError(item, f"doc_id {doc_id!r} is also the doc_id of {seen[doc_id]}; rename one of them")
            continue
        seen[doc_id] = str(item)
        try:
            yield read_document(item)
        except InputError as err:
            yield err
