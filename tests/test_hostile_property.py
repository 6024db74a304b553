"""A property across extract -> CSV -> load_tables (issue 16): random texts under random file
names (valid and invalid UTF-8, newlines, control characters, formula starts) give no
exception, no duplicate row, every file either in the tables or reported once, and
``original[start:end] == text`` for every mention read back."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.read import iter_article_files
from pipeline.store import load_tables, update_outputs

PIECES = ["H100", "A100", "IPU-POD16", "BERT", "ResNet-50", "训练", "用时", "分钟", "倍", "1%", "1倍",
          "快", "美元", "$", "约", "不到", "=", "+", "-", "@", "'", "\t", "\r\n", "\n", " ", "，", "。",
          "3.5", "10", "1万", "１２", "₁₆", "\u3000", "\ufeff", "😀", "\x07", '"', ","]
texts = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=4)), min_size=1, max_size=40).map("".join)
name_bytes = st.lists(st.one_of(
    st.sampled_from([b"a", b"Z", b"\xe8\xae\xad", b"\n", b"\r", b"\x1b[31m", b"\t", b"=", b"@", b"-", b"'",
                     b"\xff", b"\xe9", b"\xc3", b" ", b"%", b"\x7f"]),
    st.binary(min_size=1, max_size=2).filter(lambda b: b"/" not in b and b"\x00" not in b)),
    min_size=1, max_size=8).map(b"".join).filter(lambda b: not b.startswith(b"."))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(name_bytes, texts), min_size=1, max_size=5,
                unique_by=lambda pair: pair[0]))
def test_random_texts_and_names_round_trip_through_the_tables(files):
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(os.fsencode(tmp), b"articles")
        os.mkdir(src)
        written: dict[str, str] = {}
        for name, text in files:
            path = os.path.join(src, name + b".txt")
            with open(path, "wb") as fh:
                fh.write(text.encode("utf-8", "surrogatepass"))
            written[os.fsdecode(path)] = text
        out = Path(tmp) / "out"
        items = list(iter_article_files([os.fsdecode(src)]))
        summary = update_outputs(items, out)  # never raises
        tables = load_tables(out, dtype=str, keep_default_na=False)

        failed = [e.path for e in summary.failed]
        docs = tables["documents"]
        assert len(failed) == len(set(failed))
        assert sorted(failed + list(docs["path"])) == sorted(written), (failed, list(docs["path"]))
        for name, df in tables.items():
            assert not df.duplicated().any(), name
        assert docs["doc_id"].is_unique
        texts_by_id = {}
        for row in docs.itertuples():
            data = Path(row.path).read_bytes()
            texts_by_id[row.doc_id] = data.decode("utf-8-sig")
        for m in tables["mentions"].itertuples():
            original = texts_by_id[m.doc_id]
            assert original[int(m.start):int(m.end)] == m.text
        for r in tables["results"].itertuples():
            assert 0 <= int(r.start) < int(r.end) <= len(texts_by_id[r.doc_id])
