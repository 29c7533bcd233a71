"""Playing the board from the keyboard: arrows move between a scene's click targets, Enter chooses.

Pure functions of a scene, tested without a browser: which target an arrow key moves to, and what a focused
target is called (the words drawn on it, never its id).
"""

from __future__ import annotations

from tutor.core.scene import Scene
from tutor.text.ui import N_, gettext

L_PLACE = N_("a place on the board")
ARROWS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}


def centres(scene: Scene) -> dict[str, tuple[float, float]]:
    """Every target's centre."""
    out = {}
    for target in scene.targets():
        box = scene.bounds(target)
        if box is not None:
            out[target] = (box[0] + box[2] / 2, box[1] + box[3] / 2)
    return out


def reading_order(scene: Scene) -> list[str]:
    """Targets top to bottom, then left to right (rows 20 units tall)."""
    c = centres(scene)
    return sorted(c, key=lambda t: (round(c[t][1] / 20), c[t][0], t))


def next_target(scene: Scene, current: str | None, key: str) -> str | None:
    """The target an arrow key moves to from ``current``: the nearest one in that direction (distance across the
    direction counts double); the first in reading order when nothing is focused; ``current`` at an edge."""
    order = reading_order(scene)
    if not order:
        return None
    c = centres(scene)
    if current not in c:
        return order[0]
    dx, dy = ARROWS[key]
    x0, y0 = c[current]
    best: tuple[float, str] | None = None
    for target, (x, y) in c.items():
        along = (x - x0) * dx + (y - y0) * dy
        if target == current or along <= 0.5:
            continue
        across = abs((x - x0) * dy) + abs((y - y0) * dx)
        score = along + 2 * across
        if best is None or (score, target) < best:
            best = (score, target)
    return best[1] if best else current


def target_label(scene: Scene, target: str, lang: str, words: str | None = None) -> str:
    """What a target is called: ``words`` (the game's own, where nothing says it on the board), else the words
    drawn inside it, else "a place on the board" (never an index)."""
    if words:
        return words
    box = scene.bounds(target)
    drawn: list[str] = []
    if box is not None:
        x, y, w, h = box
        for s in scene.shapes:
            inside = x - 2 <= s.x <= x + w + 2 and y - 2 <= s.y <= y + h + 2
            if s.kind == "text" and s.text.strip() and inside and s.text not in drawn:
                drawn.append(s.text.strip())
    if drawn:
        return " ".join(drawn[:4])
    return gettext(L_PLACE, lang)
