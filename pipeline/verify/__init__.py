"""Check press claims against the official MLPerf Training results, every round.

- :mod:`reference` gathers the official results: the scores table shipped in
  ``pipeline/data/verify_scores.csv`` (:mod:`scores`), or tables and result
  repositories given with ``--reference`` (:mod:`repository` scores the
  ``:::MLLOG`` logs, :mod:`mllog` parses one, :mod:`benchmarks` and
  :mod:`rounds` hold each round's benchmarks and dates);
- :mod:`claim` reads a results.csv row with its article (:mod:`documents`,
  :mod:`context`: the figure as written, its sentence, cue words, counts);
- :mod:`names` maps press names to submissions (``verify_systems.csv``) and
  :mod:`sides` narrows them to what the article means;
- :mod:`verdict` and :mod:`compare` compare a figure with a score or a ratio of
  scores and decide; :mod:`check` does it per metric (train_time, speedup,
  perf_gain); :mod:`output` writes ``verified.csv`` (docs/verified.md).
"""
