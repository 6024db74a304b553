"""Server makers' model numbers (the catalogue's forms: SRS-GB200, AS-A126GS,
SMC-H100 beside R5300G5, XE9680).  Two rules:

- a code of letters, a hyphen, then letters and digits (KW-G8H200) written
  before the word server is a system, like the letters-then-digits codes
  before it (tests/test_names7_server_model.py); never NVIDIA's own board
  written with a hyphen (HGX-H100 is HGX H100);
- once such a server names the maker's prefix (KW- of KW-G8H200伺服器), the
  maker's other model numbers with that prefix count wherever the document
  writes them (KW-G8H100, KW-R36): one maker's product line.  A prefix no
  server of the document has is nothing (a tender number PQZC-2025-0137).

Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("星辰科技发布KW-G8H200服务器，搭载8颗H200。", ["KW-G8H200", "H200"]),
    ("星辰科技發表KW-G8H200 AI伺服器，搭載8顆H200。", ["KW-G8H200", "H200"]),
    ("The KW-G8H200 server holds eight H200 GPUs.", ["KW-G8H200", "H200"]),
    ("液冷机柜KW-R36伺服器同步亮相。", ["KW-R36"]),
    # NVIDIA's own board with a hyphen stays the board
    ("这台HGX-H100服务器的月租约为5万元。", ["HGX H100"]),
    # a code before no server word is nothing
    ("项目编号：PQZC-2025-0137。", []),
)
def test_hyphenated_code_before_server(text, expected):
    assert systems(text) == expected


@table(
    ("星辰科技KW-G8H200服务器成绩亮眼；与前一代搭载H100的KW-G8H100相比，速度快约1.2倍。",
     ["KW-G8H200", "H100", "KW-G8H100"]),
    ("星辰科技KW-G8H200伺服器成績亮眼；與前一代搭載H100的KW-G8H100相比，速度快約1.2倍。",
     ["KW-G8H200", "H100", "KW-G8H100"]),
    ("The MX-9100 server beat the older MX-8700 by 30%, and the MX-9100A ships next year.",
     ["MX-9100", "MX-8700", "MX-9100A"]),
    ("鸿远HY-7720伺服器报价约新台币900万元，另有搭载MI325X的HY-7720A。",
     ["HY-7720", "MI325X", "HY-7720A"]),
    # a prefix no server of the document has is no model; a longer identifier is not cut
    ("MX-8700的成绩不错，编号PQZC-2025-0137。", []),
    ("The MX-9100 server replaces the part listed as MX-8700-LC-2 in the tender.", ["MX-9100"]),
)
def test_maker_prefix_siblings(text, expected):
    assert systems(text) == expected


@table(
    ("采购清单包括曙光R6240H服务器24台。", ["R6240H"]),
    ("採購清單包括曙光R6240H伺服器24台。", ["R6240H"]),
    ("The tender lists 24 Sugon R6240H and 16 Sugon I620-G30 machines.", ["R6240H", "I620-G30"]),
    # 曙光 (dawn) before anything else is no server
    ("国产算力看到了曙光，B200的交付也在加速。", ["B200"]),
)
def test_sugon_models(text, expected):
    assert systems(text) == expected


@table(
    # a maker's code with its accelerators right after it, as the catalogue names systems
    ("‧星辰 KW-8X：8×H200／Xeon 6980P　$2,480,000起", ["KW-8X", "H200", "Xeon 6980P"]),
    ("較上一代KW-8860（8×H100）的17.6分鐘縮短約36%。", ["KW-8860", "H100"]),
    ("The older KW-8860 (8x H100) took 17.6 minutes.", ["KW-8860", "H100"]),
    ("工作站KW-4W：4×RTX PRO 6000，售价约15万元。", ["KW-4W", "RTX PRO 6000"]),
    # the code with its accelerators names the maker's prefix too: its other models count
    ("‧星辰 KW-8X：8×H200，另有KW-4X即将推出。", ["KW-8X", "H200", "KW-4X"]),
    ("The KW-8X (8x H200) ships now; the KW-4X follows.", ["KW-8X", "H200", "KW-4X"]),
    # NVIDIA's own board, a count without a chip, a code with no digit: nothing new
    ("HGX-B200（8×B200）的价格更高。", ["HGX B200", "B200"]),
    ("编号AB-12（2×3米）的机柜。", []),
)
def test_code_with_its_accelerators(text, expected):
    assert systems(text) == expected
