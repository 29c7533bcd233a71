"""``check``: the one place where the legality of a move is decided, citing the rulebooks."""

from __future__ import annotations

from collections.abc import Iterable

from tutor.core.moves import Move
from tutor.core.verdict import Checks, FirstFault, Verdict, quick_legal, reason
from tutor.games.year_of_the_dragon.components import COMPONENTS, YOUNG
from tutor.games.year_of_the_dragon.state import Obligation, YearOfTheDragonState

# Why a pending task exists: the clause a release (or other forced step) rests on.
CAUSE_CLAUSES: dict[str, tuple[str, ...]] = {
    "tribute": ("yotd.events.tribute.shortage",),
    "drought": ("yotd.events.drought.shortage",),
    "mongols": ("yotd.events.mongols.fewest-helmets", "yotd.events.mongols.fewest-helmets.warrior"),
    "mongols_tied": ("yotd.events.mongols.all-tied", "yotd.events.mongols.fewest-helmets.warrior"),
    "contagion": ("yotd.events.contagion.release", "yotd.events.contagion.healers"),
    "wall": ("yotd_bga.great-wall.scoring.mongol.incomplete",),
    "wall_final": ("yotd_bga.great-wall.scoring.final.incomplete",),
    "build": ("yotd.actions.build.gain", "yotd.actions.build.placement"),
    "wall_floor": ("yotd_bga.great-wall.action.reward",),
    "charter_floor": ("yotd_bga.super-events.charter",),
    "earthquake": ("yotd_bga.super-events.earthquake",),
    "flood": ("yotd_bga.super-events.flood",),
    "tornado": ("yotd_bga.super-events.tornado",),
    "sunrise": ("yotd_bga.super-events.sunrise",),
    "charter": ("yotd_bga.super-events.charter",),
}
TASK_KINDS = {  # pending task -> the move kinds that carry it out
    "release": ("release",), "floors": ("floor",), "demolish": ("demolish",), "discard": ("discard",),
    "discard_card": ("drop",), "sunrise": ("recruit", "replace", "dismiss"), "charter": ("charter",),
}
PHASE_KINDS = {
    "draft": ("pick",), "action": ("action", "topup"), "person": ("recruit", "replace", "dismiss", "forfeit"),
}
# Whose turn it is, where the phase's own clauses do not say it: the initial picks go clockwise from the
# oldest player; forced releases go in person-track order.
TURN_CLAUSES = {"draft": ("yotd.setup.start.oldest-first", "yotd.setup.start.clockwise")}
# The phase's own rules, then the order of the phases (never the list items that only name a phase: tryout 4)
PHASE_CLAUSES = {
    "draft": ("yotd.setup.start.two-persons",),
    "action": ("yotd.actions.first-player", "yotd.actions.order", "yotd.play.phases"),
    "person": ("yotd.person.play-card", "yotd.play.phases"),
    "event": ("yotd.events.monthly", "yotd.play.phases"), "over": ("yotd.final.end",),
}
GAIN_CLAUSES = {
    "taxes": "yotd.actions.taxes.gain", "build": "yotd.actions.build.gain", "harvest": "yotd.actions.harvest.gain",
    "fireworks": "yotd.actions.fireworks.gain", "parade": "yotd.actions.parade.gain",
    "research": "yotd.actions.research.gain", "privilege": "yotd.actions.privilege.cost",
    "wall": "yotd_bga.great-wall.action.reward",
}
PRIVILEGE_CLAUSES = ("yotd.actions.privilege.cost", "yotd_bga.actions.privilege")
FEE = 3


def large_cost(state: YearOfTheDragonState) -> int:
    return COMPONENTS.large_cost[state.edition]


def own_task(state: YearOfTheDragonState, player: int) -> Obligation | None:
    """The first pending task of ``player`` (the one their own turn would carry out), if any."""
    return next((t for t in state.pending if t.player == player), None)


