"""Setting up a game of China: the game's options, the board side for the player count, the starting state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core import GameSpec, InputError, OptionSpec, Rng
from tutor.games.china.boardfile import COLOURS, ChinaMap, bundled
from tutor.games.china.components import COMPONENTS
from tutor.games.china.state import EMPTY, SETUP, ChinaState, sort_cards
from tutor.text.ui import N_, Names

HAND = COMPONENTS.hand
OPEN = COMPONENTS.open

SPEC = GameSpec(
    listed=3,
    name="china",
    names=Names(N_("China")),
    players=(3, 5),
    chance=True,
    hidden_information=True,
    simultaneous=False,
    domains=("china",),
    default_players=4,
    options=(
        OptionSpec(
            "side",
            "auto",
            ("auto", "a", "b"),
            "Board side (a: 3-4 players, b: 4-5 players)",
            ("china.setup.board.side", "china.setup.board.four-players"),
        ),
        OptionSpec(
            "fortifications",
            False,
            (False, True),
            "Fortifications (variant for experienced players)",
            ("china.setup.fortifications",),
        ),
    ),
)


def board_for(players: int, options: Mapping[str, Any]) -> ChinaMap:
    """The side for the player count (china.setup.board.side): a for 3, b for 5, either for 4 (a by default)."""
    side = options.get("side", "auto")
    if side == "auto":
        side = "a" if players <= 4 else "b"
    board = bundled(str(side))
    if not board.players[0] <= players <= board.players[1]:
        raise InputError(
            "options",
            0,
            "side",
            f"side {side} is for {board.players[0]}-{board.players[1]} players, not {players} (china.setup.board.side)",
        )
    return board


def new(players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> ChinaState:
    """A new game: the side for the player count (or the ``side`` option), cards dealt from the seed."""
    opts = SPEC.resolve_options(options)
    return new_on(board_for(players, opts), players, seed, opts)


def new_on(board: ChinaMap, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> ChinaState:
    """A new game on a given board (a bundled side or a user's board file)."""
    opts = SPEC.resolve_options({k: v for k, v in (options or {}).items() if k != "side"})
    if not SPEC.players[0] <= players <= SPEC.players[1]:
        raise InputError("players", 0, "players", "China takes 3 to 5 players")
    if not board.partial and not board.players[0] <= players <= board.players[1]:
        raise InputError("board", 0, "players", f"board {board.id} is for {board.players[0]}-{board.players[1]} players")
    rng = Rng.seeded(seed)
    pool = [c for c in COLOURS for _ in range(COMPONENTS.split[c])]
    removed: list[str] = []
    per = COMPONENTS.removed_per_colour[players]
    for c in COLOURS:
        for _ in range(per):
            pool.remove(c)
            removed.append(c)
    deck, rng = rng.shuffle(pool)
    hands = []
    for _ in range(players):
        hands.append(sort_cards(deck[:HAND]))
        deck = deck[HAND:]
    open_cards, deck = sort_cards(deck[:OPEN]), deck[OPEN:]
    n_spaces, n_regions = len(board.spaces), len(board.regions)
    return ChinaState(
        board=board,
        players=players,
        fortifications=bool(opts["fortifications"]),
        phase=SETUP,
        start=-1,
        turn=0,
        hands=tuple(hands),
        open=open_cards,
        deck=tuple(deck),
        discard=(),
        removed=sort_cards(removed),
        exhausted=0,
        houses=(EMPTY,) * n_spaces,
        forts=(False,) * n_spaces,
        emissaries=((0,) * players,) * n_regions,
        houses_left=(COMPONENTS.houses,) * players,
        emissaries_left=(COMPONENTS.emissaries,) * players,
        forts_left=(COMPONENTS.fortifications if opts["fortifications"] else 0,) * players,
        scored=(),
        score=(0,) * players,
        ended="",
        rng=rng,
    )
