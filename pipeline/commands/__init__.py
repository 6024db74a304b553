"""Sub-commands of `python -m pipeline`; see pipeline.cli."""
