"""What every game provides: its spec, its moves, and ``check`` as the one source of legality."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from tutor.core.codec import DecodeError, decode, encode
from tutor.core.errors import N_, IllegalMoveError, InputError, Words, clip, echo
from tutor.core.moves import Move, MoveError, MoveSchema
from tutor.core.verdict import Event, ScoreLine, Verdict

S = TypeVar("S")
M_PLAYERS = N_("The number of players of this game is from %(low)s to %(high)s, not %(given)s.")
M_SEED = N_("The seed is a whole number, like 1 or 42, not %(given)s.")
M_VIEWER = N_("The viewer is one of the players, from 0 to %(high)s (or None to see everything), not %(given)s.")
M_OPTION = N_("“%(name)s” is an unknown option; the options are %(options)s.")
M_OPTION_VALUE = N_("“%(value)s” is not one of the values of the option “%(name)s”: %(values)s.")
M_OPTIONS = N_("The options are a dictionary of option names and values, not %(given)s.")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

# A message is an English msgid, or (singular, plural, name of the count parameter) for ngettext.
Message = str | tuple[str, str, str]

# What would make a violation go away: from the state, the move and the violation's parameters, a message
# (tutor domain) and its parameters, or None where this case has no concrete remedy.
RemedyText = tuple[Message, Mapping[str, Any]] | None
Remedy = Callable[[Any, Move, Mapping[str, Any]], RemedyText]


def remedy(message: Message) -> Remedy:
    """A remedy whose message needs only the violation's own parameters."""
    return lambda state, move, params: (message, params)