def expected_kinds(state: YearOfTheDragonState, player: int | None = None) -> tuple[str, ...]:
    """The move kinds ``player`` (default: the current player) would make on their own turn."""
    if state.pending:
        who = state.current if player is None else player
        task = own_task(state, who) if who is not None else None
        return TASK_KINDS[task.kind] if task else ()
    return PHASE_KINDS.get(state.phase, ())


def cause_clauses(state: YearOfTheDragonState, task: Obligation) -> tuple[str, ...]:
    """The clauses a task rests on; a Mongol release cites the warrior note only to a player with warriors."""
    clauses = CAUSE_CLAUSES[task.cause]
    if task.cause.startswith("mongols") and not any(t == "warrior" for t, _ in state.players[task.player].persons):
        return tuple(c for c in clauses if c != "yotd.events.mongols.fewest-helmets.warrior")
    return clauses


def turn_clauses(state: YearOfTheDragonState, player: int | None = None) -> tuple[str, ...]:
    """The clauses that make it the current player's turn (with the tie rule when ``player``, the mover, shares
    their space)."""
    if state.pending and state.phase == "event":
        task = state.pending[0]
        return (*cause_clauses(state, task), *(("yotd.events.release-order",) if task.kind == "release" else ()))
    clauses = TURN_CLAUSES.get(state.phase) or PHASE_CLAUSES.get(state.phase, ("yotd.actions.order",))
    current = state.current
    if player is not None and current is not None and player != current and state.phase in ("action", "person") \
            and state.players[player].track == state.players[current].track:
        clauses = (*clauses, "yotd.setup.start.stacking", "yotd_bga.actions.order")
    return clauses


NO_VOLUNTARY = {"tribute": ("yotd.events.tribute.no-voluntary",), "drought": ("yotd.events.drought.no-voluntary",)}


def no_voluntary_clauses(state: YearOfTheDragonState) -> tuple[str, ...]:
    """Why a release nobody demands is refused, the most specific clause first.

    An event's own note (Imperial Tribute, Drought) while that event is under way or still to come this month;
    else the clauses of the release someone owes; else the rule that only a full court forces a release.
    """
    causes = [t.cause for t in state.pending]
    for cause in causes:
        if cause in NO_VOLUNTARY:
            return NO_VOLUNTARY[cause]
    this_month = state.event_row[state.month - 1] if 1 <= state.month <= len(state.event_row) else ""
    if this_month in NO_VOLUNTARY and (state.phase in ("action", "person") or state.stage == "event"):
        return NO_VOLUNTARY[this_month]
    releases = [t for t in state.pending if t.kind == "release"]
    if releases:
        return cause_clauses(state, releases[0])
    return ("yotd.person.full-palaces", "yotd.person.released")


def check(state: YearOfTheDragonState, move: Move) -> Verdict:
    """Judge a move as its mover's: the turn (if it is not theirs) and everything else about their own pieces."""
    c = Checks()
    check_into(state, move, c)
    return c.verdict()


def is_legal(state: YearOfTheDragonState, move: Move) -> bool:
    """``check(state, move).legal``, by the same checks, stopping at the first fault (for listing and bots)."""
    return quick_legal(lambda c: check_into(state, move, c))


def legal_among(state: YearOfTheDragonState, moves: Iterable[Move]) -> list[Move]:
    """The moves ``is_legal`` accepts, by the same checks: a move of a kind the current player is expected to
    make, made by them, goes straight to its kind's checks (what ``check_into`` and ``judge`` would do), with one
    quick ``Checks`` for all (it holds nothing between moves: it stops at the first fault and keeps no grounds)."""
    current = state.current
    if current is None:
        return [m for m in moves if is_legal(state, m)]
    kinds = expected_kinds(state, current)
    c = Checks(True)
    legal = []
    for m in moves:
        if m.kind not in kinds or (m.player is not None and m.player != current):
            if is_legal(state, m):
                legal.append(m)
            continue
        try:
            CHECKS[m.kind](state, current, m, c)
        except FirstFault:
            continue
        legal.append(m)
    return legal


