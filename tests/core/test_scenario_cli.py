"""Scenario files and the command line: expectations, exit codes, and errors that name the field."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from tutor.cli import main
from tutor.core import InputError
from tutor.core.scenario import load_scenario, parse_scenario, run_scenario

GOOD = """\
game: stones
players: 2
options: {max_take: 3}
position:
  stones: 5
steps:
  - move: take 4
    expect: illegal
    rules: [nim.take]
    codes: [nim.too-many]
  - move: take 3
    expect: legal
questions:
  - ask: stones
    expect: 2
"""


def write(tmp_path, text, name="s.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_a_scenario_runs_and_its_expectations_hold(nim, tmp_path):
    result = run_scenario(load_scenario(write(tmp_path, GOOD)))
    assert result.passed, result.problems
    assert [s.legal for s in result.steps] == [False, True]
    assert result.answers == {"stones": 2}


def test_a_wrong_expectation_fails_with_the_line(nim, tmp_path):
    result = run_scenario(load_scenario(write(tmp_path, GOOD.replace("expect: 2", "expect: 3"))))
    assert not result.passed
    assert "s.yaml:14" in result.problems[0] and "expected 3, got 2" in result.problems[0]


@pytest.mark.parametrize("text, line, field", [
    ("game: stones\nplayers: 2\nsteps: [\n", 4, "yaml"),
    ("game: chess\nplayers: 2\n", 1, "game"),
    ("game: stones\nplayers: 2\ncolour: red\n", 1, "colour"),
    ("game: stones\nplayers: two\n", 1, "players"),
    ("game: stones\nplayers: 9\n", 1, "players"),
    ("game: stones\nplayers: 2\nsteps:\n  - move: take 1\n    expect: maybe\n", 4, "steps[0].expect"),
    ("game: stones\nplayers: 2\nsteps:\n  - move: take x\n", 4, "steps[0].move"),
    ("game: stones\nplayers: 2\nsteps:\n  - move: take 1\n    colour: 1\n", 4, "steps[0].colour"),
    ("game: stones\nplayers: 2\noptions:\n  max_take: 11\n", 4, "options.max_take"),
    ("game: stones\nplayers: 2\nquestions:\n  - ask: weather\n    expect: 1\n", 4, "questions[0].ask"),
    ("- just\n- a list\n", 1, "(file)"),
])
def test_malformed_scenarios_name_file_line_and_field(nim, text, line, field):
    with pytest.raises(InputError) as err:
        parse_scenario(text, "bad.yaml")
    assert (err.value.file, err.value.line, err.value.field) == ("bad.yaml", line, field)


def test_yaml_is_safe_loaded(nim):
    with pytest.raises(InputError):
        parse_scenario("!!python/object/apply:os.system ['true']\n", "evil.yaml")


def test_cli_exit_codes(nim, tmp_path, capsys):
    good = write(tmp_path, GOOD, "good.yaml")
    failing = write(tmp_path, GOOD.replace("expect: 2", "expect: 3"), "fail.yaml")
    bad = write(tmp_path, "game: stones\nplayers: [\n", "bad.yaml")
    assert main(["scenario", str(good)]) == 0
    assert main(["scenario", str(good), str(failing)]) == 1
    assert main(["scenario", str(good), str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.yaml:3" in err and "Traceback" not in err
    assert main(["scenario", str(tmp_path / "missing.yaml")]) == 2


def test_cli_scenario_json_shape(nim, tmp_path, capsys):
    good = write(tmp_path, GOOD)
    capsys.readouterr()
    assert main(["scenario", "--json", str(good)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out[0]["passed"] and out[0]["game"] == "nim"
    assert out[0]["steps"][0]["rules"] == ["nim.take"] and out[0]["steps"][0]["legal"] is False


def test_malformed_scenario_in_a_real_process_exits_2_without_traceback(tmp_path):
    bad = write(tmp_path, "game: no_such_game\nplayers: 2\n")
    proc = subprocess.run([sys.executable, "-m", "tutor", "scenario", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "unknown game" in proc.stderr and "s.yaml:1" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("argv", [["rules", "year_of_the_dragon"], ["scenario", "tests/scenarios/year_of_the_dragon/review"]])
def test_a_reader_that_stops_reading_is_not_an_internal_error(argv, tmp_path):
    """`tutor rules … | head -1`: the closed pipe ends the command quietly (exit 141, as SIGPIPE would), with
    no "internal error" line and no traceback file."""
    if argv[0] == "scenario":
        from pathlib import Path
        argv = ["scenario", *sorted(str(p) for p in Path(argv[1]).glob("*.yaml"))]
    env = {"TMPDIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    proc = subprocess.Popen([sys.executable, "-m", "tutor", *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(120) == 141
    assert "internal error" not in err and "Traceback" not in err
    assert not list(tmp_path.glob("tutor-error-*"))


def test_a_seed_beside_a_position_is_refused_not_ignored(tmp_path):
    """A position gives the state; a seed there would change nothing, so the file is told, not passed."""
    path = tmp_path / "seeded.yaml"
    path.write_text("game: china\nplayers: 3\nseed: 5\nposition: {}\n", encoding="utf-8")
    with pytest.raises(InputError) as exc:
        load_scenario(str(path))
    assert exc.value.field == "seed" and exc.value.line == 1
    path.write_text("game: china\nplayers: 3\nseed: 5\n", encoding="utf-8")
    assert load_scenario(str(path)).seed == 5
