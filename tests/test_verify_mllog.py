"""pipeline.verify.mllog: one run's log to minutes and status."""
import json

import pytest

from pipeline.verify.mllog import LogError, parse_log, parse_text


def ev(key, t, value=None, **meta):
    return ":::MLLOG " + json.dumps({"time_ms": t, "key": key, "value": value,
                                     "metadata": meta})


START = ev("run_start", 1_000_000)


@pytest.mark.parametrize("lines, minutes, status", [
    ([START, ev("run_stop", 1_000_000 + 600_000, status="success")], 10.0, "success"),
    ([START, ev("run_stop", 1_000_000 + 90_000, status="aborted")], 1.5, "aborted"),
    # no metadata.status: value.success decides
    ([START, ev("run_stop", 1_060_000, {"success": True})], 1.0, "success"),
    ([START, ev("run_stop", 1_060_000, {"success": False})], 1.0, "aborted"),
    # neither: unknown, which does not count as a success
    ([START, ev("run_stop", 1_060_000)], 1.0, "unknown"),
    # a prefix before the marker, noise lines, and a second run_stop (first one wins)
    (["0: " + START, "some noise", ev("run_stop", 1_120_000, status="success"),
      ev("run_stop", 9_000_000, status="aborted")], 2.0, "success"),
    # a bad JSON line elsewhere does not matter
    ([":::MLLOG {not json", START, ev("run_stop", 1_060_000, status="success")], 1.0, "success"),
])
def test_parse_text(lines, minutes, status):
    run = parse_text("\n".join(lines), "x.txt")
    assert run.minutes == pytest.approx(minutes)
    assert run.status == status
    assert run.success == (status == "success")


@pytest.mark.parametrize("lines, problem", [
    ([START], "no run_stop event"),
    ([ev("run_stop", 1_000_000, status="success")], "no run_start event"),
    ([START, ev("run_stop", 999_000, status="success")], "earlier than run_start"),
    ([START, ":::MLLOG {\"key\": \"run_stop\", \"time_ms\": "], "not valid JSON"),
    ([START, ev("run_stop", "soon", status="success")], "no numeric time_ms"),
    ([], "no run_start event"),
])
def test_parse_text_errors_name_the_file(lines, problem):
    with pytest.raises(LogError) as info:
        parse_text("\n".join(lines), "dir/result_3.txt")
    assert str(info.value).startswith("dir/result_3.txt: ")
    assert problem in str(info.value)


def test_parse_log_keeps_submission_events(tmp_path):
    p = tmp_path / "result_0.txt"
    p.write_text("\n".join([
        ev("submission_division", 1, "open"), ev("submission_org", 1, "Acme"),
        START, ev("run_stop", 1_300_000, status="success")]))
    run = parse_log(p)
    assert run.events == {"submission_division": "open", "submission_org": "Acme"}
    assert run.path == str(p)
    assert run.minutes == pytest.approx(5.0)


def test_parse_log_missing_file(tmp_path):
    with pytest.raises(LogError, match="cannot be read"):
        parse_log(tmp_path / "nope.txt")


# issue 16 (#9): a hostile or damaged line is skipped and reported, never raised
# or scored
@pytest.mark.parametrize("bad_line, problem", [
    (":::MLLOG " + "[" * 100_000, "nested too deeply"),
    (":::MLLOG " + '{"key": "x", "value": ' + "[" * 50_000 + "]" * 50_000 + "}",
     "nested too deeply"),
    (':::MLLOG {"key": "run_stop", "time_ms": NaN, "metadata": {"status": "success"}}',
     "NaN is not a number"),
    (':::MLLOG {"key": "run_stop", "time_ms": Infinity}', "Infinity is not a number"),
    (':::MLLOG {"key": "run_stop", "time_ms": -Infinity}', "-Infinity is not a number"),
    (':::MLLOG {"key": "run_stop", "time_ms": ', "not valid JSON"),
    (":::MLLOG [1, 2]", "not an event"),
])
def test_malformed_line_is_skipped_and_reported(bad_line, problem):
    text = "\n".join([START, bad_line, ev("run_stop", 1_000_000 + 120_000, status="success")])
    run = parse_text(text, "dir/result_0.txt")
    assert run.minutes == pytest.approx(2.0) and run.success
    [skipped] = run.problems
    assert str(skipped).startswith("dir/result_0.txt:2: MLLOG line skipped: ")
    assert problem in str(skipped)


@pytest.mark.parametrize("time_ms", ["NaN", "Infinity", "1e999"])
def test_a_run_stop_time_that_is_not_a_number_is_never_scored(time_ms):
    text = "\n".join([START, f':::MLLOG {{"key": "run_stop", "time_ms": {time_ms}, '
                             '"metadata": {"status": "success"}}'])
    with pytest.raises(LogError) as info:
        parse_text(text, "r.txt")
    assert str(info.value).startswith("r.txt: ")
    assert "no run_stop event" in str(info.value) or "no numeric time_ms" in str(info.value)
