"""River Dragons' scenario positions: a state from a scenario's ``position:`` (only what matters; the rest defaults).

The position format is documented in docs/river_dragons.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from tutor.core.errors import InputError
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
    RDState,
    is_plank,
    plank_colour,
    plank_size,
    plank_token,
)
from tutor.games.river_dragons.validate import check_position, validate_pieces

POSITION_FIELDS = {"board", "colours", "first", "turn", "stones", "stone_reserve", "planks", "reserves", "lost",
                   "pawns", "programs", "resolve", "chosen", "todo"}


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


def player_seat(s_colours: Sequence[str], key: Any, where: str, field: str) -> int:
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
        return {player_seat(colours, k, where, f"{field}.{k}"): v for k, v in value.items()}
    raise InputError(where, 0, field, "expected a mapping {colour: ...} or a list by seat")


def _str_list(value: Any, where: str, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return value.split()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(where, 0, field, "expected a list of names")
    return list(value)


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> RDState:
    """A state from a scenario's position, checked piece by piece (``validate.validate_pieces``)."""
    check_position(position, where)
    unknown = sorted(str(k) for k in set(position) - POSITION_FIELDS)
    if unknown:
        raise InputError(where, 0, f"position.{unknown[0]}", f"unknown field; fields are {', '.join(sorted(POSITION_FIELDS))}")
    board = board_from_position(position.get("board"), options, where)
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
    s = new_on(board, players, int(options.get("turn_limit", 0)), colours)
    turn = position.get("turn", 1)
    if not isinstance(turn, int) or isinstance(turn, bool) or turn < 1:
        raise InputError(where, 0, "position.turn", "expected a turn number from 1")
    first = player_seat(colours, position.get("first", 0), where, "position.first")
    stones = _str_list(position.get("stones"), where, "position.stones")
    for st in stones:
        if st not in board.spot_ids:
            raise InputError(where, 0, "position.stones", f"{st!r} is not an island (or water point) of the board")
    if len(set(stones)) != len(stones):
        raise InputError(where, 0, "position.stones", "one stone per island")
    stone_reserve = position.get("stone_reserve", STONES - len(stones))
    if not isinstance(stone_reserve, int) or isinstance(stone_reserve, bool) or stone_reserve + len(stones) != STONES:
        raise InputError(where, 0, "position.stone_reserve", f"stones on the board + reserve must be {STONES}")
    planks: list[Placed] = []
    raw_planks = position.get("planks") or []
    if not isinstance(raw_planks, list):
        raise InputError(where, 0, "position.planks", "expected a list of 'PLANK END END'")
    for i, text in enumerate(raw_planks):
        words = text.split() if isinstance(text, str) else []
        if len(words) != 3 or not is_plank(words[0]):
            raise InputError(where, 0, f"position.planks[{i}]", "expected 'PLANK END END', e.g. 'red3 i1 green'")
        planks.append(Placed(words[0], words[1], words[2]))
    chosen = position.get("chosen", "")
    if not isinstance(chosen, str) or (chosen and not is_plank(chosen)):
        raise InputError(where, 0, "position.chosen", "expected a plank, e.g. red3")
    lost = _str_list(position.get("lost"), where, "position.lost")
    given_reserves = _per_player(position.get("reserves"), colours, where, "position.reserves")
    elsewhere = {p.plank for p in planks} | set(lost) | ({chosen} if chosen else set())
    for r in given_reserves.values():
        elsewhere |= set(_str_list(r, where, "position.reserves"))
    reserves = []
    for seat, colour in enumerate(colours):
        if seat in given_reserves:
            r = _str_list(given_reserves[seat], where, f"position.reserves.{colour}")
        else:
            r = [plank_token(colour, k) for k in SIZES if plank_token(colour, k) not in elsewhere]
        reserves.append(tuple(sorted(r, key=lambda t: (COLOURS.index(plank_colour(t)), plank_size(t)))
                              if all(is_plank(t) for t in r) else r))
    pawns = list(colours)
    for seat, place in _per_player(position.get("pawns"), colours, where, "position.pawns").items():
        if not isinstance(place, str):
            raise InputError(where, 0, "position.pawns", "expected a village colour or a plank")
        pawns[seat] = place
    programs: list[tuple[str, ...]] = [() for _ in colours]
    for seat, cards in _per_player(position.get("programs"), colours, where, "position.programs").items():
        programs[seat] = tuple(_str_list(cards, where, f"position.programs.{colours[seat]}"))
    s = replace(s, turn=turn, first=first, stones=tuple(stones), stone_reserve=stone_reserve, planks=tuple(planks),
                lost=tuple(lost), reserves=tuple(reserves), pawns=tuple(pawns), programs=tuple(programs))
    full = all(len(p) == SLOTS for p in programs)
    resolve = position.get("resolve")
    if resolve is not None and not full:
        raise InputError(where, 0, "position.resolve", "resolving needs 5 programmed cards for every player")
    if (chosen or "todo" in position) and resolve is None:
        raise InputError(where, 0, "position.chosen", "`chosen` and `todo` need `resolve` (whose action it is)")
    if full:
        res = resolve or {}
        if not isinstance(res, Mapping):
            raise InputError(where, 0, "position.resolve", "expected {position: 1-5, player: colour}")
        pos = res.get("position", 1)
        if not isinstance(pos, int) or not 1 <= pos <= SLOTS:
            raise InputError(where, 0, "position.resolve.position", "expected 1 to 5")
        seat = player_seat(colours, res.get("player", first), where, "position.resolve.player")
        s = replace(s, phase="resolve", position=pos, actor=(seat - first) % players)
        card = s.card(s.acting())
        most = ACTION_COUNT.get(card, 0)
        todo = position.get("todo", most)
        if "todo" in position and (not isinstance(todo, int) or isinstance(todo, bool) or not 1 <= todo <= most):
            raise InputError(where, 0, "position.todo", f"expected 1..{most}")
        if chosen and card not in ("plank1", "plank2"):
            raise InputError(where, 0, "position.chosen", "only a plank action has a chosen plank")
        s = replace(s, todo=todo, chosen=chosen)
    validate_pieces(s, where, prefix="position.")
    if s.phase == "resolve":
        ev: list[Event] = []
        s = settle(s, ev) if "todo" in position or chosen else begin(s, ev)
        if s.todo == 0 and s.phase == "resolve":
            s = proceed(s, ev)
    return s
