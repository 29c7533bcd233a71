"""``resolve``: what a legal move does, then everything the rules do on their own until the next decision.

Every change is reported as an event that cites its clause(s).
"""

from __future__ import annotations

from tutor.core.evolve import evolve
from tutor.core.moves import Move
from tutor.core.verdict import Event, event
from tutor.games.year_of_the_dragon.data import TILES, YOUNG, C
from tutor.games.year_of_the_dragon.rules import (
    CAUSE_CLAUSES,
    GAIN_CLAUSES,
    PRIVILEGE_CLAUSES,
    cause_clauses,
    large_cost,
    own_task,
    tile_code,
    tile_params,
)
from tutor.games.year_of_the_dragon.state import Obligation, Palace, Player, Tile, YotdState, track_order

Events = list[Event]
FESTIVAL_POINTS = (6, 3)
# Clauses a score cites besides the one it is booked under: the rest of the rule its message states.
SCORE_ALSO = {
    "yotd.final.money.points": ("yotd.final.money",),  # rice and fireworks are first sold for 2 yuan each
    "yotd_bga.great-wall.action.reward": ("yotd_bga.great-wall.action.rewards-list",),  # the tile's amount
}
EVENT_CLAUSES = {
    "peace": ("yotd.events.peace.effect",),
    "tribute": ("yotd.events.tribute.pay",), "drought": ("yotd.events.drought.pay",),
    "festival": ("yotd.events.festival.scoring",), "mongols": ("yotd.events.mongols.score",),
    "contagion": ("yotd.events.contagion.release",),
}


# -- small helpers ---------------------------------------------------------------------------------

def take_tile(state: YotdState, tile: Tile) -> YotdState:
    display = list(state.display)
    display[TILES.index(tile)] -= 1
    return evolve(state, display=tuple(display))


def move_marker(state: YotdState, p: int, spaces: int) -> YotdState:
    """Advance a person marker; it lands on top of any marker already there."""
    clock = state.clock + 1
    player = state.players[p]
    return evolve(state.with_player(p, track=player.track + spaces, arrival=clock), clock=clock)


def place(player: Player, palace: int, tile: Tile, slot: int | None = None) -> tuple[Player, Tile | None]:
    """Put a tile in a palace (1-based); with ``slot`` it replaces the person there, who is returned."""
    palaces = list(player.palaces)
    persons = list(palaces[palace - 1].persons)
    out = None
    if slot is None:
        persons.append(tile)
    else:
        out = persons[slot - 1]
        persons[slot - 1] = tile
    palaces[palace - 1] = evolve(palaces[palace - 1], persons=tuple(persons))
    return evolve(player, palaces=tuple(palaces)), out


def remove_person(player: Player, palace: int, slot: int) -> tuple[Player, Tile]:
    palaces = list(player.palaces)
    persons = list(palaces[palace - 1].persons)
    tile = persons.pop(slot - 1)
    palaces[palace - 1] = evolve(palaces[palace - 1], persons=tuple(persons))
    return evolve(player, palaces=tuple(palaces), released=player.released + 1), tile


def pop_task(state: YotdState, palace: int | None = None) -> YotdState:
    task = state.pending[0]
    rest = state.pending[1:]
    if task.count > 1:
        used = task.used + ((palace,) if palace is not None and task.distinct else ())
        rest = (evolve(task, count=task.count - 1, used=used), *rest)
    return evolve(state, pending=rest)


def owe(state: YotdState, ev: Events, task: Obligation, front: bool = False) -> YotdState:
    """Add a task; a release nobody can choose (no one left, or everyone must go) happens at once."""
    player = state.players[task.player]
    if task.kind == "release":
        if task.palaces:
            pool = [(i, s) for i in task.palaces for s in range(len(player.palaces[i - 1].persons), 0, -1)]
        else:
            pool = [(i, s) for i, pal in enumerate(player.palaces, 1) for s in range(len(pal.persons), 0, -1)]
        most = len({i for i, _ in pool}) if task.distinct else len(pool)
        count = min(task.count, most)
        if count == 0:
            ev.append(event("yotd:ev.nobody-to-release", cause_clauses(state, task), task.player))
            return state
        if count == len(pool):  # every person concerned must go: nothing to choose
            for i, s in sorted(pool, key=lambda x: (-x[0], -x[1])):
                state = release(state, task.player, i, s, task.cause, ev)
            return state
        task = evolve(task, count=count)
    pending = (task, *state.pending) if front else (*state.pending, task)
    return evolve(state, pending=pending)


