"""Stage 1, read: paths (files or folders) to Documents.

A folder is searched recursively for ``*.txt`` and ``*.md``.  Files are UTF-8
with or without a BOM, or UTF-16 (with a BOM, or recognised by its zero
bytes); line endings are kept as they are on disk, so offsets count ``\\r\\n``
as two characters.  The doc_id is the file name without its extension.
Problems are raised (or yielded) as :class:`InputError`, one per file, so that
a batch can report them and go on: a file name that is not valid UTF-8, an
HTML page (``add`` reads those), a broken symbolic link, a folder that cannot
be listed.  :func:`shown` makes any path safe to print on one line.
"""
from __future__ import annotations

import codecs
import hashlib
import json
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path, PurePath
from typing import Iterable, Iterator

from pipeline.types import Document

ARTICLE_SUFFIXES = (".txt", ".md")
META_DIR = ".meta"  # the feed's metadata sidecars: <folder>/.meta/<doc_id>.json
HTML_SUFFIXES = (".html", ".htm")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f]")  # control characters other than \t \n \v \f \r
# what must not reach a terminal raw: C0 and C1 controls, DEL, bidirectional overrides,
# and the lone surrogates that stand for the bytes of a file name that is not UTF-8
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
HTML_PROBLEM = ("an HTML page: `extract` reads text files only (offsets index the file as it is); "
                "`python -m pipeline add` takes its title and main text into the corpus")


def shown(path) -> str:
    """``path`` (or any text) as one printable line: control characters and the bytes of
    a name that is not UTF-8 are written as escapes (``\\n``, ``\\x1b``, ``\\xff``)."""
    text = os.fsdecode(path) if isinstance(path, bytes) else str(path)
    return _UNSHOWABLE.sub(_escape, text)


