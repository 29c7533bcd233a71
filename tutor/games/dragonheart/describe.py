"""Any move of Dragonheart in plain words (the learner's language; the typed notation is not shown)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.moves import Move
from tutor.text.explain import player_name
from tutor.text.glossary import term
from tutor.text.language import format_items
from tutor.text.ui import N_, gettext

GAME = "dragonheart"
BY_PLAYER = N_("%(player)s: %(what)s")
WORDS = {
    "start": N_("let %(player)s play first"),
    "play": N_("play %(cards)s on the %(space)s space"),
    "take": N_("take the cards from the %(space)s space"),
}
CARD = N_("%(card)s (%(value)s)")


def _card(space: str, token: Any, lang: str) -> str:
    """A card word (``3``: the space's own type; ``fire_dragon:3``) as "Dwarf (3)"."""
    kind, _, value = str(token).rpartition(":")
    return gettext(CARD, lang, card=term(GAME, f"card.{kind or space}", lang), value=value)


def describe_move(state: Any, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
    """``move`` in plain words in ``lang`` (``state`` may be ``None``; it is not needed to say this game's moves)."""
    message = WORDS.get(move.kind)
    if message is None:
        return str(move)
    args = [str(a) for a in move.args]
    if move.kind == "start":
        text = gettext(message, lang, player=player_name(int(args[0]) - 1, lang, names))
    else:
        space = args[0]
        cards = format_items([_card(space, c, lang) for c in args[1:]], lang)
        text = gettext(message, lang, space=term(GAME, f"card.{space}", lang), cards=cards)
    if move.player is not None:
        text = gettext(BY_PLAYER, lang, player=player_name(move.player, lang, names), what=text)
    return text
