"""One validator for every position and saved state of In the Year of the Dragon.

``check_position`` checks the shape of a scenario position before it is built (types, known keys);
``validate_state`` checks a whole state, however it was made (a position, a save, the notebook), against
the component counts and the rules' ranges: person tiles and action cards are conserved, every player
index is a player, every count lies in its range. ``implausible`` lists how a position that passes them still
departs from every real game (``tutor.core.plausible``): a person marker behind the persons held, a hand that does
not match the months played, more persons than cards played, an action display that is not the month's cards,
dragons of players who have not acted, points short of the months scored, wall tiles or privileges beyond the
actions taken, an event row the setup never lays out. The supply of money, privileges, floors, rice and
fireworks is unlimited (yotd.supply.substitute), so those get a bound no game comes near, to refuse
typos such as 999 yuan rather than to enforce a rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError, clip
from tutor.core.plausible import Implausible
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState, track_order

PHASES = ("draft", "action", "person", "event", "over")
STAGES = ("event", "wall", "super", "decay", "final_wall", "final")  # the event phase's steps (phases.STAGES)
OBLIGATIONS = ("release", "floors", "demolish", "discard", "discard_card", "sunrise", "charter")
# bounds far beyond any game (random and greedy play stay under a tenth of them)
__all__ = ["check_position", "implausible", "tile_totals", "validate_state"]
BOUNDS = {"yuan": 200, "rice": 100, "fireworks": 100, "small": 12, "large": 12, "track": 300, "score": 1000,
          "released": 60}
MAX_PALACES = 20
PRIVILEGES = ("small", "large")


def tile_totals(players: int) -> tuple[int, ...]:
    """Person tiles in the game, by index in ``components.TILES``, for a number of players."""
    young, old, single = COMPONENTS.tiles_per_type[players]
    return tuple((young if age == YOUNG else old) if len(COMPONENTS.persons[kind].ages) == 2 else single
                 for kind, age in TILES)


def _fail(where: str, field: str, problem: str) -> InputError:
    return InputError(where, 0, field, problem)


def _player_ok(player: int, n: int) -> bool:
    return 0 <= player < n


def _basics(s: YearOfTheDragonState, where: str) -> None:
    """The first checks of a saved state: players, the display's shape, no negative goods, palaces, phase."""
    if not 2 <= s.n <= 5:
        raise InputError(where, 0, "players", "2 to 5 players")
    if len(s.display) != len(TILES) or any(n < 0 for n in s.display):
        raise InputError(where, 0, "display", f"expected {len(TILES)} tile counts, none negative")
    for i, pl in enumerate(s.players):
        for field in ("yuan", "rice", "fireworks", "small", "large"):
            if getattr(pl, field) < 0:
                raise InputError(where, 0, f"players[{i}].{field}", "cannot be negative")
        for j, pal in enumerate(pl.palaces):
            if not 1 <= pal.floors <= 3 or len(pal.persons) > pal.floors:
                raise InputError(where, 0, f"players[{i}].palaces[{j}]", "1 to 3 floors, no more persons than floors")
            for t, a in pal.persons:
                if (t, a) not in TILES:
                    raise InputError(where, 0, f"players[{i}].palaces[{j}]", f"no such person tile {t} {a}")
    if s.phase not in ("draft", "action", "person", "event", "over"):
        raise InputError(where, 0, "phase", "draft, action, person, event or over")


def validate_state(state: YearOfTheDragonState, where: str = "state") -> None:
    """Raise InputError naming the field if ``state`` breaks a count, a range or the conservation of pieces."""
    for part in (_basics, _turn, _at_rest, _events, _persons, _players, _actions, _walls, _pending, _final):
        part(state, where)


def _turn(state: YearOfTheDragonState, where: str) -> None:
    """The players, the phase, the month, who acts in this phase and whose turn it is."""
    n = state.n
    if not 2 <= n <= 5:
        raise _fail(where, "players", f"2 to 5 players, got {n}")
    if state.phase not in PHASES:
        raise _fail(where, "phase", f"{clip(state.phase, 20)!r} is not one of {', '.join(PHASES)}")
    if not 0 <= state.month <= 12:
        raise _fail(where, "month", f"0 (the initial picks) to 12, got {state.month}")
    order = state.order
    if len(order) > n or len(set(order)) != len(order) or not all(_player_ok(player, n) for player in order):
        raise _fail(where, "order", f"each player (0..{n - 1}) at most once")
    if not 0 <= state.turn <= len(state.order):
        raise _fail(where, "turn", f"an index into order (0..{len(state.order)})")


