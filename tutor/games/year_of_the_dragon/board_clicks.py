"""Clicks on the board: a click as a new selection or a whole move, and ``paths``, the clicks that make a move.

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

from collections.abc import Callable, Sequence

from tutor.core.board import Board, Click
from tutor.core.moves import Arg, Move, move
from tutor.games.year_of_the_dragon.board_layout import GOODS, has_palace_room, pending_task
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.state import Obligation, YearOfTheDragonState
from tutor.text.explain import player_name
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext

T_PALACE = N_("palace %(n)s of %(player)s")
T_TILE = N_("person tile: %(person)s, %(age)s")
T_CARD = N_("person card: %(person)s")
GAME = "year_of_the_dragon"
IDLE_TILE = N_("Person tiles are taken in the person phase; now choose an action card.")
IDLE_NOT_NOW = N_("That does nothing now: choose one of the places the board highlights.")


def _int(word: str) -> int | None:
    return int(word) if word.isdigit() else None


def _sold_out(state: YearOfTheDragonState, card: str) -> bool:
    kinds = PERSON_TYPES if card == "joker" else (card,)
    return all(state.tiles_left(k, a) == 0 for k in kinds for a in COMPONENTS.persons[k].ages)


def _click_tile(state: YearOfTheDragonState, selection: tuple[str, ...], kind: str, age: str) -> Click:
    """A display tile in the person phase: picks it (in place of the tile picked before), or drops it."""
    target = f"tile:{kind}:{age}"
    if state.tiles_left(kind, age) == 0:
        return Click(selection)
    tile = next((s for s in selection if s.startswith("tile:")), None)
    if tile == target:
        return Click(tuple(s for s in selection if s != target))
    if tile is None:
        return Click((*selection, target))
    return Click(tuple(target if s == tile else s for s in selection))


def _click_card(state: YearOfTheDragonState, player: int, selection: tuple[str, ...], card: str) -> Click:
    """A person card of the player's in the person phase: forfeits a sold-out card, toggles the joker."""
    if card not in state.players[player].cards:
        return Click(selection)
    if _sold_out(state, card):
        return Click((), move("forfeit", card))
    if card == "joker":
        joker_target = f"card:{player}:joker"
        if joker_target in selection:
            return Click(tuple(s for s in selection if s != joker_target))
        return Click((*selection, joker_target))
    return Click(selection)


