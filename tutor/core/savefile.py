"""The header of a saved match (format, game, players, seed, options, moves, cursor), read for a learner who
loads a file in a notebook: each problem is a message id (tutor domain), shown in the learner's language."""

from __future__ import annotations

from typing import Any

from tutor.core.calls import MAX_SEED
from tutor.core.errors import N_, InputError
from tutor.core.fields import whole
from tutor.core.game import Game

FORMAT = "tutor-match"
VERSION = 1
MAX_MOVES = 50_000  # far more than any game of the four takes
FIELDS = {"format", "version", "game", "players", "seed", "options", "moves", "cursor", "start"}

M_NOT_SAVE = N_("This file is not a match saved by the tutor.")
M_VERSION = N_("This file was saved by another version of the tutor.")
M_OTHER_GAME = N_("This file is a match of another game (%(game)s), not of this one.")
M_UNKNOWN = N_("The file has a part the tutor does not know: “%(field)s”.")
M_PLAYERS = N_("The file's number of players is damaged: this game is played by %(low)s to %(high)s.")
M_DAMAGED = N_("The file's “%(field)s” is damaged.")
M_TOO_LARGE = N_("This file is too large to be a saved match.")
M_TOO_LONG = N_("The file holds more moves than a game can have.")
M_START = N_("The file's starting position is for another number of players.")
M_ILLEGAL = N_("Move %(n)s of the file, “%(move)s”, is not legal at that point of the match.")


def problem(where: str, at: str, message: str, **params: Any) -> InputError:
    """The error for the part ``at`` of a saved match, told by ``message`` (tutor domain) and its parameters."""
    return InputError(where, 0, at, parts=[(message, params)])


def read_start(game: Game[Any], data: Any, where: str) -> Any:
    """The starting position a saved match carries (a whole state, decoded and validated)."""
    try:
        return game.from_json(data, where)
    except InputError as exc:  # the decoder's and validator's English is for authors: the learner is told which
        raise problem(where, f"start.{exc.field}", M_DAMAGED, field=f"start.{exc.field}") from None  # part broke


def read_header(game: Game[Any], data: Any, where: str) -> tuple[int, int, dict[str, Any], list[str], int]:
    """The players, seed, options, moves and cursor of a saved match, each checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise problem(where, "format", M_NOT_SAVE)
    if not whole(data.get("version")) or data.get("version") != VERSION:
        raise problem(where, "version", M_VERSION)
    if data.get("game") != game.spec.name:
        raise problem(where, "game", M_OTHER_GAME, game=str(data.get("game"))[:40])
    unknown = sorted(str(k)[:40] for k in set(data) - FIELDS)
    if unknown:
        raise problem(where, unknown[0], M_UNKNOWN, field=unknown[0])
    players: Any = data.get("players")
    seed: Any = data.get("seed", 0)
    low, high = game.spec.players
    if not whole(players) or not low <= players <= high:
        raise problem(where, "players", M_PLAYERS, low=low, high=high)
    if not whole(seed) or not 0 <= seed <= MAX_SEED:  # a seed is a 64-bit number
        raise problem(where, "seed", M_DAMAGED, field="seed")
    raw_options = data.get("options", {})
    try:
        if not isinstance(raw_options, dict):
            raise TypeError
        options = game.spec.resolve_options(raw_options, where)
    except InputError as exc:  # an unknown option or value
        raise problem(where, exc.field, M_DAMAGED, field=f"options: {exc.field}") from None
    except TypeError:  # not a mapping, an unhashable value
        raise problem(where, "options", M_DAMAGED, field="options") from None
    moves = data.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise problem(where, "moves", M_DAMAGED, field="moves")
    if len(moves) > MAX_MOVES:
        raise problem(where, "moves", M_TOO_LONG)
    cursor = data.get("cursor", len(moves))
    if not whole(cursor) or not 0 <= cursor <= len(moves):
        raise problem(where, "cursor", M_DAMAGED, field="cursor")
    return int(players), int(seed), options, [str(m) for m in moves], int(cursor)
