"""The start of a game of In the Year of the Dragon: the spec with its options, the starting state, and the
setup the rules prescribe as cited lines."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from tutor.core.game import GameSpec, OptionSpec
from tutor.core.rng import Rng
from tutor.core.verdict import Event, event
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.state import Palace, Player, YearOfTheDragonState
from tutor.text.ui import N_, Names

SUPER_CHOICES = ("off", "random", "hidden", *COMPONENTS.super_events)


def initial_display(players: int) -> tuple[int, ...]:
    young, old, single = COMPONENTS.tiles_per_type[players]
    counts = []
    for kind, age in TILES:
        split = len(COMPONENTS.persons[kind].ages) == 2
        counts.append((young if age == YOUNG else old) if split else single)
    return tuple(counts)


def event_row(rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """Two Peace tiles first, the other ten shuffled with no two identical neighbours."""
    rest = [e for e in COMPONENTS.events if e != "peace" for _ in range(2)]
    while True:
        order, rng = rng.shuffle(rest)
        if all(a != b for a, b in itertools.pairwise(order)):
            return ("peace", "peace", *order), rng


SPEC = GameSpec(
    listed=1,
    name="year_of_the_dragon",
    names=Names(N_("In the Year of the Dragon")),
    aliases=("yotd", "year of the dragon", "im jahr des drachen", "year_of_the_dragon_bga"),
    players=(2, 5), default_players=4, chance=True, hidden_information=False, simultaneous=False,
    domains=("year_of_the_dragon", "year_of_the_dragon_bga"),
    options=(
        OptionSpec("edition", "old", ("old", "new"), N_("Edition (large privilege 6 or 7 yuan)"),
                   ("yotd.actions.privilege.cost", "yotd_bga.actions.privilege")),
        OptionSpec("great_wall", False, (False, True), N_("The Great Wall expansion"),
                   ("yotd_bga.great-wall.setup.components",)),
        OptionSpec("super_events", "off", SUPER_CHOICES, N_("Super Events (one on month 7)"),
                   ("yotd_bga.super-events.setup.place", "yotd_bga.super-events.options")),
    ),
)


def new(players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> YearOfTheDragonState:
    """The state at the start of a game: the event row, the display and each player's pieces."""
    opts = SPEC.resolve_options(options)
    rng = Rng.seeded(seed)
    row, rng = event_row(rng)
    chosen = str(opts["super_events"])
    hidden = chosen == "hidden"  # drawn at random, revealed when it takes place (yotd_bga.super-events.options)
    if chosen in ("random", "hidden"):
        chosen, rng = rng.choice(COMPONENTS.super_events)
    cards = tuple(sorted(PERSON_TYPES)) + ("joker",) * COMPONENTS.jokers
    start = Player(yuan=COMPONENTS.start_yuan, palaces=tuple(Palace(f) for f in COMPONENTS.start_palaces), cards=cards,
                   walls=COMPONENTS.wall_tiles if opts["great_wall"] else ())
    return YearOfTheDragonState(
        players=(start,) * players, month=0, phase="draft", order=tuple(range(players)), turn=0,
        event_row=row, display=initial_display(players), rng=rng, edition=str(opts["edition"]),
        great_wall=bool(opts["great_wall"]), super_event="" if chosen == "off" else chosen,
        super_hidden=hidden,
    )


def setup_report(state: YearOfTheDragonState) -> tuple[Event, ...]:
    """The setup the rules prescribe, as cited lines (a lesson shows them)."""
    young, old, single = COMPONENTS.tiles_per_type[state.n]
    report = [
        event("yotd:ev.setup-events", ("yotd.setup.events.peace", "yotd.setup.events.shuffle",
                                       "yotd.setup.events.no-adjacent"), None),
        event("yotd:ev.setup-tiles", ("yotd.setup.persons.five-players", "yotd.setup.persons.fewer-players",
                                      "yotd.setup.persons.counts", "yotd.setup.persons.split-types",
                                      "yotd.setup.persons.young-old"), None,
              players=state.n, split_young=young, split_old=old, single=single),
        event("yotd:ev.setup-players", ("yotd.setup.palaces", "yotd.setup.yuan", "yotd.setup.player-pieces",
                                        "yotd.setup.player-pieces.person-cards",
                                        "yotd.setup.action-cards", "yotd.setup.start.oldest-first",
                                        "yotd.setup.start.clockwise"), None, yuan=COMPONENTS.start_yuan),
    ]
    if state.great_wall:
        report.append(event("yotd:ev.setup-wall", ("yotd_bga.great-wall.setup.wall-tiles",
                                                   "yotd_bga.great-wall.setup.action-tiles",
                                                   "yotd_bga.great-wall.setup.selectable",
                                                   "yotd_bga.great-wall.setup.no-other-changes"), None))
    if state.super_hidden:
        report.append(event("yotd:ev.setup-super-hidden", ("yotd_bga.super-events.setup.shuffle",
                                                           "yotd_bga.super-events.setup.place",
                                                           "yotd_bga.super-events.options"), None))
    elif state.super_event:
        report.append(event("yotd:ev.setup-super", ("yotd_bga.super-events.setup.shuffle",
                                                    "yotd_bga.super-events.setup.place",
                                                    "yotd_bga.super-events.setup.unused",
                                                    "yotd_bga.super-events.options"), None,
                            event=f"super.{state.super_event}"))
    return tuple(report)
