"""Which article files the review page may read (and so embed in a page meant for sharing).

``documents.csv`` names each document's file in its ``path`` column, but the
tables are only data: anyone who can write to the output folder could name
``/etc/passwd`` there.  So a file is read only when it is an article file (a
suffix the reader takes, ``.txt`` or ``.md``) whose real path, symbolic links
resolved, lies inside one of the article folders: those given by the caller
(``report --articles DIR``, the paths ``extract --report`` read), the default
corpus ``corpus/articles`` of the working folder, ``articles/`` beside the
output folder and ``articles/`` beside the gold folder.  Any other file is
refused with a note naming it, and its document is shown without text.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.read import ARTICLE_SUFFIXES


def _real(p: Path) -> Path:
    return Path(os.path.realpath(p))


@dataclass
class ArticleFolders:
    """The folders (and single files) articles may be read from."""

    roots: list[Path] = field(default_factory=list)  # real paths of folders
    files: set[Path] = field(default_factory=set)  # real paths of article files named one by one

    @classmethod
    def default(cls, pred_dir: Path, gold_dir: Path | None = None, extra=()) -> "ArticleFolders":
        folders = cls()
        for p in [*extra, Path.cwd() / "corpus" / "articles", Path(pred_dir).parent / "articles",
                  *([Path(gold_dir).parent / "articles"] if gold_dir else [])]:
            folders.add(Path(p))
        return folders

    def add(self, p: Path) -> None:
        if p.is_dir():
            real = _real(p)
            if real not in self.roots:
                self.roots.append(real)
        elif p.is_file():
            self.files.add(_real(p))

    def allows(self, path: Path) -> bool:
        real = _real(path)
        if real.suffix.lower() not in ARTICLE_SUFFIXES or not real.is_file():
            return False
        return real in self.files or any(real.is_relative_to(root) for root in self.roots)

    def describe(self) -> str:
        shown = [str(r) for r in self.roots[:3]] + (["…"] if len(self.roots) > 3 else [])
        return ", ".join(shown) or "none"


def resolve_article(raw: str, pred_dir: Path) -> Path | None:
    """Where the article recorded as ``raw`` in documents.csv is now, if anywhere."""
    if not raw:
        return None
    p = Path(raw)
    candidates = [p] if p.is_absolute() else [Path.cwd() / p, pred_dir / p, pred_dir.parent / p]
    for c in candidates:
        if c.is_file():
            return c
    return None
