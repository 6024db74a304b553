"""Add a batch of files to a corpus: decode, extract, check for duplicates, save.

One bad file never stops the batch: it is recorded with its problem and the
next one is taken.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from pipeline.feed.corpus import Corpus
from pipeline.feed.decode import decode_bytes, declared_charset
from pipeline.feed.dedupe import fingerprint
from pipeline.read import InputError, title_of

FORMATS = {".txt": "txt", ".md": "md", ".html": "html", ".htm": "html"}


@dataclass(frozen=True)
class Article:
    source: str
    text: str  # as it will be saved: UTF-8, "\n" line ends
    title: str
    encoding: str
    format: str
    raw: bytes


@dataclass
class AddReport:
    added: list[tuple[str, str]] = field(default_factory=list)  # (source path, doc_id)
    duplicates: list[tuple[str, str, str]] = field(default_factory=list)  # (path, doc_id, why)
    failed: list[InputError] = field(default_factory=list)


def list_inputs(paths: Iterable[str | os.PathLike]) -> Iterator[Path | InputError]:
    """Files to add: each file named, and the .txt/.md/.html/.htm files under each folder."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from sorted(
                p for p in path.rglob("*")
                if p.is_file() and p.suffix.lower() in FORMATS
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        elif path.is_file():
            if path.suffix.lower() in FORMATS:
                yield path
            else:
                yield InputError(path, f"unsupported format {path.suffix or '(no extension)'!r}; "
                                       "use .txt, .md, .html or .htm")
        elif path.exists():
            yield InputError(path, "not a regular file or folder")
        else:
            yield InputError(path, "no such file or folder")


def read_article(path: Path) -> Article:
    """The article in ``path`` as it will be saved, or InputError."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(path, f"cannot be read ({exc.strerror or exc})") from None
    fmt = FORMATS[path.suffix.lower()]
    if fmt == "html":
        from pipeline.feed.html import html_article

        decoded = decode_bytes(raw, path, declared=declared_charset(raw))
        title, text = html_article(decoded.text, path)
    else:
        decoded = decode_bytes(raw, path)
        text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
        title = title_of(text)
    return Article(str(path), text, title, decoded.encoding, fmt, raw)


def add_paths(paths: Iterable[str | os.PathLike], corpus_root: str | os.PathLike,
              *, progress: bool = False, warn=None) -> AddReport:
    """Add the articles under ``paths`` to the corpus at ``corpus_root``."""
    from tqdm import tqdm

    report = AddReport()
    corpus = Corpus(corpus_root).load(warn=warn)
    inputs = list(list_inputs(paths))
    for item in tqdm(inputs, disable=not progress, unit="file", desc="adding", leave=False):
        if isinstance(item, InputError):
            report.failed.append(item)
            continue
        try:
            art = read_article(item)
            fp = fingerprint(art.text, art.raw)
            dup = corpus.index.find(fp)
            if dup is not None:
                report.duplicates.append((str(item), dup[0], dup[1]))
                continue
            doc_id = corpus.new_doc_id(item.stem)
            corpus.save(doc_id, art.text, {
                "source": str(item.resolve()), "encoding": art.encoding,
                "format": art.format, "title": art.title,
            }, fp)
            report.added.append((str(item), doc_id))
        except InputError as err:
            report.failed.append(err)
        except OSError as exc:
            report.failed.append(InputError(item, f"cannot be saved in the corpus ({exc.strerror or exc})"))
    return report
