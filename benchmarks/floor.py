"""The tokenizer floor: OpenCC t2s plus ``jieba.lcut`` on every article of a folder, nothing else.

    python benchmarks/floor.py FOLDER     # prints one JSON line

Files are read (outside the timed part) exactly as the pipeline reads them:
UTF-8, BOM removed.  jieba's dictionary and OpenCC are loaded before timing.
``t2s_s`` and ``jieba_s`` time the two calls separately; ``seconds`` is their sum.
"""
from __future__ import annotations

import json
import logging
import sys
import time
from pathlib import Path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0])
    import jieba
    import opencc

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    conv = opencc.OpenCC("t2s").convert
    files = sorted(p for p in folder.iterdir() if p.suffix in (".txt", ".md"))
    docs = chars = 0
    t2s_s = jieba_s = 0.0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for path in files:
        text = path.read_bytes().decode("utf-8-sig")
        t0 = time.perf_counter()
        simplified = conv(text)
        t1 = time.perf_counter()
        jieba.lcut(simplified)
        t2 = time.perf_counter()
        t2s_s += t1 - t0
        jieba_s += t2 - t1
        docs += 1
        chars += len(text)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    seconds = t2s_s + jieba_s
    print(json.dumps({"docs": docs, "chars": chars, "seconds": seconds, "t2s_s": t2s_s,
                      "jieba_s": jieba_s, "cpu_s": cpu, "loop_wall_s": wall}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
