"""The reference game, the ``Game``: each method handed to the part that does it (a table of contents)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from tests.reference_game import describe, effects, listing, rules, scoring, setup, validate
from tests.reference_game.messages import MESSAGES
from tests.reference_game.notation import SCHEMA
from tests.reference_game.position import from_position
from tests.reference_game.questions import QUESTION_MESSAGES, QUESTIONS, answer
from tests.reference_game.state import PebblesState, is_over, observation, to_move
from tutor.core.game import Game, Message, Outcome
from tutor.core.moves import Move
from tutor.core.verdict import Event, Verdict


class Pebbles(Game[PebblesState]):
    """Take one to three pebbles, or pass once; whoever takes the last pebble wins."""

    spec = setup.SPEC
    moves = SCHEMA
    messages: Mapping[str, Message] = MESSAGES
    state_type = PebblesState
    questions = QUESTIONS
    question_messages: Mapping[str, str] = QUESTION_MESSAGES
    board: Any = None  # set in __init__.py (the board module comes after this one)
    bots: Mapping[str, Callable[..., Move]] = {}

    def new(self, players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> PebblesState:
        return setup.new(players, seed, options)

    def describe_move(self, state: PebblesState | None, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
        return describe.describe_move(state, move, lang, names)

    def check(self, state: PebblesState, move: Move) -> Verdict:
        return rules.check(state, move)

    def is_legal(self, state: PebblesState, move: Move) -> bool:
        return rules.is_legal(state, move)

    def candidate_moves(self, state: PebblesState) -> Iterable[Move]:
        return listing.candidate_moves(state)

    def legal_moves(self, state: PebblesState) -> list[Move]:
        return listing.legal_moves(state)

    def resolve(self, state: PebblesState, move: Move) -> tuple[PebblesState, tuple[Event, ...]]:
        return effects.resolve(state, move)

    def to_move(self, state: PebblesState) -> tuple[int, ...]:
        return to_move(state)

    def is_over(self, state: PebblesState) -> bool:
        return is_over(state)

    def outcome(self, state: PebblesState) -> Outcome:
        return scoring.outcome(state)

    def observation(self, state: PebblesState, viewer: int | None) -> PebblesState:
        return observation(state, viewer)

    def validate(self, state: PebblesState, where: str = "state") -> None:
        validate.validate_state(state, where)

    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> PebblesState:
        return from_position(players, options, position, where)

    def answer(self, state: PebblesState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        return answer(state, question, args, where)
