"""Every reason and event code of the reference game, as an English message id with named placeholders.

``player``/``other`` hold player indexes (shown as names). A real game's messages are translated in
locales/{es,ja}/LC_MESSAGES/tutor.po; the reference game's show in English (it never enters the catalogs).
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.core.game import Message
from tutor.text.ui import N_, nN_

MESSAGES: Mapping[str, Message] = {
    # -- violations -------------------------------------------------------------------------------
    "pb.over": N_("The game is over: the pile is empty."),
    "pb.not-your-turn": N_("It is %(player)s's turn, not %(other)s's."),
    "pb.too-many": nN_("At most %(most)s pebble may be taken in a turn, not %(count)s.",
                       "At most %(most)s pebbles may be taken in a turn, not %(count)s.", "most"),
    "pb.not-enough": nN_("The pile holds only %(left)s pebble, not %(count)s.",
                         "The pile holds only %(left)s pebbles, not %(count)s.", "left"),
    "pb.passed": N_("%(player)s has already passed once, and a player may pass only once."),
    "pb.unknown-move": N_("This is not a move of this game: take pebbles or pass."),
    # -- grounds ----------------------------------------------------------------------------------
    "pb.may-take": N_("%(player)s may take pebbles from the pile."),
    "pb.takes-last": N_("%(player)s takes the last pebbles, and so wins."),
    "pb.may-pass": N_("%(player)s has not passed yet, so may pass once."),
    # -- answers -----------------------------------------------------------------------------------
    "pb.most": nN_("%(player)s may take at most %(most)s pebble: one to three a turn, and the pile holds %(left)s.",
                   "%(player)s may take at most %(most)s pebbles: one to three a turn, and the pile holds %(left)s.",
                   "most"),
    "pb.has-taken": nN_("%(player)s has taken %(count)s pebble so far.",
                        "%(player)s has taken %(count)s pebbles so far.", "count"),
    # -- events and score lines -------------------------------------------------------------------
    "pb.takes": nN_("%(player)s takes %(count)s pebble.", "%(player)s takes %(count)s pebbles.", "count"),
    "pb.passes": N_("%(player)s passes."),
    "pb.emptied": N_("The pile is empty: the game is over."),
    "pb.wins": N_("%(player)s took the last pebble and scores one point."),
    "pb.scores-nothing": N_("%(player)s did not take the last pebble and scores nothing."),
}
