"""One validator for every position and saved state of Dragonheart.

``check_position`` checks the shape of a scenario position before it is built; ``validate_state`` checks
a whole state: every card of both decks in exactly one place, spaces holding their own cards, hand sizes,
players 0 or 1 and counters in range. The game's ``validate()`` hands it every state, so scenarios, saves
and the notebook all pass through the same checks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.plausible import Implausible
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import CARD_TYPE, NCARDS, PHASES, DragonheartState, card_word

MAX_TURNS = 10_000  # a turn counter no game reaches (each turn plays at least one of 2 x 50 cards)
LISTS = ("hands", "spaces", "under_ship", "scores", "decks")


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position's fields, before anything is built from it."""
    for name in LISTS:
        value = position.get(name)
        if value is not None and not isinstance(value, (list, Mapping)):
            raise InputError(where, 0, f"position.{name}", "expected a list (or a mapping by player or space)")
    dep = position.get("departures")
    if dep is not None and (isinstance(dep, bool) or not isinstance(dep, (int, list))):
        raise InputError(where, 0, "position.departures", "a count or lists of ship values")


def validate_state(state: DragonheartState, where: str = "state") -> None:
    """Every card of both decks in exactly one place, spaces holding their own cards, hand sizes, players 0 or 1,
    phases and pending choices that agree, counters in range."""
    for check in (_shape, _cards_once, _zones, _players, _pending, _hands_and_turns):
        check(state, where)


def _shape(s: DragonheartState, where: str) -> None:
    """One deck, hand, score pile and known-top count per player; the nine spaces."""
    if len(s.decks) != 2 or len(s.hands) != 2 or len(s.scores) != 2 or len(s.known_top) != 2:
        raise InputError(where, 0, "decks", "decks, hands, scores and known_top hold one entry per player (2)")
    if len(s.spaces) != len(TYPES):
        raise InputError(where, 0, "spaces", f"expected {len(TYPES)} spaces in this order: {', '.join(TYPES)}")


def _cards_once(s: DragonheartState, where: str) -> None:
    """Every card of both decks in exactly one place (no unknown id, none twice, none missing)."""
    cards = s.all_cards()
    if any(not 0 <= x < NCARDS for x in cards):
        raise InputError(where, 0, "cards",
                         f"card ids are 0..{NCARDS - 1} (hidden cards from an observation cannot be loaded)")
    counts = Counter(cards)
    twice = sorted(x for x, n in counts.items() if n > 1)
    if twice:
        raise InputError(where, 0, "cards", f"card {twice[0]} ({card_word(twice[0])}) is in two places")
    if len(cards) != NCARDS:
        missing = sorted(set(range(NCARDS)) - set(cards))
        raise InputError(where, 0, "cards", f"{len(missing)} card(s) missing, e.g. {missing[0]} ({card_word(missing[0])})")


def _zones(s: DragonheartState, where: str) -> None:
    """Spaces hold their own cards and are never left full; below the Ship and the departures hold theirs."""
    for t, zone in zip(TYPES, s.spaces, strict=True):
        wrong = [x for x in zone if CARD_TYPE[x] != t]
        if wrong:
            raise InputError(where, 0, f"spaces.{t}",
                             f"holds {card_word(wrong[0])}: a space holds only cards of its own picture")
        outlines = COMPONENTS.outlines[t]
        limit = outlines if (s.phase == "choose" and s.pending == t) else outlines - 1
        if outlines > 1 and len(zone) > limit:
            raise InputError(where, 0, f"spaces.{t}",
                             f"{len(zone)} cards: a full {t} space is emptied by its effect at once")
    if any(CARD_TYPE[x] not in ("knight", "huntress") for x in s.under_ship):
        raise InputError(where, 0, "under_ship", "only Knights and Huntresses go below the Ship space")
    for i, stack in enumerate(s.departures):
        if len(stack) != COMPONENTS.outlines["ship"] or any(CARD_TYPE[x] != "ship" for x in stack):
            raise InputError(where, 0, f"departures[{i}]", "a departure is a stack of three Ship cards")


def _players(s: DragonheartState, where: str) -> None:
    """A known phase; players 0 or 1 (or null where none may be); the end's trigger set with the final turn."""
    if s.phase not in PHASES:
        raise InputError(where, 0, "phase", f"{s.phase!r} is not one of {', '.join(PHASES)}")
    for name, value in (("turn", s.turn), ("youngest", s.youngest)):
        if value not in (0, 1):
            raise InputError(where, 0, name, "a player is 0 or 1")
    for name, opt in (("dragon", s.dragon), ("final_turn", s.final_turn)):
        if opt not in (None, 0, 1):
            raise InputError(where, 0, name, "a player (0 or 1) or null")
    if s.end_trigger not in (None, "ships", "deck") or (s.end_trigger is None) != (s.final_turn is None):
        raise InputError(where, 0, "end_trigger", "\"ships\" or \"deck\" once final_turn is set, null before")


def _pending(s: DragonheartState, where: str) -> None:
    """A pending choice exactly in the choose phase, for a space whose effect has both spaces to take from."""
    if s.phase == "choose":
        if s.pending not in ("sorceress", "knight"):
            raise InputError(where, 0, "pending",
                             "in the choose phase, the space waiting for a choice: sorceress or knight")
        if not all(s.space(x) for x in COMPONENTS.collects[s.pending]):
            raise InputError(where, 0, "pending", "a choice is asked for only when both spaces hold cards")
    elif s.pending is not None:
        raise InputError(where, 0, "pending", "only the choose phase has a pending choice")


