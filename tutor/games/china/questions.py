"""The questions scenarios and quizzes ask about a China position, answered with cited lines."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.verdict import Event, actor_event
from tutor.games.china.boardfile import index
from tutor.games.china.scoring import all_alliances, house_event, house_scoring, outcome, road_rows
from tutor.games.china.state import EMPTY, ChinaState, is_over, region_house_counts, supply, to_move

QUESTIONS = (
    "house_scoring",
    "alliance",
    "alliances",
    "roads",
    "final_scores",
    "winner",
    "winners",
    "ranking",
    "emissary_cap",
    "emissary_room",
    "max_pieces",
    "supply",
    "score",
    "point_cards",
    "to_move",
    "phase",
    "exhausted",
    "is_over",
    "hand",
    "open_cards",
    "deck_size",
)


def _region(state: ChinaState, args: Mapping[str, Any], where: str) -> int:
    ix = index(state.board)
    rid = args.get("region")
    if not isinstance(rid, str) or rid not in ix.region_index:
        raise InputError(where, 0, "region", f"{str(rid)[:40]!r} is not a region of this board ({', '.join(ix.region_index)})")
    return ix.region_index[str(rid)]


def _as_event(line: Any) -> Event:
    r = line.reason
    return Event(r.code, r.clauses, r.params, line.player)


def answer(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The answer to a question about a position, and the cited lines it rests on."""
    if isinstance(question, str):
        if question in _ANSWERS:
            return _ANSWERS[question](state, question, args, where)
        if question in _FACTS:
            return _FACTS[question](state), []
        if question in _PLAYER_FACTS:
            return _PLAYER_FACTS[question](state, _player(args, state.players, where)), []
    raise InputError(where, 0, "ask", f"unknown question {question!r}")


