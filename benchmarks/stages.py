"""Where one process spends its time: each step of pipeline.process.analyse timed on its own.

    .venv/bin/python benchmarks/stages.py FOLDER [--limit N]

Runs the steps of ``analyse`` one by one on the articles of FOLDER, in this
process, after the pipelines are loaded: normalisation, the tokenizer
(``nlp.make_doc``), each spaCy component of the pipeline, the rows with
original offsets, and the store's cache entry; and prints CPU seconds,
characters/second and the share of each, next to the floor (OpenCC t2s +
jieba.lcut) on the same texts, measured document by document in turn with
the pipeline so that a busy machine slows both alike.  The segmentation and
the Doc of the tokenizer are also timed on their own.  A diagnostic, not a
test: it mirrors process.analyse (the "check" line, process_document itself,
should match the total).
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("folder")
    p.add_argument("--limit", type=int, default=0, help="only the first N articles")
    args = p.parse_args(argv)

    import jieba
    import opencc
    from spacy.tokens import Doc

    from pipeline.nlp import get_nlp
    from pipeline.normalise import normalise
    from pipeline.process import DocResult, from_doc, mention_row, process_document, result_row
    from pipeline.read import iter_documents
    from pipeline.store import encode_result

    zh, en = get_nlp("zh-Hans"), get_nlp("en")
    cut = zh.tokenizer.cut
    jieba.initialize()
    t2s = opencc.OpenCC("t2s").convert
    docs = [d for d in iter_documents([args.folder]) if not isinstance(d, Exception)]
    if args.limit:
        docs = docs[: args.limit]
    chars = sum(len(d.text) for d in docs)
    t, parts = defaultdict(float), defaultdict(float)
    floor = 0.0
    clock = time.process_time
    for d in docs[:20]:  # warm-up: the caches of the regular expressions and of jieba
        encode_result(process_document(d))

    for d in docs:
        t0 = clock()
        jieba.lcut(t2s(d.text))  # the floor, as benchmarks/floor.py
        t1 = clock()
        floor += t1 - t0
        norm = normalise(d.text)
        nlp = en if norm.script == "en" else zh
        t2 = clock()
        doc = nlp.make_doc(norm.text)
        doc._.script, doc._.normalised = norm.script, norm
        t3 = clock()
        t["normalise (t2s, NFKC, offset map)"] += t2 - t1
        t[f"tokenizer ({nlp.lang})"] += t3 - t2
        for name, proc in nlp.pipeline:
            t3 = clock()
            doc = proc(doc)
            t[f"{name} ({nlp.lang})"] += clock() - t3
        t4 = clock()
        mentions, claims, script = from_doc(doc)
        row = {"doc_id": d.doc_id, "path": d.path, "script": script,
               "chars": len(d.text), "sha256": d.sha256, "title": d.title}
        res = DocResult(row, [mention_row(d.doc_id, d.text, m) for m in mentions],
                        [result_row(d.doc_id, d.text, c) for c in claims])
        t5 = clock()
        encode_result(res)
        t6 = clock()
        t["offsets back to the original, rows"] += t5 - t4
        t["store: encode_result (cache entry)"] += t6 - t5
        if nlp is zh:  # parts of the tokenizer, timed again on their own (not in the total)
            words = cut(norm.text)
            t7 = clock()
            Doc(zh.vocab, words=words, spaces=[False] * len(words))
            t8 = clock()
            parts["  of tokenizer (zh): the segmentation"] += t7 - t6
            parts["  of tokenizer (zh): the Doc of its words"] += t8 - t7

    t0 = clock()
    for d in docs:  # the real thing, as a check on the sum
        encode_result(process_document(d))
    check = clock() - t0

    total = sum(t.values())
    print(f"{len(docs)} documents, {chars:,} characters, in one process (pipelines loaded beforehand), CPU time")
    print(f"{'stage':<55}{'seconds':>9}{'share':>8}{'M chars/s':>11}")
    for k, v in [*t.items(), *parts.items()]:
        print(f"{k:<55}{v:>9.2f}{v / total:>8.1%}{chars / max(v, 1e-9) / 1e6:>11.2f}")
    print(f"{'all stages':<55}{total:>9.2f}{1:>8.0%}{chars / total / 1e6:>11.3f}")
    print(f"{'check: process_document + encode_result':<55}{check:>9.2f}{'':>8}{chars / check / 1e6:>11.3f}")
    print(f"{'floor: OpenCC t2s + jieba.lcut':<55}{floor:>9.2f}{'':>8}{chars / floor / 1e6:>11.3f}")
    print(f"throughput, all stages / floor: {floor / total:.2f} (in this process; the command line adds "
          f"start-up, reading and the tables)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
