"""The questions Dragonheart scenarios and quizzes ask, answered with the cited lines behind them.

Players are numbered from 0 in questions and answers (as in the scenario format).

    collects      move: "play fire_dragon 3" [take: SPACE]  -> {cards: [TYPE:VALUE...], points: N}
                  [field: cards | points]                   -> that entry alone
    collects_points  (the same arguments)                   -> N, the points of the cards collected
    legal         move: "..."                               -> true | false
    scores                                                  -> [points of player 0, points of player 1]
    score         player: P                                 -> points (score pile + Great Dragon)
    winner                                                  -> player (null: a tie nothing breaks)
    hand_size     player: P                                 -> 5, or 6 for the Great Dragon's holder
    hand_count    player: P                                 -> cards held
    deck_size     player: P                                 -> cards in the draw deck
    free_outlines space: SPACE                              -> free outlines (null: a stack without limit)
    dragon                                                  -> holder of the Great Dragon (null: nobody)
    departures                                              -> departures of the Ship so far
    space         space: SPACE                              -> [TYPE:VALUE...] the cards on the space, bottom first
    under_ship                                              -> [TYPE:VALUE...] the pile below the Ship, bottom first
    deck_top      player: P                                 -> TYPE:VALUE, the top card of the draw deck (null: empty)
    is_over / final_turn / to_move                          -> true|false / player or null / player or null

Scores asked before the end are the scores if the game ended now.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tutor.core.errors import InputError
from tutor.core.verdict import Event, Reason, actor_event
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.effects import resolve
from tutor.games.dragonheart.notation import SCHEMA
from tutor.games.dragonheart.rules import check, end_clauses
from tutor.games.dragonheart.scoring import rank, score_lines, totals, winner
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState, card_word, points, sort_cards
from tutor.text.ui import N_

QUESTIONS = ("collects", "collects_points", "legal", "scores", "score", "winner", "hand_size", "hand_count", "deck_size",
             "free_outlines", "dragon", "departures", "is_over", "final_turn", "to_move", "space", "under_ship", "deck_top")

# What the notebook's quiz asks for each question (it fills in %(player)s, the first player by default).
QUESTION_MESSAGES = {
    "collects": N_("What does the play in the title put into the score pile? Answer {cards: [TYPE:VALUE, ...], points: N}."),
    "collects_points": N_("How many points does the play in the title collect?"),
    "legal": N_("Is the move in the title legal here (true or false)?"),
    "scores": N_("What are the scores, as a list (first player, second player)?"),
    "score": N_("What is %(player)s's score?"),
    "winner": N_("Who wins: 0 (%(player)s), 1 (the other player), or null for a shared victory?"),
    "hand_size": N_("What is %(player)s's hand size?"),
    "hand_count": N_("How many cards does %(player)s hold?"),
    "deck_size": N_("How many cards are left in %(player)s's draw deck?"),
    "free_outlines": N_("How many more cards fit on the space in the title (null if there is no limit)?"),
    "dragon": N_("Who holds the Great Dragon: 0 (%(player)s), 1 (the other player), or null?"),
    "departures": N_("How many times has the Ship departed?"),
    "is_over": N_("Is the game over (true or false)?"),
    "final_turn": N_("Who takes the final turn: 0 (%(player)s), 1 (the other player), or null if the end has not come?"),
    "to_move": N_("Whose turn is it: 0 (%(player)s), 1 (the other player), or null if the game is over?"),
    "space": N_("Which cards lie on the space in the title, bottom first? Answer [TYPE:VALUE, ...]."),
    "under_ship": N_("Which cards lie below the Ship space, bottom first? Answer [TYPE:VALUE, ...]."),
    "deck_top": N_("Which card lies on top of %(player)s's draw deck? Answer TYPE:VALUE, or null if it is empty."),
}


def as_event(r: Reason) -> Event:
    return Event(r.code, r.clauses, r.params, r.args.get("player") if isinstance(r.args.get("player"), int) else None)


def _arg(args: Mapping[str, Any], name: str, where: str) -> Any:
    if name not in args:
        raise InputError(where, 0, name, "missing")
    return args[name]


def _player(args: Mapping[str, Any], where: str) -> int:
    player = _arg(args, "player", where)
    if isinstance(player, bool) or player not in (0, 1):
        raise InputError(where, 0, "player", f"{player!r} is not a player (0 or 1)")
    return int(player)


def collects(state: DragonheartState, move_text: str, take: str | None, where: str) -> tuple[dict[str, Any], list[Event]]:
    """What a play (and its choice, if it asks for one) puts into the player's score pile."""
    mv = SCHEMA.parse(move_text, where)
    player = state.turn
    verdict = check(state, mv)
    if not verdict.legal:
        raise InputError(where, 0, "move", f"{move_text!r} is illegal here ({', '.join(verdict.codes)})")
    after, events = resolve(state, mv)
    lines = list(events)
    if after.phase == "choose":
        if take is None:
            raise InputError(where, 0, "take", f"{move_text!r} asks for a choice: add take: one of "
                                               f"{', '.join(COMPONENTS.collects[after.pending or ''])}")
        choice = SCHEMA.parse(f"take {take}", where)
        if not check(after, choice).legal:
            raise InputError(where, 0, "take", f"take {take} is illegal here")
        after, more = resolve(after, choice)
        lines.extend(more)
    elif take is not None:
        raise InputError(where, 0, "take", f"{move_text!r} asks for no choice")
    new = sort_cards(after.scores[player][len(state.scores[player]):])
    return {"cards": [card_word(x) for x in new], "points": points(new)}, lines


