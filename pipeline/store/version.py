"""The pipeline version: a hash of the package's code and data files."""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path


# Stages that never shape a document's rows: a change to them keeps the cache.
NOT_ROWS = ("audit", "commands", "feed", "review", "verify")


def _shapes_rows(rel: Path) -> bool:
    if rel.parts[0] in NOT_ROWS:
        return False
    return not (rel.parts[0] == "data" and rel.name.startswith("verify_"))


@lru_cache(maxsize=1)
def pipeline_version() -> str:
    """A hash of the ``pipeline/**/*.py`` and ``pipeline/data/**`` files that shape a document's
    rows (not the audit, the commands, the feed, the review page, verify and its data): any
    change to one invalidates the cache."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if not path.is_file() or "__pycache__" in rel.parts:
            continue
        if (path.suffix != ".py" and rel.parts[0] != "data") or not _shapes_rows(rel):
            continue
        h.update(rel.as_posix().encode("utf-8") + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:20]
