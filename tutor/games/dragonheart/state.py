"""Dragonheart's state: a frozen value of tuples, and the card helpers.

A card is an int id (see ``components``). In an observation, cards a viewer may not examine are
placeholders: ``HIDDEN`` (-1) for a card whose face is unknown, and ``hidden_of(type)`` (-2..-10)
for a card whose type is known but whose value may not be examined (below the top of a stack).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tutor.core.evolve import evolve
from tutor.core.rng import Rng
from tutor.games.dragonheart.components import COMPONENTS, TYPES

PHASES = ("start", "play", "choose", "over")
HIDDEN = -1
NCARDS = 2 * COMPONENTS.deck_size
CARD_TYPE: tuple[str, ...] = tuple(t for _ in range(2) for t, _v in COMPONENTS.deck)
CARD_VALUE: tuple[int, ...] = tuple(v for _ in range(2) for _t, v in COMPONENTS.deck)
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}
SORT_KEY: tuple[tuple[int, int, int], ...] = tuple((TYPE_INDEX[CARD_TYPE[c]], CARD_VALUE[c], c) for c in range(NCARDS))


def hidden_of(card_type: str) -> int:
    """The placeholder for a card of a known type whose value is hidden."""
    return -2 - TYPE_INDEX[card_type]


def card_type(card: int) -> str | None:
    """The type of a card or placeholder (None for a wholly hidden card)."""
    if card >= 0:
        return CARD_TYPE[card]
    if card == HIDDEN:
        return None
    return TYPES[-card - 2]


def card_value(card: int) -> int | None:
    return CARD_VALUE[card] if card >= 0 else None


def owner_of(card: int) -> int:
    """Whose deck a card belongs to (0 green, 1 red)."""
    return card // COMPONENTS.deck_size


def card_word(card: int) -> str:
    """``type:value``, as in positions and answers (``type:?`` for a hidden value)."""
    t = card_type(card)
    v = card_value(card)
    return f"{t or '?'}:{v if v is not None else '?'}"


def sort_cards(cards: Iterable[int]) -> tuple[int, ...]:
    """Cards in a canonical order: by type (board order), then value, then id."""
    return tuple(sorted(cards, key=SORT_KEY.__getitem__))


def points(cards: Iterable[int]) -> int:
    return sum(CARD_VALUE[c] for c in cards if c >= 0)


@dataclass(frozen=True)
class DragonheartState:
    """Everything on the table. Player 0 plays the green deck, player 1 the red one."""

    decks: tuple[tuple[int, ...], ...]  # per player, top card first
    hands: tuple[tuple[int, ...], ...]  # per player, in canonical order
    spaces: tuple[tuple[int, ...], ...]  # the nine spaces in board order (TYPES), bottom card first
    under_ship: tuple[int, ...]  # Knights and Huntresses waiting below the Ship space, bottom first
    departures: tuple[tuple[int, ...], ...]  # the stacks of three Ship cards beside the board
    scores: tuple[tuple[int, ...], ...]  # per player, face-down score pile
    dragon: int | None  # who holds the Great Dragon figure (None: still on the board)
    turn: int  # the player to move (in the start phase: the youngest player, who chooses)
    phase: str  # start | play | choose | over
    pending: str | None  # in the choose phase: the space whose effect waits for a choice
    final_turn: int | None  # once the end is triggered: the player who takes the final turn
    end_trigger: str | None  # "ships" (third departure) or "deck" (a player could not draw)
    known_top: tuple[int, ...]  # per player: top cards of their deck they know (returned by the dragon)
    youngest: int
    turn_no: int  # turns completed
    rng: Rng
    box: tuple[int, ...] = ()  # cards a scenario position leaves out of play (never in a real game)

    def space(self, name: str) -> tuple[int, ...]:
        return self.spaces[TYPE_INDEX[name]]

    def with_space(self, name: str, cards: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        i = TYPE_INDEX[name]
        return (*self.spaces[:i], cards, *self.spaces[i + 1:])

    def hand_size(self, player: int) -> int:
        c = COMPONENTS
        return c.dragon_hand_size if self.dragon == player else c.hand_size

    def free_outlines(self, name: str) -> int | None:
        """Free card outlines of a space (None for a single-outline stack without limit)."""
        n = COMPONENTS.outlines[name]
        return None if n == 1 else n - len(self.space(name))

    def all_cards(self) -> list[int]:
        """Every card in every zone (for conservation checks)."""
        out: list[int] = []
        for zone in (*self.decks, *self.hands, *self.spaces, self.under_ship, *self.departures, *self.scores, self.box):
            out.extend(zone)
        return out


def replace_at(items: tuple[tuple[int, ...], ...], i: int, value: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return (*items[:i], value, *items[i + 1:])


def other(player: int) -> int:
    """The other player of the two."""
    return 1 - player


def to_move(state: DragonheartState) -> tuple[int, ...]:
    """Who moves: the player whose turn it is (nobody once the game is over)."""
    return () if state.phase == "over" else (state.turn,)


def is_over(state: DragonheartState) -> bool:
    return state.phase == "over"


def observation(state: DragonheartState, viewer: int | None) -> DragonheartState:
    """What ``viewer`` may examine: own hand and score pile (dh.turn.collect.examine-own); the top card of each
    one-outline stack (dh.turn.play.single-outline.stack, dh.turn.play.single-outline.hidden); counts of the
    rest. ``None`` is the teacher's view: everything (the board marks it as a teaching aid)."""
    if viewer is None:
        return state
    s = state
    o = other(viewer)
    hands = replace_at(s.hands, o, (HIDDEN,) * len(s.hands[o]))
    known = s.known_top[viewer]
    decks = replace_at(s.decks, viewer, (*s.decks[viewer][:known], *(HIDDEN,) * (len(s.decks[viewer]) - known)))
    decks = replace_at(decks, o, (HIDDEN,) * len(s.decks[o]))
    spaces = tuple(
        cards if COMPONENTS.outlines[t] > 1 or len(cards) <= 1
        else (*(hidden_of(t),) * (len(cards) - 1), cards[-1])
        for t, cards in zip(TYPES, s.spaces, strict=True)
    )
    # Score piles are face down until the end, when each player counts theirs (dh.end.scoring).
    scores = s.scores if s.phase == "over" else replace_at(s.scores, o, (HIDDEN,) * len(s.scores[o]))
    return evolve(s, hands=hands, decks=decks, spaces=spaces, scores=scores, box=(HIDDEN,) * len(s.box), rng=Rng(0))
