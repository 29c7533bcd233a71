"""Setting up River Dragons: the game's spec and options, and a new game on a built-in board or on one's own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.core.errors import InputError
from tutor.core.game import GameSpec, OptionSpec
from tutor.games.river_dragons.boardfile import RiverBoard, builtin_board
from tutor.games.river_dragons.state import SIZES, STONES, RiverDragonsState, plank_token
from tutor.text.ui import N_, Names

TURN_LIMITS = (0, 1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 500, 1000)
DEFAULT_TURN_LIMIT = 100  # a safety net for self-play; docs/river_dragons.md explains it

OPTIONS = (
    OptionSpec("board", "standard", ("standard", "expert"), N_("Board side (standard: islands; expert: water)"),
               ("rd.setup.board", "rd.actions.stones.expert.flip-board")),
    OptionSpec("turn_limit", DEFAULT_TURN_LIMIT, TURN_LIMITS,
               N_("Turn limit for self-play (0: none; the rulebook has no limit)"), ("rd.play.turns",)),
)

SPEC = GameSpec(
    listed=4,
    name="river_dragons",
    names=Names(N_("River Dragons")),
    players=(2, 6), chance=False, hidden_information=True, simultaneous=True,
    domains=("river_dragons",), default_players=4, aliases=("rd",),
    options=OPTIONS,
)


def new(players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> RiverDragonsState:
    """No chance in this game: ``seed`` changes nothing. Options left out take their defaults; unknown ones
    and values outside their choices are input errors."""
    opts = SPEC.resolve_options(options)
    return new_on(builtin_board(str(opts["board"])), players, int(opts["turn_limit"]))


def new_on(board: RiverBoard, players: int, turn_limit: int = DEFAULT_TURN_LIMIT,
           colours: Sequence[str] | None = None) -> RiverDragonsState:
    """A new game on any board (one's own too, see ``boardfile.load_board``)."""
    cols = tuple(colours) if colours is not None else board.colours_for(players)
    if len(cols) != players:
        raise InputError("board", 0, "villages", f"the board {board.name!r} has no colours for {players} players")
    return RiverDragonsState(
        board=board, colours=cols, turn=1, first=0, phase="program", programs=((),) * players,
        position=0, actor=0, todo=0, chosen="", stones=(), stone_reserve=STONES, planks=(),
        reserves=tuple(tuple(plank_token(c, k) for k in SIZES) for c in cols), lost=(),
        pawns=cols, turn_limit=turn_limit,
    )
