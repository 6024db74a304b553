"""Files kept between runs to make start-up cheaper (jieba's prefix dictionary, compiled patterns).

They live in ``$PIPELINE_CACHE_DIR``, or ``$XDG_CACHE_HOME/mlperf-press-pipeline``
(``~/.cache/mlperf-press-pipeline``).  Each file's name holds a hash of
everything its content is made of, so a changed input makes a new file; a
file that cannot be read is rebuilt, and one that cannot be written (a
read-only folder) is skipped: the run goes on without it.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path


def cache_file(prefix: str, key: str, suffix: str = ".pickle") -> Path:
    """``<cache folder>/<prefix>-<16 hex digits of sha256(key)><suffix>``."""
    folder = Path(os.environ.get("PIPELINE_CACHE_DIR")
                  or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mlperf-press-pipeline")
    return folder / f"{prefix}-{hashlib.sha256(key.encode()).hexdigest()[:16]}{suffix}"


def write_atomically(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` through a temporary file; False (nothing written) when it cannot be."""
    f = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name, suffix=".tmp",
                                         delete=False) as f:
            f.write(data)
        os.replace(f.name, path)
        return True
    except OSError:
        if f is not None:
            try:
                os.unlink(f.name)
            except OSError:
                pass
        return False
