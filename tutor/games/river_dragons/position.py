"""River Dragons' scenario positions: a state from a scenario's ``position:`` (only what matters; the rest defaults).

The position format is documented in docs/river_dragons.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from tutor.core.errors import InputError
from tutor.core.fields import Fields, Needs, Problems, refuse_out_of_place
from tutor.core.inputs import beside
from tutor.core.verdict import Event
from tutor.games.river_dragons.boardfile import COLOURS, RiverBoard, board_from_data, builtin_board, load_board
from tutor.games.river_dragons.effects import begin, proceed, settle
from tutor.games.river_dragons.setup import new_on
from tutor.games.river_dragons.state import (
    ACTION_COUNT,
    SIZES,
    SLOTS,
    STONES,
    Placed,
    RiverDragonsState,
    is_plank,
    plank_colour,
    plank_size,
    plank_token,
)
from tutor.games.river_dragons.validate import check_position, validate_pieces

POSITION_FIELDS = {"board", "colours", "first", "turn", "stones", "stone_reserve", "planks", "reserves", "lost",
                   "pawns", "programs", "resolve", "chosen", "todo"}
_FULL = "it begins once every player has programmed 5 cards (rd.programming.choose-five, rd.resolution)"
# fields read only while the programs are resolved (in the programming phase they would be silently ignored):
# refused there with the file, line and field
PHASE_FIELDS = tuple(Needs(name, ("resolution",), why=_FULL) for name in ("resolve", "chosen", "todo"))


def board_from_position(value: Any, options: Mapping[str, Any], where: str) -> RiverBoard:
    if value is None:
        return builtin_board(str(options.get("board", "standard")))
    if isinstance(value, str):
        if value in ("standard", "expert"):
            return builtin_board(value)
        return load_board(beside(value, where, "position.board"))
    try:
        return board_from_data(value, where)
    except InputError as exc:
        raise InputError(where, 0, f"position.board.{exc.field}", exc.problem) from None


def player_index(s_colours: Sequence[str], key: Any, where: str, field: str) -> int:
    if isinstance(key, str) and key in s_colours:
        return list(s_colours).index(key)
    if isinstance(key, int) and not isinstance(key, bool) and 0 <= key < len(s_colours):
        return key
    raise InputError(where, 0, field, f"{key!r} is not a player (a seat 0..{len(s_colours) - 1} or a colour in play)")


def _per_player(value: Any, colours: Sequence[str], where: str, field: str) -> dict[int, Any]:
    if value is None:
        return {}
    if isinstance(value, list):
        if len(value) != len(colours):
            raise InputError(where, 0, field, f"expected {len(colours)} entries, one per player")
        return dict(enumerate(value))
    if isinstance(value, Mapping):
        return {player_index(colours, k, where, f"{field}.{k}"): v for k, v in value.items()}
    raise InputError(where, 0, field, "expected a mapping {colour: ...} or a list by seat")


def _str_list(value: Any, where: str, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return value.split()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(where, 0, field, "expected a list of names")
    return list(value)


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> RiverDragonsState:
    """A state from a scenario's position, checked piece by piece (``validate.validate_pieces``); the problems of
    the plain fields (unknown ones, types, ranges) are listed all at once."""
    check_position(position, where)
    problems = Problems(where)
    f = Fields(position, problems, POSITION_FIELDS, path="position")
    turn = f.number("turn", 1, low=1)
    chosen = f.text("chosen", "")
    if chosen and not is_plank(chosen):
        f.note("chosen", "expected a plank, e.g. red3")
    limit = int(options.get("turn_limit", 0))
    if limit and turn > limit:
        f.note("turn", f"the game ends after turn {limit} (options.turn_limit, rd.play.turns); "
                       "give a later turn with a higher turn_limit, or turn_limit: 0 for none")
    problems.check()
    board = board_from_position(position.get("board"), options, where)
    colours = _colours(position, board, players, where)
    s = new_on(board, players, limit, colours)
    first = player_index(colours, position.get("first", 0), where, "position.first")
    stones = _stones(position, board, where)
    planks = _planks(position.get("planks"), where)
    lost = _str_list(position.get("lost"), where, "position.lost")
    reserves = _reserves(position.get("reserves"), colours, {p.plank for p in planks} | set(lost) | ({chosen} - {""}),
                         where)
    pawns = list(colours)
    for player, place in _per_player(position.get("pawns"), colours, where, "position.pawns").items():
        if not isinstance(place, str):
            raise InputError(where, 0, "position.pawns", "expected a village colour or a plank")
        pawns[player] = place
    programs: list[tuple[str, ...]] = [() for _ in colours]
    for player, cards in _per_player(position.get("programs"), colours, where, "position.programs").items():
        programs[player] = tuple(_str_list(cards, where, f"position.programs.{colours[player]}"))
    full = all(len(p) == SLOTS for p in programs)
    refuse_out_of_place(f, PHASE_FIELDS, options, states={"phase": "resolution" if full else "programming"})
    problems.check()
    s = replace(s, turn=turn, first=first, stones=tuple(stones), stone_reserve=STONES - len(stones),
                planks=tuple(planks), lost=tuple(lost), reserves=reserves, pawns=tuple(pawns),
                programs=tuple(programs))
    s = _resolving(s, position, chosen, where)
    validate_pieces(s, where, prefix="position.")
    if s.phase == "resolve":
        ev: list[Event] = []
        s = settle(s, ev) if "todo" in position or chosen else begin(s, ev)
        if s.todo == 0 and s.phase == "resolve":
            s = proceed(s, ev)
    return s


def _colours(position: Mapping[str, Any], board: RiverBoard, players: int, where: str) -> tuple[str, ...]:
    """The players' colours, by player index: villages of the board whose guide allows this many players."""
    colours = tuple(_str_list(position.get("colours"), where, "position.colours")) or board.colours_for(players)
    if len(colours) != players:
        raise InputError(where, 0, "position.colours", f"expected {players} colours")
    for c in colours:
        if c not in board.village_map:
            raise InputError(where, 0, "position.colours", f"{c!r} is not a village of the board")
        if players not in board.village_map[c].players:
            raise InputError(where, 0, "position.colours",
                             f"the guide by the {c} village does not allow {players} players (rd.setup.colour.guide)")
    if len(set(colours)) != len(colours):
        raise InputError(where, 0, "position.colours", "two players have the same colour")
    return colours


