"""Issue 38 item 3: YAML read to the letter. A scenario that YAML 1.1 would read as something else is refused
with its file, line and field, never passed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.core import InputError
from tutor.core.scenario import parse_scenario, run_scenario

BASE = (Path(__file__).parents[2] / "tutor/data/scenarios/year_of_the_dragon/quiz/"
        "01-festival-tie-first-and-second.yaml").read_text(encoding="utf-8")
# The players' lines as the file holds them (the file is redrawn now and then, e.g. issue 36 gave every player the
# hand and points of their month), so the cases below change the lines the file really has.
PLAYERS = BASE[BASE.index("  players:\n") + len("  players:\n"): BASE.index("questions:\n")]
ANNA, BENNO = (next(line for line in PLAYERS.splitlines() if line.startswith(f"    {name}: {{")) for name in ("Anna", "Benno"))


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def test_the_scenario_passes_as_written():
    assert run_scenario(parse_scenario(BASE, "s.yaml")).passed


CASES = {
    # (the scenario's text changed, the text on the line named, the field named, words of the problem)
    "expect: no (read as 0)": ("field: score, expect: 0}", "field: score, expect: no}", "expect: no", "yaml",
                               "not true or false"),
    "expect: [3, 2, yes]": ("field: score, expect: 6}", "field: score, expect: [6, yes]}", "[6, yes]", "yaml",
                            "not true or false"),
    "a player named twice": (BENNO + "\n", f"{BENNO}\n    1: {{fireworks: 2}}\n", "    1: {fireworks",
                             "position.players.1", "given twice"),
    "a user-written __line__": (ANNA, ANNA[:-1] + ", __line__: 3}", "__line__", "yaml", "reserved"),
    "groups outside the action phase": ("  phase: event\n", "  phase: event\n  groups: [[taxes, build]]\n",
                                        "  month:", "position.groups", "action phase"),
    "owe outside the event phase": ("  phase: event\n", "  phase: person\n  owe: {Anna: 1}\n", "  month:",
                                    "position.owe", "event phase"),
    "players as an empty string": (PLAYERS, "", "  month:", "position.players", "expected a mapping"),
}


@pytest.mark.parametrize(("old", "new", "at", "field", "words"), CASES.values(), ids=CASES.keys())
def test_yaml_that_means_something_else_is_refused_with_file_line_and_field(old, new, at, field, words):
    text = BASE.replace(old, new, 1)
    if not new:  # players: '' (an empty string, read as no players at all before)
        text = text.replace("  players:\n", "  players: ''\n")
    assert text != BASE
    with pytest.raises(InputError) as info:
        run_scenario(parse_scenario(text, "s.yaml"))
    err = info.value
    problems = getattr(err, "problems", [err])
    found = [p for p in problems if p.field == field]
    assert found, [str(p) for p in problems]
    assert str(found[0]).startswith(f"s.yaml:{line_of(text, at)}: {field}: ") and words in str(found[0]), str(found[0])


def test_a_boolean_answer_never_equals_a_number():
    # Emil scores 0 at the festival: `expect: false` (False == 0 in Python) passed before
    text = BASE.replace("{ask: event, player: Emil, field: score, expect: 0}",
                        "{ask: event, player: Emil, field: score, expect: false}")
    result = run_scenario(parse_scenario(text, "s.yaml"))
    assert not result.passed and "expected False, got 0" in result.problems[0]


def test_true_and_false_are_still_booleans():
    text = BASE.replace("  phase: event\n", "  phase: event\n  after_event: false\n")
    assert run_scenario(parse_scenario(text, "s.yaml")).passed
    text = BASE.replace("  phase: event\n", "  phase: event\n  after_event: FALSE\n")
    assert run_scenario(parse_scenario(text, "s.yaml")).passed
