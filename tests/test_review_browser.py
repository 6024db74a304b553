"""The review page in a real browser: headless Chromium loads it and dumps the DOM.

Checks, in the DOM after the page's own script ran: the highlights, the
tables (sorted and filtered from the address), the charts, and that the
article containing <script> and <img onerror> did not run either.  A control
page with the same article unescaped proves that such a script would run and
be seen.  Skips when no Chromium is installed, except under CI (CI set),
where a missing browser is a failure.
"""
from __future__ import annotations

import html as htmllib
import os
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_review import EVIL, StubAudit, make_corpus  # noqa: E402

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_browser() -> str | None:
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.fixture(scope="module")
def browser():
    path = find_browser()
    if path is None:
        reason = ("no Chromium found (looked for " + ", ".join(BROWSERS) + "); install Debian's "
                  "`chromium` package to run the browser test")
        if os.environ.get("CI"):
            pytest.fail("CI is set but " + reason)
        pytest.skip(reason)
    return path


def dump_dom(browser: str, url: str, profile: Path) -> str:
    cmd = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
           "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", f"--user-data-dir={profile}",
           "--virtual-time-budget=5000", "--dump-dom", url]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "<html" in p.stdout, f"chromium failed ({p.returncode}): {p.stderr[-2000:]}"
    return p.stdout


class Dom(HTMLParser):
    """Start tags (with attributes, in order) and text of a dumped DOM."""

    def __init__(self, markup: str):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, {k: (v or "") for k, v in attrs}))

    def handle_data(self, data):
        self.text.append(data)

    def find(self, tag=None, cls=None, **attrs):
        out = []
        for t, a in self.tags:
            if tag and t != tag:
                continue
            if cls and cls not in a.get("class", "").split():
                continue
            if all(a.get(k.replace("_", "-")) == v for k, v in attrs.items()):
                out.append(a)
        return out


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    root = tmp_path_factory.mktemp("review_browser")
    pred, gold = make_corpus(root)
    from pipeline.review import write_report

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("pipeline.review.gold.audit_dirs", StubAudit)
        out = write_report(pred, gold, root / "report.html")
    url = out.resolve().as_uri() + "?metric=train_time&sort=-chars"
    markup = dump_dom(browser, url, root / "profile")
    return Dom(markup), markup


def test_page_script_ran_and_article_script_did_not(page):
    dom, markup = page
    html_tag = dom.tags[0]
    assert html_tag[0] == "html"
    assert html_tag[1].get("data-ready") == "1", "the page's own script did not run"
    assert "data-pwned" not in html_tag[1] and "data-pwned-img" not in html_tag[1]
    assert len(dom.find("script")) == 1
    assert not [a for t, a in dom.tags if t == "img"]
    text = "".join(dom.text)
    assert "<script>document.documentElement.setAttribute('data-pwned','1')" in text  # shown as text


def test_highlights_legend_and_spurious_marks(page):
    dom, _ = page
    marks = [a for a in dom.find("span", cls="m") if "data-tip" in a]
    kinds = {c for a in marks for c in a["class"].split() if c.startswith("m-")}
    assert kinds >= {"m-system", "m-benchmark", "m-time", "m-price", "m-percentage", "m-ratio"}
    assert len(marks) >= 14
    assert any("spurious" in a["class"].split() for a in marks)
    assert any("rule: price.cjk" in a["data-tip"] for a in marks)
    assert dom.find("span", id="legend")


def test_tables_sorted_and_filtered_from_the_address(page):
    dom, markup = page
    index_rows = [a["data-doc"] for t, a in dom.tags if t == "tr" and "data-doc" in a]
    assert index_rows == ["evil", "zh1", "en2"]  # ?sort=-chars: longest first
    results = [a for t, a in dom.tags if t == "tr" and "data-metric" in a]
    assert len(results) == 6
    shown = [a for a in results if "hidden" not in a]
    assert len(shown) == 3 and {a["data-metric"] for a in shown} == {"train_time"}
    assert "3 of 6 results" in markup
    assert dom.find("th", data_key="f1_mentions")


def test_charts_drawn(page):
    dom, _ = page
    charts = dom.find("svg", cls="chart")
    assert [c["data-benchmark"] for c in charts] == ["BERT", "ResNet-50"]
    assert len(dom.find("rect")) == 3


def test_control_unescaped_article_script_would_run(browser, tmp_path):
    """Without escaping, the same article does run: the checks above can fail."""
    page = tmp_path / "control.html"
    page.write_text(f"<!DOCTYPE html><html><body><div>{EVIL}</div></body></html>", encoding="utf-8")
    dom = Dom(dump_dom(browser, page.resolve().as_uri(), tmp_path / "profile"))
    assert dom.tags[0][1].get("data-pwned") == "1"
    assert htmllib.escape("<script>") not in "".join(dom.text)
