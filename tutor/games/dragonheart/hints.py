"""What would make an illegal move legal in Dragonheart, per violation code (the hint's first line).

Each remedy is a small pure function of the state, the move and the violation's parameters; it returns
a ``tutor`` message with its parameters, or None where this case has nothing concrete to add. Remedies
read only the mover's own hand and the open board.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.game import Remedy, RemedyText
from tutor.core.moves import Move
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.rules import card_key
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState
from tutor.text.ui import N_, nN_

HELD_SPACES = N_("You hold cards for these spaces: %(spaces)s.")
NAME_A_CARD = N_("Name at least one card: your %(card)s cards have values %(held)s.")
NONE_HELD = N_("You hold no %(card)s card: play on a space whose picture you hold: %(spaces)s.")
ONE_PICTURE = N_("Play only %(card)s cards on the %(card)s space: leave out %(others)s.")
RIGHT_SPACE = N_("Play your %(card)s cards on the %(card)s space: each card goes on the space with its picture.")
HELD_VALUES = N_("Your %(card)s cards have values %(held)s.")
FEWER_HERE = nN_("Leave out %(excess)s card: the %(space)s space has room for %(free)s now.",
                 "Leave out %(excess)s cards: the %(space)s space has room for %(free)s now.", "excess")
OTHER_SOURCE = nN_("Take from the %(other)s space instead: it holds %(count)s card.",
                   "Take from the %(other)s space instead: it holds %(count)s cards.", "count")

# Codes with no concrete remedy: the game is over, it is the other player's turn, the start or a pending
# choice comes first (the violation names it and lists the spaces), or the move is not a Dragonheart move.
NO_REMEDY = frozenset({
    "dh.over", "dh.not-your-turn", "dh.not-youngest", "dh.already-started", "dh.bad-player", "dh.choose-starter-first",
    "dh.played-this-turn", "dh.no-choice", "dh.not-a-source", "dh.unknown-move",
})


def _hand(state: DragonheartState, mv: Move) -> tuple[int, ...]:
    """The mover's hand: the player named by the move (``p0: ...``, out of turn too), else the player to move."""
    player = state.turn if mv.player is None else mv.player
    return state.hands[player] if player in (0, 1) else ()


def _held(state: DragonheartState, mv: Move, t: str) -> tuple[int, ...]:
    """The values of the mover's cards of type ``t``, lowest first."""
    return tuple(sorted(CARD_VALUE[c] for c in _hand(state, mv) if c >= 0 and CARD_TYPE[c] == t))


def _held_types(state: DragonheartState, mv: Move) -> tuple[str, ...]:
    have = {CARD_TYPE[c] for c in _hand(state, mv) if c >= 0}
    return tuple(card_key(t) for t in TYPES if t in have)


def unknown_space(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    spaces = _held_types(state, mv)
    return (HELD_SPACES, {"spaces": spaces}) if spaces else None


def _elsewhere(state: DragonheartState, mv: Move, t: str) -> RemedyText:
    """The mover holds no card of type ``t``: the spaces whose picture they do hold."""
    spaces = _held_types(state, mv)
    return (NONE_HELD, {"card": card_key(t), "spaces": spaces}) if spaces else None


def no_cards(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    space = str(mv.args[0])
    held = _held(state, mv, space)
    return (NAME_A_CARD, {"card": card_key(space), "held": held}) if held else _elsewhere(state, mv, space)


def mixed_cards(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    space = card_key(str(mv.args[0]))
    return ONE_PICTURE, {"card": space, "others": tuple(t for t in p["types"] if t != space)}


def wrong_space(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return RIGHT_SPACE, {"card": p["card"]}


def not_in_hand(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    t = str(p["card"]).removeprefix("card.")
    held = _held(state, mv, t)
    return (HELD_VALUES, {"card": p["card"], "held": held}) if held else _elsewhere(state, mv, t)


def too_many_cards(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return FEWER_HERE, {**p, "excess": p["count"] - p["free"]}


def empty_source(state: DragonheartState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    space = str(mv.args[0])
    others = [s for s in COMPONENTS.collects.get(state.pending or "", ()) if s != space and state.space(s)]
    if not others:
        return None
    return OTHER_SOURCE, {"other": card_key(others[0]), "count": len(state.space(others[0]))}


REMEDIES: dict[str, Remedy] = {
    "dh.unknown-space": unknown_space, "dh.no-cards": no_cards, "dh.mixed-cards": mixed_cards,
    "dh.wrong-space": wrong_space, "dh.not-in-hand": not_in_hand, "dh.too-many-cards": too_many_cards,
    "dh.empty-source": empty_source,
}
