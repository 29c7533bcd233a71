"""Any move of the reference game in plain words (the learner's language; the typed notation is not shown)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.moves import Move
from tutor.text.explain import player_name
from tutor.text.ui import N_, gettext, ngettext, nN_

BY_PLAYER = N_("%(player)s: %(what)s")
TAKE = nN_("take %(count)s pebble", "take %(count)s pebbles", "count")
PASS = N_("pass the turn")


def describe_move(state: Any, move: Move, lang: str, names: Sequence[str] | None = None) -> str:
    """``move`` in plain words in ``lang`` (``state`` may be ``None``: this game's moves need none)."""
    if move.kind == "take" and move.args:
        count = int(move.args[0])
        text = ngettext(TAKE[0], TAKE[1], count, lang, count=count)
    elif move.kind == "pass":
        text = gettext(PASS, lang)
    else:
        return str(move)
    if move.player is not None:
        text = gettext(BY_PLAYER, lang, player=player_name(move.player, lang, names), what=text)
    return text
