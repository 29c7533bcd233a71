"""A match: the states of one game in order, with undo, redo, goto, branches and JSON save/load."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tutor.core.errors import IllegalMoveError, InputError
from tutor.core.game import Game, player_count
from tutor.core.inputs import load_json
from tutor.core.moves import Move
from tutor.core.verdict import Event, Verdict

S = TypeVar("S")
FORMAT = "tutor-match"
VERSION = 1
MAX_SAVE_BYTES = 20_000_000
MAX_MOVES = 50_000  # far more than any game of the four takes


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
        if not isinstance(data, dict):
            raise InputError(where, 0, "(file)", "a saved match is a JSON object")
        if data.get("format") != FORMAT:
            raise InputError(where, 0, "format", f"expected {FORMAT!r}")
        if type(data.get("version")) is not int or data.get("version") != VERSION:
            raise InputError(where, 0, "version", f"expected {VERSION}")
        if data.get("game") != game.spec.name:
            raise InputError(where, 0, "game", f"this file is for {data.get('game')!r}, not {game.spec.name!r}")
        unknown = set(data) - {"format", "version", "game", "players", "seed", "options", "moves", "cursor", "start"}
        if unknown:
            raise InputError(where, 0, sorted(map(str, unknown))[0], "unknown field")
        players, seed = data.get("players"), data.get("seed", 0)
        low, high = game.spec.players
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            raise InputError(where, 0, "players", f"expected a number of players from {low} to {high}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InputError(where, 0, "seed", "expected a whole number")
        raw_options = data.get("options", {})
        if not isinstance(raw_options, dict):
            raise InputError(where, 0, "options", "expected an object of option names and values")
        try:
            options = game.spec.resolve_options(raw_options, where)
        except TypeError:  # an unhashable value
            raise InputError(where, 0, "options", "expected option names and plain values") from None
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise InputError(where, 0, "moves", "expected a list of moves in the game's notation")
        if len(moves) > MAX_MOVES:
            raise InputError(where, 0, "moves", f"more than {MAX_MOVES} moves")
        cursor = data.get("cursor", len(moves))
        if type(cursor) is not int or not 0 <= cursor <= len(moves):
            raise InputError(where, 0, "cursor", f"expected a step from 0 to {len(moves)}")
        if "start" in data:
            start = game.from_json(data["start"], where)
            if player_count(start) not in (None, players):
                raise InputError(where, 0, "start", f"a state of {player_count(start)} players in a match of {players}")
            match = cls(game, start, players=players, seed=seed, options=options, custom_start=True)
        else:
            match = cls(game, game.new(players, seed, options), players=players, seed=seed, options=options)
        for i, text in enumerate(moves):
            mv = game.parse_move(text, f"{where}: moves[{i}]")
            if mv.player is not None and not 0 <= mv.player < players:
                raise InputError(where, 0, f"moves[{i}]", f"p{mv.player}: is not a player (p0..p{players - 1})")
            try:
                match.push(mv)
            except IllegalMoveError as exc:
                raise InputError(where, 0, f"moves[{i}]", f"{text!r} is illegal here ({', '.join(exc.verdict.codes)})") from None
        match.goto(cursor)
        return match

    @classmethod
    def loads(cls, game: Game[S], text: str, where: str = "match") -> Match[S]:
        if len(text) > MAX_SAVE_BYTES:
            raise InputError(where, 0, "(file)", "too large for a saved match")
        return cls.from_json(game, load_json(text, where), where)
