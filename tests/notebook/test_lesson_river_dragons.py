"""River Dragons lesson positions a real game could reach (issue 27's findings): the colours the guide by each
village allows at the player count (rd.setup.colour.guide), the first-player card passed on every turn
(rd.turn-end.pass-first-player), and what the stone and plank cards already carried out this turn put on the
board (rd.actions.stone-1.place, rd.actions.stone-2.place, rd.actions.plank-1.place: they are mandatory; a plank
that fits nowhere is out of the game, rd.actions.planks.no-place), on turn 1 nothing more."""

from __future__ import annotations

from typing import Any

import pytest

from tutor.core.lesson import step_start
from tutor.core.registry import load_game
from tutor.games.river_dragons.boardfile import builtin_board

GAME = load_game("river_dragons")
STEPS = [(les.id, i) for les in GAME.lessons.values() for i in range(len(les.steps))]
STONES = {"stone1": 1, "stone2": 2}
PLANKS = {"plank1": 1, "plank2": 2}


def state_of(lesson_id: str, index: int) -> Any:
    """The position a step shows: its start, then the moves it plays before it is shown."""
    lesson = GAME.lessons[lesson_id]
    step = lesson.steps[index]
    players, state = step_start(GAME, lesson, step)
    if state is None:
        state = GAME.new(players, 0, GAME.spec.resolve_options(step.options))
    for text in step.moves:
        state, _ = GAME.apply(state, GAME.parse_move(text))
    return state


def carried_out(state: Any) -> list[tuple[int, str]]:
    """The cards carried out so far this turn (seat, card), without those a dragon cancelled: every card of the
    positions before the current one, and of the current one those of the players who acted before the current."""
    if state.phase != "resolve":
        return []
    n = len(state.colours)
    order = [(state.first + k) % n for k in range(n)]
    out = []
    for pos in range(1, state.position + 1):
        seats = order if pos < state.position else order[:state.actor]
        cards = [state.programs[s][pos - 1] for s in range(n)]
        for seat in seats:
            if f"dragon-{state.colours[seat]}" not in cards:
                out.append((seat, cards[seat]))
    return out


def unreachable(state: Any) -> list[str]:
    """What keeps a River Dragons position from being one a game could reach."""
    n, out = len(state.colours), []
    guide = builtin_board("standard").colours_for(n)
    if sorted(state.colours) != sorted(guide):
        out.append(f"colours {sorted(state.colours)}: with {n} players the guide allows {sorted(guide)}")
    if state.first != (state.turn - 1) % n:
        out.append(f"turn {state.turn}: the first-player card has passed to seat {(state.turn - 1) % n}, "
                   f"not seat {state.first}")
    done = carried_out(state)
    placed = sum(STONES.get(card, 0) for _, card in done)
    removed = sum(card == "remove" for _, card in done)
    if state.stone_reserve > 0 and len(state.stones) < min(placed - removed, len(state.board.spot_ids)):
        out.append(f"{placed} stones placed this turn, {removed} removed, but {len(state.stones)} on the board")
    laid = sum(PLANKS.get(card, 0) for _, card in done)
    if len(state.planks) + len(state.lost) < laid - removed:  # a chosen plank is laid, or out of the game
        out.append(f"{laid} planks laid this turn, {removed} removed, but {len(state.planks)} on the board "
                   f"and {len(state.lost)} out of the game")
    if state.turn == 1 and state.phase != "over":  # the board was empty when the turn began
        order = [(state.first + k) % n for k in range(n)]
        resolving = state.phase == "resolve" and state.actor < n
        now = state.programs[order[state.actor]][state.position - 1] if resolving else ""
        if len(state.stones) > placed + STONES.get(now, 0):
            out.append(f"turn 1: {len(state.stones)} stones on the board, only {placed} placed")
        planks = sum(PLANKS.get(card, 0) for _, card in done) + removed
        if len(state.planks) > planks + PLANKS.get(now, 0):
            out.append(f"turn 1: {len(state.planks)} planks on the board, only {planks} placed")
    return out


@pytest.mark.parametrize(("lesson_id", "index"), STEPS)
def test_a_river_dragons_lesson_position_uses_the_colours_of_its_player_count(lesson_id, index):
    state = state_of(lesson_id, index)
    guide = builtin_board("standard").colours_for(len(state.colours))
    assert sorted(state.colours) == sorted(guide), (lesson_id, index + 1, state.colours)


@pytest.mark.parametrize(("lesson_id", "index"), STEPS)
def test_a_river_dragons_lesson_position_is_one_a_game_could_reach(lesson_id, index):
    assert not unreachable(state_of(lesson_id, index)), (lesson_id, index + 1)


def test_the_checks_catch_what_they_name():
    """A position with pink at four players, the card not passed, and no stone after three Place 1 stone cards."""
    bad = GAME.from_position(4, {}, {"turn": 2, "programs": {c: ["stone1", "move1", "move2", "stone2", "plank1"]
                                                             for c in ("green", "blue", "red", "yellow")},
                                     "resolve": {"position": 1, "player": "yellow"}}, "test")
    problems = unreachable(bad)
    assert any("first-player" in p for p in problems) and any("stones placed" in p for p in problems), problems
    early = GAME.from_position(4, {}, {"stones": ["i12"], "planks": ["green3 green i12"]}, "test")
    assert len(unreachable(early)) == 2, unreachable(early)  # turn 1, before any card: a stone and a plank
