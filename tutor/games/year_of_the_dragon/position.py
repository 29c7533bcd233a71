"""Scenario positions for In the Year of the Dragon.

A position names only what matters; everything else is as at the start of a game::

    position:
      month: 5                 # 1..12 (default 1)
      phase: action            # action | person | event (default action)
      event: drought           # this month's event tile
      groups: [[taxes, build], [harvest, parade]]   # action phase: this month's groups
      dragons: [[], [Clara]]   # dragons already on each group (names or player numbers)
      turn: Doro               # who acts now (default: the first on the person track)
      then: [Anna]             # who acts after them this phase, in order (default: all others by the track)
      players:
        Anna:                  # a name of the scenario (or a player number)
          yuan: 6
          rice: 0
          fireworks: 0
          privileges: {small: 0, large: 1}
          palaces: [[2, scholar, tax_collector], [1], [3, monk old]]   # floors, then persons ("type [age]")
          track: 7
          score: 0
          cards: [farmer, joker]   # person cards in hand (default: all 11)
          walls: [rice, yuan]      # Great Wall tiles not yet built
      wall: [Anna, Benno, Anna]  # Great Wall tiles built under the event row, by owner, left to right
      after_event: true        # phase event only: the month's event (with its Great Wall check and the
                               # Super Event) is over and the position shows its result; decay is next
      owe: {Anna: 2}           # with after_event: persons each player still must release for the
                               # month's event (tribute, drought, mongols or contagion), in track order

With ``after_event`` and nothing owed, the rules go on at once (decay, the month's scoring, the next
month) as they would after the last release; with releases owed, the steps carry them out first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from itertools import pairwise
from typing import Any

from tutor.core.errors import InputError
from tutor.core.fields import Fields, Needs, Problems, read_int, refuse_out_of_place
from tutor.core.verdict import Event
from tutor.games.year_of_the_dragon import edits, effects, phases, setup
from tutor.games.year_of_the_dragon.components import AGES, COMPONENTS, PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.state import Obligation, Palace, YearOfTheDragonState, track_order
from tutor.games.year_of_the_dragon.validate import check_position

PLAYER_FIELDS = {"yuan", "rice", "fireworks", "privileges", "palaces", "track", "score", "cards", "walls"}
TOP_FIELDS = {"month", "phase", "event", "groups", "dragons", "turn", "then", "players", "wall", "names",
              "after_event", "owe"}
RELEASE_EVENTS = ("tribute", "drought", "mongols", "contagion")
# fields read only in some phases (the others would be silently ignored): refused elsewhere with file, line, field
PHASE_FIELDS = (
    Needs("groups", ("action",)), Needs("dragons", ("action",)),
    Needs("after_event", ("event",)), Needs("owe", ("event",)),
    Needs("turn", ("action", "person"), why="the event phase has no turns: nobody acts in it by turn"),
    Needs("then", ("action", "person"), why="the event phase has no turns: nobody acts in it by turn"),
)


def _who(value: Any, names: list[str], n: int, where: str, field: str) -> int:
    if isinstance(value, str) and value in names:
        return names.index(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n:
        return value
    raise InputError(where, 0, field, f"{value!r} is not a player (0..{n - 1} or one of the names)")


def _tile(text: Any, where: str, field: str) -> tuple[str, str]:
    words = str(text).split()
    kind = words[0] if words else ""
    age = words[1] if len(words) > 1 else YOUNG
    if kind not in PERSON_TYPES or age not in AGES or (kind, age) not in TILES or len(words) > 2:
        raise InputError(where, 0, field, f"{text!r} is not a person tile (e.g. 'monk old', 'scholar')")
    return kind, age


def _with_event(row: list[str], month: int, event: str) -> list[str]:
    """The row with ``event`` on ``month``: swapped with a tile of that kind elsewhere (two of each kind); the last
    swap that leaves no two identical events side by side when one does (yotd.setup.events.no-adjacent)."""
    swaps = []
    for other in (i for i, e in enumerate(row) if e == event):
        new = list(row)
        new[other], new[month - 1] = new[month - 1], event
        swaps.append(new)
    apart = [r for r in swaps if _apart(r)]
    if apart:
        return apart[-1]
    for i in range(2, len(row)):  # else one more swap, of two later tiles, moves the displaced one out of the way
        for j in range(i + 1, len(row)):
            new = list(swaps[-1])
            new[i], new[j] = new[j], new[i]
            if month - 1 not in (i, j) and _apart(new):
                return new
    return swaps[-1]


def _apart(row: list[str]) -> bool:
    """Whether no two identical events stand side by side (the two Peace tiles of months 1 and 2 aside)."""
    return all(a != b for a, b in pairwise(row[2:]))


def _palaces(value: Any, where: str, field: str) -> tuple[Palace, ...]:
    if not isinstance(value, list):
        raise InputError(where, 0, field, "expected a list of palaces: [floors, person, person, ...]")
    out = []
    for i, pal in enumerate(value):
        f = f"{field}[{i}]"
        items = pal if isinstance(pal, list) else [pal]
        floors = read_int(items[0] if items else None, where, f, 1, 3)
        persons = tuple(_tile(t, where, f) for t in items[1:])
        if len(persons) > floors:
            raise InputError(where, 0, f, f"{len(persons)} persons in a palace of {floors} floors")
        out.append(Palace(floors, persons))
    return tuple(out)


PEACE_MONTHS = 2  # the two Peace tiles lie on the first two spaces of the row (yotd.setup.events.peace)


def _event_month(f: Fields, event: str | None, month: int) -> None:
    """The month's event tile must be one the rules can put there: Peace on months 1 and 2 only, and only Peace
    (yotd.setup.events.peace, yotd.events.first-two-peace; the other ten tiles fill months 3 to 12)."""
    if event is None:
        return
    if event == "peace" and month > PEACE_MONTHS:
        f.note("event", f"Peace lies only on months 1 and 2 (yotd.setup.events.peace), not on month {month}; "
                        "name the month's tile of another kind, or leave event out")
    elif event != "peace" and month <= PEACE_MONTHS:
        f.note("event", f"months 1 and 2 always hold Peace (yotd.events.first-two-peace), not {event}")


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> YearOfTheDragonState:
    """The state a scenario's position describes (what it does not name is as at the start of a game); the
    problems of its plain fields (unknown ones, types, ranges, each player's fields) are listed all at once."""
    check_position(position, where)
    problems = Problems(where)
    f = Fields(position, problems, TOP_FIELDS, path="position")
    names = [str(n) for n in position.get("names", [])]
    month = f.number("month", 1, low=1, high=12)
    phase = f.choice("phase", ("action", "person", "event"), "action")
    refuse_out_of_place(f, PHASE_FIELDS, options, states={"phase": phase})
    event = f.choice("event", (None, *COMPONENTS.events), None)
    _event_month(f, event, month)
    state = setup.new(players, 0, options)
    people, walls_given = _people(f, state, names, players)
    problems.check()
    row = list(state.event_row)
    if event is not None and row[month - 1] != event:
        row = _with_event(row, month, event)
    # markers placed by the position arrive in seat order (a later seat stands on top on a tie)
    people = [replace(pl, arrival=i + 1) for i, pl in enumerate(people)]
    display = list(state.display)
    for pl in people:
        for t in pl.persons:
            display[TILES.index(t)] = max(0, display[TILES.index(t)] - 1)
    wall = tuple(_who(x, names, players, where, "position.wall") for x in position.get("wall") or [])
    if wall and not state.great_wall:
        raise InputError(where, 0, "position.wall", "a wall needs the Great Wall expansion (options: {great_wall: true})")
    if len(wall) > COMPONENTS.wall_length:
        raise InputError(where, 0, "position.wall", f"at most {COMPONENTS.wall_length} wall tiles")
    for i, pl in enumerate(people):  # tiles built are no longer in hand (unless ``walls:`` says what is left)
        built = wall.count(i)
        if built and i not in walls_given and pl.walls:
            people[i] = replace(pl, walls=pl.walls[built:])
    state = replace(state, players=tuple(people), month=month, phase=phase, event_row=tuple(row),
                    display=tuple(display), clock=len(people), order=(), turn=0, wall=wall)
    if phase == "action":
        state = _action_phase(state, position, names, players, where)
    elif phase == "person":  # as in a game, a player without person cards skips the phase (yotd.person.play-card)
        holders = tuple(player for player in track_order(state.players) if state.players[player].cards)
        if not holders:
            raise InputError(where, 0, "position.phase", "nobody holds a person card, so there is no person phase")
        state = replace(state, order=holders)
    else:
        state = _event_phase(state, position, names, players, where)
    if "turn" in position and phase != "event":
        state = _turn(state, position, names, players, where)
    return state


def _people(f: Fields, state: YearOfTheDragonState, names: list[str], players: int) -> tuple[list[Any], set[int]]:
    """The players as the position changes them (its problems noted in ``f``), and who was given ``walls:``."""
    people = list(state.players)
    walls_given: set[int] = set()
    raw = f.get("players", {})
    if not isinstance(raw, Mapping):
        f.note("players", "expected a mapping of players to their fields")
        return people, walls_given
    for key in raw:
        player = _who(key, names, players, f.problems.where, f"position.players.{key}")
        pf = Fields(raw[key], f.problems, PLAYER_FIELDS, path=f"position.players.{key}",
                    what="a mapping of the player's fields")
        changes: dict[str, Any] = {field: pf.number(field, 0, low=0, high=10**6)
                                   for field in ("yuan", "rice", "fireworks", "track", "score") if field in pf}
        if "privileges" in pf:
            priv = pf.mapping("privileges", {"small", "large"})
            changes["small"], changes["large"] = (priv.number(k, 0, low=0, high=10**6) for k in ("small", "large"))
        if "palaces" in pf:
            changes["palaces"] = _palaces(pf.get("palaces"), f.problems.where, f"{pf.path}.palaces")
        if "cards" in pf:
            cards = pf.items("cards")
            if not all(c in (*PERSON_TYPES, "joker") for c in cards):
                pf.note("cards", "person types or joker")
            changes["cards"] = tuple(cards)
        if "walls" in pf:
            changes["walls"] = tuple(str(w) for w in pf.items("walls"))
            walls_given.add(player)
        people[player] = replace(people[player], **changes)
    return people, walls_given


def _action_phase(state: YearOfTheDragonState, position: Mapping[str, Any], names: list[str], players: int,
                  where: str) -> YearOfTheDragonState:
    """An action-phase position: the month's groups as dealt, or as the position lays them out with dragons."""
    groups = position.get("groups")
    if groups is None:
        return phases.start_action(state, state.month, [])
    for i, g in enumerate(groups):
        for a in g:
            if a not in (*COMPONENTS.actions, COMPONENTS.wall_action):
                raise InputError(where, 0, f"position.groups[{i}]", f"{a!r} is not an action")
    dragons = position.get("dragons") or [[] for _ in groups]
    if len(dragons) != len(groups):
        raise InputError(where, 0, "position.dragons", "one list per group")
    return replace(state, groups=tuple(tuple(g) for g in groups), order=track_order(state.players),
                   dragons=tuple(tuple(_who(d, names, players, where, "position.dragons") for d in ds) for ds in dragons))


def _turn(state: YearOfTheDragonState, position: Mapping[str, Any], names: list[str], players: int,
          where: str) -> YearOfTheDragonState:
    """Whose turn it is (``turn``) and who follows this phase (``then``)."""
    who = _who(position["turn"], names, players, where, "position.turn")
    order = tuple(player for player in state.order if player != who)
    if "then" in position:
        then = position["then"]
        if not isinstance(then, list):
            raise InputError(where, 0, "position.then", "expected a list of players")
        order = tuple(_who(player, names, players, where, "position.then") for player in then)
        if who in order or len(set(order)) != len(order):
            raise InputError(where, 0, "position.then", "each player at most once, and not the one whose turn it is")
    if state.phase == "person":
        empty = [names[player] if player < len(names) else f"player {player}" for player in (who, *order)
                 if not state.players[player].cards]
        if empty:
            raise InputError(where, 0, "position.turn", f"{', '.join(empty)} holds no person card to play")
    return replace(state, order=(who, *order), turn=0)


def _event_phase(state: YearOfTheDragonState, position: Mapping[str, Any], names: list[str], players: int,
                 where: str) -> YearOfTheDragonState:
    """An event-phase position: before the month's event, or (``after_event``) after it, before decay."""
    after = position.get("after_event", False)
    if not isinstance(after, bool):
        raise InputError(where, 0, "position.after_event", "expected true or false")
    owe = position.get("owe") or {}
    if not after:
        if owe:
            raise InputError(where, 0, "position.owe", "only with after_event: true")
        return replace(state, stage="event")
    if not isinstance(owe, Mapping):
        raise InputError(where, 0, "position.owe", "expected a mapping: player -> persons to release")
    name = state.event_row[state.month - 1]
    if owe and name not in RELEASE_EVENTS:
        raise InputError(where, 0, "position.owe", f"the month's event ({name}) demands no release; "
                                                   f"one of {', '.join(RELEASE_EVENTS)} does")
    counts = {_who(k, names, players, where, "position.owe"): read_int(v, where, f"position.owe.{k}", 1, 12)
              for k, v in owe.items()}
    state = replace(state, stage="decay")
    ev: list[Event] = []
    for player in track_order(state.players):
        if player in counts:
            state = edits.owe(state, ev, Obligation(player, "release", counts[player], name, distinct=name == "drought"))
    return effects.settle(phases.advance(state, ev), ev)
