"""The one field reader (issue 24 item 4): types, ranges, unknown fields, file/line/field of each problem, and
every problem of a file listed at once."""

from __future__ import annotations

import pytest

from tutor.core.errors import InputError
from tutor.core.fields import MAX_LISTED, Fields, FileErrors, Problems
from tutor.core.scenario import parse_scenario
from tutor.core.yamlfile import LINE


def test_each_reader_checks_its_type_and_range_and_goes_on():
    problems = Problems("p.yaml")
    f = Fields({LINE: 3, "month": 13, "phase": "lunch", "ok": True, "name": 5, "xs": "a", "odd": 1},
               problems, {"month", "phase", "ok", "name", "xs", "n", "ts"}, path="position")
    assert f.number("month", 1, low=1, high=12) == 1
    assert f.choice("phase", ("action", "event"), "action") == "action"
    assert f.flag("ok") is True
    assert f.text("name", "") == ""
    assert f.items("xs") == [] and f.texts("ts") == () and f.number("n", 4) == 4
    with pytest.raises(FileErrors) as err:
        problems.check()
    fields = [p.field for p in err.value.problems]
    assert fields == ["position.odd", "position.month", "position.phase", "position.name", "position.xs"]
    assert all(p.file == "p.yaml" and p.line == 3 for p in err.value.problems)
    text = str(err.value)
    assert len(text.splitlines()) == 5 and "p.yaml:3: position.month: expected a whole number from 1 to 12, got 13" in text


def test_a_missing_required_field_and_a_nested_mapping():
    problems = Problems("b.json")
    f = Fields({"inner": {"x": "y"}}, problems, {"inner", "need"})
    inner = f.mapping("inner", {"z"})
    assert inner.path == "inner"
    f.number("need")
    with pytest.raises(FileErrors) as err:
        problems.check()
    assert [p.field for p in err.value.problems] == ["inner.x", "need"]
    assert err.value.problems[1].problem == "missing"


def test_not_a_mapping_is_a_problem_and_an_empty_file_has_none():
    problems = Problems("f")
    Fields(["a"], problems, {"a"}, path="board", what="a mapping of regions")
    assert problems.found[0].problem == "expected a mapping of regions"
    Problems("g").check()  # nothing found: nothing raised


def test_many_problems_are_listed_up_to_a_bound():
    problems = Problems("f")
    for i in range(MAX_LISTED + 5):
        problems.add(i + 1, f"f{i}", "bad")
    with pytest.raises(InputError) as err:
        problems.check()
    assert str(err.value).endswith("… and 5 more") and len(str(err.value).splitlines()) == MAX_LISTED + 1


def test_a_scenario_lists_every_problem_at_once():
    text = """game: china
players: 3
seed: -1
colour: red
steps:
  - move: jump 3
    expect: maybe
  - move: pass
    play: perhaps
"""
    with pytest.raises(FileErrors) as err:
        parse_scenario(text, "s.yaml")
    got = [(p.line, p.field) for p in err.value.problems]
    assert got == [(1, "colour"), (1, "seed"), (6, "steps[0].expect"), (6, "steps[0].move"), (8, "steps[1].play")]
    assert str(err.value).startswith("s.yaml:1: colour: unknown field")


POSITIONS = {  # a position with three independent problems in its plain fields, per game
    "year_of_the_dragon": ("players: 3\nnames: [Anna, Benno, Clara]\nposition:\n  month: 13\n  phase: lunch\n"
                           "  players:\n    Anna: {yuan: -1}\n",
                           ["position.month", "position.phase", "position.players.0.yuan"]),
    "china": ("players: 3\nposition:\n  seed: -1\n  turn: 7\n  phase: lunch\n",
              ["position.seed", "position.turn", "position.phase"]),
    "dragonheart": ("players: 2\nposition:\n  phase: lunch\n  seed: x\n  turn_no: -2\n",
                    ["position.phase", "position.seed", "position.turn_no"]),
    "river_dragons": ("players: 2\nposition:\n  turn: 0\n  chosen: zz\n  colour: red\n",
                      ["position.colour", "position.turn", "position.chosen"]),
}


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_a_position_lists_the_problems_of_its_fields_at_once(game, tmp_path):
    from tutor.core.scenario import load_scenario

    text, fields = POSITIONS[game]
    path = tmp_path / "s.yaml"
    path.write_text(f"game: {game}\n{text}")
    with pytest.raises(FileErrors) as err:
        load_scenario(path).start()
    assert [p.field for p in err.value.problems] == fields
    assert all(p.file.startswith(str(path)) for p in err.value.problems)


def test_a_board_file_lists_the_problems_of_its_spaces_and_villages_at_once():
    from tutor.games.china.boardfile import bundled, parse_map
    from tutor.games.river_dragons.boardfile import board_from_data, board_to_data, builtin_board

    data = {"regions": [{"id": "a", "colour": "red", "colour2": 1}], "spaces": [
        {"id": 0, "region": "a"}, {"id": 2, "region": "zz"}, {"id": 3, "region": "a", "z": 1}]}
    with pytest.raises(FileErrors) as err:
        parse_map(data, "b.yaml")
    assert [p.field for p in err.value.problems] == ["regions[0].colour2"]
    data["regions"][0].pop("colour2")
    with pytest.raises(FileErrors) as err:
        parse_map(data, "b.yaml")
    assert [p.field for p in err.value.problems] == ["spaces[0].id", "spaces[1].region", "spaces[2].z"]
    assert bundled("a").regions  # the bundled boards still read
    rd = board_to_data(builtin_board("standard"))
    rd["villages"][0]["colour"] = "grey"
    rd["villages"][1]["players"] = [9]
    with pytest.raises(FileErrors) as err:
        board_from_data(rd, "r.yaml")
    assert [p.field for p in err.value.problems] == ["villages[0].colour", "villages[1].players"]
