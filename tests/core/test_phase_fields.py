"""Issue 38 item 3, every game: a position field that means nothing in the position's phase (or with an option
off) is refused with the file, the line and the field, never silently ignored. The table of each game is declared
in its position module (``PHASE_FIELDS``) and read by one mechanism in core (``tutor.core.fields.Needs``)."""

from __future__ import annotations

import pytest

from tutor.core import InputError
from tutor.core.fields import Fields, Needs, Problems, refuse_out_of_place
from tutor.core.scenario import parse_scenario, run_scenario

HEADS = {
    "china": "game: china\nplayers: 4\nnames: [Anna, Benno, Clara, Doro]\n",
    "dragonheart": "game: dragonheart\nplayers: 2\nnames: [Anna, Benno]\noptions: {youngest: 2}\n",
    "river_dragons": "game: river_dragons\nplayers: 4\nnames: [Anna, Benno, Clara, Doro]\n"
                     "options: {turn_limit: 20}\n",
}
DH_HANDS = ("  hands: [[dwarf:1, troll:1, petrified_dragon:2, treasure_chest:1, treasure_chest:2], "
            "[dwarf:2, ship:1, petrified_dragon:2, treasure_chest:1, treasure_chest:2]]\n")

CASES = {
    # game: (the position's lines, the field refused, words of the problem)
    "china: houses before the start player is agreed": (
        "china", "  phase: setup\n  houses: {12: Anna}\n", "position.houses", "in the setup phase"),
    "china: a start player in the setup phase": (
        "china", "  phase: setup\n  start: Benno\n", "position.start", "china.setup.start-player"),
    "china: a fortification in supply without the variant": (
        "china", "  supply: {Anna: {forts: 1}}\n", "position.supply.0.forts", "fortifications: false"),
    "china: a draw pile after it ran out twice": (
        "china", "  exhausted: 2\n  deck: [red]\n", "position.deck", "exhausted: 2"),
    "dragonheart: cards on the board before the first turn": (
        "dragonheart", f"  phase: start\n{DH_HANDS}  spaces: {{treasure_chest: [1]}}\n", "position.spaces",
        "in the start phase"),
    "dragonheart: the end triggered before the first turn": (
        "dragonheart", f"  phase: start\n{DH_HANDS}  final_turn: 1\n", "position.final_turn", "dh.setup.first-player"),
    "dragonheart: a turn counter before the first turn": (
        "dragonheart", f"  phase: start\n{DH_HANDS}  turn_no: 7\n", "position.turn_no", "play or choose phase"),
    "river_dragons: todo while programming": (
        "river_dragons", "  turn: 2\n  todo: 1\n", "position.todo", "programming phase"),
    "river_dragons: a turn past the turn limit": (
        "river_dragons", "  turn: 25\n", "position.turn", "turn_limit"),
}


@pytest.mark.parametrize(("game", "lines", "field", "words"), CASES.values(), ids=CASES.keys())
def test_a_field_outside_its_phase_is_refused_with_file_line_and_field(game, lines, field, words):
    text = f"{HEADS[game]}position:\n{lines}"
    with pytest.raises(InputError) as info:
        run_scenario(parse_scenario(text, "s.yaml"))
    problems = getattr(info.value, "problems", [info.value])
    found = [p for p in problems if p.field == field]
    assert found, [str(p) for p in problems]
    line = text.count("\n", 0, text.index("position:\n")) + 2  # the position's first line
    assert str(found[0]).startswith(f"s.yaml:{line}: {field}: ") and words in str(found[0]), str(found[0])


@pytest.mark.parametrize("lines", [
    "  phase: main\n  houses: {12: Anna}\n  start: Benno\n  turn: Clara\n",
    "  phase: draw\n  turn: Benno\n  exhausted: 1\n  hands: {Benno: [red, green]}\n",
    "  exhausted: 2\n  deck: []\n",
])
def test_china_fields_in_their_phase_still_load(lines):
    assert run_scenario(parse_scenario(f"{HEADS['china']}position:\n{lines}", "s.yaml")).passed


def test_china_after_the_second_exhaustion_the_draw_pile_is_empty_unless_given():
    # before, `exhausted: 2` without `deck:` dealt the rest of the cards into a draw pile that no longer exists
    text = f"{HEADS['china']}position:\n  exhausted: 2\nquestions:\n  - {{ask: deck_size, expect: 0}}\n"
    result = run_scenario(parse_scenario(text, "s.yaml"))
    assert result.passed, result.problems


def test_dragonheart_and_river_dragons_fields_in_their_phase_still_load():
    dh = f"{HEADS['dragonheart']}position:\n  phase: play\n  turn: 1\n{DH_HANDS}  spaces: {{treasure_chest: [1]}}\n  turn_no: 3\n"
    assert run_scenario(parse_scenario(dh, "s.yaml")).passed
    rd = f"{HEADS['river_dragons']}position:\n  turn: 20\n"
    assert run_scenario(parse_scenario(rd, "s.yaml")).passed


def test_the_core_mechanism_reads_options_wildcards_and_states():
    table = (Needs("groups", ("action",)), Needs("supply.*.forts", (True,), on="options.variant",
                                                 state="with variant: {}"))
    problems = Problems("f.yaml:3")
    f = Fields({"phase": "event", "groups": [], "supply": {0: {"forts": 1}, 1: {"houses": 2}}}, problems,
               {"phase", "groups", "supply"}, path="position")
    refuse_out_of_place(f, table, {"variant": False}, states={"phase": "event"})
    assert [(p.field, p.problem) for p in problems.found] == [
        ("position.groups", "only a position in the action phase has groups; this one is in the event phase"),
        ("position.supply.0.forts", "only a position with variant: true has supply.0.forts; "
                                    "this one is with variant: false"),
    ]
    problems.found.clear()
    refuse_out_of_place(f, table, {"variant": True}, states={"phase": "action"})
    assert problems.found == []


def test_china_a_scored_region_given_as_a_mapping_is_an_input_error():
    # found by the wide fuzz (seed 146415): `scored: [{…}]` raised TypeError (unhashable dict) from inside
    with pytest.raises(InputError) as info:
        run_scenario(parse_scenario(f"{HEADS['china']}position:\n  scored: [{{wei: 1}}]\n", "s.yaml"))
    assert info.value.field == "position.scored"
