"""River Dragons' move notation: the words of a move (a card to program, then places and planks by name)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.core.errors import N_
from tutor.core.moves import ArgSpec, MoveSchema
from tutor.games.river_dragons.state import CARDS

TOKEN = re.compile(r"^[a-z][a-z0-9_-]*$")
M_TOKEN = N_("“%(word)s” is not a name of a place or a plank (places are like i7, w12 or red; planks like red3).")


@dataclass(frozen=True)
class Token(ArgSpec):
    """A word of the board's notation: an island (i7), a water point (w12), a village (red), a plank (red3)."""

    def parse(self, word: str, where: str) -> str:
        if not TOKEN.match(word):
            raise self.fail(where, M_TOKEN, word)
        return word


SCHEMA = MoveSchema({
    "program": (ArgSpec("card", choices=CARDS, label=N_("action card")),),
    "stone": (Token("at", label=N_("place")),),
    "take": (Token("plank", label=N_("plank")),),
    "plank": (Token("end", label=N_("place at one end")), Token("other_end", label=N_("place at the other end"))),
    "remove": (Token("what", label=N_("plank or stone")),),
    "move": (Token("to", label=N_("place")), Token("then", optional=True, label=N_("next place"))),
    "jump": (Token("over", label=N_("place to jump over")), Token("to", label=N_("place"))),
})
