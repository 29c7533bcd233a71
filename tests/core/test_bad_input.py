"""Bad input never crashes, never hangs, never passes silently (issue 16's reproducers 1-11, one test each
or more): every one ends in an InputError naming the file, line or field, quickly, and exit code 2."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tutor.cli import BAD_INPUT, INTERNAL_ERROR, main
from tutor.core.errors import InputError
from tutor.core.match import Match
from tutor.core.registry import load_game
from tutor.core.scenario import parse_scenario, run_scenario


def refused(text: str, file: str = "t.yaml") -> InputError:
    """The InputError a scenario text gets (parsing or running it), in well under a second."""
    t = time.perf_counter()
    with pytest.raises(InputError) as err:
        run_scenario(parse_scenario(text, file))
    assert time.perf_counter() - t < 2.0
    return err.value


# -- 1. digits: ASCII only, bounded --------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["p²: start 1", "p" + "9" * 5000 + ": start 1", "p٣: start 1", "p-1: start 1"])
def test_a_player_prefix_is_ascii_digits(text):
    with pytest.raises(InputError) as err:
        load_game("china").parse_move(text)
    assert err.value.field in ("player", "move") and len(str(err.value)) < 300


@pytest.mark.parametrize("game, text", [("year_of_the_dragon", "action ٣ taxes"), ("year_of_the_dragon", "action ³ taxes"),
                                        ("dragonheart", "play troll ²"), ("dragonheart", "play knight troll:²"),
                                        ("china", "place r1 red house:²")])
def test_non_ascii_digits_are_not_numbers(game, text):
    g = load_game(game)
    try:
        mv = g.parse_move(text)
    except InputError:
        return
    assert not g.check(g.new(g.spec.players[0], 1), mv).legal  # never read as a number


@pytest.mark.parametrize("card", ["troll:²", "troll:" + "9" * 5000])
def test_dragonheart_card_values_in_positions(card):
    for where in (f"{{under_ship: ['{card}']}}", f"{{hands: [['{card}'], []]}}"):
        err = refused(f"game: dragonheart\nplayers: 2\nposition: {where}\n")
        assert err.field.startswith("position.") and len(str(err)) < 600  # never the 5000 digits


# -- 2. a player out of range --------------------------------------------------------------------------------
def test_companion_refuses_a_player_out_of_range():
    from tutor.notebook.live.companion import Companion

    c = Companion("china", players=3, viewer=0)
    before = c.match.to_json()
    assert c.try_text("p7: start 1") is None
    assert "p7" in c.panel.value and c.match.to_json() == before


def test_a_player_prefix_out_of_range_in_scenarios_and_saves():
    err = refused("game: china\nplayers: 3\nsteps:\n  - move: 'p99: start 1'\n")
    assert (err.line, err.field) == (4, "steps[0].move")
    g = load_game("china")
    save = Match.new(g, 3, 1).to_json() | {"moves": ["p99: start 1"]}
    with pytest.raises(InputError, match="moves"):
        Match.from_json(g, save)


# -- 3. nesting ----------------------------------------------------------------------------------------------
def test_deep_yaml_is_refused():
    err = refused("game: china\nplayers: 3\ntitle: " + "[" * 250 + "]" * 250 + "\n")
    assert err.field == "yaml" and "nested" in err.problem


def test_deep_json_save_is_refused():
    g = load_game("china")
    text = json.dumps(Match.new(g, 3, 1).to_json() | {"options": 0})[:-1] + ', "x": ' + "[" * 1000 + "]" * 1000 + "}"
    with pytest.raises(InputError, match="nested deeper"):
        Match.loads(g, text)


# -- 4. billion laughs ---------------------------------------------------------------------------------------
LAUGHS = "".join(f"l{i}: &l{i} [" + ",".join([f"*l{i - 1}"] * 9) + "]\n" for i in range(1, 10))


@pytest.mark.parametrize("where", ["title", "position", "options", "questions"])
def test_yaml_aliases_are_refused(where):
    text = f"game: china\nplayers: 3\nl0: &l0 lol\n{LAUGHS}{where}: *l9\n"
    err = refused(text)
    assert err.field == "yaml" and "aliases" in err.problem and err.line == 4  # the first alias


# -- 5. Dragonheart departures -------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1_000_000_000_000, -3, 5])
def test_departures_are_bounded(n):
    err = refused(f"game: dragonheart\nplayers: 2\nposition: {{departures: {n}}}\n")
    assert err.field == "position.departures"


# -- 6. file paths -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("position", ["{board: /dev/zero}", "{board: /tmp}", "{board: NONUTF8}"])
def test_river_dragons_board_paths(position, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"name: x\n\xff\xfe\n")
    err = refused(f"game: river_dragons\nplayers: 2\nposition: {position.replace('NONUTF8', str(bad))}\n")
    assert err.field == "(file)"


@pytest.mark.parametrize("path", ["/dev/zero", "/tmp", "NONUTF8", "../../etc\x00x"])
def test_china_board_file_paths(path, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"id: x\n\xff\n")
    text = f"game: china\nplayers: 3\nposition: {{board_file: {json.dumps(path.replace('NONUTF8', str(bad)))}}}\n"
    err = refused(text)
    assert err.field in ("(file)", "position.board_file")


@pytest.mark.parametrize("path", ["/dev/zero", "/tmp", "", "a\x00b", "x" * 5000])
def test_scenario_paths_exit_2(path, capsys):
    t = time.perf_counter()
    assert main(["scenario", path]) == BAD_INPUT
    assert time.perf_counter() - t < 2.0
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err) < 600


# -- 7. unknown keys of mixed types --------------------------------------------------------------------------
def test_unknown_keys_of_mixed_types():
    err = refused("game: china\nplayers: 3\n5: x\nzz: y\n")
    assert err.field == "5" and err.line == 1


# -- 8. types in positions -----------------------------------------------------------------------------------
@pytest.mark.parametrize("position, field", [
    ("{players: {0: {privileges: [1]}}}", "position.players.0.privileges"),
    ("{players: {0: {walls: 5}}}", "position.players.0.walls"),
    ("{players: {0: {cards: true}}}", "position.players.0.cards"),
    ("{players: 1.5}", "position.players"),
    ("{groups: [5]}", "position.groups[0]"),
    ("{names: 5}", "position.names"),
])
def test_yotd_position_types(position, field):
    assert refused(f"game: year_of_the_dragon\nplayers: 2\nposition: {position}\n").field == field


def test_china_position_types():
    assert refused("game: china\nplayers: 3\nposition: {forts: 5}\n").field == "position.forts"


def test_a_whole_state_of_another_player_count():
    state = load_game("dragonheart").to_json(load_game("dragonheart").new(2, 1))
    g = load_game("year_of_the_dragon")
    yotd2 = json.dumps(g.to_json(g.new(2, 1)))
    err = refused(f"game: year_of_the_dragon\nplayers: 5\nposition: {{state: {yotd2}}}\n"
                  "questions: [{ask: yuan, player: 4, expect: 6}]\n")
    assert err.field == "position.state" and state


# -- 9. saves: validated fully before anything is swapped in ------------------------------------------------
def yotd_save(**start_changes):
    g = load_game("year_of_the_dragon")
    m = Match.new(g, 3, 1)
    data = m.to_json()
    start = g.to_json(m.state)
    start.update(start_changes)
    data["start"] = start
    return g, data


@pytest.mark.parametrize("changes", [{"month": 13}, {"turn": 99}, {"order": [7, 8]}, {"event_row": []},
                                     {"dragons": [[9]]}, {"groups": [["taxes"]], "dragons": [[9]]},
                                     {"pending": [{"player": 9, "kind": "release", "count": 1, "cause": "x"}]}])
def test_impossible_saved_states_are_refused(changes):
    g, data = yotd_save(**changes)
    with pytest.raises(InputError):
        Match.from_json(g, data)


@pytest.mark.parametrize("header", [{"options": []}, {"options": "x"}, {"version": True}, {"cursor": True}])
def test_save_headers_are_checked(header):
    g = load_game("china")
    with pytest.raises(InputError):
        Match.from_json(g, Match.new(g, 3, 1).to_json() | header)


def test_a_failed_load_leaves_the_companion_as_it_was():
    from tutor.notebook.live.companion import Companion

    c = Companion("year_of_the_dragon", players=3)
    c.try_move(c.legal()[0])
    before = c.match.to_json()
    _, data = yotd_save(month=13)
    assert c.load(json.dumps(data)) is False
    assert c.match.to_json() == before
    c.undo()  # the companion still works
    assert c.match.step == 0


# -- 10. accepted silently before ----------------------------------------------------------------------------
@pytest.mark.parametrize("player", ["{yuan: 999}", "{yuan: 1000000000000000000000000000000}", "{track: 100000}",
                                    "{cards: [joker, joker, joker]}", "{walls: [moat]}",
                                    "{palaces: [[3, craftsman, craftsman, craftsman], [2, craftsman, craftsman]]}"])
def test_yotd_counts_and_ranges(player):
    refused(f"game: year_of_the_dragon\nplayers: 2\noptions: {{great_wall: true}}\nposition: {{players: {{0: {player}}}}}\n")


def test_yotd_groups_and_privileges():
    refused("game: year_of_the_dragon\nplayers: 2\nposition: {groups: [[taxes, taxes], [taxes, taxes]]}\n")
    refused("game: year_of_the_dragon\nplayers: 2\nposition: {players: {0: {privileges: {medium: 1}}}}\n")


def test_yotd_saved_states_conserve_tiles_and_players():
    g, data = yotd_save()
    data["start"]["players"].append(data["start"]["players"][0])
    data["start"]["players"].append(data["start"]["players"][0])
    with pytest.raises(InputError):  # five records in a three-player match
        Match.from_json(g, data)
    g, data = yotd_save(display=[99] * 13)
    with pytest.raises(InputError, match="display"):
        Match.from_json(g, data)


def test_river_dragons_resolve_keys():
    err = refused("game: river_dragons\nplayers: 2\nposition: {resolve: {position: 1, zzz: 1}}\n")
    assert err.field == "position.resolve.zzz"


@pytest.mark.parametrize("question, field", [
    ("{ask: yuan, player: 0, playr: 1, expect: 6}", "playr"),
    ("{ask: event, player: 0, field: nonsense, expect: 0}", "questions[0]"),
])
def test_question_arguments_are_checked(question, field):
    err = refused(f"game: year_of_the_dragon\nplayers: 2\nquestions: [{question}]\n")
    assert field in f"{err.file} {err.field}"


def test_china_question_region():
    err = refused("game: china\nplayers: 3\nquestions: [{ask: house_scoring, region: atlantis, expect: 0}]\n")
    assert err.field == "region"


# -- 11. echoes ----------------------------------------------------------------------------------------------
def test_errors_never_echo_a_huge_input():
    for text in ("action " + "x" * 10_000, "x" * 10_000, "action 1 " + "y" * 10_000):
        with pytest.raises(InputError) as err:
            load_game("year_of_the_dragon").parse_move(text)
        assert len(str(err.value)) < 400


def test_control_characters_in_yaml_carry_a_line():
    err = refused("game: china\nplayers: 3\ntitle: a\x07b\n")
    assert (err.field, err.line) == ("yaml", 3)


# -- exit codes ----------------------------------------------------------------------------------------------
def test_an_internal_error_has_its_own_code_and_a_traceback_file(nim, tmp_path, capsys, monkeypatch):
    good = tmp_path / "good.yaml"
    good.write_text("game: stones\nplayers: 2\n", encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: stones\nplayers: 2\nquestions: [{ask: stones, expect: 1}]\n", encoding="utf-8")

    def boom(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(nim, "answer", boom)
    assert main(["scenario", str(broken), str(good)]) == INTERNAL_ERROR
    captured = capsys.readouterr()
    assert "PASS" in captured.out and str(good) in captured.out  # the run went on to the next file
    (line,) = [ln for ln in captured.err.splitlines() if ln.strip()]
    assert "internal error" in line and "ZeroDivisionError" in line
    path = Path(line.rsplit("traceback in ", 1)[1])
    assert "Traceback" in path.read_text(encoding="utf-8")
    path.unlink()
