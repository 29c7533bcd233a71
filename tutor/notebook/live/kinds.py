"""The move-kind picker's words: each kind of move a game's notation knows, said in plain words.

The notation's words (``pick``, ``topup``) are for typing; the picker shows what the move does, in the
learner's language. A kind no game here has yet is shown as its notation word.
"""

from __future__ import annotations

from tutor.text.ui import N_, gettext

KIND_WORDS = {
    # In the Year of the Dragon
    "pick": N_("Choose your starting persons"),
    "action": N_("Take an action"),
    "topup": N_("Top up to 3 yuan"),
    "floor": N_("Place the new palace floor"),
    "recruit": N_("Take in a person"),
    "replace": N_("Replace a person"),
    "dismiss": N_("Take a person and release it"),
    "forfeit": N_("Give up a person card"),
    "release": N_("Release a person"),
    "demolish": N_("Take away a palace floor"),
    "discard": N_("Give up yuan, rice or fireworks"),
    "drop": N_("Discard a person card"),
    "charter": N_("Use the Charter"),
    # Dragonheart and China
    "start": N_("Choose who goes first"),
    "play": N_("Play cards"),
    "take": N_("Take"),
    "place": N_("Place pieces"),
    "exchange": N_("Exchange a card"),
    "draw": N_("Draw a card"),
    "pass": N_("Pass"),
    # River Dragons
    "program": N_("Program an action card"),
    "stone": N_("Put a stone"),
    "plank": N_("Lay a plank"),
    "remove": N_("Remove a plank or a stone"),
    "move": N_("Move the pawn"),
    "jump": N_("Jump over a plank"),
}

# a kind whose moves are said differently in one game: its label says what those moves say
GAME_KIND_WORDS = {
    ("river_dragons", "take"): N_("Choose a plank"),
}


def kind_label(kind: str, lang: str, game: str = "") -> str:
    """A move kind in plain words in ``lang`` (its notation word for a kind not listed here), as ``game`` says it."""
    words = GAME_KIND_WORDS.get((game, kind)) or KIND_WORDS.get(kind)
    return gettext(words, lang) if words else kind