def _events(state: YearOfTheDragonState, where: str) -> None:
    """The event row (two tiles of each event), the Super Event and the edition."""
    if len(state.event_row) != 12 or any(e not in COMPONENTS.events for e in state.event_row):
        raise _fail(where, "event_row", f"12 event tiles, each one of {', '.join(COMPONENTS.events)}")
    if any(state.event_row.count(e) != 2 for e in COMPONENTS.events):  # components.yaml: two tiles of each kind
        raise _fail(where, "event_row", f"two tiles of each event ({', '.join(COMPONENTS.events)})")
    if state.super_event not in ("", *COMPONENTS.super_events):
        raise _fail(where, "super_event", f"empty or one of {', '.join(COMPONENTS.super_events)}")
    if state.edition not in COMPONENTS.large_cost:
        raise _fail(where, "edition", f"one of {', '.join(COMPONENTS.large_cost)}")


def _pending(state: YearOfTheDragonState, where: str) -> None:
    """Each obligation: a player's, of a known kind, a count in range, palaces of that player."""
    n = state.n
    for i, ob in enumerate(state.pending):
        f = f"pending[{i}]"
        if not _player_ok(ob.player, n):
            raise _fail(where, f"{f}.player", f"{ob.player} is not a player (0..{n - 1})")
        if ob.kind not in OBLIGATIONS:
            raise _fail(where, f"{f}.kind", f"one of {', '.join(OBLIGATIONS)}")
        if not 0 <= ob.count <= 20:
            raise _fail(where, f"{f}.count", "0 to 20")
        palaces = len(state.players[ob.player].palaces)
        if any(not 0 <= x < max(palaces, MAX_PALACES) for x in (*ob.palaces, *ob.used)):
            raise _fail(where, f"{f}.palaces", "palaces of the player")


def _final(state: YearOfTheDragonState, where: str) -> None:
    """The final scoring lines name players; the arrival clock is in range."""
    for i, (player, _code, _pts) in enumerate(state.final):
        if not _player_ok(player, state.n):
            raise _fail(where, f"final[{i}]", f"{player} is not a player")
    if not 0 <= state.clock <= 10_000:
        raise _fail(where, "clock", "0 to 10000")


def _at_rest(s: YearOfTheDragonState, where: str) -> None:
    """A draft, action or person phase waits for a player, and an event phase is at one of its steps:
    anything else loads and then cannot be drawn or played (``order: []``, ``stage: "zz"``)."""
    if s.phase == "event" and s.stage not in STAGES:
        raise _fail(where, "stage", f"{clip(s.stage, 20)!r}: the event phase's step is one of {', '.join(STAGES)}")
    if s.phase != "event" and s.stage:
        raise _fail(where, "stage", f"{clip(s.stage, 20)!r}: only the event phase has steps (leave it empty)")
    if s.phase in ("draft", "action", "person") and s.current is None:
        raise _fail(where, "order", f"no player is to move in the {s.phase} phase: order must list who plays "
                                    "and turn point into it")


def _persons(s: YearOfTheDragonState, where: str) -> None:
    totals = tile_totals(s.n)
    if len(s.display) != len(TILES):
        raise _fail(where, "display", f"expected {len(TILES)} tile counts, one per person tile")
    placed = Counter(t for pl in s.players for t in pl.persons)
    for i, tile in enumerate(TILES):
        if s.display[i] < 0 or s.display[i] + placed[tile] > totals[i]:
            kind, age = tile
            raise _fail(where, "display", f"{s.display[i]} {kind} ({age}) tiles left and {placed[tile]} in palaces: "
                                          f"the game has {totals[i]} for {s.n} players")
    for tile in placed:
        if tile not in TILES:
            raise _fail(where, "players", f"no such person tile {clip(tile, 40)}")


