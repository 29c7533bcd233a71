"""The players a China rulebook example names with their colours ("Doris (azul)", "Chris (violeta)") are drawn in
those colours (tryout 4, finding 13: the alliances lesson quoted "Doris (blue)" beside a board where the player in
her part was red). A board that shows the example's own names has each quoted name in its colour's seat; a lesson
board with the lessons' own names gives the part to the player of the quoted colour, and its prose says who plays
whom."""

from __future__ import annotations

import re

import pytest

from tutor.core.lesson import step_names, step_start
from tutor.core.registry import load_game
from tutor.core.scenario import load_scenario
from tutor.games.china.board import PLAYER_FILL
from tutor.progress.bank import scenario_files
from tutor.text.catalog import all_clauses

# The seats' colours on the board (PLAYER_FILL: blue, green, purple, red, yellow), in the rulebook's words.
SEAT = {"azul": 0, "verde": 1, "violeta": 2, "morado": 2, "rojo": 3, "amarillo": 4}
QUOTED = re.compile(r"\b([A-Z][a-z]+) \((azul|verde|violeta|morado|rojo|amarillo)\)")


def quoted(clauses: tuple[str, ...] | list[str]) -> set[tuple[str, int]]:
    """The (name, seat) pairs the clauses' rulebook text names ("Doris (azul)" -> Doris in seat 0)."""
    found = all_clauses()
    return {(name, SEAT[colour]) for c in clauses if c in found for name, colour in QUOTED.findall(found[c].text)}


def test_the_seat_colours_are_the_boards() -> None:
    assert len(PLAYER_FILL) == 5 and PLAYER_FILL[0].startswith("#24") and PLAYER_FILL[3].startswith("#c6")


@pytest.mark.parametrize("path", [p for p in scenario_files("china") if "rulebook" in str(p)], ids=lambda p: p.stem)
def test_a_scenario_draws_the_quoted_players_in_their_colours(path: object) -> None:
    sc = load_scenario(path)  # type: ignore[arg-type]
    for name, seat in quoted(sc.source):
        assert name in sc.names, f"{path}: the example names {name}, the board {sc.names}"
        assert sc.names.index(name) == seat, f"{path}: {name} is drawn in seat {sc.names.index(name)}, quoted {seat}"


def test_a_lesson_draws_the_quoted_players_in_their_colours() -> None:
    game = load_game("china")
    checked = 0
    for lesson in game.lessons.values():
        for n, step in enumerate(lesson.steps, 1):
            pairs = quoted(step.clauses)
            if not pairs:
                continue
            players, _ = step_start(game, lesson, step)
            names = step_names(game, step, players)
            where = f"{lesson.id} step {n}"
            for name, seat in pairs:
                checked += 1
                if name in names:
                    assert names.index(name) == seat, f"{where}: {name} in seat {names.index(name)}, quoted {seat}"
                else:  # the lesson's own players: the prose says who plays the quoted part, in its colour
                    assert name in step.text and names[seat] in step.text, (
                        f"{where}: quotes {name} without saying that {names[seat]} (that colour) plays the part")
    assert checked
