"""River Dragons' move notation: the words of a move (a card to program, then places and planks by name)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.core.errors import InputError
from tutor.core.moves import ArgSpec, MoveSchema
from tutor.games.river_dragons.state import CARDS

TOKEN = re.compile(r"^[a-z][a-z0-9_-]*$")


@dataclass(frozen=True)
class Token(ArgSpec):
    """A word of the board's notation: an island (i7), a water point (w12), a village (red), a plank (red3)."""

    def parse(self, word: str, where: str) -> str:
        if not TOKEN.match(word):
            raise InputError(where, 0, self.name, f"{word!r} is not a place or plank name (e.g. i7, red, red3)")
        return word


SCHEMA = MoveSchema({
    "program": (ArgSpec("card", choices=CARDS),),
    "stone": (Token("at"),),
    "take": (Token("plank"),),
    "plank": (Token("end"), Token("other_end")),
    "remove": (Token("what"),),
    "move": (Token("to"), Token("then", optional=True)),
    "jump": (Token("over"), Token("to")),
})