def _hands_and_turns(s: DragonheartState, where: str) -> None:
    """Hands within their size, known cards within the deck, the right player to move, the turn counter."""
    for player in range(2):
        if len(s.hands[player]) > s.hand_size(player):
            raise InputError(where, 0, f"hands[{player}]",
                             f"{len(s.hands[player])} cards: the hand size is {s.hand_size(player)}")
        if not 0 <= s.known_top[player] <= len(s.decks[player]):
            raise InputError(where, 0, f"known_top[{player}]", "more known cards than the deck holds")
    if s.phase == "start" and s.turn != s.youngest:
        raise InputError(where, 0, "turn",
                         "before the game begins, the youngest player is to move (to choose who starts)")
    if s.phase in ("play", "start") and not s.hands[s.turn]:
        raise InputError(where, 0, f"hands[{s.turn}]", "the player to move must hold at least one card")
    if s.turn_no < 0:
        raise InputError(where, 0, "turn_no", "cannot be negative")
    if not 0 <= s.turn_no <= MAX_TURNS:
        raise InputError(where, 0, "turn_no", f"0 to {MAX_TURNS}")


# -- plausibility: what a real game keeps (tutor.core.plausible) ---------------------------------------------------
GROUPS = {"knight": COMPONENTS.outlines["knight"], "huntress": COMPONENTS.outlines["huntress"]}


def implausible(state: DragonheartState) -> list[Implausible]:
    """The ways ``state`` departs from every real game: cards left out of play, hands not refilled, Knights and
    Huntresses below the Ship (or in a score pile) outside the groups they travel in, Dwarves scored outside their
    fours, the Great Dragon held without a Petrified Dragon taken, the end and the departures out of step."""
    s = state
    out: list[Implausible] = []
    if s.box:
        out.append(Implausible("dh.components.cards", f"{len(s.box)} card(s) out of play; every card of both "
                                                      "decks is in a deck, a hand, on the board or beside it"))
    for player in range(2):
        full = s.hand_size(player)
        mid_turn = s.phase == "choose" and s.turn == player
        if not mid_turn and len(s.hands[player]) < full and s.decks[player]:
            out.append(Implausible("dh.turn.draw.refill", f"player {player} holds {len(s.hands[player])} cards "
                                                          f"beside a deck of {len(s.decks[player])}: hands refill to {full}"))
    out += _groups(s)
    if s.dragon is not None and not any(CARD_TYPE[c] == "petrified_dragon" for c in s.scores[s.dragon]):
        out.append(Implausible("dh.spaces.sorceress.great-dragon",
                               f"player {s.dragon} holds the Great Dragon but took no Petrified Dragon"))
    out += _ending(s)
    return out


def _groups(s: DragonheartState) -> list[Implausible]:
    """Knights go below the Ship in pairs, Huntresses in threes; the Ship takes them all; Dwarves score in fours."""
    out: list[Implausible] = []
    run: list[str] = []
    for c in s.under_ship:  # bottom first: whole groups, one after another
        run.append(CARD_TYPE[c])
        if len(run) == GROUPS[run[0]] and len(set(run)) == 1:
            run = []
        elif len(set(run)) > 1:
            break
    if run:
        out.append(Implausible("dh.spaces.knight.to-ship", "below the Ship: "
                               + ", ".join(CARD_TYPE[c] for c in s.under_ship)
                               + " (Knights go there in pairs, Huntresses in threes)"))
    for player, pile in enumerate(s.scores):
        kinds = Counter(CARD_TYPE[c] for c in pile)
        for kind, clause, group in (("knight", "dh.spaces.ship.effect", 2), ("huntress", "dh.spaces.ship.effect", 3),
                                    ("dwarf", "dh.spaces.dwarf.effect", 4)):
            if kinds[kind] % group:
                out.append(Implausible(clause, f"player {player}'s score pile holds {kinds[kind]} {kind} card(s): "
                                               f"they are taken {group} at a time"))
        if kinds["ship"]:
            out.append(Implausible("dh.spaces.ship.departure", f"player {player}'s score pile holds a Ship"))
    return out


def _ending(s: DragonheartState) -> list[Implausible]:
    """The third departure or an empty deck triggers the end; the other player then takes the final turn."""
    out: list[Implausible] = []
    ends = COMPONENTS.departures_to_end
    if len(s.departures) >= ends and s.end_trigger is None:
        out.append(Implausible("dh.spaces.ship.game-end", f"{len(s.departures)} departures and the end not triggered"))
    if s.end_trigger == "ships" and len(s.departures) < ends:
        out.append(Implausible("dh.end.trigger", f"the end triggered by the Ships after {len(s.departures)} departures"))
    if s.end_trigger == "deck" and all(s.decks):
        out.append(Implausible("dh.end.deck-out", "the end triggered by an empty deck while both decks hold cards"))
    if s.phase == "play" and s.final_turn is not None and s.turn != s.final_turn:
        out.append(Implausible("dh.end.final-turn", "the end is triggered, yet the triggering player moves again"))
    return out
