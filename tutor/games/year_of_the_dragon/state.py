"""The state of a game of In the Year of the Dragon: frozen values, shared between steps."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core.evolve import evolve
from tutor.core.rng import Rng
from tutor.games.year_of_the_dragon.components import TILE_INDEX

Tile = tuple[str, str]  # (person type, age)


@dataclass(frozen=True)
class Palace:
    floors: int
    persons: tuple[Tile, ...] = ()

    @property
    def room(self) -> int:
        return self.floors - len(self.persons)


@dataclass(frozen=True)
class Player:
    yuan: int
    rice: int = 0
    fireworks: int = 0
    small: int = 0  # small privileges
    large: int = 0  # large privileges
    palaces: tuple[Palace, ...] = ()
    cards: tuple[str, ...] = ()  # person cards in hand: types and "joker"
    track: int = 0  # space on the person track
    arrival: int = 0  # when the marker last landed (a later arrival stands on top)
    score: int = 0
    walls: tuple[str, ...] = ()  # wall tiles not yet built (Great Wall)
    released: int = 0  # persons this player has released from service
    ledger: tuple[tuple[str, int], ...] = ()  # points scored so far, by the clause that gave them

    @property
    def persons(self) -> tuple[Tile, ...]:
        return tuple(t for p in self.palaces for t in p.persons)

    def symbols(self, kind: str) -> int:
        """Symbols shown on this player's persons of a type (e.g. helmets on warriors)."""
        from tutor.games.year_of_the_dragon.components import COMPONENTS

        return sum(COMPONENTS.symbols(t, a) for t, a in self.persons if t == kind)


@dataclass(frozen=True)
class Obligation:
    """Something a player must do before play goes on: release persons, place floors, ..."""

    player: int
    kind: str  # release | floors | demolish | discard | discard_card | sunrise | charter
    count: int
    cause: str  # the reason code it comes from (e.g. "tribute"), for citations
    palaces: tuple[int, ...] = ()  # release: palaces it may come from (empty: any)
    distinct: bool = False  # release: at most one person from each palace (drought)
    used: tuple[int, ...] = ()  # palaces already hit when ``distinct``


@dataclass(frozen=True)
class YearOfTheDragonState:
    players: tuple[Player, ...]
    month: int  # 0 during the initial picks, then 1..12
    phase: str  # draft | action | person | event | over
    order: tuple[int, ...]  # the players acting in this phase, in order
    turn: int  # index into ``order``
    event_row: tuple[str, ...]
    display: tuple[int, ...]  # tiles left, by index in components.TILES
    groups: tuple[tuple[str, ...], ...] = ()
    dragons: tuple[tuple[int, ...], ...] = ()
    pending: tuple[Obligation, ...] = ()
    stage: str = ""  # event phase: the next automatic step
    wall: tuple[int, ...] = ()  # owners of the wall tiles built under the event row, left to right
    super_event: str = ""  # the Super Event on month 7 ("" without the expansion)
    super_hidden: bool = False  # drawn at random and kept hidden until month 7's Super Event takes place
    clock: int = 0  # arrival counter for stacking on the person track
    taken_pairs: tuple[tuple[str, str], ...] = ()  # initial pairs already chosen
    sunrise_taken: tuple[str, ...] = ()
    rng: Rng = Rng(0)  # noqa: RUF009 (Rng is a frozen value)
    edition: str = "old"
    great_wall: bool = False
    final: tuple[tuple[int, str, int], ...] = ()  # final scoring lines (player, code, points)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def current(self) -> int | None:
        """The player who must decide now, or None when the game is over."""
        if self.pending:
            return self.pending[0].player
        if self.phase in ("draft", "action", "person") and self.turn < len(self.order):
            return self.order[self.turn]
        return None

    def tiles_left(self, kind: str, age: str) -> int:
        i = TILE_INDEX.get((kind, age))
        if i is None:  # as TILES.index did for a tile that does not exist
            raise ValueError(f"no tile {(kind, age)!r}")
        return self.display[i]

    def with_player(self, player: int, **changes: object) -> YearOfTheDragonState:
        players = list(self.players)
        players[player] = evolve(players[player], **changes)
        return evolve(self, players=tuple(players))


def track_order(players: tuple[Player, ...]) -> tuple[int, ...]:
    """Players by person track: furthest first; on the same space the later arrival (on top) first."""
    return tuple(sorted(range(len(players)), key=lambda i: (-players[i].track, -players[i].arrival)))


def to_move(state: YearOfTheDragonState) -> tuple[int, ...]:
    """Who moves: the player whose turn it is (nobody between phases or once the game is over)."""
    return () if state.current is None else (state.current,)


def is_over(state: YearOfTheDragonState) -> bool:
    return state.phase == "over"


def observation(state: YearOfTheDragonState, viewer: int | None) -> YearOfTheDragonState:
    """Everything on the table is open; only the random stream (how the action cards will be dealt
    in the months to come) is hidden from a player, and a hidden Super Event from everyone (the teacher's
    view too) until it takes place in month 7."""
    if state.super_hidden:
        state = evolve(state, super_event="")
    return state if viewer is None else evolve(state, rng=Rng(0))
