"""``resolve``: what a legal move does, then (``phases.advance``) everything the rules do on their own until
the next decision.

Every change is reported as an event that cites its clause(s).
"""

from __future__ import annotations

from tutor.core.evolve import evolve
from tutor.core.moves import Move
from tutor.core.verdict import Event, event
from tutor.games.year_of_the_dragon.components import COMPONENTS, YOUNG
from tutor.games.year_of_the_dragon.edits import (
    Events,
    gain,
    move_marker,
    must_all_go,
    owe,
    place,
    pop_task,
    release,
    release_pool,
    replace_player,
    take_tile,
    tidy,
)
from tutor.games.year_of_the_dragon.listing import legal_moves
from tutor.games.year_of_the_dragon.phases import advance
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
from tutor.games.year_of_the_dragon.scoring import add_points
from tutor.games.year_of_the_dragon.state import Obligation, Palace, YearOfTheDragonState


def resolve(state: YearOfTheDragonState, move: Move) -> tuple[YearOfTheDragonState, tuple[Event, ...]]:
    ev: Events = []
    player = state.current
    assert player is not None
    state = APPLY[move.kind](state, player, move, ev)
    return settle(advance(state, ev), ev), tuple(ev)


def settle(state: YearOfTheDragonState, ev: Events) -> YearOfTheDragonState:
    """Carry out, in their turn, the steps the rules demand that can be done one way only, each told alike
    ("… has only one way to …: the tutor does it for them") before what it does; then on to the next choice."""
    while (forced := forced_move(state)) is not None:
        task = state.pending[0]
        order = ("yotd.events.release-order",) if task.kind == "release" else ()
        ev.append(event("yotd:ev.forced", (*cause_clauses(state, task), *order), task.player, task=f"task.{task.kind}"))
        state = advance(APPLY[forced.kind](state, task.player, forced, ev), ev)
    return state


FORCED_KINDS = ("release", "discard", "discard_card", "demolish", "charter")


def forced_move(state: YearOfTheDragonState) -> Move | None:
    """The only legal move of a step the rules demand (a release, a discard, a drop, a demolition, a Charter).

    The same behaviour in every game: a choice with one option is no choice; the engine makes it and says so.
    """
    if not state.pending or state.pending[0].kind not in FORCED_KINDS:
        return None
    task = state.pending[0]
    if task.kind == "release" and must_all_go(state, task):  # every person concerned goes: the last first
        return Move("release", max(release_pool(state, task)))
    cards = state.players[task.player].cards
    if task.kind == "discard_card" and cards and task.count >= len(cards):  # every card must go
        return Move("drop", (cards[0],))
    moves = legal_moves(state)
    return moves[0] if len(moves) == 1 else None


def _next_turn(state: YearOfTheDragonState) -> YearOfTheDragonState:
    return evolve(state, turn=state.turn + 1)