def release(state: YotdState, p: int, palace: int, slot: int, cause: str, ev: Events) -> YotdState:
    clauses = cause_clauses(state, Obligation(p, "release", 1, cause))
    player, tile = remove_person(state.players[p], palace, slot)
    ev.append(event(tile_code("yotd:ev.release", tile[0]), (*clauses, "yotd.person.released.removed",
                                                           "yotd.person.no-step-back"), p,
                    palace=palace, **tile_params(*tile)))
    return evolve(state, players=_set(state.players, p, player))


def _set(players: tuple[Player, ...], i: int, player: Player) -> tuple[Player, ...]:
    return (*players[:i], player, *players[i + 1:])


def score_clauses(clause: str) -> tuple[str, ...]:
    """The clauses a score booked under ``clause`` cites."""
    return (clause, *SCORE_ALSO.get(clause, ()))


def add_points(state: YotdState, p: int, points: int, clause: str) -> YotdState:
    """Score points, remembering the rule that gave them (the final breakdown cites it)."""
    if not points:
        return state
    player = state.players[p]
    ledger = dict(player.ledger)
    ledger[clause] = ledger.get(clause, 0) + points
    return state.with_player(p, score=player.score + points, ledger=tuple(sorted(ledger.items())))


def gain(state: YotdState, p: int, ev: Events, **amounts: int) -> YotdState:
    player = state.players[p]
    return state.with_player(p, **{k: getattr(player, k) + v for k, v in amounts.items()})


# -- moves -----------------------------------------------------------------------------------------

def resolve(state: YotdState, mv: Move) -> tuple[YotdState, tuple[Event, ...]]:
    ev: Events = []
    p = state.current
    assert p is not None
    state = APPLY[mv.kind](state, p, mv, ev)
    state = advance(state, ev)
    return state, tuple(ev)


def _next_turn(state: YotdState) -> YotdState:
    return evolve(state, turn=state.turn + 1)