class BoardClicks(Board[YearOfTheDragonState]):
    """Clicks as selections and moves; ``paths`` and ``hot_targets`` from them."""

    def click(self, state: YearOfTheDragonState, selection: tuple[str, ...], target: str) -> Click:
        player = state.current
        if player is None:
            return Click(())
        parts = target.split(":")
        task = pending_task(state)
        if task is not None:
            if task.kind == "sunrise":
                return self._click_person(state, player, selection, parts, sunrise=True)
            return self._click_task(state, player, task, selection, parts)
        if state.phase == "draft":
            return self._click_draft(state, player, selection, parts)
        if state.phase == "action":
            return self._click_action(state, player, selection, parts)
        if state.phase == "person":
            return self._click_person(state, player, selection, parts, sunrise=False)
        return Click(selection)

    def target_words(self, state: YearOfTheDragonState, target: str, lang: str, names: Sequence[str],
                     viewer: int | None = None) -> str | None:
        """A palace by its number and owner (nothing is written on it); persons by their whole names (the board
        shows a few letters)."""
        parts = target.split(":")
        if parts[0] == "palace" and len(parts) == 3 and parts[1].isdigit():
            return gettext(T_PALACE, lang, n=parts[2], player=player_name(int(parts[1]), lang, names))
        if parts[0] == "tile" and len(parts) == 3 and parts[1] in PERSON_TYPES:
            return gettext(T_TILE, lang, person=term(GAME, f"person.{parts[1]}", lang),
                           age=term(GAME, f"age.{parts[2]}", lang))
        if parts[0] == "card" and len(parts) == 3 and parts[2] in PERSON_TYPES:
            return gettext(T_CARD, lang, person=term(GAME, f"person.{parts[2]}", lang))
        return None

    def idle_reason(self, state: YearOfTheDragonState, selection: tuple[str, ...], target: str) -> str | None:
        if state.phase == "action" and pending_task(state) is None and target.startswith("tile:"):
            return IDLE_TILE
        return IDLE_NOT_NOW

    @staticmethod
    def _own(parts: list[str], player: int, length: int) -> bool:
        """Is this a target of ``player`` (``kind:P:...``) with ``length`` parts?"""
        return len(parts) == length and parts[1] == str(player)

    def _palace_of(self, state: YearOfTheDragonState, player: int, parts: list[str]) -> int | None:
        """The palace a ``palace:P:I`` or ``slot:P:I:S`` target of ``player`` points at."""
        if parts[0] == "slot":
            slot = self._slot_of(state, player, parts)
            return slot[0] if slot is not None else None
        if parts[0] == "palace" and self._own(parts, player, 3):
            i = _int(parts[2])
            if i is not None and 1 <= i <= len(state.players[player].palaces):
                return i
        return None

    def _slot_of(self, state: YearOfTheDragonState, player: int, parts: list[str]) -> tuple[int, int] | None:
        if parts[0] != "slot" or not self._own(parts, player, 4):
            return None
        i, s = _int(parts[2]), _int(parts[3])
        palaces = state.players[player].palaces
        if i is None or s is None or not 1 <= i <= len(palaces) or not 1 <= s <= len(palaces[i - 1].persons):
            return None
        return i, s

    def _click_action(self, state: YearOfTheDragonState, player: int, selection: tuple[str, ...], parts: list[str]) -> Click:
        kind = parts[0]
        if kind == "topup" and len(parts) == 1:
            return Click((), move("topup"))
        if kind == "group" and len(parts) == 2:
            g = _int(parts[1])
            if g is not None and 1 <= g <= len(state.groups):
                actions = list(dict.fromkeys(state.groups[g - 1]))
                if len(actions) == 1:
                    return self._click_action(state, player, selection, ["action", str(g), actions[0]])
            return Click(selection)
        if kind == "action" and len(parts) == 3:
            g = _int(parts[1])
            if g is None or not 1 <= g <= len(state.groups) or parts[2] not in state.groups[g - 1]:
                return Click(selection)
            target = ":".join(parts)
            if parts[2] in ("privilege", COMPONENTS.wall_action):
                return Click(() if selection[:1] == (target,) else (target,))
            return Click((), move("action", g, parts[2]))
        chosen = selection[0].split(":") if selection and selection[0].startswith("action:") else None
        if chosen is None:
            return Click(selection)
        g = int(chosen[1])
        if kind == "size" and len(parts) == 2 and parts[1] in ("small", "large") and chosen[2] == "privilege":
            return Click((), move("action", g, "privilege", parts[1]))
        if (kind == "wall" and self._own(parts, player, 3) and chosen[2] == COMPONENTS.wall_action
                and parts[2] in COMPONENTS.wall_tiles):
            return Click((), move("action", g, COMPONENTS.wall_action, parts[2]))
        return Click(selection)

    def _click_draft(self, state: YearOfTheDragonState, player: int, selection: tuple[str, ...], parts: list[str]) -> Click:
        tiles = [s for s in selection if s.startswith("tile:")]
        chosen = [s for s in selection if s.startswith("palace:")]
        target = ":".join(parts)
        if parts[0] == "tile" and len(parts) == 3 and parts[2] == YOUNG and parts[1] in PERSON_TYPES:
            if chosen or state.tiles_left(parts[1], YOUNG) == 0:
                return Click(selection)
            if target in tiles:
                return Click(tuple(t for t in tiles if t != target))
            return Click((*tiles, target) if len(tiles) < 2 else (tiles[0], target))
        i = self._palace_of(state, player, parts)
        if i is None or len(tiles) < 2:
            return Click(selection)
        palaces = [*chosen, f"palace:{player}:{i}"]
        if len(palaces) < 2:
            return Click((*tiles, *palaces))
        pairs = sorted(zip((t.split(":")[1] for t in tiles), (int(c.split(":")[2]) for c in palaces), strict=True))
        (a, pa), (b, pb) = pairs
        return Click((), move("pick", a, pa, b, pb))

    def _click_person(self, state: YearOfTheDragonState, player: int, selection: tuple[str, ...], parts: list[str],
                      sunrise: bool) -> Click:
        kind = parts[0]
        if kind == "tile" and len(parts) == 3 and (parts[1], parts[2]) in TILES:
            return _click_tile(state, selection, parts[1], parts[2])
        if kind == "card" and not sunrise and self._own(parts, player, 3):
            return _click_card(state, player, selection, parts[2])
        tile = next((s for s in selection if s.startswith("tile:")), None)
        if tile is None:
            return Click(selection)
        _, t_kind, t_age = tile.split(":")
        pl = state.players[player]
        use_joker: tuple[Arg, ...] = ()
        if not sunrise and (f"card:{player}:joker" in selection or t_kind not in pl.cards):
            use_joker = ("joker",)
        if has_palace_room(pl):
            i = self._palace_of(state, player, parts)
            if i is None:
                return Click(selection)
            return Click((), move("recruit", t_kind, t_age, i, *use_joker))
        if kind == "dismiss" and len(parts) == 1:
            return Click((), move("dismiss", t_kind, t_age, *use_joker))
        slot = self._slot_of(state, player, parts)
        if slot is None:
            return Click(selection)
        return Click((), move("replace", t_kind, t_age, slot[0], slot[1], *use_joker))

    def _click_task(self, state: YearOfTheDragonState, player: int, task: Obligation, selection: tuple[str, ...],
                    parts: list[str]) -> Click:
        kind = parts[0]
        if task.kind == "floors":
            if kind == "new-palace" and self._own(parts, player, 2):
                return Click((), move("floor", "new"))
            i = self._palace_of(state, player, parts)
            return Click((), move("floor", i)) if i is not None else Click(selection)
        if task.kind in ("release", "charter"):
            slot = self._slot_of(state, player, parts)
            return Click((), move(task.kind, *slot)) if slot is not None else Click(selection)
        if task.kind == "demolish":
            i = self._palace_of(state, player, parts)
            if i is None:
                return Click(selection)
            palace = state.players[player].palaces[i - 1]
            full = palace.room == 0 and bool(palace.persons)
            slot = self._slot_of(state, player, parts)
            if not full:
                return Click((), move("demolish", i))
            if slot is not None:
                return Click((), move("demolish", *slot))
            target = f"palace:{player}:{i}"
            return Click(() if selection == (target,) else (target,))
        if task.kind == "discard":
            if kind == "good" and self._own(parts, player, 3) and parts[2] in GOODS:
                return Click((), move("discard", parts[2]))
            return Click(selection)
        if task.kind == "discard_card":
            if kind == "card" and self._own(parts, player, 3) and parts[2] in state.players[player].cards:
                return Click((), move("drop", parts[2]))
            return Click(selection)
        return Click(selection)

    def paths(self, state: YearOfTheDragonState, mv: Move) -> list[tuple[str, ...]]:
        """The click sequences (targets, in order) that make ``mv`` for the player to move."""
        player = state.current
        paths = _PATHS.get(mv.kind)
        if player is None or paths is None:
            return []
        return paths(state, player, mv.args)

    def hot_targets(self, state: YearOfTheDragonState, selection: tuple[str, ...], legal: Sequence[Move]) -> set[str]:
        """The next click of every click sequence that starts with ``selection`` and makes a legal move."""
        k = len(selection)
        hot: set[str] = set()
        for mv in legal:
            for path in self.paths(state, mv):
                if len(path) > k and path[:k] == selection:
                    hot.add(path[k])
        return hot


