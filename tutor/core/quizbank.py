"""How a learner is asked a game's questions: the prompt, and the kind of answer a person gives.

A game's ``quiz`` module maps each engine question (``Game.answer``'s ``question``) it asks learners to an
``Ask``. The engine computes every answer; an ``Ask`` only says how to put it to a person: a number, one
or more players picked from buttons, yes/no, or cards picked from a list. Prompts are ``tutor`` message ids
(rendered in the learner's language by ``tutor.progress.bank``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

NUMBER = "number"  # a whole number typed in
PLAYERS = "players"  # one or more players picked (a shared place is a shared answer)
YESNO = "yesno"  # yes or no
CARDS = "cards"  # cards picked from a list (the cards in play the question is about)


@dataclass(frozen=True)
class Ask:
    """How one engine question is put to a learner.

    ``prompt``: a message id with any of ``%(player)s``, ``%(region)s``, ``%(number)s``.
    ``per_player``: the engine answers a list by player; the learner is asked for one player's entry.
    ``nobody``: for ``PLAYERS``, "nobody" is an answer (the engine's ``None``).
    ``players``: turns the engine's value into players (e.g. colours into seats); default: ints as they are.
    ``over``: the question is asked only when the game is over.
    ``params``: the prompt's other parameters from the position and the arguments (glossary keys are shown
    as terms); ``who``: the player the question is about when no argument names one (e.g. the mover).
    ``cards``: for ``CARDS``, the cards offered (card words as the engine answers them, a card twice on the
    table offered twice); ``card_name``: a card word in plain words in a language.
    ``after``: the prompt of the question asked as a prediction (see the field).
    """

    prompt: str
    form: str = NUMBER
    per_player: bool = False
    nobody: bool = False
    players: Callable[[Any, Any], tuple[int, ...]] | None = None
    over: bool = False
    params: Callable[[Any, Mapping[str, Any]], dict[str, Any]] | None = None
    who: Callable[[Any, Mapping[str, Any]], int] | None = None
    part: str = ""  # the engine answers a mapping: the learner is asked for this entry of it
    topic: str = ""  # the clause whose heading titles the question (default: the first scoring clause cited)
    cards: Callable[[Any, Mapping[str, Any]], tuple[str, ...]] | None = None
    card_name: Callable[[str, str], str] | None = None
    after: str = ""  # the answer is printed on the board at its own position (points, money, goods): the quiz asks
    # it as a prediction instead, on the position before the move that decides it, with this prompt (a message id with
    # ``%(move)s``, the move in words, and ``%(mover)s``, its player); never where no move leads to it
    printed: Callable[[Any, Mapping[str, Any]], bool] | None = None  # with ``after``: whether a position prints the
    # answer (default: every position does); where it does not, the question is asked on the position itself


def as_players(value: Any) -> tuple[int, ...]:
    """An engine's player answer (a player, a list of them, or None) as a sorted tuple of seats."""
    if value is None:
        return ()
    if isinstance(value, bool):
        raise TypeError("a yes/no is not a player")
    if isinstance(value, int):
        return (value,)
    return tuple(sorted(int(v) for v in value))
