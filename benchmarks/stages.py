"""Where one process spends its time: each stage of pipeline.process.analyse timed on its own.

    .venv/bin/python benchmarks/stages.py FOLDER [--limit N]

Runs the steps of ``analyse`` one by one (normalise; tokenise; extract;
link; rows; the store's cache encoding) on the articles of FOLDER, in this
process, after the NLP pipelines are loaded, and prints seconds,
characters/second and the share of each, next to the floor (OpenCC t2s +
jieba.lcut) on the same texts.  jieba's segmentation and the extractors'
text matching are also timed on their own, so that what the spaCy Doc and
keeping mentions whole cost shows.  A diagnostic, not a test: it
mirrors process.analyse and must be kept in step with it (the "check" line,
process_document itself, should match the total).
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

    from pipeline.extractors import find_mentions_in_text
    from pipeline.link import link_claims
    from pipeline.nlp import get_nlp, jieba_tokenizer, tokenise
    from pipeline.normalise import normalise
    from pipeline.process import (DocResult, _claim_to_original, _to_original, mention_row,
                                  process_document, result_row)
    from pipeline.read import iter_documents
    from pipeline.store import encode_result

    get_nlp("zh-Hans"), get_nlp("en")
    tok = jieba_tokenizer()
    jieba.initialize()
    t2s = opencc.OpenCC("t2s").convert
    docs = [d for d in iter_documents([args.folder]) if not isinstance(d, Exception)]
    if args.limit:
        docs = docs[: args.limit]
    chars = sum(len(d.text) for d in docs)
    t, parts = defaultdict(float), defaultdict(float)
    clock = time.perf_counter

    for d in docs:  # the floor, as benchmarks/floor.py
        t0 = clock()
        jieba.lcut(t2s(d.text))
        t["floor: t2s + jieba.lcut"] += clock() - t0

    for d in docs:
        t0 = clock()
        norm = normalise(d.text)
        t1 = clock()
        found = find_mentions_in_text(norm.text)
        t2 = clock()
        tokenise(norm.text, norm.script, [(m.start, m.end) for m in found])
        t3 = clock()
        claims = link_claims(norm.text, found, norm.script)
        t4 = clock()
        mentions = [_to_original(m, norm) for m in found]
        claims = [_claim_to_original(c, norm) for c in claims]
        row = {"doc_id": d.doc_id, "path": d.path, "script": norm.script,
               "chars": len(d.text), "sha256": d.sha256, "title": d.title}
        res = DocResult(row, [mention_row(d.doc_id, d.text, m) for m in mentions],
                        [result_row(d.doc_id, d.text, c) for c in claims])
        t5 = clock()
        encode_result(res)
        t6 = clock()
        # parts, timed again on their own (not counted in the total)
        if norm.script != "en":
            tok.lcut(norm.text, HMM=False)  # as the pipeline's segmenter
        t7 = clock()
        get_nlp(norm.script)(norm.text)
        t8 = clock()
        t["normalise (t2s, NFKC, offset map)"] += t1 - t0
        t["extract: find_mentions_in_text"] += t2 - t1
        t["tokenise: names and amounts whole"] += t3 - t2
        t["link: link_claims"] += t4 - t3
        t["offsets back to the original, rows"] += t5 - t4
        t["store: encode_result (cache entry)"] += t6 - t5
        parts["  of tokenise: jieba cut alone (zh, HMM off)"] += t7 - t6
        parts["  of tokenise: the spaCy Doc, no span kept whole"] += t8 - t7

    t0 = clock()
    for d in docs:  # the real thing, as a check on the sum
        encode_result(process_document(d))
    check = clock() - t0

    floor = t.pop("floor: t2s + jieba.lcut")
    total = sum(t.values())
    print(f"{len(docs)} documents, {chars:,} characters, in one process (NLP loaded beforehand)")
    print(f"{'stage':<55}{'seconds':>9}{'share':>8}{'M chars/s':>11}")
    for k, v in [*t.items(), *parts.items()]:
        print(f"{k:<55}{v:>9.2f}{v / total:>8.1%}{chars / max(v, 1e-9) / 1e6:>11.2f}")
    print(f"{'all stages':<55}{total:>9.2f}{1:>8.0%}{chars / total / 1e6:>11.3f}")
    print(f"{'check: process_document + encode_result':<55}{check:>9.2f}{'':>8}{chars / check / 1e6:>11.3f}")
    print(f"{'floor: OpenCC t2s + jieba.lcut':<55}{floor:>9.2f}{'':>8}{chars / floor / 1e6:>11.3f}")
    print(f"throughput, all stages / floor: {floor / total:.2f} (target >= 0.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
