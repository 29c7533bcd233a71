"""China (Michael Schacht): the game object. It hands each rule to the part that does it.

A game is set up in ``setup``, legality is decided in ``rules.check`` (the one place), moves are listed in
``listing``, carried out in ``effects`` and scored in ``scoring``; ``notation`` reads the words of a move,
``position`` builds a scenario's state and ``questions`` answers what scenarios ask.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tutor.core import Checks, Event, Game, Move, Outcome, Verdict
from tutor.games.china import describe, effects, listing, notation, rules, scoring, setup
from tutor.games.china.boardfile import ChinaMap
from tutor.games.china.messages import MESSAGES
from tutor.games.china.notation import SCHEMA
from tutor.games.china.placing import Placement
from tutor.games.china.position import from_position
from tutor.games.china.questions import QUESTIONS, answer
from tutor.games.china.state import ChinaState, is_over, observation, to_move
from tutor.games.china.validate import validate_state


class China(Game[ChinaState]):
    spec = setup.SPEC
    moves = SCHEMA
    messages = MESSAGES
    state_type = ChinaState
    questions = QUESTIONS

    # -- setting up ---------------------------------------------------------------------------
    def board_for(self, players: int, options: Mapping[str, Any]) -> ChinaMap:
        """The side for the player count (china.setup.board.side): a for 3, b for 5, either for 4 (a by default)."""
        return setup.board_for(players, options)

    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> ChinaState:
        return setup.new(players, seed, options)

    def new_on(self, board: ChinaMap, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> ChinaState:
        """A new game on a given board (a bundled side or a user's board file)."""
        return setup.new_on(board, players, seed, options)

    # -- reading a place move -----------------------------------------------------------------
    def _parse_place(self, state: ChinaState, mv: Move, c: Checks) -> Placement | None:
        return notation.parse_place(state, mv, c)

    # -- legality -----------------------------------------------------------------------------
    def mover(self, state: ChinaState, mv: Move) -> int:
        """The player a move is judged for: the one it names (``pN:``), else the player to move."""
        return rules.mover(state, mv)

    def describe_move(self, state: ChinaState | None, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
        return describe.describe_move(state, move, lang, names)

    def check(self, state: ChinaState, mv: Move) -> Verdict:
        return rules.check(state, mv)

    def is_legal(self, state: ChinaState, mv: Move) -> bool:
        return rules.is_legal(state, mv)

    # -- listing moves --------------------------------------------------------------------------
    def candidate_moves(self, state: ChinaState) -> Iterable[Move]:
        """A broad superset: every card subset, region and piece combination (tests compare it with legal_moves)."""
        return listing.candidate_moves(state)

    def legal_moves(self, state: ChinaState) -> list[Move]:
        """Generated directly (fast); tests check it equals the candidates that ``check`` accepts."""
        return listing.legal_moves(state)

    def to_move(self, state: ChinaState) -> tuple[int, ...]:
        return to_move(state)

    def is_over(self, state: ChinaState) -> bool:
        return is_over(state)

    # -- playing --------------------------------------------------------------------------------
    def resolve(self, state: ChinaState, mv: Move) -> tuple[ChinaState, tuple[Event, ...]]:
        return effects.resolve(state, mv)

    # -- the end ------------------------------------------------------------------------------
    def outcome(self, state: ChinaState) -> Outcome:
        return scoring.outcome(state)

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: ChinaState, viewer: int | None) -> ChinaState:
        return observation(state, viewer)

    def validate(self, state: ChinaState, where: str = "state") -> None:
        validate_state(state, where)

    # -- scenarios ------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> ChinaState:
        return from_position(players, options, position, where)

    def answer(self, state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        return answer(state, question, args, where)
