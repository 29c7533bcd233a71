"""``quiz_me`` (the quiz's ``here``) asks what the learner will see happen (issue 36): the month's event while it is
still to come, and the month's scoring only once the event is over, answered after the decay that comes first."""

from __future__ import annotations

from dataclasses import replace

from tutor.core.registry import load_game
from tutor.games.year_of_the_dragon.quiz import here

GAME = load_game("year_of_the_dragon")


def _position(phase: str) -> object:
    return GAME.from_position(2, GAME.spec.resolve_options({}), {
        "month": 4, "phase": phase, "event": "festival",
        "players": {0: {"track": 20, "score": 6, "cards": list(GAME.new(2, 0).players[0].cards[3:]),
                        "palaces": [[2, "monk", "farmer"], [2, "scholar"], [1]]},
                    1: {"track": 12, "score": 5, "cards": list(GAME.new(2, 0).players[1].cards[3:])}}}, "test")


def test_this_months_scoring_is_not_asked_before_the_event() -> None:
    asks = {ask for ask, _ in here(_position("action"))}
    assert "event" in asks and "month_score" not in asks


def test_this_months_scoring_counts_the_palaces_left_after_the_decay() -> None:
    state = replace(_position("event"), stage="decay")
    asks = [(ask, args) for ask, args in here(state) if ask == "month_score" and args["player"] == 0]
    assert asks, "after the event, the month's scoring is asked"
    value, _ = GAME.answer(state, *asks[0], "test")
    assert value == 2  # three palaces now; the empty one of a single floor vanishes before the scoring
