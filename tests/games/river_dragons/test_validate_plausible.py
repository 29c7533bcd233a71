"""River Dragons' plausibility check (issue 36): every position a learner is shown is one a real game reaches."""

from __future__ import annotations

from typing import Any

from tests.games.shown_positions import implausible_report
from tutor.core.registry import load_game
from tutor.games.river_dragons.validate import implausible

GAME = load_game("river_dragons")


def _state(position: dict[str, Any], players: int = 2) -> Any:
    return GAME.from_position(players, GAME.spec.resolve_options({}), position, "test")


def test_every_shown_position_is_plausible() -> None:
    assert implausible_report("river_dragons", implausible) == []


def test_played_games_are_plausible() -> None:
    import random

    from tutor.core.bots import random_bot

    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new(3, seed)
        for _ in range(200):
            if GAME.is_over(state):
                break
            assert implausible(state) == [], seed
            state, _ = GAME.apply(state, random_bot(GAME, state, GAME.to_move(state)[0], rng))


def test_each_finding_names_its_rule() -> None:
    found = {f.clause for f in implausible(_state({"turn": 2, "first": 0}))}
    assert found == {"rd.setup.first-player.rotation", "rd.turn-end.new-turn"}
    crowded = {f.clause for f in implausible(_state({"stones": ["i1", "i2", "i3", "i4", "i5", "i6", "i7"]}))}
    assert crowded == {"rd.play.turns"}
    missing = {f.clause for f in implausible(_state({
        "programs": {0: ["stone2", "stone1", "move2", "jump", "remove"], 1: ["stone1", "move1", "move2", "jump", "remove"]},
        "resolve": {"position": 2, "player": 0}}))}
    assert missing == {"rd.resolution.next-card"}


def test_one_players_planks_are_bounded_by_their_own_cards() -> None:
    """On turn 2 four planks of one colour are out: all four left their owner's reserve through the owner's own plank
    cards (only they hold them at the start), which lay at most 3 a turn, though the two players together could
    have laid 6 in turn 1."""
    position = {"turn": 2, "first": 1, "stones": ["i1", "i2", "i3"],
                "planks": ["pink6 i1 i2", "pink5 i1 i3", "pink4 i1 pink", "pink3 i2 i3"]}
    found = implausible(_state(position))
    assert [f.clause for f in found] == ["rd.play.turns"] and "pink" in found[0].what, found
    assert implausible(_state({**position, "planks": position["planks"][:3]})) == []
