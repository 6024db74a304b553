"""A server's model number written right before the word server (伺服器,
服务器, server), with an optional AI/智算 word between, is a system of any
maker: letters then three to five digits, the form of the catalogue's server
names (R5300G5, G492-ID0, XE9680).  A size (5U), an architecture (X86) or a
count is no model.  Input sentence -> the system names found, in order.
Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("该中心新购入KX-5600智算服务器120台。", ["KX-5600"]),
    ("廠商推出搭載八張B300的QX9100 AI伺服器。", ["B300", "QX9100"]),
    ("Each MV-7200 server holds eight H200 GPUs.", ["MV-7200", "H200"]),
    # a known name stays itself; a size, an architecture or a count is no model
    ("8卡H800服务器的月租约为5万元。", ["H800"]),
    ("機房採購了200台5U伺服器與X86伺服器。", []),
    ("The 2000 servers run around the clock.", []),
)
def test_server_model_before_server(text, expected):
    assert systems(text) == expected
