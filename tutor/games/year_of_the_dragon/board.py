"""In the Year of the Dragon's board as data: pure drawing and click geometry (1000×680 px).

Layout, top to bottom: the person track (rows of 30 spaces, markers stacked with the later arrival on
top); the event row of 12 months (the current month framed, the Super Event on month 7, the Great Wall
tiles under the months); the action groups of the month (cards, dragons) with a choice bar below
(top up, privilege size, dismiss) on the left, the person-tile display (type × age, tiles left) and the
status box (month, phase, who must do what, pending tasks, last move) on the right; one area per player
at the bottom (name, points, goods, privileges, palaces with floors and persons, person cards, wall tiles).

Targets (``P`` is a player's index from 0, palaces and slots count from 1 as in the move notation)::

    group:G  action:G:ACTION  topup  size:small|large  dismiss  tile:TYPE:AGE
    palace:P:I  slot:P:I:S  new-palace:P  card:P:CARD  wall:P:TILE  good:P:yuan|rice|firework

Clicks, by what the player to move must do:

* action phase: an action card (or a group holding one kind of card) is the move; a privilege card
  waits for ``size:*``, a wall card for one of the player's ``wall:P:*`` tiles; ``topup`` tops up;
* floors to place: a palace (or a person in it) is ``floor I``, ``new-palace:P`` is ``floor new``;
* person phase (and Sunrise): a display tile, then a palace with room (``recruit``); with every
  palace full, a person (``replace``) or ``dismiss``. The named card is used if held, else the joker;
  clicking ``card:P:joker`` first (or after the tile) plays the joker anyway. A card whose tiles are
  all gone is ``forfeit`` on a click;
* the starting picks: two young display tiles, then a palace for each of them in turn (``pick``);
* release / charter: a person; earthquake: a palace (and a person in it when it is full);
  flood: a good; tornado: a person card.

A click that leads nowhere keeps the selection and makes no move. ``paths`` gives, for a move, the click
sequences that make it; ``hot_targets`` uses them, and so do the tests.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache

from tutor.core.board import Board, Click
from tutor.core.moves import Arg, Move, move
from tutor.core.scene import Scene, Shape, circle, polygon, rect, text
from tutor.games.year_of_the_dragon.data import PERSON_TYPES, TILES, YOUNG, C
from tutor.games.year_of_the_dragon.engine import GAME
from tutor.games.year_of_the_dragon.state import Obligation, Player, YotdState, track_order
from tutor.text.explain import player_name
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext, nN_, render

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

# -- words (UI text; glossary terms come from term()) -----------------------------------------------------
T_MONTH = N_("Month %(month)s of 12 · %(phase)s")
T_BEFORE = N_("Before month 1 · %(phase)s")
T_OVER = N_("The game is over.")
T_DO_DRAFT = N_("%(player)s: choose two different young persons, then a palace for each")
T_DO_ACTION = N_("%(player)s: take an action from a group, or top up to 3 yuan")
T_DO_PERSON = N_("%(player)s: play a person card: choose a person tile, then a palace")
T_DO_FULL = N_("%(player)s: every palace is full: choose a person tile, then the person it replaces, or dismiss it")
T_RELEASE_1 = N_("%(player)s must release a person")
T_RELEASE_N = N_("%(player)s must release %(n)s persons")
T_RELEASE_DISTINCT = N_("%(player)s must release %(n)s persons, each from a different palace")
T_RELEASE_FROM = N_("%(player)s must release %(n)s persons from palace %(palaces)s")
T_FLOORS_1 = N_("%(player)s must place a palace floor")
T_FLOORS_N = N_("%(player)s must place %(n)s palace floors")
T_DEMOLISH_1 = N_("%(player)s must remove a palace floor (%(event)s)")
T_DEMOLISH_N = N_("%(player)s must remove %(n)s palace floors (%(event)s)")
T_DISCARD_1 = N_("%(player)s must give up a good: yuan, rice or fireworks (%(event)s)")
T_DISCARD_N = N_("%(player)s must give up %(n)s goods: yuan, rice or fireworks (%(event)s)")
T_DROP_1 = N_("%(player)s must discard a person card (%(event)s)")
T_DROP_N = N_("%(player)s must discard %(n)s person cards (%(event)s)")
T_SUNRISE = N_("%(player)s takes a young person for free (%(event)s): choose a tile, then a palace")
T_CHARTER = N_("%(player)s chooses a person whose effect is used once more (%(event)s)")
T_HINT_SIZE = N_("Choose the size of the privilege")
T_HINT_WALL = N_("Choose one of your wall tiles")
T_HINT_PALACE = N_("Now click a palace")
T_HINT_REPLACE = N_("Now click the person to replace, or dismiss the newcomer")
T_HINT_SECOND = N_("Now click a second young person")
T_HINT_PICK_PALACE = N_("Now click the palace for %(type)s")
T_HINT_DEMOLISH = N_("The palace is full: click the person who leaves with the floor")
T_LAST = N_("Last move: %(move)s")
T_GROUP = N_("Group %(n)s")
T_POINTS = nN_("%(n)s point", "%(n)s points", "n")
T_YUAN = nN_("%(n)s yuan", "%(n)s yuan", "n")  # one English form; Spanish says 1 yuan, 2 yuanes
T_RICE = N_("%(n)s rice")
T_FIREWORKS = nN_("%(n)s firework", "%(n)s fireworks", "n")
T_PRIVILEGES = N_("Privileges: small %(small)s, large %(large)s")
T_DISMISS = N_("Dismiss the newcomer")
T_NEW_PALACE = N_("New")
T_WALL_CHIP: dict[str, str | tuple[str, str, str]] = {
    "person_track": N_("+%(n)s track"), "rice": N_("+%(n)s rice"), "floor": N_("+%(n)s floor"),
    "yuan": N_("+%(n)s yuan"), "firework": nN_("+%(n)s firework", "+%(n)s fireworks", "n"),
    "points": nN_("+%(n)s point", "+%(n)s points", "n"),
}
# describe()
D_MONTH = N_("Month %(month)s of 12; event: %(event)s.")
D_BEFORE = N_("Before month 1: each player picks two young persons. The first two events are %(event)s.")
D_SUPER = N_("Super Event on month 7: %(event)s.")
D_WALL = N_("Great Wall: %(built)s of %(length)s tiles built.")
D_GROUP = N_("Group %(group)s: %(actions)s; dragons: %(dragons)s.")
D_NOBODY = N_("none")
D_TILES = N_("Person tiles left: %(tiles)s.")
D_TILE = N_("%(type)s (%(age)s) %(n)s")
D_TILE_SINGLE = N_("%(type)s %(n)s")  # a person that comes in one version: no age to name
D_TRACK = N_("Person track, first to last: %(order)s.")
D_TRACK_ENTRY = N_("%(player)s on %(space)s")
D_PLAYER = N_("%(player)s: points %(points)s, yuan %(yuan)s, rice %(rice)s, fireworks %(fireworks)s, "
              "privileges small %(small)s and large %(large)s.")
D_PALACE = nN_("Palace %(palace)s, %(floors)s floor: %(persons)s.",
               "Palace %(palace)s, %(floors)s floors: %(persons)s.", "floors")
D_EMPTY = N_("empty")
D_CARDS = N_("Person cards: %(cards)s.")
D_NO_CARDS = N_("No person cards left.")
D_WALLS = N_("Wall tiles left: %(tiles)s.")
D_FINAL = nN_("%(player)s: %(points)s point.", "%(player)s: %(points)s points.", "points")


# -- small helpers ---------------------------------------------------------------------------------------

def _t(key: str, lang: str) -> str:
    return term(GAME_NAME, key, lang)


def _label_t(key: str, lang: str) -> str:
    """A term standing alone as a label: capitalised (Spanish writes person tiles in lower case in a sentence)."""
    text = _t(key, lang)
    return text[:1].upper() + text[1:]


def _units(s: str) -> float:
    """Width of a string in font sizes (wide characters count about 1, others 0.6)."""
    return sum(1.0 if ord(ch) >= 0x2E80 else 0.6 for ch in s)


def _fit(s: str, width: float, size: float, least: float = 7.0) -> tuple[str, float]:
    """The string and a font size that fit ``width``: shrink down to ``least``, then cut with an ellipsis."""
    units = _units(s) or 1.0
    if units * size <= width:
        return s, size
    if width / units >= least:
        return s, width / units
    size = least
    out = s
    while out and _units(out + "…") * size > width:
        out = out[:-1]
    return (out + "…" if out else s[:1]), size


def _label(x: float, y: float, s: str, width: float, size: float, **kw: object) -> Shape:
    """Text fitted into ``width``; (x, y) is the left end of the baseline, or its centre with align=center."""
    fitted, fsize = _fit(s, width, size)
    return text(x, y, fitted, size=fsize, **kw)


def _wrap(s: str, width: float, size: float, lines: int = 2) -> list[str]:
    """Split at spaces (or anywhere for text without spaces) into at most ``lines`` lines of ``width``."""
    words = s.split(" ") if " " in s else list(s)
    joiner = " " if " " in s else ""
    out: list[str] = []
    current = ""
    for w in words:
        trial = current + joiner + w if current else w
        if _units(trial) * size <= width or not current:
            current = trial
        else:
            out.append(current)
            current = w
    if current:
        out.append(current)
    if len(out) > lines:
        out = [*out[: lines - 1], joiner.join(out[lines - 1:])]
    return out


def _ink(kind: str) -> str:
    return "#ffffff" if kind in DARK_TYPES else INK


def _short(kind: str, lang: str) -> str:
    """A person type's short label: its glossary name cut to a few letters (whole, for Japanese)."""
    name = _label_t(f"person.{kind}", lang)
    if any(ord(ch) >= 0x2E80 for ch in name):
        return name[:3]
    return name.split(" ")[0][:4] if kind != "tax_collector" else name[:3]


