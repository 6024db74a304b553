"""The command line: one sub-command per module in `pipeline.commands`.

Each command module defines ``NAME``, ``HELP``, ``configure(parser)`` and
``run(args) -> int``.  Command modules import their heavy dependencies inside
``run`` so that ``--help`` and cold start stay fast.
"""
from __future__ import annotations

import argparse
import importlib
import sys

# Order shown in --help.
COMMANDS = ["extract", "audit", "gold_draft", "add", "report", "verify"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m pipeline",
        description=(
            "Extract benchmark claims (systems, benchmarks, times, prices, "
            "percentages, ratios, and the results that link them) from "
            "Simplified Chinese, Traditional Chinese and English press articles."
        ),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        module = importlib.import_module(f"pipeline.commands.{name}")
        p = sub.add_parser(
            module.NAME,
            help=module.HELP,
            description=getattr(module, "DESCRIPTION", module.HELP),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        module.configure(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
