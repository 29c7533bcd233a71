"""The model of a match being played, shared by every view of it (code cell, live companion, saved board).

It holds the match, the players' names and the viewer, checks each move once (``attempt``) and builds the
observation, the legal moves and the scene once per state (and language, selection): views ask it instead of
the engine, so a click costs one check of the move tried and one scene per state and language.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from tutor.core.board import Board
from tutor.core.game import Game
from tutor.core.match import Match, Tried
from tutor.core.moves import Move
from tutor.core.scene import Scene, rect

KEEP = 8  # cached values per kind: the current state, the one before, a few selections and languages


class _Memo:
    """A small cache keyed by a state's identity (states are immutable) and plain values; the state is kept in the
    entry, so an identity is never reused for another state while its entry lives."""

    def __init__(self) -> None:
        self._items: OrderedDict[tuple[Any, ...], tuple[Any, Any]] = OrderedDict()

    def get(self, state: Any, key: tuple[Any, ...], make: Callable[[], Any]) -> Any:
        full = (id(state), *key)
        hit = self._items.get(full)
        if hit is not None and hit[0] is state:
            self._items.move_to_end(full)
            return hit[1]
        value = make()
        self._items[full] = (state, value)
        while len(self._items) > KEEP:
            self._items.popitem(last=False)
        return value


def _once(said: list[tuple[str, Move]]) -> list[tuple[str, Move]]:
    """Moves said alike, listed once (the first): moves a learner cannot tell apart do the same thing, such as a
    River Dragons plank laid from either of its two supports."""
    out: dict[str, Move] = {}
    for words, m in said:
        out.setdefault(words, m)
    return list(out.items())


class MatchModel:
    """One match being played: the state, who sees it, the legal moves and the board, each computed once."""

    def __init__(self, game: Game[Any], match: Match[Any], names: Sequence[str], viewer: int | None = None) -> None:
        self.game, self.match, self.names, self.viewer = game, match, list(names), viewer
        self.board: Any = getattr(game, "board", None)
        self._obs, self._legal, self._scene, self._text, self._said = _Memo(), _Memo(), _Memo(), _Memo(), _Memo()

    @property
    def state(self) -> Any:
        return self.match.state

    def attempt(self, move: Move) -> Tried[Any]:
        """Check ``move`` once and play it if legal (an illegal move changes nothing)."""
        return self.match.attempt(move)

    def observation(self, viewer: int | str | None = "own") -> Any:
        """The state as ``viewer`` sees it (default: this model's viewer), once per state and viewer."""
        who = self.viewer if viewer == "own" else viewer
        state = self.state
        return self._obs.get(state, (who,), lambda: self.game.observation(state, who))  # type: ignore[arg-type]

    def legal(self) -> list[Move]:
        """The legal moves now (none once the game is over), listed once per state."""
        state = self.state
        return self._legal.get(state, (), lambda: [] if self.game.is_over(state) else  # type: ignore[no-any-return]
                               self.game.legal_moves(state))

    def said(self, lang: str) -> list[tuple[str, Move]]:
        """The legal moves, each said in ``lang`` (the move list's entries), once per state and language."""
        state = self.state
        return self._said.get(state, (lang, tuple(self.names)),  # type: ignore[no-any-return]
                              lambda: _once([(self.game.describe_move(state, m, lang, self.names), m)
                                             for m in self.legal()]))

    def scene(self, lang: str, selection: tuple[str, ...] = (), hot: bool = True) -> Scene | None:
        """The board for this viewer in ``lang`` with the selection, the last move and (``hot``) the targets that
        lead to a legal move highlighted; once per state, language and selection."""
        if self.board is None:
            return None
        state, key = self.state, (self.viewer, lang, selection, hot)
        return self._scene.get(state, key, lambda: self._make_scene(lang, selection, hot))  # type: ignore[no-any-return]

    def _make_scene(self, lang: str, selection: tuple[str, ...], hot: bool) -> Scene:
        board: Any = self.board
        last = self.match.last_move
        said = self.last_said(lang) if getattr(board, "writes_last_move", False) else ""
        scene: Scene = board.scene(self.observation(), self.viewer, lang, self.names, selection, last, said=said)
        if hot:
            if type(board).hot_targets is Board.hot_targets:  # the generic one: from the targets just drawn
                hot_ones = board.hot_among(scene.targets(), self.state, selection, self.legal())
            else:  # a game's own (from its click paths) needs no scene
                hot_ones = board.hot_targets(self.state, selection, self.legal())
            for target in sorted(hot_ones):
                box = scene.bounds(target)
                if box is not None:
                    x, y, bw, bh = box
                    scene.add(rect(x - 2, y - 2, bw + 4, bh + 4, stroke="#ff9800", line_width=2.5, layer="highlight"))
        return scene

    def last_said(self, lang: str) -> str:
        """The last move in words in ``lang``, said from the position before it as this viewer saw it ("" at the
        start): a board that writes the last move (``writes_last_move``) writes these words, never the move's
        notation. Only a game whose moves are all open may have such a board: the words say the move whole."""
        steps = self.match.history
        last = self.match.last_move
        if last is None or len(steps) < 2:
            return ""
        before = steps[-2].state
        seen = self._obs.get(before, (self.viewer,), lambda: self.game.observation(before, self.viewer))
        return self.game.describe_move(seen, last, lang, self.names)

    def describe(self, lang: str) -> str:
        """The board in words (for a screen reader), once per state and language."""
        if self.board is None:
            return ""
        state = self.state
        return self._text.get(state, (self.viewer, lang),  # type: ignore[no-any-return]
                              lambda: self.board.describe(self.observation(), lang, self.names, self.viewer))
