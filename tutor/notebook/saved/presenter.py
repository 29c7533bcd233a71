"""Presenter mode's board (issue 35): the labels a class needs, at a projector's size.

Every label is drawn at ``PRESENTER_MIN_TEXT`` scene units or more (raised within its own width by the painters).
Raised labels need room the board's layout gives small ones, so here: the painters' fine print (``Shape.fine``:
what it says is in the board in words and the readouts) is left out; the lines of a label written on several lines
(and a caption over its number) are spaced for their raised sizes, around the same middle; a label raised over the
board's top edge is moved down onto it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tutor.core.scene import Shape
from tutor.notebook.saved.paint import PRESENTER_MIN_TEXT

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
    y = middle - span / 2 + ASCENT * sizes[0]
    for k, i in enumerate(run):
        if k:
            y += LEADING * sizes[k]
        shapes[i] = replace(shapes[i], y=y)


def presenter_shapes(shapes: Sequence[Shape], min_text: float = PRESENTER_MIN_TEXT) -> list[Shape]:
    """The shapes presenter mode draws: fine print left out, several-line labels spaced for ``min_text``, no label
    over the top edge."""
    out = list(shapes)
    for run in _stacks(out):
        _respace(out, run, min_text)
    for i, s in enumerate(out):
        top = max(s.size, min_text) * ASCENT
        if s.kind == "text" and s.y < top:
            out[i] = replace(s, y=top)
    return [s for s in out if not s.fine]
