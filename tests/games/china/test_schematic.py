"""Small example boards are drawn, not piled on one point (issue 35: the China live quiz's board was nearly blank,
its boards given without places; the quiz is now on the real board). Every partial board given without places is
laid out: house spaces, dragon spaces
and alliance numbers apart from each other, on the map, each region's spaces in its own box."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest

from tutor.core.yamlfile import load_yaml
from tutor.games.china.board import MAP_H, MAP_W
from tutor.games.china.boardfile import ChinaMap
from tutor.games.china.position import load_board
from tutor.resources import game_data

SCENARIOS = sorted(Path(str(game_data("china"))).parent.parent.glob("data/scenarios/china/**/*.yaml"))
SPACE_R = 12  # the widest a house space is drawn (10 scene units at a scale up to 1.2)


def _boards() -> list[tuple[str, ChinaMap]]:
    out = []
    for path in SCENARIOS:
        data = load_yaml(path.read_text(encoding="utf-8"), str(path))
        position = data.get("position") or {}
        board = position.get("board")
        if isinstance(board, dict) and board.get("partial"):  # read as a scenario's position reads it
            out.append((path.stem, load_board(position, data.get("players", 3), data.get("options") or {}, str(path))))
    return out


# A small board as a user writes one for a position: an id, two regions, spaces and no places (every one at 0, 0).
PLACELESS = """
game: china
players: 3
position:
  board:
    id: mine
    partial: true
    regions:
    - {id: wei, colour: red, name: Wei}
    - {id: qi, colour: yellow, name: Qi}
    spaces:
    - {id: 1, region: wei, x: 0, y: 0}
    - {id: 2, region: wei, x: 0, y: 0}
    - {id: 3, region: wei, x: 0, y: 0}
    - {id: 4, region: qi, x: 0, y: 0}
    - {id: 5, region: qi, x: 0, y: 0}
"""


def _placeless() -> ChinaMap:
    data = load_yaml(PLACELESS, "placeless.yaml")
    return load_board(data["position"], data["players"], {}, "placeless.yaml")


def test_the_shipped_partial_boards_are_read() -> None:
    assert len(_boards()) >= 5  # the rulebook's examples


def test_a_board_given_without_places_is_laid_out() -> None:
    board = _placeless()
    assert len({(s.x, s.y) for s in board.spaces}) == len(board.spaces)
    test_a_small_board_keeps_its_places_apart("placeless", board)


@pytest.mark.parametrize(("name", "board"), _boards(), ids=[n for n, _ in _boards()])
def test_a_small_board_keeps_its_places_apart(name: str, board: ChinaMap) -> None:
    k = min(MAP_W / board.size[0], MAP_H / board.size[1])  # the board's scale on the scene (as ChinaBoard draws it)
    spots = [(f"space {s.id}", s.x, s.y, SPACE_R / k) for s in board.spaces]
    spots += [(f"dragon {r.id}", *r.dragon, 16 / k) for r in board.regions]
    spots += [(f"alliance {a.number}", a.x, a.y, 10 / k) for a in board.alliances]
    close = [(a[0], b[0]) for a, b in itertools.combinations(spots, 2) if math.dist(a[1:3], b[1:3]) < a[3] + b[3]]
    assert not close, close[:6]
    w, h = board.size
    assert all(x - r >= 0 and x + r <= w and y - r >= 0 and y + r <= h for _, x, y, r in spots)
    for r in board.regions:  # a region's spaces lie in its box
        if r.outline:
            xs, ys = [p[0] for p in r.outline], [p[1] for p in r.outline]
            own = [s for s in board.spaces if s.region == r.id]
            assert all(min(xs) < s.x < max(xs) and min(ys) < s.y < max(ys) for s in own), r.id


def test_a_small_board_given_only_an_id_is_named_in_the_learners_language() -> None:
    named = dict(_placeless().name)
    assert "mine" not in named.values() and named["es"] != named["en"] and named["ja"] != named["en"]
