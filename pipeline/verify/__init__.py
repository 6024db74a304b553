"""Check press claims against the official MLPerf Training results.

- :mod:`mllog` parses one run's ``:::MLLOG`` log;
- :mod:`benchmarks` holds the scoring rules of a benchmark (runs, drops);
- :mod:`repository` walks a result repository in the official layout and
  scores every submission (olympic mean, failed runs);
- :mod:`matching` maps a press system name to submissions
  (``pipeline/data/verify_systems.csv``, then the normalised name);
- :mod:`verdict` decides whether a press figure agrees with an official one;
- :mod:`check` puts them together over a ``results.csv``.
"""
