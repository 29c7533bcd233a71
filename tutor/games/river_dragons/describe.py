"""Any move of River Dragons in plain words (the learner's language; the typed notation is not shown)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tutor.core.moves import Move
from tutor.games.river_dragons.state import is_dragon
from tutor.text.explain import player_name
from tutor.text.glossary import glossary, term
from tutor.text.ui import N_, gettext

GAME = "river_dragons"
BY_PLAYER = N_("%(player)s: %(what)s")
WORDS = {
    "program": N_("program the card %(card)s"),
    "program-dragon": N_("program the dragon card of colour %(colour)s"),
    "stone": N_("put a stone on %(first)s"),
    "take": N_("choose %(first)s"),
    "plank": N_("lay the plank between %(first)s and %(second)s"),
    "remove-plank": N_("take %(first)s off the board"),
    "remove-stone": N_("take the stone on %(first)s off the board"),
    "move": N_("move the pawn to %(first)s"),
    "move-then": N_("move the pawn to %(first)s and then to %(second)s"),
    "jump": N_("jump over %(first)s and land on %(second)s"),
}
ISLAND = N_("island %(n)s")
WATER = N_("water point %(n)s")
PLANK = N_("the %(colour)s plank number %(n)s")
PLACE = re.compile(r"^([a-z]+?)(\d*)$")


def _place(token: Any, lang: str) -> str:
    """A place or plank word (``i7``, ``w12``, ``red``, ``red3``) as the learner reads it."""
    m = PLACE.match(str(token))
    if not m:
        return str(token)
    head, n = m.groups()
    if head == "i" and n:
        return gettext(ISLAND, lang, n=n)
    if head == "w" and n:
        return gettext(WATER, lang, n=n)
    if n:
        return gettext(PLANK, lang, colour=term(GAME, f"colour.{head}", lang), n=n)
    return term(GAME, head, lang)  # a village: "the red village"


def place_words(token: str, lang: str) -> str:
    """A place a pawn may end on (a village or a plank token) as the learner reads it: "the pink plank number 2"."""
    return _place(token, lang)


# The parameters of reasons and events that hold a place, a plank or a stone's spot as the notation writes it.
PLACE_PARAMS = frozenset({"at", "to", "start", "over", "plank", "a", "b", "what", "chosen", "spot", "spots", "places",
                          "via", "planks", "first", "second"})


def param_words(key: str, value: object, lang: str) -> str | None:
    """A reason's place or plank parameter as the learner reads it (None: not a place parameter)."""
    m = PLACE.match(value) if key in PLACE_PARAMS and isinstance(value, str) else None
    if m is None:
        return None
    head, n = m.groups()
    known = (head in ("i", "w") and n) or f"colour.{head}" in glossary(GAME)
    return _place(value, lang) if known else None  # something typed that names nothing: shown as typed


def _support_order(token: str) -> tuple[int, int, str]:
    """Villages first, then islands and water points by number: the order a plank's two supports are said in."""
    m = PLACE.match(token)
    head, n = m.groups() if m else (token, "")
    return (0 if not n else 1, int(n) if n else 0, head)


def _card(card: str, lang: str) -> str:
    """An action card's name (``move1`` -> "Move 1")."""
    return term(GAME, "card." + re.sub(r"(\d)$", r"_\1", card), lang)


def describe_move(state: Any, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
    """``move`` in plain words in ``lang`` (``state`` may be ``None``; it is not needed to say this game's moves)."""
    args = [str(a) for a in move.args if a]
    variant = move.kind
    params: dict[str, Any] = {}
    if move.kind == "program" and args:
        if is_dragon(args[0]):
            variant, params = "program-dragon", {"colour": term(GAME, "colour." + args[0].split("-", 1)[1], lang)}
        else:
            params = {"card": _card(args[0], lang)}
    else:
        if move.kind == "plank":
            args = sorted(args, key=_support_order)  # a plank reads the same laid from either support
        params = {k: _place(v, lang) for k, v in zip(("first", "second"), args, strict=False)}
        if move.kind == "remove" and args:
            variant = "remove-stone" if args[0][:1] in ("i", "w") and args[0][1:].isdigit() else "remove-plank"
        elif move.kind == "move" and len(args) > 1:
            variant = "move-then"
    message = WORDS.get(variant)
    if message is None or not params:
        return str(move)
    text = gettext(message, lang, **params)
    if move.player is not None:
        text = gettext(BY_PLAYER, lang, player=player_name(move.player, lang, names), what=text)
    return text
