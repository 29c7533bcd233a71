"""Events whose message names the player: ``Event.player`` and the ``player`` parameter are both set."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutor.core.verdict import Event, reason


def ev(code: str, clauses: str | Iterable[str], player: int | None = None, **params: Any) -> Event:
    """An event; when it concerns a player, the message's %(player)s parameter is that player."""
    if player is not None:
        params = {"player": player, **params}
    base = reason(code, clauses, **params)
    return Event(base.code, base.clauses, base.params, player)