def _stones(position: Mapping[str, Any], board: RiverBoard, where: str) -> list[str]:
    """The stones on the board (one per island or water point); the reserve holds the rest."""
    stones = _str_list(position.get("stones"), where, "position.stones")
    for st in stones:
        if st not in board.spot_ids:
            raise InputError(where, 0, "position.stones", f"{st!r} is not an island (or water point) of the board")
    if len(set(stones)) != len(stones):
        raise InputError(where, 0, "position.stones", "one stone per island")
    stone_reserve = position.get("stone_reserve", STONES - len(stones))
    if not isinstance(stone_reserve, int) or isinstance(stone_reserve, bool) or stone_reserve + len(stones) != STONES:
        raise InputError(where, 0, "position.stone_reserve", f"stones on the board + reserve must be {STONES}")
    return stones


def _planks(raw: Any, where: str) -> list[Placed]:
    """The planks on the board, each written 'PLANK END END'."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise InputError(where, 0, "position.planks", "expected a list of 'PLANK END END'")
    planks = []
    for i, text in enumerate(raw):
        words = text.split() if isinstance(text, str) else []
        if len(words) != 3 or not is_plank(words[0]):
            raise InputError(where, 0, f"position.planks[{i}]", "expected 'PLANK END END', e.g. 'red3 i1 green'")
        planks.append(Placed(words[0], words[1], words[2]))
    return planks


def _reserves(raw: Any, colours: tuple[str, ...], elsewhere: set[str], where: str) -> tuple[tuple[str, ...], ...]:
    """Each player's plank reserve: as given, or every plank of their colour that is not elsewhere."""
    given = _per_player(raw, colours, where, "position.reserves")
    for r in given.values():
        elsewhere |= set(_str_list(r, where, "position.reserves"))
    reserves = []
    for player, colour in enumerate(colours):
        if player in given:
            r = _str_list(given[player], where, f"position.reserves.{colour}")
        else:
            r = [plank_token(colour, k) for k in SIZES if plank_token(colour, k) not in elsewhere]
        reserves.append(tuple(sorted(r, key=lambda t: (COLOURS.index(plank_colour(t)), plank_size(t)))
                              if all(is_plank(t) for t in r) else r))
    return tuple(reserves)


def _resolving(s: RiverDragonsState, position: Mapping[str, Any], chosen: str, where: str) -> RiverDragonsState:
    """With every program full, the resolution phase: whose action (``resolve``), what is left (``todo``)."""
    full = all(len(p) == SLOTS for p in s.programs)
    resolve = position.get("resolve")
    if resolve is not None and not full:
        raise InputError(where, 0, "position.resolve", "resolving needs 5 programmed cards for every player")
    if (chosen or "todo" in position) and resolve is None:
        raise InputError(where, 0, "position.chosen" if chosen else "position.todo",
                         "`chosen` and `todo` need `resolve` (whose action it is)")
    if not full:
        return s
    res = resolve or {}
    if not isinstance(res, Mapping):
        raise InputError(where, 0, "position.resolve", "expected {position: 1-5, player: colour}")
    problems = Problems(where)
    r = Fields(res, problems, {"position", "player"}, path="position.resolve")
    pos = r.number("position", 1, low=1, high=SLOTS)
    problems.check()
    player = player_index(s.colours, res.get("player", s.first), where, "position.resolve.player")
    s = replace(s, phase="resolve", position=pos, actor=(player - s.first) % len(s.colours))
    card = s.card(s.acting())
    most = ACTION_COUNT.get(card, 0)
    todo = position.get("todo", most)
    if "todo" in position and (not isinstance(todo, int) or isinstance(todo, bool) or not 1 <= todo <= most):
        raise InputError(where, 0, "position.todo", f"expected 1..{most}")
    if chosen and card not in ("plank1", "plank2"):
        raise InputError(where, 0, "position.chosen", "only a plank action has a chosen plank")
    return replace(s, todo=todo, chosen=chosen)
