"""A product's code name given right after the word code name (the rule code_name of
system_patterns.jsonl): 代号Turin, 代號為Jaguar Shores, "code-named Falcon Shores".  GOLD.md names a
product with a code name under the code name; an architecture or generation name (architectures.csv)
is no system, whatever pattern reads it.  Sentences of our own."""
from __future__ import annotations

from tests.names_table import systems, table


@table(
    # Simplified
    ("新一代服务器处理器（代号Granite Rapids）将在年内发布。", ["Granite Rapids"]),
    ("这款代号为Falcon Shores的芯片推迟到明年。", ["Falcon Shores"]),
    # Traditional
    ("英特爾下一代代號為Clearwater Forest的產品預計明年推出。", ["Clearwater Forest"]),
    ("第三代處理器（代號 Genoa）首度提交成績。", ["Genoa"]),
    # English
    ("Intel's next accelerator, code-named Falcon Shores, is due in 2026.", ["Falcon Shores"]),
    ("The chip, codenamed Trillium, trained the model in 12 minutes.", ["Trillium"]),
    # an architecture name after the cue is no system; nor a word in lower case, nor the cue alone
    ("新架构代号Blackwell，将用于下一代产品。", []),
    ("The architecture, code-named Hopper, arrived in 2022.", []),
    ("the team codenamed it early on", []),
    ("该项目代号尚未公布。", []),
    # a code name with a suffix after a hyphen (a catalogue's sample part) is left alone, not cut short
    ("a sample processor codenamed Cooper Lake-6 in the submission", []),
)
def test_a_name_after_the_word_code_name_is_a_system(text, expected):
    assert systems(text) == expected
