"""Where each document's rows are in the tables the last run wrote, so that the next run
copies the rows of unchanged documents from them instead of decoding cache entries."""
from __future__ import annotations

import array
import sys
from pathlib import Path

from pipeline.schema import TABLE_FILES
from pipeline.store.cache import Cache
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
    another version, is rebuilt from the cache entries instead.  In memory,
    the new layout is the written entries plus eight integers each.
    """

    def __init__(self, cache: Cache, out: Path, excel: bool):
        self.cache, self.out, self.excel = cache, out, excel
        self.entries: list = []  # the new layout, as the tables are written:
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
        self.entries.append(entry)
        for i, table in enumerate(TABLE_FILES):
            self.numbers.extend(writer.copy(table, self.sources[table], numbers[2 * i], numbers[2 * i + 1]))
        self.numbers.extend(numbers[6:])
        return numbers[6:]

    def add(self, entry, ranges: list[int], counts: list[int]) -> None:
        self.entries.append(entry)
        self.numbers.extend(ranges)
        self.numbers.extend(counts)

    def close(self) -> None:
        for fh in self.sources.values():
            fh.close()
        self.sources = {}

    def save(self) -> None:
        """Record the layout of the tables just committed."""
        files = {table: file_stamp(self.out / name) for table, name in TABLE_FILES.items()}
        self.cache.set_layout({"version": self.cache.version, "excel": self.excel, "files": files,
                               "byteorder": sys.byteorder}, self.entries, self.numbers)
