"""The reference game's move notation: ``take N`` and ``pass``."""

from __future__ import annotations

from tutor.core.moves import ArgSpec, MoveSchema
from tutor.text.ui import N_

SCHEMA = MoveSchema({
    "take": (ArgSpec("count", low=1, high=9, label=N_("number of pebbles")),),
    "pass": (),
})
