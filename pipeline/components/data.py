"""The rules' data files in a saved pipeline: written by ``nlp.to_disk``, checked by ``spacy.load``.

A component's rules and lists are the files of ``pipeline/data/`` (read by
the extractors and the linker).  ``to_disk`` copies them into the
component's folder with a manifest of their SHA-256; ``from_disk`` checks
that the installed files are the ones the pipeline was saved with and
refuses, naming the files that differ, when they are not: a saved pipeline
never runs silently with other rules than its own.
"""
from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import srsly

from pipeline.extractors.lexicon import DATA_DIR

MANIFEST = "manifest.json"


def _data_files() -> list[Path]:
    return sorted(p for p in DATA_DIR.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def save_data(path) -> None:
    path = Path(path)
    folder = path / "data"
    folder.mkdir(parents=True, exist_ok=True)
    manifest = {}
    for src in _data_files():
        rel = src.relative_to(DATA_DIR).as_posix()
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, folder / rel)
        manifest[rel] = _digest(src)
    srsly.write_json(path / MANIFEST, manifest)


def check_data(path, component: str) -> None:
    path = Path(path)
    saved = srsly.read_json(path / MANIFEST)
    installed = {p.relative_to(DATA_DIR).as_posix(): _digest(p) for p in _data_files()}
    differ = sorted(k for k in saved.keys() | installed.keys() if saved.get(k) != installed.get(k))
    if differ:
        raise ValueError(
            f"{path}: the component {component!r} was saved with other rules than the installed "
            f"pipeline/data ({', '.join(differ)} differ); install the version it was saved with, "
            f"or build the pipeline again")
