"""The companion's own words: its buttons, pickers and messages (message ids in the tutor domain)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from itertools import chain
from typing import Any, TypeVar

from tutor.core.errors import InputError
from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.text.ui import N_, nN_

T = TypeVar("T")

LIST_WIDTH = 28  # a closed move list at 1366x768 shows about this many half-width characters

L_SOURCE = N_("Show source wording")
L_TRY = N_("Try")
L_MOVE = N_("Move")
L_KIND = N_("Kind")
L_TYPE = N_("Type a move")
L_UNDO = N_("Undo")
L_REDO = N_("Redo")
L_STEP = N_("Step")
L_BRANCH = N_("What if…")
L_HINT = N_("What would make it legal?")
L_BOT = N_("Bot move")
L_VIEW = N_("View")
L_TEACHER = N_("Teacher (everything)")
L_SAVE = N_("Save match")
L_DOWNLOAD = N_("Download %(file)s")
L_LOAD = N_("Load match")
L_HAPPENED = N_("What happened")
L_EARLIER = N_("Your last click did nothing. The verdict below is about your earlier move.")
L_NOT_A_MOVE = N_("That is not a move. Pick one in the Move list, or type its words exactly as the list shows "
                  "them. In the notation: %(problem)s")
L_NO_SUCH_PLAYER = N_("That is not a move: “p%(given)s:” names no player of this match (p0: to p%(last)s:).")
L_BAD_FILE = N_("That file was not loaded: %(problem)s")
L_LOADED = nN_("Match loaded: %(moves)s move.", "Match loaded: %(moves)s moves.", "moves")
L_BRANCHED = N_("A new line starts here; the old one is kept in the first companion.")
L_OVER = N_("The game is over.")
L_NOT_VIEWER = N_("You are viewing the game as %(viewer)s: only %(viewer)s's moves can be made here. Switch the "
                  "view to play for %(player)s.")
L_TO_MOVE = N_("%(player)s to move.")
L_ERROR = N_("Something went wrong inside the tutor: %(error)s")
L_CHOOSE = N_("Choose a move in the list first (or click the board, or type a move), then press Try.")
L_IN_WORDS = N_("The board in words")
L_BOARD = N_("Board: arrow keys move between places, Enter chooses, Escape clears the choice.")
L_FOCUS = N_("On: %(place)s")
L_CHOSEN = N_("Chosen: %(place)s. Choose the next place.")
L_UNCHOSEN = N_("Nothing chosen.")
L_OVER_CLICK = N_("The game is over: there is nothing to play.")
L_NOT_A_PLACE = N_("That is not a place to play: click a card, piece or place the board highlights.")
L_NO_FIX = N_("No change to this move makes it legal now: the verdict above says why; try another move.")
L_BOT_KIND = N_("Which bot")
L_PRESS_V = N_("Press V to show the verdict, H for a hint.")  # after V hid it


def too_long_for_the_list(label: str) -> bool:
    """Whether a move's label may be cut in the closed move list (wide characters count twice): the companion
    then shows it in full under the list."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in label) > LIST_WIDTH


def plain(text: str) -> str:
    """Words compared as a learner means them: full and half width alike (NFKC), any case, spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def said_move(text: str, said: Iterable[tuple[str, T]]) -> T | None:
    """The move whose Move-list words ``text`` is (compared by :func:`plain`), or None."""
    typed = plain(text)
    return next((m for label, m in said if plain(label) == typed), None) if typed else None


def typed_move(game: Game[Any], state: Any, text: str, said: Callable[[], Iterable[tuple[str, Move]]],
               lang: str = "en", names: Sequence[str] | None = None) -> Move:
    """A typed move: in the notation, else the legal move whose Move-list words (``said``) the text is, else a
    move the game considers here (an illegal one to try, as a lesson asks) said in those words; raises the
    notation's InputError when it is none of these."""
    try:
        return game.parse_move(text, state=state)
    except InputError:
        considered = ((game.describe_move(state, m, lang, names), m) for m in game.candidate_moves(state))
        mv = said_move(text, chain(said(), considered))
        if mv is None:
            raise
        return mv
