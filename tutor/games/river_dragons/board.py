"""The River Dragons board view: a scene of shapes (pure), clicks turned into moves, a text description.

Layout (960×640): the river on the left, one row per player on the right (plank reserve, the five
programmed slots, and the hand: the viewer's own, or everyone's in the teacher's view).

Targets: ``spot:<island>``, ``village:<colour>``, ``plank:<plank>``, ``reserve:<player>:<plank>``,
``hand:<player>:<card>``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from tutor.core.board import Board, Click
from tutor.core.moves import Move
from tutor.core.scene import MIN_LABEL, Scene, circle, label_width, line, polygon, rect, text, wrap
from tutor.games.river_dragons.describe import place_words
from tutor.games.river_dragons.state import (
    HIDDEN,
    RiverDragonsState,
    card_term,
    dragon_colour,
    hand_of,
    is_dragon,
    is_plank,
    observation,
    plank_colour,
    plank_size,
)
from tutor.text.explain import FULL_WIDTH, aside, format_all, labelled, player_name, series
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext, nN_, render

GAME_NAME = "river_dragons"
FILL = {"pink": "#e87aa8", "green": "#3f9b4a", "blue": "#3b6fd1", "black": "#2b2b2b", "red": "#d23c32",
        "yellow": "#e8c22c"}
INK = {"pink": "#000", "green": "#fff", "blue": "#fff", "black": "#fff", "red": "#fff", "yellow": "#000"}
SHORT = {"stone1": "S1", "stone2": "S2", "plank1": "P1", "plank2": "P2", "remove": "R", "move1": "M1",
         "move2": "M2", "jump": "J"}
WATER, BANK, ISLAND, STONE = "#7fb7dd", "#c9b48a", "#9cc472", "#8a8a8a"
CX, CY, RADIUS_PX = 318.0, 320.0, 268.0
PANEL_X, CARD_W, CARD_H = 648.0, 22.0, 24.0
T_OVER_WON = N_("Game over: %(player)s reached their destination village and wins")
T_OVER_NONE = N_("Game over: nobody reached their destination village")


def _over(s: RiverDragonsState, lang: str, names: Sequence[str]) -> str:
    """The status of a finished game: who won (rd.end.reach-village), or that nobody did (the turn limit)."""
    if s.winner >= 0:
        return gettext(T_OVER_WON, lang, player=player_name(s.winner, lang, names))
    return gettext(T_OVER_NONE, lang)


T_AID = N_("Teacher's view: shows cards the players keep hidden")
T_AID_LINE = N_("Teacher's view, a teaching aid: it shows the cards each player has programmed face down, and every "
                "player's hand; at the table a player sees only their own until the cards are revealed.")


T_SPOT = N_("island %(n)s")
T_PLANK_AT = N_("%(plank)s, between %(a)s and %(b)s")
T_RESERVE = nN_("%(colour)s, number %(numbers)s", "%(colour)s, numbers %(numbers)s", "count")
# a label with nothing after it, said per label: Spanish "none" agrees with the noun (Tabla: ninguna)
T_NO_STONE = N_("Stone: none")
T_NO_PLANK = N_("Plank: none")
T_NO_RESERVE = N_("Plank reserve: none")
T_NO_PROGRAM = N_("Programming phase: none")
T_DESTINATION = N_("Destination: %(village)s")
T_OUT = N_("Out of the game: %(planks)s")


def _side(s: RiverDragonsState, lang: str) -> str:
    """The board's side in words (a board file's own name is not a word a learner reads)."""
    return _t("place.island_side" if s.board.side == "islands" else "place.expert_side", lang)


def _or_none(label: str, value: str, lang: str, none: str) -> str:
    """``label: value``, or the label's own "none" line where there is no value."""
    return labelled(label, value, lang) if value else gettext(none, lang)


def _reserve_words(planks: Sequence[str], lang: str) -> str:
    """A plank reserve in words, by colour: "green, numbers 1, 2 and 4" (never the planks' ids)."""
    by_colour: dict[str, list[int]] = {}
    for plank in planks:
        by_colour.setdefault(plank_colour(plank), []).append(plank_size(plank))
    return _parts([render(T_RESERVE, lang, {"colour": _t("colour." + colour, lang), "count": len(sizes),
                                              "numbers": format_all([str(n) for n in sorted(sizes)], lang)})
                   for colour, sizes in by_colour.items()], lang)


