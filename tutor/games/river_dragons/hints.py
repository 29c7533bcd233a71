"""What would make an illegal move legal in River Dragons, per violation code (the hint's first line).

Each remedy is a small pure function of the state, the move and the violation's parameters; it returns
a ``tutor`` message with its parameters, or None where this case has nothing concrete to add. Remedies
read only the mover's own cards and the open board (never another player's programmed cards).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tutor.core.game import Remedy, RemedyText, remedy
from tutor.core.moves import Move
from tutor.games.river_dragons.planks import free, neighbours
from tutor.games.river_dragons.state import (
    RiverDragonsState,
    card_term,
    colour_term,
    dragon_colour,
    hand_of,
    is_dragon,
    plank_colour,
    plank_size,
)
from tutor.text.ui import N_

CARDS_LEFT = N_("Program a card you still hold: %(cards)s.")
CARDS_AND_DRAGONS = N_("Program a card you still hold: %(cards)s; or a dragon: %(dragons)s.")
DRAGONS_HELD = N_("The dragons in your hand: %(dragons)s.")
TAKE_FIRST = N_("First take a plank from your reserve: %(planks)s.")
RESERVE = N_("Your reserve holds: %(planks)s.")
NEAREST_SPOTS = N_("The free places for a stone nearest to %(at)s: %(spots)s.")
SOME_SPOTS = N_("Free places for a stone include: %(spots)s.")
CLOSER = N_("Your plank, %(plank)s, spans at most %(size)s units, and %(a)s and %(b)s are %(distance)s units "
            "apart: choose supports at most %(size)s units apart.")
OTHER_SIZE = N_("Remove a plank of a size you do not hold yet: you hold sizes %(sizes)s.")
SAME_COLOURS = N_("Remove a plank of a colour you already hold: %(colours)s.")
STEPS = N_("From %(start)s your pawn can step to: %(places)s.")
ONE_STEP = N_("Move 1 goes one step: stop at %(to)s.")
SECOND_STEP = N_("Add a second step from %(to)s: %(places)s.")
STOP_THERE = N_("End the move at %(to)s: reaching your destination wins at once.")
JUMP_OVER = N_("From %(start)s your pawn can jump over the pawn on: %(places)s.")
LANDINGS = N_("Land on a village or a free plank next to %(over)s: %(places)s.")

# Codes with no concrete remedy: the game is over, it is another phase or player (the violation says
# which), the card or plank is fixed, nothing is left to place, or the board itself rules the place out
# (the nearby legal moves are then the concrete alternatives).
NO_REMEDY = frozenset({
    "rd.over", "rd.over-limit", "rd.programming", "rd.resolving", "rd.no-player", "rd.not-acting",
    "rd.program-full", "rd.wrong-action", "rd.plank-chosen", "rd.stone-lost", "rd.same-support",
    "rd.no-support", "rd.two-villages", "rd.stone-full", "rd.village-full", "rd.planks-overlap",
    "rd.nothing-to-remove", "rd.plank-occupied", "rd.stone-carries", "rd.jump-no-pawn", "rd.jump-back",
})
MAX_SPOTS = 6


def _judged_player(state: RiverDragonsState, mv: Move) -> int:
    """The player the move is judged for: the one it names, else the acting player (as ``check`` does)."""
    return mv.player if mv.player is not None and 0 <= mv.player < state.n else state.acting()


def _unused(state: RiverDragonsState, player: int) -> tuple[list[str], list[str]]:
    """The action cards and the dragon colours ``player`` has not programmed this turn."""
    left = [c for c in hand_of(state.colours[player], state.colours) if c not in state.programs[player]]
    return [card_term(c) for c in left if not is_dragon(c)], [colour_term(dragon_colour(c)) for c in left if is_dragon(c)]


def cards_left(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    player = _judged_player(state, mv)
    cards, dragons = _unused(state, player)
    if any(is_dragon(c) for c in state.programs[player]):
        dragons = []
    if dragons:
        return CARDS_AND_DRAGONS, {"cards": tuple(cards), "dragons": tuple(dragons)}
    return (CARDS_LEFT, {"cards": tuple(cards)}) if cards else None


def actions_left(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    cards, _ = _unused(state, _judged_player(state, mv))
    return (CARDS_LEFT, {"cards": tuple(cards)}) if cards else None


def dragons_held(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    player = _judged_player(state, mv)
    _, dragons = _unused(state, player)
    if not dragons or any(is_dragon(c) for c in state.programs[player]):
        return None
    return DRAGONS_HELD, {"dragons": tuple(dragons)}


def reserve(message: str) -> Remedy:
    def remedy_(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
        planks = state.reserves[_judged_player(state, mv)]
        return (message, {"planks": planks}) if planks else None
    return remedy_


def _number(spot: str) -> tuple[int, str]:
    digits = re.sub(r"\D", "", spot)
    return (int(digits) if digits else 0, spot)


def stone_spots(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    board = state.board
    free = [s for s in board.spot_ids if s not in state.stones]
    if not free:
        return None
    at = str(p["at"])
    if at in board.points:
        return NEAREST_SPOTS, {"at": at, "spots": tuple(sorted(free, key=lambda s: board.dist(at, s))[:3])}
    return SOME_SPOTS, {"spots": tuple(sorted(free, key=_number)[:MAX_SPOTS])}


def too_short(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return CLOSER, {**p, "size": plank_size(str(p["plank"]))}


def reserve_sizes(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return OTHER_SIZE, {"sizes": tuple(sorted({plank_size(x) for x in state.reserves[_judged_player(state, mv)]}))}


def reserve_colours(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    held = sorted({plank_colour(x) for x in state.reserves[_judged_player(state, mv)]})
    return SAME_COLOURS, {"colours": tuple(colour_term(c) for c in held)}


def _free_next(state: RiverDragonsState, player: int, place: str, but: str = "") -> tuple[str, ...]:
    return tuple(x for x in neighbours(state, place) if x != but and free(state, x, player))


def steps(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    """Where the pawn can go from the place before the bad one (move), or what it can jump over (jump)."""
    player = _judged_player(state, mv)
    args = [str(a) for a in mv.args]
    bad, start = str(p.get("to", "")), state.pawns[player]
    if mv.kind == "jump":
        if len(args) == 2 and bad == args[1]:
            return landings(state, mv, {"over": args[0]})
        over = tuple(x for x in neighbours(state, start)
                     if state.plank_at(x) is not None and state.pawn_on(x) not in (None, player))  # pawns on planks only
        return (JUMP_OVER, {"start": start, "places": over}) if over else None
    if mv.kind != "move":
        return None
    if bad in args and args.index(bad) > 0:
        start = args[args.index(bad) - 1]
    places = _free_next(state, player, start)
    return (STEPS, {"start": start, "places": places}) if places else None


def one_step(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return ONE_STEP, {"to": str(mv.args[0])}


def second_step(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    first = str(mv.args[0])
    places = _free_next(state, _judged_player(state, mv), first)
    return (SECOND_STEP, {"to": first, "places": places}) if places else None


def landings(state: RiverDragonsState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    player = _judged_player(state, mv)
    places = _free_next(state, player, str(p["over"]), but=state.pawns[player])
    return (LANDINGS, {"over": p["over"], "places": places}) if places else None


REMEDIES: dict[str, Remedy] = {
    "rd.not-in-hand": cards_left, "rd.card-used": cards_left, "rd.one-dragon": actions_left,
    "rd.own-dragon": dragons_held, "rd.absent-dragon": dragons_held,
    "rd.choose-first": reserve(TAKE_FIRST), "rd.not-in-reserve": reserve(RESERVE),
    "rd.stone-in-village": stone_spots, "rd.no-island": stone_spots, "rd.no-water": stone_spots,
    "rd.island-taken": stone_spots, "rd.point-taken": stone_spots, "rd.too-short": too_short,
    "rd.reserve-same-size": reserve_sizes,
    "rd.reserve-colours": reserve_colours, "rd.no-place": steps, "rd.not-adjacent": steps, "rd.jump-not-plank": steps,
    "rd.same-place": steps,
    "rd.occupied": steps,
    "rd.move1-one-step": one_step, "rd.move2-two-steps": second_step, "rd.destination-ends": remedy(STOP_THERE),
    "rd.jump-landing": landings, "rd.jump-occupied": landings,
}
