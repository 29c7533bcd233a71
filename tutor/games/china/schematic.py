"""Places for a small example board given without any (issue 35: the quiz's boards drew every house space, dragon
space and alliance on one point, so the board looked blank).

A partial board whose house spaces and dragon spaces all sit at (0, 0) is laid out as a schematic: each region
a coloured box (its dragon space, name and emissary count on top, its house spaces in rows of four below), the
boxes side by side, three to a row, the rows of spaces snaking, an alliance's number between its two regions'
dragon spaces. The rules never read places (neighbours, roads and alliances are listed): only the picture changes.
"""

from __future__ import annotations

import math
from dataclasses import replace

from tutor.games.china.boardfile import Alliance, ChinaMap, Region, Space
from tutor.text.language import languages
from tutor.text.ui import N_, gettext

PER_ROW = 3  # region boxes in a row
SPACES_PER_ROW = 4
STEP = 44.0  # between two house spaces' centres (a space is drawn 10 to 12 units across its radius)
TOP = 34.0  # from a box's top to its dragon space's centre
FIRST_ROW = 108.0  # from a box's top to its first row of house spaces (the name and the count are between)
EXAMPLE_NAME = N_("An example: a few regions of a board")  # the board's name where its file gives only an id


def placeless(board: ChinaMap) -> bool:
    """A partial board given without places: every house space and dragon space at (0, 0)."""
    return board.partial and all(s.x == 0 and s.y == 0 for s in board.spaces) and \
        all(r.dragon == (0.0, 0.0) and not r.outline for r in board.regions)


def _box_height(board: ChinaMap) -> float:
    rows = max(math.ceil(sum(1 for s in board.spaces if s.region == r.id) / SPACES_PER_ROW) for r in board.regions)
    return FIRST_ROW + (rows - 1) * STEP + 34


def laid_out(board: ChinaMap) -> ChinaMap:
    """``board`` with the schematic's places where it has none (any other board as it is)."""
    if not placeless(board):
        return board
    width, _ = board.size
    cols = min(PER_ROW, len(board.regions))
    box_w, box_h = width / cols, _box_height(board)
    regions: list[Region] = []
    spaces: list[Space] = []
    for n, region in enumerate(board.regions):
        left, top = (n % cols) * box_w, (n // cols) * (box_h + 12) + 8
        cx = left + box_w / 2
        outline = ((left + 6, top), (left + box_w - 6, top), (left + box_w - 6, top + box_h), (left + 6, top + box_h))
        regions.append(replace(region, dragon=(cx, top + TOP), outline=outline))
        own = [s for s in board.spaces if s.region == region.id]
        for j, s in enumerate(own):
            row, col = divmod(j, SPACES_PER_ROW)
            in_row = min(SPACES_PER_ROW, len(own) - row * SPACES_PER_ROW)
            col = col if row % 2 == 0 else in_row - 1 - col  # rows snake: a road along the spaces turns at an end
            x = cx + (col - (in_row - 1) / 2) * STEP
            spaces.append(replace(s, x=x, y=top + FIRST_ROW + (j // SPACES_PER_ROW) * STEP))
    order = {s.id: i for i, s in enumerate(board.spaces)}
    spaces.sort(key=lambda s: order[s.id])  # the board's own order (states index spaces by it)
    dragons = {r.id: r.dragon for r in regions}
    alliances = [_between(a, dragons) for a in board.alliances]
    height = (math.ceil(len(regions) / cols)) * (box_h + 12) + 8
    name = tuple((lang, gettext(EXAMPLE_NAME, lang)) for lang in languages()) if board.name == (("en", board.id),) \
        else board.name
    return replace(board, name=name, size=(width, max(height, board.size[1])), regions=tuple(regions),
                   spaces=tuple(spaces), alliances=tuple(alliances))


def _between(a: Alliance, dragons: dict[str, tuple[float, float]]) -> Alliance:
    """An alliance placed midway between its regions' dragon spaces (on the boxes' shared edge where side by side)."""
    (x0, y0), (x1, y1) = dragons[a.regions[0]], dragons[a.regions[1]]
    return replace(a, x=(x0 + x1) / 2, y=(y0 + y1) / 2)
