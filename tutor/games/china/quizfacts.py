"""The facts of a China position a quiz question needs that the region and player lines do not say: the numbered
alliances (which two regions each joins, as the map's numbered markers show) and, for each road with a piece on
it, its spaces in order and whose houses and which fortifications stand on them (the rows of houses the final
scoring counts). Lines for the board in words (``ChinaBoard.describe``), in the learner's language."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.games.china.boardfile import index
from tutor.games.china.state import EMPTY, ChinaState
from tutor.text.explain import format_all, player_name
from tutor.text.ui import N_, gettext

ALLIANCE_LINE = N_("Alliance %(number)s: %(a)s and %(b)s")
ROAD_LINE = N_("Road along spaces %(spaces)s: %(pieces)s")
ROAD_HOUSES = N_("houses on %(spaces)s (%(player)s)")  # the name after the numbers: never "Anna 4"
ROAD_FORTS = N_("fortifications without a house on %(spaces)s")
ROAD_SEP = N_("; ")  # between the pieces of different players on one road


def alliance_lines(state: ChinaState, lang: str) -> list[str]:
    """One line per alliance of the board: its number and its two regions."""
    board = state.board
    ix = index(board)
    return [gettext(ALLIANCE_LINE, lang, number=al.number,
                    a=board.regions[ix.region_index[al.regions[0]]].name(lang),
                    b=board.regions[ix.region_index[al.regions[1]]].name(lang))
            for al in board.alliances]


def road_lines(state: ChinaState, lang: str, names: Sequence[str]) -> list[str]:
    """One line per road with a house or a fortification on it: its spaces in order, then each player's houses
    and the bare fortifications on it (a road without pieces is left out)."""
    board = state.board
    ix = index(board)
    out = []
    for road in board.roads:
        at = [ix.space_index[s] for s in road]
        owners = {state.houses[i] for i in at} - {EMPTY}
        bare = [board.spaces[i].id for i in at if state.forts[i] and state.houses[i] == EMPTY]
        if not owners and not bare:
            continue
        pieces = [gettext(ROAD_HOUSES, lang, player=player_name(p, lang, names),
                          spaces=format_all([str(board.spaces[i].id) for i in at if state.houses[i] == p], lang))
                  for p in sorted(owners)]
        if bare:
            pieces.append(gettext(ROAD_FORTS, lang, spaces=format_all([str(s) for s in bare], lang)))
        out.append(gettext(ROAD_LINE, lang, spaces="–".join(str(s) for s in road), pieces=gettext(ROAD_SEP, lang).join(pieces)))
    return out