def _house_scoring(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """Each player's points if the region named scored its houses now, with the scoring lines."""
    n = state.players
    r = _region(state, args, where)
    region = state.board.regions[r]
    counts = region_house_counts(state, r)
    pts = [0] * n
    when = "china.placement.house-scoring-trigger" if region.id in state.scored else "china.final-scoring.houses.unscored"
    lines = []
    for hs in house_scoring(counts):
        pts[hs.player] += hs.points
        lines.append(house_event(hs, region.key, when))
    for player in range(n):
        if counts[player] == 0:
            lines.append(actor_event("china.score.no-houses", "china.house-scoring.no-houses", player, region=region.key))
    return pts, lines


def _alliances(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """Each player's points for one alliance (``number``) or all of them, with the lines behind them."""
    board = state.board
    pts = [0] * state.players
    lines = []
    number = args.get("number")
    chosen = [a for a in all_alliances(state) if question == "alliances" or a.alliance.number == number]
    if not chosen:
        raise InputError(where, 0, "number", f"no alliance {number!r} on this board")
    ix = index(board)
    for al in chosen:
        a, b = (board.regions[ix.region_index[x]].key for x in al.alliance.regions)
        lines.append(
            actor_event(
                "china.score.emperor",
                (
                    "china.final-scoring.alliances.emperor",
                    "china.final-scoring.alliances.emperor-next",
                    "china.final-scoring.alliances.count",
                ),
                None,
                number=al.alliance.number,
            )
        )
        if not al.winners:
            lines.append(
                actor_event(
                    "china.score.alliance-none",
                    ("china.final-scoring.alliances.majority", "china.final-scoring.alliances.others"),
                    None,
                    number=al.alliance.number,
                    a=a,
                    b=b,
                )
            )
        for player in al.winners:
            pts[player] += al.points
            lines.append(actor_event("china.score.alliance", al.clauses, player, number=al.alliance.number, a=a, b=b,
                                     points=al.points))
    return pts, lines


def _roads(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """Each player's points for rows of houses along the roads, row by row."""
    pts = [0] * state.players
    lines = []
    for row in road_rows(state):
        pts[row.player] += row.points
        lines.append(
            actor_event(
                "china.score.road",
                row.clauses,
                row.player,
                n=row.points,
                points=row.points,
                spaces="-".join(str(s) for s in row.spaces),
            )
        )
        if row.branches:
            lines.append(actor_event("china.score.road-branch", "china.final-scoring.roads.branches", row.player,
                                     n=row.branches))
    return pts, lines


def _final(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The final scores, winners or ranking as if the game ended here (defined in every position)."""
    out = outcome(state)
    lines = [_as_event(ln) for ln in out.lines]
    lines += [actor_event("china.answer.total", "china.winner.most-points", player, points=out.scores[player])
              for player in range(state.players)]
    lines += list(out.tie_break)
    if question == "final_scores":
        return list(out.scores), lines
    if question in ("winner", "winners"):  # a shared place is a shared answer (china.winner.tie)
        return list(out.won_by), lines
    return list(out.ranking), lines


def _emissary_cap(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The most emissaries a region may hold (``emissary_cap``) or the room left under it (``emissary_room``)."""
    r = _region(state, args, where)
    cap = max(region_house_counts(state, r))
    present = sum(state.emissaries[r])
    line = actor_event(
        "china.answer.cap",
        ("china.placement.emissary-cap", "china.placement.no-emissary-without-houses"),
        None,
        region=state.board.regions[r].key,
        cap=cap,
        present=present,
    )
    return (cap if question == "emissary_cap" else max(0, cap - present)), [line]


def _max_pieces_answer(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The most pieces one placement may put in the region named, for the player named (default: the player to
    move, whose turn "this turn" is)."""
    return _max_pieces(state, _region(state, args, where), args.get("player", state.turn), where)


def _supply(state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """The pieces a player has left in their supply, with the line counting them."""
    player = _player(args, state.players, where)
    line = actor_event(
        "china.answer.supply",
        "china.winner.tie",
        player,
        houses=state.houses_left[player],
        emissaries=state.emissaries_left[player],
        forts=state.forts_left[player],
        supply=supply(state, player),
    )
    return supply(state, player), [line]


_ANSWERS: dict[str, Callable[[ChinaState, str, Mapping[str, Any], str], tuple[Any, list[Event]]]] = {
    "house_scoring": _house_scoring,
    "alliance": _alliances,
    "alliances": _alliances,
    "roads": _roads,
    "final_scores": _final,
    "winner": _final,
    "winners": _final,
    "ranking": _final,
    "emissary_cap": _emissary_cap,
    "emissary_room": _emissary_cap,
    "max_pieces": _max_pieces_answer,
    "supply": _supply,
}

# questions answered by a fact of the position, cited by nothing
_FACTS: dict[str, Callable[[ChinaState], Any]] = {
    "score": lambda state: list(state.score),
    "to_move": lambda state: to_move(state)[0] if to_move(state) else None,
    "phase": lambda state: state.phase,
    "exhausted": lambda state: state.exhausted,
    "is_over": is_over,
    "open_cards": lambda state: list(state.open),
    "deck_size": lambda state: len(state.deck),
}
_PLAYER_FACTS: dict[str, Callable[[ChinaState, int], Any]] = {
    "point_cards": lambda state, player: state.score[player] // 50,
    "hand": lambda state, player: list(state.hands[player]),
}


def _max_pieces(state: ChinaState, r: int, who: Any, where: str) -> tuple[int, list[Event]]:
    """How many pieces one placement may put in region ``r``: one in an empty region, two otherwise, no more
    houses than free spaces, no more emissaries than the cap leaves room for (a house placed with them may
    raise it), and, for a named player, no more than their supply. Without a player: the most anyone may."""
    board = state.board
    spaces = index(board).region_spaces[r]
    taken = any(state.houses[s] != EMPTY or state.forts[s] for s in spaces) or sum(state.emissaries[r]) > 0
    limit = 2 if taken else 1
    free = sum(1 for s in spaces if state.houses[s] == EMPTY)
    counts = region_house_counts(state, r)
    present = sum(state.emissaries[r])
    players = range(state.players) if who is None else [_player({"player": who}, state.players, where)]
    best = 0
    for player in players:
        for h in range(min(limit, free) + 1):
            if who is not None and h > state.houses_left[player]:
                continue
            mine = list(counts)
            mine[player] += h
            room = max(0, max(mine) - present)
            e = min(limit - h, room, state.emissaries_left[player] if who is not None else limit)
            best = max(best, h + e)
    clauses = ["china.placement.two-pieces" if taken else "china.placement.empty-region"]
    if best < limit:
        clauses += ["china.placement.house-space.full", "china.placement.emissary-cap"]
        if max(counts) == 0:
            clauses.append("china.placement.no-emissary-without-houses")
        if who is not None:
            clauses.append("china.placement.out-of-pieces")
    key = board.regions[r].key
    lines = [actor_event("china.answer.max-pieces", tuple(clauses), None, region=key, n=best)]
    if best < limit:
        cap = max(counts)
        lines.append(actor_event("china.answer.cap", ("china.placement.emissary-cap",
                                                      "china.placement.no-emissary-without-houses"),
                        None, region=key, cap=cap, present=present))
    return best, lines


def _player(args: Mapping[str, Any], n: int, where: str) -> int:
    player = args.get("player")
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < n:
        raise InputError(where, 0, "player", f"{player!r} is not a player")
    return player
