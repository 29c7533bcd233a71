"""Plausibility for In the Year of the Dragon: what every real game keeps, beside ``validate_state``'s ranges.

``implausible(state)`` lists how a position departs from every game the rules can reach (``tutor.core.plausible``):
a person marker behind the persons held, a hand that does not match the months played, more persons than cards
played, an action display that is not the month's cards, dragons of players who have not acted, points short of
the months scored, wall tiles or privileges beyond the actions taken, an event row the setup never lays out.
"""

from __future__ import annotations

from tutor.core.plausible import Implausible
from tutor.games.year_of_the_dragon.components import COMPONENTS
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState, track_order

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
