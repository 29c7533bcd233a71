"""Painting the board: each area (person track, event row and Great Wall, action groups and choice bar,
person-tile display, status box, player panels), then the marks of the selection and of the last move."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache

from tutor.core.moves import Move
from tutor.core.scene import MIN_LABEL, Scene, Shape, circle, polygon, rect, text
from tutor.games.year_of_the_dragon.board_layout import (
    ACTION_COLOURS,
    BAR_H,
    BAR_Y,
    DARK_TYPES,
    DISPLAY_W,
    DISPLAY_X,
    EVENT_COLOURS,
    EVENT_H,
    EVENT_Y,
    FLOOR_H,
    GOOD_COLOURS,
    GOODS,
    GROUP_H,
    GROUP_HEAD,
    GROUPS_W,
    GROUPS_X,
    HEIGHT,
    INK,
    LAST,
    LEFT_X,
    MID_Y,
    PANEL_H,
    PANEL_Y,
    PAPER,
    PERSON_COLOURS,
    PLAYER_COLOURS,
    PLAYER_LIGHT,
    ROOF_H,
    ROW_W,
    ROW_X,
    SELECT,
    SOFT,
    STATUS_H,
    STATUS_Y,
    TILE_H,
    TRACK_H,
    TRACK_ROW,
    TRACK_Y,
    WALL_COLOURS,
    WALL_H,
    WIDTH,
    board_word,
    has_palace_room,
    pending_task,
)
from tutor.games.year_of_the_dragon.board_words import (
    T_DISMISS,
    T_FIREWORKS,
    T_GROUP,
    T_LAST,
    T_NEW_PALACE,
    T_POINTS,
    T_PRIVILEGES,
    T_RICE,
    T_WALL_CHIP,
    T_YUAN,
    BoardWords,
)
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState
from tutor.text.explain import player_name
from tutor.text.ui import gettext, render

# -- fitting text, short labels, the cached parts ---------------------------------------------------------

def _label_t(key: str, lang: str) -> str:
    """A term standing alone as a label: capitalised (Spanish writes person tiles in lower case in a sentence)."""
    text = board_word(key, lang)
    return text[:1].upper() + text[1:]


def _units(s: str) -> float:
    """Width of a string in font sizes (wide characters count about 1, others 0.6)."""
    return sum(1.0 if ord(ch) >= 0x2E80 else 0.6 for ch in s)


def _fit(s: str, width: float, size: float, least: float = MIN_LABEL) -> tuple[str, float]:
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


def _person_mode(state: YearOfTheDragonState) -> bool:
    """Is the player to move choosing a person tile (the person phase, or a Sunrise)?"""
    task = pending_task(state)
    return (task is not None and task.kind == "sunrise") or (task is None and state.phase == "person")


def _track_cell_size(rows: int) -> tuple[float, float]:
    return ROW_W / TRACK_ROW, min(26.0, (TRACK_H - 4 * (rows - 1)) / rows)


@cache
def _track_cells(rows: int, title: str) -> tuple[Shape, ...]:
    """The person track's title and spaces (the same for every state with this many rows)."""
    out = [text(LEFT_X, TRACK_Y + 16 + 16 * i, words, size=12, bold=True, fill=INK, layer="board")
           for i, words in enumerate(_wrap(title, 80, 12))]
    cell_w, cell_h = _track_cell_size(rows)
    for v in range(rows * TRACK_ROW):
        x, y = ROW_X + (v % TRACK_ROW) * cell_w, TRACK_Y + (v // TRACK_ROW) * (cell_h + 4)
        fill = "#efe3c4" if (v // 5) % 2 == 0 else "#e6d6b0"
        out.append(rect(x, y, cell_w - 1, cell_h, fill=fill, stroke="#c8b68a", layer="board"))
        out.append(text(x + 2, y + 11, str(v), size=MIN_LABEL, bold=v % 5 == 0, fill=SOFT, layer="board"))
    return tuple(out)


@lru_cache(maxsize=16)
def _base(board: BoardPainting, state: YearOfTheDragonState, lang: str, names: tuple[str, ...]) -> tuple[Shape, ...]:
    return tuple(board.base(state, lang, names).shapes)


class BoardPainting(BoardWords):
    """The scene: the cached ``base`` (all but the selection), then the choice bar, status box and marks."""

    writes_last_move = True  # the status box ends with the last move, in words

    def scene(self, state: YearOfTheDragonState, viewer: int | None, lang: str, names: Sequence[str],
              selection: tuple[str, ...] = (), last: Move | None = None, said: str = "") -> Scene:
        sc = Scene(WIDTH, HEIGHT, list(_base(self, state, lang, tuple(names))))
        self._bar(sc, state, lang, selection)
        self._status(sc, state, lang, names, selection, said if last is not None else "")
        self._marks(sc, selection, SELECT, 4)
        self._marks(sc, self._last_targets(state, last), LAST, 3)
        return sc

    def base(self, state: YearOfTheDragonState, lang: str, names: Sequence[str]) -> Scene:
        """Everything that does not depend on the selection (kept for a few states: clicks redraw often)."""
        sc = Scene(WIDTH, HEIGHT)
        sc.add(rect(0, 0, WIDTH, HEIGHT, fill=PAPER, layer="board"))
        self._track(sc, state, lang)
        self._events(sc, state, lang)
        self._groups(sc, state, lang)
        self._display(sc, state, lang)
        for player in range(state.n):
            self._panel(sc, state, player, lang, names)
        return sc

    def _track(self, sc: Scene, state: YearOfTheDragonState, lang: str) -> None:
        top = max(pl.track for pl in state.players)
        rows = max(2, math.ceil((top + 1) / TRACK_ROW))
        sc.add(*_track_cells(rows, board_word("track.person", lang)))
        cell_w, cell_h = _track_cell_size(rows)

        def cell(v: int) -> tuple[float, float]:
            return ROW_X + (v % TRACK_ROW) * cell_w, TRACK_Y + (v // TRACK_ROW) * (cell_h + 4)

        r = max(4.0, cell_h * 0.3)
        for v in sorted({pl.track for pl in state.players}):
            here = sorted((player for player in range(state.n) if state.players[player].track == v),
                          key=lambda player: state.players[player].arrival)
            x, y = cell(v)
            for k, player in enumerate(here):  # later arrivals are drawn later, higher: on top
                cx, cy = x + cell_w / 2 + 3 * k, y + cell_h / 2 + 3 - 4 * k
                sc.add(circle(cx, cy, r, fill=PLAYER_COLOURS[player], stroke="#ffffff", line_width=1.5))

    def _events(self, sc: Scene, state: YearOfTheDragonState, lang: str) -> None:
        for line_no, words in enumerate(_wrap(board_word("item.event_row", lang), 80, 12)):
            sc.add(text(LEFT_X, EVENT_Y + 18 + 16 * line_no, words, size=12, bold=True, fill=INK, layer="board"))
        w = (ROW_W - 11 * 4) / 12
        for m in range(1, 13):
            x = ROW_X + (m - 1) * (w + 4)
            name = state.event_row[m - 1]
            now = m == state.month and state.phase != "over"
            past = m < state.month or state.phase == "over"
            sc.add(rect(x, EVENT_Y, w, EVENT_H, fill=EVENT_COLOURS.get(name, "#dddddd") if not past else "#e4e0d6",
                        stroke="#c62828" if now else "#8a7a5a", line_width=4 if now else 1, radius=5, layer="board"))
            sc.add(text(x + 4, EVENT_Y + 12, str(m), size=MIN_LABEL, bold=True, fill=INK if not past else SOFT, layer="board",
                        fine=True))
            band = m == 7 and bool(state.super_event or state.super_hidden)  # the super-event's band below
            lines = _wrap(board_word(f"event.{name}", lang), w - 6, MIN_LABEL, 1 if band else 2)
            for i, words in enumerate(lines):
                sc.add(_label(x + w / 2, EVENT_Y + 27 + 16 * i, words, w - 6, MIN_LABEL, align="center",
                              fill=INK if not past else SOFT, bold=now, layer="board"))
            if band:
                shown = "hidden" if state.super_hidden else state.super_event
                sc.add(rect(x + 2, EVENT_Y + EVENT_H - 17, w - 4, 15, fill="#6a3d9a", radius=3, layer="board"))
                sc.add(_label(x + w / 2, EVENT_Y + EVENT_H - 5, "★ " + board_word(f"super.{shown}", lang), w - 6, MIN_LABEL,
                              align="center", fill="#ffffff", layer="board"))
            if state.great_wall:
                owner = state.wall[m - 1] if m <= len(state.wall) else None
                sc.add(rect(x + 6, EVENT_Y + EVENT_H + 2, w - 12, WALL_H - 2, radius=2, line_width=1, stroke="#6b6257",
                            fill=PLAYER_COLOURS[owner] if owner is not None else "#ece6da"))

    def _group_box(self, state: YearOfTheDragonState, g: int) -> tuple[float, float]:
        count = max(1, len(state.groups))
        w = (GROUPS_W - 8 * (count - 1)) / count
        return GROUPS_X + g * (w + 8), w

    def _groups(self, sc: Scene, state: YearOfTheDragonState, lang: str) -> None:
        for g, group in enumerate(state.groups, 1):
            x, w = self._group_box(state, g - 1)
            sc.add(rect(x, MID_Y, w, GROUP_H, fill="#ebe1c8", stroke="#8a7a5a", radius=6, layer="board"))
            sc.add(rect(x, MID_Y, w, GROUP_HEAD, fill="#d9c9a0", radius=6, layer="board", target=f"group:{g}"))
            sc.add(_label(x + 6, MID_Y + 15, gettext(T_GROUP, lang, n=g), w - 12, 13, bold=True, fill=INK))
            for k, player in enumerate(state.dragons[g - 1] if g - 1 < len(state.dragons) else ()):
                cx = x + 12 + k * 16
                sc.add(polygon([(cx - 7, MID_Y + 35), (cx, MID_Y + 21), (cx + 7, MID_Y + 35)], fill=PLAYER_COLOURS[player],
                               stroke=INK))
            cards = list(dict.fromkeys(group))
            top = MID_Y + GROUP_HEAD + 4
            h = min(36.0, (GROUP_H - GROUP_HEAD - 8 - 4 * (len(cards) - 1)) / max(1, len(cards)))
            for i, action in enumerate(cards):
                y = top + i * (h + 4)
                target = f"action:{g}:{action}"
                sc.add(rect(x + 4, y, w - 8, h, fill=ACTION_COLOURS.get(action, "#dddddd"), stroke=INK, radius=4,
                            target=target))
                name = board_word(f"action.{action}", lang)
                lines = _wrap(name, w - 14, 12) if _units(name) * 13 > w - 14 and h >= 28 else [name]
                for k, words in enumerate(lines):
                    baseline = y + h / 2 + 5 + (k - (len(lines) - 1) / 2) * 16
                    sc.add(_label(x + w / 2, baseline, words, w - 14, 13 if len(lines) == 1 else 12, align="center",
                                  fill=INK))

    def _bar_buttons(self, state: YearOfTheDragonState, selection: tuple[str, ...]) -> list[tuple[str, float, float]]:
        """The buttons of the choice bar now: (target, x, width)."""
        out: list[tuple[str, float, float]] = []
        task = pending_task(state)
        if task is None and state.phase == "action":
            out.append(("topup", GROUPS_X, 180))
            if selection and selection[0].startswith("action:") and selection[0].endswith(":privilege"):
                out += [("size:small", GROUPS_X + 190, 175), ("size:large", GROUPS_X + 375, 175)]
        player = state.current
        if player is not None and _person_mode(state) and not has_palace_room(state.players[player]):
            out.append(("dismiss", GROUPS_X + 190, 220))
        return out

    def _bar(self, sc: Scene, state: YearOfTheDragonState, lang: str, selection: tuple[str, ...]) -> None:
        words = {"topup": board_word("action.top_up", lang), "size:small": board_word("item.privilege_small", lang),
                 "size:large": board_word("item.privilege_large", lang), "dismiss": gettext(T_DISMISS, lang)}
        for target, x, w in self._bar_buttons(state, selection):
            sc.add(rect(x, BAR_Y, w, BAR_H, fill="#fffaf0", stroke="#8a7a5a", line_width=2, radius=6, target=target))
            sc.add(_label(x + w / 2, BAR_Y + 20, words[target], w - 10, 13, align="center", bold=True, fill=INK))

    def _tile_box(self, kind: str, age: str) -> tuple[float, float, float, float]:
        col = PERSON_TYPES.index(kind)
        w = (DISPLAY_W - 42) / len(PERSON_TYPES)
        return DISPLAY_X + 42 + col * w, MID_Y + 18 + (0 if age == YOUNG else TILE_H + 4), w - 4, TILE_H

    def _display(self, sc: Scene, state: YearOfTheDragonState, lang: str) -> None:
        sc.add(_label(DISPLAY_X, MID_Y + 12, board_word("item.person_tile", lang), DISPLAY_W, 12, bold=True, fill=INK,
                      layer="board"))
        for i, age in enumerate(("young", "old")):
            sc.add(_label(DISPLAY_X, MID_Y + 18 + i * (TILE_H + 4) + 28, _label_t(f"age.{age}", lang), 40, MIN_LABEL, fill=INK,
                          layer="board"))
        for kind, age in TILES:
            x, y, w, h = self._tile_box(kind, age)
            left = state.tiles_left(kind, age)
            fill = PERSON_COLOURS[kind] if left else "#d8d4cc"
            ink = _ink(kind) if left else SOFT
            sc.add(rect(x, y, w, h, fill=fill, stroke=INK, radius=4, target=f"tile:{kind}:{age}"))
            sc.add(_label(x + w / 2, y + 12, _short(kind, lang), w - 2, MIN_LABEL, align="center", bold=True, fill=ink))
            sc.add(text(x + w / 2, y + 30, str(left), size=16, bold=True, align="center", fill=ink))
            sc.add(text(x + w - 2, y + h - 3, f"+{COMPONENTS.value(kind, age)}", size=MIN_LABEL, align="right", fill=ink,
                        fine=True))
            for k in range(COMPONENTS.symbols(kind, age)):  # the person symbols, as dots
                sc.add(circle(x + 5 + 5 * k, y + h - 7, 2, fill=ink))

    def _status(self, sc: Scene, state: YearOfTheDragonState, lang: str, names: Sequence[str], selection: tuple[str, ...],
                said: str) -> None:
        """Month and phase, who must do what, the hint of the selection, and the last move in words (``said``, never
        its notation: a board given no words for it writes no last move)."""
        x, y, w = DISPLAY_X, STATUS_Y, DISPLAY_W
        sc.add(rect(x, y, w, STATUS_H, fill="#fffaf0", stroke="#8a7a5a", radius=6, layer="board"))
        head, lines = self._lines(state, lang, names)
        sc.add(_label(x + 8, y + 17, head, w - 16, 14, bold=True, fill=INK, layer="board"))
        hint = self._hint(state, lang, selection)
        rows: list[tuple[str, str, bool]] = []  # (words, colour, bold)
        for i, line in enumerate(lines):
            for part in _wrap(line, w - 16, 12):
                rows.append((part, "#b00020" if i == 0 and state.pending else INK, i == 0))
        last = gettext(T_LAST, lang, move=said) if said else ""
        told = _wrap(last, w - 16, MIN_LABEL) if len(rows) + bool(hint) < 3 else [last]  # two lines if there is room
        told = [part for part in told if part]  # one line is cut short with "…" where the status needs three rows
        room = 4 - len(told)  # rows 17 apart: a label raised for a slide stays clear of the next
        rows = rows[: room - 1 if hint else room] + ([(hint, SELECT, False)] if hint else [])
        for i, (words, colour, bold) in enumerate(rows):
            sc.add(_label(x + 8, y + 35 + 17 * i, words, w - 16, 12, fill=colour, bold=bold, layer="board"))
        for i, part in enumerate(told):  # fine print: presenter mode's raised labels leave the box no room for it
            sc.add(_label(x + 8, y + STATUS_H - 4 - 17 * (len(told) - 1 - i), part, w - 16, MIN_LABEL, fill=SOFT,
                          layer="board", fine=True))

    def _panel_box(self, state: YearOfTheDragonState, player: int) -> tuple[float, float]:
        w = (WIDTH - 20 - 8 * (state.n - 1)) / state.n
        return 10 + player * (w + 8), w

    def _palace_geometry(self, state: YearOfTheDragonState, player: int) -> tuple[float, float, float]:
        """(left, palace width, step) of ``player``'s palaces."""
        x0, w = self._panel_box(state, player)
        count = len(state.players[player].palaces) + 1  # room for the new-palace outline
        step = min(56.0, (w - 16) / count)
        return x0 + 8, step - 6, step

    def _panel(self, sc: Scene, state: YearOfTheDragonState, player: int, lang: str, names: Sequence[str]) -> None:
        x0, w = self._panel_box(state, player)
        y0 = PANEL_Y
        pl = state.players[player]
        active = state.current == player
        colour = PLAYER_COLOURS[player]
        sc.add(rect(x0, y0, w, PANEL_H, fill=PLAYER_LIGHT[player] if active else "#fbf8f0",
                    stroke=colour if active else "#9a9a9a", line_width=5 if active else 1.5, radius=8, layer="board"))
        sc.add(rect(x0, y0, w, 24, fill=colour, radius=8, layer="board"))
        points = render(T_POINTS, lang, {"n": pl.score})
        pw = min(w * 0.4, _units(points) * 12 + 4)
        sc.add(_label(x0 + 8, y0 + 17, ("▶ " if active else "") + player_name(player, lang, names), w - pw - 20, 14,
                      bold=True, fill="#ffffff", layer="board"))
        sc.add(_label(x0 + w - 6, y0 + 17, points, pw, 12, align="right", bold=True, fill="#ffffff", layer="board"))
        # goods
        amounts: dict[str, tuple[str | tuple[str, str, str], int]] = {
            "yuan": (T_YUAN, pl.yuan), "rice": (T_RICE, pl.rice), "firework": (T_FIREWORKS, pl.fireworks)}
        words = [render(amounts[good][0], lang, {"n": amounts[good][1]}) for good in GOODS]
        need = [max(40.0, _units(label) * MIN_LABEL + 10) for label in words]  # each box as wide as its words
        room = min(1.0, (w - 16 - 8) / sum(need))
        gx = x0 + 8
        for good, label, gw in zip(GOODS, words, (n * room for n in need), strict=True):
            sc.add(rect(gx, y0 + 28, gw, 22, fill=GOOD_COLOURS[good], stroke=INK, radius=4, target=f"good:{player}:{good}"))
            sc.add(_label(gx + gw / 2, y0 + 44, label, gw - 6, MIN_LABEL, align="center", bold=True, fill=INK))
            gx += gw + 4
        for k, part in enumerate(_wrap(gettext(T_PRIVILEGES, lang, small=pl.small, large=pl.large), w - 16, MIN_LABEL)):
            sc.add(_label(x0 + 8, y0 + 66 + 16 * k, part, w - 16, MIN_LABEL, fill=INK))
        self._palaces(sc, state, player, lang)
        self._cards(sc, state, player, lang)
        if state.great_wall:
            self._walls(sc, state, player, lang)

    def _palaces(self, sc: Scene, state: YearOfTheDragonState, player: int, lang: str) -> None:
        pl = state.players[player]
        left, pw, step = self._palace_geometry(state, player)
        base = PANEL_Y + 74 + ROOF_H + 3 * FLOOR_H
        for i, pal in enumerate(pl.palaces, 1):
            x = left + (i - 1) * step
            top = base - pal.floors * FLOOR_H
            target = f"palace:{player}:{i}"
            sc.add(polygon([(x - 2, top), (x + 4, top - ROOF_H), (x + pw - 4, top - ROOF_H), (x + pw + 2, top)],
                           fill="#a33a2a", stroke=INK, target=target))
            for f in range(1, pal.floors + 1):  # floor 1 at the bottom; slot f lives on floor f
                fy = base - f * FLOOR_H
                empty = f > len(pal.persons)
                sc.add(rect(x, fy, pw, FLOOR_H, fill="#e9dcc0" if empty else "#cdbb94", stroke=INK,
                            target=target if empty else None))
                if not empty:
                    kind, age = pal.persons[f - 1]
                    slot = f"slot:{player}:{i}:{f}"
                    sc.add(rect(x + 2, fy + 2, pw - 4, FLOOR_H - 4, fill=PERSON_COLOURS[kind], stroke=INK, radius=3,
                                target=slot))
                    sc.add(_label(x + pw / 2, fy + 12, _short(kind, lang), pw - 4, MIN_LABEL, align="center", bold=True,
                                  fill=_ink(kind)))
                    mark = _age_mark(age, lang)
                    sc.add(text(x + 5, fy + 28, mark, size=MIN_LABEL, fill=_ink(kind), fine=True))
                    dots_x = x + 5 + _units(mark) * MIN_LABEL + 4
                    for k in range(COMPONENTS.symbols(kind, age)):  # the person symbols, as dots
                        sc.add(circle(dots_x + 5 * k, fy + 23, 2, fill=_ink(kind)))
            sc.add(text(x + pw / 2, base + 12, str(i), size=MIN_LABEL, bold=True, align="center", fill=INK))
        task = pending_task(state)
        if task is not None and task.kind == "floors" and task.player == player:
            x = left + len(pl.palaces) * step
            sc.add(rect(x, base - FLOOR_H, pw, FLOOR_H, fill="#ffffff", stroke=SELECT, line_width=2, radius=3,
                        target=f"new-palace:{player}"))
            sc.add(_label(x + pw / 2, base - FLOOR_H / 2 + 5, "+ " + gettext(T_NEW_PALACE, lang), pw - 4, 10,
                          align="center", bold=True, fill=INK))

    def _cards(self, sc: Scene, state: YearOfTheDragonState, player: int, lang: str) -> None:
        x0, w = self._panel_box(state, player)
        pl = state.players[player]
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
            sc.add(rect(cx, cy, cw, 18, fill=fill, stroke=INK, radius=3, target=f"card:{player}:{card}"))
            sc.add(_label(cx + cw / 2, cy + 13, label, cw - 4, MIN_LABEL, align="center", bold=True, fill=ink))

    def _walls(self, sc: Scene, state: YearOfTheDragonState, player: int, lang: str) -> None:
        x0, w = self._panel_box(state, player)
        pl = state.players[player]
        per_row = 3 if w < 480 else 6
        cw = (w - 16 - 4 * (per_row - 1)) / per_row
        for k, tile in enumerate(t for t in COMPONENTS.wall_tiles if t in pl.walls):
            cx = x0 + 8 + (k % per_row) * (cw + 4)
            cy = PANEL_Y + 254 + (k // per_row) * 20
            sc.add(rect(cx, cy, cw, 17, fill=WALL_COLOURS[tile], stroke="#6b6257", radius=2, target=f"wall:{player}:{tile}"))
            sc.add(_label(cx + cw / 2, cy + 12, render(T_WALL_CHIP[tile], lang, {"n": COMPONENTS.wall_rewards[tile]}), cw - 4, 10,
                          align="center", fill=INK))

    def _marks(self, sc: Scene, targets: Sequence[str], colour: str, width: float) -> None:
        for target in targets:
            box = sc.bounds(target)
            if box is not None:
                x, y, w, h = box
                sc.add(rect(x - 3, y - 3, w + 6, h + 6, stroke=colour, line_width=width, radius=5, layer="highlight"))

    def _last_targets(self, state: YearOfTheDragonState, last: Move | None) -> list[str]:
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
