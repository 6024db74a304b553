"""Feeding new articles into a corpus: decode, take HTML's main text, find duplicates, save.

``decode`` bytes to text (encoding detection), ``html`` main text and title
of a page, ``dedupe`` fingerprints and the duplicate index, ``corpus`` the
articles folder and its metadata sidecars, ``batch`` the batch that ties them
together (used by ``python -m pipeline add``).
"""
