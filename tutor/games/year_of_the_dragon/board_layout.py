"""In the Year of the Dragon's board: its geometry (1000×680 px), colours, and the helpers its parts share.

Layout, top to bottom: the person track (rows of 30 spaces, markers stacked with the later arrival on
top); the event row of 12 months (the current month framed, the Super Event on month 7, the Great Wall
tiles under the months); the action groups of the month (cards, dragons) with a choice bar below
(top up, privilege size, dismiss) on the left, the person-tile display (type × age, tiles left) and the
status box (month, phase, who must do what, pending tasks, last move) on the right; one area per player
at the bottom (name, points, goods, privileges, palaces with floors and persons, person cards, wall tiles).
"""

from __future__ import annotations

from tutor.games.year_of_the_dragon.state import Obligation, Player, YearOfTheDragonState
from tutor.text.glossary import term

GAME_NAME = "year_of_the_dragon"
WIDTH, HEIGHT = 1000, 680

# -- geometry ------------------------------------------------------------------------------------------
LEFT_X = 10  # the titles' column
ROW_X, ROW_W = 95, 895  # track cells and month tiles
TRACK_Y, TRACK_H, TRACK_ROW = 6, 66, 30
EVENT_Y, EVENT_H, WALL_H = 80, 54, 12
MID_Y = 158
GROUPS_X, GROUPS_W, GROUP_H, GROUP_HEAD = 10, 550, 170, 40
BAR_Y, BAR_H = 336, 30
DISPLAY_X, DISPLAY_W, TILE_H = 575, 415, 48
STATUS_Y, STATUS_H = 282, 92
PANEL_Y, PANEL_H = 380, 296
FLOOR_H, ROOF_H = 32, 14

# -- colours -------------------------------------------------------------------------------------------
PLAYER_COLOURS = ("#1f6fd1", "#2e9d4a", "#f08c00", "#d6336c", "#5f3dc4")
PLAYER_LIGHT = ("#dbe8fa", "#dcf2e2", "#fdebd0", "#f9dbe5", "#e5dcfa")
PERSON_COLOURS = {  # components.md: the colours of the person tiles
    "craftsman": "#e8d8b0", "court_lady": "#cc8e35", "tax_collector": "#f2d024", "pyrotechnist": "#8e5cc2",
    "warrior": "#d63b2f", "monk": "#8b5a2b", "healer": "#3b7dd8", "farmer": "#4c9a3f", "scholar": "#ffffff",
}
DARK_TYPES = ("pyrotechnist", "warrior", "monk", "healer", "farmer")
ACTION_COLOURS = {
    "taxes": "#f2d024", "build": "#b08050", "harvest": "#8cc07a", "fireworks": "#e86a5c", "parade": "#9aa8b8",
    "research": "#9cc8f0", "privilege": "#c9a0e0", "wall": "#b8b0a0",
}
EVENT_COLOURS = {"peace": "#cfe8c9", "tribute": "#f3d27a", "drought": "#e9c9a0", "festival": "#f4a6a0",
                 "mongols": "#b0b8c0", "contagion": "#c9b3e0"}
WALL_COLOURS = {"person_track": "#9aa8b8", "rice": "#f3ead0", "floor": "#b08050", "yuan": "#f2d024",
                "firework": "#e86a5c", "points": "#8cc07a"}
GOOD_COLOURS = {"yuan": "#f7e08a", "rice": "#f3ead0", "firework": "#f4b0a8"}
INK, SOFT, PAPER = "#1b1b1b", "#666666", "#f6f0e0"
SELECT, LAST = "#c2185b", "#1565c0"  # hot targets are orange (the notebook marks them)
GOODS = ("yuan", "rice", "firework")


# -- small helpers shared by the painting, the words and the clicks ----------------------------------------

def board_word(key: str, lang: str) -> str:
    return term(GAME_NAME, key, lang)


def has_palace_room(pl: Player) -> bool:
    return any(pal.room > 0 for pal in pl.palaces)


def pending_task(state: YearOfTheDragonState) -> Obligation | None:
    return state.pending[0] if state.pending else None
