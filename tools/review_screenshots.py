"""Screenshots of a review page with headless Chromium, wide (1400 px) and narrow (a 400 px viewport).

    python tools/review_screenshots.py output/report.html docs/report-wide.png docs/report-narrow.png

Headless Chromium's windows are at least 500 px wide, so the narrow shot
shows the page in a 400 px frame on a 500 px window.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

FRAME = """<!DOCTYPE html><html><body style="margin:0;background:#9aa3ad">
<iframe src="{src}" style="display:block;border:0;width:400px;height:{height}px;background:#fff"></iframe>
</body></html>"""


def shoot(browser: str, url: str, out: Path, size: str) -> None:
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--user-data-dir={profile}", f"--window-size={size}", "--virtual-time-budget=5000",
                        f"--screenshot={out.resolve()}", url], check=True, capture_output=True, timeout=120)


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    page, wide, narrow = (Path(a) for a in argv)
    browser = next((shutil.which(b) for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None)
    if browser is None:
        print("error: no Chromium found (apt-get install chromium)", file=sys.stderr)
        return 1
    shoot(browser, page.resolve().as_uri(), wide, "1400,1800")
    with tempfile.NamedTemporaryFile("w", suffix=".html", dir=page.resolve().parent, delete=False) as fh:
        fh.write(FRAME.format(src=page.name, height=2400))
    try:
        shoot(browser, Path(fh.name).as_uri(), narrow, "500,2400")
    finally:
        Path(fh.name).unlink()
    print(f"{wide} and {narrow} written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
