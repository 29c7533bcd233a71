"""A match: the states of one game in order, with undo, redo, goto, branches and JSON save/load."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tutor.core.errors import IllegalMoveError
from tutor.core.game import Game, player_count
from tutor.core.inputs import load_json
from tutor.core.moves import Move
from tutor.core.savefile import FORMAT, M_ILLEGAL, M_START, M_TOO_LARGE, VERSION, problem, read_header, read_start
from tutor.core.verdict import Event, Verdict

S = TypeVar("S")
MAX_SAVE_BYTES = 20_000_000


@dataclass(frozen=True)
class Tried(Generic[S]):
    """A move tried once: its verdict and, when legal, the state after it and the events it caused."""

    verdict: Verdict
    state: S | None = None
    events: tuple[Event, ...] = ()

    @property
    def legal(self) -> bool:
        return self.verdict.legal


def try_apply(game: Game[S], state: S, move: Move) -> Tried[S]:
    """Check a move once and, if legal, carry it out: the one check-then-apply every caller shares
    (``Game.apply`` checks again; callers that also want the verdict use this instead)."""
    verdict = game.check(state, move)
    if not verdict.legal:
        return Tried(verdict)
    after, events = game.resolve(state, move)
    return Tried(verdict, after, events)


@dataclass(frozen=True)
class Step(Generic[S]):
    """One step of a match: the move made, the events it caused, and the state after it."""

    move: Move | None  # None for the starting position
    events: tuple[Event, ...]
    state: S


class Match(Generic[S]):
    """The history of a game. States are immutable, so every step is kept as it was."""

    def __init__(self, game: Game[S], start: S, *, players: int, seed: int = 0,
                 options: Mapping[str, Any] | None = None, custom_start: bool = False) -> None:
        self.game = game
        self.players, self.seed, self.options = players, seed, dict(options or {})
        self.custom_start = custom_start
        self._steps: list[Step[S]] = [Step(None, (), start)]
        self._cursor = 0

    @classmethod
    def new(cls, game: Game[S], players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> Match[S]:
        opts = game.spec.resolve_options(options)
        return cls(game, game.new(players, seed, opts), players=players, seed=seed, options=opts)

    # -- where we are ---------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._steps[self._cursor].state

    @property
    def step(self) -> int:
        return self._cursor

    @property
    def length(self) -> int:
        """The number of moves in the history (including undone ones that can be redone)."""
        return len(self._steps) - 1

    @property
    def history(self) -> list[Step[S]]:
        """The steps up to the current one (the starting position first)."""
        return self._steps[: self._cursor + 1]

    @property
    def last_events(self) -> tuple[Event, ...]:
        return self._steps[self._cursor].events

    @property
    def last_move(self) -> Move | None:
        return self._steps[self._cursor].move

    # -- moving ---------------------------------------------------------------------------------
    def push(self, move: Move) -> tuple[Event, ...]:
        """Play a move at the current step; later (undone) steps are dropped. Illegal: ``IllegalMoveError``
        and nothing changes."""
        tried = self.attempt(move)
        if not tried.legal:
            raise IllegalMoveError(tried.verdict)
        return tried.events

    def attempt(self, move: Move) -> Tried[S]:
        """Check a move once; play it if legal (later, undone steps are dropped). Illegal: nothing changes.
        The verdict comes back either way, so no caller needs to check before pushing."""
        tried = try_apply(self.game, self.state, move)
        if tried.legal:
            del self._steps[self._cursor + 1:]
            self._steps.append(Step(move, tried.events, tried.state))  # type: ignore[arg-type]
            self._cursor += 1
        return tried

    def undo(self) -> bool:
        if self._cursor == 0:
            return False
        self._cursor -= 1
        return True

    def redo(self) -> bool:
        if self._cursor >= len(self._steps) - 1:
            return False
        self._cursor += 1
        return True

    def goto(self, step: int) -> None:
        if not 0 <= step < len(self._steps):
            raise IndexError(f"step {step} is outside 0..{len(self._steps) - 1}")
        self._cursor = step

    def branch(self) -> Match[S]:
        """A "what if" copy that shares the history up to the current step and nothing after."""
        other: Match[S] = Match(self.game, self._steps[0].state, players=self.players, seed=self.seed,
                                options=self.options, custom_start=self.custom_start)
        other._steps = list(self._steps[: self._cursor + 1])
        other._cursor = self._cursor
        return other

    # -- saving ---------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.game.spec.name,
            "players": self.players, "seed": self.seed, "options": self.options,
            "moves": [str(s.move) for s in self._steps[1:]], "cursor": self._cursor,
        }
        if self.custom_start:
            data["start"] = self.game.to_json(self._steps[0].state)
        return data

    def dumps(self) -> str:
        import json

        return json.dumps(self.to_json(), ensure_ascii=False)

    @classmethod
    def from_json(cls, game: Game[S], data: Any, where: str = "match") -> Match[S]:
        """Rebuild a match, checking every field and every move; errors name the field or move."""
        players, seed, options, moves, cursor = read_header(game, data, where)  # errors in the learner's words
        if "start" in data:
            start = read_start(game, data["start"], where)
            if player_count(start) not in (None, players):
                raise problem(where, "start", M_START)
            match = cls(game, start, players=players, seed=seed, options=options, custom_start=True)
        else:
            match = cls(game, game.new(players, seed, options), players=players, seed=seed, options=options)
        for i, text in enumerate(moves):
            mv = game.parse_move(text, f"{where}: moves[{i}]", state=match.state)  # a player beyond the players too
            if mv.player is not None and not 0 <= mv.player < players:
                raise problem(where, f"moves[{i}]", M_ILLEGAL, n=i + 1, move=text[:60])
            try:
                match.push(mv)
            except IllegalMoveError:
                raise problem(where, f"moves[{i}]", M_ILLEGAL, n=i + 1, move=text[:60]) from None
        match.goto(cursor)
        return match

    @classmethod
    def loads(cls, game: Game[S], text: str, where: str = "match") -> Match[S]:
        if len(text) > MAX_SAVE_BYTES:
            raise problem(where, "(file)", M_TOO_LARGE)
        return cls.from_json(game, load_json(text, where), where)