def _pick(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    first, palace1, second, palace2 = str(mv.args[0]), int(mv.args[1]), str(mv.args[2]), int(mv.args[3])
    pl = state.players[player]
    for kind, palace in ((first, palace1), (second, palace2)):
        state = take_tile(state, (kind, YOUNG))
        pl, _ = place(pl, palace, (kind, YOUNG))
        ev.append(event("yotd:ev.pick", ("yotd.setup.start.young-different", "yotd.setup.start.place-under-palace"), player,
                        type=f"person.{kind}", palace=palace))
    state = evolve(state, players=replace_player(state.players, player, pl),
                    taken_pairs=(*state.taken_pairs, tuple(sorted((first, second)))))
    spaces = COMPONENTS.value(first, YOUNG) + COMPONENTS.value(second, YOUNG)
    state = _advance_marker(state, player, spaces, ("yotd.setup.start.advance", "yotd.setup.start.stacking"), ev)
    return _next_turn(state)


def _advance_marker(state: YearOfTheDragonState, player: int, spaces: int, clauses: tuple[str, ...],
                    ev: Events) -> YearOfTheDragonState:
    below = [q for q in range(state.n) if q != player and state.players[q].track == state.players[player].track + spaces]
    state = move_marker(state, player, spaces)
    ev.append(event("yotd:ev.track", clauses, player, spaces=spaces, track=state.players[player].track))
    if below and spaces:
        ev.append(event("yotd:ev.stack", ("yotd.setup.start.stacking", "yotd_bga.actions.order"), player,
                        track=state.players[player].track))
    return state


def _action(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    group, action = int(mv.args[0]), str(mv.args[1])
    detail = str(mv.args[2]) if len(mv.args) > 2 else ""
    if state.dragons[group - 1]:
        state = gain(state, player, ev, yuan=-3)
        ev.append(event("yotd:ev.fee", "yotd.actions.fee", player, fee=3, group=group))
    dragons = list(state.dragons)
    dragons[group - 1] = (*dragons[group - 1], player)
    state = evolve(state, dragons=tuple(dragons))
    pl = state.players[player]
    clause = GAIN_CLAUSES[action]
    if action == "taxes":
        coins = pl.symbols("tax_collector")
        state = gain(state, player, ev, yuan=2 + coins)
        ev.append(event("yotd:ev.taxes", clause, player, base=2, extra=coins, total=2 + coins))
    elif action == "build":
        hammers = pl.symbols("craftsman")
        ev.append(event("yotd:ev.build", clause, player, base=1, extra=hammers, total=1 + hammers))
        state = owe(state, ev, Obligation(player, "floors", 1 + hammers, "build"))
    elif action == "harvest":
        sacks = pl.symbols("farmer")
        state = gain(state, player, ev, rice=1 + sacks)
        ev.append(event("yotd:ev.harvest", clause, player, base=1, extra=sacks, total=1 + sacks))
    elif action == "fireworks":
        rockets = pl.symbols("pyrotechnist")
        state = gain(state, player, ev, fireworks=1 + rockets)
        ev.append(event("yotd:ev.fireworks", clause, player, base=1, extra=rockets, total=1 + rockets))
    elif action == "parade":
        helmets = pl.symbols("warrior")
        ev.append(event("yotd:ev.parade", clause, player, base=1, extra=helmets, total=1 + helmets))
        state = _advance_marker(state, player, 1 + helmets, (clause,), ev)
    elif action == "research":
        books = pl.symbols("scholar")
        state = add_points(state, player, 1 + books, clause)
        ev.append(event("yotd:ev.research", clause, player, base=1, extra=books, total=1 + books))
    elif action == "privilege":
        cost = COMPONENTS.small_cost if detail == "small" else large_cost(state)
        state = gain(state, player, ev, yuan=-cost, **({"small": 1} if detail == "small" else {"large": 1}))
        edition = {} if detail == "small" else {"edition": f"option.edition_{state.edition}"}
        ev.append(event("yotd:ev.privilege-small" if detail == "small" else "yotd:ev.privilege",
                        (*PRIVILEGE_CLAUSES, "yotd.actions.privilege.one-per-action",
                         "yotd.actions.privilege.any-number"), player, size=f"item.privilege_{detail}", cost=cost, **edition))
    elif action == COMPONENTS.wall_action:
        state = _build_wall(state, player, detail, ev)
    return _next_turn(state)


def _build_wall(state: YearOfTheDragonState, player: int, tile: str, ev: Events) -> YearOfTheDragonState:
    pl = state.players[player]
    walls = list(pl.walls)
    walls.remove(tile)
    state = evolve(state.with_player(player, walls=tuple(walls)), wall=(*state.wall, player))
    amount = COMPONENTS.wall_rewards[tile]
    clauses = ("yotd_bga.great-wall.action.reward", "yotd_bga.great-wall.action.rewards-list",
               "yotd_bga.great-wall.action.build-wall")
    ev.append(event("yotd:ev.wall", clauses, player, tile=f"wall.{tile}", amount=amount, built=len(state.wall)))
    if tile == "person_track":
        return _advance_marker(state, player, amount, clauses, ev)
    if tile == "floor":
        return owe(state, ev, Obligation(player, "floors", amount, "wall_floor"))
    if tile == "points":
        return add_points(state, player, amount, "yotd_bga.great-wall.action.reward")
    field = {"rice": "rice", "yuan": "yuan", "firework": "fireworks"}[tile]
    return gain(state, player, ev, **{field: amount})


def _topup(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    have = state.players[player].yuan
    gained = max(0, 3 - have)
    ev.append(event("yotd:ev.topup" if gained else "yotd:ev.topup-none",
                    ("yotd.actions.top-up", "yotd.actions.top-up.not-three"), player, total=have + gained,
                    **({"gain": gained} if gained else {})))
    return _next_turn(gain(state, player, ev, yuan=gained))


def _floor(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    pl = state.players[player]
    cause = state.pending[0].cause
    palaces: list[Palace] = list(pl.palaces)
    if mv.args[0] == "new":
        palaces.append(Palace(1))
        ev.append(event("yotd:ev.new-palace", CAUSE_CLAUSES[cause], player, palace=len(palaces)))
    else:
        index = int(mv.args[0])
        palaces[index - 1] = evolve(palaces[index - 1], floors=palaces[index - 1].floors + 1)
        ev.append(event("yotd:ev.floor", CAUSE_CLAUSES[cause], player, palace=index, floors=palaces[index - 1].floors))
    return pop_task(state.with_player(player, palaces=tuple(palaces)))


def _person(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    kind, age = str(mv.args[0]), str(mv.args[1])
    tile = (kind, age)
    task = own_task(state, player)
    sunrise = task is not None and task.kind == "sunrise"
    pl = state.players[player]
    if sunrise:
        state = evolve(state, sunrise_taken=(*state.sunrise_taken, kind))
        clauses: tuple[str, ...] = ("yotd_bga.super-events.sunrise",)
    else:
        card = "joker" if mv.args[-1] == "joker" else kind
        cards = list(pl.cards)
        cards.remove(card)
        pl = evolve(pl, cards=tuple(cards))
        clauses = ("yotd.person.play-card", "yotd.person.joker") if card == "joker" else ("yotd.person.play-card",)
    state = take_tile(state, tile)
    if mv.kind == "dismiss":
        pl = evolve(pl, released=pl.released + 1)
        state = evolve(state, players=replace_player(state.players, player, pl))
        ev.append(event(tile_code("yotd:ev.dismiss", kind),
                        (*clauses, "yotd.person.release-new", "yotd.person.release-new.no-advance"), player,
                        **tile_params(kind, age)))
    else:
        palace = int(mv.args[2])
        slot = int(mv.args[3]) if mv.kind == "replace" else None
        pl, out = place(pl, palace, tile, slot)
        if out is not None:
            pl = evolve(pl, released=pl.released + 1)
        state = evolve(state, players=replace_player(state.players, player, pl))
        ev.append(event(tile_code("yotd:ev.recruit", kind), (*clauses, "yotd.person.take-tile",
                                                            "yotd.person.no-immediate-income",
                                                            "yotd.person.income-via-actions"), player,
                        palace=palace, **tile_params(kind, age)))
        if out is not None:
            ev.append(event(tile_code("yotd:ev.replace", out[0]), ("yotd.person.full-palaces", "yotd.person.released",
                                                                   "yotd.person.released.removed"), player,
                            palace=palace, **tile_params(*out)))
        state = _advance_marker(state, player, COMPONENTS.value(kind, age), ("yotd.person.advance",), ev)
    return pop_task(state) if sunrise else _next_turn(state)


def _forfeit(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    card = str(mv.args[0])
    cards = list(state.players[player].cards)
    cards.remove(card)
    ev.append(event("yotd:ev.forfeit", ("yotd.person.sold-out",), player,
                    type="item.joker" if card == "joker" else f"person.{card}"))
    return _next_turn(state.with_player(player, cards=tuple(cards)))


def _release(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    palace, slot = int(mv.args[0]), int(mv.args[1])
    cause = state.pending[0].cause
    state = release(state, player, palace, slot, cause, ev)
    return pop_task(state, palace)


def _demolish(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    index = int(mv.args[0])
    if len(mv.args) > 1:  # the palace was full: the chosen person leaves with the floor
        state = release(state, player, index, int(mv.args[1]), "earthquake", ev)
    palaces = list(state.players[player].palaces)
    palace = evolve(palaces[index - 1], floors=palaces[index - 1].floors - 1)
    palaces[index - 1] = palace
    ev.append(event("yotd:ev.demolish", "yotd_bga.super-events.earthquake", player, palace=index, floors=palace.floors))
    return tidy(pop_task(state.with_player(player, palaces=tuple(palaces))))


def _discard(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    good = str(mv.args[0])
    field = {"yuan": "yuan", "rice": "rice", "firework": "fireworks"}[good]
    ev.append(event("yotd:ev.discard", "yotd_bga.super-events.flood", player, good=f"item.{good}"))
    return pop_task(gain(state, player, ev, **{field: -1}))


def _drop(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    card = str(mv.args[0])
    cards = list(state.players[player].cards)
    cards.remove(card)
    ev.append(event("yotd:ev.drop", "yotd_bga.super-events.tornado", player,
                    type="item.joker" if card == "joker" else f"person.{card}"))
    return pop_task(state.with_player(player, cards=tuple(cards)))


CHARTER_GAINS = {"farmer": "rice", "tax_collector": "yuan", "pyrotechnist": "fireworks", "scholar": "score",
                 "court_lady": "score"}


def _charter(state: YearOfTheDragonState, player: int, mv: Move, ev: Events) -> YearOfTheDragonState:
    index, slot = int(mv.args[0]), int(mv.args[1])
    pl = state.players[player]
    palace = pl.palaces[index - 1]
    kind, age = palace.persons[slot - 1]
    symbols = COMPONENTS.symbols(kind, age)
    clause = "yotd_bga.super-events.charter"
    state = pop_task(state)
    gains = CHARTER_GAINS.get(kind)
    if kind == "monk":
        points = symbols * palace.floors
        state = add_points(state, player, points, clause)
        ev.append(event("yotd:ev.charter-points", clause, player, type=f"person.{kind}", amount=points))
    elif gains == "score":
        state = add_points(state, player, symbols, clause)
        ev.append(event("yotd:ev.charter-points", clause, player, type=f"person.{kind}", amount=symbols))
    elif gains is not None:
        state = gain(state, player, ev, **{gains: symbols})
        ev.append(event(f"yotd:ev.charter-{gains}", clause, player, type=f"person.{kind}", amount=symbols))
    elif kind == "warrior":
        ev.append(event("yotd:ev.charter-spaces", clause, player, type=f"person.{kind}", amount=symbols))
        state = _advance_marker(state, player, symbols, (clause,), ev)
    elif kind == "craftsman":
        ev.append(event("yotd:ev.charter-floors", clause, player, type=f"person.{kind}", amount=symbols))
        state = owe(state, ev, Obligation(player, "floors", symbols, "charter_floor"), front=True)
    else:  # healers protect against contagion only: nothing to gain now
        ev.append(event("yotd:ev.charter", clause, player, type=f"person.{kind}", amount=0))
    return state


APPLY = {
    "pick": _pick, "action": _action, "topup": _topup, "floor": _floor, "recruit": _person, "replace": _person,
    "dismiss": _person, "forfeit": _forfeit, "release": _release, "demolish": _demolish, "discard": _discard,
    "drop": _drop, "charter": _charter,
}
