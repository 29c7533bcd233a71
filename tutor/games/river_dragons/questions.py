"""The questions River Dragons scenarios and quizzes ask, each answered with the cited lines behind the answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.verdict import Event, actor_event, event
from tutor.games.river_dragons.effects import cancelled_by, resolve
from tutor.games.river_dragons.listing import legal_moves
from tutor.games.river_dragons.notation import SCHEMA
from tutor.games.river_dragons.position import player_seat
from tutor.games.river_dragons.rules import check
from tutor.games.river_dragons.state import SLOTS, RiverDragonsState, colour_term, is_dragon

QUESTIONS = ("cancelled", "destinations", "legal_moves", "pawn", "winner", "reserve", "stone_reserve",
             "lost", "first_player", "after", "phase", "is_legal")


def answer(state: RiverDragonsState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The answer to a scenario question about ``state``, with the cited lines behind it."""
    s = state

    def seat_arg() -> int:
        return player_seat(s.colours, args.get("player", s.acting() if s.phase == "resolve" else 0), where, "player")

    if question == "cancelled":
        pos = args.get("position", s.position)
        if not isinstance(pos, int) or not 1 <= pos <= SLOTS:
            raise InputError(where, 0, "position", "expected a card position 1-5")
        out, lines = [], []
        for seat in range(s.n):
            by = cancelled_by(s, seat, pos)
            if by:
                out.append(s.colours[seat])
                for q in by:
                    lines.append(actor_event("rd.dragon-cancels", "rd.dragons.cancel", q, other=seat,
                                       colour=colour_term(s.colours[seat])))
            elif is_dragon(s.card(seat, pos)):
                for q in range(s.n):
                    if q != seat and s.card(q, pos) == f"dragon-{s.colours[seat]}":
                        lines.append(actor_event("rd.dragon-spares-dragon", "rd.dragons.no-cancel-dragon", q, other=seat,
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
        ends = sorted({str(m.args[-1]) for m in legal_moves(s)})
        rule = {"move1": ("rd.actions.move-1.move", "rd.actions.moves.any-direction"),
                "move2": ("rd.actions.move-2.move", "rd.actions.moves.any-direction"),
                "jump": ("rd.actions.jump.over", "rd.actions.jump.landing")}[s.card(seat)]
        lines = [actor_event("rd.answer.destination", rule, seat, to=e) for e in ends]
        return ends, lines
    if question == "legal_moves":
        return sorted(str(m) for m in legal_moves(s)), []
    if question == "is_legal":
        text = args.get("move")
        if not isinstance(text, str):
            raise InputError(where, 0, "move", "expected a move")
        verdict = check(s, SCHEMA.parse(text, where))
        return verdict.legal, list(verdict.violations or verdict.grounds)  # type: ignore[arg-type]
    if question == "pawn":
        return s.pawns[seat_arg()], []
    if question == "winner":
        if s.winner >= 0:
            w = s.winner
            return s.colours[w], [actor_event("rd.won", ("rd.end.reach-village", "rd.goal.reach-village"), w,
                                         colour=colour_term(s.destination(w)), village=s.destination(w))]
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
        mv = SCHEMA.parse(text, where)
        verdict = check(s, mv)
        if not verdict.legal:
            raise InputError(where, 0, "move", f"{text!r} is illegal here ({', '.join(verdict.codes)})")
        _, events = resolve(s, mv)
        summary = [f"{e.code} {s.colours[e.player]}" if e.player is not None else e.code for e in events]
        return summary, list(events)
    raise InputError(where, 0, "ask", f"unknown question {question!r}")

