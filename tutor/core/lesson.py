"""Lessons as data: steps of prose (message ids), quoted clauses, a position and an optional task."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.scenario import with_player_numbers
from tutor.core.verdict import Verdict

DEFAULT_NAMES = ("Anna", "Benno", "Clara", "Doro", "Emil", "Fiona")


@dataclass(frozen=True)
class Task:
    """"Make a move that …": the move kinds accepted, whether it must be legal, a clause it must rest on."""

    text: str  # message id: what the learner is asked to do
    kinds: tuple[str, ...] = ()  # empty: any kind
    legal: bool | None = True  # None: legal or illegal both count
    cites: str = ""  # a clause the verdict must cite
    example: str = ""  # a move (in the game's notation) that does the task; tests try it

    def done(self, mv: Move, verdict: Verdict) -> bool:
        return ((not self.kinds or mv.kind in self.kinds)
                and (self.legal is None or verdict.legal == self.legal)
                and (not self.cites or self.cites in verdict.clauses))


@dataclass(frozen=True)
class Step:
    """One screen of a lesson."""

    text: str  # message id of the prose
    clauses: tuple[str, ...] = ()  # the rule text it quotes
    position: Mapping[str, Any] | None = None  # a scenario position (None: a new game)
    players: int = 0  # 0: the game's default
    options: Mapping[str, Any] = field(default_factory=dict)
    task: Task | None = None
    moves: tuple[str, ...] = ()  # moves played before the step is shown (e.g. to reach a phase)


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str  # message id
    steps: tuple[Step, ...]


def step_start(game: Game[Any], lesson: Lesson, step: Step) -> tuple[int, Any | None]:
    """The player count of a step and its starting state (None: a new game), before ``step.moves``."""
    players = step.players or game.spec.default_players or game.spec.players[0]
    if step.position is None:
        return players, None
    position = with_player_numbers(dict(step.position), DEFAULT_NAMES[:players])
    return players, game.from_position(players, game.spec.resolve_options(step.options), position,
                                       f"lesson {lesson.id}")