@dataclass(frozen=True)
class OptionSpec:
    """A game option (a variant or an edition) with its default and allowed values."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    label: str  # msgid in the tutor domain
    clauses: tuple[str, ...] = ()  # the clauses that define it


@dataclass(frozen=True)
class GameSpec:
    """What kind of game this is: players, chance, hidden information, its rulebooks and options."""

    name: str
    names: Mapping[str, str]  # by language: en, es, ja
    players: tuple[int, int]
    chance: bool
    hidden_information: bool
    simultaneous: bool
    domains: tuple[str, ...]  # rulebook catalog domains, main text first
    options: tuple[OptionSpec, ...] = ()
    aliases: tuple[str, ...] = ()
    default_players: int = 0
    listed: int = 100  # where the registry lists the game among the others (ties by name)
    small: bool = False  # a small game (a few rules): the tests ask what docs/adding-a-game.md says it may leave out

    def setup(self, players: Any = None, seed: Any = 0, viewer: Any = None, where: str = "match") -> int:
        """The number of players a match is created with (the game's default for None), after checking the
        arguments a learner passes from Python: whole numbers in range, a viewer who is one of the players."""
        n = players if players is not None else self.default_players or self.players[0]
        low, high = self.players
        if not _whole(n) or not low <= n <= high:
            raise InputError(where, 0, "players", parts=[(M_PLAYERS, {"low": low, "high": high, "given": echo(n, 40)})])
        if not _whole(seed):
            raise InputError(where, 0, "seed", parts=[(M_SEED, {"given": echo(seed, 40)})])
        if viewer is not None and (not _whole(viewer) or not 0 <= viewer < n):
            raise InputError(where, 0, "viewer", parts=[(M_VIEWER, {"high": n - 1, "given": echo(viewer, 40)})])
        return int(n)

    def resolve_options(self, given: Mapping[str, Any] | None, where: str = "options") -> dict[str, Any]:
        """Defaults filled in; unknown names and values outside the choices are input errors."""
        if given is not None and not isinstance(given, Mapping):
            raise InputError(where, 0, "options", parts=[(M_OPTIONS, {"given": echo(given, 40)})])
        known = {o.name: o for o in self.options}
        out = {o.name: o.default for o in self.options}
        for key, value in (given or {}).items():
            if key not in known:
                raise InputError(where, 0, key, parts=[(M_OPTION, {"name": clip(key, 40), "options": Words(known)})])
            if isinstance(value, str) and value not in known[key].choices:
                value = next((c for c in known[key].choices if str(c).lower() == value.lower()), value)
            if value not in known[key].choices:
                raise InputError(where, 0, key, parts=[(M_OPTION_VALUE, {"value": clip(value, 40), "name": key,
                                                                         "values": Words(map(str, known[key].choices))})])
            out[key] = value
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "names": dict(self.names), "aliases": list(self.aliases),
            "players": {"min": self.players[0], "max": self.players[1]},
            "chance": self.chance, "hidden_information": self.hidden_information,
            "simultaneous": self.simultaneous, "domains": list(self.domains),
            "options": [{"name": o.name, "default": o.default, "choices": list(o.choices)} for o in self.options],
        }


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final scores with their breakdown, and the ranking (ties broken)."""

    scores: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    ranking: tuple[int, ...]  # players, winner first
    tie_break: tuple[Event, ...] = field(default=())
    winners: tuple[int, ...] | None = None  # who wins under the rules: None means ranking[0] alone;
    # several for a victory the rules share, none when nobody wins (e.g. the tutor's turn limit)

    @property
    def won_by(self) -> tuple[int, ...]:
        return self.ranking[:1] if self.winners is None else self.winners


def player_count(state: Any) -> int | None:
    """How many players a game state is for, read from its usual fields (None if it has none)."""
    n = getattr(state, "n", None)
    if isinstance(n, int):
        return n
    players = getattr(state, "players", None)
    if isinstance(players, int):
        return players
    if isinstance(players, tuple):
        return len(players)
    hands = getattr(state, "hands", None)
    return len(hands) if isinstance(hands, tuple) else None



class Game(ABC, Generic[S]):
    """A game's rules. Subclasses implement ``check`` and ``resolve``; ``apply`` joins them."""

    spec: GameSpec
    moves: MoveSchema
    messages: Mapping[str, Message]  # reason/event code -> message id in the tutor domain
    state_type: type[S]

    # -- setting up -----------------------------------------------------------------------------
    @abstractmethod
    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> S:
        """The state at the start of a game (chance drawn from ``seed``)."""

    # -- legality -------------------------------------------------------------------------------
    @abstractmethod
    def check(self, state: S, move: Move) -> Verdict:
        """The verdict on a move: every violation with its clause, or the grounds that allow it."""

    @abstractmethod
    def candidate_moves(self, state: S) -> Iterable[Move]:
        """A superset of the legal moves (``legal_moves`` keeps those ``check`` accepts)."""

    def is_legal(self, state: S, move: Move) -> bool:
        """``check(state, move).legal``; a game may answer by the same checks stopping at the first fault."""
        return self.check(state, move).legal

    def legal_moves(self, state: S) -> list[Move]:
        """Exactly the moves whose verdict is legal."""
        return [m for m in self.candidate_moves(state) if self.is_legal(state, m)]

    # -- playing --------------------------------------------------------------------------------
    @abstractmethod
    def resolve(self, state: S, move: Move) -> tuple[S, tuple[Event, ...]]:
        """Carry out a move already found legal: the new state and the events it caused."""

    def apply(self, state: S, move: Move) -> tuple[S, tuple[Event, ...]]:
        """The new state and its events; ``IllegalMoveError`` (state untouched) if the move is illegal."""
        verdict = self.check(state, move)
        if not verdict.legal:
            raise IllegalMoveError(verdict)
        return self.resolve(state, move)

    @abstractmethod
    def to_move(self, state: S) -> tuple[int, ...]:
        """The players who may move now (several in a simultaneous phase; none when over)."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome:
        """Final scores with a cited breakdown (only when the game is over)."""

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: S, viewer: int | None) -> S:
        """The state as ``viewer`` may see it (``None``: the teacher's view, everything)."""
        return state

    def parse_move(self, text: str | Move, where: str = "move", state: S | None = None) -> Move:
        """The move ``text`` writes (a ``Move`` is taken as it is). Given the position ``state``, a move that does
        not parse, or names a player the game does not have, is told in terms of that position: what exists
        there, the move's syntax and two moves one can make there."""
        try:
            mv = text if isinstance(text, Move) else self.moves.parse(text, where)
        except MoveError as exc:
            if state is None:
                raise
            raise exc.here(self.moves, self._examples(state), player_count(state)) from None
        if state is None:
            return mv
        n = player_count(state)
        if mv.player is not None and n is not None and not 0 <= mv.player < n:
            error = MoveError(where, "player", [], word=f"p{mv.player}:", kind=mv.kind)
            raise error.here(self.moves, self._examples(state), n) from None
        return mv

    def describe_move(self, state: S | None, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
        """``move`` in plain words in ``lang``, players by name: what a learner reads wherever a move is shown
        (the typed notation only teaches what to type). A game without words for its moves shows the notation."""
        return str(move)

    def _examples(self, state: S) -> list[Move]:
        """The legal moves here, to show as examples (none once the game is over)."""
        return [] if self.is_over(state) else self.legal_moves(state)

    # -- serialisation --------------------------------------------------------------------------
    def to_json(self, state: S) -> dict[str, Any]:
        data: dict[str, Any] = encode(state)
        return data

    def from_json(self, data: Any, where: str = "state") -> S:
        try:
            state: S = decode(self.state_type, data)
        except DecodeError as exc:
            raise InputError(where, 0, exc.path, exc.problem) from None
        self.validate(state, where)
        return state

    def validate(self, state: S, where: str = "state") -> None:
        """Raise InputError if a decoded state breaks the game's invariants."""

    # -- scenarios ------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> S:
        """A state from a scenario's ``position`` (only what matters; the rest defaults)."""
        raise InputError(where, 0, "position", f"{self.spec.name} does not take positions yet")

    def answer(self, state: S, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        """Answer a scenario question about ``state``: the value and the cited lines behind it."""
        raise InputError(where, 0, "ask", f"unknown question {question!r}")

    questions: tuple[str, ...] = ()
    # optional parts a game may provide: its board (a tutor.core.board.Board), bots by name, lessons by id
    board: Any = None
    bots: Mapping[str, Any] = {}
    lessons: Mapping[str, Any] = {}
    remedies: Mapping[str, Remedy] = {}  # violation code -> what would make the move legal (hints)
