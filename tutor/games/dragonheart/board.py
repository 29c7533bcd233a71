"""Dragonheart's board as data: the nine spaces, arrows, the pile below the Ship, departures, the
Great Dragon, both players' piles, and the viewer's hand. Pure functions of a state.

What it shows (dh.turn.play.single-outline.stack and dh.turn.play.single-outline.hidden: only the top card
of a one-outline stack may be seen; dh.turn.collect.examine-own: each player may examine their own score
pile only): a player's view
(``viewer`` 0 or 1) shows exactly what that player may see at the table — the top card of each stack with
the count below it, the other player's hand and score pile face down with their counts. The teacher's view
(``viewer=None``: lessons, quiz pages, the teacher in the companion) shows every card, and whenever it shows
a card some player may not see it says so on the board (``T_AID``) and first in its description.

Clicks: ``hand:I`` picks the I-th card of the hand of the player to move (several cards of one
type: the selection grows; another type starts a new selection; a picked card unpicks), then
``space:TYPE`` plays the picked cards there. In the choose phase ``space:TYPE`` takes that space's
cards; before the game ``start:N`` chooses who starts. The layout is the project's own (the printed
board's geometry is not public).
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core.board import Board, Click
from tutor.core.moves import Move
from tutor.core.scene import MIN_LABEL, Scene, Shape, circle, fit, line, polygon, rect, text, wrap
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.notation import canonical_cards
from tutor.games.dragonheart.scoring import totals
from tutor.games.dragonheart.state import HIDDEN, DragonheartState, card_type, card_value, observation, points
from tutor.text.explain import aside, player_name, series
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext, nN_, render

GAME_NAME = "dragonheart"
WIDTH, HEIGHT = 960, 640
CELL_W, CELL_H, GAP, X0, Y0 = 195, 148, 10, 20, 20
CARD_W, CARD_H = 56, 80
HAND_Y = 500

# Where each space sits: (column, row) of a 3×3 grid.
GRID: dict[str, tuple[int, int]] = {
    "treasure_chest": (0, 0), "fire_dragon": (1, 0), "huntress": (2, 0),
    "petrified_dragon": (0, 1), "sorceress": (1, 1), "knight": (2, 1),
    "dwarf": (0, 2), "troll": (1, 2), "ship": (2, 2),
}
COLOURS: dict[str, str] = {
    "treasure_chest": "#e8c547", "fire_dragon": "#d9534f", "petrified_dragon": "#9e9e9e", "sorceress": "#9b59b6",
    "troll": "#7d8f3a", "dwarf": "#b07a45", "knight": "#5b7fa6", "huntress": "#3e8e5e", "ship": "#3aa0b5",
}
UNDER_BOX = (640, 336, 150, CELL_H)
DEPART_BOX = (800, 336, 140, CELL_H)
PANEL_X, PANEL_W, PANEL_H = 640, 300, 150

def say(message: str | tuple[str, str, str], lang: str, **params: object) -> str:
    """A board text, singular or plural by its count."""
    return render(message, lang, params)


T_DECK = N_("Draw deck: %(n)s")
T_HAND = N_("Hand: %(n)s")
T_PILE = nN_("Score pile: %(n)s card", "Score pile: %(n)s cards", "n")
T_PILE_POINTS = nN_("Score pile: %(n)s card; points: %(points)s", "Score pile: %(n)s cards; points: %(points)s", "n")
T_UNDER = N_("Below the Ship: %(n)s")
T_DEPARTURES = N_("Departures: %(n)s of %(end)s")
T_TO_MOVE = N_("%(player)s to move")
T_FINAL = N_("Final turn: %(player)s")
T_CHOOSER = N_("%(player)s, the youngest player, chooses who starts:")
T_STARTS = N_("%(player)s starts")
T_CHOOSE = N_("%(player)s: click the space to take all its cards from")
T_OVER = N_("Game over: %(p0)s %(s0)s, %(p1)s %(s1)s")
T_STACK = nN_("%(n)s card", "%(n)s cards", "n")
T_OUTLINES = N_("%(n)s of %(outlines)s outlines filled")
T_HAND_OF = N_("%(player)s's hand")
T_HAND_HIDDEN = nN_("%(player)s holds %(n)s card (hidden)", "%(player)s holds %(n)s cards (hidden)", "n")
T_SPACE_LINE = N_("%(space)s: %(cards)s")
T_EMPTY = N_("empty")
T_TOP = nN_("%(n)s card, top card %(value)s", "%(n)s cards, top card %(value)s", "n")
T_NO_LIMIT = N_("no limit")
T_VALUES = N_("values %(values)s")
T_STACK_ALL = nN_("%(n)s card, values %(values)s (top card last)", "%(n)s cards, values %(values)s (top card last)", "n")
T_DRAGON_BOARD = N_("The Great Dragon figure is on the board.")
T_DRAGON_HELD = N_("%(player)s holds the Great Dragon figure.")
T_PLAYER_LINE = nN_("%(player)s: draw deck %(deck)s, hand %(hand)s, score pile %(pile)s card",
                    "%(player)s: draw deck %(deck)s, hand %(hand)s, score pile %(pile)s cards", "pile")
T_PILE_LINE = nN_("%(player)s's score pile: %(points)s point", "%(player)s's score pile: %(points)s points", "points")
T_PILE_OF = N_("%(player)s's score pile")  # before the end: its cards, for the learner to add up
T_PILE_VALUES = nN_("Score pile: %(n)s card (values %(values)s)", "Score pile: %(n)s cards (values %(values)s)", "n")
T_UNDER_LINE = N_("Below the Ship: %(cards)s")
T_DEPART_LINE = N_("Departures: %(n)s of %(end)s")
T_AID = N_("Teacher's view: shows cards the players keep hidden")
T_AID_LINE = N_("Teacher's view, a teaching aid: it shows cards the players keep hidden at the table (the cards below "
                "the top of a stack, a hand, a score pile only its owner may look at).")
T_FACE_DOWN = N_("face down")


def _cell(space: str) -> tuple[float, float]:
    c, r = GRID[space]
    return X0 + c * (CELL_W + GAP), Y0 + r * (CELL_H + GAP)


def _centre(space: str) -> tuple[float, float]:
    x, y = _cell(space)
    return x + CELL_W / 2, y + CELL_H / 2


def _name(t: str, lang: str) -> str:
    return term(GAME_NAME, f"card.{t}", lang)


def _card(x: float, y: float, card: int, lang: str, target: str | None = None, selected: bool = False,
          w: float = CARD_W, h: float = CARD_H) -> list[Shape]:
    t = card_type(card)
    v = card_value(card)
    fill = COLOURS[t] if t else "#5a4a7a"
    stroke = "#ffcc00" if selected else "#222222"
    shapes = [rect(x, y, w, h, fill=fill, stroke=stroke, line_width=4 if selected else 1.5, radius=6, target=target)]
    if t and w >= 40:
        label = _name(t, lang)
        shapes.append(text(x + w / 2, y + 14, fit(label, w - 4), size=MIN_LABEL, align="center", fill="#111111",
                           target=target))
    shapes.append(text(x + w / 2, y + h / 2 + 12, str(v) if v is not None else "?", size=26, bold=True, align="center",
                       fill="#111111", target=target))
    return shapes


def _arrow(a: tuple[float, float], b: tuple[float, float], colour: str = "#444444") -> list[Shape]:
    """An arrow from a (the space whose effect takes) to b (the space it takes from), ends trimmed."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    sx, sy = x1 + ux * 70, y1 + uy * 60
    ex, ey = x2 - ux * 70, y2 - uy * 60
    head = [(ex, ey), (ex - ux * 12 - uy * 7, ey - uy * 12 + ux * 7), (ex - ux * 12 + uy * 7, ey - uy * 12 - ux * 7)]
    return [line([(sx, sy), (ex, ey)], stroke=colour, line_width=3, layer="board"),
            polygon(head, fill=colour, stroke=colour, layer="board")]


