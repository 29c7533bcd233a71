"""Lessons as data: steps of prose (message ids), quoted clauses, a position and an optional task."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.core.moves import Move
from tutor.core.verdict import Verdict


@dataclass(frozen=True)
class Task:
    """"Make a move that …": the move kinds accepted, whether it must be legal, a clause it must rest on."""

    text: str  # message id: what the learner is asked to do
    kinds: tuple[str, ...] = ()  # empty: any kind
    legal: bool | None = True  # None: legal or illegal both count
    cites: str = ""  # a clause the verdict must cite

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
