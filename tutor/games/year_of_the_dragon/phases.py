"""What the rules do on their own until the next decision: the start of each phase, then the event phase's
stages (the month's event, the Great Wall check, the Super Event, decay and month scoring), and the final scoring.

Every change is reported as an event that cites its clause(s).
"""

from __future__ import annotations

from collections.abc import Callable

from tutor.core.evolve import evolve
from tutor.core.verdict import event
from tutor.games.year_of_the_dragon.components import COMPONENTS
from tutor.games.year_of_the_dragon.edits import Events, gain, owe, tidy
from tutor.games.year_of_the_dragon.rules import cause_clauses
from tutor.games.year_of_the_dragon.scoring import add_points, final_score, monk_points, month_score, score_clauses
from tutor.games.year_of_the_dragon.state import Obligation, YearOfTheDragonState, track_order

FESTIVAL_POINTS = (6, 3)
EVENT_CLAUSES = {
    "peace": ("yotd.events.peace.effect",),
    "tribute": ("yotd.events.tribute.pay",), "drought": ("yotd.events.drought.pay",),
    "festival": ("yotd.events.festival.scoring",), "mongols": ("yotd.events.mongols.score",),
    "contagion": ("yotd.events.contagion.release",),
}


def advance(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    """Run every automatic step until a player must decide (or the game is over)."""
    while not state.pending:
        state = tidy(state)
        if state.phase in ("draft", "action", "person") and state.turn < len(state.order):
            return state
        if state.phase == "draft":
            state = start_action(state, 1, ev)
        elif state.phase == "action":
            state = start_person(state, ev) if state.month < 12 else start_event(state, ev)
        elif state.phase == "person":
            state = start_event(state, ev)
        elif state.phase == "event":
            state = STAGES[state.stage](state, ev)
        else:
            return state
    return state


def start_action(state: YearOfTheDragonState, month: int, ev: Events) -> YearOfTheDragonState:
    cards = list(COMPONENTS.actions) + ([COMPONENTS.wall_action] if state.great_wall else [])
    shuffled, rng = state.rng.shuffle(cards)
    sizes = (COMPONENTS.groups_with_wall if state.great_wall else COMPONENTS.groups)[state.n]
    groups, at = [], 0
    for size in sizes:
        groups.append(tuple(shuffled[at:at + size]))
        at += size
    order = track_order(state.players)
    ev.append(event("yotd:ev.month", ("yotd.play.rounds", "yotd.play.phases", "yotd.scoring.round-over"), None,
                    month=month,
                    event=f"event.{state.event_row[month - 1]}"))
    ev.append(event("yotd:ev.groups", ("yotd.actions.shuffle", "yotd.actions.groups", "yotd.actions.groups.even",
                                      "yotd.actions.groups.reveal", "yotd.actions.cleanup"), None,
                    groups=len(groups)))
    return evolve(state, month=month, phase="action", rng=rng, groups=tuple(groups),
                   dragons=tuple(() for _ in groups), order=order, turn=0, stage="")


def start_person(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    order = track_order(state.players)
    skip = tuple(player for player in order if not state.players[player].cards)
    tornado = ("yotd_bga.super-events.tornado",) if state.super_event == "tornado" and state.month > 7 else ()
    for player in skip:
        ev.append(event("yotd:ev.no-cards", ("yotd.person.play-card", *tornado), player))  # (month 12 has no person phase)
    return evolve(state, phase="person", order=tuple(player for player in order if player not in skip), turn=0)


def start_event(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    if state.month == 12:
        ev.append(event("yotd:ev.no-person-phase", "yotd.person.month-12", None))
    return evolve(state, phase="event", stage="event", order=(), turn=0, groups=(), dragons=())


def _stage_event(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    name = state.event_row[state.month - 1]
    state = evolve(state, stage="wall")
    return run_event(state, name, ev)


def run_event(state: YearOfTheDragonState, name: str, ev: Events) -> YearOfTheDragonState:
    first_two = ("yotd.events.first-two-peace",) if name == "peace" and state.month <= 2 else ()
    ev.append(event("yotd:ev.event", ("yotd.events.monthly", "yotd.events.order", *EVENT_CLAUSES[name], *first_two),
                    None, event=f"event.{name}", month=state.month))
    order = track_order(state.players)
    if name == "tribute":
        shortfall = {}
        for player in order:
            pay = min(4, state.players[player].yuan)
            shortfall[player] = 4 - pay
            state = gain(state, player, ev, yuan=-pay)
            code = "yotd:ev.tribute" if pay < 4 else "yotd:ev.tribute-paid"  # a full payment is short of nothing
            ev.append(event(code, ("yotd.events.tribute.pay", "yotd.events.tribute.tax-collectors"), player,
                            paid=pay, short=4 - pay))
        for player in order:
            if shortfall[player]:
                state = owe(state, ev, Obligation(player, "release", shortfall[player], "tribute"))
    elif name == "drought":
        for player in order:
            pl = state.players[player]
            inhabited = sum(1 for pal in pl.palaces if pal.persons)
            pay = min(pl.rice, inhabited)
            state = gain(state, player, ev, rice=-pay)
            ev.append(event("yotd:ev.drought", ("yotd.events.drought.pay", "yotd.events.drought.farmers"), player,
                            paid=pay, short=inhabited - pay))
            if inhabited - pay:
                state = owe(state, ev, Obligation(player, "release", inhabited - pay, "drought", distinct=True))
    elif name == "festival":
        state = _festival(state, ev)
    elif name == "mongols":
        helmets = [state.players[player].symbols("warrior") for player in range(state.n)]
        for player in order:
            state = add_points(state, player, helmets[player], "yotd.events.mongols.score")
            ev.append(event("yotd:ev.mongols", "yotd.events.mongols.score", player, helmets=helmets[player],
                            points=helmets[player]))
        fewest = min(helmets)
        losers = [player for player in order if helmets[player] == fewest]
        cause = "mongols_tied" if len(losers) == state.n else "mongols"
        for player in losers:
            clauses = cause_clauses(state, Obligation(player, "release", 1, cause))
            ev.append(event("yotd:ev.fewest-helmets", (*clauses, "yotd.events.release-order"), player, helmets=fewest))
            state = owe(state, ev, Obligation(player, "release", 1, cause))
    elif name == "contagion":
        for player in order:
            mortars = state.players[player].symbols("healer")
            lose = max(0, 3 - mortars)
            ev.append(event("yotd:ev.contagion", ("yotd.events.contagion.release", "yotd.events.contagion.healers"),
                            player, mortars=mortars, lose=lose))
            if lose:
                state = owe(state, ev, Obligation(player, "release", lose, "contagion"))
    return state


def _festival(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    counts = [pl.fireworks for pl in state.players]
    ranks = sorted({c for c in counts if c > 0}, reverse=True)[: len(FESTIVAL_POINTS)]
    for player in track_order(state.players):
        n = counts[player]
        if n <= 0:
            ev.append(event("yotd:ev.festival-none", ("yotd.events.festival.no-fireworks",), player))
            continue
        if n not in ranks:
            ev.append(event("yotd:ev.festival-miss", ("yotd.events.festival.scoring",
                                                      "yotd.events.festival.pyrotechnists"), player, fireworks=n))
            continue
        rank = ranks.index(n)
        points = FESTIVAL_POINTS[rank]
        back = (n + 1) // 2
        state = add_points(gain(state, player, ev, fireworks=-back), player, points, "yotd.events.festival.scoring")
        tied = counts.count(n) > 1
        clauses = ("yotd.events.festival.scoring", "yotd.events.festival.return-half",
                   "yotd.events.festival.pyrotechnists") + (
            ("yotd.events.festival.ties",) if tied or rank == 1 else ())
        ev.append(event("yotd:ev.festival", clauses, player, fireworks=n, rank=rank + 1, points=points, back=back))
    return state


def _stage_super(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    """The Super Event: after the month's event (and its Great Wall check), before the month's scoring."""
    state = evolve(state, stage="decay")
    if state.month != 7 or not state.super_event:
        return state
    name = state.super_event
    clause = SUPER_CLAUSE[name]
    if state.super_hidden:  # kept hidden until now (yotd_bga.super-events.options)
        state = evolve(state, super_hidden=False)
        ev.append(event("yotd:ev.super-revealed", ("yotd_bga.super-events.options",), None, event=f"super.{name}"))
    ev.append(event("yotd:ev.super", (clause, "yotd_bga.super-events.timing"), None, event=f"super.{name}"))
    run = _SUPER_EVENTS.get(name)
    return run(state, track_order(state.players), clause, ev) if run is not None else state


# -- the Super Events: (state, players in track order, clause, events) -> state ------------------------


def _lantern_festival(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        pts = 2 * len(state.players[player].persons)
        state = add_points(state, player, pts, clause)
        ev.append(event("yotd:ev.lantern", clause, player, points=pts))
    return state


def _buddha(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        pts = monk_points(state.players[player])
        state = add_points(state, player, pts, clause)
        ev.append(event("yotd:ev.buddha", clause, player, points=pts))
    return state


def _earthquake(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        floors = sum(pal.floors for pal in state.players[player].palaces)
        if floors:
            state = owe(state, ev, Obligation(player, "demolish", min(2, floors), "earthquake"))
    return state


def _flood(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        pl = state.players[player]
        half = (pl.yuan + pl.rice + pl.fireworks) // 2
        if half:
            state = owe(state, ev, Obligation(player, "discard", half, "flood"))
    return state


def _solar_eclipse(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    state = run_event(state, state.event_row[6], ev)
    if state.great_wall and state.event_row[6] == "mongols":  # our reading: the wall is checked twice a game
        ev.append(event("yotd:ev.eclipse-no-wall",
                        ("yotd_bga.super-events.solar-eclipse", "yotd_bga.great-wall.scoring.mongol.complete",
                         "yotd_bga.great-wall.scoring.mongol.incomplete"), None))
    return state


def _volcano(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    players = list(state.players)
    for rank, player in enumerate(reversed(order)):
        players[player] = evolve(players[player], track=0, arrival=state.clock + rank + 1)
    state = evolve(state, players=tuple(players), clock=state.clock + len(order))
    ev.append(event("yotd:ev.volcano", clause, None))
    return state


def _tornado(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        n = min(2, len(state.players[player].cards))
        if n:
            state = owe(state, ev, Obligation(player, "discard_card", n, "tornado"))
    return state


def _sunrise(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    state = evolve(state, sunrise_taken=())
    for player in order:
        state = owe(state, ev, Obligation(player, "sunrise", 1, "sunrise"))
    return state


def _assassination(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        state = state.with_player(player, small=0, large=0)
    ev.append(event("yotd:ev.assassination", clause, None))
    return state


def _charter(state: YearOfTheDragonState, order: tuple[int, ...], clause: str, ev: Events) -> YearOfTheDragonState:
    for player in order:
        if state.players[player].persons:
            state = owe(state, ev, Obligation(player, "charter", 1, "charter"))
    return state


_SUPER_EVENTS: dict[str, Callable[[YearOfTheDragonState, tuple[int, ...], str, Events], YearOfTheDragonState]] = {
    "lantern_festival": _lantern_festival, "buddha": _buddha, "earthquake": _earthquake, "flood": _flood,
    "solar_eclipse": _solar_eclipse, "volcano": _volcano, "tornado": _tornado, "sunrise": _sunrise,
    "assassination": _assassination, "charter": _charter,
}


SUPER_CLAUSE = {
    "lantern_festival": "yotd_bga.super-events.lantern-festival", "buddha": "yotd_bga.super-events.buddha",
    "earthquake": "yotd_bga.super-events.earthquake", "flood": "yotd_bga.super-events.flood",
    "solar_eclipse": "yotd_bga.super-events.solar-eclipse", "volcano": "yotd_bga.super-events.volcanic-eruption",
    "tornado": "yotd_bga.super-events.tornado", "sunrise": "yotd_bga.super-events.sunrise",
    "assassination": "yotd_bga.super-events.assassination-attempt", "charter": "yotd_bga.super-events.charter",
}


def _stage_wall(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    """The Great Wall check belongs to the Mongol Invasion event: right after it (and its releases)."""
    state = evolve(state, stage="super")
    if not state.great_wall or state.event_row[state.month - 1] != "mongols":
        return state
    return _wall_check(state, built_to=state.month, final=False, ev=ev)


def _wall_check(state: YearOfTheDragonState, built_to: int, final: bool, ev: Events) -> YearOfTheDragonState:
    counts = [state.wall.count(player) for player in range(state.n)]
    kind = "final" if final else "mongol"
    if len(state.wall) >= built_to:
        clause = f"yotd_bga.great-wall.scoring.{kind}.complete"
        for player in track_order(state.players):
            if counts[player]:
                state = add_points(state, player, counts[player], clause)
                ev.append(event("yotd:ev.wall-points", clause, player, tiles=counts[player], points=counts[player]))
        return state
    clause = f"yotd_bga.great-wall.scoring.{kind}.incomplete"
    fewest = min(counts)
    for player in track_order(state.players):
        if counts[player] == fewest:
            ev.append(event("yotd:ev.wall-short", clause, player, built=len(state.wall), needed=built_to, tiles=fewest))
            state = owe(state, ev, Obligation(player, "release", 1, "wall_final" if final else "wall"))
    return state


def _stage_decay(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    for player in track_order(state.players):
        pl = state.players[player]
        palaces = []
        for i, pal in enumerate(pl.palaces, 1):
            if pal.persons:
                palaces.append(pal)
                continue
            if pal.floors == 1:
                ev.append(event("yotd:ev.vanish", ("yotd.decay.check", "yotd.decay.lose-floor", "yotd.decay.vanish"),
                                player, palace=i))
            else:
                ev.append(event("yotd:ev.decay", ("yotd.decay.check", "yotd.decay.lose-floor"), player, palace=i,
                                floors=pal.floors - 1))
            if pal.floors > 1:
                palaces.append(evolve(pal, floors=pal.floors - 1))
        state = state.with_player(player, palaces=tuple(palaces))
    for player in track_order(state.players):
        for code, clause, points in month_score(state.players[player]):
            state = add_points(state, player, points, clause)
            ev.append(event(code.replace("yotd:score.", "yotd:ev.score."),  # the event names its player
                            ("yotd.scoring.month", clause), player, points=points))
    if state.month == 12:
        return evolve(state, stage="final_wall")
    return start_action(state, state.month + 1, ev)


def _stage_final_wall(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    state = evolve(state, stage="final")
    if not state.great_wall:
        return state
    return _wall_check(state, built_to=COMPONENTS.wall_length, final=True, ev=ev)


def _stage_final(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    lines = []
    for player in track_order(state.players):
        for code, clause, points in final_score(state.players[player]):
            state = add_points(state, player, points, clause)
            lines.append((player, code, points))
            ev.append(event(code, ("yotd.final.scoring", *score_clauses(clause)), player, points=points))
    return evolve(state, phase="over", stage="", final=tuple(lines))


STAGES = {"event": _stage_event, "super": _stage_super, "wall": _stage_wall, "decay": _stage_decay,
          "final_wall": _stage_final_wall, "final": _stage_final}
