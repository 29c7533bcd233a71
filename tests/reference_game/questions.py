"""The questions the reference game's scenarios and quizzes ask, answered with the cited lines behind them.

    pile                        -> pebbles left
    most                        -> the most pebbles the player to move may take now (0 once the game is over)
    taken                       -> [pebbles taken by player 0, by player 1, ...]
    legal     move: "take 2"    -> true | false
    winner                      -> who took the last pebble (null while the pile holds some)
    to_move                     -> the player to move (null once the game is over)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tests.reference_game.components import COMPONENTS
from tests.reference_game.notation import SCHEMA
from tests.reference_game.rules import check
from tests.reference_game.state import PebblesState, is_over
from tutor.core.errors import InputError
from tutor.core.verdict import Event, actor_event, event
from tutor.text.ui import N_

QUESTIONS = ("pile", "most", "taken", "legal", "winner", "to_move")

QUESTION_MESSAGES = {
    "pile": N_("How many pebbles are left in the pile?"),
    "most": N_("How many pebbles at most may the player to move take now?"),
    "taken": N_("How many pebbles has each player taken, as a list (first player first)?"),
    "legal": N_("Is the move in the title legal here (true or false)?"),
    "winner": N_("Who took the last pebble: 0 (%(player)s), 1, 2, or null while pebbles are left?"),
    "to_move": N_("Whose turn is it: 0 (%(player)s), 1, 2, or null if the game is over?"),
}


def answer(state: PebblesState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
    """The answer to ``question`` about ``state`` and the cited lines behind it."""
    if question == "pile":
        return state.pile, [event("pb.emptied", "pb.end.last")] if is_over(state) else []
    if question == "most":
        most = min(COMPONENTS.most, state.pile)
        clause = "pb.take.count" if most == COMPONENTS.most else "pb.take.left"
        return most, [actor_event("pb.most", clause, state.turn, most=most, left=state.pile)]
    if question == "taken":
        return list(state.taken), [actor_event("pb.has-taken", "pb.take.count", p, count=n)
                                   for p, n in enumerate(state.taken)]
    if question == "legal":
        if "move" not in args:
            raise InputError(where, 0, "move", "missing")
        verdict = check(state, SCHEMA.parse(str(args["move"]), where))
        why = verdict.grounds if verdict.legal else verdict.violations
        return verdict.legal, [Event(r.code, r.clauses, r.params) for r in why]
    if question == "winner":
        lines = [actor_event("pb.wins", "pb.end.win", state.last)] if state.last is not None else []
        return state.last, lines
    if question == "to_move":
        return (None if is_over(state) else state.turn), []
    raise InputError(where, 0, "ask", f"unknown question {question!r}; the game answers {', '.join(QUESTIONS)}")