def _parts(parts: Sequence[str], lang: str) -> str:
    """Parts of a line, each with commas of its own: "; " between them (「；」 in Japanese)."""
    return ("；" if lang in FULL_WIDTH else "; ").join(parts)


def shows_hidden(state: RiverDragonsState, viewer: int | None) -> bool:
    """Whether the view shows a programmed card some player may not see yet (only the teacher's view can): a card
    programmed face down, not yet revealed (rd.programming.face-down-order, rd.resolution.reveal), and the hands
    that would give it away."""
    if viewer is not None:
        return False
    return any(observation(state, player).programs != state.programs for player in range(state.n))


def _t(key: str, lang: str) -> str:
    return term(GAME_NAME, key, lang)


def card_label(card: str) -> str:
    if card == HIDDEN:
        return "?"
    return "D" if is_dragon(card) else SHORT.get(card, card)


def _clear_of(labels: Sequence[tuple[float, float]], spots: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """Of the places a plank's size may go, the one farthest from the islands' names (it never covers one)."""
    return max(spots, key=lambda p: min((math.hypot(p[0] - x, p[1] - y) for x, y in labels), default=0.0))


def _players_guide(players: Sequence[int]) -> str:
    """A village's player counts, short: ``3–6`` for a run, else ``3,5``."""
    ns = sorted(players)
    if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
        return f"{ns[0]}–{ns[-1]}"
    return ",".join(str(n) for n in ns)


def card_name(card: str, lang: str) -> str:
    if card == HIDDEN:
        return "?"
    if is_dragon(card):
        return _t("card.dragon", lang) + aside(_t("colour." + dragon_colour(card), lang), lang)
    return _t(card_term(card), lang)


class RiverBoardView(Board[RiverDragonsState]):
    width = 960
    height = 640

    # -- geometry -------------------------------------------------------------------------------
    def _scale(self, s: RiverDragonsState) -> float:
        return RADIUS_PX / (s.board.radius + 0.9)

    def _px(self, s: RiverDragonsState, x: float, y: float) -> tuple[float, float]:
        k = self._scale(s)
        return CX + x * k, CY - y * k

    def _at(self, s: RiverDragonsState, place: str) -> tuple[float, float]:
        x, y = s.board.points[place]
        return self._px(s, x, y)

    def _plank_mid(self, s: RiverDragonsState, token: str) -> tuple[float, float]:
        p = s.plank_at(token)
        assert p is not None
        (ax, ay), (bx, by) = self._at(s, p.a), self._at(s, p.b)
        return (ax + bx) / 2, (ay + by) / 2

    def _pawn_xy(self, s: RiverDragonsState, player: int) -> tuple[float, float]:
        where = s.pawns[player]
        if s.plank_at(where) is not None:
            return self._plank_mid(s, where)
        x, y = self._at(s, where)
        others = [q for q in range(s.n) if s.pawns[q] == where]
        i, k = others.index(player), len(others)
        angle = 2 * math.pi * i / max(k, 1)
        r = 0.0 if k == 1 else 10.0
        return x + r * math.cos(angle), y + r * math.sin(angle)

    # -- drawing --------------------------------------------------------------------------------
    def scene(self, state: RiverDragonsState, viewer: int | None, lang: str, names: Sequence[str],
              selection: tuple[str, ...] = (), last: Move | None = None, said: str = "") -> Scene:
        s = observation(state, viewer)
        sc = Scene(self.width, self.height)
        self._draw_river(sc, s, lang)
        self._draw_pieces(sc, s)
        self._draw_panel(sc, s, viewer, lang, names)
        self._draw_selection(sc, s, selection, last)
        if shows_hidden(s, viewer):  # a teaching aid, marked as one (below the river, clear of the villages)
            sc.add(rect(4, 614, 632, 22, fill="#fff3c4", stroke="#b07800", line_width=1.5, radius=4),
                   text(320, 629, gettext(T_AID, lang), size=11, bold=True, align="center", fill="#6b4a00"))
        return sc

    def _label_at(self, s: RiverDragonsState, x: float, y: float) -> tuple[float, float, str]:
        """Where an island's number goes: below left unless another island is nearer there than on another
        corner (a label under a neighbouring island and its stone is not read)."""
        r = s.board.island_radius * self._scale(s)
        corners = [(x - r * 0.7, y + r + 12, "right"), (x + r * 0.7, y + r + 12, "left"),
                   (x - r * 0.7, y - r - 3, "right"), (x + r * 0.7, y - r - 3, "left")]
        others = [self._px(s, o.x, o.y) for o in s.board.spots]
        others = [(ox, oy) for ox, oy in others if (ox, oy) != (x, y)]

        def room(c: tuple[float, float, str]) -> float:  # the label's middle from the nearest other island's edge
            mx = c[0] - 7 if c[2] == "right" else c[0] + 7
            return min((math.hypot(mx - ox, c[1] - 4 - oy) - r for ox, oy in others), default=99.0)
        return next((c for c in corners if room(c) > 9), max(corners, key=room))

    def _draw_river(self, sc: Scene, s: RiverDragonsState, lang: str) -> None:
        board = s.board
        k = self._scale(s)
        sc.add(rect(0, 0, 640, 640, fill=BANK, layer="board"))
        sc.add(circle(CX, CY, board.radius * k, fill=WATER, stroke="#4c86b0", line_width=2, layer="board"))
        sc.add(text(8, 18, _side(s, lang), size=12, layer="board"))
        for spot in board.spots:
            x, y = self._px(s, spot.x, spot.y)
            if board.side == "islands":
                sc.add(circle(x, y, board.island_radius * k, fill=ISLAND, stroke="#6d8f4e", layer="board",
                              target=f"spot:{spot.id}"))
                lx, ly, align = self._label_at(s, x, y)
                # "12", as the Move list's "island 12" (never the id "i12")
                sc.add(text(lx, ly, spot.id.lstrip("i"), size=MIN_LABEL, align=align, layer="board"))
            else:
                r = max(2.0, board.water.spacing * k * 0.45) if board.water else 3.0
                sc.add(circle(x, y, r, fill=None, stroke="#5f9bc4", line_width=0.5, layer="board",
                              target=f"spot:{spot.id}"))
        for v in board.villages:
            x, y = self._px(s, v.x, v.y)
            sc.add(circle(x, y, 22, fill=FILL[v.colour], stroke="#222", line_width=2, layer="board",
                          target=f"village:{v.colour}"))
            sc.add(text(x, y + 4, _players_guide(v.players), size=MIN_LABEL, align="center", fill=INK[v.colour], layer="board",
                        target=f"village:{v.colour}"))

    def _draw_pieces(self, sc: Scene, s: RiverDragonsState) -> None:
        ids = [(t.x - label_width(t.text, t.size) / 2, t.y - t.size / 3) for t in sc.shapes  # the islands' names
               if t.kind == "text" and t.layer == "board" and t.align == "right"]
        for st in s.stones:
            x, y = self._at(s, st)
            sc.add(circle(x, y, 9, fill=STONE, stroke="#444", target=f"spot:{st}"))
        for p in s.planks:
            (ax, ay), (bx, by) = self._at(s, p.a), self._at(s, p.b)
            dx, dy = bx - ax, by - ay
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length * 4.5, dx / length * 4.5
            colour = plank_colour(p.plank)
            sc.add(polygon([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)],
                           fill=FILL[colour], stroke="#111", line_width=1, target=f"plank:{p.plank}"))
            lx, ly = _clear_of(ids, [(ax + dx * t, ay + dy * t) for t in (0.5, 0.35, 0.65)])
            sc.add(circle(lx, ly, 8, fill="#fff", stroke=FILL[colour], target=f"plank:{p.plank}"))
            sc.add(text(lx, ly + 4, str(plank_size(p.plank)), size=MIN_LABEL, align="center", bold=True,
                        target=f"plank:{p.plank}", fine=True))
        for player in range(s.n):
            x, y = self._pawn_xy(s, player)
            where = s.pawns[player]
            target = f"plank:{where}" if s.plank_at(where) is not None else f"village:{where}"
            colour = s.colours[player]
            sc.add(circle(x, y, 8, fill=FILL[colour], stroke="#fff", line_width=2, target=target))

    def _draw_panel(self, sc: Scene, s: RiverDragonsState, viewer: int | None, lang: str, names: Sequence[str]) -> None:
        sc.add(rect(640, 0, 320, 640, fill="#f4f1ea", layer="board"))
        phase = _t("phase.programming" if s.phase == "program" else "phase.resolution", lang)
        head = f"{_t('turn.turn', lang)} {s.turn} · {phase if s.phase != 'over' else _over(s, lang, names)}"
        if s.phase == "resolve":
            head += f" · {_t('turn.position', lang)} {s.position}"
        for i, words in enumerate(wrap(head, 960 - PANEL_X - 4, 13)):  # a long head takes two lines
            sc.add(text(PANEL_X, 15 + 16 * i, words, size=13, bold=True, layer="board"))
        reserve = labelled(_t('item.stone_reserve', lang), str(s.stone_reserve), lang)
        sc.add(text(PANEL_X, 47, reserve, size=MIN_LABEL, layer="board", fine=True))
        stones_x = PANEL_X + max(150.0, label_width(reserve, MIN_LABEL) + 8)
        for i in range(min(s.stone_reserve, 27)):
            sc.add(circle(stones_x + (i % 14) * 11, 38 + (i // 14) * 10, 4, fill=STONE, stroke="#444"))
        row_h = min(96.0, (640 - 56) / s.n)
        acting = s.acting() if s.phase == "resolve" else -1
        for player in range(s.n):
            y0 = 56 + player * row_h
            colour = s.colours[player]
            sc.add(rect(644, y0, 312, row_h - 4, fill="#fff" if player != acting else "#fff6cc", stroke="#bbb",
                        radius=4, layer="board"))
            sc.add(circle(PANEL_X + 8, y0 + 12, 6, fill=FILL[colour], stroke="#222"))
            name = player_name(player, lang, names)
            mark = " ★" if player == s.first else ""
            sc.add(text(PANEL_X + 20, y0 + 16, f"{name} — {_t('colour.' + colour, lang)}{mark}", size=12,
                        bold=player == acting))
            # plank reserve
            x = PANEL_X + 4
            for token in s.reserves[player]:
                w = 10 + 5 * plank_size(token)
                sc.add(rect(x, y0 + 21, w, 14, fill=FILL[plank_colour(token)], stroke="#111",
                            target=f"reserve:{player}:{token}"))
                sc.add(text(x + w / 2, y0 + 33, str(plank_size(token)), size=MIN_LABEL, align="center",
                            fill=INK[plank_colour(token)], target=f"reserve:{player}:{token}", fine=True))
                x += w + 3
            if s.chosen and player == acting:  # the chosen plank, drawn as a plank (its colour and number)
                sc.add(text(x + 4, y0 + 33, "→", size=MIN_LABEL, bold=True, fine=True))
                w, tone = 10 + 5 * plank_size(s.chosen), plank_colour(s.chosen)
                sc.add(rect(x + 20, y0 + 21, w, 14, fill=FILL[tone], stroke="#111", line_width=2))
                sc.add(text(x + 20 + w / 2, y0 + 33, str(plank_size(s.chosen)), size=MIN_LABEL, align="center",
                            fill=INK[tone], bold=True, fine=True))
            # programmed row
            prog = s.programs[player]
            for slot in range(5):
                cx = PANEL_X + 4 + slot * (CARD_W + 3)
                cy = y0 + 38
                card = prog[slot] if slot < len(prog) else ""
                if not card:
                    sc.add(rect(cx, cy, CARD_W, CARD_H, fill=None, stroke="#999", radius=3))
                    continue
                shown = card != HIDDEN and (viewer is None or viewer == player or slot < s.position)
                face = card if shown else HIDDEN
                fill = FILL[dragon_colour(face)] if is_dragon(face) else ("#555" if face == HIDDEN else "#eee")
                if s.phase == "resolve" and slot == s.position - 1:
                    sc.add(rect(cx - 2, cy - 2, CARD_W + 4, CARD_H + 4, fill=None, stroke="#d08000", line_width=2))
                sc.add(rect(cx, cy, CARD_W, CARD_H, fill=fill, stroke="#333", radius=3))
                ink = INK[dragon_colour(face)] if is_dragon(face) else ("#fff" if face == HIDDEN else "#000")
                sc.add(text(cx + CARD_W / 2, cy + 16, card_label(face), size=MIN_LABEL, align="center", fill=ink))
            # hand (the viewer's own; everyone's in the teacher's view)
            if viewer is None or viewer == player:
                hand = [c for c in hand_of(colour, s.colours) if c not in prog]
                for i, card in enumerate(hand):
                    cx = PANEL_X + 140 + (i % 7) * (CARD_W + 2)
                    cy = y0 + 38 + (i // 7) * (CARD_H + 2) if row_h >= 92 else y0 + 38 + (i // 7) * 13
                    fill = FILL[dragon_colour(card)] if is_dragon(card) else "#fdfaf2"
                    ink = INK[dragon_colour(card)] if is_dragon(card) else "#000"
                    sc.add(rect(cx, cy, CARD_W, min(CARD_H, row_h / 2 - 24), fill=fill, stroke="#333", radius=3,
                                target=f"hand:{player}:{card}"))
                    sc.add(text(cx + CARD_W / 2, cy + 12, card_label(card), size=MIN_LABEL, align="center", fill=ink,
                                target=f"hand:{player}:{card}"))

    def _draw_selection(self, sc: Scene, s: RiverDragonsState, selection: tuple[str, ...], last: Move | None) -> None:
        for target in selection:
            box = sc.bounds(target)
            if box is not None:
                x, y, w, h = box
                sc.add(rect(x - 3, y - 3, w + 6, h + 6, fill=None, stroke="#ff7a00", line_width=3, layer="highlight"))
        if last is not None and last.kind in ("move", "jump"):
            pts = [p for p in (self._pawn_point(s, str(a)) for a in last.args) if p is not None]
            if len(pts) >= 2:
                sc.add(line(pts, stroke="#ff7a00", line_width=2, layer="highlight"))

    def _pawn_point(self, s: RiverDragonsState, place: str) -> tuple[float, float] | None:
        if s.plank_at(place) is not None:
            return self._plank_mid(s, place)
        if place in s.board.points:
            return self._at(s, place)
        return None

    # -- clicks ---------------------------------------------------------------------------------
    def target_words(self, state: RiverDragonsState, target: str, lang: str, names: Sequence[str],
                     viewer: int | None = None) -> str | None:
        """An island by its number (its number is drawn beside it, outside its circle)."""
        kind, _, arg = target.partition(":")
        if kind == "spot":
            return gettext(T_SPOT, lang, n=arg.lstrip("i"))
        if kind == "hand" and ":" in arg:
            return card_name(arg.split(":", 1)[1], lang)
        return None

    def click(self, state: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
        s = state
        kind, _, rest = target.partition(":")
        if target in selection:  # a second click on a picked element drops it
            return Click(tuple(t for t in selection if t != target))
        if kind == "hand":
            player, _, card = rest.partition(":")
            if s.phase == "program" and player.isdigit():
                return Click((), Move("program", (card,), int(player)))
            return Click(selection)
        if s.phase != "resolve":
            return Click(selection)
        card = s.card(s.acting())
        if kind == "reserve":
            player, _, token = rest.partition(":")
            if card in ("plank1", "plank2") and not s.chosen and player == str(s.acting()):
                return Click((), Move("take", (token,)))
            return Click(selection)
        by_card = _CARD_CLICKS.get(card)
        return by_card(s, selection, target) if by_card is not None else Click(selection)

    @staticmethod
    def clicks_for(state: RiverDragonsState, move: Move) -> list[str]:
        """The targets to click, in order, to make ``move`` (used by tests and the tutorial)."""
        args = [str(a) for a in move.args]
        if move.kind == "program":
            return [f"hand:{move.player}:{args[0]}"]
        if move.kind == "take":
            return [f"reserve:{state.acting()}:{args[0]}"]
        if move.kind == "stone":
            return [f"spot:{args[0]}"]
        if move.kind == "plank":
            return [_support_target(a) for a in args]
        if move.kind == "remove":
            return [f"plank:{args[0]}" if _looks_plank(args[0]) else f"spot:{args[0]}"]
        return [f"plank:{a}" if _looks_plank(a) else f"village:{a}" for a in args]

    # -- words ----------------------------------------------------------------------------------
    def describe(self, state: RiverDragonsState, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        s = observation(state, viewer)
        out: list[str] = [gettext(T_AID_LINE, lang)] if shows_hidden(s, viewer) else []
        phase = _t("phase.programming" if s.phase == "program" else "phase.resolution", lang)
        head = labelled(f"{_t('turn.turn', lang)} {s.turn}", phase if s.phase != "over" else _over(s, lang, names), lang)
        if s.phase == "resolve":
            head = series([head, f"{_t('turn.position', lang)} {s.position}"], lang)
        out.append(head)
        out.append(labelled(_t("turn.first_player", lang), player_name(s.first, lang, names), lang))
        out.append(labelled(_t("item.stone_reserve", lang), str(s.stone_reserve), lang))
        out.append(labelled(_t("item.board", lang), _side(s, lang), lang))
        stones = format_all([place_words(at, lang) for at in s.stones], lang)
        out.append(_or_none(_t("piece.stone", lang), stones, lang, T_NO_STONE))
        planks = [gettext(T_PLANK_AT, lang, plank=place_words(p.plank, lang), a=place_words(p.a, lang),
                          b=place_words(p.b, lang)) for p in s.planks]
        out.append(_or_none(_t("piece.plank", lang), _parts(planks, lang), lang, T_NO_PLANK))
        for player in range(s.n):
            out.append(self._player_words(s, player, lang, names, viewer))
        if s.lost:
            out.append(gettext(T_OUT, lang, planks=format_all([place_words(p, lang) for p in s.lost], lang)))
        return "\n".join(out)

    def _player_words(self, s: RiverDragonsState, player: int, lang: str, names: Sequence[str],
                      viewer: int | None) -> str:
        """One player's line of the board in words: colour, pawn, destination, planks, program and hand."""
        colour = s.colours[player]
        bits = [player_name(player, lang, names) + aside(_t("colour." + colour, lang), lang),
                labelled(_t("piece.pawn", lang), place_words(s.pawns[player], lang), lang),
                gettext(T_DESTINATION, lang, village=_t(s.destination(player), lang)),
                _or_none(_t("item.plank_reserve", lang), _reserve_words(s.reserves[player], lang), lang, T_NO_RESERVE)]
        prog = [card_name(c, lang) if (viewer is None or viewer == player or i < s.position) else "?"
                for i, c in enumerate(s.programs[player])]
        bits.append(_or_none(_t("phase.programming", lang), series(prog, lang), lang, T_NO_PROGRAM))
        if viewer == player or viewer is None:
            hand = [card_name(c, lang) for c in hand_of(colour, s.colours) if c not in s.programs[player]]
            bits.append(labelled(_t("item.hand", lang), series(hand, lang), lang))
        return _parts(bits, lang)


def _looks_plank(token: str) -> bool:
    return is_plank(token)


def _support_target(token: str) -> str:
    return f"spot:{token}" if token[:1] in ("i", "w") and token[1:].isdigit() else f"village:{token}"


# -- clicks while resolving, by the acting player's card: (state, selection, target) -> Click -----------
def _named(target: str) -> tuple[str, str]:
    """A target's kind and the element it names (``spot:A3`` -> ``("spot", "A3")``)."""
    kind, _, name = target.partition(":")
    return kind, name


def _click_stone(s: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
    kind, name = _named(target)
    return Click((), Move("stone", (name,))) if kind == "spot" else Click(selection)


def _click_plank(s: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
    kind, name = _named(target)
    if not s.chosen or kind not in ("spot", "village"):
        return Click(selection)
    if selection:
        first = selection[0].partition(":")[2]
        return Click((), Move("plank", (first, name)))
    return Click((target,))


def _click_remove(s: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
    kind, name = _named(target)
    return Click((), Move("remove", (name,))) if kind in ("spot", "plank") else Click(selection)


def _click_move1(s: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
    kind, name = _named(target)
    return Click((), Move("move", (name,))) if kind in ("plank", "village") else Click(selection)


def _click_move2(s: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
    kind, name = _named(target)
    if kind not in ("plank", "village"):
        return Click(selection)
    if selection:
        return Click((), Move("move", (selection[0].partition(":")[2], name)))
    if kind == "village":
        return Click((), Move("move", (name,)))
    return Click((target,))


def _click_jump(s: RiverDragonsState, selection: tuple[str, ...], target: str) -> Click:
    kind, name = _named(target)
    if kind not in ("plank", "village"):
        return Click(selection)
    if selection:
        return Click((), Move("jump", (selection[0].partition(":")[2], name)))
    return Click((target,)) if kind == "plank" else Click(selection)


_CARD_CLICKS: dict[str, Callable[[RiverDragonsState, tuple[str, ...], str], Click]] = {
    "stone1": _click_stone, "stone2": _click_stone, "plank1": _click_plank, "plank2": _click_plank,
    "remove": _click_remove, "move1": _click_move1, "move2": _click_move2, "jump": _click_jump,
}
