"""Small edits of a state, shared by the moves (effects.py) and the automatic steps (phases.py).

Display tiles, person markers, palaces and the persons in them, tasks owed, goods; an edit that the rules
report adds its event (citing its clauses) to ``ev``.
"""

from __future__ import annotations

from tutor.core.evolve import evolve
from tutor.core.verdict import Event, event
from tutor.games.year_of_the_dragon.components import TILES
from tutor.games.year_of_the_dragon.rules import cause_clauses, tile_code, tile_params
from tutor.games.year_of_the_dragon.state import Obligation, Player, Tile, YearOfTheDragonState

Events = list[Event]


def take_tile(state: YearOfTheDragonState, tile: Tile) -> YearOfTheDragonState:
    display = list(state.display)
    display[TILES.index(tile)] -= 1
    return evolve(state, display=tuple(display))


def move_marker(state: YearOfTheDragonState, player: int, spaces: int) -> YearOfTheDragonState:
    """Advance a person marker; it lands on top of any marker already there."""
    clock = state.clock + 1
    pl = state.players[player]
    return evolve(state.with_player(player, track=pl.track + spaces, arrival=clock), clock=clock)


def place(pl: Player, palace: int, tile: Tile, slot: int | None = None) -> tuple[Player, Tile | None]:
    """Put a tile in a palace (1-based); with ``slot`` it replaces the person there, who is returned."""
    palaces = list(pl.palaces)
    persons = list(palaces[palace - 1].persons)
    out = None
    if slot is None:
        persons.append(tile)
    else:
        out = persons[slot - 1]
        persons[slot - 1] = tile
    palaces[palace - 1] = evolve(palaces[palace - 1], persons=tuple(persons))
    return evolve(pl, palaces=tuple(palaces)), out


def remove_person(pl: Player, palace: int, slot: int) -> tuple[Player, Tile]:
    palaces = list(pl.palaces)
    persons = list(palaces[palace - 1].persons)
    tile = persons.pop(slot - 1)
    palaces[palace - 1] = evolve(palaces[palace - 1], persons=tuple(persons))
    return evolve(pl, palaces=tuple(palaces), released=pl.released + 1), tile


def pop_task(state: YearOfTheDragonState, palace: int | None = None) -> YearOfTheDragonState:
    task = state.pending[0]
    rest = state.pending[1:]
    if task.count > 1:
        used = task.used + ((palace,) if palace is not None and task.distinct else ())
        rest = (evolve(task, count=task.count - 1, used=used), *rest)
    return evolve(state, pending=rest)


def release_pool(state: YearOfTheDragonState, task: Obligation) -> list[tuple[int, int]]:
    """The (palace, place) of every person a release task may take (a Drought's one per palace: not from a
    palace it has already taken from)."""
    pl = state.players[task.player]
    palaces = task.palaces or tuple(range(1, len(pl.palaces) + 1))
    return [(i, s) for i in palaces if not (task.distinct and i in task.used)
            for s in range(len(pl.palaces[i - 1].persons), 0, -1)]


def must_all_go(state: YearOfTheDragonState, task: Obligation) -> bool:
    """A release task that takes every person it concerns: nothing to choose."""
    pool = release_pool(state, task)
    return bool(pool) and task.count >= len(pool)


def owe(state: YearOfTheDragonState, ev: Events, task: Obligation, front: bool = False) -> YearOfTheDragonState:
    """Add a task (a release asks no more than there are persons to release; with nobody to release, none).

    A task nobody can choose is still queued: the rules carry it out in its turn (``effects.settle``), after the
    choices of the players before it (releases go in person-track order, yotd.events.release-order)."""
    if task.kind == "release":
        pool = release_pool(state, task)
        most = len({i for i, _ in pool}) if task.distinct else len(pool)
        count = min(task.count, most)
        if count == 0:
            ev.append(event("yotd:ev.nobody-to-release", cause_clauses(state, task), task.player))
            return state
        task = evolve(task, count=count)
    pending = (task, *state.pending) if front else (*state.pending, task)
    return evolve(state, pending=pending)


def release(state: YearOfTheDragonState, player: int, palace: int, slot: int, cause: str, ev: Events) -> YearOfTheDragonState:
    clauses = cause_clauses(state, Obligation(player, "release", 1, cause))
    pl, tile = remove_person(state.players[player], palace, slot)
    ev.append(event(tile_code("yotd:ev.release", tile[0]), (*clauses, "yotd.person.released.removed",
                                                           "yotd.person.no-step-back"), player,
                    palace=palace, **tile_params(*tile)))
    return evolve(state, players=replace_player(state.players, player, pl))


def replace_player(players: tuple[Player, ...], player: int, pl: Player) -> tuple[Player, ...]:
    return (*players[:player], pl, *players[player + 1:])


def gain(state: YearOfTheDragonState, player: int, ev: Events, **amounts: int) -> YearOfTheDragonState:
    pl = state.players[player]
    return state.with_player(player, **{k: getattr(pl, k) + v for k, v in amounts.items()})


def tidy(state: YearOfTheDragonState) -> YearOfTheDragonState:
    """Palaces left with no floor (after an Earthquake) are gone."""
    for player, pl in enumerate(state.players):
        if any(pal.floors <= 0 for pal in pl.palaces):
            state = state.with_player(player, palaces=tuple(pal for pal in pl.palaces if pal.floors > 0))
    return state