def _pick(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    first, palace1, second, palace2 = str(mv.args[0]), int(mv.args[1]), str(mv.args[2]), int(mv.args[3])
    player = state.players[p]
    for kind, palace in ((first, palace1), (second, palace2)):
        state = take_tile(state, (kind, YOUNG))
        player, _ = place(player, palace, (kind, YOUNG))
        ev.append(event("yotd:ev.pick", ("yotd.setup.start.young-different", "yotd.setup.start.place-under-palace"), p,
                        type=f"person.{kind}", palace=palace))
    state = evolve(state, players=_set(state.players, p, player),
                    taken_pairs=(*state.taken_pairs, tuple(sorted((first, second)))))
    spaces = C.value(first, YOUNG) + C.value(second, YOUNG)
    state = _advance_marker(state, p, spaces, ("yotd.setup.start.advance", "yotd.setup.start.stacking"), ev)
    return _next_turn(state)


def _advance_marker(state: YotdState, p: int, spaces: int, clauses: tuple[str, ...], ev: Events) -> YotdState:
    below = [q for q in range(state.n) if q != p and state.players[q].track == state.players[p].track + spaces]
    state = move_marker(state, p, spaces)
    ev.append(event("yotd:ev.track", clauses, p, spaces=spaces, track=state.players[p].track))
    if below and spaces:
        ev.append(event("yotd:ev.stack", ("yotd.setup.start.stacking", "yotd_bga.actions.order"), p,
                        track=state.players[p].track))
    return state


def _action(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    group, action = int(mv.args[0]), str(mv.args[1])
    detail = str(mv.args[2]) if len(mv.args) > 2 else ""
    if state.dragons[group - 1]:
        state = gain(state, p, ev, yuan=-3)
        ev.append(event("yotd:ev.fee", "yotd.actions.fee", p, fee=3, group=group))
    dragons = list(state.dragons)
    dragons[group - 1] = (*dragons[group - 1], p)
    state = evolve(state, dragons=tuple(dragons))
    player = state.players[p]
    clause = GAIN_CLAUSES[action]
    if action == "taxes":
        coins = player.symbols("tax_collector")
        state = gain(state, p, ev, yuan=2 + coins)
        ev.append(event("yotd:ev.taxes", clause, p, base=2, extra=coins, total=2 + coins))
    elif action == "build":
        hammers = player.symbols("craftsman")
        ev.append(event("yotd:ev.build", clause, p, base=1, extra=hammers, total=1 + hammers))
        state = owe(state, ev, Obligation(p, "floors", 1 + hammers, "build"))
    elif action == "harvest":
        sacks = player.symbols("farmer")
        state = gain(state, p, ev, rice=1 + sacks)
        ev.append(event("yotd:ev.harvest", clause, p, base=1, extra=sacks, total=1 + sacks))
    elif action == "fireworks":
        rockets = player.symbols("pyrotechnist")
        state = gain(state, p, ev, fireworks=1 + rockets)
        ev.append(event("yotd:ev.fireworks", clause, p, base=1, extra=rockets, total=1 + rockets))
    elif action == "parade":
        helmets = player.symbols("warrior")
        ev.append(event("yotd:ev.parade", clause, p, base=1, extra=helmets, total=1 + helmets))
        state = _advance_marker(state, p, 1 + helmets, (clause,), ev)
    elif action == "research":
        books = player.symbols("scholar")
        state = add_points(state, p, 1 + books, clause)
        ev.append(event("yotd:ev.research", clause, p, base=1, extra=books, total=1 + books))
    elif action == "privilege":
        cost = C.small_cost if detail == "small" else large_cost(state)
        state = gain(state, p, ev, yuan=-cost, **({"small": 1} if detail == "small" else {"large": 1}))
        edition = {} if detail == "small" else {"edition": f"option.edition_{state.edition}"}
        ev.append(event("yotd:ev.privilege-small" if detail == "small" else "yotd:ev.privilege",
                        (*PRIVILEGE_CLAUSES, "yotd.actions.privilege.one-per-action",
                         "yotd.actions.privilege.any-number"), p, size=f"item.privilege_{detail}", cost=cost, **edition))
    elif action == C.wall_action:
        state = _build_wall(state, p, detail, ev)
    return _next_turn(state)


def _build_wall(state: YotdState, p: int, tile: str, ev: Events) -> YotdState:
    player = state.players[p]
    walls = list(player.walls)
    walls.remove(tile)
    state = evolve(state.with_player(p, walls=tuple(walls)), wall=(*state.wall, p))
    amount = C.wall_rewards[tile]
    clauses = ("yotd_bga.great-wall.action.reward", "yotd_bga.great-wall.action.rewards-list",
               "yotd_bga.great-wall.action.build-wall")
    ev.append(event("yotd:ev.wall", clauses, p, tile=f"wall.{tile}", amount=amount, built=len(state.wall)))
    if tile == "person_track":
        return _advance_marker(state, p, amount, clauses, ev)
    if tile == "floor":
        return owe(state, ev, Obligation(p, "floors", amount, "wall_floor"))
    if tile == "points":
        return add_points(state, p, amount, "yotd_bga.great-wall.action.reward")
    field = {"rice": "rice", "yuan": "yuan", "firework": "fireworks"}[tile]
    return gain(state, p, ev, **{field: amount})


def _topup(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    have = state.players[p].yuan
    gained = max(0, 3 - have)
    ev.append(event("yotd:ev.topup" if gained else "yotd:ev.topup-none",
                    ("yotd.actions.top-up", "yotd.actions.top-up.not-three"), p, total=have + gained,
                    **({"gain": gained} if gained else {})))
    return _next_turn(gain(state, p, ev, yuan=gained))


def _floor(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    player = state.players[p]
    cause = state.pending[0].cause
    palaces: list[Palace] = list(player.palaces)
    if mv.args[0] == "new":
        palaces.append(Palace(1))
        ev.append(event("yotd:ev.new-palace", CAUSE_CLAUSES[cause], p, palace=len(palaces)))
    else:
        index = int(mv.args[0])
        palaces[index - 1] = evolve(palaces[index - 1], floors=palaces[index - 1].floors + 1)
        ev.append(event("yotd:ev.floor", CAUSE_CLAUSES[cause], p, palace=index, floors=palaces[index - 1].floors))
    return pop_task(state.with_player(p, palaces=tuple(palaces)))


def _person(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    kind, age = str(mv.args[0]), str(mv.args[1])
    tile = (kind, age)
    task = own_task(state, p)
    sunrise = task is not None and task.kind == "sunrise"
    player = state.players[p]
    if sunrise:
        state = evolve(state, sunrise_taken=(*state.sunrise_taken, kind))
        clauses: tuple[str, ...] = ("yotd_bga.super-events.sunrise",)
    else:
        card = "joker" if mv.args[-1] == "joker" else kind
        cards = list(player.cards)
        cards.remove(card)
        player = evolve(player, cards=tuple(cards))
        clauses = ("yotd.person.play-card", "yotd.person.joker") if card == "joker" else ("yotd.person.play-card",)
    state = take_tile(state, tile)
    if mv.kind == "dismiss":
        player = evolve(player, released=player.released + 1)
        state = evolve(state, players=_set(state.players, p, player))
        ev.append(event(tile_code("yotd:ev.dismiss", kind),
                        (*clauses, "yotd.person.release-new", "yotd.person.release-new.no-advance"), p,
                        **tile_params(kind, age)))
    else:
        palace = int(mv.args[2])
        slot = int(mv.args[3]) if mv.kind == "replace" else None
        player, out = place(player, palace, tile, slot)
        if out is not None:
            player = evolve(player, released=player.released + 1)
        state = evolve(state, players=_set(state.players, p, player))
        ev.append(event(tile_code("yotd:ev.recruit", kind), (*clauses, "yotd.person.take-tile",
                                                            "yotd.person.no-immediate-income",
                                                            "yotd.person.income-via-actions"), p,
                        palace=palace, **tile_params(kind, age)))
        if out is not None:
            ev.append(event(tile_code("yotd:ev.replace", out[0]), ("yotd.person.full-palaces", "yotd.person.released",
                                                                   "yotd.person.released.removed"), p,
                            palace=palace, **tile_params(*out)))
        state = _advance_marker(state, p, C.value(kind, age), ("yotd.person.advance",), ev)
    return pop_task(state) if sunrise else _next_turn(state)


def _forfeit(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    card = str(mv.args[0])
    cards = list(state.players[p].cards)
    cards.remove(card)
    ev.append(event("yotd:ev.forfeit", ("yotd.person.sold-out",), p,
                    type="item.joker" if card == "joker" else f"person.{card}"))
    return _next_turn(state.with_player(p, cards=tuple(cards)))


def _release(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    palace, slot = int(mv.args[0]), int(mv.args[1])
    cause = state.pending[0].cause
    state = release(state, p, palace, slot, cause, ev)
    return pop_task(state, palace)


def _demolish(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    index = int(mv.args[0])
    if len(mv.args) > 1:  # the palace was full: the chosen person leaves with the floor
        state = release(state, p, index, int(mv.args[1]), "earthquake", ev)
    palaces = list(state.players[p].palaces)
    palace = evolve(palaces[index - 1], floors=palaces[index - 1].floors - 1)
    palaces[index - 1] = palace
    ev.append(event("yotd:ev.demolish", "yotd_bga.super-events.earthquake", p, palace=index, floors=palace.floors))
    return _tidy(pop_task(state.with_player(p, palaces=tuple(palaces))))


def _discard(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    good = str(mv.args[0])
    field = {"yuan": "yuan", "rice": "rice", "firework": "fireworks"}[good]
    ev.append(event("yotd:ev.discard", "yotd_bga.super-events.flood", p, good=f"item.{good}"))
    return pop_task(gain(state, p, ev, **{field: -1}))


def _drop(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    card = str(mv.args[0])
    cards = list(state.players[p].cards)
    cards.remove(card)
    ev.append(event("yotd:ev.drop", "yotd_bga.super-events.tornado", p,
                    type="item.joker" if card == "joker" else f"person.{card}"))
    return pop_task(state.with_player(p, cards=tuple(cards)))


CHARTER_GAINS = {"farmer": "rice", "tax_collector": "yuan", "pyrotechnist": "fireworks", "scholar": "score",
                 "court_lady": "score"}


def _charter(state: YotdState, p: int, mv: Move, ev: Events) -> YotdState:
    index, slot = int(mv.args[0]), int(mv.args[1])
    player = state.players[p]
    palace = player.palaces[index - 1]
    kind, age = palace.persons[slot - 1]
    symbols = C.symbols(kind, age)
    clause = "yotd_bga.super-events.charter"
    state = pop_task(state)
    if kind == "monk":
        points = symbols * palace.floors
        state = add_points(state, p, points, clause)
        ev.append(event("yotd:ev.charter", clause, p, type=f"person.{kind}", amount=points))
    elif CHARTER_GAINS.get(kind) == "score":
        state = add_points(state, p, symbols, clause)
        ev.append(event("yotd:ev.charter", clause, p, type=f"person.{kind}", amount=symbols))
    elif kind in CHARTER_GAINS:
        state = gain(state, p, ev, **{CHARTER_GAINS[kind]: symbols})
        ev.append(event("yotd:ev.charter", clause, p, type=f"person.{kind}", amount=symbols))
    elif kind == "warrior":
        ev.append(event("yotd:ev.charter", clause, p, type=f"person.{kind}", amount=symbols))
        state = _advance_marker(state, p, symbols, (clause,), ev)
    elif kind == "craftsman":
        ev.append(event("yotd:ev.charter", clause, p, type=f"person.{kind}", amount=symbols))
        state = owe(state, ev, Obligation(p, "floors", symbols, "charter_floor"), front=True)
    else:  # healers protect against contagion only: nothing to gain now
        ev.append(event("yotd:ev.charter", clause, p, type=f"person.{kind}", amount=0))
    return state


APPLY = {
    "pick": _pick, "action": _action, "topup": _topup, "floor": _floor, "recruit": _person, "replace": _person,
    "dismiss": _person, "forfeit": _forfeit, "release": _release, "demolish": _demolish, "discard": _discard,
    "drop": _drop, "charter": _charter,
}


# -- what the rules do on their own ------------------------------------------------------------------

def advance(state: YotdState, ev: Events) -> YotdState:
    """Run every automatic step until a player must decide (or the game is over)."""
    while not state.pending:
        state = _tidy(state)
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


def _tidy(state: YotdState) -> YotdState:
    """Palaces left with no floor (after an Earthquake) are gone."""
    for p, player in enumerate(state.players):
        if any(pal.floors <= 0 for pal in player.palaces):
            state = state.with_player(p, palaces=tuple(pal for pal in player.palaces if pal.floors > 0))
    return state


def start_action(state: YotdState, month: int, ev: Events) -> YotdState:
    cards = list(C.actions) + ([C.wall_action] if state.great_wall else [])
    shuffled, rng = state.rng.shuffle(cards)
    sizes = (C.groups_with_wall if state.great_wall else C.groups)[state.n]
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


def start_person(state: YotdState, ev: Events) -> YotdState:
    order = track_order(state.players)
    skip = tuple(p for p in order if not state.players[p].cards)
    tornado = ("yotd_bga.super-events.tornado",) if state.super_event == "tornado" and state.month > 7 else ()
    for p in skip:
        ev.append(event("yotd:ev.no-cards", ("yotd.person.play-card", "yotd.person.month-12", *tornado), p))
    return evolve(state, phase="person", order=tuple(p for p in order if p not in skip), turn=0)


def start_event(state: YotdState, ev: Events) -> YotdState:
    if state.month == 12:
        ev.append(event("yotd:ev.no-person-phase", "yotd.person.month-12", None))
    return evolve(state, phase="event", stage="event", order=(), turn=0, groups=(), dragons=())


def _stage_event(state: YotdState, ev: Events) -> YotdState:
    name = state.event_row[state.month - 1]
    state = evolve(state, stage="wall")
    return run_event(state, name, ev)


def run_event(state: YotdState, name: str, ev: Events) -> YotdState:
    first_two = ("yotd.events.first-two-peace",) if name == "peace" and state.month <= 2 else ()
    ev.append(event("yotd:ev.event", ("yotd.events.monthly", "yotd.events.order", *EVENT_CLAUSES[name], *first_two),
                    None, event=f"event.{name}", month=state.month))
    order = track_order(state.players)
    if name == "tribute":
        shortfall = {}
        for p in order:
            pay = min(4, state.players[p].yuan)
            shortfall[p] = 4 - pay
            state = gain(state, p, ev, yuan=-pay)
            ev.append(event("yotd:ev.tribute", ("yotd.events.tribute.pay", "yotd.events.tribute.tax-collectors"), p,
                            paid=pay, short=4 - pay))
        for p in order:
            if shortfall[p]:
                state = owe(state, ev, Obligation(p, "release", shortfall[p], "tribute"))
    elif name == "drought":
        for p in order:
            player = state.players[p]
            inhabited = sum(1 for pal in player.palaces if pal.persons)
            pay = min(player.rice, inhabited)
            state = gain(state, p, ev, rice=-pay)
            ev.append(event("yotd:ev.drought", ("yotd.events.drought.pay", "yotd.events.drought.farmers"), p,
                            paid=pay, short=inhabited - pay))
            if inhabited - pay:
                state = owe(state, ev, Obligation(p, "release", inhabited - pay, "drought", distinct=True))
    elif name == "festival":
        state = _festival(state, ev)
    elif name == "mongols":
        helmets = [state.players[p].symbols("warrior") for p in range(state.n)]
        for p in order:
            state = add_points(state, p, helmets[p], "yotd.events.mongols.score")
            ev.append(event("yotd:ev.mongols", "yotd.events.mongols.score", p, helmets=helmets[p], points=helmets[p]))
        fewest = min(helmets)
        losers = [p for p in order if helmets[p] == fewest]
        cause = "mongols_tied" if len(losers) == state.n else "mongols"
        for p in losers:
            clauses = cause_clauses(state, Obligation(p, "release", 1, cause))
            ev.append(event("yotd:ev.fewest-helmets", (*clauses, "yotd.events.release-order"), p, helmets=fewest))
            state = owe(state, ev, Obligation(p, "release", 1, cause))
    elif name == "contagion":
        for p in order:
            mortars = state.players[p].symbols("healer")
            lose = max(0, 3 - mortars)
            ev.append(event("yotd:ev.contagion", ("yotd.events.contagion.release", "yotd.events.contagion.healers"),
                            p, mortars=mortars, lose=lose))
            if lose:
                state = owe(state, ev, Obligation(p, "release", lose, "contagion"))
    return state


def _festival(state: YotdState, ev: Events) -> YotdState:
    counts = [pl.fireworks for pl in state.players]
    ranks = sorted({c for c in counts if c > 0}, reverse=True)[: len(FESTIVAL_POINTS)]
    for p in track_order(state.players):
        n = counts[p]
        if n <= 0:
            ev.append(event("yotd:ev.festival-none", ("yotd.events.festival.no-fireworks",), p))
            continue
        if n not in ranks:
            ev.append(event("yotd:ev.festival-miss", ("yotd.events.festival.scoring",
                                                      "yotd.events.festival.pyrotechnists"), p, fireworks=n))
            continue
        rank = ranks.index(n)
        points = FESTIVAL_POINTS[rank]
        back = (n + 1) // 2
        state = add_points(gain(state, p, ev, fireworks=-back), p, points, "yotd.events.festival.scoring")
        tied = counts.count(n) > 1
        clauses = ("yotd.events.festival.scoring", "yotd.events.festival.return-half",
                   "yotd.events.festival.pyrotechnists") + (
            ("yotd.events.festival.ties",) if tied or rank == 1 else ())
        ev.append(event("yotd:ev.festival", clauses, p, fireworks=n, rank=rank + 1, points=points, back=back))
    return state


def _stage_super(state: YotdState, ev: Events) -> YotdState:
    """The Super Event: after the month's event (and its Great Wall check), before the month's scoring."""
    state = evolve(state, stage="decay")
    if state.month != 7 or not state.super_event:
        return state
    name = state.super_event
    clause = SUPER_CLAUSE[name]
    ev.append(event("yotd:ev.super", (clause, "yotd_bga.super-events.timing"), None, event=f"super.{name}"))
    order = track_order(state.players)
    if name == "lantern_festival":
        for p in order:
            pts = 2 * len(state.players[p].persons)
            state = add_points(state, p, pts, clause)
            ev.append(event("yotd:ev.lantern", clause, p, points=pts))
    elif name == "buddha":
        for p in order:
            pts = monk_points(state.players[p])
            state = add_points(state, p, pts, clause)
            ev.append(event("yotd:ev.buddha", clause, p, points=pts))
    elif name == "earthquake":
        for p in order:
            floors = sum(pal.floors for pal in state.players[p].palaces)
            if floors:
                state = owe(state, ev, Obligation(p, "demolish", min(2, floors), "earthquake"))
    elif name == "flood":
        for p in order:
            pl = state.players[p]
            half = (pl.yuan + pl.rice + pl.fireworks) // 2
            if half:
                state = owe(state, ev, Obligation(p, "discard", half, "flood"))
    elif name == "solar_eclipse":
        state = run_event(state, state.event_row[6], ev)
    elif name == "volcano":
        players = list(state.players)
        for rank, p in enumerate(reversed(order)):
            players[p] = evolve(players[p], track=0, arrival=state.clock + rank + 1)
        state = evolve(state, players=tuple(players), clock=state.clock + len(order))
        ev.append(event("yotd:ev.volcano", clause, None))
    elif name == "tornado":
        for p in order:
            n = min(2, len(state.players[p].cards))
            if n:
                state = owe(state, ev, Obligation(p, "discard_card", n, "tornado"))
    elif name == "sunrise":
        state = evolve(state, sunrise_taken=())
        for p in order:
            state = owe(state, ev, Obligation(p, "sunrise", 1, "sunrise"))
    elif name == "assassination":
        for p in order:
            state = state.with_player(p, small=0, large=0)
        ev.append(event("yotd:ev.assassination", clause, None))
    elif name == "charter":
        for p in order:
            if state.players[p].persons:
                state = owe(state, ev, Obligation(p, "charter", 1, "charter"))
    return state


SUPER_CLAUSE = {
    "lantern_festival": "yotd_bga.super-events.lantern-festival", "buddha": "yotd_bga.super-events.buddha",
    "earthquake": "yotd_bga.super-events.earthquake", "flood": "yotd_bga.super-events.flood",
    "solar_eclipse": "yotd_bga.super-events.solar-eclipse", "volcano": "yotd_bga.super-events.volcanic-eruption",
    "tornado": "yotd_bga.super-events.tornado", "sunrise": "yotd_bga.super-events.sunrise",
    "assassination": "yotd_bga.super-events.assassination-attempt", "charter": "yotd_bga.super-events.charter",
}


def _stage_wall(state: YotdState, ev: Events) -> YotdState:
    """The Great Wall check belongs to the Mongol Invasion event: right after it (and its releases)."""
    state = evolve(state, stage="super")
    if not state.great_wall or state.event_row[state.month - 1] != "mongols":
        return state
    return _wall_check(state, built_to=state.month, final=False, ev=ev)


def _wall_check(state: YotdState, built_to: int, final: bool, ev: Events) -> YotdState:
    counts = [state.wall.count(p) for p in range(state.n)]
    kind = "final" if final else "mongol"
    if len(state.wall) >= built_to:
        clause = f"yotd_bga.great-wall.scoring.{kind}.complete"
        for p in track_order(state.players):
            if counts[p]:
                state = add_points(state, p, counts[p], clause)
                ev.append(event("yotd:ev.wall-points", clause, p, tiles=counts[p], points=counts[p]))
        return state
    clause = f"yotd_bga.great-wall.scoring.{kind}.incomplete"
    fewest = min(counts)
    for p in track_order(state.players):
        if counts[p] == fewest:
            ev.append(event("yotd:ev.wall-short", clause, p, built=len(state.wall), needed=built_to, tiles=fewest))
            state = owe(state, ev, Obligation(p, "release", 1, "wall_final" if final else "wall"))
    return state


def _stage_decay(state: YotdState, ev: Events) -> YotdState:
    for p in track_order(state.players):
        player = state.players[p]
        palaces = []
        for i, pal in enumerate(player.palaces, 1):
            if pal.persons:
                palaces.append(pal)
                continue
            if pal.floors == 1:
                ev.append(event("yotd:ev.vanish", ("yotd.decay.check", "yotd.decay.lose-floor", "yotd.decay.vanish"),
                                p, palace=i))
            else:
                ev.append(event("yotd:ev.decay", ("yotd.decay.check", "yotd.decay.lose-floor"), p, palace=i,
                                floors=pal.floors - 1))
            if pal.floors > 1:
                palaces.append(evolve(pal, floors=pal.floors - 1))
        state = state.with_player(p, palaces=tuple(palaces))
    for p in track_order(state.players):
        for code, clause, points in month_score(state.players[p]):
            state = add_points(state, p, points, clause)
            ev.append(event(code, ("yotd.play.phases.scoring", "yotd.scoring.month", clause), p, points=points))
    if state.month == 12:
        return evolve(state, stage="final_wall")
    return start_action(state, state.month + 1, ev)


def month_score(player: Player) -> list[tuple[str, str, int]]:
    """(code, clause, points) of a player's month scoring: palaces, court ladies' fans, privileges."""
    lines = [("yotd:score.palaces", "yotd.scoring.month.palaces", len(player.palaces)),
             ("yotd:score.court-ladies", "yotd.scoring.month.court-ladies", player.symbols("court_lady")),
             ("yotd:score.privileges", "yotd.scoring.month.privileges",
              player.small * C.small_dragons + player.large * C.large_dragons)]
    return [line for line in lines if line[2]]


def monk_points(player: Player) -> int:
    return sum(C.symbols(t, a) * pal.floors for pal in player.palaces for t, a in pal.persons if t == "monk")


def final_score(player: Player) -> list[tuple[str, str, int]]:
    """(code, clause, points) of a player's final scoring."""
    money = player.yuan + 2 * (player.rice + player.fireworks)
    return [("yotd:final.persons", "yotd.final.persons", 2 * len(player.persons)),
            ("yotd:final.monks", "yotd.final.monks", monk_points(player)),
            ("yotd:final.money", "yotd.final.money.points", money // 3)]


def _stage_final_wall(state: YotdState, ev: Events) -> YotdState:
    state = evolve(state, stage="final")
    if not state.great_wall:
        return state
    return _wall_check(state, built_to=C.wall_length, final=True, ev=ev)


def _stage_final(state: YotdState, ev: Events) -> YotdState:
    lines = []
    for p in track_order(state.players):
        for code, clause, points in final_score(state.players[p]):
            state = add_points(state, p, points, clause)
            lines.append((p, code, points))
            ev.append(event(code, ("yotd.final.scoring", *score_clauses(clause)), p, points=points))
    return evolve(state, phase="over", stage="", final=tuple(lines))


STAGES = {"event": _stage_event, "super": _stage_super, "wall": _stage_wall, "decay": _stage_decay,
          "final_wall": _stage_final_wall, "final": _stage_final}