# -- the click sequences of each kind of move: (state, player, the move's args) -> sequences -----------
Paths = list[tuple[str, ...]]


def _topup_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    return [("topup",)]


def _action_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    g, action = int(a[0]), str(a[1])
    card = f"action:{g}:{action}"
    tail: tuple[str, ...] = ()
    if len(a) > 2:
        tail = (f"size:{a[2]}",) if action == "privilege" else (f"wall:{player}:{a[2]}",)
    out = [(card, *tail)]
    if 1 <= g <= len(state.groups) and len(set(state.groups[g - 1])) == 1:
        out.append((f"group:{g}", *tail))
    return out


def _floor_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    return [(f"new-palace:{player}",)] if a[0] == "new" else [(f"palace:{player}:{a[0]}",)]


def _pick_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    t1, t2 = f"tile:{a[0]}:{YOUNG}", f"tile:{a[2]}:{YOUNG}"
    return [(t1, t2, f"palace:{player}:{a[1]}", f"palace:{player}:{a[3]}"),
            (t2, t1, f"palace:{player}:{a[3]}", f"palace:{player}:{a[1]}")]


def _person_last(kind: str, player: int, a: tuple[Arg, ...]) -> tuple[str, ...]:
    """The last click of a person move: the palace, the person replaced, or ``dismiss``."""
    if kind == "recruit":
        return (f"palace:{player}:{a[2]}",)
    if kind == "replace":
        return (f"slot:{player}:{a[2]}:{a[3]}",)
    return ("dismiss",)


def _person_paths(kind: str) -> Callable[[YearOfTheDragonState, int, tuple[Arg, ...]], Paths]:
    """The paths of a recruit, replace or dismiss: the tile, the joker card if played, then the last click."""
    def paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
        tile = f"tile:{a[0]}:{a[1]}"
        last = _person_last(kind, player, a)
        if a[-1] != "joker":
            return [(tile, *last)]
        joker = f"card:{player}:joker"
        out = [(tile, joker, *last), (joker, tile, *last)]
        if a[0] not in state.players[player].cards:
            out.insert(0, (tile, *last))
        return out
    return paths


def _card_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    return [(f"card:{player}:{a[0]}",)]


def _slot_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    return [(f"slot:{player}:{a[0]}:{a[1]}",)]


def _demolish_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    if len(a) > 1:
        return [(f"slot:{player}:{a[0]}:{a[1]}",), (f"palace:{player}:{a[0]}", f"slot:{player}:{a[0]}:{a[1]}")]
    return [(f"palace:{player}:{a[0]}",)]


def _discard_paths(state: YearOfTheDragonState, player: int, a: tuple[Arg, ...]) -> Paths:
    return [(f"good:{player}:{a[0]}",)]


_PATHS: dict[str, Callable[[YearOfTheDragonState, int, tuple[Arg, ...]], Paths]] = {
    "topup": _topup_paths, "action": _action_paths, "floor": _floor_paths, "pick": _pick_paths,
    "recruit": _person_paths("recruit"), "replace": _person_paths("replace"), "dismiss": _person_paths("dismiss"),
    "forfeit": _card_paths, "drop": _card_paths, "release": _slot_paths, "charter": _slot_paths,
    "demolish": _demolish_paths, "discard": _discard_paths,
}
