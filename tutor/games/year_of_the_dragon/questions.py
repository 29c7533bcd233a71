"""Scenario questions for In the Year of the Dragon, answered with the cited lines behind the answer.

Questions (``ask:``), each with ``player:`` unless said otherwise::

    month_score, final_score   points of the month's (or the final) scoring, with their lines
    score, yuan, rice, fireworks, track    the player's current value
    persons                    how many persons the player has in service
    palaces                    floors of each palace, left to right: [2, 1]
    court                      who sits in which palace: [[monk old, scholar], []] ("type" young, "type old")
    cards                      person cards in hand, sorted: [farmer, joker]
    order                      (no player) the players in person-track order
    wall                       (no player: the wall's length) the player's tiles in the Great Wall
    display                    (no player) tiles left on the display: ``type:`` and ``age:`` narrow it
    event                      what this month's event does to the player (``field:`` score, yuan, rice,
                               fireworks, track or releases), with the Great Wall check at a Mongol
                               Invasion and, in month 7, the Super Event after it
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from tutor.core.errors import N_, InputError
from tutor.core.verdict import Event, Reason, event, reason
from tutor.games.year_of_the_dragon import edits, phases, rules, scoring
from tutor.games.year_of_the_dragon.components import PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.notation import SCHEMA
from tutor.games.year_of_the_dragon.state import Player, YearOfTheDragonState, track_order

QUESTIONS = ("month_score", "final_score", "score", "event", "yuan", "rice", "fireworks", "track", "order",
             "persons", "palaces", "floors", "court", "cards", "hand", "wall", "display", "is_legal")
FIELDS = ("yuan", "rice", "fireworks", "score", "track")


PLAYER_FACTS: dict[str, Callable[[Player], Any]] = {  # what a player holds, as a question reads it
    "persons": lambda pl: len(pl.persons),
    "palaces": lambda pl: [pal.floors for pal in pl.palaces],
    "floors": lambda pl: sum(pal.floors for pal in pl.palaces),
    "court": lambda pl: [[t if a == YOUNG else f"{t} {a}" for t, a in pal.persons] for pal in pl.palaces],
    "cards": lambda pl: sorted(pl.cards),
    "hand": lambda pl: len(pl.cards),
}


def answer(state: YearOfTheDragonState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Reason]]:
    """The answer to a scenario question about ``state``: the value and the cited lines behind it."""
    player = args.get("player")
    if question == "wall" and player is None:
        return len(state.wall), []
    if question == "display":
        return _display_answer(state, args, where)
    if question == "is_legal":
        return _is_legal(state, args, where)
    if question not in ("order", "event") and not isinstance(player, int):
        raise InputError(where, 0, "player", "this question needs a player")
    if question == "month_score":
        assert isinstance(player, int)
        lines = scoring.month_score(_decayed(state.players[player]) if state.phase == "event" else state.players[player])
        return sum(pts for *_, pts in lines), [reason(code, ("yotd.scoring.month", clause), points=pts)
                                               for code, clause, pts in lines]
    if question == "final_score":
        assert isinstance(player, int)
        lines = scoring.final_score(state.players[player])
        return sum(pts for *_, pts in lines), [reason(code, ("yotd.final.scoring", *scoring.score_clauses(clause)),
                                                      points=pts)
                                               for code, clause, pts in lines]
    if question == "order":
        return list(track_order(state.players)), [reason("yotd:ok-order", ("yotd.actions.first-player",
                                                                          "yotd.setup.start.stacking",
                                                                          "yotd_bga.actions.order"))]
    if question == "event":
        return _event_answer(state, player, str(args.get("field", "score")), where)
    assert isinstance(player, int)
    pl = state.players[player]
    if question in FIELDS:
        return getattr(pl, question), []
    if question in PLAYER_FACTS:
        return PLAYER_FACTS[question](pl), []
    if question == "wall":
        return state.wall.count(player), []
    raise InputError(where, 0, "ask", f"unknown question {question!r}")


def _decayed(pl: Player) -> Player:
    """A player's palaces after the month's decay, which comes before its scoring: an uninhabited palace loses a
    floor, and one of a single floor vanishes (only the count of palaces matters to the scoring)."""
    return replace(pl, palaces=tuple(pal for pal in pl.palaces if pal.persons or pal.floors > 1))


def _display_answer(state: YearOfTheDragonState, args: Mapping[str, Any], where: str) -> tuple[Any, list[Reason]]:
    """Tiles left on the display: all of them, of a type, or of a type and age."""
    kind, age = args.get("type"), args.get("age")
    if kind is not None and kind not in PERSON_TYPES:
        raise InputError(where, 0, "type", f"one of {', '.join(PERSON_TYPES)}")
    if age is not None and (kind is None or (kind, age) not in TILES):
        raise InputError(where, 0, "age", "young or old, with a type that has that age")
    tiles = [(t, a) for t, a in TILES if kind in (None, t) and age in (None, a)]
    return sum(state.tiles_left(t, a) for t, a in tiles), []


def _settle(state: YearOfTheDragonState) -> YearOfTheDragonState:
    """The releases owed, carried out with the first choice each allows (a count of persons is all that
    a Super Event after them looks at, unless it is one of CHOICE_DEPENDENT)."""
    while state.pending and state.pending[0].kind == "release":
        task = state.pending[0]
        palaces = state.players[task.player].palaces
        index = next(i for i, pal in enumerate(palaces, 1) if pal.persons and (not task.palaces or i in task.palaces)
                     and i not in task.used)
        state = edits.release(state, task.player, index, len(palaces[index - 1].persons), task.cause, [])
        state = edits.pop_task(state, index)
    return state


M_SUPER_HIDDEN = N_("This month's Super Event is still hidden: it is revealed only when it takes place, after month "
                    "7's event. Ask again once it has been revealed.")


# Super Events whose effect depends on which persons were released before them.
CHOICE_DEPENDENT = ("buddha", "charter")


def _event_answer(state: YearOfTheDragonState, player: Any, field: str, where: str) -> tuple[Any, list[Reason]]:
    """What this month's event does to a player (with its Great Wall check and, in month 7, the Super
    Event after it): the change in a field, or the persons to release."""
    if field not in (*FIELDS, "releases"):
        raise InputError(where, 0, "field", f"one of {', '.join((*FIELDS, 'releases'))}")
    if state.month == 7 and state.super_hidden:  # no one may know it before it takes place (yotd_bga.super-events.options)
        raise InputError(where, 0, "ask", parts=[(M_SUPER_HIDDEN, {})])
    ev: list[Event] = []
    after = phases.STAGES["event"](replace(state, pending=(), stage="event"), ev)
    after = phases.STAGES["wall"](after, ev)
    if after.month == 7 and after.super_event:
        if any(t.kind == "release" and not edits.must_all_go(after, t) for t in after.pending) \
                and after.super_event in CHOICE_DEPENDENT:
            raise InputError(where, 0, "ask", "the Super Event's effect depends on which persons are released "
                                              "first: play the releases as steps, then ask")
        after = phases.STAGES["super"](_settle(after), ev)
    if not isinstance(player, int):
        raise InputError(where, 0, "player", "this question needs a player")
    if field == "releases":
        owing = [t for t in after.pending if t.player == player and t.kind == "release"]
        ev.extend(event("yotd:ev.owes-release", rules.cause_clauses(after, t), player, count=t.count) for t in owing)
        owed = sum(t.count for t in owing)
        value = owed + after.players[player].released - state.players[player].released
    else:
        value = getattr(after.players[player], field) - getattr(state.players[player], field)
    return value, [e for e in ev if e.player in (player, None)]


def _is_legal(state: YearOfTheDragonState, args: Mapping[str, Any], where: str) -> tuple[bool, list[Reason]]:
    """The rules' verdict on a move (``move``, in the notation): its faults, or the rules it rests on."""
    text = args.get("move")
    if not isinstance(text, str):
        raise InputError(where, 0, "move", "expected a move")
    verdict = rules.check(state, SCHEMA.parse(text, where))
    return verdict.legal, list(verdict.violations or verdict.grounds)
