"""In the Year of the Dragon as a ``Game``: each method handed to its part (setup, rules, listing, effects,
scoring, validate, position, questions)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tutor.core.game import Game, Outcome
from tutor.core.moves import Move
from tutor.core.verdict import Event, Verdict
from tutor.games.year_of_the_dragon import describe, effects, listing, rules, scoring, setup, validate
from tutor.games.year_of_the_dragon.messages import MESSAGES
from tutor.games.year_of_the_dragon.notation import SCHEMA
from tutor.games.year_of_the_dragon.position import from_position
from tutor.games.year_of_the_dragon.questions import QUESTIONS, answer
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState, is_over, observation, to_move


class YearOfTheDragon(Game[YearOfTheDragonState]):
    spec = setup.SPEC
    moves = SCHEMA
    messages = MESSAGES
    state_type = YearOfTheDragonState
    questions = QUESTIONS

    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> YearOfTheDragonState:
        return setup.new(players, seed, options)

    def setup_report(self, state: YearOfTheDragonState) -> tuple[Event, ...]:
        """The setup the rules prescribe, as cited lines (a lesson shows them)."""
        return setup.setup_report(state)

    # -- legality ---------------------------------------------------------------------------------
    def describe_move(self, state: YearOfTheDragonState | None, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
        return describe.describe_move(state, move, lang, names)

    def check(self, state: YearOfTheDragonState, mv: Move) -> Verdict:
        return rules.check(state, mv)

    def is_legal(self, state: YearOfTheDragonState, mv: Move) -> bool:
        return rules.is_legal(state, mv)

    def candidate_moves(self, state: YearOfTheDragonState) -> Iterable[Move]:
        return listing.candidate_moves(state)

    def legal_moves(self, state: YearOfTheDragonState) -> list[Move]:
        return listing.legal_moves(state)

    # -- playing ----------------------------------------------------------------------------------
    def resolve(self, state: YearOfTheDragonState, mv: Move) -> tuple[YearOfTheDragonState, tuple[Event, ...]]:
        return effects.resolve(state, mv)

    def to_move(self, state: YearOfTheDragonState) -> tuple[int, ...]:
        return to_move(state)

    def is_over(self, state: YearOfTheDragonState) -> bool:
        return is_over(state)

    def outcome(self, state: YearOfTheDragonState) -> Outcome:
        return scoring.outcome(state)

    def validate(self, state: YearOfTheDragonState, where: str = "state") -> None:
        validate.validate_state(state, where)  # counts, ranges and conservation (one validator for positions and saves)

    # -- information ------------------------------------------------------------------------------
    def observation(self, state: YearOfTheDragonState, viewer: int | None) -> YearOfTheDragonState:
        return observation(state, viewer)

    # -- scenarios --------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> YearOfTheDragonState:
        return from_position(players, options, position, where)

    def answer(self, state: YearOfTheDragonState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Any]]:
        return answer(state, question, args, where)

