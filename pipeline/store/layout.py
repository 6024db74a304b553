"""Where each document's rows are in the tables the last run wrote, so that the next run
copies the rows of unchanged documents from them instead of decoding cache entries."""
from __future__ import annotations

import array
import json
import sys
from pathlib import Path

from pipeline.schema import TABLE_FILES
from pipeline.store.cache import LAYOUT_CHUNK, Cache
from pipeline.store.commit import TableWriter
from pipeline.store.scan import KEY_LEN


def file_stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ino]


class Layout:
    """Where each document's rows are in the tables the last run wrote.

    Kept in the cache with the size, time and inode of each table file as it
    was written, the pipeline version and the --excel choice; it is used only
    while all of them still hold, so a table edited by hand, or written by
    another version, is rebuilt from the cache entries instead.  The new
    layout goes to the run's records (``run_layout``) by the thousand as the
    tables are written: in memory, at most a thousand entries' keys and eight
    integers each.
    """

    def __init__(self, cache: Cache, records, out: Path, excel: bool):
        self.cache, self.records, self.out, self.excel = cache, records, out, excel
        self.keys: list = []  # the new layout of the last entries written (up to LAYOUT_CHUNK):
        self.numbers = array.array("q")  # 3 byte ranges and 2 row counts per entry
        self.old: dict[tuple, tuple] = {}
        self.sources: dict[str, object] = {}
        head = cache.get_layout_head()
        if not head or [head.get("version"), head.get("excel"), head.get("byteorder")] != \
                [cache.version, excel, sys.byteorder]:
            return
        if any(file_stamp(out / name) != head["files"].get(table) for table, name in TABLE_FILES.items()):
            return
        try:
            self.sources = {t: open(out / name, "rb") for t, name in TABLE_FILES.items()}
        except OSError:
            self.close()
            return
        self.old = {tuple(row[:KEY_LEN]): row[KEY_LEN:] for row in cache.layout_rows()}

    def reuse(self, entry, writer: TableWriter) -> tuple | None:
        """Copy the entry's rows from the old tables if they are there: their (mentions, results) counts."""
        numbers = self.old.get(entry.key)
        if numbers is None:
            return None
        for i, table in enumerate(TABLE_FILES):
            self.numbers.extend(writer.copy(table, self.sources[table], numbers[2 * i], numbers[2 * i + 1]))
        self.numbers.extend(numbers[6:])
        self._added(entry)
        return numbers[6:]

    def add(self, entry, ranges: list[int], counts: list[int]) -> None:
        self.numbers.extend(ranges)
        self.numbers.extend(counts)
        self._added(entry)

    def _added(self, entry) -> None:
        self.keys.append(entry.key)
        if len(self.keys) == LAYOUT_CHUNK:
            self._flush()

    def _flush(self) -> None:
        if self.keys:
            self.records.add_layout(json.dumps(self.keys, ensure_ascii=False), self.numbers.tobytes())
            self.keys, self.numbers = [], array.array("q")

    def close(self) -> None:
        for fh in self.sources.values():
            fh.close()
        self.sources = {}

    def save(self) -> None:
        """Record the layout of the tables just committed."""
        self._flush()
        files = {table: file_stamp(self.out / name) for table, name in TABLE_FILES.items()}
        self.cache.set_layout({"version": self.cache.version, "excel": self.excel, "files": files,
                               "byteorder": sys.byteorder})