def _age_mark(age: str, lang: str) -> str:
    return _label_t(f"age.{age}", lang)[:1]


def _card_key(card: str) -> str:
    return "item.joker" if card == "joker" else f"person.{card}"


def _int(word: str) -> int | None:
    return int(word) if word.isdigit() else None


def _has_room(player: Player) -> bool:
    return any(pal.room > 0 for pal in player.palaces)


def _sold_out(state: YotdState, card: str) -> bool:
    kinds = PERSON_TYPES if card == "joker" else (card,)
    return all(state.tiles_left(k, a) == 0 for k in kinds for a in C.persons[k].ages)


def _task(state: YotdState) -> Obligation | None:
    return state.pending[0] if state.pending else None


def _person_mode(state: YotdState) -> bool:
    """Is the player to move choosing a person tile (the person phase, or a Sunrise)?"""
    task = _task(state)
    return (task is not None and task.kind == "sunrise") or (task is None and state.phase == "person")


def _track_cell_size(rows: int) -> tuple[float, float]:
    return ROW_W / TRACK_ROW, min(26.0, (TRACK_H - 4 * (rows - 1)) / rows)


@cache
def _track_cells(rows: int, title: str) -> tuple[Shape, ...]:
    """The person track's title and spaces (the same for every state with this many rows)."""
    out = [text(LEFT_X, TRACK_Y + 16 + 14 * i, words, size=12, bold=True, fill=INK, layer="board")
           for i, words in enumerate(_wrap(title, 80, 12))]
    cell_w, cell_h = _track_cell_size(rows)
    for v in range(rows * TRACK_ROW):
        x, y = ROW_X + (v % TRACK_ROW) * cell_w, TRACK_Y + (v // TRACK_ROW) * (cell_h + 4)
        fill = "#efe3c4" if (v // 5) % 2 == 0 else "#e6d6b0"
        out.append(rect(x, y, cell_w - 1, cell_h, fill=fill, stroke="#c8b68a", layer="board"))
        out.append(text(x + 2, y + 9, str(v), size=8 if v % 5 else 9, bold=v % 5 == 0, fill=SOFT, layer="board"))
    return tuple(out)


@lru_cache(maxsize=16)
def _base(board: YearOfTheDragonBoard, state: YotdState, lang: str, names: tuple[str, ...]) -> tuple[Shape, ...]:
    return tuple(board.base(state, lang, names).shapes)


# -- the board -------------------------------------------------------------------------------------------

class YearOfTheDragonBoard(Board[YotdState]):
    width = WIDTH
    height = HEIGHT

    # -- drawing ------------------------------------------------------------------------------------
    def scene(self, state: YotdState, viewer: int | None, lang: str, names: Sequence[str],
              selection: tuple[str, ...] = (), last: Move | None = None) -> Scene:
        sc = Scene(WIDTH, HEIGHT, list(_base(self, state, lang, tuple(names))))
        self._bar(sc, state, lang, selection)
        self._status(sc, state, lang, names, selection, last)
        self._marks(sc, selection, SELECT, 4)
        self._marks(sc, self._last_targets(state, last), LAST, 3)
        return sc

    def base(self, state: YotdState, lang: str, names: Sequence[str]) -> Scene:
        """Everything that does not depend on the selection (kept for a few states: clicks redraw often)."""
        sc = Scene(WIDTH, HEIGHT)
        sc.add(rect(0, 0, WIDTH, HEIGHT, fill=PAPER, layer="board"))
        self._track(sc, state, lang)
        self._events(sc, state, lang)
        self._groups(sc, state, lang)
        self._display(sc, state, lang)
        for p in range(state.n):
            self._panel(sc, state, p, lang, names)
        return sc

    def _track(self, sc: Scene, state: YotdState, lang: str) -> None:
        top = max(pl.track for pl in state.players)
        rows = max(2, math.ceil((top + 1) / TRACK_ROW))
        sc.add(*_track_cells(rows, _t("track.person", lang)))
        cell_w, cell_h = _track_cell_size(rows)

        def cell(v: int) -> tuple[float, float]:
            return ROW_X + (v % TRACK_ROW) * cell_w, TRACK_Y + (v // TRACK_ROW) * (cell_h + 4)

        r = max(4.0, cell_h * 0.3)
        for v in sorted({pl.track for pl in state.players}):
            here = sorted((p for p in range(state.n) if state.players[p].track == v), key=lambda p: state.players[p].arrival)
            x, y = cell(v)
            for k, p in enumerate(here):  # later arrivals are drawn later, higher: on top
                cx, cy = x + cell_w / 2 + 3 * k, y + cell_h / 2 + 3 - 4 * k
                sc.add(circle(cx, cy, r, fill=PLAYER_COLOURS[p], stroke="#ffffff", line_width=1.5))

    def _events(self, sc: Scene, state: YotdState, lang: str) -> None:
        for line_no, words in enumerate(_wrap(_t("item.event_row", lang), 80, 12)):
            sc.add(text(LEFT_X, EVENT_Y + 18 + 14 * line_no, words, size=12, bold=True, fill=INK, layer="board"))
        w = (ROW_W - 11 * 4) / 12
        for m in range(1, 13):
            x = ROW_X + (m - 1) * (w + 4)
            name = state.event_row[m - 1]
            now = m == state.month and state.phase != "over"
            past = m < state.month or state.phase == "over"
            sc.add(rect(x, EVENT_Y, w, EVENT_H, fill=EVENT_COLOURS.get(name, "#dddddd") if not past else "#e4e0d6",
                        stroke="#c62828" if now else "#8a7a5a", line_width=4 if now else 1, radius=5, layer="board"))
            sc.add(text(x + 4, EVENT_Y + 12, str(m), size=10, bold=True, fill=INK if not past else SOFT, layer="board"))
            lines = _wrap(_t(f"event.{name}", lang), w - 6, 10)
            for i, words in enumerate(lines):
                sc.add(_label(x + w / 2, EVENT_Y + 26 + 11 * i, words, w - 6, 10, align="center",
                              fill=INK if not past else SOFT, bold=now, layer="board"))
            if m == 7 and state.super_event:
                sc.add(rect(x + 2, EVENT_Y + EVENT_H - 14, w - 4, 12, fill="#6a3d9a", radius=3, layer="board"))
                sc.add(_label(x + w / 2, EVENT_Y + EVENT_H - 5, "★ " + _t(f"super.{state.super_event}", lang), w - 8, 9,
                              align="center", fill="#ffffff", layer="board"))
            if state.great_wall:
                owner = state.wall[m - 1] if m <= len(state.wall) else None
                sc.add(rect(x + 6, EVENT_Y + EVENT_H + 2, w - 12, WALL_H - 2, radius=2, line_width=1, stroke="#6b6257",
                            fill=PLAYER_COLOURS[owner] if owner is not None else "#ece6da"))

    def _group_box(self, state: YotdState, g: int) -> tuple[float, float]:
        count = max(1, len(state.groups))
        w = (GROUPS_W - 8 * (count - 1)) / count
        return GROUPS_X + g * (w + 8), w

    def _groups(self, sc: Scene, state: YotdState, lang: str) -> None:
        for g, group in enumerate(state.groups, 1):
            x, w = self._group_box(state, g - 1)
            sc.add(rect(x, MID_Y, w, GROUP_H, fill="#ebe1c8", stroke="#8a7a5a", radius=6, layer="board"))
            sc.add(rect(x, MID_Y, w, GROUP_HEAD, fill="#d9c9a0", radius=6, layer="board", target=f"group:{g}"))
            sc.add(_label(x + 6, MID_Y + 15, gettext(T_GROUP, lang, n=g), w - 12, 13, bold=True, fill=INK))
            for k, p in enumerate(state.dragons[g - 1] if g - 1 < len(state.dragons) else ()):
                cx = x + 12 + k * 16
                sc.add(polygon([(cx - 7, MID_Y + 35), (cx, MID_Y + 21), (cx + 7, MID_Y + 35)], fill=PLAYER_COLOURS[p],
                               stroke=INK))
            cards = list(dict.fromkeys(group))
            top = MID_Y + GROUP_HEAD + 4
            h = min(36.0, (GROUP_H - GROUP_HEAD - 8 - 4 * (len(cards) - 1)) / max(1, len(cards)))
            for i, action in enumerate(cards):
                y = top + i * (h + 4)
                target = f"action:{g}:{action}"
                sc.add(rect(x + 4, y, w - 8, h, fill=ACTION_COLOURS.get(action, "#dddddd"), stroke=INK, radius=4,
                            target=target))
                name = _t(f"action.{action}", lang)
                lines = _wrap(name, w - 14, 12) if _units(name) * 13 > w - 14 and h >= 28 else [name]
                for k, words in enumerate(lines):
                    baseline = y + h / 2 + 5 + (k - (len(lines) - 1) / 2) * 13
                    sc.add(_label(x + w / 2, baseline, words, w - 14, 13 if len(lines) == 1 else 12, align="center",
                                  fill=INK))

    def _bar_buttons(self, state: YotdState, selection: tuple[str, ...]) -> list[tuple[str, float, float]]:
        """The buttons of the choice bar now: (target, x, width)."""
        out: list[tuple[str, float, float]] = []
        task = _task(state)
        if task is None and state.phase == "action":
            out.append(("topup", GROUPS_X, 180))
            if selection and selection[0].startswith("action:") and selection[0].endswith(":privilege"):
                out += [("size:small", GROUPS_X + 190, 175), ("size:large", GROUPS_X + 375, 175)]
        p = state.current
        if p is not None and _person_mode(state) and not _has_room(state.players[p]):
            out.append(("dismiss", GROUPS_X + 190, 220))
        return out

    def _bar(self, sc: Scene, state: YotdState, lang: str, selection: tuple[str, ...]) -> None:
        words = {"topup": _t("action.top_up", lang), "size:small": _t("item.privilege_small", lang),
                 "size:large": _t("item.privilege_large", lang), "dismiss": gettext(T_DISMISS, lang)}
        for target, x, w in self._bar_buttons(state, selection):
            sc.add(rect(x, BAR_Y, w, BAR_H, fill="#fffaf0", stroke="#8a7a5a", line_width=2, radius=6, target=target))
            sc.add(_label(x + w / 2, BAR_Y + 20, words[target], w - 10, 13, align="center", bold=True, fill=INK))

    def _tile_box(self, kind: str, age: str) -> tuple[float, float, float, float]:
        col = PERSON_TYPES.index(kind)
        w = (DISPLAY_W - 42) / len(PERSON_TYPES)
        return DISPLAY_X + 42 + col * w, MID_Y + 18 + (0 if age == YOUNG else TILE_H + 4), w - 4, TILE_H

    def _display(self, sc: Scene, state: YotdState, lang: str) -> None:
        sc.add(_label(DISPLAY_X, MID_Y + 12, _t("item.person_tile", lang), DISPLAY_W, 12, bold=True, fill=INK,
                      layer="board"))
        for i, age in enumerate(("young", "old")):
            sc.add(_label(DISPLAY_X, MID_Y + 18 + i * (TILE_H + 4) + 28, _label_t(f"age.{age}", lang), 40, 11, fill=INK,
                          layer="board"))
        for kind, age in TILES:
            x, y, w, h = self._tile_box(kind, age)
            left = state.tiles_left(kind, age)
            fill = PERSON_COLOURS[kind] if left else "#d8d4cc"
            ink = _ink(kind) if left else SOFT
            sc.add(rect(x, y, w, h, fill=fill, stroke=INK, radius=4, target=f"tile:{kind}:{age}"))
            sc.add(_label(x + w / 2, y + 12, _short(kind, lang), w - 4, 11, align="center", bold=True, fill=ink))
            sc.add(text(x + w / 2, y + 34, str(left), size=18, bold=True, align="center", fill=ink))
            sc.add(text(x + w - 3, y + h - 3, f"+{C.value(kind, age)}", size=8, align="right", fill=ink))
            sc.add(text(x + 3, y + h - 3, "•" * C.symbols(kind, age), size=8, fill=ink))

    def _task_line(self, state: YotdState, task: Obligation, lang: str, names: Sequence[str]) -> str:
        who = player_name(task.player, lang, names)
        n = task.count
        super_name = _t(f"super.{state.super_event}", lang) if state.super_event else ""
        if task.kind == "release":
            if task.distinct and n > 1:
                return gettext(T_RELEASE_DISTINCT, lang, player=who, n=n)
            if task.palaces and n > 1:
                return gettext(T_RELEASE_FROM, lang, player=who, n=n, palaces=", ".join(map(str, task.palaces)))
            return gettext(T_RELEASE_1, lang, player=who) if n == 1 else gettext(T_RELEASE_N, lang, player=who, n=n)
        if task.kind == "floors":
            return gettext(T_FLOORS_1, lang, player=who) if n == 1 else gettext(T_FLOORS_N, lang, player=who, n=n)
        if task.kind == "demolish":
            msg = T_DEMOLISH_1 if n == 1 else T_DEMOLISH_N
        elif task.kind == "discard":
            msg = T_DISCARD_1 if n == 1 else T_DISCARD_N
        elif task.kind == "discard_card":
            msg = T_DROP_1 if n == 1 else T_DROP_N
        elif task.kind == "sunrise":
            msg = T_SUNRISE
        else:
            msg = T_CHARTER
        return gettext(msg, lang, player=who, n=n, event=super_name)

    def _lines(self, state: YotdState, lang: str, names: Sequence[str]) -> tuple[str, list[str]]:
        """The phase line, then what the players must do (the player to move first)."""
        if state.phase == "over":
            return _t("phase.final", lang), [gettext(T_OVER, lang)]
        if state.month == 0:
            head = gettext(T_BEFORE, lang, phase=_t("phase.setup", lang))
        else:
            head = gettext(T_MONTH, lang, month=state.month, phase=_t(f"phase.{state.phase}", lang))
        if state.pending:
            return head, [self._task_line(state, t, lang, names) for t in state.pending]
        p = state.current
        if p is None:
            return head, []
        who = player_name(p, lang, names)
        if state.phase == "draft":
            return head, [gettext(T_DO_DRAFT, lang, player=who)]
        if state.phase == "action":
            return head, [gettext(T_DO_ACTION, lang, player=who)]
        full = not _has_room(state.players[p])
        return head, [gettext(T_DO_FULL if full else T_DO_PERSON, lang, player=who)]

    def _hint(self, state: YotdState, lang: str, selection: tuple[str, ...]) -> str:
        if not selection:
            return ""
        first = selection[0]
        p = state.current
        if first.endswith(":privilege"):
            return gettext(T_HINT_SIZE, lang)
        if first.endswith(":wall"):
            return gettext(T_HINT_WALL, lang)
        if first.startswith("palace:"):
            return gettext(T_HINT_DEMOLISH, lang)
        if state.phase == "draft" and not state.pending:
            tiles = [s.split(":")[1] for s in selection if s.startswith("tile:")]
            chosen = [s for s in selection if s.startswith("palace:")]
            if len(tiles) < 2:
                return gettext(T_HINT_SECOND, lang)
            return gettext(T_HINT_PICK_PALACE, lang, type=_t(f"person.{tiles[len(chosen)]}", lang))
        if any(s.startswith("tile:") for s in selection) and p is not None:
            return gettext(T_HINT_PALACE if _has_room(state.players[p]) else T_HINT_REPLACE, lang)
        return ""

    def _status(self, sc: Scene, state: YotdState, lang: str, names: Sequence[str], selection: tuple[str, ...],
                last: Move | None) -> None:
        x, y, w = DISPLAY_X, STATUS_Y, DISPLAY_W
        sc.add(rect(x, y, w, STATUS_H, fill="#fffaf0", stroke="#8a7a5a", radius=6, layer="board"))
        head, lines = self._lines(state, lang, names)
        sc.add(_label(x + 8, y + 17, head, w - 16, 14, bold=True, fill=INK, layer="board"))
        hint = self._hint(state, lang, selection)
        rows: list[tuple[str, str, bool]] = []  # (words, colour, bold)
        for i, line in enumerate(lines):
            for part in _wrap(line, w - 16, 12):
                rows.append((part, "#b00020" if i == 0 and state.pending else INK, i == 0))
        rows = rows[: 3 if hint else 4] + ([(hint, SELECT, False)] if hint else [])
        for i, (words, colour, bold) in enumerate(rows):
            sc.add(_label(x + 8, y + 33 + 13 * i, words, w - 16, 12, fill=colour, bold=bold, layer="board"))
        if last is not None:
            sc.add(_label(x + 8, y + STATUS_H - 4, gettext(T_LAST, lang, move=str(last)), w - 16, 10, fill=SOFT,
                          layer="board"))

    def _panel_box(self, state: YotdState, p: int) -> tuple[float, float]:
        w = (WIDTH - 20 - 8 * (state.n - 1)) / state.n
        return 10 + p * (w + 8), w

    def _palace_geometry(self, state: YotdState, p: int) -> tuple[float, float, float]:
        """(left, palace width, step) of player p's palaces."""
        x0, w = self._panel_box(state, p)
        count = len(state.players[p].palaces) + 1  # room for the new-palace outline
        step = min(56.0, (w - 16) / count)
        return x0 + 8, step - 6, step

    def _panel(self, sc: Scene, state: YotdState, p: int, lang: str, names: Sequence[str]) -> None:
        x0, w = self._panel_box(state, p)
        y0 = PANEL_Y
        pl = state.players[p]
        active = state.current == p
        colour = PLAYER_COLOURS[p]
        sc.add(rect(x0, y0, w, PANEL_H, fill=PLAYER_LIGHT[p] if active else "#fbf8f0", stroke=colour if active else "#9a9a9a",
                    line_width=5 if active else 1.5, radius=8, layer="board"))
        sc.add(rect(x0, y0, w, 24, fill=colour, radius=8, layer="board"))
        points = render(T_POINTS, lang, {"n": pl.score})
        pw = min(w * 0.4, _units(points) * 12 + 4)
        sc.add(_label(x0 + 8, y0 + 17, ("▶ " if active else "") + player_name(p, lang, names), w - pw - 20, 14,
                      bold=True, fill="#ffffff", layer="board"))
        sc.add(_label(x0 + w - 6, y0 + 17, points, pw, 12, align="right", bold=True, fill="#ffffff", layer="board"))
        # goods
        gw = (w - 16 - 8) / 3
        amounts: dict[str, tuple[str | tuple[str, str, str], int]] = {
            "yuan": (T_YUAN, pl.yuan), "rice": (T_RICE, pl.rice), "firework": (T_FIREWORKS, pl.fireworks)}
        for i, good in enumerate(GOODS):
            gx = x0 + 8 + i * (gw + 4)
            msg, n = amounts[good]
            sc.add(rect(gx, y0 + 28, gw, 22, fill=GOOD_COLOURS[good], stroke=INK, radius=4, target=f"good:{p}:{good}"))
            sc.add(_label(gx + gw / 2, y0 + 44, render(msg, lang, {"n": n}), gw - 6, 12, align="center", bold=True, fill=INK))
        sc.add(_label(x0 + 8, y0 + 66, gettext(T_PRIVILEGES, lang, small=pl.small, large=pl.large), w - 16, 11, fill=INK))
        self._palaces(sc, state, p, lang)
        self._cards(sc, state, p, lang)
        if state.great_wall:
            self._walls(sc, state, p, lang)

    def _palaces(self, sc: Scene, state: YotdState, p: int, lang: str) -> None:
        pl = state.players[p]
        left, pw, step = self._palace_geometry(state, p)
        base = PANEL_Y + 74 + ROOF_H + 3 * FLOOR_H
        for i, pal in enumerate(pl.palaces, 1):
            x = left + (i - 1) * step
            top = base - pal.floors * FLOOR_H
            target = f"palace:{p}:{i}"
            sc.add(polygon([(x - 2, top), (x + 4, top - ROOF_H), (x + pw - 4, top - ROOF_H), (x + pw + 2, top)],
                           fill="#a33a2a", stroke=INK, target=target))
            for f in range(1, pal.floors + 1):  # floor 1 at the bottom; slot f lives on floor f
                fy = base - f * FLOOR_H
                empty = f > len(pal.persons)
                sc.add(rect(x, fy, pw, FLOOR_H, fill="#e9dcc0" if empty else "#cdbb94", stroke=INK,
                            target=target if empty else None))
                if not empty:
                    kind, age = pal.persons[f - 1]
                    slot = f"slot:{p}:{i}:{f}"
                    sc.add(rect(x + 2, fy + 2, pw - 4, FLOOR_H - 4, fill=PERSON_COLOURS[kind], stroke=INK, radius=3,
                                target=slot))
                    sc.add(_label(x + pw / 2, fy + 13, _short(kind, lang), pw - 6, 10, align="center", bold=True,
                                  fill=_ink(kind)))
                    sc.add(_label(x + pw / 2, fy + 25, _age_mark(age, lang) + " " + "•" * C.symbols(kind, age), pw - 6, 8,
                                  align="center", fill=_ink(kind)))
            sc.add(text(x + pw / 2, base + 11, str(i), size=10, bold=True, align="center", fill=INK))
        task = _task(state)
        if task is not None and task.kind == "floors" and task.player == p:
            x = left + len(pl.palaces) * step
            sc.add(rect(x, base - FLOOR_H, pw, FLOOR_H, fill="#ffffff", stroke=SELECT, line_width=2, radius=3,
                        target=f"new-palace:{p}"))
            sc.add(_label(x + pw / 2, base - FLOOR_H / 2 + 5, "+ " + gettext(T_NEW_PALACE, lang), pw - 4, 10,
                          align="center", bold=True, fill=INK))

    def _cards(self, sc: Scene, state: YotdState, p: int, lang: str) -> None:
        x0, w = self._panel_box(state, p)
        pl = state.players[p]
        cards = [c for c in (*PERSON_TYPES, "joker") if c in pl.cards]
        per_row = 5 if w < 480 else 10
        cw = (w - 16 - 4 * (per_row - 1)) / per_row
        for k, card in enumerate(cards):
            cx = x0 + 8 + (k % per_row) * (cw + 4)
            cy = PANEL_Y + 208 + (k // per_row) * 22
            n = pl.cards.count(card)
            fill = PERSON_COLOURS.get(card, "#555555")
            ink = _ink(card) if card != "joker" else "#ffffff"
            label = (_short(card, lang) if card != "joker" else "?") + (f" ×{n}" if n > 1 else "")
            sc.add(rect(cx, cy, cw, 18, fill=fill, stroke=INK, radius=3, target=f"card:{p}:{card}"))
            sc.add(_label(cx + cw / 2, cy + 13, label, cw - 4, 10, align="center", bold=True, fill=ink))

    def _walls(self, sc: Scene, state: YotdState, p: int, lang: str) -> None:
        x0, w = self._panel_box(state, p)
        pl = state.players[p]
        per_row = 3 if w < 480 else 6
        cw = (w - 16 - 4 * (per_row - 1)) / per_row
        for k, tile in enumerate(t for t in C.wall_tiles if t in pl.walls):
            cx = x0 + 8 + (k % per_row) * (cw + 4)
            cy = PANEL_Y + 254 + (k // per_row) * 20
            sc.add(rect(cx, cy, cw, 17, fill=WALL_COLOURS[tile], stroke="#6b6257", radius=2, target=f"wall:{p}:{tile}"))
            sc.add(_label(cx + cw / 2, cy + 12, render(T_WALL_CHIP[tile], lang, {"n": C.wall_rewards[tile]}), cw - 4, 10,
                          align="center", fill=INK))

    def _marks(self, sc: Scene, targets: Sequence[str], colour: str, width: float) -> None:
        for target in targets:
            box = sc.bounds(target)
            if box is not None:
                x, y, w, h = box
                sc.add(rect(x - 3, y - 3, w + 6, h + 6, stroke=colour, line_width=width, radius=5, layer="highlight"))

    def _last_targets(self, state: YotdState, last: Move | None) -> list[str]:
        if last is None:
            return []
        a = [str(x) for x in last.args]
        who = last.player
        if last.kind == "action" and len(a) >= 2:
            return [f"action:{a[0]}:{a[1]}"]
        if last.kind == "topup":
            return ["topup"]
        if last.kind in ("recruit", "replace", "dismiss") and len(a) >= 2:
            out = [f"tile:{a[0]}:{a[1]}"]
            if who is not None and last.kind != "dismiss" and len(a) >= 3:
                out.append(f"palace:{who}:{a[2]}")
            return out
        if last.kind == "pick" and len(a) == 4:
            return [f"tile:{a[0]}:{YOUNG}", f"tile:{a[2]}:{YOUNG}"]
        if who is not None:
            if last.kind in ("floor", "demolish") and a and a[0] != "new":
                return [f"palace:{who}:{a[0]}"]
            if last.kind in ("forfeit", "drop") and a:
                return [f"card:{who}:{a[0]}"]
        return []

    # -- clicks ---------------------------------------------------------------------------------------
    def click(self, state: YotdState, selection: tuple[str, ...], target: str) -> Click:
        p = state.current
        if p is None:
            return Click(())
        parts = target.split(":")
        task = _task(state)
        if task is not None:
            if task.kind == "sunrise":
                return self._click_person(state, p, selection, parts, sunrise=True)
            return self._click_task(state, p, task, selection, parts)
        if state.phase == "draft":
            return self._click_draft(state, p, selection, parts)
        if state.phase == "action":
            return self._click_action(state, p, selection, parts)
        if state.phase == "person":
            return self._click_person(state, p, selection, parts, sunrise=False)
        return Click(selection)

    @staticmethod
    def _own(parts: list[str], p: int, length: int) -> bool:
        """Is this a target of player p (``kind:P:...``) with ``length`` parts?"""
        return len(parts) == length and parts[1] == str(p)

    def _palace_of(self, state: YotdState, p: int, parts: list[str]) -> int | None:
        """The palace a ``palace:P:I`` or ``slot:P:I:S`` target of player p points at."""
        if parts[0] == "slot":
            slot = self._slot_of(state, p, parts)
            return slot[0] if slot is not None else None
        if parts[0] == "palace" and self._own(parts, p, 3):
            i = _int(parts[2])
            if i is not None and 1 <= i <= len(state.players[p].palaces):
                return i
        return None

    def _slot_of(self, state: YotdState, p: int, parts: list[str]) -> tuple[int, int] | None:
        if parts[0] != "slot" or not self._own(parts, p, 4):
            return None
        i, s = _int(parts[2]), _int(parts[3])
        palaces = state.players[p].palaces
        if i is None or s is None or not 1 <= i <= len(palaces) or not 1 <= s <= len(palaces[i - 1].persons):
            return None
        return i, s

    def _click_action(self, state: YotdState, p: int, selection: tuple[str, ...], parts: list[str]) -> Click:
        kind = parts[0]
        if kind == "topup" and len(parts) == 1:
            return Click((), move("topup"))
        if kind == "group" and len(parts) == 2:
            g = _int(parts[1])
            if g is not None and 1 <= g <= len(state.groups):
                actions = list(dict.fromkeys(state.groups[g - 1]))
                if len(actions) == 1:
                    return self._click_action(state, p, selection, ["action", str(g), actions[0]])
            return Click(selection)
        if kind == "action" and len(parts) == 3:
            g = _int(parts[1])
            if g is None or not 1 <= g <= len(state.groups) or parts[2] not in state.groups[g - 1]:
                return Click(selection)
            target = ":".join(parts)
            if parts[2] in ("privilege", C.wall_action):
                return Click(() if selection[:1] == (target,) else (target,))
            return Click((), move("action", g, parts[2]))
        chosen = selection[0].split(":") if selection and selection[0].startswith("action:") else None
        if chosen is None:
            return Click(selection)
        g = int(chosen[1])
        if kind == "size" and len(parts) == 2 and parts[1] in ("small", "large") and chosen[2] == "privilege":
            return Click((), move("action", g, "privilege", parts[1]))
        if kind == "wall" and self._own(parts, p, 3) and chosen[2] == C.wall_action and parts[2] in C.wall_tiles:
            return Click((), move("action", g, C.wall_action, parts[2]))
        return Click(selection)

    def _click_draft(self, state: YotdState, p: int, selection: tuple[str, ...], parts: list[str]) -> Click:
        tiles = [s for s in selection if s.startswith("tile:")]
        chosen = [s for s in selection if s.startswith("palace:")]
        target = ":".join(parts)
        if parts[0] == "tile" and len(parts) == 3 and parts[2] == YOUNG and parts[1] in PERSON_TYPES:
            if chosen or state.tiles_left(parts[1], YOUNG) == 0:
                return Click(selection)
            if target in tiles:
                return Click(tuple(t for t in tiles if t != target))
            return Click((*tiles, target) if len(tiles) < 2 else (tiles[0], target))
        i = self._palace_of(state, p, parts)
        if i is None or len(tiles) < 2:
            return Click(selection)
        palaces = [*chosen, f"palace:{p}:{i}"]
        if len(palaces) < 2:
            return Click((*tiles, *palaces))
        pairs = sorted(zip((t.split(":")[1] for t in tiles), (int(c.split(":")[2]) for c in palaces), strict=True))
        (a, pa), (b, pb) = pairs
        return Click((), move("pick", a, pa, b, pb))

    def _click_person(self, state: YotdState, p: int, selection: tuple[str, ...], parts: list[str],
                      sunrise: bool) -> Click:
        player = state.players[p]
        tile = next((s for s in selection if s.startswith("tile:")), None)
        joker_target = f"card:{p}:joker"
        joker = not sunrise and joker_target in selection
        target = ":".join(parts)
        kind = parts[0]
        if kind == "tile" and len(parts) == 3 and (parts[1], parts[2]) in TILES:
            if state.tiles_left(parts[1], parts[2]) == 0:
                return Click(selection)
            if tile == target:
                return Click(tuple(s for s in selection if s != target))
            if tile is None:
                return Click((*selection, target))
            return Click(tuple(target if s == tile else s for s in selection))
        if kind == "card" and not sunrise and self._own(parts, p, 3):
            card = parts[2]
            if card not in player.cards:
                return Click(selection)
            if _sold_out(state, card):
                return Click((), move("forfeit", card))
            if card == "joker":
                if joker:
                    return Click(tuple(s for s in selection if s != joker_target))
                return Click((*selection, joker_target))
            return Click(selection)
        if tile is None:
            return Click(selection)
        _, t_kind, t_age = tile.split(":")
        use_joker: tuple[Arg, ...] = ()
        if not sunrise and (joker or t_kind not in player.cards):
            use_joker = ("joker",)
        if _has_room(player):
            i = self._palace_of(state, p, parts)
            if i is None:
                return Click(selection)
            return Click((), move("recruit", t_kind, t_age, i, *use_joker))
        if kind == "dismiss" and len(parts) == 1:
            return Click((), move("dismiss", t_kind, t_age, *use_joker))
        slot = self._slot_of(state, p, parts)
        if slot is None:
            return Click(selection)
        return Click((), move("replace", t_kind, t_age, slot[0], slot[1], *use_joker))

    def _click_task(self, state: YotdState, p: int, task: Obligation, selection: tuple[str, ...],
                    parts: list[str]) -> Click:
        kind = parts[0]
        if task.kind == "floors":
            if kind == "new-palace" and self._own(parts, p, 2):
                return Click((), move("floor", "new"))
            i = self._palace_of(state, p, parts)
            return Click((), move("floor", i)) if i is not None else Click(selection)
        if task.kind in ("release", "charter"):
            slot = self._slot_of(state, p, parts)
            return Click((), move(task.kind, *slot)) if slot is not None else Click(selection)
        if task.kind == "demolish":
            i = self._palace_of(state, p, parts)
            if i is None:
                return Click(selection)
            palace = state.players[p].palaces[i - 1]
            full = palace.room == 0 and bool(palace.persons)
            slot = self._slot_of(state, p, parts)
            if not full:
                return Click((), move("demolish", i))
            if slot is not None:
                return Click((), move("demolish", *slot))
            target = f"palace:{p}:{i}"
            return Click(() if selection == (target,) else (target,))
        if task.kind == "discard":
            if kind == "good" and self._own(parts, p, 3) and parts[2] in GOODS:
                return Click((), move("discard", parts[2]))
            return Click(selection)
        if task.kind == "discard_card":
            if kind == "card" and self._own(parts, p, 3) and parts[2] in state.players[p].cards:
                return Click((), move("drop", parts[2]))
            return Click(selection)
        return Click(selection)

    # -- which clicks make a move ----------------------------------------------------------------------
    def paths(self, state: YotdState, mv: Move) -> list[tuple[str, ...]]:
        """The click sequences (targets, in order) that make ``mv`` for the player to move."""
        p = state.current
        if p is None:
            return []
        a = mv.args
        k = mv.kind
        if k == "topup":
            return [("topup",)]
        if k == "action":
            g, action = int(a[0]), str(a[1])
            card = f"action:{g}:{action}"
            tail: tuple[str, ...] = ()
            if len(a) > 2:
                tail = (f"size:{a[2]}",) if action == "privilege" else (f"wall:{p}:{a[2]}",)
            out = [(card, *tail)]
            if 1 <= g <= len(state.groups) and len(set(state.groups[g - 1])) == 1:
                out.append((f"group:{g}", *tail))
            return out
        if k == "floor":
            return [(f"new-palace:{p}",)] if a[0] == "new" else [(f"palace:{p}:{a[0]}",)]
        if k == "pick":
            t1, t2 = f"tile:{a[0]}:{YOUNG}", f"tile:{a[2]}:{YOUNG}"
            return [(t1, t2, f"palace:{p}:{a[1]}", f"palace:{p}:{a[3]}"), (t2, t1, f"palace:{p}:{a[3]}", f"palace:{p}:{a[1]}")]
        if k in ("recruit", "replace", "dismiss"):
            tile = f"tile:{a[0]}:{a[1]}"
            if k == "recruit":
                last: tuple[str, ...] = (f"palace:{p}:{a[2]}",)
            elif k == "replace":
                last = (f"slot:{p}:{a[2]}:{a[3]}",)
            else:
                last = ("dismiss",)
            if a[-1] != "joker":
                return [(tile, *last)]
            joker = f"card:{p}:joker"
            out = [(tile, joker, *last), (joker, tile, *last)]
            if a[0] not in state.players[p].cards:
                out.insert(0, (tile, *last))
            return out
        if k in ("forfeit", "drop"):
            return [(f"card:{p}:{a[0]}",)]
        if k in ("release", "charter"):
            return [(f"slot:{p}:{a[0]}:{a[1]}",)]
        if k == "demolish":
            if len(a) > 1:
                return [(f"slot:{p}:{a[0]}:{a[1]}",), (f"palace:{p}:{a[0]}", f"slot:{p}:{a[0]}:{a[1]}")]
            return [(f"palace:{p}:{a[0]}",)]
        if k == "discard":
            return [(f"good:{p}:{a[0]}",)]
        return []

    def hot_targets(self, state: YotdState, selection: tuple[str, ...], legal: Sequence[Move]) -> set[str]:
        """The next click of every click sequence that starts with ``selection`` and makes a legal move."""
        k = len(selection)
        hot: set[str] = set()
        for mv in legal:
            for path in self.paths(state, mv):
                if len(path) > k and path[:k] == selection:
                    hot.add(path[k])
        return hot

    # -- words --------------------------------------------------------------------------------------
    def describe(self, state: YotdState, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        out: list[str] = []
        if state.month == 0:
            out.append(gettext(D_BEFORE, lang, event=_t("event.peace", lang)))
        else:
            out.append(gettext(D_MONTH, lang, month=state.month, event=_t(f"event.{state.event_row[state.month - 1]}", lang)))
        head, lines = self._lines(state, lang, names)
        out.append(head)
        out.extend(lines)
        if state.super_event:
            out.append(gettext(D_SUPER, lang, event=_t(f"super.{state.super_event}", lang)))
        if state.great_wall:
            out.append(gettext(D_WALL, lang, built=len(state.wall), length=C.wall_length))
        if state.phase == "over":
            for p in range(state.n):
                out.append(render(D_FINAL, lang, {"player": player_name(p, lang, names), "points": state.players[p].score}))
            return "\n".join(out)
        for g, group in enumerate(state.groups, 1):
            dragons = state.dragons[g - 1] if g - 1 < len(state.dragons) else ()
            out.append(gettext(D_GROUP, lang, group=g, actions=", ".join(_t(f"action.{a}", lang) for a in group),
                               dragons=", ".join(player_name(q, lang, names) for q in dragons) or gettext(D_NOBODY, lang)))
        tiles = ", ".join(gettext(D_TILE, lang, type=_t(f"person.{kind}", lang), age=_t(f"age.{age}", lang),
                                  n=state.tiles_left(kind, age)) if len(C.persons[kind].ages) > 1 else
                          gettext(D_TILE_SINGLE, lang, type=_t(f"person.{kind}", lang), n=state.tiles_left(kind, age))
                          for kind, age in TILES)
        out.append(gettext(D_TILES, lang, tiles=tiles))
        order = ", ".join(gettext(D_TRACK_ENTRY, lang, player=player_name(q, lang, names), space=state.players[q].track)
                          for q in track_order(state.players))
        out.append(gettext(D_TRACK, lang, order=order))
        for p, pl in enumerate(state.players):
            out.append(gettext(D_PLAYER, lang, player=player_name(p, lang, names), points=pl.score, yuan=pl.yuan,
                               rice=pl.rice, fireworks=pl.fireworks, small=pl.small, large=pl.large))
            for i, pal in enumerate(pl.palaces, 1):
                persons = ", ".join(_t(f"person.{t}", lang) + (f" ({_t(f'age.{a}', lang)})" if len(C.persons[t].ages) > 1
                                                                else "") for t, a in pal.persons)
                out.append(render(D_PALACE, lang, {"palace": i, "floors": pal.floors,
                                                   "persons": persons or gettext(D_EMPTY, lang)}))
            if pl.cards:
                cards = ", ".join(_t(_card_key(c), lang) + (f" ×{pl.cards.count(c)}" if pl.cards.count(c) > 1 else "")
                                  for c in dict.fromkeys(pl.cards))
                out.append(gettext(D_CARDS, lang, cards=cards))
            else:
                out.append(gettext(D_NO_CARDS, lang))
            if state.great_wall:
                out.append(gettext(D_WALLS, lang, tiles=", ".join(_t(f"wall.{w}", lang) for w in pl.walls)
                                   or gettext(D_NOBODY, lang)))
        return "\n".join(out)


setattr(GAME, "board", YearOfTheDragonBoard())  # noqa: B010 (Game declares no board attribute)
