"""Board data: the bundled sides keep every stated constraint; a bad file names the file and the field."""

from __future__ import annotations

import copy
import itertools
import json

import pytest
import yaml

from tests.games.china.helpers import position
from tutor.core import InputError
from tutor.games.china import GAME
from tutor.games.china.boardfile import BOARDS, bundled, parse_map, read_map_file


@pytest.mark.parametrize("side", ["a", "b"])
def test_china_board_colour_pairs_purple_alliances(side):
    """china.board.colour-pairs, china.board.purple, china.board.alliances, china.board.roads, china.board.dragon-space"""
    m = bundled(side)
    colours = sorted(r.colour for r in m.regions)
    assert colours == sorted(["yellow", "yellow", "green", "green", "red", "red", "orange", "orange", "purple"])
    assert [a.number for a in m.alliances] == list(range(1, 16))
    assert all(4 <= sum(1 for s in m.spaces if s.region == r.id) <= 8 for r in m.regions)
    assert "not public as data" in m.provenance
    # roads cross borders and branch
    region_of = {s.id: s.region for s in m.spaces}
    degree: dict[int, int] = {}
    crossing = 0
    for road in m.roads:
        for a, b in itertools.pairwise(road):
            degree[a] = degree.get(a, 0) + 1
            degree[b] = degree.get(b, 0) + 1
            crossing += region_of[a] != region_of[b]
    assert crossing > 0 and max(degree.values()) >= 3


def data_of(side="a"):
    return yaml.safe_load((BOARDS / f"side_{side}.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["regions"][1].update(colour="yellow"), "neighbours"),
        (lambda d: d["regions"][0].update(colour="pink"), "regions[0].colour"),
        (lambda d: d["alliances"].pop(), "alliances"),
        (lambda d: d["alliances"][0].update(regions=["chin", "wu"]), "alliances[0].regions"),
        (lambda d: d["spaces"][0].update(region="atlantis"), "spaces[0].region"),
        (lambda d: d["roads"][0].append(999), "roads[0]"),
        (lambda d: d.update(colour="x"), "colour"),
        (lambda d: d["regions"].pop(), "spaces"),
        (lambda d: d["spaces"].__setitem__(slice(0, 3), []), "regions[0]"),
    ],
)
def test_a_bad_board_names_the_field(change, field):
    d = copy.deepcopy(data_of())
    change(d)
    with pytest.raises(InputError) as err:
        parse_map(d, "my_board.yaml")
    assert err.value.file == "my_board.yaml" and err.value.field.startswith(field), err.value


def test_a_user_board_file_is_loaded_from_a_position(tmp_path):
    d = data_of("b")
    d["id"] = "mine"
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    assert read_map_file(path).id == "mine"
    s = position(players=5, board_file=str(path))
    assert s.board.id == "mine" and GAME.legal_moves(s)
    with pytest.raises(InputError, match="no such board file"):
        position(board_file=str(tmp_path / "missing.yaml"))


def test_a_new_game_on_a_user_board():
    m = bundled("b")
    s = GAME.new_on(m, 4, 3)
    assert s.board is m


@pytest.mark.parametrize(
    "pos, field",
    [
        ({"houses": {999: 0}}, "position.houses.999"),
        ({"hands": {0: ["red"] * 14}}, "position.hands.0"),
        ({"emissaries": {"wei": {0: 3}}}, "emissaries.wei"),
        ({"colour": 1}, "position.colour"),
        ({"board": "c"}, "position.board"),
    ],
)
def test_a_bad_position_names_the_field(pos, field):
    with pytest.raises(InputError) as err:
        GAME.from_position(4, GAME.spec.resolve_options({}), pos, "file.yaml:3")
    assert err.value.field == field, err.value
