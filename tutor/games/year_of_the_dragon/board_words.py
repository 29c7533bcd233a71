"""The board in words: its UI messages, the status lines (phase, who must do what, the next-click hint) and
``describe``, the plain-text board for screen readers."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core.board import Board
from tutor.games.year_of_the_dragon.board_layout import board_word, has_palace_room
from tutor.games.year_of_the_dragon.components import COMPONENTS, TILES
from tutor.games.year_of_the_dragon.state import Obligation, YearOfTheDragonState, track_order
from tutor.text.explain import aside, player_name, series
from tutor.text.ui import N_, gettext, nN_, render

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


def _card_key(card: str) -> str:
    return "item.joker" if card == "joker" else f"person.{card}"


class BoardWords(Board[YearOfTheDragonState]):
    """The board's words: the status lines, the hint for the next click and the description."""

    def _task_line(self, state: YearOfTheDragonState, task: Obligation, lang: str, names: Sequence[str]) -> str:
        who = player_name(task.player, lang, names)
        n = task.count
        super_name = board_word(f"super.{state.super_event}", lang) if state.super_event else ""
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

    def _lines(self, state: YearOfTheDragonState, lang: str, names: Sequence[str]) -> tuple[str, list[str]]:
        """The phase line, then what the players must do (the player to move first)."""
        if state.phase == "over":
            return board_word("phase.final", lang), [gettext(T_OVER, lang)]
        if state.month == 0:
            head = gettext(T_BEFORE, lang, phase=board_word("phase.setup", lang))
        else:
            head = gettext(T_MONTH, lang, month=state.month, phase=board_word(f"phase.{state.phase}", lang))
        if state.pending:
            return head, [self._task_line(state, t, lang, names) for t in state.pending]
        player = state.current
        if player is None:
            return head, []
        who = player_name(player, lang, names)
        if state.phase == "draft":
            return head, [gettext(T_DO_DRAFT, lang, player=who)]
        if state.phase == "action":
            return head, [gettext(T_DO_ACTION, lang, player=who)]
        full = not has_palace_room(state.players[player])
        return head, [gettext(T_DO_FULL if full else T_DO_PERSON, lang, player=who)]

    def _hint(self, state: YearOfTheDragonState, lang: str, selection: tuple[str, ...]) -> str:
        if not selection:
            return ""
        first = selection[0]
        player = state.current
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
            return gettext(T_HINT_PICK_PALACE, lang, type=board_word(f"person.{tiles[len(chosen)]}", lang))
        if any(s.startswith("tile:") for s in selection) and player is not None:
            return gettext(T_HINT_PALACE if has_palace_room(state.players[player]) else T_HINT_REPLACE, lang)
        return ""

    def describe(self, state: YearOfTheDragonState, lang: str, names: Sequence[str], viewer: int | None = None) -> str:
        out: list[str] = []
        if state.month == 0:
            out.append(gettext(D_BEFORE, lang, event=board_word("event.peace", lang)))
        else:
            out.append(gettext(D_MONTH, lang, month=state.month, event=board_word(f"event.{state.event_row[state.month - 1]}",
                                                                                  lang)))
        head, lines = self._lines(state, lang, names)
        out.append(head)
        out.extend(lines)
        if state.super_event or state.super_hidden:
            name = "hidden" if state.super_hidden else state.super_event
            out.append(gettext(D_SUPER, lang, event=board_word(f"super.{name}", lang)))
        if state.great_wall:
            out.append(gettext(D_WALL, lang, built=len(state.wall), length=COMPONENTS.wall_length))
        if state.phase == "over":
            for player in range(state.n):
                out.append(render(D_FINAL, lang, {"player": player_name(player, lang, names),
                                                  "points": state.players[player].score}))
            return "\n".join(out)
        for g, group in enumerate(state.groups, 1):
            dragons = state.dragons[g - 1] if g - 1 < len(state.dragons) else ()
            out.append(gettext(D_GROUP, lang, group=g, actions=series([board_word(f"action.{a}", lang) for a in group], lang),
                               dragons=series([player_name(q, lang, names) for q in dragons], lang)
                               or gettext(D_NOBODY, lang)))
        tiles = series([gettext(D_TILE, lang, type=board_word(f"person.{kind}", lang), age=board_word(f"age.{age}", lang),
                                  n=state.tiles_left(kind, age)) if len(COMPONENTS.persons[kind].ages) > 1 else
                        gettext(D_TILE_SINGLE, lang, type=board_word(f"person.{kind}", lang), n=state.tiles_left(kind, age))
                        for kind, age in TILES], lang)
        out.append(gettext(D_TILES, lang, tiles=tiles))
        order = series([gettext(D_TRACK_ENTRY, lang, player=player_name(q, lang, names), space=state.players[q].track)
                         for q in track_order(state.players)], lang)
        out.append(gettext(D_TRACK, lang, order=order))
        for player, pl in enumerate(state.players):
            out.append(gettext(D_PLAYER, lang, player=player_name(player, lang, names), points=pl.score, yuan=pl.yuan,
                               rice=pl.rice, fireworks=pl.fireworks, small=pl.small, large=pl.large))
            for i, pal in enumerate(pl.palaces, 1):
                persons = series([board_word(f"person.{t}", lang)
                                  + (aside(board_word(f"age.{a}", lang), lang) if len(COMPONENTS.persons[t].ages) > 1
                                     else "") for t, a in pal.persons], lang)
                out.append(render(D_PALACE, lang, {"palace": i, "floors": pal.floors,
                                                   "persons": persons or gettext(D_EMPTY, lang)}))
            if pl.cards:
                cards = series([board_word(_card_key(c), lang) + (f" ×{pl.cards.count(c)}" if pl.cards.count(c) > 1 else "")
                                for c in dict.fromkeys(pl.cards)], lang)
                out.append(gettext(D_CARDS, lang, cards=cards))
            else:
                out.append(gettext(D_NO_CARDS, lang))
            if state.great_wall:
                out.append(gettext(D_WALLS, lang, tiles=series([board_word(f"wall.{w}", lang) for w in pl.walls], lang)
                                   or gettext(D_NOBODY, lang)))
        return "\n".join(out)
