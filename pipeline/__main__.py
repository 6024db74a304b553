"""`python -m pipeline COMMAND ...`: see `python -m pipeline --help`."""
import sys

from pipeline.cli import main

sys.exit(main())
