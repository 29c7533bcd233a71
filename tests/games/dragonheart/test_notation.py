"""Move notation, scenario positions and the components file: clear errors that name the field."""

from __future__ import annotations

import pytest
import yaml

from tests.games.dragonheart.helpers import mv, pos
from tutor.core import InputError, Move
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.components import COMPONENTS_FILE, load_components
from tutor.games.dragonheart.notation import play


@pytest.mark.parametrize("text, move", [
    ("play fire_dragon 3 4", Move("play", ("fire_dragon", 3, 4))),
    ("play fire_dragon 4 3", Move("play", ("fire_dragon", 3, 4))),
    ("play fire_dragon fire_dragon:3", Move("play", ("fire_dragon", 3))),
    ("play troll fire_dragon:3 1", Move("play", ("troll", 1, "fire_dragon:3"))),
    ("play troll", Move("play", ("troll",))),
    ("take sorceress", Move("take", ("sorceress",))),
    ("start 2", Move("start", (2,))),
])
def test_notation_parses_and_normalises(text, move):
    assert GAME.parse_move(text) == move
    assert GAME.parse_move(str(move)) == move


def test_notation_helpers():
    assert play("dwarf", 2, 1, "dwarf:3") == Move("play", ("dwarf", 1, 2, 3))


@pytest.mark.parametrize("text, field", [
    ("play dragon 3", "space"), ("play troll three", "card"), ("play troll elf:2", "card"),
    ("start 3", "player"), ("take", "space"), ("jump 1", "move"),
])
def test_bad_notation_names_the_field(text, field):
    with pytest.raises(InputError) as err:
        GAME.parse_move(text)
    assert err.value.field == field


@pytest.mark.parametrize("position, field", [
    ({"hands": [["fire_dragon:9"], []]}, "position.hands[0][0]"),
    ({"hands": [["elf:1"], []]}, "position.hands[0][0]"),
    ({"hands": [["fire_dragon:4", "fire_dragon:4"], []]}, "position.hands[0][1]"),
    ({"spaces": {"fire_dragon": [4, 4, 4]}}, "position.spaces.fire_dragon[2]"),
    ({"spaces": {"moat": [1]}}, "position.spaces.moat"),
    ({"spaces": {"troll": ["dwarf:1"]}}, "position.spaces.troll[0]"),
    ({"colour": "red"}, "position.colour"),
    ({"dragon": 2}, "position.dragon"),
    ({"decks": [99, None]}, "position.decks[0]"),
    ({"turn": 1, "hands": [["troll:1"], []]}, "hands[1]"),
    ({"spaces": {"dwarf": [1, 1, 1, 1]}, "hands": [["troll:1"], []]}, "spaces.dwarf"),
    ({"under_ship": ["troll:1"], "hands": [["troll:2"], []]}, "under_ship"),
    ({"phase": "choose", "pending": "sorceress", "hands": [["troll:1"], []]}, "pending"),
])
def test_bad_positions_name_the_field(position, field):
    with pytest.raises(InputError) as err:
        pos(**position)
    assert err.value.field == field


def test_a_position_keeps_all_100_cards_and_boxes_what_it_leaves_out():
    s = pos(hands=[["troll:1"], ["dwarf:1"]], decks=[3, None], spaces={"treasure_chest": [4]})
    assert sorted(s.all_cards()) == list(range(100))
    assert len(s.decks[0]) == 3 and len(s.box) == 49 - 3 - (1 if s.space("treasure_chest")[0] < 50 else 0)
    assert GAME.from_json(GAME.to_json(s)) == s


def test_loading_an_observation_as_a_state_is_refused():
    s = pos(hands=[["troll:1"], ["dwarf:1"]])
    with pytest.raises(InputError, match="hidden cards"):
        GAME.from_json(GAME.to_json(GAME.observation(s, 0)))


def test_the_components_file_states_its_provenance_and_is_checked(tmp_path):
    c = load_components()
    assert c.provisional and "PROVISIONAL" in c.provenance["deck"] and c.deck_size == 50
    assert c.outlines == {"treasure_chest": 1, "fire_dragon": 1, "petrified_dragon": 1, "sorceress": 1, "troll": 1,
                          "dwarf": 4, "knight": 2, "huntress": 3, "ship": 3}
    data = yaml.safe_load(COMPONENTS_FILE.read_text(encoding="utf-8"))
    data["deck"]["dwarf"] = data["deck"]["dwarf"][:-1]
    bad = tmp_path / "c.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(InputError, match="50 cards") as err:
        load_components(bad)
    assert err.value.field == "deck"
    data["deck"]["dwarf"] = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 5]
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_components(bad)
    assert err.value.field == "deck.dwarf"


def test_moves_may_name_the_player_to_move_but_no_other():
    s = pos(hands=[["troll:1"], ["dwarf:1"]])
    assert GAME.check(s, Move("play", ("troll", 1), player=0)).legal
    assert "dh.not-your-turn" in GAME.check(s, Move("play", ("troll", 1), player=1)).codes
    assert GAME.check(s, mv("play troll 1")).legal


def test_every_reading_is_documented_for_users():
    docs = (COMPONENTS_FILE.parents[3] / "docs" / "dragonheart.md").read_text(encoding="utf-8")
    readings = load_components().readings
    assert len(readings) >= 6
    for key in readings:
        assert f"**{key}**" in docs
    assert "provisional" in docs.lower() and "components.yaml" in docs
