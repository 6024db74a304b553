"""Names are single tokens: every Chinese alias of the name lists is a jieba
user word, and every name found (patterns too) is one token of the Doc."""
from __future__ import annotations

import re

import pytest

from pipeline.extractors import lexicon
from pipeline.extractors.lexicon import fold
from pipeline.nlp import annotate, jieba_tokenizer

CHINESE = sorted(a for a in lexicon.system_aliases() if re.search(r"[\u4e00-\u9fff]", a))
JIEBA_WORD = re.compile(r"[\u4E00-\u9FD5a-zA-Z0-9+#&._%\-]+")  # what jieba keeps in one block (no space, no ·)


@pytest.mark.parametrize("alias", CHINESE)
def test_every_chinese_alias_is_one_token(alias):
    """A user word of jieba's where jieba can hold it; else one token through its mention span."""
    assert alias in lexicon.user_words()
    sentence = f"我们测试了{alias}的性能"
    if JIEBA_WORD.fullmatch(alias):
        assert alias in jieba_tokenizer().lcut(sentence)
    assert alias in [t.text for t in annotate(sentence)]


@pytest.mark.parametrize("text,whole", [
    ("华为昇腾910C与寒武纪MLU370-X8同台竞技", ["昇腾910C", "MLU370-X8"]),
    ("每台伺服器配備至強鉑金8480+與GB300 NVL72機櫃", ["至强铂金8480+", "GB300 NVL72"]),
    ("The p5.48xlarge and the ND H100 v5 cost more per hour.", ["p5.48xlarge", "ND H100 v5"]),
    ("摩尔线程夸娥集群和天河二号超算", ["夸娥", "天河二号"]),
    ("阿里云gn7i实例、HLS-1服务器与gpu-h100-x8同台", ["gn7i", "HLS-1", "gpu-h100-x8"]),
    ("亞馬遜的EC2 P5e執行個體與高通的Cloud AI 100 Pro加速卡，以及日本的ABCI 3.0超級電腦", ["EC2 P5e", "Cloud AI 100 Pro", "ABCI 3.0"]),
])
def test_found_names_are_single_tokens(text, whole):
    tokens = [t.text for t in annotate(text)]
    for item in map(fold, whole):
        assert item in tokens, f"{item!r} is not one token in {tokens}"
