"""The pipeline version: a hash of the package's code and data files."""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def pipeline_version() -> str:
    """A hash of every ``pipeline/**/*.py`` and ``pipeline/data/**`` file: any change invalidates the cache."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if not path.is_file() or "__pycache__" in rel.parts:
            continue
        if path.suffix != ".py" and rel.parts[0] != "data":
            continue
        h.update(rel.as_posix().encode("utf-8") + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:20]
