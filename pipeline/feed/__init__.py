"""Feeding new articles into a corpus: decode, take HTML's main text, find duplicates, save.

``decode`` bytes to text (encoding detection; ``foreign`` refuses Korean,
Japanese and Western files that would decode as Chinese mojibake), ``html``
main text and title of a page (``provenance`` its address and date),
``dedupe`` fingerprints and the duplicate index, ``limits`` the limits per
document, ``names`` file names made safe to show and to use as doc_ids,
``files`` atomic and exclusive writes, ``lock`` one writer per corpus,
``corpus`` the articles folder, its sidecars and versions, ``batch`` the
batch that ties them together (used by ``python -m pipeline add``).
"""