def check_into(state: YearOfTheDragonState, move: Move, c: Checks) -> None:
    """Every check of a move, written into ``c`` (a full ``Checks`` for a verdict, a quick one for legality)."""
    current = state.current
    if current is None:  # over, or (a position before the month's event) the rules carry the event out
        over = state.phase == "over"
        c.require(False, reason("yotd:game-over", "yotd.final.end") if over
                  else reason("yotd:event-next", ("yotd.play.phases", "yotd.events.monthly")))
        return
    mover = current if move.player is None else move.player
    seated = 0 <= mover < len(state.players)  # a prefix past the table (p5: of three) is no one's turn either
    if mover != current:
        c.require(False, reason("yotd:not-your-turn", turn_clauses(state, mover if seated else None), player=current))
    if seated:
        judge(state, mover, move, c)


def judge(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    """What a move gets on ``player``'s own turn (the turn itself is not judged here)."""
    kinds = expected_kinds(state, player)
    if mv.kind in kinds:
        CHECKS[mv.kind](state, player, mv, c)
        return
    if mv.kind == "release":
        c.require(False, reason("yotd:no-voluntary-release", no_voluntary_clauses(state)))
    elif state.pending:
        task = own_task(state, player) or state.pending[0]
        c.require(False, reason("yotd:task-first", cause_clauses(state, task), player=task.player,
                                task=f"task.{task.kind}"))
    else:
        c.require(False, reason("yotd:not-now", PHASE_CLAUSES[state.phase], phase=f"phase.{state.phase}"))
    if mv.kind in SELF_CONTAINED:  # what else is wrong with the move, whenever it were made
        own = Checks()
        CHECKS[mv.kind](state, player, mv, own)
        for v in own.violations:
            c.require(False, v)


def _pick(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    first, palace1, second, palace2 = (str(mv.args[0]), int(mv.args[1]), str(mv.args[2]), int(mv.args[3]))
    if first == second:
        c.require(False, reason("yotd:pick-same", "yotd.setup.start.young-different", type=f"person.{first}"))
    for kind in dict.fromkeys((first, second)):
        if not (state.tiles_left(kind, YOUNG) > 0):
            c.require(False, reason("yotd:tile-gone" if len(COMPONENTS.persons[kind].ages) > 1 else "yotd:tile-gone-single",
                             "yotd.person.sold-out", **tile_params(kind, YOUNG)))
    pair = tuple(sorted((first, second)))
    if not (pair not in state.taken_pairs):
        c.require(False, reason("yotd:pair-taken", "yotd.setup.start.unique-pair", first=f"person.{pair[0]}",
                         second=f"person.{pair[1]}"))
    palaces = state.players[player].palaces
    for palace in dict.fromkeys((palace1, palace2)):
        need = (palace1, palace2).count(palace)
        if palace > len(palaces):
            c.require(False, reason("yotd:no-palace", "yotd.setup.start.place-under-palace", palace=palace))
        elif not (palaces[palace - 1].room >= need):
            c.require(False, reason("yotd:palace-full", "yotd.setup.start.palace-capacity", palace=palace))
    if not c.quick:
        c.ground(reason("yotd:ok-pick", ("yotd.setup.start.young-different", "yotd.setup.start.unique-pair",
                                         "yotd.setup.start.advance")))


def _action(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    group, action = int(mv.args[0]), str(mv.args[1])
    detail = str(mv.args[2]) if len(mv.args) > 2 else None
    pl = state.players[player]
    if group > len(state.groups):
        c.require(False, reason("yotd:no-group", "yotd.actions.groups", group=group, groups=len(state.groups)))
        return
    if action not in state.groups[group - 1]:
        c.require(False, reason("yotd:not-in-group", "yotd.actions.any-group", action=f"action.{action}", group=group))
    fee = FEE if state.dragons[group - 1] else 0
    cost = 0
    if action == "privilege":
        if detail in ("small", "large"):
            cost = COMPONENTS.small_cost if detail == "small" else large_cost(state)
        else:
            c.require(False, reason("yotd:privilege-size", PRIVILEGE_CLAUSES))
    elif action == COMPONENTS.wall_action:
        if detail not in COMPONENTS.wall_tiles:
            c.require(False, reason("yotd:wall-tile-needed", "yotd_bga.great-wall.action.reward"))
        else:
            if not pl.walls:
                c.require(False, reason("yotd:no-wall-tiles", "yotd_bga.great-wall.action.reward"))
            else:
                if detail not in pl.walls:
                    c.require(False, reason("yotd:wall-tile-used", "yotd_bga.great-wall.action.reward",
                                                             tile=f"wall.{detail}"))
        if not (len(state.wall) < COMPONENTS.wall_length):
            c.require(False, reason("yotd:wall-complete", "yotd_bga.great-wall.action.build-wall", most=COMPONENTS.wall_length))
    else:
        if detail is not None:
            c.require(False, reason("yotd:no-detail", GAIN_CLAUSES[action], action=f"action.{action}"))
    if pl.yuan < fee + cost:
        clauses: tuple[str, ...] = (("yotd.actions.fee",) if fee else ()) + (PRIVILEGE_CLAUSES if cost else ())
        small = detail == "small"  # its price is the same in both editions
        code = "yotd:fee" if not cost else (
            ("yotd:small-privilege-cost" if small else "yotd:privilege-cost") if not fee else
            ("yotd:fee-and-small-privilege" if small else "yotd:fee-and-privilege"))
        edition = {} if small or not cost else {"edition": f"option.edition_{state.edition}"}
        c.require(False, reason(code, clauses, need=fee + cost, have=pl.yuan, fee=fee, cost=cost, **edition))
    gain_clauses = PRIVILEGE_CLAUSES if action == "privilege" else (GAIN_CLAUSES.get(action, "yotd.actions.any-group"),)
    if not c.quick:
        c.ground(reason("yotd:ok-action", ("yotd.actions.any-group", *gain_clauses, "yotd.supply.unlimited",
                                           "yotd.supply.substitute"),
                        action=f"action.{action}", group=group))
    if fee and not c.quick:
        c.ground(reason("yotd:ok-fee", "yotd.actions.fee", fee=fee))


def _topup(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    gain = max(0, 3 - state.players[player].yuan)
    if not c.quick:
        c.ground(reason("yotd:ok-topup" if gain else "yotd:ok-topup-none",
                        ("yotd.actions.top-up", "yotd.actions.top-up.not-three"), **({"gain": gain} if gain else {})))


def _floor(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    target = mv.args[0]
    if target != "new":
        palaces = state.players[player].palaces
        index = int(target)
        if index > len(palaces):
            c.require(False, reason("yotd:no-palace", "yotd.actions.build.placement", palace=index))
        elif palaces[index - 1].floors >= 3:
            c.require(False, reason("yotd:palace-max", ("yotd.setup.start.max-floors", "yotd.actions.build.placement"),
                                    palace=index))
    task = own_task(state, player)
    if not c.quick:
        c.ground(reason("yotd:ok-floor", tuple(dict.fromkeys((*(CAUSE_CLAUSES[task.cause] if task else ()),
                                                              "yotd.actions.build.placement",
                                                              "yotd.actions.build.new-floors-only",
                                                              "yotd.actions.build.no-rearrange",
                                                              "yotd.supply.substitute")))))


def _card(state: YearOfTheDragonState, cards: tuple[str, ...], kind: str, age: str, joker: bool, sunrise: bool,
          c: Checks) -> None:
    """What pays for the tile: a Sunrise's free young person, a joker, or the person's own card."""
    if sunrise:
        if not (age == YOUNG and not joker):
            c.require(False, reason("yotd:sunrise-young", "yotd_bga.super-events.sunrise"))
        if kind in state.sunrise_taken:
            c.require(False, reason("yotd:sunrise-taken", "yotd_bga.super-events.sunrise", type=f"person.{kind}"))
    elif joker:
        if "joker" not in cards:
            c.require(False, reason("yotd:no-joker", "yotd.person.joker"))
    elif kind not in cards:
        c.require(False, reason("yotd:no-card", "yotd.person.play-card", type=f"person.{kind}"))


def _person(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    """recruit / replace / dismiss: a person card (or joker, or a Sunrise) for a tile, and where it goes."""
    kind, age = str(mv.args[0]), str(mv.args[1])
    joker = mv.args[-1] == "joker"
    pl = state.players[player]
    task = own_task(state, player) if state.pending else None
    sunrise = task is not None and task.kind == "sunrise"
    ages = COMPONENTS.persons[kind].ages
    if age not in ages:
        c.require(False, reason("yotd:no-age", "yotd.setup.persons.single-types", type=f"person.{kind}", age=f"age.{age}"))
    _card(state, pl.cards, kind, age, joker, sunrise, c)
    if age in ages and not state.tiles_left(kind, age):
        other = sum(state.tiles_left(kind, a) for a in ages)  # the other age is still there
        c.require(False, reason("yotd:tile-gone" if len(ages) > 1 else "yotd:tile-gone-single",
                                "yotd.person.take-tile" if other else "yotd.person.sold-out",
                                **tile_params(kind, age)))
    if mv.kind == "recruit":
        index = int(mv.args[2])
        if index > len(pl.palaces):
            c.require(False, reason("yotd:no-palace", "yotd.person.take-tile", palace=index))
        elif pl.palaces[index - 1].room <= 0:
            c.require(False, reason("yotd:palace-full", "yotd.setup.start.palace-capacity", palace=index))
        if sunrise:
            if not c.quick:
                c.ground(reason("yotd:ok-sunrise", ("yotd_bga.super-events.sunrise", "yotd.person.advance")))
        else:
            if not c.quick:
                c.ground(reason("yotd:ok-recruit", ("yotd.person.take-tile", "yotd.person.advance")))
    else:
        if any(pal.floors > len(pal.persons) for pal in pl.palaces):  # room in a palace
            c.require(False, reason("yotd:must-place", ("yotd.person.must-place", "yotd_bga.recruit.full-palace")))
        if mv.kind == "replace":
            index, slot = int(mv.args[2]), int(mv.args[3])
            ok = index <= len(pl.palaces) and slot <= len(pl.palaces[index - 1].persons)
            if not (ok):
                c.require(False, reason("yotd:no-person", "yotd.person.full-palaces", palace=index, slot=slot))
            if not c.quick:
                c.ground(reason("yotd:ok-replace", ("yotd.person.full-palaces", "yotd.person.released")))
        else:
            if not c.quick:
                c.ground(reason("yotd:ok-dismiss", ("yotd.person.release-new", "yotd.person.release-new.no-advance")))
    if joker and not c.quick:
        c.ground(reason("yotd:ok-joker", "yotd.person.joker"))


def _forfeit(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    card = str(mv.args[0])
    if card not in state.players[player].cards:
        c.require(False, reason("yotd:no-card", "yotd.person.play-card", type=card_key(card)))
    kinds = [card] if card != "joker" else list(COMPONENTS.persons)
    left = sum(state.tiles_left(k, a) for k in kinds for a in COMPONENTS.persons[k].ages)
    if card == "joker":  # a question-mark card may take any tile: it is played for nothing only on an empty display
        if left != 0:
            c.require(False, reason("yotd:joker-not-sold-out", ("yotd.person.joker", "yotd.person.sold-out"), left=left))
    else:
        if left != 0:
            c.require(False, reason("yotd:not-sold-out", ("yotd.person.sold-out", "yotd.person.take-tile"),
                                        type=card_key(card), left=left))
    if not c.quick:
        c.ground(reason("yotd:ok-forfeit", ("yotd.person.sold-out", "yotd_bga.recruit.no-tile-left")))


def tile_code(code: str, kind: str) -> str:
    """The message code for a person tile: ``-single`` (no age named) for a type that has one version only."""
    return code if len(COMPONENTS.persons[kind].ages) > 1 else f"{code}-single"


def tile_params(kind: str, age: str) -> dict[str, str]:
    """A person tile as message parameters: the age only for a type that comes in two versions."""
    if len(COMPONENTS.persons[kind].ages) == 1:
        return {"type": f"person.{kind}"}
    return {"type": f"person.{kind}", "age": f"age.{age}"}


def card_key(card: str) -> str:
    return "item.joker" if card == "joker" else f"person.{card}"


def _release(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    index, slot = int(mv.args[0]), int(mv.args[1])
    task = own_task(state, player)
    assert task is not None  # judge() sends a release here only to a player who owes one
    clauses = cause_clauses(state, task)
    palaces = state.players[player].palaces
    ok = index <= len(palaces) and slot <= len(palaces[index - 1].persons)
    if not (ok):
        c.require(False, reason("yotd:no-person", clauses, palace=index, slot=slot))
    if task.palaces and index not in task.palaces:
        c.require(False, reason("yotd:release-palace", clauses, palace=index))
    if task.distinct and not (index not in task.used):
        c.require(False, reason("yotd:drought-distinct", "yotd.events.drought.shortage", palace=index))
    if not c.quick:
        c.ground(reason("yotd:ok-release", clauses, count=task.count))


def _demolish(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    index = int(mv.args[0])
    slot = int(mv.args[1]) if len(mv.args) > 1 else None
    clause = "yotd_bga.super-events.earthquake"
    palaces = state.players[player].palaces
    if index > len(palaces):
        c.require(False, reason("yotd:no-palace", clause, palace=index))
    else:
        palace = palaces[index - 1]
        if palace.room == 0 and palace.persons:
            if slot is None:
                c.require(False, reason("yotd:demolish-who", clause, palace=index))
            elif slot > len(palace.persons):
                c.require(False, reason("yotd:no-person", clause, palace=index, slot=slot))
        else:
            if slot is not None:
                c.require(False, reason("yotd:demolish-room", clause, palace=index))
    if not c.quick:
        c.ground(reason("yotd:ok-demolish", clause))


def _discard(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    good = str(mv.args[0])
    pl = state.players[player]
    have = {"yuan": pl.yuan, "rice": pl.rice, "firework": pl.fireworks}[good]
    if not (have > 0):
        c.require(False, reason("yotd:no-good", "yotd_bga.super-events.flood", good=f"item.{good}"))
    if not c.quick:
        c.ground(reason("yotd:ok-discard", "yotd_bga.super-events.flood"))


def _drop(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    card = str(mv.args[0])
    if card not in state.players[player].cards:
        c.require(False, reason("yotd:no-card", "yotd_bga.super-events.tornado", type=card_key(card)))
    if not c.quick:
        c.ground(reason("yotd:ok-drop", "yotd_bga.super-events.tornado"))


def _charter(state: YearOfTheDragonState, player: int, mv: Move, c: Checks) -> None:
    index, slot = int(mv.args[0]), int(mv.args[1])
    palaces = state.players[player].palaces
    ok = index <= len(palaces) and slot <= len(palaces[index - 1].persons)
    if not (ok):
        c.require(False, reason("yotd:no-person", "yotd_bga.super-events.charter", palace=index, slot=slot))
    if not c.quick:
        c.ground(reason("yotd:ok-charter", "yotd_bga.super-events.charter"))


# Kinds whose own checks still say something useful when the move is made in the wrong phase.
SELF_CONTAINED = ("floor", "recruit", "replace", "dismiss", "forfeit")
CHECKS = {
    "pick": _pick, "action": _action, "topup": _topup, "floor": _floor, "recruit": _person, "replace": _person,
    "dismiss": _person, "forfeit": _forfeit, "release": _release, "demolish": _demolish, "discard": _discard,
    "drop": _drop, "charter": _charter,
}
