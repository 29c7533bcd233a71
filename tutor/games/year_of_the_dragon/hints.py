"""What would make an illegal move legal, per violation code (the hint's first line).

Each remedy is a small pure function of the state, the move and the violation's parameters; it returns
a ``tutor`` message with its parameters, or None where this case has nothing concrete to add.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutor.core.game import Remedy, RemedyText, remedy
from tutor.core.moves import Move
from tutor.games.year_of_the_dragon.components import COMPONENTS, OLD, PERSON_TYPES, YOUNG
from tutor.games.year_of_the_dragon.listing import legal_moves
from tutor.games.year_of_the_dragon.rules import card_key, large_cost
from tutor.games.year_of_the_dragon.state import Palace, Player, YearOfTheDragonState
from tutor.text.ui import N_, nN_

FEE_ELSEWHERE = N_("You need %(short)s more yuan: you have %(have)s and this group costs %(need)s. "
                   "Or choose a group without a dragon that offers %(action)s: %(groups)s.")
FEE_SHORT = N_("You need %(short)s more yuan: you have %(have)s and this group costs %(need)s; "
               "no group without a dragon offers %(action)s.")
PRIVILEGE_SMALL = N_("You need %(short)s more yuan: this privilege costs %(cost)s (%(edition)s) and you have "
                     "%(have)s. The small privilege costs %(small)s.")
PRIVILEGE_SHORT = N_("You need %(short)s more yuan: this privilege costs %(cost)s (%(edition)s) and you have %(have)s.")
SMALL_SHORT = nN_("You need %(short)s more yuan: the small privilege costs %(cost)s and you have %(have)s.",
                  "You need %(short)s more yuan: the small privilege costs %(cost)s and you have %(have)s.", "short")
BOTH_ELSEWHERE = N_("You need %(short)s more yuan: %(fee)s for the dragon and %(cost)s for the privilege make "
                    "%(need)s, and you have %(have)s. Without a dragon it costs %(cost)s: groups %(groups)s.")
BOTH_SHORT = N_("You need %(short)s more yuan: %(fee)s for the dragon and %(cost)s for the privilege make "
                "%(need)s, and you have %(have)s.")
GROUP_RANGE = N_("Choose a group from 1 to %(groups)s.")
ACTION_ELSEWHERE = N_("Groups offering %(action)s this month: %(where)s; group %(group)s holds %(actions)s.")
ACTION_NOWHERE = N_("No group offers %(action)s this month; group %(group)s holds %(actions)s.")
PRIVILEGE_SIZE = N_("Add the size to the move: small (%(small)s yuan) or large (%(large)s yuan).")
WALL_TILES = N_("Build one of your unused wall tiles: %(tiles)s.")
NO_DETAIL = N_("Leave out the extra choice (%(detail)s): the %(action)s action takes none.")
PALACE_ROOM = nN_("Put the person in palace %(palaces)s: it has room.",
                  "Put the person in palace %(palaces)s: each of them has room.", "count")
PALACES_FULL = N_("All your palaces are full: replace a person, or release the newcomer at once.")
PALACE_RANGE = nN_("You have %(count)s palace: choose one from 1 to %(count)s.",
                   "You have %(count)s palaces: choose one from 1 to %(count)s.", "count")
PALACE_RANGE_NEW = nN_("You have %(count)s palace: choose one from 1 to %(count)s, or start a new one (new).",
                       "You have %(count)s palaces: choose one from 1 to %(count)s, or start a new one (new).", "count")
FLOOR_ELSEWHERE = N_("Put the floor on a palace with fewer than 3 floors (%(palaces)s), or start a new palace (new).")
FLOOR_NEW = N_("All your palaces have 3 floors: start a new palace (new).")
PICK_OTHER = N_("Choose a second person of another type than %(type)s.")
TILE_OTHER_AGE = N_("Take the %(other)s %(type)s instead: %(left)s left.")
TILE_OTHER_TYPE = N_("No %(type)s tile is left: choose another type of person.")
PAIR_OTHER = N_("Change one of the two persons: the pair %(first)s + %(second)s is taken.")
YOUNG_ONLY = N_("Take the young %(type)s: this person has no old version.")
SUNRISE_TYPES = N_("Choose a type nobody has taken at this Sunrise: %(types)s.")
PLAY_THE_CARD = N_("You have no joker, but you hold the %(type)s card: play it instead.")
PLAY_A_JOKER = N_("You have no %(type)s card, but you hold a joker (?): add joker to the move.")
YOUR_CARDS = N_("Your person cards: %(cards)s.")
TAKE_WITH_JOKER = nN_("Your joker card can still take the %(left)s tile left on the display: take it instead "
                      "(%(moves)s).",
                      "Your joker card can still take any of the %(left)s tiles on the display: take one instead "
                      "(%(moves)s).", "left")
TAKE_A_TILE = N_("Your %(type)s card can still take a tile (%(left)s left): take one with it instead (%(moves)s).")
PLACES = nN_("Palace %(palace)s holds %(count)s person: choose place 1.",
             "Palace %(palace)s holds %(count)s persons: choose a place from 1 to %(count)s.", "count")
PEOPLED = N_("Palaces that hold persons: %(palaces)s.")
RELEASE_FROM = N_("Release a person from one of these palaces: %(palaces)s.")
DROUGHT_OTHER = N_("Unfed palaces this drought has not hit yet: %(palaces)s.")
DEMOLISH_WHO = N_("Add which person leaves: a place from 1 to %(count)s of palace %(palace)s.")
DEMOLISH_ROOM = N_("Leave out the place: palace %(palace)s keeps all its persons when it loses the floor.")
YOUR_GOODS = N_("Give up something you have: %(goods)s.")

# Codes with no concrete remedy: the game is over, it is someone else's turn or another phase (the
# violation says which), a forced task comes first (it names the task), or nothing can make room.
NO_REMEDY = frozenset({
    "yotd:game-over", "yotd:event-next", "yotd:task-first", "yotd:not-now", "yotd:not-your-turn",
    "yotd:no-voluntary-release",
    "yotd:wall-complete",  # the wall is full: only another action helps (the nearby moves)
    "yotd:sunrise-young",  # its message already is the remedy
    "yotd:no-wall-tiles",  # every wall tile is built: only another action helps
})


def _player(state: YearOfTheDragonState) -> Player | None:
    return None if state.current is None else state.players[state.current]


def _free_groups(state: YearOfTheDragonState, action: str) -> tuple[int, ...]:
    """Groups (1-based) offering ``action`` without a dragon on them."""
    return tuple(i + 1 for i, g in enumerate(state.groups) if action in g and not state.dragons[i])


def _palaces(pl: Player, keep: Callable[[Palace], bool]) -> tuple[int, ...]:
    return tuple(i + 1 for i, pal in enumerate(pl.palaces) if keep(pal))


def fee(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    groups = _free_groups(state, str(mv.args[1]))
    out = {**p, "short": p["need"] - p["have"], "action": f"action.{mv.args[1]}", "groups": groups}
    return (FEE_ELSEWHERE if groups else FEE_SHORT), out


def privilege_cost(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    small = COMPONENTS.small_cost
    out = {**p, "short": p["cost"] - p["have"], "small": small}
    if "edition" not in p:  # the small privilege: the same price in both editions
        return SMALL_SHORT, out
    return (PRIVILEGE_SMALL if p["cost"] > small and p["have"] >= small else PRIVILEGE_SHORT), out


def fee_and_privilege(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    groups = _free_groups(state, "privilege") if p["have"] >= p["cost"] else ()
    return (BOTH_ELSEWHERE if groups else BOTH_SHORT), {**p, "short": p["need"] - p["have"], "groups": groups}


def not_in_group(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    action = str(mv.args[1])
    where = tuple(i + 1 for i, g in enumerate(state.groups) if action in g)
    actions = tuple(f"action.{a}" for a in state.groups[p["group"] - 1])
    return (ACTION_ELSEWHERE if where else ACTION_NOWHERE), {**p, "where": where, "actions": actions}


def privilege_size(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return PRIVILEGE_SIZE, {"small": COMPONENTS.small_cost, "large": large_cost(state)}


def wall_tiles(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None or not pl.walls:
        return None
    return WALL_TILES, {"tiles": tuple(f"wall.{t}" for t in dict.fromkeys(pl.walls))}


def no_detail(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return NO_DETAIL, {**p, "detail": str(mv.args[-1])}


def palace_room(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None:
        return None
    rooms = _palaces(pl, lambda pal: pal.room > 0)
    return (PALACE_ROOM, {"palaces": rooms, "count": len(rooms)}) if rooms else (PALACES_FULL, {})


def no_palace(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None:
        return None
    return (PALACE_RANGE_NEW if mv.kind == "floor" else PALACE_RANGE), {"count": len(pl.palaces)}


def palace_max(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None:
        return None
    low = _palaces(pl, lambda pal: pal.floors < 3)
    return (FLOOR_ELSEWHERE, {"palaces": low}) if low else (FLOOR_NEW, {})



def tile_gone(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    kind, age = str(p["type"]).removeprefix("person."), str(p.get("age", "age.young")).removeprefix("age.")
    other = OLD if age == YOUNG else YOUNG
    left_other = state.tiles_left(kind, other) if other in COMPONENTS.persons[kind].ages else 0
    if state.pending and state.pending[0].kind == "sunrise":  # a young person only: another type
        return sunrise_taken(state, mv, p)
    if mv.kind == "pick":  # young persons only; "no tile of this type" would be untrue while old ones are left
        return None if left_other else (TILE_OTHER_TYPE, p)
    if left_other:
        return TILE_OTHER_AGE, {**p, "other": f"age.{other}", "left": left_other}
    return TILE_OTHER_TYPE, p




def sunrise_taken(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    types = tuple(f"person.{k}" for k in PERSON_TYPES
                  if k not in state.sunrise_taken and state.tiles_left(k, YOUNG))
    return (SUNRISE_TYPES, {"types": types}) if types else None


def _cards(pl: Player) -> tuple[str, ...]:
    return tuple(card_key(c) for c in dict.fromkeys(pl.cards))


def no_joker(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None or not pl.cards:
        return None
    if mv.args[0] in pl.cards:
        return PLAY_THE_CARD, {"type": card_key(str(mv.args[0]))}
    return YOUR_CARDS, {"cards": _cards(pl)}


def no_card(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None or not pl.cards:
        return None
    if mv.kind in ("recruit", "replace", "dismiss") and "joker" in pl.cards:
        return PLAY_A_JOKER, p
    return YOUR_CARDS, {"cards": _cards(pl)}



def not_sold_out(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    """The moves that take a tile with this card now: a recruit, or a replace or dismiss when the palaces are full."""
    card = str(mv.args[0]) if mv.args else ""
    takes = [m for m in legal_moves(state) if m.kind in ("recruit", "replace", "dismiss")
             and (m.args[0] == card or (card == "joker" and "joker" in m.args))]
    if not takes:
        return None
    return TAKE_WITH_JOKER if card == "joker" else TAKE_A_TILE, {**p, "moves": ", ".join(str(m) for m in takes[:3])}


def no_person(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None:
        return None
    index = p["palace"]
    if index <= len(pl.palaces) and pl.palaces[index - 1].persons:
        return PLACES, {"palace": index, "count": len(pl.palaces[index - 1].persons)}
    peopled = _palaces(pl, lambda pal: bool(pal.persons))
    return (PEOPLED, {"palaces": peopled}) if peopled else None


def release_palace(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return (RELEASE_FROM, {"palaces": state.pending[0].palaces}) if state.pending else None


def drought_distinct(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None or not state.pending:
        return None
    task = state.pending[0]
    allowed = task.palaces or _palaces(pl, lambda pal: bool(pal.persons))
    left = tuple(i for i in allowed if i not in task.used)
    return (DROUGHT_OTHER, {"palaces": left}) if left else None


def demolish_who(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None:
        return None
    return DEMOLISH_WHO, {**p, "count": len(pl.palaces[p["palace"] - 1].persons)}



def no_good(state: YearOfTheDragonState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    pl = _player(state)
    if pl is None:
        return None
    have = {"item.yuan": pl.yuan, "item.rice": pl.rice, "item.firework": pl.fireworks}
    goods = tuple(k for k, n in have.items() if n > 0)
    return (YOUR_GOODS, {"goods": goods}) if goods else None


REMEDIES: dict[str, Remedy] = {
    "yotd:fee": fee, "yotd:privilege-cost": privilege_cost, "yotd:fee-and-privilege": fee_and_privilege,
    "yotd:no-group": remedy(GROUP_RANGE), "yotd:not-in-group": not_in_group,
    "yotd:privilege-size": privilege_size, "yotd:wall-tile-needed": wall_tiles, "yotd:wall-tile-used": wall_tiles,
    "yotd:no-detail": no_detail, "yotd:palace-full": palace_room, "yotd:must-place": palace_room,
    "yotd:no-palace": no_palace, "yotd:palace-max": palace_max, "yotd:pick-same": remedy(PICK_OTHER),
    "yotd:tile-gone": tile_gone, "yotd:tile-gone-single": tile_gone,
    "yotd:small-privilege-cost": privilege_cost, "yotd:fee-and-small-privilege": fee_and_privilege,
    "yotd:pair-taken": remedy(PAIR_OTHER), "yotd:no-age": remedy(YOUNG_ONLY),
    "yotd:sunrise-taken": sunrise_taken, "yotd:no-joker": no_joker, "yotd:no-card": no_card,
    "yotd:not-sold-out": not_sold_out,
    "yotd:joker-not-sold-out": not_sold_out, "yotd:no-person": no_person, "yotd:release-palace": release_palace,
    "yotd:drought-distinct": drought_distinct, "yotd:demolish-who": demolish_who,
    "yotd:demolish-room": remedy(DEMOLISH_ROOM), "yotd:no-good": no_good,
}
