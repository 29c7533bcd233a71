"""Scenario positions, state validation and the questions scenarios and quizzes ask.

The position format is documented in docs/river_dragons.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tutor.core.errors import InputError
from tutor.core.inputs import beside
from tutor.core.verdict import Event, event
from tutor.games.river_dragons.boardfile import COLOURS, EPS, RiverBoard, board_from_data, builtin_board, load_board
from tutor.games.river_dragons.effects import begin, proceed, settle
from tutor.games.river_dragons.state import (
    ACTION_COUNT,
    CARDS,
    HIDDEN,
    SIZES,
    SLOTS,
    STONES,
    Placed,
    RDState,
    colour_term,
    hand_of,
    happen,
    is_dragon,
    is_plank,
    plank_colour,
    plank_size,
    plank_token,
)

if TYPE_CHECKING:
    from tutor.games.river_dragons.rules import RiverDragons

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


def _seat(s_colours: Sequence[str], key: Any, where: str, field: str) -> int:
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
        return {_seat(colours, k, where, f"{field}.{k}"): v for k, v in value.items()}
    raise InputError(where, 0, field, "expected a mapping {colour: ...} or a list by seat")


def _str_list(value: Any, where: str, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return value.split()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(where, 0, field, "expected a list of names")
    return list(value)


def state_from_position(game: RiverDragons, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                        where: str) -> RDState:
    from tutor.games.river_dragons.validate import check_position

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
    s = game.new_on(board, players, int(options.get("turn_limit", 0)), colours)
    turn = position.get("turn", 1)
    if not isinstance(turn, int) or isinstance(turn, bool) or turn < 1:
        raise InputError(where, 0, "position.turn", "expected a turn number from 1")
    first = _seat(colours, position.get("first", 0), where, "position.first")
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
        seat = _seat(colours, res.get("player", first), where, "position.resolve.player")
        s = replace(s, phase="resolve", position=pos, actor=(seat - first) % players)
        card = s.card(s.acting())
        most = ACTION_COUNT.get(card, 0)
        todo = position.get("todo", most)
        if "todo" in position and (not isinstance(todo, int) or isinstance(todo, bool) or not 1 <= todo <= most):
            raise InputError(where, 0, "position.todo", f"expected 1..{most}")
        if chosen and card not in ("plank1", "plank2"):
            raise InputError(where, 0, "position.chosen", "only a plank action has a chosen plank")
        s = replace(s, todo=todo, chosen=chosen)
    validate_state(game, s, where, prefix="position.")
    if s.phase == "resolve":
        ev: list[Event] = []
        s = settle(s, ev) if "todo" in position or chosen else begin(s, ev)
        if s.todo == 0 and s.phase == "resolve":
            s = proceed(s, ev)
    return s


def validate_state(game: RiverDragons, s: RDState, where: str, prefix: str = "") -> None:
    """Raise InputError (naming the field) if a state breaks the game's invariants."""
    def bad(field: str, problem: str) -> InputError:
        return InputError(where, 0, prefix + field, problem)

    board = s.board
    try:
        board_from_data(board_to_data(board), where)
    except InputError as exc:
        raise bad(f"board.{exc.field}", exc.problem) from None
    n = s.n
    if not 2 <= n <= 6:
        raise bad("colours", "2 to 6 players")
    for c in s.colours:
        if c not in board.village_map:
            raise bad("colours", f"{c!r} is not a village of the board")
    if len(set(s.colours)) != n:
        raise bad("colours", "two players have the same colour")
    for name, value in (("programs", s.programs), ("reserves", s.reserves), ("pawns", s.pawns)):
        if len(value) != n:
            raise bad(name, f"expected {n} entries")
    if s.phase not in ("program", "resolve", "over"):
        raise bad("phase", "expected program, resolve or over")
    if not 0 <= s.first < n or s.turn < 1 or s.turn_limit < 0:
        raise bad("first", "first player, turn and turn limit out of range")
    if s.stone_reserve < 0 or s.stone_reserve + len(s.stones) != STONES:
        raise bad("stone_reserve", f"stones on the board + reserve must be {STONES}")
    if len(set(s.stones)) != len(s.stones) or any(x not in board.spot_ids for x in s.stones):
        raise bad("stones", "one stone per island, on the board's islands (or water points)")
    for seat, prog in enumerate(s.programs):
        if len(prog) > SLOTS:
            raise bad("programs", "at most 5 cards")
        hand = hand_of(s.colours[seat], s.colours)
        real = [c for c in prog if c != HIDDEN]
        if any(c not in hand for c in real) or len(set(real)) != len(real):
            raise bad(f"programs.{s.colours[seat]}", f"cards must be different cards of the hand ({', '.join(hand)})")
        if sum(1 for c in real if is_dragon(c)) > 1:
            raise bad(f"programs.{s.colours[seat]}", "at most one dragon card per turn (rd.dragons.one-per-turn)")
        if any(c not in CARDS and c != HIDDEN for c in prog):
            raise bad("programs", "unknown card")
    # planks: each plank of a colour in play exactly once, rules of placement kept
    seen: list[str] = [p.plank for p in s.planks] + list(s.lost) + ([s.chosen] if s.chosen else [])
    for r in s.reserves:
        seen += list(r)
    if any(not is_plank(t) or plank_colour(t) not in s.colours for t in seen):
        raise bad("planks", "planks are named COLOUR+SIZE (red3), in colours in play")
    expected = sorted(plank_token(c, k) for c in s.colours for k in SIZES)
    if sorted(seen) != expected:
        missing = sorted(set(expected) - set(seen))
        twice = sorted({t for t in seen if seen.count(t) > 1})
        raise bad("planks", f"every plank must be in exactly one place (board, a reserve, lost); "
                            f"missing {missing or 'none'}, twice {twice or 'none'}")
    for seat, r in enumerate(s.reserves):
        sizes = [plank_size(t) for t in r]
        if len(set(sizes)) != len(sizes):
            raise bad(f"reserves.{s.colours[seat]}", "two planks of the same size (rd.actions.remove.forbidden.same-size)")
        if len({plank_colour(t) for t in r}) > 2:
            raise bad(f"reserves.{s.colours[seat]}", "more than 2 colours (rd.actions.remove.forbidden.two-colours)")
    placed: list[Placed] = []
    for p in s.planks:
        probe = replace(s, planks=tuple(placed))
        problems = game.placement_problems(probe, p.plank, p.a, p.b)
        if problems:
            raise bad("planks", f"{p.plank} {p.a} {p.b}: {problems[0].code} [{problems[0].clause}]")
        placed.append(p)
    on_planks = [x for x in s.pawns if x not in board.village_map]
    for x in on_planks:
        if s.plank_at(x) is None:
            raise bad("pawns", f"{x!r} is neither a village nor a plank on the board")
    if len(set(on_planks)) != len(on_planks):
        raise bad("pawns", "two pawns on one plank (rd.actions.moves.occupied-plank)")
    if s.phase == "resolve" and (not all(len(p) == SLOTS for p in s.programs)
                                 or not 1 <= s.position <= SLOTS or not 0 <= s.actor < n):
        raise bad("position", "resolving needs every program full and a position 1-5")
    if s.phase == "program" and (s.position or s.todo or s.chosen):
        raise bad("phase", "no action is under way while programming")
    if s.winner >= n or (s.winner >= 0 and s.phase != "over"):
        raise bad("winner", "a winner only when the game is over")
    if s.chosen and s.todo < 1:
        raise bad("chosen", "a chosen plank belongs to an action under way")


