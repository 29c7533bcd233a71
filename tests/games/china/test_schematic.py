"""The quiz's small example boards are drawn, not piled on one point (issue 35: the China live quiz's board was
nearly blank). Every partial board a China scenario gives without places is laid out: house spaces, dragon spaces
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


def test_the_quiz_has_small_boards_given_without_places() -> None:
    assert sum(1 for name, _ in _boards() if name.startswith("q")) >= 20


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
    named = dict(next(b for name, b in _boards() if name.startswith("q23")).name)
    assert "quiz" not in named.values() and named["es"] != named["en"] and named["ja"] != named["en"]
