"""The questions River Dragons scenarios and quizzes ask, each answered with the cited lines behind the answer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.verdict import Event, actor_event, event
from tutor.games.river_dragons.effects import cancelled_by, resolve
from tutor.games.river_dragons.listing import legal_moves
from tutor.games.river_dragons.notation import SCHEMA
from tutor.games.river_dragons.position import player_index
from tutor.games.river_dragons.rules import check
from tutor.games.river_dragons.state import SLOTS, RiverDragonsState, colour_term, is_dragon

Answer = tuple[Any, list[Event]]


def _player_arg(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> int:
    """The player a question names (``player:`` as a colour or index; by default the acting or first one)."""
    return player_index(s.colours, args.get("player", s.acting() if s.phase == "resolve" else 0), where, "player")


def _move_arg(args: Mapping[str, Any], where: str) -> str:
    text = args.get("move")
    if not isinstance(text, str):
        raise InputError(where, 0, "move", "expected a move")
    return text


def _cancelled(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> Answer:
    pos = args.get("position", s.position)
    if not isinstance(pos, int) or not 1 <= pos <= SLOTS:
        raise InputError(where, 0, "position", "expected a card position 1-5")
    out, lines = [], []
    for player in range(s.n):
        by = cancelled_by(s, player, pos)
        if by:
            out.append(s.colours[player])
            lines += [actor_event("rd.dragon-cancels", "rd.dragons.cancel", q, other=player,
                                  colour=colour_term(s.colours[player])) for q in by]
        elif is_dragon(s.card(player, pos)):
            lines += _spared_dragons(s, player, pos)
    if not out:
        lines.append(event("rd.answer.none-cancelled", "rd.dragons.cancel", position=pos))
    return out, lines


def _spared_dragons(s: RiverDragonsState, player: int, pos: int) -> list[Event]:
    """The lines for the other players whose dragon of ``player``'s colour meets ``player``'s own dragon."""
    wanted = f"dragon-{s.colours[player]}"
    return [actor_event("rd.dragon-spares-dragon", "rd.dragons.no-cancel-dragon", q, other=player,
                        colour=colour_term(s.colours[player]))
            for q in range(s.n) if q != player and s.card(q, pos) == wanted]


DESTINATION_CLAUSES = {"move1": ("rd.actions.move-1.move", "rd.actions.moves.any-direction"),
                       "move2": ("rd.actions.move-2.move", "rd.actions.moves.any-direction"),
                       "jump": ("rd.actions.jump.over", "rd.actions.jump.landing")}


def _destinations(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> Answer:
    if s.phase != "resolve" or s.card(s.acting()) not in DESTINATION_CLAUSES:
        raise InputError(where, 0, "ask", "destinations: the acting player's action must be a move or a jump")
    player = s.acting()
    if "player" in args and _player_arg(s, args, where) != player:
        raise InputError(where, 0, "player", "destinations: only the acting player has a move to make")
    ends = sorted({str(m.args[-1]) for m in legal_moves(s)})
    rule = DESTINATION_CLAUSES[s.card(player)]
    return ends, [actor_event("rd.answer.destination", rule, player, to=e) for e in ends]


def _is_legal(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> Answer:
    verdict = check(s, SCHEMA.parse(_move_arg(args, where), where))
    return verdict.legal, list(verdict.violations or verdict.grounds)  # type: ignore[arg-type]


def _winner(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> Answer:
    if s.winner < 0:
        return None, []
    w = s.winner
    return s.colours[w], [actor_event("rd.won", ("rd.end.reach-village", "rd.goal.reach-village"), w,
                                      colour=colour_term(s.destination(w)), village=s.destination(w))]


def _phase(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> Answer:
    return {"phase": s.phase, "turn": s.turn, "position": s.position,
            "player": s.colours[s.acting()] if s.phase == "resolve" else None}, []


def _after(s: RiverDragonsState, args: Mapping[str, Any], where: str) -> Answer:
    text = _move_arg(args, where)
    mv = SCHEMA.parse(text, where)
    verdict = check(s, mv)
    if not verdict.legal:
        raise InputError(where, 0, "move", f"{text!r} is illegal here ({', '.join(verdict.codes)})")
    _, events = resolve(s, mv)
    summary = [f"{e.code} {s.colours[e.player]}" if e.player is not None else e.code for e in events]
    return summary, list(events)


_ANSWERS: dict[str, Callable[[RiverDragonsState, Mapping[str, Any], str], Answer]] = {
    "cancelled": _cancelled,
    "destinations": _destinations,
    "legal_moves": lambda s, args, where: (sorted(str(m) for m in legal_moves(s)), []),
    "pawn": lambda s, args, where: (s.pawns[_player_arg(s, args, where)], []),
    "winner": _winner,
    "reserve": lambda s, args, where: (list(s.reserves[_player_arg(s, args, where)]), []),
    "stone_reserve": lambda s, args, where: (s.stone_reserve, []),
    "lost": lambda s, args, where: (list(s.lost), []),
    "first_player": lambda s, args, where: (s.colours[s.first], []),
    "after": _after,
    "phase": _phase,
    "is_legal": _is_legal,
}
QUESTIONS = tuple(_ANSWERS)


def answer(state: RiverDragonsState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The answer to a scenario question about ``state``, with the cited lines behind it."""
    handler = _ANSWERS.get(question)
    if handler is None:
        raise InputError(where, 0, "ask", f"unknown question {question!r}")
    return handler(state, args, where)
