"""River Dragons: programming five cards at once, then resolving them position by position.

The game object hands each method to its part: ``setup`` sets a game up, ``rules.check`` is the one place
legality is decided, ``listing`` lists the moves, ``effects`` carries out a legal move and then plays
on by itself through everything the rules force (cancelled actions, a lost action, a fall) until some
player has a choice to make again, ``scoring`` gives the outcome; ``planks`` knows where pawns step and
planks rest; ``validate``, ``position`` and ``questions`` check states, build scenario positions and
answer their questions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tutor.core.game import Game, Outcome
from tutor.core.moves import Move
from tutor.core.verdict import Event, Reason, Verdict
from tutor.games.river_dragons import describe, effects, listing, planks, questions, rules, scoring, setup, validate
from tutor.games.river_dragons.boardfile import RiverBoard
from tutor.games.river_dragons.messages import MESSAGES, QUESTION_MESSAGES
from tutor.games.river_dragons.notation import SCHEMA
from tutor.games.river_dragons.position import from_position as _from_position
from tutor.games.river_dragons.questions import QUESTIONS
from tutor.games.river_dragons.setup import DEFAULT_TURN_LIMIT
from tutor.games.river_dragons.state import ACTIONS, CARDS, RiverDragonsState, is_over, is_plank, observation, to_move


class RiverDragons(Game[RiverDragonsState]):
    spec = setup.SPEC
    moves = SCHEMA
    messages = MESSAGES
    question_messages = QUESTION_MESSAGES
    state_type = RiverDragonsState
    questions = QUESTIONS

    # -- setting up -----------------------------------------------------------------------------
    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> RiverDragonsState:
        """No chance in this game: ``seed`` changes nothing."""
        return setup.new(players, seed, options)

    def new_on(self, board: RiverBoard, players: int, turn_limit: int = DEFAULT_TURN_LIMIT,
               colours: Sequence[str] | None = None) -> RiverDragonsState:
        """A new game on any board (one's own too, see ``boardfile.load_board``)."""
        return setup.new_on(board, players, turn_limit, colours)

    # -- reading the state ----------------------------------------------------------------------
    @staticmethod
    def neighbours(s: RiverDragonsState, place: str) -> list[str]:
        """Planks and villages one step from ``place`` (a plank shares a support; a village supports it)."""
        return planks.neighbours(s, place)

    def cancelled_by(self, s: RiverDragonsState, player: int, position: int) -> list[int]:
        """The players whose dragon cancels ``player``'s card at ``position`` (none if that card is a dragon)."""
        return effects.cancelled_by(s, player, position)

    # -- legality -------------------------------------------------------------------------------
    def describe_move(self, state: RiverDragonsState | None, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
        return describe.describe_move(state, move, lang, names)

    def param_words(self, key: str, value: object, lang: str) -> str | None:
        """A reason's place or plank parameter in words ("the pink plank number 2", "island 7"), else None."""
        return describe.param_words(key, value, lang)

    def check(self, state: RiverDragonsState, move: Move) -> Verdict:
        return rules.check(state, move)

    def is_legal(self, state: RiverDragonsState, move: Move) -> bool:
        return rules.is_legal(state, move)

    def placement_problems(self, s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
        """Every reason a plank cannot rest on supports a and b (empty: it can): the union of each rule's."""
        return planks.placement_problems(s, plank, a, b)

    def fits_somewhere(self, s: RiverDragonsState, plank: str) -> bool:
        return planks.fits_somewhere(s, plank)

    # -- listing --------------------------------------------------------------------------------
    def candidate_moves(self, state: RiverDragonsState) -> Iterable[Move]:
        return listing.candidate_moves(state)

    def legal_moves(self, state: RiverDragonsState) -> list[Move]:
        """The same moves as filtering candidates by ``check`` (tests hold them equal), generated fast."""
        return listing.legal_moves(state)

    # -- playing --------------------------------------------------------------------------------
    def to_move(self, state: RiverDragonsState) -> tuple[int, ...]:
        return to_move(state)

    def is_over(self, state: RiverDragonsState) -> bool:
        return is_over(state)

    def resolve(self, state: RiverDragonsState, move: Move) -> tuple[RiverDragonsState, tuple[Event, ...]]:
        return effects.resolve(state, move)

    # -- the end --------------------------------------------------------------------------------
    def outcome(self, state: RiverDragonsState) -> Outcome:
        return scoring.outcome(state)

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: RiverDragonsState, viewer: int | None) -> RiverDragonsState:
        return observation(state, viewer)

    def validate(self, state: RiverDragonsState, where: str = "state") -> None:
        validate.validate_state(state, where)

    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> RiverDragonsState:
        return _from_position(players, options, position, where)

    def answer(self, state: RiverDragonsState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        return questions.answer(state, question, args, where)


__all__ = ["ACTIONS", "CARDS", "RiverDragons", "is_plank"]
