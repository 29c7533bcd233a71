"""Dragonheart, the ``Game``: its spec and options, each method handed to the part that does it.

Legality is ``rules.check``, the moves ``listing``, what a move does ``effects.resolve``, the points and the
outcome ``scoring``, the starting state ``setup.new``, scenario positions ``position`` and questions
``questions``. What stays here is what a viewer may see (``observation``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from tutor.core.game import Game, Message, Outcome
from tutor.core.moves import Move
from tutor.core.verdict import Event, Verdict
from tutor.games.dragonheart import describe, effects, listing, rules, scoring, setup, validate
from tutor.games.dragonheart.messages import MESSAGES
from tutor.games.dragonheart.notation import SCHEMA
from tutor.games.dragonheart.position import from_position
from tutor.games.dragonheart.questions import QUESTION_MESSAGES, QUESTIONS, answer
from tutor.games.dragonheart.state import DragonheartState, is_over, observation, to_move


class Dragonheart(Game[DragonheartState]):
    """Dragonheart for two players (green deck: player 1, red deck: player 2)."""

    spec = setup.SPEC
    moves = SCHEMA
    messages: Mapping[str, Message] = MESSAGES
    state_type = DragonheartState
    questions = QUESTIONS
    question_messages: Mapping[str, str] = QUESTION_MESSAGES
    board: Any = None  # set in __init__.py (the board module imports this one)
    bots: Mapping[str, Callable[..., Move]] = {}

    # -- setting up -----------------------------------------------------------------------------
    def new(self, players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> DragonheartState:
        return setup.new(players, seed, options)

    # -- legality -------------------------------------------------------------------------------
    def describe_move(self, state: DragonheartState | None, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
        return describe.describe_move(state, move, lang, names)

    def check(self, state: DragonheartState, move: Move) -> Verdict:
        return rules.check(state, move)

    def is_legal(self, state: DragonheartState, move: Move) -> bool:
        return rules.is_legal(state, move)

    def candidate_moves(self, state: DragonheartState) -> Iterable[Move]:
        return listing.candidate_moves(state)

    def legal_moves(self, state: DragonheartState) -> list[Move]:
        return listing.legal_moves(state)

    # -- playing --------------------------------------------------------------------------------
    def resolve(self, state: DragonheartState, move: Move) -> tuple[DragonheartState, tuple[Event, ...]]:
        return effects.resolve(state, move)

    # -- whose turn, the end --------------------------------------------------------------------
    def to_move(self, state: DragonheartState) -> tuple[int, ...]:
        return to_move(state)

    def is_over(self, state: DragonheartState) -> bool:
        return is_over(state)

    def outcome(self, state: DragonheartState) -> Outcome:
        return scoring.outcome(state)

    def winner(self, state: DragonheartState) -> int | None:
        return scoring.winner(state)

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: DragonheartState, viewer: int | None) -> DragonheartState:
        return observation(state, viewer)

    # -- serialisation --------------------------------------------------------------------------
    def validate(self, state: DragonheartState, where: str = "state") -> None:
        validate.validate_state(state, where)

    # -- scenarios ------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> DragonheartState:
        return from_position(players, options, position, where)

    def answer(self, state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        return answer(state, question, args, where)
