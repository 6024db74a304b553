"""Add a batch of files to a corpus: decode, extract, check limits and duplicates, save.

One bad file never stops the batch: it is recorded with its problem and the
next one is taken.  Each file is decided in this order:

1. above a limit (``limits``): failed, not added;
2. the same text as an article of the corpus (the same bytes, the same text,
   or the same up to script, width, whitespace and punctuation): a duplicate;
   with ``replace`` a text that differs becomes the article's new version;
3. the same text as an earlier version of an article: a duplicate; with
   ``replace`` it becomes the current version again;
4. the same text as an article except in a minority of its figures: the
   article's new version (the current one is kept in ``.versions``);
5. a near-identical copy (site boilerplate): a duplicate; with ``replace``
   the article's new version;
6. otherwise a new article.

An article with almost no text besides its title (a page of navigation only)
is added with a warning.  Call :func:`add_paths` holding the corpus lock.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from pipeline.feed.corpus import Corpus
from pipeline.feed.decode import decode_bytes, declared_charset
from pipeline.feed.dedupe import Fingerprint, changed_numbers, figure_changes, fingerprint
from pipeline.feed.limits import MIN_ARTICLE_CHARS, Limits, article_chars
from pipeline.feed.names import one_line
from pipeline.feed.provenance import text_provenance
from pipeline.read import InputError, title_of

FORMATS = {".txt": "txt", ".md": "md", ".html": "html", ".htm": "html"}


@dataclass(frozen=True)
class Article:
    source: str  # the path as shown (undecodable bytes and control characters escaped)
    text: str  # as it will be saved: UTF-8, "\n" line ends
    title: str
    encoding: str
    format: str
    raw: bytes
    url: str | None = None
    date: str | None = None  # YYYY-MM-DD

    def meta(self, path: Path) -> dict:
        """The sidecar fields of this article (``source`` is its address when known, else its path)."""
        source_path = one_line(path.resolve())
        return {"source": self.url or source_path, "source_path": source_path, "url": self.url,
                "date": self.date, "encoding": self.encoding, "format": self.format, "title": self.title}


@dataclass
class AddReport:
    added: list[tuple[str, str]] = field(default_factory=list)  # (source path, doc_id)
    versions: list[tuple[str, str, str, str]] = field(default_factory=list)  # (path, doc_id, why, old kept at)
    duplicates: list[tuple[str, str, str]] = field(default_factory=list)  # (path, doc_id, why)
    failed: list[InputError] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def list_inputs(paths: Iterable[str | os.PathLike]) -> Iterator[Path | InputError]:
    """Files to add: each file named, and the .txt/.md/.html/.htm files under each folder."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from _folder(path)
        elif path.is_file():
            if path.suffix.lower() in FORMATS:
                yield path
            else:
                yield InputError(one_line(path), f"unsupported format {one_line(path.suffix or '(no extension)')!r}; "
                                                 "use .txt, .md, .html or .htm")
        elif path.exists():
            yield InputError(one_line(path), "not a regular file or folder")
        else:
            yield InputError(one_line(path), "no such file or folder")


def _folder(root: Path) -> Iterator[Path | InputError]:
    """The article files under ``root`` (hidden files and folders skipped) in order; then one error
    for each folder that cannot be listed and each broken symbolic link."""
    found: list[Path] = []
    problems: list[InputError] = []

    def unlistable(exc: OSError) -> None:
        problems.append(InputError(one_line(exc.filename or root), f"folder cannot be listed ({exc.strerror or exc})"))

    for folder, subfolders, names in os.walk(root, onerror=unlistable):
        subfolders[:] = [d for d in subfolders if not d.startswith(".")]
        for name in names:
            path = Path(folder) / name
            if name.startswith(".") or path.suffix.lower() not in FORMATS:
                continue
            if path.is_file():
                found.append(path)
            elif path.is_symlink() and not path.exists():
                problems.append(InputError(one_line(path), "broken symbolic link (what it points to does not exist)"))
    yield from sorted(found)
    yield from sorted(problems, key=lambda err: err.path)


def read_article(path: Path, limits: Limits = Limits()) -> Article:
    """The article in ``path`` as it will be saved, or InputError (limits checked)."""
    shown = one_line(path)
    try:
        limits.check_size(shown, path.stat().st_size)
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(shown, f"cannot be read ({exc.strerror or exc})") from None
    limits.check_size(shown, len(raw))
    fmt = FORMATS[path.suffix.lower()]
    if fmt == "html":
        from pipeline.feed.html import html_page

        decoded = decode_bytes(raw, shown, declared=declared_charset(raw))
        page = html_page(decoded.text, shown)
        title, text, url, date = page.title, page.text, page.url, page.date
    else:
        decoded = decode_bytes(raw, shown)
        text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
        url, date, front_title = text_provenance(text)
        title = front_title or title_of(text)
    limits.check_text(shown, text)
    return Article(shown, text, title, decoded.encoding, fmt, raw, url, date)