def shows_hidden(state: DragonheartState, viewer: int | None) -> bool:
    """Whether the view shows a card some player may not examine (only the teacher's view can): a card below the
    top of a one-outline stack (dh.turn.play.single-outline.hidden), a hand, or a score pile before the end
    (dh.turn.collect.examine-own)."""
    if viewer is not None:
        return False
    for player in (0, 1):
        seen = observation(state, player)
        if (seen.spaces, seen.hands, seen.scores) != (state.spaces, state.hands, state.scores):
            return True
    return False


class DragonheartBoard(Board[DragonheartState]):
    width = WIDTH
    height = HEIGHT

    # -- drawing ------------------------------------------------------------------------------
    def scene(self, state: DragonheartState, viewer: int | None, lang: str, names: Sequence[str],
              selection: tuple[str, ...] = (), last: Move | None = None, said: str = "") -> Scene:
        s = observation(state, viewer)
        sc = Scene(WIDTH, HEIGHT)
        sc.add(rect(0, 0, WIDTH, HEIGHT, fill="#f4efe1", layer="board"))
        choosing = s.phase == "choose" and s.pending is not None
        sources = COMPONENTS.collects[s.pending] if choosing and s.pending else ()
        last_space = str(last.args[0]) if last is not None and last.kind in ("play", "take") and last.args else None
        for t in TYPES:
            x, y = _cell(t)
            hot = t in sources
            stroke = "#d08000" if hot else "#1565c0" if t == last_space else "#555555"
            sc.add(rect(x, y, CELL_W, CELL_H, fill="#fffaf0", stroke=stroke, line_width=4 if hot or t == last_space else 2,
                        radius=8, layer="board", target=f"space:{t}"))
            sc.add(rect(x, y, CELL_W, 22, fill=COLOURS[t], radius=8, layer="board", target=f"space:{t}"))
            sc.add(text(x + 8, y + 16, _name(t, lang), size=13, bold=True, fill="#111111", layer="board", target=f"space:{t}"))
            self._space_cards(sc, s, t, x, y, lang)
        for t in TYPES:
            for src in COMPONENTS.collects[t]:
                if src in GRID and src != t:
                    sc.add(*_arrow(_centre(t), _centre(src)))
        self._under_ship(sc, s, lang)
        self._dragon(sc, s, lang, names)
        for player in (0, 1):
            self._panel(sc, s, player, viewer, lang, names)
        self._bottom(sc, s, viewer, lang, names, selection)
        if shows_hidden(s, viewer):  # a teaching aid, marked as one
            lines = wrap(gettext(T_AID, lang), PANEL_W - 12)
            sc.add(rect(PANEL_X, HAND_Y + 24, PANEL_W, 7 + 16 * len(lines), fill="#fff3c4", stroke="#b07800", line_width=1.5,
                        radius=4))
            for i, words in enumerate(lines):
                sc.add(text(PANEL_X + PANEL_W / 2, HAND_Y + 39 + 16 * i, words, size=MIN_LABEL, bold=True, align="center",
                            fill="#6b4a00"))
        return sc

    def _space_cards(self, sc: Scene, s: DragonheartState, t: str, x: float, y: float, lang: str) -> None:
        cards = s.space(t)
        outlines = COMPONENTS.outlines[t]
        if outlines == 1:
            if cards:
                sc.add(*_card(x + 12, y + 34, cards[-1], lang, target=f"space:{t}"))
            sc.add(text(x + 80, y + 70, say(T_STACK, lang, n=len(cards)), size=13, fill="#333333", target=f"space:{t}"))
            sc.add(text(x + 80, y + 90, gettext(T_NO_LIMIT, lang), size=MIN_LABEL, fill="#777777", target=f"space:{t}"))
            if len(cards) > 1 and all(c >= 0 for c in cards):  # the teacher's view: every value, bottom first
                values = series([str(card_value(c)) for c in cards], lang)
                sc.add(text(x + 80, y + 112, fit(gettext(T_VALUES, lang, values=values), CELL_W - 84), size=MIN_LABEL,
                            fill="#555555",
                            target=f"space:{t}"))
            return
        step = min(CARD_W + 4, (CELL_W - 16) / outlines)
        w = step - 4
        for i in range(outlines):
            cx = x + 8 + i * step
            if i < len(cards):
                sc.add(*_card(cx, y + 30, cards[i], lang, target=f"space:{t}", w=w, h=72))
            else:
                sc.add(rect(cx, y + 30, w, 72, stroke="#999999", line_width=1.5, radius=6, target=f"space:{t}"))
        sc.add(text(x + 8, y + CELL_H - 12, fit(gettext(T_OUTLINES, lang, n=len(cards), outlines=outlines), CELL_W - 12),
                    size=MIN_LABEL,
                    fill="#333333", target=f"space:{t}"))

    def _under_ship(self, sc: Scene, s: DragonheartState, lang: str) -> None:
        x, y, w, h = UNDER_BOX
        sc.add(rect(x, y, w, h, fill="#eef6f8", stroke="#3aa0b5", line_width=2, radius=8, layer="board"))
        sc.add(text(x + 8, y + 18, gettext(T_UNDER, lang, n=len(s.under_ship)), size=12, bold=True, fill="#111111"))
        for i, card in enumerate(s.under_ship[-8:]):
            sc.add(*_card(x + 8 + (i % 4) * 34, y + 28 + (i // 4) * 56, card, lang, w=30, h=50))
        # The curved arrows from the Knight and Huntress spaces to the pile below the Ship.
        lane = X0 + 3 * CELL_W + 2 * GAP + 8
        for t in ("knight", "huntress"):
            cx, cy = _cell(t)
            sc.add(line([(cx + CELL_W, cy + CELL_H / 2 + 30), (lane, cy + CELL_H / 2 + 30), (lane, y + h - 20), (x, y + h - 20)],
                        stroke="#3aa0b5", line_width=2, layer="board"))
        sc.add(polygon([(x, y + h - 20), (x - 9, y + h - 25), (x - 9, y + h - 15)], fill="#3aa0b5", layer="board"))
        shx, shy = _cell("ship")
        sc.add(*_arrow((shx + CELL_W / 2, shy + CELL_H / 2), (x + w / 2 + 40, y + h / 2), colour="#3aa0b5"))
        dx, dy, dw, dh = DEPART_BOX
        end = COMPONENTS.departures_to_end
        sc.add(rect(dx, dy, dw, dh, fill="#f0f0f0", stroke="#777777", line_width=2, radius=8, layer="board"))
        sc.add(text(dx + 8, dy + 18, gettext(T_DEPARTURES, lang, n=len(s.departures), end=end), size=12, bold=True,
                    fill="#111111"))
        for i in range(max(end, len(s.departures))):
            filled = i < len(s.departures)
            sc.add(rect(dx + 8 + i * 32, dy + 40, 28, 60, fill=COLOURS["ship"] if filled else None, stroke="#3aa0b5",
                        line_width=1.5, radius=4))

    def _dragon(self, sc: Scene, s: DragonheartState, lang: str, names: Sequence[str]) -> None:
        label = term(GAME_NAME, "item.great_dragon", lang)
        if s.dragon is None:
            x, y = _cell("petrified_dragon")
            cx, cy = x + CELL_W - 30, y + CELL_H - 28
        else:
            cx, cy = PANEL_X + PANEL_W - 34, self._panel_y(s.dragon) + 40
        sc.add(circle(cx, cy, 18, fill="#c0392b", stroke="#5b0000", line_width=2))
        sc.add(text(cx, cy + 32, label, size=MIN_LABEL, bold=True, align="center", fill="#5b0000",
                    fine=s.dragon is not None))  # in a player's panel: the token there says who has it

    def _panel_y(self, player: int) -> float:
        return 20 + player * (PANEL_H + 8)

    def _panel(self, sc: Scene, s: DragonheartState, player: int, viewer: int | None, lang: str, names: Sequence[str]) -> None:
        y = self._panel_y(player)
        active = s.phase != "over" and s.turn == player
        deck_key = "item.green_deck" if player == 0 else "item.red_deck"
        sc.add(rect(PANEL_X, y, PANEL_W, PANEL_H, fill="#e9f5e9" if player == 0 else "#f8e6e6",
                    stroke="#1565c0" if active else "#777777", line_width=3 if active else 1.5, radius=8, layer="board"))
        sc.add(text(PANEL_X + 10, y + 22, player_name(player, lang, names), size=16, bold=True, fill="#111111"))
        sc.add(text(PANEL_X + 10, y + 42, term(GAME_NAME, deck_key, lang), size=MIN_LABEL, fill="#555555"))
        sc.add(text(PANEL_X + 10, y + 66, gettext(T_DECK, lang, n=len(s.decks[player])), size=13, fill="#222222"))
        sc.add(text(PANEL_X + 150, y + 66, gettext(T_HAND, lang, n=len(s.hands[player])), size=13, fill="#222222"))
        pile = s.scores[player]
        if all(c != HIDDEN for c in pile):
            pile_text = (say(T_PILE_POINTS, lang, n=len(pile), points=points(pile)) if s.phase == "over" else
                         say(T_PILE_VALUES, lang, n=len(pile), values=series([str(card_value(c)) for c in pile], lang)))
        else:
            pile_text = say(T_PILE, lang, n=len(pile))
        sc.add(text(PANEL_X + 10, y + 90, fit(pile_text, PANEL_W - 20), size=MIN_LABEL, fill="#222222"))  # cut to the panel
        if pile and any(c == HIDDEN for c in pile):  # another player's pile: face down (dh.turn.collect.examine-own)
            sc.add(rect(PANEL_X + 200, y + 72, 28, 40, fill="#5a4a7a", stroke="#222222", line_width=1.5, radius=4),
                   text(PANEL_X + 214, y + 124, fit(gettext(T_FACE_DOWN, lang), 80), size=MIN_LABEL, align="center",
                        fill="#555555"))
        if s.final_turn == player and s.phase != "over":
            sc.add(text(PANEL_X + 10, y + 114, gettext(T_FINAL, lang, player=player_name(player, lang, names)), size=12,
                        bold=True, fill="#b00020"))
        if viewer is None and (s.phase == "over" or player != s.turn) and s.hands[player]:
            words = series([f"{_name(card_type(c) or '?', lang)} {card_value(c)}" for c in s.hands[player]], lang)
            sc.add(text(PANEL_X + 10, y + 136, fit(words, PANEL_W - 20), size=MIN_LABEL, fill="#444444"))

    def _bottom(self, sc: Scene, s: DragonheartState, viewer: int | None, lang: str, names: Sequence[str],
                selection: tuple[str, ...]) -> None:
        sc.add(rect(0, HAND_Y - 8, WIDTH, HEIGHT - HAND_Y + 8, fill="#ebe3cf", layer="board"))
        if s.phase == "over":
            scores = totals(s)
            words = gettext(T_OVER, lang, p0=player_name(0, lang, names), s0=scores[0], p1=player_name(1, lang, names),
                            s1=scores[1])
            sc.add(text(20, HAND_Y + 30, words, size=20, bold=True, fill="#111111"))
            return
        who = player_name(s.turn, lang, names)
        if s.phase == "start":
            sc.add(text(20, HAND_Y + 20, gettext(T_CHOOSER, lang, player=who), size=15, bold=True, fill="#111111"))
            for player in (0, 1):
                bx = 20 + player * 220
                target = f"start:{player + 1}"
                sc.add(rect(bx, HAND_Y + 40, 200, 50, fill="#ffffff", stroke="#1565c0", line_width=2, radius=8, target=target))
                sc.add(text(bx + 100, HAND_Y + 72, gettext(T_STARTS, lang, player=player_name(player, lang, names)), size=15,
                            align="center", fill="#111111", target=target))
            return
        if s.phase == "choose":
            sc.add(text(560, HAND_Y + 10, gettext(T_CHOOSE, lang, player=who), size=12, bold=True, fill="#d08000"))
        else:
            sc.add(text(560, HAND_Y + 10, gettext(T_TO_MOVE, lang, player=who), size=12, bold=True, fill="#1565c0"))
        shown = s.turn if viewer is None else viewer
        hand = s.hands[shown]
        clickable = shown == s.turn and s.phase == "play"
        if all(c == HIDDEN for c in hand) and hand:
            sc.add(text(20, HAND_Y + 10, say(T_HAND_HIDDEN, lang, player=player_name(shown, lang, names), n=len(hand)),
                        size=12, fill="#111111"))
            return
        sc.add(text(20, HAND_Y + 10, gettext(T_HAND_OF, lang, player=player_name(shown, lang, names)), size=12, bold=True,
                    fill="#111111"))
        for i, card in enumerate(hand):
            hand_target = f"hand:{i}" if clickable else None
            sc.add(*_card(20 + i * 90, HAND_Y + 22, card, lang, target=hand_target, selected=f"hand:{i}" in selection,
                          w=80, h=110))

    # -- clicks -------------------------------------------------------------------------------
    def click(self, state: DragonheartState, selection: tuple[str, ...], target: str) -> Click:
        kind, _, arg = target.partition(":")
        if kind == "start" and state.phase == "start" and arg in ("1", "2"):
            return Click((), Move("start", (int(arg),)))
        if state.phase == "choose" and kind == "space" and arg in TYPES:
            return Click((), Move("take", (arg,)))
        if state.phase != "play":
            return Click(selection)
        hand = state.hands[state.turn]
        picked = [int(t.split(":")[1]) for t in selection if t.startswith("hand:") and t.split(":")[1].isdigit()]
        picked = [i for i in picked if 0 <= i < len(hand) and hand[i] >= 0]
        if kind == "hand" and arg.isdigit() and 0 <= int(arg) < len(hand) and hand[int(arg)] >= 0:
            i = int(arg)
            if i in picked:
                return Click(tuple(f"hand:{j}" for j in picked if j != i))
            t = card_type(hand[i])
            if picked and all(card_type(hand[j]) == t for j in picked):
                return Click(tuple(f"hand:{j}" for j in sorted({*picked, i})))
            return Click((f"hand:{i}",))
        if kind == "space" and arg in TYPES and picked:
            words: list[int | str] = []
            for j in picked:
                t, v = card_type(hand[j]), card_value(hand[j])
                words.append(v if t == arg and v is not None else f"{t}:{v}")
            return Click((), Move("play", (arg, *canonical_cards(arg, words))))
        return Click(selection)

    # -- words --------------------------------------------------------------------------------
    def describe(self, state: DragonheartState, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        s = observation(state, viewer)
        out: list[str] = [gettext(T_AID_LINE, lang)] if shows_hidden(s, viewer) else []
        if s.phase == "over":
            scores = totals(s)
            out.append(gettext(T_OVER, lang, p0=player_name(0, lang, names), s0=scores[0],
                               p1=player_name(1, lang, names), s1=scores[1]))
        elif s.phase == "start":
            out.append(gettext(T_CHOOSER, lang, player=player_name(s.turn, lang, names)))
        else:
            out.append(gettext(T_TO_MOVE, lang, player=player_name(s.turn, lang, names)))
        for t in TYPES:
            cards = s.space(t)
            outlines = COMPONENTS.outlines[t]
            if not cards:
                words = gettext(T_EMPTY, lang)
            elif outlines == 1 and all(c >= 0 for c in cards):
                words = say(T_STACK_ALL, lang, n=len(cards), values=series([str(card_value(c)) for c in cards], lang))
            elif outlines == 1:
                words = say(T_TOP, lang, n=len(cards), value=card_value(cards[-1]))
            else:
                words = series([str(card_value(c)) for c in cards], lang) + aside(gettext(
                    T_OUTLINES, lang, n=len(cards), outlines=outlines), lang)
            out.append(gettext(T_SPACE_LINE, lang, space=_name(t, lang), cards=words))
        under = series([f"{_name(card_type(c) or '?', lang)} {card_value(c)}" for c in s.under_ship], lang) or gettext(
            T_EMPTY, lang)
        out.append(gettext(T_UNDER_LINE, lang, cards=under))
        out.append(gettext(T_DEPART_LINE, lang, n=len(s.departures), end=COMPONENTS.departures_to_end))
        out.append(gettext(T_DRAGON_BOARD, lang) if s.dragon is None
                   else gettext(T_DRAGON_HELD, lang, player=player_name(s.dragon, lang, names)))
        for player in (0, 1):
            out.append(say(T_PLAYER_LINE, lang, player=player_name(player, lang, names), deck=len(s.decks[player]),
                               hand=len(s.hands[player]), pile=len(s.scores[player])))
            pile = s.scores[player]
            if pile and all(c != HIDDEN for c in pile) and s.phase == "over":
                out.append(say(T_PILE_LINE, lang, player=player_name(player, lang, names), points=points(pile)))
            elif pile and all(c != HIDDEN for c in pile):  # the cards, not their sum: adding up is the learner's part
                words = series([f"{_name(card_type(c) or '?', lang)} {card_value(c)}" for c in pile], lang)
                out.append(gettext(T_SPACE_LINE, lang, space=gettext(T_PILE_OF, lang, player=player_name(player, lang, names)),
                                   cards=words))
            hand = s.hands[player]
            if hand and all(c != HIDDEN for c in hand):
                words = series([f"{_name(card_type(c) or '?', lang)} {card_value(c)}" for c in hand], lang)
                out.append(gettext(T_SPACE_LINE, lang, space=gettext(T_HAND_OF, lang, player=player_name(player, lang, names)),
                                   cards=words))
        return "\n".join(out)
