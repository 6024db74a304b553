"""A maker's hyphenated server code written right AFTER the word server or machine (the rule
server_word_model of system_patterns.jsonl): 液冷伺服器PF-8900B, 前一代H200机种PF-8800H, "the server
DW-G8H200".  The server_model rule reads the code written before the word (TR-8800 AI伺服器); press
also writes the word first.  Once one code of a maker is a system, its other codes with the same
prefix count in the whole document (name_references.jsonl, maker_code).  Sentences of our own."""
from __future__ import annotations

from tests.names_table import systems, table


@table(
    # Simplified
    ("云岭科技推出搭载8颗B200的液冷服务器YL-6600C，训练用时缩短三成。", ["B200", "YL-6600C"]),
    ("较上一代H100机种YL-5500H快了约1.8倍。", ["H100", "YL-5500H"]),
    ("新机型QX-7000也将在明年上市。", ["QX-7000"]),
    # Traditional
    ("旗下4U氣冷式AI伺服器KD-G4H100於本輪測試中提交成績。", ["KD-G4H100"]),
    ("較前一代A100機種KD-3300A的成績快約2.1倍。", ["A100", "KD-3300A"]),
    # English
    ("The company said its server ZT-9100X trained the model in 11 minutes.", ["ZT-9100X"]),
    # not a maker's code: NVIDIA's own board, a chip, a word without digits
    ("该服务器HGX-H100的成绩", ["HGX H100"]),
    ("輝達AI伺服器GB200出貨", ["GB200"]),
    ("伺服器ODM廠商", []),
    ("新款服务器MLPerf成绩亮眼", []),
    ("a web server NGINX-style setup", []),
)
def test_a_code_after_a_server_word_is_a_system(text, expected):
    assert systems(text) == expected


@table(
    ("云岭科技推出液冷服务器YL-6600C。与风冷版本YL-6600A相比，YL-6600C快了约5%。",
     ["YL-6600C", "YL-6600A", "YL-6600C"]),
    ("峰嶺推出伺服器KD-8800B。以MI355X為核心的KD-8850M用時約10分鐘。", ["KD-8800B", "MI355X", "KD-8850M"]),
    ("Its server ZT-9100X is new. Against the air-cooled ZT-9100A, it is 4% faster.", ["ZT-9100X", "ZT-9100A"]),
    # without a server word anywhere, a bare code stays unknown
    ("与风冷版本YL-6600A相比，YL-6600C快了约5%。", []),
)
def test_the_makers_other_codes_count_in_the_document(text, expected):
    assert systems(text) == expected
