"""What scenario steps and questions can assert: rules against violations only, grounds, events,
the exact set of violation codes, and the winners and ranking every game answers once it is over."""

from __future__ import annotations

import json

import pytest

from tutor.cli import main
from tutor.core import InputError
from tutor.core.scenario import parse_scenario, run_scenario

HEAD = "game: stones\nplayers: 2\nposition:\n  stones: 5\n"


def run(steps: str, questions: str = ""):
    return run_scenario(parse_scenario(HEAD + "steps:\n" + steps + questions, "s.yaml"))


def test_rules_on_an_illegal_step_match_violations_not_grounds(nim):
    # taking when one has already passed: the violation rests on nim.pass, the ground on nim.take
    steps = "  - move: pass\n  - move: pass\n  - move: pass\n    expect: illegal\n    rules: [{}]\n"
    assert run(steps.format("nim.pass")).passed
    result = run("  - move: take 4\n    expect: illegal\n    rules: [nim.end]\n")
    assert not result.passed and "violations do not cite nim.end" in result.problems[0]


def test_a_ground_only_satisfies_grounds(nim):
    # a pass once the game is over: the violation rests on nim.end, the ground on nim.pass
    over = "  - move: take 3\n  - move: take 2\n  - move: pass\n    expect: illegal\n"
    result = run(over + "    rules: [nim.pass]\n")
    assert not result.passed and "violations do not cite nim.pass" in result.problems[0]
    assert run(over + "    rules: [nim.end]\n    grounds: [nim.pass]\n").passed
    assert run("  - move: take 1\n    expect: legal\n    grounds: [nim.take]\n").passed


def test_codes_exactly(nim):
    assert run("  - move: take 9\n    expect: illegal\n    codes_exactly: [nim.too-many, nim.not-enough]\n").passed
    result = run("  - move: take 9\n    expect: illegal\n    codes_exactly: [nim.too-many]\n")
    assert not result.passed and "expected exactly the violations nim.too-many" in result.problems[0]
    assert not run("  - move: take 1\n    codes_exactly: [nim.too-many]\n").passed


def test_events_a_move_causes(nim):
    assert run("  - move: take 2\n    events: [nim.takes]\n    event_rules: [nim.take]\n").passed
    result = run("  - move: take 2\n    events: [nim.passes]\n    event_rules: [nim.pass]\n")
    assert not result.passed and len(result.problems) == 2
    with pytest.raises(InputError) as err:
        run("  - move: take 2\n    play: false\n    events: [nim.takes]\n")
    assert err.value.field == "steps[0].events"


def test_json_includes_events(nim, tmp_path, capsys):
    path = tmp_path / "s.yaml"
    path.write_text(HEAD + "steps:\n  - move: take 2\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["scenario", "--json", str(path)]) == 0
    (step,) = json.loads(capsys.readouterr().out)[0]["steps"]
    assert step["events"][0]["code"] == "nim.takes" and step["events"][0]["clauses"] == ["nim.take"]
    assert step["events"][0]["params"] == {"n": 2} and step["events"][0]["text"]


def test_winners_and_ranking_once_the_game_is_over(nim):
    over = "  - move: take 3\n  - move: take 2\n"
    assert run(over, "questions:\n  - {ask: winners, expect: [1]}\n  - {ask: ranking, expect: [1, 0]}\n").passed
    assert not run(over, "questions:\n  - {ask: winners, expect: [0]}\n").passed
    with pytest.raises(InputError) as err:
        run("  - move: take 1\n", "questions:\n  - {ask: winners, expect: [0]}\n")
    assert "not over" in err.value.problem
    with pytest.raises(InputError):
        run(over, "questions:\n  - {ask: ranking, player: 0, expect: [1, 0]}\n")


def test_an_argument_the_question_does_not_read_is_an_input_error(nim):
    with pytest.raises(InputError) as err:
        run("  - move: take 1\n", "questions:\n  - {ask: stones, playr: 0, expect: 4}\n")
    assert err.value.field == "playr"


def test_each_step_checks_its_move_once(nim, monkeypatch):
    # a played step is checked and carried out with one verdict (no check-then-apply: issue #24)
    calls = []
    check = type(nim).check

    def counting(self, state, move):
        calls.append(str(move))
        return check(self, state, move)

    monkeypatch.setattr(type(nim), "check", counting)
    steps = ("  - move: take 2\n    events: [nim.takes]\n  - move: take 9\n    expect: illegal\n"
             "  - move: take 1\n    play: false\n  - move: pass\n")
    result = run(steps)
    assert result.passed, result.problems
    assert calls == ["take 2", "take 9", "take 1", "pass"]
    assert [s.legal for s in result.steps] == [True, False, True, True]
