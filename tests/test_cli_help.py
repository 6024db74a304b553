"""`--help` on every command explains every option (one table over all commands)."""
from __future__ import annotations

import argparse

import pytest

from pipeline.cli import COMMANDS, build_parser, main


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def test_top_level_help_lists_every_command(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    text = capsys.readouterr().out
    assert len(_commands()) == len(COMMANDS)
    for name in _commands():
        assert name in text


@pytest.mark.parametrize("name", sorted(_commands()))
def test_help_explains_every_option(name, capsys):
    parser = _commands()[name]
    assert (parser.description or "").strip(), f"{name}: no description"
    with pytest.raises(SystemExit) as stop:
        main([name, "--help"])
    assert stop.value.code == 0
    text = capsys.readouterr().out
    options = [a for a in parser._actions if not isinstance(a, argparse._HelpAction)]
    assert options, f"{name} takes no arguments?"
    for action in options:
        assert action.help and action.help != argparse.SUPPRESS, f"{name}: {action.dest} has no help"
        for flag in action.option_strings or [action.metavar or action.dest]:
            assert str(flag) in text, f"{name}: {flag} missing from --help"
