"""Verdicts, violations, grounds and events: the tutor's reasons, as data.

A reason is a stable code, the clause id(s) it rests on, and parameters. Its words come from the
``tutor`` message catalog (never an English f-string), and its authority from the rule catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

Params = Mapping[str, Any]


def freeze_params(params: Params | None) -> tuple[tuple[str, Any], ...]:
    """Parameters as sorted (name, value) pairs, lists turned into tuples (so reasons hash)."""
    if not params:
        return ()
    if len(params) == 1:
        ((k, v),) = params.items()
        return ((k, tuple(v) if type(v) is list else v),)
    if list in map(type, params.values()):
        return tuple(sorted((k, tuple(v) if type(v) is list else v) for k, v in params.items()))
    return tuple(sorted(params.items()))


@dataclass(frozen=True)
class Reason:
    """A coded statement resting on one or more clauses, with its parameters."""

    code: str
    clauses: tuple[str, ...]
    params: tuple[tuple[str, Any], ...] = ()

    def __init__(self, code: str, clauses: tuple[str, ...], params: tuple[tuple[str, Any], ...] = ()) -> None:
        # as the generated frozen ``__init__`` (kept by ``dataclass``), without one ``object.__setattr__`` per field
        self.__dict__.update(code=code, clauses=clauses, params=params)

    @property
    def clause(self) -> str:
        """The main clause (the first one cited)."""
        return self.clauses[0] if self.clauses else ""

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "clauses": list(self.clauses), "params": {k: _jsonable(v) for k, v in self.params}}


def _jsonable(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def reason(code: str, clauses: str | Iterable[str], **params: Any) -> Reason:
    """Build a reason: ``reason("yotd.fee", "yotd.actions.fee", need=3, have=1)``."""
    r = _new(Reason)
    r.__dict__.update(code=code, clauses=(clauses,) if isinstance(clauses, str) else tuple(clauses),
                      params=freeze_params(params))
    return r


# The builders below fill a new instance's dictionary directly, as the frozen dataclass's ``__init__`` would
# (field by field through ``object.__setattr__``), at about half its cost: reasons are built on every check.
_new = object.__new__


# A violation says why a move is illegal; a ground says which clause allows it; an event says
# what applying a move did. All three are reasons.
Violation = Reason
Ground = Reason


@dataclass(frozen=True)
class Event(Reason):
    """Something that happened when a move was applied (a payment, a release, a score)."""

    player: int | None = None

    def __init__(self, code: str, clauses: tuple[str, ...], params: tuple[tuple[str, Any], ...] = (),
                 player: int | None = None) -> None:
        self.__dict__.update(code=code, clauses=clauses, params=params, player=player)

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "player": self.player}


def event(code: str, clauses: str | Iterable[str], player: int | None = None, **params: Any) -> Event:
    e = _new(Event)
    e.__dict__.update(code=code, clauses=(clauses,) if isinstance(clauses, str) else tuple(clauses),
                      params=freeze_params(params), player=player)
    return e


def actor_event(code: str, clauses: str | Iterable[str], player: int | None = None, **params: Any) -> Event:
    """An event whose message can name its actor: ``player`` is set on the event and as a parameter."""
    if player is not None:
        params["player"] = player
    e = _new(Event)
    e.__dict__.update(code=code, clauses=(clauses,) if type(clauses) is str else tuple(clauses),
                      params=freeze_params(params), player=player)
    return e


@dataclass(frozen=True)
class Verdict:
    """Whether a move is legal, every violation (not just the first), and the grounds that allow it."""

    legal: bool
    violations: tuple[Reason, ...] = ()
    grounds: tuple[Reason, ...] = ()

    @classmethod
    def of(cls, violations: Iterable[Reason], grounds: Iterable[Reason] = ()) -> Verdict:
        v = tuple(violations)
        return cls(not v, v, tuple(grounds))

    @property
    def clauses(self) -> tuple[str, ...]:
        """Every clause the verdict rests on, violations first, without repeats."""
        ids: dict[str, None] = {}
        for r in (*self.violations, *self.grounds):
            ids.update(dict.fromkeys(r.clauses))
        return tuple(ids)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(v.code for v in self.violations)

    def to_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "violations": [v.to_json() for v in self.violations],
            "grounds": [g.to_json() for g in self.grounds],
        }


@dataclass(frozen=True)
class ScoreLine:
    """One line of a score breakdown: points for a player, and why."""

    player: int
    points: int
    reason: Reason

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "points": self.points, **self.reason.to_json()}


class FirstFault(Exception):
    """Raised by a quick ``Checks`` at the first violation: the move is illegal, nothing more is asked."""


class Checks:
    """Collects violations while a rule check runs; ``Checks().require(cond, reason)``.

    A quick ``Checks(quick=True)`` runs the same rule code for listing and bots: it stops at the first fault
    (``FirstFault``) and keeps no grounds, so the one truth stays the rules' code (``quick_legal``).
    """

    __slots__ = ("grounds", "quick", "violations")

    def __init__(self, quick: bool = False) -> None:
        self.violations: list[Reason] = []
        self.grounds: list[Reason] = []
        self.quick = quick

    def require(self, condition: bool, violation: Reason) -> bool:
        if not condition:
            if self.quick:
                raise FirstFault
            self.violations.append(violation)
        return condition

    def ground(self, g: Reason) -> None:
        if not self.quick:
            self.grounds.append(g)

    def verdict(self) -> Verdict:
        return Verdict.of(self.violations, self.grounds)


def quick_legal(judge: Callable[[Checks], object]) -> bool:
    """Whether ``judge`` (a game's rule checks writing into the ``Checks`` it is given) finds no fault."""
    c = Checks(True)
    try:
        judge(c)
    except FirstFault:
        return False
    return not c.violations
