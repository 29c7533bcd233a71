"""Presenter mode's board (issue 35): the labels a class needs, at a projector's size.

Every label is drawn at ``PRESENTER_MIN_TEXT`` scene units or more (raised within its own width by the painters).
Raised labels need room the board's layout gives small ones, so here: the painters' fine print (``Shape.fine``:
what it says is in the board in words and the readouts) is left out; the lines of a label written on several lines
(and a caption over its number) are spaced for their raised sizes, around the same middle; a label raised over the
board's top edge is moved down onto it, and one whose width (fixed by the estimate, wider than some fonts draw it)
would cross the right edge is moved left onto it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tutor.core.scene import Shape
from tutor.notebook.saved.paint import PRESENTER_MIN_TEXT, text_width

ASCENT, DESCENT = 0.95, 0.16  # of the fonts' em, generously: a line's ink above and below its baseline
LEADING = 1.14  # baseline to baseline, in raised ems: two raised lines keep apart on screen


def _stacks(shapes: Sequence[Shape]) -> list[list[int]]:
    """Runs of text shapes, one after another in drawing order, that are the lines of one label: the same x and
    alignment, each baseline under the previous one by less than 1.6 of the larger size."""
    runs: list[list[int]] = []
    for i, s in enumerate(shapes):
        if s.kind != "text" or not s.text:
            continue
        if runs and runs[-1][-1] == i - 1:
            p = shapes[i - 1]
            if (p.x, p.align) == (s.x, s.align) and 0 < s.y - p.y < 1.6 * max(s.size, p.size):
                runs[-1].append(i)
                continue
        runs.append([i])
    return [r for r in runs if len(r) > 1]


def _respace(shapes: list[Shape], run: list[int], min_text: float) -> None:
    """The lines of one label spaced for their raised sizes, their block around its old middle."""
    old = [shapes[i] for i in run]
    if all(s.size >= min_text for s in old):
        return
    sizes = [max(s.size, min_text) for s in old]
    middle = (old[0].y - ASCENT * old[0].size + old[-1].y + DESCENT * old[-1].size) / 2
    span = ASCENT * sizes[0] + sum(LEADING * z for z in sizes[1:]) + DESCENT * sizes[-1]
    y = max(middle - span / 2, 0) + ASCENT * sizes[0]  # the block on the board
    for k, i in enumerate(run):
        if k:
            y += LEADING * sizes[k]
        shapes[i] = replace(shapes[i], y=y)


def _onto(s: Shape, min_text: float, width: float | None) -> Shape:
    """A label moved down off the top edge, and left off the right edge (``width``: the board's)."""
    top = max(s.size, min_text) * ASCENT
    if s.y < top:
        s = replace(s, y=top)
    if width is not None:
        wide = text_width(s.text, s.size)
        right = s.x + (wide / 2 if s.align == "center" else 0 if s.align == "right" else wide)
        if right > width - 1:
            s = replace(s, x=s.x - (right - width + 1))
    return s


def presenter_shapes(shapes: Sequence[Shape], min_text: float = PRESENTER_MIN_TEXT,
                     width: float | None = None) -> list[Shape]:
    """The shapes presenter mode draws: fine print left out, several-line labels spaced for ``min_text``, none over
    the top edge or (``width``: the board's) the right one."""
    out = [s for s in shapes if not s.fine]
    for run in _stacks(out):
        _respace(out, run, min_text)
    return [_onto(s, min_text, width) if s.kind == "text" and s.text else s for s in out]