def _players(s: YearOfTheDragonState, where: str) -> None:
    allowed_cards = Counter({**dict.fromkeys(PERSON_TYPES, 1), "joker": COMPONENTS.jokers})
    for i, pl in enumerate(s.players):
        f = f"players[{i}]"
        for name, high in BOUNDS.items():
            value = getattr(pl, name)
            if not 0 <= value <= high:
                raise _fail(where, f"{f}.{name}", f"{value} is outside 0..{high}")
        if not 0 <= pl.arrival <= 10_000:
            raise _fail(where, f"{f}.arrival", "0 to 10000")
        if len(pl.palaces) > MAX_PALACES:
            raise _fail(where, f"{f}.palaces", f"at most {MAX_PALACES} palaces")
        for j, pal in enumerate(pl.palaces):
            if not 1 <= pal.floors <= 3 or len(pal.persons) > pal.floors:
                raise _fail(where, f"{f}.palaces[{j}]", "1 to 3 floors, no more persons than floors")
        extra = Counter(pl.cards) - allowed_cards
        if extra:
            card = sorted(extra)[0]
            raise _fail(where, f"{f}.cards", f"too many {clip(card, 20)!r} cards: a player has one card per person "
                                             f"type and {COMPONENTS.jokers} jokers")
        for name, value in pl.ledger:
            if not -1000 <= value <= BOUNDS["score"]:
                raise _fail(where, f"{f}.ledger", f"{clip(name, 40)}: {value} points is out of range")


def _actions(s: YearOfTheDragonState, where: str) -> None:
    sizes = COMPONENTS.groups_with_wall[s.n] if s.great_wall else COMPONENTS.groups[s.n]
    actions = [a for g in s.groups for a in g]
    if len(s.groups) > len(sizes) or any(len(g) > max(sizes) for g in s.groups):
        raise _fail(where, "groups", f"{len(sizes)} groups for {s.n} players, at most {max(sizes)} cards in a group")
    bad = [a for a in actions if a not in (*COMPONENTS.actions, COMPONENTS.wall_action)]
    if bad:
        raise _fail(where, "groups", f"{clip(bad[0], 20)!r} is not an action")
    twice = sorted(a for a, k in Counter(actions).items() if k > 1)
    if twice:
        raise _fail(where, "groups", f"one {twice[0]} action card in the game, found {Counter(actions)[twice[0]]}")
    if COMPONENTS.wall_action in actions and not s.great_wall:
        raise _fail(where, "groups", "the wall action belongs to the Great Wall expansion")
    if s.dragons and len(s.dragons) != len(s.groups):
        raise _fail(where, "dragons", "one list of dragons per group")
    for g, ds in enumerate(s.dragons):
        if any(not _player_ok(player, s.n) for player in ds):
            raise _fail(where, f"dragons[{g}]", f"a player is 0..{s.n - 1}")
    on_groups = Counter(player for ds in s.dragons for player in ds)
    if any(k > 1 for k in on_groups.values()):
        raise _fail(where, "dragons", "each player places one dragon a month")


def _walls(s: YearOfTheDragonState, where: str) -> None:
    if len(s.wall) > COMPONENTS.wall_length or any(not _player_ok(player, s.n) for player in s.wall):
        raise _fail(where, "wall", f"at most {COMPONENTS.wall_length} tiles, each built by a player (0..{s.n - 1})")
    for i, pl in enumerate(s.players):
        unknown = [w for w in pl.walls if w not in COMPONENTS.wall_tiles]
        if unknown:
            raise _fail(where, f"players[{i}].walls", f"{clip(unknown[0], 20)!r} is not a wall tile "
                                                      f"({', '.join(COMPONENTS.wall_tiles)})")
        if len(set(pl.walls)) != len(pl.walls) or len(pl.walls) + s.wall.count(i) > len(COMPONENTS.wall_tiles):
            raise _fail(where, f"players[{i}].walls", f"each player has {len(COMPONENTS.wall_tiles)} wall tiles, one of each")
        if pl.walls and not s.great_wall:
            raise _fail(where, f"players[{i}].walls", "wall tiles belong to the Great Wall expansion")


def _mapping(value: Any, where: str, field: str) -> Mapping[Any, Any]:
    if not isinstance(value, Mapping):
        raise _fail(where, field, "expected a mapping")
    return value


