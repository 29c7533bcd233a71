"""Game-independent core: verdicts, moves, states, matches, scenarios, the game registry."""

from tutor.core.errors import IllegalMoveError, InputError
from tutor.core.game import Game, GameSpec, OptionSpec, Outcome
from tutor.core.match import Match
from tutor.core.moves import ArgSpec, Move, MoveSchema, move
from tutor.core.rng import Rng
from tutor.core.verdict import Checks, Event, Reason, ScoreLine, Verdict, event, reason

__all__ = [
    "ArgSpec", "Checks", "Event", "Game", "GameSpec", "IllegalMoveError", "InputError", "Match", "Move",
    "MoveSchema", "OptionSpec", "Outcome", "Reason", "Rng", "ScoreLine", "Verdict", "event", "move", "reason",
]