class _Batch:
    def __init__(self, corpus: Corpus, report: AddReport, replace: bool):
        self.corpus, self.report, self.replace = corpus, report, replace

    def take(self, path: Path, art: Article) -> None:
        corpus, report = self.corpus, self.report
        fp = fingerprint(art.text, art.raw)
        index = corpus.index
        same = index.find_same(fp)
        if same:
            doc_id, why = same
            current = corpus.fingerprints.get(doc_id)
            differs = current is not None and current.sha256 != fp.sha256
            return self.duplicate(path, art, fp, doc_id, why, f"replaces it (--replace; {why})" if differs else None)
        earlier = index.earlier_version(fp)
        if earlier:
            doc_id, where = earlier
            return self.duplicate(path, art, fp, doc_id,
                                  f"an earlier version, kept as {corpus.articles / where}; --replace makes it "
                                  "current again", f"earlier version {where} made current again (--replace)")
        revised = index.same_but_figures(fp)
        if revised and self._few_figures_changed(revised, art.text):
            changes = ", ".join(f"{a} → {b}" for a, b in changed_numbers(self._text(revised), art.text))
            return self.new_version(path, art, fp, revised, f"the same text with other figures ({changes})")
        near = index.find_near(fp)
        if near:
            doc_id, why = near
            return self.duplicate(path, art, fp, doc_id, f"{why}; if it is a corrected version, add it with --replace",
                                  f"replaces it (--replace; {why})")
        doc_id = corpus.save_new(path.stem, art.text, art.meta(path), fp)
        report.added.append((art.source, doc_id))
        self.check_thin(art, doc_id)

    def _text(self, doc_id: str) -> str:
        return self.corpus.path_of(doc_id).read_bytes().decode("utf-8", "replace")

    def _few_figures_changed(self, doc_id: str, text: str) -> bool:
        changed, total = figure_changes(self._text(doc_id), text)
        return 0 < changed <= max(1, total // 2)

    def duplicate(self, path: Path, art: Article, fp: Fingerprint, doc_id: str, why: str,
                  replacing: str | None) -> None:
        """A duplicate of ``doc_id``; with --replace its new version when ``replacing`` says why."""
        if self.replace and replacing:
            return self.new_version(path, art, fp, doc_id, replacing)
        self.report.duplicates.append((art.source, doc_id, why))

    def new_version(self, path: Path, art: Article, fp: Fingerprint, doc_id: str, why: str) -> None:
        kept = self.corpus.save_version(doc_id, art.text, art.meta(path), fp)
        self.report.versions.append((art.source, doc_id, why, str(self.corpus.articles / kept)))
        self.check_thin(art, doc_id)

    def check_thin(self, art: Article, doc_id: str) -> None:
        chars = article_chars(art.text, art.title)
        if chars < MIN_ARTICLE_CHARS:
            self.report.warnings.append(
                f"{art.source}: only {chars} letters or digits of text besides the title "
                f"(fewer than {MIN_ARTICLE_CHARS}); saved as {doc_id}, but check that it is an article "
                "and not a page of navigation or a notice")


def add_paths(paths: Iterable[str | os.PathLike], corpus_root: str | os.PathLike,
              *, progress: bool = False, warn=None, replace: bool = False,
              limits: Limits = Limits()) -> AddReport:
    """Add the articles under ``paths`` to the corpus at ``corpus_root``."""
    from tqdm import tqdm

    report = AddReport()
    corpus = Corpus(corpus_root).load(warn=warn)
    batch = _Batch(corpus, report, replace)
    inputs = list(list_inputs(paths))
    for item in tqdm(inputs, disable=not progress, unit="file", desc="adding", leave=False):
        if isinstance(item, InputError):
            report.failed.append(item)
            continue
        try:
            batch.take(item, read_article(item, limits))
        except InputError as err:
            report.failed.append(err)
        except OSError as exc:
            report.failed.append(InputError(one_line(item), f"cannot be saved in the corpus ({exc.strerror or exc})"))
        except Exception as exc:  # a bug shown as that file's one line; the batch goes on
            report.failed.append(InputError(one_line(item), f"could not be added ({type(exc).__name__}: {exc})"))
    return report
