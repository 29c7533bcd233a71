"""Events whose message names the player: ``Event.player`` and the ``player`` parameter are both set."""

from __future__ import annotations

from tutor.core.verdict import actor_event

ev = actor_event  # the acting player is also a message parameter
