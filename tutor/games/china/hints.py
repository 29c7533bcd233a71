"""What would make an illegal move legal in China, per violation code (the hint's first line).

Each remedy is a small pure function of the state, the move and the violation's parameters; it returns
a ``tutor`` message with its parameters, or None where this case has nothing concrete to add.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.game import Remedy, RemedyText, remedy
from tutor.core.moves import Move
from tutor.games.china.boardfile import index
from tutor.games.china.placing import cards_key, ckey
from tutor.games.china.state import EMPTY, ChinaState, region_house_counts
from tutor.text.ui import N_, nN_, when_none

REGION_IDS = N_("The regions of this board are: %(regions)s.")
PLAYER_RANGE = N_("Players count from 0: choose one from 0 to %(last)s.")
OWN_CARDS = N_("Play only cards you hold: %(hand)s.")
FEWER_CARDS = nN_("Leave out %(extra)s card: at most 3 cards a turn.",
                  "Leave out %(extra)s cards: at most 3 cards a turn.", "extra")
FEWER_PIECES = nN_("Leave out %(extra)s piece: at most 2 pieces a turn.",
                   "Leave out %(extra)s pieces: at most 2 pieces a turn.", "extra")
ONE_PIECE = N_("Place only 1 piece in %(region)s this turn: a second piece may go only where a piece already stands.")
PAIR_OR_MATCH = N_("Pair the %(card)s card with a second %(card)s card (you hold %(held)s), or play %(colour)s cards "
                   "for %(region)s (you hold %(matching)s).")
PAY_MORE = nN_("Play a %(colour)s card (or two cards of one other colour) for the %(short)s piece not paid for, or "
               "place %(short)s piece fewer.",
               "Play a %(colour)s card (or two cards of one other colour) for each of the %(short)s pieces not paid "
               "for, or place %(short)s pieces fewer.", "short")
PLACE_MORE = nN_("Place %(extra)s more piece, or play fewer cards: each card you play must pay for a piece.",
                 "Place %(extra)s more pieces, or play fewer cards: each card you play must pay for a piece.", "extra")
FREE_SPACES = N_("The free house spaces of %(region)s are: %(spaces)s.")
OTHER_REGION = N_("House space %(space)s is in %(where)s; the free house spaces of %(region)s are: %(spaces)s.")
REGION_FULL = N_("No house fits in %(region)s any more: place emissaries there, or houses in another region.")
SOME_HOUSES = nN_("Place at most %(left)s house: that is all you have left.",
                  "Place at most %(left)s houses: that is all you have left.", "left")
SOME_HOUSES_OR = nN_("Place at most %(left)s house: that is all you have left; you can also place emissaries (you have "
                     "%(spare)s).",
                     "Place at most %(left)s houses: that is all you have left; you can also place emissaries (you have "
                     "%(spare)s).", "left")
NO_HOUSES = N_("You have no houses left: place emissaries instead.")
SOME_EMISSARIES = nN_("Place at most %(left)s emissary: that is all you have left.",
                      "Place at most %(left)s emissaries: that is all you have left.", "left")
SOME_EMISSARIES_OR = nN_("Place at most %(left)s emissary: that is all you have left; you can also place houses (you have "
                         "%(spare)s).",
                         "Place at most %(left)s emissaries: that is all you have left; you can also place houses (you "
                         "have %(spare)s).", "left")
NO_EMISSARIES = N_("You have no emissaries left: place houses instead.")
HOUSE_FIRST = N_("Place a house in %(region)s first, or send the emissary where houses stand: %(regions)s.")
HOUSE_FIRST_ONLY = N_("Place a house in %(region)s first: emissaries go only where houses stand.")
EMISSARY_ROOM = when_none(
    nN_("Place at most %(room)s emissary in %(region)s, or add houses there first: the limit is the most houses one "
        "player has there (now %(cap)s).",
        "Place at most %(room)s emissaries in %(region)s, or add houses there first: the limit is the most houses one "
        "player has there (now %(cap)s).", "room"),
    N_("No other emissary fits in %(region)s unless you add houses there first: the limit is the most houses one "
       "player has there (now %(cap)s)."))
HOUSE_ON_FORT = N_("Add a house on the fortification in the same turn: house:%(space)s.")
GIVE_OWN = N_("Discard a card you hold: %(hand)s.")
OPEN_OR_DECK = N_("The open cards are %(open)s; or take the top card of the draw pile (deck).")
OPEN_ONLY = N_("Take one of the open cards instead: %(open)s.")
DECK_ONLY = N_("There is no open card: take the top card of the draw pile (deck).")

# Codes with no concrete remedy: the game is over or in another step (the violation names the move that
# comes first), the notation is wrong (the violation says how to write it), or the variant is off.
NO_REMEDY = frozenset({
    "china.game-over", "china.choose-start", "china.start-chosen", "china.draw-first", "china.not-drawing",
    "china.not-your-phase", "china.must-act", "china.bad-card", "china.bad-piece", "china.no-piece-named",
    "china.variant-off",
    "china.no-forts-left",  # each player has one fortification: nothing brings it back
    "china.not-your-turn",  # the violation says whose turn it is
})


def _mover(state: ChinaState, mv: Move) -> int:
    """The player a move is judged for (as ``check`` does): the one it names, else the player to move."""
    return mv.player if mv.player is not None and 0 <= mv.player < state.players else state.turn


def _region(state: ChinaState, mv: Move) -> int | None:
    return index(state.board).region_index.get(str(mv.args[0])) if mv.args else None


def _free(state: ChinaState, r: int) -> tuple[int, ...]:
    board = state.board
    return tuple(board.spaces[s].id for s in index(board).region_spaces[r]
                 if state.houses[s] == EMPTY and not state.forts[s])


def _house_room(state: ChinaState, r: int) -> int:
    """House spaces of a region without a house (a house may also go on a fortification)."""
    return sum(1 for s in index(state.board).region_spaces[r] if state.houses[s] == EMPTY)


def regions(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return REGION_IDS, {"regions": tuple(r.id for r in state.board.regions)}


def no_such_player(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return PLAYER_RANGE, {"last": state.players - 1}


def card_count(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return (FEWER_CARDS, {"extra": p["n"] - 3}) if p["n"] > 3 else None


def piece_count(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    return FEWER_PIECES, {"extra": p["n"] - 2}


def _played(mv: Move) -> int:
    return len(str(mv.args[1]).split("+")) if len(mv.args) > 1 else 0


def _occupied(state: ChinaState, r: int) -> bool:
    spaces = index(state.board).region_spaces[r]
    return any(state.houses[s] != EMPTY or state.forts[s] for s in spaces) or sum(state.emissaries[r]) > 0


def lone_card(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    if _played(mv) >= 3:  # a second card would make 4 (china.placement.three-two-one)
        return None
    hand = state.hands[_mover(state, mv)]
    card, colour = str(p["card"]).removeprefix("colour."), str(p["colour"]).removeprefix("colour.")
    return PAIR_OR_MATCH, {**p, "held": hand.count(card), "matching": hand.count(colour)}


def too_few_cards(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    r = _region(state, mv)
    if r is None:
        return None
    short = p["pieces"] - p["units"]
    if _played(mv) + 2 * short > 3:  # a wildcard pair per missing piece would pass 3 cards (china.placement.three-two-one)
        return None
    colour = ckey(state.board.regions[r].colour)
    return PAY_MORE, {"colour": colour, "short": short}


def unused_cards(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    r = _region(state, mv)
    most = 2 if r is not None and _occupied(state, r) else 1  # china.placement.empty-region / two-pieces
    if p["units"] > most:  # more pieces are not allowed: only fewer cards help (the violation says so)
        return None
    return PLACE_MORE, {"extra": p["units"] - p["pieces"]}


def _emissary_room(state: ChinaState, r: int, who: int) -> bool:
    return state.emissaries_left[who] > 0 and max(region_house_counts(state, r)) > sum(state.emissaries[r])


def region_full(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    r = _region(state, mv)
    others = (x for x in range(len(state.board.regions)) if x != r)
    elsewhere = state.houses_left[_mover(state, mv)] > 0 and any(_house_room(state, x) for x in others)
    return (REGION_FULL, p) if r is not None and _emissary_room(state, r, _mover(state, mv)) and elsewhere else None


def emissary_cap(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    """Adding houses lifts the limit only if this player can come to hold more houses there than anyone now."""
    r = _region(state, mv)
    if r is None:
        return None
    mine = region_house_counts(state, r)[_mover(state, mv)]
    can_add = min(_house_room(state, r), state.houses_left[_mover(state, mv)])
    return (EMISSARY_ROOM, p) if mine + can_add > int(p["cap"]) else None


def free_spaces(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    r = _region(state, mv)
    spaces = _free(state, r) if r is not None else ()
    if r is None or not spaces:
        return None
    out = {**p, "region": state.board.regions[r].key, "spaces": spaces}
    return (OTHER_REGION if "where" in p else FREE_SPACES), out


def houses_left(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    """Fewer houses; emissaries are named only if the player still has some."""
    other = state.emissaries_left[_mover(state, mv)]
    if p["left"]:
        return (SOME_HOUSES_OR, {**p, "spare": other}) if other else (SOME_HOUSES, p)
    return (NO_HOUSES, p) if other else None


def emissaries_left(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    """Fewer emissaries; houses are named only if the player still has some."""
    other = state.houses_left[_mover(state, mv)]
    if p["left"]:
        return (SOME_EMISSARIES_OR, {**p, "spare": other}) if other else (SOME_EMISSARIES, p)
    return (NO_EMISSARIES, p) if other else None


def no_house_in_region(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    board = state.board
    room = tuple(board.regions[r].key for r in range(len(board.regions))
                 if max(region_house_counts(state, r)) > sum(state.emissaries[r]))
    return (HOUSE_FIRST, {**p, "regions": room}) if room else (HOUSE_FIRST_ONLY, p)


def fort_needs_house(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    forts = [str(a).partition(":")[2] for a in mv.args[2:] if str(a).startswith("fort:")]
    return (HOUSE_ON_FORT, {"space": forts[0]}) if forts else None


def give_card(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    hand = state.hands[_mover(state, mv)]
    return (GIVE_OWN, {"hand": cards_key(hand)}) if hand else None


def open_cards(state: ChinaState, mv: Move, p: Mapping[str, Any]) -> RemedyText:
    shown = {"open": cards_key(tuple(dict.fromkeys(state.open)))}
    if state.open:
        return (OPEN_OR_DECK if state.deck and mv.args and mv.args[-1] != "deck" else OPEN_ONLY), shown
    return (DECK_ONLY, {}) if state.deck else None


REMEDIES: dict[str, Remedy] = {
    "china.no-region": regions, "china.no-such-player": no_such_player,
    "china.cards-not-in-hand": remedy(OWN_CARDS), "china.card-count": card_count, "china.piece-count": piece_count,
    "china.empty-region": remedy(ONE_PIECE), "china.lone-card": lone_card, "china.too-few-cards": too_few_cards,
    "china.unused-cards": unused_cards, "china.no-such-space": free_spaces, "china.wrong-region": free_spaces,
    "china.space-taken": free_spaces, "china.same-space": free_spaces, "china.fort-space": free_spaces,
    "china.region-full": region_full, "china.too-many-houses": free_spaces, "china.no-houses-left": houses_left,
    "china.no-emissaries-left": emissaries_left, "china.no-house-in-region": no_house_in_region,
    "china.emissary-cap": emissary_cap, "china.fort-needs-house": fort_needs_house,
    "china.no-card-to-give": give_card, "china.deck-empty": open_cards, "china.no-open-card": open_cards,
}
