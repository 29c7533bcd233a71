"""China's quiz on real, legible boards (issue 36): every question not taken from a rulebook example stands on one of
the tutor's two published sides (so alliances are numbered as in the lessons), every board drawn with a question
spreads its house spaces apart and is named in words, and the board in words lists what an alliance or road
question needs: each alliance's number and regions, and each road's spaces in order with the houses on them."""

from __future__ import annotations

import itertools
import math
import re
from functools import cache

import pytest

from tutor.core.registry import load_game
from tutor.games.china.boardfile import bundled
from tutor.games.china.state import EMPTY
from tutor.progress.bank import LearnerQuestion, bank
from tutor.text.language import languages

GAME = load_game("china")
MIN_GAP = 30  # house spaces at least this far apart as drawn (a house marker is about 20 across)


@cache
def _questions() -> tuple[LearnerQuestion, ...]:
    return tuple(bank("china"))


def test_questions_outside_the_rulebook_examples_stand_on_a_published_side() -> None:
    sides = {s: bundled(s) for s in ("a", "b")}
    off = [(q.id, q.drawn.board.id) for q in _questions() if not q.id.startswith("rulebook/")
           and sides.get(q.drawn.board.id) != q.drawn.board]
    assert not off, off


def test_every_board_drawn_with_a_question_is_legible_and_named_in_words() -> None:
    bad = []
    for q in _questions():
        board = q.drawn.board
        k = min(620 / board.size[0], 580 / board.size[1])  # the map's scale on the drawn board (ChinaBoard)
        gap = min(math.dist((s.x, s.y), (t.x, t.y)) * k for s, t in itertools.combinations(board.spaces, 2))
        if gap < MIN_GAP or board.title("en") == board.id:
            bad.append((q.id, board.id, round(gap, 1), board.title("en")))
    assert not bad, bad


def _asked(*asks: str) -> list[LearnerQuestion]:
    return [q for q in _questions() if q.ask in asks]


@pytest.mark.parametrize("lang", languages())
def test_the_words_name_every_alliance_of_an_alliance_question(lang: str) -> None:
    missing = []
    for q in _asked("alliance", "alliances"):
        words = GAME.board.describe(q.drawn, lang, q.names, viewer=q.viewer).splitlines()
        board = q.drawn.board
        for al in board.alliances:
            a, b = (next(r for r in board.regions if r.id == x).name(lang) for x in al.regions)
            if not any(re.search(rf"(?<!\d){al.number}(?!\d)", w) and a in w and b in w
                   for w in words):
                missing.append((q.id, al.number, a, b))
    assert _asked("alliance", "alliances") and not missing, missing


@pytest.mark.parametrize("lang", languages())
def test_the_words_list_each_road_with_its_houses_for_a_road_question(lang: str) -> None:
    missing = []
    for q in _asked("roads"):
        state = q.drawn
        words = GAME.board.describe(state, lang, q.names, viewer=q.viewer).splitlines()
        spaces = {s.id: i for i, s in enumerate(state.board.spaces)}
        for road in state.board.roads:
            owners = {state.houses[spaces[s]] for s in road} - {EMPTY}
            in_order = r"\D+".join(str(s) for s in road)
            line = next((w for w in words if re.search(rf"(?<!\d){in_order}(?!\d)", w)), None)
            if owners and (line is None or not all(q.names[p] in line for p in owners)):
                missing.append((q.id, road, line))
    assert _asked("roads") and not missing, missing