def board_to_data(board: RiverBoard) -> dict[str, Any]:
    """The board in the file format (for validation and for saving one's own board)."""
    data: dict[str, Any] = {
        "format": "river-dragons-board", "name": board.name, "side": board.side, "river": {"radius": board.radius},
        "villages": [{"colour": v.colour, "at": [v.x, v.y], "players": list(v.players), "destination": v.destination}
                     for v in board.villages],
        "island_radius": board.island_radius, "plank_width": board.plank_width, "min_angle": board.min_angle,
    }
    if board.side == "islands":
        data["islands"] = [{"id": i.id, "at": [i.x, i.y]} for i in board.islands]
    elif board.water is not None:
        data["water"] = {"spacing": board.water.spacing, "margin": board.water.margin}
    return data


# -- questions -----------------------------------------------------------------------------------
def _colour_of(s: RDState, seat: int) -> str:
    return s.colours[seat]


def answer(game: RiverDragons, s: RDState, question: str, args: Mapping[str, Any],
           where: str) -> tuple[Any, list[Event]]:
    def seat_arg() -> int:
        return _seat(s.colours, args.get("player", s.acting() if s.phase == "resolve" else 0), where, "player")

    if question == "cancelled":
        pos = args.get("position", s.position)
        if not isinstance(pos, int) or not 1 <= pos <= SLOTS:
            raise InputError(where, 0, "position", "expected a card position 1-5")
        out, lines = [], []
        for seat in range(s.n):
            by = game.cancelled_by(s, seat, pos)
            if by:
                out.append(s.colours[seat])
                for q in by:
                    lines.append(happen("rd.dragon-cancels", "rd.dragons.cancel", q, other=seat,
                                       colour=colour_term(s.colours[seat])))
            elif is_dragon(s.card(seat, pos)):
                for q in range(s.n):
                    if q != seat and s.card(q, pos) == f"dragon-{s.colours[seat]}":
                        lines.append(happen("rd.dragon-spares-dragon", "rd.dragons.no-cancel-dragon", q, other=seat,
                                            colour=colour_term(s.colours[seat])))
        if not out:
            lines.append(event("rd.answer.none-cancelled", "rd.dragons.cancel", position=pos))
        return out, lines
    if question == "destinations":
        if s.phase != "resolve" or s.card(s.acting()) not in ("move1", "move2", "jump"):
            raise InputError(where, 0, "ask", "destinations: the acting player's action must be a move or a jump")
        seat = s.acting()
        if "player" in args and seat_arg() != seat:
            raise InputError(where, 0, "player", "destinations: only the acting player has a move to make")
        ends = sorted({str(m.args[-1]) for m in game.legal_moves(s)})
        rule = {"move1": ("rd.actions.move-1.move", "rd.actions.moves.any-direction"),
                "move2": ("rd.actions.move-2.move", "rd.actions.moves.any-direction"),
                "jump": ("rd.actions.jump.over", "rd.actions.jump.landing")}[s.card(seat)]
        lines = [happen("rd.answer.destination", rule, seat, to=e) for e in ends]
        return ends, lines
    if question == "legal_moves":
        return sorted(str(m) for m in game.legal_moves(s)), []
    if question == "is_legal":
        text = args.get("move")
        if not isinstance(text, str):
            raise InputError(where, 0, "move", "expected a move")
        verdict = game.check(s, game.parse_move(text, where))
        return verdict.legal, list(verdict.violations or verdict.grounds)  # type: ignore[arg-type]
    if question == "pawn":
        return s.pawns[seat_arg()], []
    if question == "winner":
        if s.winner >= 0:
            w = s.winner
            return s.colours[w], [happen("rd.won", "rd.end.reach-village", w, colour=colour_term(s.destination(w)),
                                                   village=s.destination(w))]
        return None, []
    if question == "reserve":
        return list(s.reserves[seat_arg()]), []
    if question == "stone_reserve":
        return s.stone_reserve, []
    if question == "lost":
        return list(s.lost), []
    if question == "first_player":
        return s.colours[s.first], []
    if question == "phase":
        return {"phase": s.phase, "turn": s.turn, "position": s.position,
                "player": s.colours[s.acting()] if s.phase == "resolve" else None}, []
    if question == "after":
        text = args.get("move")
        if not isinstance(text, str):
            raise InputError(where, 0, "move", "expected a move")
        mv = game.parse_move(text, where)
        verdict = game.check(s, mv)
        if not verdict.legal:
            raise InputError(where, 0, "move", f"{text!r} is illegal here ({', '.join(verdict.codes)})")
        _, events = game.resolve(s, mv)
        summary = [f"{e.code} {s.colours[e.player]}" if e.player is not None else e.code for e in events]
        return summary, list(events)
    raise InputError(where, 0, "ask", f"unknown question {question!r}")


__all__ = ["EPS", "answer", "board_to_data", "state_from_position", "validate_state"]