def answer(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """The answer to ``question`` about ``state`` and the cited lines behind it."""
    if isinstance(question, str) and question in _ANSWERS:
        return _ANSWERS[question](state, question, args, where)
    raise InputError(where, 0, "ask", f"unknown question {question!r}; Dragonheart answers {', '.join(QUESTIONS)}")


def _collects(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """What a play collects (``collects``) or its points (``collects_points``)."""
    take = args.get("take")
    field = args.get("field") if question == "collects" else None
    value, why = collects(state, str(_arg(args, "move", where)), None if take is None else str(take), where)
    if field is not None and field not in value:
        raise InputError(where, 0, "field", f"{field!r}: collects answers cards or points")
    if question == "collects_points":
        return value["points"], why
    return (value if field is None else value[field]), why


def _legal(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """Whether a move is legal, with its grounds or its violations."""
    mv = SCHEMA.parse(str(_arg(args, "move", where)), where)
    verdict = check(state, mv)
    return verdict.legal, [as_event(r) for r in (verdict.grounds if verdict.legal else verdict.violations)]


def _scores(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """The scores, one player's score, or the winner, if the game ended now."""
    points, lines = totals(state), score_lines(state)
    cited = [as_event(sl.reason) for sl in lines]
    if question == "scores":
        return list(points), cited
    if question == "score":
        player = _player(args, where)
        return points[player], [as_event(sl.reason) for sl in lines if sl.player == player]
    _, tie = rank(state, points)
    return winner(state), [*cited, *tie]


def _hand(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """A player's hand size, the cards they hold, or the cards left in their draw deck."""
    player = _player(args, where)
    if question == "deck_size":
        return len(state.decks[player]), [actor_event("dh.answer.deck-size", "dh.setup.draw-deck", player,
                                                      count=len(state.decks[player]))]
    if state.dragon == player:
        line = actor_event("dh.answer.hand-size-dragon", ("dh.turn.draw.refill", "dh.spaces.sorceress.hand-size"), player,
                           size=state.hand_size(player), count=len(state.hands[player]))
    else:
        line = actor_event("dh.answer.hand-size", "dh.turn.draw.refill", player, size=state.hand_size(player),
                           count=len(state.hands[player]))
    return (state.hand_size(player) if question == "hand_size" else len(state.hands[player])), [line]


def _free_outlines(state: DragonheartState, question: str, args: Mapping[str, Any], where: str
                   ) -> tuple[Any, Sequence[Event]]:
    """How many more cards fit on a space (None: a stack without limit)."""
    space = _arg(args, "space", where)
    if space not in TYPES:
        raise InputError(where, 0, "space", f"{space!r} is not a space; spaces are {', '.join(TYPES)}")
    free = state.free_outlines(space)
    if free is None:
        return None, [actor_event("dh.answer.no-limit", "dh.turn.play.single-outline.no-limit", None, space=f"card.{space}")]
    clauses = ("dh.turn.play.multi-outline.empty-outlines", "dh.turn.play.outlines")
    return free, [actor_event("dh.answer.free-outlines", clauses, None, space=f"card.{space}", free=free,
                              outlines=COMPONENTS.outlines[space])]


def _dragon(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """Who holds the Great Dragon (None: nobody)."""
    if state.dragon is None:
        return None, [actor_event("dh.answer.no-dragon", ("dh.setup.great-dragon", "dh.spaces.sorceress.great-dragon"))]
    return state.dragon, [actor_event("dh.answer.dragon", "dh.spaces.sorceress.great-dragon", state.dragon)]


def _departures(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """How many times the Ship has departed."""
    n = len(state.departures)
    return n, [actor_event("dh.answer.departures", ("dh.spaces.ship.departure", "dh.end.trigger"), None, n=n)]


def _is_over(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """Whether the game is over, and why (or why not)."""
    over = state.phase == "over"
    return over, [actor_event("dh.game-over", (*end_clauses(state), "dh.end.hands-void"), state.turn) if over
                  else actor_event("dh.answer.not-over", "dh.end.alternate")]


def _final_turn(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """Who takes the final turn (None: the end has not come)."""
    if state.final_turn is None:
        return None, [actor_event("dh.answer.no-final-turn", ("dh.end.trigger", "dh.end.deck-out"))]
    return state.final_turn, [actor_event("dh.final-turn", end_clauses(state), state.final_turn)]


def _to_move(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """Whose turn it is (None: the game is over)."""
    if state.phase == "over":
        return None, [actor_event("dh.over", end_clauses(state))]
    return state.turn, [actor_event("dh.answer.to-move", "dh.turn.alternate", state.turn)]


def _cards_where(state: DragonheartState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
    """What lies on a space, below the Ship, or on top of a draw deck, with the clauses that put it there."""
    if question == "space":
        space = _arg(args, "space", where)
        if space not in TYPES:
            raise InputError(where, 0, "space", f"{space!r} is not a space; spaces are {', '.join(TYPES)}")
        cards = state.space(space)
        values = tuple(CARD_VALUE[x] for x in cards)
        key = f"card.{space}"
        if not cards:
            return [], [actor_event("dh.answer.space-empty", "dh.spaces.empty-space", None, space=key)]
        if COMPONENTS.outlines[space] == 1:
            clauses: tuple[str, ...] = ("dh.turn.play.single-outline.stack", "dh.turn.play.single-outline.hidden")
            line = actor_event("dh.answer.stack", clauses, None, space=key, count=len(cards), values=values, top=values[-1])
        else:
            clauses = ("dh.turn.play.outlines", "dh.turn.play.multi-outline.empty-outlines")
            line = actor_event("dh.answer.outlines", clauses, None, space=key, count=len(cards), values=values,
                         outlines=COMPONENTS.outlines[space])
        return [card_word(x) for x in cards], [line]
    if question == "under_ship":
        pile = state.under_ship
        clauses = ("dh.spaces.knight.to-ship", "dh.spaces.huntress.to-ship", "dh.spaces.ship.effect")
        if not pile:
            return [], [actor_event("dh.answer.under-ship-empty", clauses, None)]
        kinds = tuple(f"card.{t}" for t in TYPES if any(CARD_TYPE[x] == t for x in pile))
        return [card_word(x) for x in pile], [actor_event("dh.answer.under-ship", clauses, None, count=len(pile), cards=kinds,
                                                    points=points(pile))]
    player = _player(args, where)
    deck = state.decks[player]
    if not deck:
        return None, [actor_event("dh.answer.deck-empty", ("dh.setup.draw-deck", "dh.end.deck-out"), player)]
    top = deck[0]
    if state.known_top[player]:
        return card_word(top), [actor_event("dh.answer.deck-top-known", ("dh.setup.draw-deck", "dh.spaces.sorceress.reduce-hand",
                                                                   "dh.spaces.sorceress.redraw"), player,
                                      card=f"card.{CARD_TYPE[top]}", value=CARD_VALUE[top])]
    return card_word(top), [actor_event("dh.answer.deck-top", "dh.setup.draw-deck", player,
                                  card=f"card.{CARD_TYPE[top]}", value=CARD_VALUE[top])]


_ANSWERS: dict[str, Callable[[DragonheartState, str, Mapping[str, Any], str], tuple[Any, Sequence[Event]]]] = {
    "collects": _collects, "collects_points": _collects, "legal": _legal,
    "scores": _scores, "score": _scores, "winner": _scores,
    "hand_size": _hand, "hand_count": _hand, "deck_size": _hand,
    "free_outlines": _free_outlines, "dragon": _dragon, "departures": _departures, "is_over": _is_over,
    "final_turn": _final_turn, "to_move": _to_move,
    "space": _cards_where, "under_ship": _cards_where, "deck_top": _cards_where,
}
