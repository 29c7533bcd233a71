"""Any move of China in plain words (the learner's language; the typed notation is not shown)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.moves import Move
from tutor.text.explain import format_all, player_name
from tutor.text.glossary import glossary, term
from tutor.text.ui import N_, gettext, nN_, render

GAME = "china"
BY_PLAYER = N_("%(player)s: %(what)s")
WORDS: dict[str, str | tuple[str, str, str]] = {
    "start": N_("let %(player)s start"),
    "place": nN_("play the region card %(cards)s in %(region)s and place %(pieces)s",
                 "play the region cards %(cards)s in %(region)s and place %(pieces)s", "n"),
    "exchange": N_("exchange a %(give)s card for the open %(take)s card"),
    "exchange-deck": N_("exchange a %(give)s card for one from the draw pile"),
    "draw": N_("draw the open %(take)s card"),
    "draw-deck": N_("draw a card from the draw pile"),
    "pass": N_("pass"),
}
PIECES = {
    "house": N_("a house on space %(space)s"),
    "fort": N_("a fortification on space %(space)s"),
    "emissary": N_("an emissary"),
}


def region_name(state: Any, rid: str, lang: str) -> str:
    """A region's name in ``lang``: from the board file of the position (its glossary term where it names one, else
    the file's own name), or from the glossary for the published boards' ids when no position is given."""
    board = getattr(state, "board", None)
    for region in getattr(board, "regions", ()):
        if region.id == rid:
            return term(GAME, region.glossary, lang) if region.glossary else region.name(lang)
    key = f"region.{rid}"
    return term(GAME, key, lang) if key in glossary(GAME) else rid


def _colour(token: Any, lang: str) -> str:
    return term(GAME, f"colour.{token}", lang)


def _piece(token: str, lang: str) -> str:
    kind, _, space = token.partition(":")
    message = PIECES.get(kind)
    return gettext(message, lang, space=space) if message else token


def describe_move(state: Any, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
    """``move`` in plain words in ``lang`` (``state`` may be ``None``; it is not needed to say this game's moves)."""
    args = [str(a) for a in move.args]
    variant = move.kind
    params: dict[str, Any] = {}
    if move.kind == "start" and args:
        params["player"] = player_name(int(args[0]), lang, names)
    elif move.kind == "place" and len(args) >= 2:
        params = {"region": region_name(state, args[0], lang), "n": len(args[1].split("+")),
                  "cards": format_all([_colour(c, lang) for c in args[1].split("+")], lang),
                  "pieces": format_all([_piece(p, lang) for p in args[2:]], lang)}
    elif move.kind == "exchange" and len(args) == 2:
        variant = "exchange-deck" if args[1] == "deck" else "exchange"
        params = {"give": _colour(args[0], lang), "take": _colour(args[1], lang)}
    elif move.kind == "draw" and args:
        variant = "draw-deck" if args[0] == "deck" else "draw"
        params = {"take": _colour(args[0], lang)}
    message = WORDS.get(variant)
    if message is None or (variant != "pass" and not params):
        return str(move)
    text = render(message, lang, params)
    if move.player is not None:
        text = gettext(BY_PLAYER, lang, player=player_name(move.player, lang, names), what=text)
    return text
