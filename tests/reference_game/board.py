"""The reference game's board: the pile as pebbles, a button per move, and clicks read as moves."""

from __future__ import annotations

from collections.abc import Sequence

from tests.reference_game.components import COMPONENTS
from tests.reference_game.scoring import totals
from tests.reference_game.state import PebblesState, is_over, observation
from tutor.core.board import Board, Click
from tutor.core.moves import Move
from tutor.core.scene import Scene, circle, rect, text
from tutor.text.explain import player_name
from tutor.text.ui import N_, gettext, ngettext, nN_

PILE = nN_("The pile: %(count)s pebble", "The pile: %(count)s pebbles", "count")
TURN = N_("%(player)s to move")
OVER = N_("The game is over: %(player)s took the last pebble.")
POINTS = nN_("%(player)s: %(points)s point", "%(player)s: %(points)s points", "points")
TAKE = N_("Take %(count)s")
PASS = N_("Pass")
PASSED = N_("Passed already")
WIDTH, HEIGHT, PER_ROW = 480, 240, 12


def _points(state: PebblesState, lang: str, names: Sequence[str]) -> list[str]:
    """Each player's points, once the game is over (pb.end.win)."""
    return [ngettext(POINTS[0], POINTS[1], points, lang, player=player_name(p, lang, names), points=points)
            for p, points in enumerate(totals(state))]


class PebblesBoard(Board[PebblesState]):
    """The pile in rows of pebbles, a status line, and buttons ``take-N`` and ``pass-once``."""

    width, height = WIDTH, HEIGHT

    def scene(self, state: PebblesState, viewer: int | None, lang: str, names: Sequence[str],
              selection: tuple[str, ...] = (), last: Move | None = None, said: str = "") -> Scene:
        seen = observation(state, viewer)
        scene = Scene(WIDTH, HEIGHT)
        scene.add(text(16, 28, ngettext(PILE[0], PILE[1], seen.pile, lang, count=seen.pile), size=16,
                       bold=True))
        for i in range(seen.pile):
            scene.add(circle(28 + (i % PER_ROW) * 36, 60 + (i // PER_ROW) * 36, 14, fill="#9a8f80"))
        status = (gettext(OVER, lang, player=player_name(seen.last, lang, names)) if seen.last is not None
                  else gettext(TURN, lang, player=player_name(seen.turn, lang, names)))
        scene.add(text(16, 160, status, size=14))
        if seen.last is not None:
            for p, line in enumerate(_points(seen, lang, names)):
                scene.add(text(16 + p * 150, 200, line, size=14))
        if not is_over(seen):
            for n in range(1, COMPONENTS.most + 1):
                x = 16 + (n - 1) * 100
                scene.add(rect(x, 180, 90, 40, fill="#e8e2d8", radius=6, target=f"take-{n}"),
                          text(x + 45, 205, gettext(TAKE, lang, count=n), align="center", target=f"take-{n}"))
            label = gettext(PASSED if seen.passed[seen.turn] else PASS, lang)
            scene.add(rect(316, 180, 90, 40, fill="#e8e2d8", radius=6, target="pass-once"),
                      text(361, 205, label, align="center", target="pass-once"))
        return scene

    def click(self, state: PebblesState, selection: tuple[str, ...], target: str) -> Click:
        """A button is a whole move: ``take-N`` takes N pebbles, ``pass-once`` passes."""
        kind, _, count = target.partition("-")
        if kind == "take" and count.isdigit():
            return Click((), Move("take", (int(count),)))
        if target == "pass-once":
            return Click((), Move("pass"))
        return Click(selection)

    def describe(self, state: PebblesState, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        """The pile and whose turn it is, for screen readers."""
        pile = ngettext(PILE[0], PILE[1], state.pile, lang, count=state.pile)
        if state.last is None:
            return f"{pile}. {gettext(TURN, lang, player=player_name(state.turn, lang, names))}"
        over = gettext(OVER, lang, player=player_name(state.last, lang, names))
        return "\n".join([f"{pile}. {over}", *_points(state, lang, names)])
