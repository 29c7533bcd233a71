"""The rule checks of a ``place`` move, each on its own: a move's violations are the union of theirs.

Each check reads the state, the move taken apart (``Placement``) and the mover, and returns every
violation it finds; none depends on another having passed (tests hold the union property).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.core import Reason, reason
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.state import EMPTY, ChinaState, colour_counts, region_house_counts


def ckey(colour: str) -> str:
    return f"colour.{colour}"


def cards_key(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(ckey(c) for c in cards)


@dataclass(frozen=True)
class Placement:
    """A ``place`` move taken apart: what the check and the resolution work on."""

    region: int
    cards: tuple[str, ...]
    forts: tuple[int, ...]  # space positions (in this region)
    houses: tuple[int, ...]  # space positions (in this region)
    emissaries: int
    named: int = 0  # pieces the move names, also those refused (another region, no such space)

    @property
    def pieces(self) -> int:
        """How many pieces the player means to place: every piece named, wherever it was refused."""
        return max(self.named, len(self.forts) + len(self.houses) + self.emissaries)


def pay_units(cards: Sequence[str], colour: str) -> tuple[int, list[str]]:
    """Pieces a set of cards pays for in a region of ``colour``, and the colours of cards left alone."""
    units, lone = pay_units_cached(tuple(cards), colour)
    return units, list(lone)


@functools.lru_cache(maxsize=4096)
def pay_units_cached(cards: tuple[str, ...], colour: str) -> tuple[int, tuple[str, ...]]:
    counts = colour_counts(cards)
    units = counts.get(colour, 0)
    lone = []
    for c in COLOURS:
        if c == colour:
            continue
        units += counts[c] // 2
        if counts[c] % 2:
            lone.append(c)
    return units, tuple(lone)


def can_pay_more(hand: tuple[str, ...], played: tuple[str, ...], colour: str) -> bool:
    """Whether the cards left in hand could pay for one more piece in this region (within 3 cards)."""
    left = list(hand)
    for c in played:
        if c in left:
            left.remove(c)
    room = 3 - len(played)
    counts = colour_counts(tuple(left))
    if room >= 1 and counts[colour] >= 1:
        return True
    return room >= 2 and any(counts[c] >= 2 for c in COLOURS if c != colour)


def occupied(state: ChinaState, r: int) -> bool:
    """Whether a region already holds a piece (a house, a fortification or an emissary)."""
    spaces = index(state.board).region_spaces[r]
    return any(state.houses[s] != EMPTY or state.forts[s] for s in spaces) or sum(state.emissaries[r]) > 0


def cards_rule(state: ChinaState, pl: Placement, player: int) -> list[Reason]:
    """The cards come from the mover's hand, 1 to 3 of them (china.play.option.place, the 3-2-1 rule)."""
    out = []
    hand = state.hands[player]
    hc, pc = colour_counts(hand), colour_counts(pl.cards)
    if any(pc[x] > hc[x] for x in COLOURS):
        out.append(
            reason("china.cards-not-in-hand", "china.play.option.place", cards=cards_key(pl.cards), hand=cards_key(hand))
        )
    if not 1 <= len(pl.cards) <= 3:
        out.append(reason("china.card-count", ("china.placement.three-two-one", "china.play.option.place"), n=len(pl.cards)))
    return out


def count_rule(state: ChinaState, pl: Placement, player: int) -> list[Reason]:
    """1 piece in an empty region, at most 2 otherwise (the 3-2-1 rule)."""
    n = pl.pieces
    region = state.board.regions[pl.region]
    if n == 0:
        return [reason("china.no-piece-named", "china.play.option.place")]
    if n >= 2 and not occupied(state, pl.region):  # the clause for an empty region is the more specific one
        return [reason("china.empty-region", "china.placement.empty-region", region=region.key)]
    if n > 2:
        return [reason("china.piece-count", "china.placement.two-pieces", n=n, region=region.key)]
    return []


