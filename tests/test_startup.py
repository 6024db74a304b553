"""Start-up (pipeline/startup.py): the pipeline's imports leave out spacy.cli and pkg_resources,
and what a user of spaCy or jieba reaches afterwards is the real thing."""
import subprocess
import sys

import pytest

CASES = [
    # (what is run after importing the components, what it prints)
    ("print('spacy.cli' in sys.modules, 'pkg_resources' in sys.modules)", "False False"),
    ("import spacy.cli; print(spacy.cli.__file__.endswith('cli/__init__.py'), callable(spacy.cli.setup_cli))",
     "True True"),
    ("import spacy; print(spacy.info.__module__)", "pipeline.startup"),
    ("import jieba; print(jieba.get_dict_file().name.endswith('dict.txt'))", "True"),
    ("import spacy; nlp = spacy.blank('zh'); nlp.add_pipe('mlperf_quantities'); "
     "doc = nlp('训练时间为5.67分钟'); print([s.text for s in doc.spans['mentions']])", "['5.67分钟']"),
]


@pytest.mark.parametrize("code, printed", CASES)
def test_imports_after_startup(code, printed):
    run = subprocess.run([sys.executable, "-c", f"import sys\nimport pipeline.components\n{code}"],
                         capture_output=True, text=True, check=True)
    assert run.stdout.strip() == printed


def test_spacy_imported_first_is_kept():
    code = "import spacy, sys\nimport pipeline.components\nprint('spacy.cli' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "True"  # spaCy's own import, untouched
