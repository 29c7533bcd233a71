"""Any move of In the Year of the Dragon in plain words (the learner's language; the typed notation is not shown)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.moves import Move
from tutor.text.explain import player_name
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext

GAME = "year_of_the_dragon"
BY_PLAYER = N_("%(player)s: %(what)s")
WITH_JOKER = N_("%(what)s, playing the Joker card")
WORDS = {
    "pick": N_("start with a %(first)s in palace %(palace1)s and a %(second)s in palace %(palace2)s"),
    "action": N_("take the action %(action)s from group %(group)s"),
    "action-small": N_("buy a small privilege from group %(group)s"),
    "action-large": N_("buy a large privilege from group %(group)s"),
    "action-wall": N_("build the wall from group %(group)s, taking the reward %(reward)s"),
    "topup": N_("skip the action and top the money up to 3 yuan"),
    "floor": N_("put the new palace floor on palace %(palace)s"),
    "floor-new": N_("put the new palace floor on a new palace"),
    "recruit": N_("take a %(person)s (%(age)s) into palace %(palace)s"),
    "replace": N_("put a %(person)s (%(age)s) in palace %(palace)s, releasing the person in place %(slot)s"),
    "dismiss": N_("take a %(person)s (%(age)s) and release it at once"),
    "forfeit": N_("give up the person card %(card)s and take no person"),
    "release": N_("release the person in place %(slot)s of palace %(palace)s"),
    "demolish": N_("remove a floor from palace %(palace)s"),
    "demolish-slot": N_("remove a floor from palace %(palace)s, releasing the person in place %(slot)s"),
    "discard": N_("give up one %(good)s"),
    "discard-yuan": N_("give up one yuan"),
    "discard-rice": N_("give up one rice tile"),
    "discard-firework": N_("give up one fireworks tile"),
    "drop": N_("discard the person card %(card)s"),
    "charter": N_("use the Charter on the person in place %(slot)s of palace %(palace)s"),
}
# The same moves said with the person they release (the position before the move says who stands there).
WHO = {
    "replace": N_("put a %(person)s (%(age)s) in palace %(palace)s, releasing the %(old)s (%(old_age)s)"),
    "release": N_("release the %(old)s (%(old_age)s) from palace %(palace)s"),
    "demolish-slot": N_("remove a floor from palace %(palace)s, releasing the %(old)s (%(old_age)s)"),
    "charter": N_("use the Charter on the %(old)s (%(old_age)s) in palace %(palace)s"),
}
GOODS = {"yuan": "item.yuan", "rice": "item.rice", "firework": "item.firework"}


def _word(token: Any, lang: str) -> str:
    """A notation word as the learner reads it: a person, an age, an action, a card or a good (numbers as they are)."""
    text = str(token)
    for prefix in ("person.", "age.", "action.", "wall."):
        if (name := term(GAME, prefix + text, lang)) != prefix + text:
            return name
    if text == "joker":
        return term(GAME, "item.joker", lang)
    if text in GOODS:
        return term(GAME, GOODS[text], lang)
    return text


def _released(state: Any, move: Move, params: dict[str, str]) -> tuple[str, str] | None:
    """The person (type, age) a move releases from a palace place, read from ``state`` (None: no state, no such
    place, or a move that releases nobody by place)."""
    player = move.player if move.player is not None else getattr(state, "current", None)
    if state is None or player is None or not str(params.get("slot", "")).isdigit():
        return None
    palace, slot = params.get("palace", ""), int(params["slot"])
    palaces = state.players[player].palaces
    if not palace.isdigit() or not 1 <= int(palace) <= len(palaces):
        return None
    persons = palaces[int(palace) - 1].persons
    return (str(persons[slot - 1][0]), str(persons[slot - 1][1])) if 1 <= slot <= len(persons) else None


def _shape(move: Move, args: list[Any], lang: str) -> tuple[tuple[str, ...], str]:
    """The parameter names of a move's arguments and the wording it takes (an action's reward said in ``args``)."""
    keys: tuple[str, ...] = ()
    variant = move.kind
    if move.kind == "pick":
        keys = ("first", "palace1", "second", "palace2")
    elif move.kind == "action":
        keys = ("group", "action", "detail")
        detail = str(args[2]) if len(args) > 2 and args[2] else ""
        variant = f"action-{detail}" if detail in ("small", "large") else "action-wall" if detail else "action"
        if detail and detail not in ("small", "large"):
            args[2] = _word(detail, lang)
            keys = ("group", "action", "reward")
    elif move.kind == "floor":
        keys = ("palace",)
        variant = "floor-new" if str(args[0]) == "new" else "floor"
    elif move.kind in ("recruit", "replace", "dismiss"):
        keys = ("person", "age", "palace", "slot")
    elif move.kind in ("release", "charter", "demolish"):
        keys = ("palace", "slot")
        if move.kind == "demolish" and len(args) > 1 and args[1]:
            variant = "demolish-slot"
    elif move.kind in ("forfeit", "drop"):
        keys = ("card",)
    elif move.kind == "discard":
        keys = ("good",)
        if str(args[0]) in GOODS:  # each good its own words (Japanese counts them differently: 1元, 米チップ1枚)
            variant = f"discard-{args[0]}"
    return keys, variant


def describe_move(state: Any, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
    """``move`` in plain words in ``lang``; given the position it is played in (``state``), a move that releases a
    person says who (without one, the place)."""
    args = list(move.args)
    joker = "joker" in args[1:] and move.kind in ("recruit", "replace", "dismiss")
    if joker:
        args = [a for i, a in enumerate(args) if not (i > 0 and a == "joker")]
    keys, variant = _shape(move, args, lang)
    message = WORDS.get(variant)
    if message is None:
        return str(move)
    params = {k: _word(v, lang) for k, v in zip(keys, args, strict=False)}
    old = _released(state, move, params)
    if old is not None and variant in WHO:
        message = WHO[variant]
        params.update(old=_word(old[0], lang), old_age=_word(old[1], lang))
    text = gettext(message, lang, **params)
    if joker:
        text = gettext(WITH_JOKER, lang, what=text)
    if move.player is not None:
        text = gettext(BY_PLAYER, lang, player=player_name(move.player, lang, names), what=text)
    return text