def _escape(m: re.Match) -> str:
    ch = m.group()
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # os.fsdecode's stand-in for the byte code - 0xDC00
        return f"\\x{code - 0xDC00:02x}"
    return _ESCAPES.get(ch) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def valid_name(path: str) -> bool:
    """Whether a path (as os.fsdecode gives it) is valid UTF-8, i.e. can be written in a table."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class InputError(Exception):
    """A problem with one input file: ``str()`` names the file (safely shown) and the problem."""

    def __init__(self, path: str | os.PathLike, problem: str):
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{shown(self.path)}: {shown(problem)}")


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def list_article_files(paths: Iterable[str | os.PathLike]) -> Iterator[Path | InputError]:
    """Yield article files under ``paths`` in a stable order (an error for a missing path)."""
    for item in _article_paths(paths):
        yield item if isinstance(item, InputError) else Path(item)


def missing_paths(paths: Iterable[str | os.PathLike]) -> list[InputError]:
    """The paths that do not exist (a broken symbolic link included), as errors."""
    return [InputError(p, "no such file or folder") for p in paths if not os.path.exists(p)]


def _article_paths(paths: Iterable[str | os.PathLike]) -> Iterator[str | InputError]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from _find_articles(str(path))
        elif path.is_file():
            if path.suffix.lower() in HTML_SUFFIXES:
                yield InputError(path, HTML_PROBLEM)
            else:
                yield str(path)
        elif path.is_symlink():
            yield InputError(path, f"broken symbolic link (to {os.readlink(path)}, which does not exist)")
        elif path.exists():
            yield InputError(path, "not a regular file or folder")
        else:
            yield InputError(path, "no such file or folder")


def _find_articles(root: str) -> list[str | InputError]:
    """Article files under ``root``, at any depth, in name order; hidden files and folders
    (a leading dot) are skipped.  A folder that cannot be listed, a broken link named like
    an article and an HTML page are errors (first, in the order met)."""
    found: list[str] = []
    problems: list[InputError] = []
    folders = [root]
    while folders:
        folder = folders.pop()
        try:
            entries = os.scandir(folder)
        except OSError as exc:
            problems.append(InputError(folder, f"folder cannot be listed ({exc.strerror or exc}); "
                                               "its articles are not read"))
            continue
        with entries:
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                    continue
                suffix = os.path.splitext(entry.name)[1].lower()
                if suffix in ARTICLE_SUFFIXES:
                    if entry.is_file():
                        found.append(entry.path)
                    elif entry.is_symlink() and not os.path.exists(entry.path):
                        problems.append(InputError(entry.path, "broken symbolic link (its target does "
                                                               "not exist)"))
                elif suffix in HTML_SUFFIXES and entry.is_file():
                    problems.append(InputError(entry.path, HTML_PROBLEM))
    return [*problems, *sorted(found)]


@dataclass(frozen=True, slots=True)  # the store lists one per file for the whole run: no __dict__ each
class ArticleFile:
    """An article file not read yet, with what tells whether it changed since it was last read."""

    path: str
    doc_id: str
    size: int
    mtime_ns: int
    inode: int

    def read(self) -> Document:
        from pipeline.limits import too_many_bytes

        problem = too_many_bytes(self.size)  # not even read: it cannot be under the limit
        if problem:
            raise InputError(self.path, problem)
        doc = read_document(self.path)
        if doc.doc_id == self.doc_id and doc.path == self.path:
            # the store keeps both for the whole run (the file list, then each document's entry):
            # one copy of each string, not two (about 140 bytes a document)
            doc = replace(doc, doc_id=self.doc_id, path=self.path)
        return doc


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
        if not valid_name(item):
            yield InputError(item, "file name is not valid UTF-8 (it could not be written in the "
                                   "tables); rename the file")
            continue
        try:
            st = os.stat(item)
        except OSError as exc:
            yield InputError(item, f"cannot be read ({exc.strerror or exc})")
            continue
        yield ArticleFile(item, doc_id, st.st_size, st.st_mtime_ns, st.st_ino)


BLANK = "\u200b\u200c\u200d\u2060\ufeff"  # zero-width characters and BOMs count as whitespace
EMPTY = "empty file (no text)"
ONLY_WHITESPACE = "empty file (only whitespace, no text)"


_BLANK_TABLE = {ord(c): None for c in BLANK}
_BLANK_SET = frozenset(BLANK)


def is_blank(text: str) -> bool:
    """True when ``text`` holds nothing but whitespace: such a file is refused, by extract as by add."""
    first = text.lstrip()[:1]
    if first and first not in _BLANK_SET:  # a character that is neither: no copy of the whole text
        return False
    return not text.translate(_BLANK_TABLE).strip()


def decode_utf8(data: bytes, path: str | os.PathLike) -> str:
    """Decode article bytes as UTF-8 (BOM removed) or UTF-16, or raise InputError saying why not."""
    if not data:
        raise InputError(path, EMPTY)
    if data.isspace():  # ASCII whitespace only (what bytes.strip strips), found without a copy
        raise InputError(path, ONLY_WHITESPACE)
    utf16 = _utf16_codec(data)
    if utf16:
        try:
            text = data.decode(utf16)
        except UnicodeDecodeError as exc:
            raise InputError(path, f"looks like UTF-16 but is not valid UTF-16 (offset {exc.start})") from None
        text = text.lstrip("\ufeff")
    elif b"\x00" in data:
        raise InputError(path, "binary file (contains NUL bytes), not a text article")
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InputError(
                path,
                f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}); "
                "convert it to UTF-8 or use `python -m pipeline add`, which detects encodings",
            ) from None
    if is_blank(text):  # spaces of any script only: as `add` sees it
        raise InputError(path, ONLY_WHITESPACE)
    controls = len(_CONTROL.findall(text, 0, 4096))
    if controls > max(8, min(len(text), 4096) // 50):
        raise InputError(path, "binary file (control characters), not a text article")
    return text


def _utf16_codec(data: bytes) -> str | None:
    """"utf-16" for a UTF-16 byte-order mark; "utf-16-le"/"-be" for text without one whose zero
    bytes (those of ASCII characters) all stand at odd (LE) or even (BE) offsets."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) \
            and not data.startswith(codecs.BOM_UTF32_LE):
        return "utf-16"
    sample = data[:4096]
    if len(data) % 2 or sample.count(0) < max(2, len(sample) // 16):
        return None
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    if odd and not even:
        return "utf-16-le"
    if even and not odd:
        return "utf-16-be"
    return None


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
