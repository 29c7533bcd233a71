"""What a game gives the notebook's board view: a scene of a state, and clicks as moves (pure)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from tutor.core.moves import Move
from tutor.core.scene import Scene

S = TypeVar("S")


@dataclass(frozen=True)
class Click:
    """What a click did: the new selection (targets picked so far) and, once complete, the move."""

    selection: tuple[str, ...]
    move: Move | None = None


class Board(ABC, Generic[S]):
    """A game's board: pure drawing and geometry, tested without a browser."""

    width: int
    height: int
    writes_last_move = False  # whether ``scene`` writes the last move (its ``said`` words); else none are made

    @abstractmethod
    def scene(self, state: S, viewer: int | None, lang: str, names: Sequence[str],
              selection: tuple[str, ...] = (), last: Move | None = None, said: str = "") -> Scene:
        """The board for ``viewer`` (None: the teacher's view), with the selection and last move marked; ``said`` is
        the last move in the learner's words (said from the position before it), for a board that writes it."""

    @abstractmethod
    def click(self, state: S, selection: tuple[str, ...], target: str) -> Click:
        """A click on ``target`` given what is already selected: a new selection or a whole move."""

    def hot_targets(self, state: S, selection: tuple[str, ...], legal: Sequence[Move]) -> set[str]:
        """The targets that lead towards a legal move from here (highlighted on the board)."""
        return self.hot_among(self.scene(state, None, "en", [], selection).targets(), state, selection, legal)

    def hot_among(self, targets: Iterable[str], state: S, selection: tuple[str, ...], legal: Sequence[Move]) -> set[str]:
        """Those of ``targets`` (a scene's, already drawn) that lead towards a legal move from here."""
        hot = set()
        for target in targets:
            result = self.click(state, selection, target)
            if (result.move is not None and result.move in legal) or (result.move is None and result.selection != selection):
                hot.add(target)
        return hot

    def target_words(self, state: S, target: str, lang: str, names: Sequence[str],
                     viewer: int | None = None) -> str | None:
        """What a click target is, in words in ``lang`` ("house space 18 in Wei"), for the keyboard's readout;
        None where the words drawn on the target say it."""
        return None

    def idle_reason(self, state: S, selection: tuple[str, ...], target: str) -> str | None:
        """Why a click on ``target`` does nothing now, as a catalog message (``N_``); None: no reason of its own."""
        return None

    def describe(self, state: S, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        """A plain-text description of the board for screen readers."""
        return ""
