"""China's board as a scene: the map (regions, house spaces, roads, dragon spaces, alliance numbers),
the score track with point cards, the open cards, the draw pile and the viewer's hand.

Clicks: a card of the hand (select/unselect), then house spaces (``space:<id>``) or a dragon space
(``dragon:<region>``) until the selected cards are used; ``fort`` (variant) makes the next space a
fortification. A selected card and then an open card or the draw pile is an exchange; in the drawing
part of a turn an open card or the draw pile draws. ``player:<n>`` agrees on the start player.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core.board import Board, Click
from tutor.core.moves import Move, move
from tutor.core.scene import MIN_LABEL, Scene, circle, fit, line, polygon, rect, text, wrap
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.notation import cards_token
from tutor.games.china.placing import pay_units
from tutor.games.china.quizfacts import alliance_lines, road_lines
from tutor.games.china.scoring import shown_points
from tutor.games.china.state import DRAW, EMPTY, MAIN, OVER, SETUP, ChinaState, region_house_counts, sort_cards, supply
from tutor.text.explain import player_name, series
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext

REGION_FILL = {"yellow": "#f3dc74", "green": "#9fcd8f", "red": "#e58f7f", "orange": "#f2b06a", "purple": "#b592d1"}
CARD_FILL = {"yellow": "#f0c419", "green": "#3f9e4a", "red": "#d2412f", "orange": "#ee8a1c", "purple": "#8750b5"}
PLAYER_FILL = ("#2458c8", "#1d8a3a", "#7a36a8", "#c62f26", "#e8c100")
MAP_X, MAP_Y, MAP_W, MAP_H = 10, 52, 620, 580
PANEL_X = 645

PASS_LABEL = N_("Pass")
TURN_LABEL = N_("To move: %(player)s")
OVER_LABEL = N_("Game over")
DRAW_LABEL = N_("Refill your hand to 3 cards")
START_LABEL = N_("Click the start player")
PROVENANCE_NOTE = N_("Map drawn by the tutor project (the printed map is not public as data).")
REGION_LINE = N_(
    "%(region)s (%(colour)s): houses %(houses)s; free house spaces %(free)s; "
    "emissaries %(emissaries)s of at most %(cap)s%(scored)s"
)
SCORED_MARK = N_("; scored")
PLAYER_LINE = N_("%(player)s: points %(points)s; cards in hand %(cards)s; pieces in supply %(supply)s%(emperor)s")
EMPEROR_MARK = N_(" (Emperor marker)")
YOUR_HAND = N_("Your hand: %(cards)s")
T_SPACE = N_("house space %(n)s in %(region)s")
T_DRAGON = N_("dragon space in %(region)s")
T_CARD = N_("%(colour)s card")
T_OPEN = N_("open card: %(colour)s")
T_DECK = N_("draw pile")
T_FORT = N_("fortification")
IDLE_NO_CARD = N_("Choose one or two cards in your hand first, then the space.")
IDLE_NOT_NOW = N_("That does nothing now: choose one of the cards or pieces the board highlights.")
OPEN_LINE = N_("Open cards: %(cards)s; draw pile: %(deck)s; discard pile: %(discard)s")


class ChinaBoard(Board[ChinaState]):
    width = 960
    height = 640

    def _scale(self, state: ChinaState) -> tuple[float, float, float]:
        w, h = state.board.size
        k = min(MAP_W / w, MAP_H / h)
        return k, MAP_X + (MAP_W - w * k) / 2, MAP_Y + (MAP_H - h * k) / 2

    def _xy(self, state: ChinaState, x: float, y: float) -> tuple[float, float]:
        k, ox, oy = self._scale(state)
        return ox + x * k, oy + y * k

    def hand_of(self, state: ChinaState, viewer: int | None) -> tuple[int, tuple[str, ...]]:
        player = state.turn if viewer is None else viewer
        return player, state.hands[player]

    def scene(
        self,
        state: ChinaState,
        viewer: int | None,
        lang: str,
        names: Sequence[str],
        selection: tuple[str, ...] = (),
        last: Move | None = None,
        said: str = "",
    ) -> Scene:
        sc = Scene(self.width, self.height)
        sel = set(selection)
        self._score_track(sc, state, lang)
        self._map(sc, state)
        self._spaces(sc, state, selection)
        self._dragons(sc, state, lang, sel)
        y0 = 70
        self._players(sc, state, lang, names, y0)
        y = y0 + state.players * 26 + 18
        self._cards_on_table(sc, state, lang, y)
        y += 110
        self._hand(sc, state, viewer, lang, names, sel, y)
        y += 120
        self._buttons_and_status(sc, state, lang, names, sel, y)
        return sc

    def _score_track(self, sc: Scene, state: ChinaState, lang: str) -> None:
        """The score track (the Great Wall): 0..49, stones in player colours."""
        sc.add(text(10, 14, term("china", "item.score_track", lang), size=12, bold=True, layer="board"))
        cell = 18.4
        for i in range(50):
            sc.add(rect(10 + i * cell, 20, cell - 1, 18, fill="#d9d2c3" if i % 5 else "#c4b9a3", stroke="#8a7f6a", layer="board"))
            if i % 10 == 0:
                sc.add(text(12 + i * cell, 51, str(i), size=MIN_LABEL, layer="board"))
        for player in range(state.players):
            pos = shown_points(state)[player] % 50
            sc.add(circle(10 + pos * cell + cell / 2, 29 - 6 + player * 3, 5, fill=PLAYER_FILL[player], stroke="#000"))

    def _map(self, sc: Scene, state: ChinaState) -> None:
        """The regions, the roads and the alliance numbers."""
        board = state.board
        ix = index(board)
        for region in board.regions:
            pts = [self._xy(state, x, y) for x, y in region.outline]
            if pts:
                sc.add(
                    polygon(
                        pts,
                        fill=REGION_FILL[region.colour],
                        stroke="#4a3b2a",
                        line_width=2,
                        layer="board",
                        target=f"region:{region.id}",
                    )
                )
        for road in board.roads:
            pts = [self._xy(state, board.spaces[ix.space_index[s]].x, board.spaces[ix.space_index[s]].y) for s in road]
            sc.add(line(pts, stroke="#6b5a45", line_width=3, layer="board"))
        for al in board.alliances:
            x, y = self._xy(state, al.x, al.y)
            sc.add(circle(x, y, 10, fill="#222", stroke="#fff", layer="board"))
            sc.add(text(x, y + 4, str(al.number), size=MIN_LABEL, bold=True, fill="#fff", align="center", layer="board"))

    def _spaces(self, sc: Scene, state: ChinaState, selection: tuple[str, ...]) -> None:
        """The house spaces with their houses and fortifications; the spaces picked are marked."""
        k, _, _ = self._scale(state)
        picked = {t.split(":", 2)[2] for t in selection if t.startswith("piece:house:") or t.startswith("piece:fort:")}
        for i, sp in enumerate(state.board.spaces):
            x, y = self._xy(state, sp.x, sp.y)
            hot = str(sp.id) in picked
            sc.add(
                circle(
                    x,
                    y,
                    10 * max(k, 0.8),
                    fill="#fffaf0",
                    stroke="#d00" if hot else "#333",
                    line_width=3 if hot else 1,
                    layer="board",
                    target=f"space:{sp.id}",
                )
            )
            if state.forts[i]:
                sc.add(rect(x - 9, y - 9, 18, 18, fill="#777", stroke="#000", target=f"space:{sp.id}"))
            owner = state.houses[i]
            if owner != EMPTY:
                sc.add(
                    polygon(
                        [(x - 7, y + 6), (x - 7, y - 1), (x, y - 8), (x + 7, y - 1), (x + 7, y + 6)],
                        fill=PLAYER_FILL[owner],
                        stroke="#000",
                        target=f"space:{sp.id}",
                    )
                )
            else:
                sc.add(text(x, y + 4, str(sp.id), size=MIN_LABEL, align="center", layer="board"))

    def _dragons(self, sc: Scene, state: ChinaState, lang: str, sel: set[str]) -> None:
        """Each region's dragon space with its emissaries, its name, emissaries/cap and the scored mark."""
        for r, region in enumerate(state.board.regions):
            x, y = self._xy(state, *region.dragon)
            hot = f"piece:emissary:{region.id}" in sel
            sc.add(
                circle(
                    x,
                    y,
                    16,
                    fill="#f4efe4",
                    stroke="#d00" if hot else "#8b1a1a",
                    line_width=3 if hot else 2,
                    layer="board",
                    target=f"dragon:{region.id}",
                )
            )
            counts = region_house_counts(state, r)
            cap = max(counts)
            dots = [player for player in range(state.players) for _ in range(state.emissaries[r][player])]
            for j, player in enumerate(dots):
                ang_x = x - 10 + (j % 4) * 7
                ang_y = y - 5 + (j // 4) * 8
                sc.add(circle(ang_x, ang_y, 3.5, fill=PLAYER_FILL[player], stroke="#000", target=f"dragon:{region.id}"))
            sc.add(text(x, y + 28, region.name(lang), size=12, bold=True, align="center", layer="board"))
            sc.add(text(x, y + 44, f"{sum(state.emissaries[r])}/{cap}", size=MIN_LABEL, align="center"))
            if region.id in state.scored:
                sc.add(rect(x + 14, y - 22, 12, 12, fill="#222", stroke="#fff"))

    def _players(self, sc: Scene, state: ChinaState, lang: str, names: Sequence[str], y0: int) -> None:
        """The panel's player rows: colour, name and points, 50-point cards, hand and supply, the Emperor."""
        for player in range(state.players):
            y = y0 + player * 26
            active = state.phase != OVER and player == state.turn
            sc.add(
                rect(
                    PANEL_X,
                    y - 14,
                    305,
                    22,
                    fill="#fff3c4" if active else "#f7f5ef",
                    stroke="#999",
                    target=f"player:{player}" if state.phase == SETUP else None,
                )
            )
            sc.add(circle(PANEL_X + 10, y - 3, 6, fill=PLAYER_FILL[player], stroke="#000"))
            label = f"{player_name(player, lang, names)}  {shown_points(state)[player]}"
            sc.add(text(PANEL_X + 22, y + 2, label, size=12, bold=active))
            for j in range(min(shown_points(state)[player] // 50, 3)):
                sc.add(rect(PANEL_X + 166 + j * 20, y - 12, 18, 18, fill="#b8860b", stroke="#000"))
                sc.add(text(PANEL_X + 175 + j * 20, y + 2, "50", size=MIN_LABEL, align="center"))
            sc.add(text(PANEL_X + 232, y + 2, f"{len(state.hands[player])}▮ {supply(state, player)}◆", size=MIN_LABEL))
            if player == state.start:
                sc.add(text(PANEL_X + 290, y + 2, "皇", size=12, bold=True, fill="#b00"))

    def _cards_on_table(self, sc: Scene, state: ChinaState, lang: str, y: int) -> int:
        """The open cards, the draw pile and the discard count; returns the draw pile's x."""
        sc.add(text(PANEL_X, y, term("china", "item.open_cards", lang), size=12, bold=True))
        for j, colour in enumerate(state.open):
            sc.add(
                rect(PANEL_X + j * 52, y + 8, 46, 64, fill=CARD_FILL[colour], stroke="#000", radius=4, target=f"open:{colour}")
            )
            sc.add(text(PANEL_X + j * 52 + 23, y + 86, fit(term("china", f"colour.{colour}", lang), 51), size=MIN_LABEL,
                        align="center"))
        dx = PANEL_X + 215
        sc.add(rect(dx, y + 8, 46, 64, fill="#5b4636", stroke="#000", radius=4, target="deck"))
        sc.add(text(dx + 23, y + 45, str(len(state.deck)), size=13, bold=True, fill="#fff", align="center"))
        sc.add(text(dx - 4, y + 86, fit(term("china", "item.draw_pile", lang), self.width - dx), size=MIN_LABEL))
        return dx

    def _hand(self, sc: Scene, state: ChinaState, viewer: int | None, lang: str, names: Sequence[str],
              sel: set[str], y: int) -> None:
        """The viewer's hand (the player to move's for the teacher); selected cards are raised."""
        owner, hand = self.hand_of(state, viewer)
        sc.add(text(PANEL_X, y, f"{term('china', 'item.hand', lang)}: {player_name(owner, lang, names)}", size=12, bold=True))
        for j, colour in enumerate(hand):
            on = f"card:{j}" in sel
            sc.add(
                rect(
                    PANEL_X + j * 60,
                    y + 10 - (8 if on else 0),
                    52,
                    74,
                    fill=CARD_FILL[colour],
                    stroke="#d00" if on else "#000",
                    line_width=3 if on else 1,
                    radius=4,
                    target=f"card:{j}",
                )
            )
            sc.add(text(PANEL_X + j * 60 + 26, y + 98, fit(term("china", f"colour.{colour}", lang), 58), size=MIN_LABEL,
                        align="center"))

    def _buttons_and_status(self, sc: Scene, state: ChinaState, lang: str, names: Sequence[str],
                            sel: set[str], y: int) -> None:
        """Pass and fortification buttons, the status line, the map's provenance and title."""
        if state.phase == MAIN:
            sc.add(rect(PANEL_X, y, 70, 26, fill="#eee", stroke="#555", radius=4, target="pass"))
            sc.add(text(PANEL_X + 35, y + 17, fit(gettext(PASS_LABEL, lang), 66), size=MIN_LABEL, align="center"))
            if state.fortifications and state.forts_left[state.turn]:
                on = "fort" in sel
                sc.add(
                    rect(
                        PANEL_X + 80,
                        y,
                        110,
                        26,
                        fill="#ccc" if on else "#eee",
                        stroke="#d00" if on else "#555",
                        radius=4,
                        target="fort",
                    )
                )
                sc.add(text(PANEL_X + 135, y + 17, fit(term("china", "piece.fortification", lang), 106), size=MIN_LABEL,
                            align="center"))
        status = {SETUP: gettext(START_LABEL, lang), OVER: gettext(OVER_LABEL, lang), DRAW: gettext(DRAW_LABEL, lang)}.get(
            state.phase, gettext(TURN_LABEL, lang, player=player_name(state.turn, lang, names))
        )
        sc.add(text(PANEL_X, y + 50, status, size=12, bold=True))
        discard = f"{term('china', 'item.discard_pile', lang)}: {len(state.discard)}"  # below the status: room
        sc.add(text(PANEL_X, y + 70, discard, size=MIN_LABEL))
        for j, part in enumerate(wrap(gettext(PROVENANCE_NOTE, lang), self.width - PANEL_X - 4)):
            sc.add(text(PANEL_X, 612 + j * 15, part, size=MIN_LABEL, fill="#555", fine=True))
        sc.add(text(PANEL_X, 596, fit(state.board.title(lang), self.width - PANEL_X - 4), size=MIN_LABEL, fill="#555",
                    fine=True))

    # -- clicks -----------------------------------------------------------------------------------
    def click(self, state: ChinaState, selection: tuple[str, ...], target: str) -> Click:
        kind, _, arg = target.partition(":")
        if state.phase == SETUP:
            return Click((), move("start", int(arg))) if kind == "player" else Click(selection)
        if state.phase == DRAW:
            if kind == "deck":
                return Click((), move("draw", "deck"))
            if kind == "open":
                return Click((), move("draw", arg))
            return Click(selection)
        if state.phase != MAIN:
            return Click(selection)
        return self._click_main(state, selection, target)

    def _click_main(self, state: ChinaState, selection: tuple[str, ...], target: str) -> Click:
        """A click in the main part of a turn: cards, pass, the fortification button, an exchange or a piece."""
        kind, _, arg = target.partition(":")
        hand = state.hands[state.turn]
        cards = [t for t in selection if t.startswith("card:")]
        pieces = [t for t in selection if t.startswith("piece:")]
        if kind == "card":
            if target in selection:
                return Click(tuple(t for t in selection if t != target))
            if int(arg) < len(hand):
                return Click((*selection, target))
            return Click(selection)
        if kind == "pass":
            return Click((), move("pass"))
        if kind == "fort":
            return Click(tuple(t for t in selection if t != "fort") if "fort" in selection else (*selection, "fort"))
        if kind in ("deck", "open") and len(cards) == 1 and not pieces:
            give = hand[int(cards[0].split(":")[1])]
            return Click((), move("exchange", give, "deck" if kind == "deck" else arg))
        if kind not in ("space", "dragon") or not cards:
            return Click(selection)
        return self._click_piece(state, selection, kind, arg, cards, pieces)

    def _click_piece(self, state: ChinaState, selection: tuple[str, ...], kind: str, arg: str,
                     cards: list[str], pieces: list[str]) -> Click:
        """A house space or dragon space clicked with cards selected: one more piece, or the whole placement
        once the cards are used (pieces stay in the region of the first one)."""
        ix = index(state.board)
        if kind == "space":
            pos = ix.space_index.get(int(arg))
            if pos is None:
                return Click(selection)
            region_id = state.board.spaces[pos].region
            piece = f"piece:{'fort' if 'fort' in selection else 'house'}:{arg}"
        else:
            region_id = arg
            piece = f"piece:emissary:{arg}"
        if pieces:
            first = pieces[0].split(":")[2]
            first_region = (
                first if pieces[0].startswith("piece:emissary") else state.board.spaces[ix.space_index[int(first)]].region
            )
            if first_region != region_id:
                return Click(selection)
        new_sel = (*tuple(t for t in selection if t != "fort"), piece)
        pieces.append(piece)
        hand = state.hands[state.turn]
        played = sort_cards([hand[int(c.split(":")[1])] for c in cards])
        region = state.board.regions[ix.region_index[region_id]]
        units, _ = pay_units(played, region.colour)
        if len(pieces) >= max(1, min(units, 2)):
            return Click((), move("place", region_id, cards_token(played), *piece_tokens(state, pieces)))
        return Click(new_sel)

    def target_words(self, state: ChinaState, target: str, lang: str, names: Sequence[str],
                     viewer: int | None = None) -> str | None:
        """Spaces by number and region, cards by colour (the keyboard's readout; nothing is drawn on them)."""
        kind, _, arg = target.partition(":")
        board = state.board
        regions = {r.id: r for r in board.regions}
        if kind == "space" and arg.isdigit():
            sp = board.spaces[index(board).space_index[int(arg)]]
            return gettext(T_SPACE, lang, n=arg, region=regions[sp.region].name(lang))
        if kind in ("dragon", "region") and arg in regions:
            name = regions[arg].name(lang)
            return gettext(T_DRAGON, lang, region=name) if kind == "dragon" else name
        if kind == "card" and arg.isdigit():
            hand = self.hand_of(state, viewer)[1]
            colour = hand[int(arg)] if int(arg) < len(hand) else ""
            return gettext(T_CARD, lang, colour=term("china", f"colour.{colour}", lang)) if colour else None
        if kind == "open":
            return gettext(T_OPEN, lang, colour=term("china", f"colour.{arg}", lang))
        if kind == "player" and arg.isdigit():
            return player_name(int(arg), lang, names)
        words = {"deck": T_DECK, "fort": T_FORT}.get(kind)
        return gettext(words, lang) if words else None

    def idle_reason(self, state: ChinaState, selection: tuple[str, ...], target: str) -> str | None:
        if state.phase in (SETUP, DRAW):
            return START_LABEL if state.phase == SETUP else DRAW_LABEL
        if state.phase == MAIN and target.partition(":")[0] in ("space", "dragon") and \
                not any(t.startswith("card:") for t in selection):
            return IDLE_NO_CARD
        return IDLE_NOT_NOW

    def describe(self, state: ChinaState, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        board = state.board
        ix = index(board)
        out = [board.title(lang), gettext(PROVENANCE_NOTE, lang)]
        for r, region in enumerate(board.regions):
            counts = region_house_counts(state, r)
            houses = series([f"{player_name(player, lang, names)} {c}" for player, c in enumerate(counts) if c], lang) or "-"
            ems = series([
                f"{player_name(player, lang, names)} {c}" for player, c in enumerate(state.emissaries[r]) if c], lang) or "-"
            free = sum(1 for s in ix.region_spaces[r] if state.houses[s] == EMPTY)
            out.append(
                gettext(
                    REGION_LINE,
                    lang,
                    region=region.name(lang),
                    colour=term("china", f"colour.{region.colour}", lang),
                    houses=houses,
                    free=free,
                    emissaries=ems,
                    cap=max(counts),
                    scored=gettext(SCORED_MARK, lang) if region.id in state.scored else "",
                )
            )
        out += alliance_lines(state, lang) + road_lines(state, lang, names)  # what alliance and road questions need
        for player in range(state.players):
            out.append(
                gettext(
                    PLAYER_LINE,
                    lang,
                    player=player_name(player, lang, names),
                    points=shown_points(state)[player],
                    cards=len(state.hands[player]),
                    supply=supply(state, player),
                    emperor=gettext(EMPEROR_MARK, lang) if player == state.start else "",
                )
            )
        out.append(
            gettext(
                OPEN_LINE,
                lang,
                cards=series([term("china", f"colour.{c}", lang) for c in state.open], lang) or "-",
                deck=len(state.deck),
                discard=len(state.discard),
            )
        )
        if viewer is not None:
            out.append(
                gettext(YOUR_HAND, lang,
                        cards=series([term("china", f"colour.{c}", lang) for c in state.hands[viewer]], lang) or "-")
            )
        if state.phase == OVER:
            out.append(gettext(OVER_LABEL, lang))
        elif state.phase == SETUP:
            out.append(gettext(START_LABEL, lang))
        else:
            out.append(gettext(TURN_LABEL, lang, player=player_name(state.turn, lang, names)))
        return "\n".join(out)


def piece_tokens(state: ChinaState, pieces: Sequence[str]) -> list[str]:
    """Selected pieces as move words in the canonical order: fortifications, houses (by id), emissaries."""
    forts = sorted(int(p.split(":")[2]) for p in pieces if p.startswith("piece:fort:"))
    houses = sorted(int(p.split(":")[2]) for p in pieces if p.startswith("piece:house:"))
    ems = sum(1 for p in pieces if p.startswith("piece:emissary:"))
    return [f"fort:{s}" for s in forts] + [f"house:{s}" for s in houses] + ["emissary"] * ems


__all__ = ["COLOURS", "ChinaBoard"]