def _list(value: Any, where: str, field: str, of: type | tuple[type, ...] | None = None) -> list[Any]:
    if not isinstance(value, list) or (of is not None and not all(isinstance(v, of) and not isinstance(v, bool)
                                                                   for v in value)):
        kind = "" if of is None else " of " + ("text" if of is str else "names or numbers")
        raise _fail(where, field, f"expected a list{kind}")
    return value


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position, before anything is built from it."""
    who = (str, int)
    if "names" in position:
        _list(position["names"], where, "position.names", str)
    for key, spec in _mapping(position.get("players") or {}, where, "position.players").items():
        f = f"position.players.{clip(key, 20)}"
        _check_player_spec(_mapping(spec, where, f), where, f)
    if position.get("groups") is not None:
        for i, g in enumerate(_list(position["groups"], where, "position.groups")):
            _list(g, where, f"position.groups[{i}]", str)
    if position.get("dragons") is not None:
        for i, ds in enumerate(_list(position["dragons"], where, "position.dragons")):
            _list(ds, where, f"position.dragons[{i}]", who)
    for name in ("wall", "then"):
        if position.get(name) is not None:
            _list(position[name], where, f"position.{name}", who)


def _check_player_spec(spec: Mapping[Any, Any], where: str, f: str) -> None:
    """The types of one player of a scenario position (``f`` is its field, ``position.players.NAME``)."""
    if "privileges" in spec:
        priv = _mapping(spec["privileges"] or {}, where, f"{f}.privileges")
        bad = sorted(str(k) for k in priv if k not in PRIVILEGES)
        if bad:
            raise _fail(where, f"{f}.privileges.{clip(bad[0], 20)}", "unknown privilege; privileges are small, large")
    if "palaces" in spec:
        for j, pal in enumerate(_list(spec["palaces"], where, f"{f}.palaces")):
            if isinstance(pal, list) and not all(isinstance(x, (str, int)) for x in pal):
                raise _fail(where, f"{f}.palaces[{j}]", "expected [floors, person, person, ...]")
    for name in ("cards", "walls"):
        if spec.get(name) is not None:
            _list(spec[name], where, f"{f}.{name}", str)


# -- plausibility: what every real game keeps (issue 36) ------------------------------------------------------------
HAND = len(COMPONENTS.persons) + COMPONENTS.jokers  # person cards at the start: one per type and the jokers
START_PERSONS = 2  # the two persons each player takes before month 1


def _past_super(state: YearOfTheDragonState, name: str) -> bool:
    """Whether month 7's Super Event ``name`` has already taken place (it comes after month 7's event)."""
    if state.super_event != name or state.month < 7:
        return False
    return state.month > 7 or state.phase == "over" or (state.phase == "event" and state.stage in ("decay", "final"))


def _still_to_act(state: YearOfTheDragonState) -> set[int]:
    """The players still to take their turn in this action or person phase."""
    return set(state.order[state.turn:]) if state.phase in ("action", "person") else set()


def cards_played(state: YearOfTheDragonState, player: int) -> int:
    """Person cards the player has played by now: one per person phase gone (none in month 12)."""
    if state.phase == "draft" or state.month == 0:
        return 0
    if state.phase == "over":
        return 11
    done = min(state.month - 1, 11)
    if state.phase == "event" or (state.phase == "person" and player not in _still_to_act(state)):
        done = min(state.month, 11)
    return done


def months_scored(state: YearOfTheDragonState) -> int:
    """Month scorings gone (each comes at the end of its month's event phase)."""
    if state.phase == "over":
        return 12
    return max(0, state.month - 1)


def actions_taken(state: YearOfTheDragonState, player: int) -> int:
    """Action phases the player has had by now (this month's counts once they have acted)."""
    if state.month == 0 or state.phase == "draft":
        return 0
    if state.phase == "action" and player in _still_to_act(state):
        return state.month - 1
    return state.month


def implausible(state: YearOfTheDragonState) -> list[Implausible]:
    """The ways ``state`` departs from every real game (empty: a game could stand here)."""
    out: list[Implausible] = []
    for part in (_markers, _hands, _display, _dragons, _turn_order, _points, _wall_and_privileges, _event_row):
        out += part(state)
    return out


def _markers(state: YearOfTheDragonState) -> list[Implausible]:
    """A marker moves forward by each person's value and never back (until a Volcanic Eruption sets all to 0)."""
    if _past_super(state, "volcano"):
        return []
    out = []
    for i, pl in enumerate(state.players):
        held = sum(COMPONENTS.value(kind, age) for kind, age in pl.persons)
        if pl.track < held:
            out.append(Implausible("yotd.person.no-step-back",
                                   f"player {i}: marker on {pl.track}, persons held worth {held}"))
    return out


def _hands(state: YearOfTheDragonState) -> list[Implausible]:
    """One person card played per person phase; each gives at most one person (the two starting ones aside)."""
    out = []
    tornado = 2 if _past_super(state, "tornado") else 0
    sunrise = 1 if _past_super(state, "sunrise") else 0
    for i, pl in enumerate(state.players):
        played = cards_played(state, i)
        if not HAND - played - tornado <= len(pl.cards) <= HAND - played:
            out.append(Implausible("yotd.person.play-card",
                                   f"player {i}: {len(pl.cards)} person cards after {played} person phases"))
        most = START_PERSONS + played + sunrise
        if len(pl.persons) + pl.released > most:
            out.append(Implausible("yotd.person.take-tile",
                                   f"player {i}: {len(pl.persons)} persons after {played} person phases"))
    return out


def _display(state: YearOfTheDragonState) -> list[Implausible]:
    """The action phase shows every action card of the game, dealt into groups as even as possible."""
    if state.phase != "action":
        return []
    sizes = (COMPONENTS.groups_with_wall if state.great_wall else COMPONENTS.groups)[state.n]
    shown = sorted((len(g) for g in state.groups), reverse=True)
    if shown != sorted(sizes, reverse=True):
        return [Implausible("yotd.actions.groups", f"groups of {shown} cards, the game deals {list(sizes)}")]
    return []


def _dragons(state: YearOfTheDragonState) -> list[Implausible]:
    """A dragon stands on a group only once its owner has taken an action from it this month."""
    if state.phase != "action":
        return []
    waiting = _still_to_act(state)
    early = sorted({p for ds in state.dragons for p in ds} & waiting)
    return [Implausible("yotd.actions.order", f"player {p}: a dragon on a group before their turn") for p in early]


def _turn_order(state: YearOfTheDragonState) -> list[Implausible]:
    """The action and person phases go in person-track order, and markers only move forward: every player who
    has had their turn stands ahead of those still to come, who come in track order."""
    if state.phase not in ("action", "person") or state.pending:
        return []
    track = track_order(state.players)
    waiting = list(state.order[state.turn:])
    out = []
    if waiting != sorted(waiting, key=track.index):
        out.append(Implausible("yotd.actions.order", f"players {waiting} to act out of person-track order"))
    done = [p for p in range(state.n) if p not in waiting]
    if waiting and any(track.index(p) > track.index(waiting[0]) for p in done):
        out.append(Implausible("yotd.actions.order", f"players {done} have acted though behind player {waiting[0]}"))
    return out


def _points(state: YearOfTheDragonState) -> list[Implausible]:
    """Every month's scoring gives a point per palace, and every player keeps a palace in a real game: fewer
    points than months scored is a score no game shows."""
    scored = months_scored(state)
    return [Implausible("yotd.scoring.month.palaces", f"player {i}: {pl.score} points after {scored} month scorings")
            for i, pl in enumerate(state.players) if pl.score < scored]


def _wall_and_privileges(state: YearOfTheDragonState) -> list[Implausible]:
    """Each wall tile and each privilege is one action; a player takes one action a month."""
    out = []
    for i, pl in enumerate(state.players):
        taken = actions_taken(state, i)
        if state.wall.count(i) + pl.small + pl.large > taken:
            out.append(Implausible("yotd.actions.privilege.one-per-action",
                                   f"player {i}: {state.wall.count(i)} wall tiles and {pl.small + pl.large} "
                                   f"privileges after {taken} action phases"))
    return out


def _event_row(state: YearOfTheDragonState) -> list[Implausible]:
    """The setup lays two Peace tiles first, and no two identical events side by side."""
    row = state.event_row
    out = []
    if tuple(row[:2]) != ("peace", "peace"):
        out.append(Implausible("yotd.setup.events.peace", f"the row starts {list(row[:2])}"))
    twins = [i + 1 for i in range(2, len(row) - 1) if row[i] == row[i + 1]]
    if twins:
        out.append(Implausible("yotd.setup.events.no-adjacent", f"identical events side by side at months {twins}"))
    return out
