"""The command line: one sub-command per module in `pipeline.commands`.

Each command module defines ``NAME``, ``HELP``, ``configure(parser)`` and
``run(args) -> int``.  The console script is ``mlperf-press``; ``python -m
pipeline`` is the same.  A StoreError (an output folder that cannot be
written or read) or any other OSError ends the command with one line on
stderr and a non-zero status, never a traceback.  Command modules import their heavy dependencies inside
``run`` so that ``--help`` and cold start stay fast.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

from pipeline.read import shown
from pipeline.store.errors import StoreError

# Order shown in --help.
COMMANDS = ["extract", "audit", "gold_draft", "add", "report", "verify"]
SCRIPT = "mlperf-press"  # the console script (pyproject.toml); `python -m pipeline` is the same


def prog_name() -> str:
    """How the user called us: the console script's name, else ``python -m pipeline``."""
    return SCRIPT if os.path.basename(sys.argv[0] or "") == SCRIPT else "python -m pipeline"


class _Version(argparse.Action):
    """--version: the release and the hash of the code and data (the cache's pipeline version)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        from pipeline import __version__
        from pipeline.store.version import pipeline_version

        print(f"{SCRIPT} {__version__} (code and data {pipeline_version()})")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog_name(),
        description=(
            "Extract benchmark claims (systems, benchmarks, times, prices, "
            "percentages, ratios, and the results that link them) from "
            "Simplified Chinese, Traditional Chinese and English press articles."
        ),
        epilog=f"Installed as `{SCRIPT}`; `python -m pipeline` is the same command. "
               "`COMMAND --help` explains each command.",
    )
    parser.add_argument("--version", action=_Version,
                        help="print the version (release, and the hash of the code and data) and exit")
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
    except StoreError as err:  # the output folder cannot be written or read: one line, nothing changed
        print(f"error: {err}", file=sys.stderr)
        return err.status
    except OSError as exc:  # any other file the system refused: one line, never a traceback
        where = f"{shown(exc.filename)}: " if exc.filename is not None else ""
        print(f"error: {where}{exc.strerror or exc}", file=sys.stderr)
        return 2
