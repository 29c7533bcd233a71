"""The state of a game of China: an immutable value (frozen dataclasses and tuples), and small helpers that read it."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core.evolve import evolve
from tutor.core.rng import Rng
from tutor.games.china.boardfile import COLOURS, ChinaMap, index

SETUP, MAIN, DRAW, OVER = "setup", "main", "draw", "over"
PHASES = (SETUP, MAIN, DRAW, OVER)
HIDDEN = "hidden"  # a card the viewer may not see
EMPTY = -1  # a house space without a house


@dataclass(frozen=True)
class ChinaState:
    board: ChinaMap
    players: int
    fortifications: bool  # the variant for experienced players (china.setup.fortifications)
    phase: str
    start: int  # the start player, who holds the Emperor marker (-1 before it is agreed)
    turn: int  # the player whose turn it is
    hands: tuple[tuple[str, ...], ...]  # colours, sorted
    open: tuple[str, ...]  # the open cards (sorted)
    deck: tuple[str, ...]  # the draw pile, top card first
    discard: tuple[str, ...]  # the face-up discard pile (sorted)
    removed: tuple[str, ...]  # cards returned to the box at setup (sorted)
    exhausted: int  # how many times the draw pile has run out
    houses: tuple[int, ...]  # per house space (in board order): the owner, or -1
    forts: tuple[bool, ...]  # per house space: a fortification stands there
    emissaries: tuple[tuple[int, ...], ...]  # per region (board order), per player
    houses_left: tuple[int, ...]
    emissaries_left: tuple[int, ...]
    forts_left: tuple[int, ...]
    scored: tuple[str, ...]  # regions whose houses were scored (they hold a score marker)
    score: tuple[int, ...]  # points so far (the scoring stones)
    ended: str  # "" while playing; "deck" or "no-pieces" once the game is over
    rng: Rng


def colour_counts(cards: tuple[str, ...]) -> dict[str, int]:
    out = dict.fromkeys(COLOURS, 0)
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


_ORDER = {c: i for i, c in enumerate(COLOURS)}


def sort_cards(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=lambda c: _ORDER.get(c, 99)))


def supply(state: ChinaState, player: int) -> int:
    """Pieces left in a player's supply: houses, emissaries and fortification (china.winner.tie)."""
    return state.houses_left[player] + state.emissaries_left[player] + state.forts_left[player]


def region_house_counts(state: ChinaState, region: int) -> list[int]:
    counts = [0] * state.players
    for s in index(state.board).region_spaces[region]:
        owner = state.houses[s]
        if owner != EMPTY:
            counts[owner] += 1
    return counts


def to_move(state: ChinaState) -> tuple[int, ...]:
    """Who moves: the player whose turn it is (nobody once the game is over)."""
    return () if state.phase == OVER else (state.turn,)


def is_over(state: ChinaState) -> bool:
    return state.phase == OVER


def observation(state: ChinaState, viewer: int | None) -> ChinaState:
    """Other hands, the draw pile's cards, the cards returned to the box and the seed are hidden."""
    if viewer is None:
        return state
    hidden = "hidden"
    return evolve(
        state,
        hands=tuple(h if i == viewer else (hidden,) * len(h) for i, h in enumerate(state.hands)),
        deck=(hidden,) * len(state.deck),
        removed=(hidden,) * len(state.removed),
        rng=Rng(0),
    )