def payment_rule(state: ChinaState, pl: Placement, player: int) -> list[Reason]:
    """One piece per card of the region's colour or per wildcard pair; every card played places one."""
    region = state.board.regions[pl.region]
    units, lone = pay_units(pl.cards, region.colour)
    out = [
        reason(
            "china.lone-card",
            ("china.placement.wildcard", "china.placement.colour"),
            card=ckey(x),
            region=region.key,
            colour=ckey(region.colour),
        )
        for x in lone
    ]
    n = pl.pieces
    if n and not lone:
        if units < n:
            out.append(reason("china.too-few-cards", "china.placement.one-piece-per-card", units=units, pieces=n))
        if units > n:
            out.append(
                reason(
                    "china.unused-cards", ("china.placement.one-piece-per-card", "china.play.option.place"), units=units, pieces=n
                )
            )
    return out


def house_rule(state: ChinaState, pl: Placement, player: int) -> list[Reason]:
    """Houses go on free house spaces, one each, no more than the region has free; from the supply."""
    board = state.board
    region = board.regions[pl.region]
    spaces = index(board).region_spaces[pl.region]
    free = [s for s in spaces if state.houses[s] == EMPTY]
    out = []
    if pl.houses and not free:
        out.append(reason("china.region-full", "china.placement.house-space.full", region=region.key))
    else:
        if len(set(pl.houses)) > len(free):
            out.append(
                reason(
                    "china.too-many-houses",
                    "china.placement.house-space.full",
                    region=region.key,
                    free=len(free),
                    n=len(set(pl.houses)),
                )
            )
        out += [
            reason("china.space-taken", "china.placement.house-space.one-house", space=board.spaces[s].id)
            for s in sorted(set(pl.houses))
            if state.houses[s] != EMPTY
        ]
    out += [
        reason("china.same-space", "china.placement.house-space.one-house", space=board.spaces[s].id)
        for s in sorted({s for s in pl.houses if pl.houses.count(s) > 1})
    ]
    if pl.houses and len(pl.houses) > state.houses_left[player]:
        out.append(reason("china.no-houses-left", "china.placement.out-of-pieces", left=state.houses_left[player],
                          n=len(pl.houses)))
    return out


def fort_rule(state: ChinaState, pl: Placement, player: int) -> list[Reason]:
    """The variant: a fortification on an empty space, with the mover's house on it if they can."""
    if not pl.forts:
        return []
    if not state.fortifications:
        return [reason("china.variant-off", "china.setup.fortifications")]
    board = state.board
    out = []
    if len(pl.forts) > state.forts_left[player]:
        out.append(reason("china.no-forts-left", "china.placement.out-of-pieces"))
    out += [
        reason("china.fort-space", "china.fortifications.space", space=board.spaces[s].id)
        for s in pl.forts
        if state.houses[s] != EMPTY or state.forts[s]
    ]
    f = pl.forts[0]
    if len(pl.houses) + pl.emissaries:
        # the second piece must be the house on the fortification, unless no house is left
        ok = f in pl.houses or state.houses_left[player] == 0
    else:
        region = board.regions[pl.region]
        ok = (
            not occupied(state, pl.region)
            or state.houses_left[player] == 0
            or not can_pay_more(state.hands[player], pl.cards, region.colour)
        )
    if not ok:
        out.append(reason("china.fort-needs-house", ("china.fortifications.house-on-top", "china.fortifications.neutral")))
    return out


def emissary_rule(state: ChinaState, pl: Placement, player: int) -> list[Reason]:
    """Emissaries: only where houses stand, at most the house majority, from the supply."""
    if not pl.emissaries:
        return []
    region = state.board.regions[pl.region]
    counts = region_house_counts(state, pl.region)
    counts[player] += len(set(pl.houses))
    cap = max(counts)
    present = sum(state.emissaries[pl.region])
    out = []
    if cap <= 0:
        out.append(reason("china.no-house-in-region", "china.placement.no-emissary-without-houses", region=region.key))
    elif present + pl.emissaries > cap:
        out.append(
            reason(
                "china.emissary-cap",
                "china.placement.emissary-cap",
                region=region.key,
                cap=cap,
                present=present,
                room=max(0, cap - present),
            )
        )
    if pl.emissaries > state.emissaries_left[player]:
        out.append(
            reason("china.no-emissaries-left", "china.placement.out-of-pieces", left=state.emissaries_left[player],
                   n=pl.emissaries)
        )
    return out


PlaceRule = Callable[[ChinaState, Placement, int], list[Reason]]
PLACE_RULES: tuple[PlaceRule, ...] = (cards_rule, count_rule, payment_rule, house_rule, fort_rule, emissary_rule)
