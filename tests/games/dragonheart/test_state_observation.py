"""Hidden information: observations, the board and explanations show a viewer only what they may know."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.games.dragonheart.helpers import apply, pos
from tutor.core import Rng
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.components import COMPONENTS
from tutor.games.dragonheart.state import HIDDEN, DragonheartState, card_type, hidden_of, replace_at, sort_cards
from tutor.text.explain import explain, line

BOARD = GAME.board


def reach(seed: int, steps: int) -> DragonheartState:
    rng = random.Random(seed)
    s = GAME.new(2, seed)
    for _ in range(steps):
        if GAME.is_over(s):
            break
        s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    return s


def reshuffle_hidden(s: DragonheartState, viewer: int, seed: int) -> DragonheartState:
    """Another state the viewer cannot tell apart: everything they may not examine is dealt anew."""
    rng = random.Random(seed)
    o = 1 - viewer
    # The opponent's hand, draw deck (even a card returned on top of it) and score pile.
    piles_hidden = not GAME.is_over(s)  # every pile is counted openly at the end
    pool = [*s.hands[o], *s.decks[o], *(s.scores[o] if piles_hidden else ())]
    rng.shuffle(pool)
    nh, nd = len(s.hands[o]), len(s.decks[o])
    hands = replace_at(s.hands, o, sort_cards(pool[:nh]))
    decks = replace_at(s.decks, o, tuple(pool[nh:nh + nd]))
    scores = replace_at(s.scores, o, tuple(pool[nh + nd:])) if piles_hidden else s.scores
    # The order of the viewer's own deck below the cards they know.
    k = s.known_top[viewer]
    own = list(s.decks[viewer][k:])
    rng.shuffle(own)
    decks = replace_at(decks, viewer, (*s.decks[viewer][:k], *own))
    # The order of the cards below the top of each stack.
    spaces = []
    for t, cards in zip(COMPONENTS.outlines, s.spaces, strict=True):
        if COMPONENTS.outlines[t] == 1 and len(cards) > 2:
            below = list(cards[:-1])
            rng.shuffle(below)
            cards = (*below, cards[-1])
        spaces.append(cards)
    return replace(s, hands=hands, decks=decks, scores=scores, spaces=tuple(spaces), rng=Rng.seeded(seed + 99))


def rendered(events) -> list[str]:
    return [line(GAME, e, "en").text for e in events]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 5000), steps=st.integers(1, 80), viewer=st.integers(0, 1), other=st.integers(0, 10**6))
def test_observations_leak_nothing(seed, steps, viewer, other):
    s = reach(seed, steps)
    t = reshuffle_hidden(s, viewer, other)
    assert GAME.observation(s, viewer) == GAME.observation(t, viewer)
    names = ["Ana", "Ben"]
    assert BOARD.scene(s, viewer, "en", names) == BOARD.scene(t, viewer, "en", names)
    assert BOARD.describe(s, "ja", names, viewer) == BOARD.describe(t, "ja", names, viewer)
    if s.turn == viewer and not GAME.is_over(s):
        legal = GAME.legal_moves(s)
        assert legal == GAME.legal_moves(t)
        for m in legal:
            a, b = GAME.check(s, m), GAME.check(t, m)
            assert explain(GAME, a, str(m)) == explain(GAME, b, str(m))
            # What the viewer's own move tells (draws, the random card sent back) names no hidden card.
            assert rendered(GAME.apply(s, m)[1]) == rendered(GAME.apply(t, m)[1])
    else:
        assert GAME.observation(GAME.observation(s, viewer), viewer) == GAME.observation(s, viewer)


def test_what_each_viewer_sees():
    s = pos(spaces={"treasure_chest": [1, 2, 4], "dwarf": [1, 3]},
            hands=[["troll:1", "fire_dragon:3"], ["dwarf:2"]], scores=[["troll:3"], ["sorceress:2", "sorceress:1"]])
    o = GAME.observation(s, 0)
    assert o.hands[0] == s.hands[0] and o.hands[1] == (HIDDEN,)
    assert set(o.decks[0]) == {HIDDEN} and set(o.decks[1]) == {HIDDEN} and len(o.decks[0]) == len(s.decks[0])
    # dh.turn.play.single-outline.hidden: only the top card of a stack may be examined
    assert o.space("treasure_chest") == (hidden_of("treasure_chest"),) * 2 + (s.space("treasure_chest")[-1],)
    assert card_type(o.space("treasure_chest")[0]) == "treasure_chest"
    # dh.turn.play.multi-outline.overlap: cards on outlines are all visible
    assert o.space("dwarf") == s.space("dwarf")
    # dh.turn.collect.examine-own: one's own score pile, and only the size of the opponent's
    assert o.scores[0] == s.scores[0] and o.scores[1] == (HIDDEN, HIDDEN)
    assert o.rng != s.rng and GAME.observation(s, None) == s


def test_the_returned_card_is_known_to_its_owner_only():
    hand1 = ["dwarf:2", "dwarf:2", "knight:1", "knight:1", "huntress:1", "ship:1"]
    s = pos(dragon=1, spaces={"petrified_dragon": [2]}, hands=[["sorceress:1", "troll:1"], hand1])
    s2, _ = apply(s, "play sorceress 1")
    assert GAME.observation(s2, 1).decks[1][0] == s2.decks[1][0] >= 0
    assert GAME.observation(s2, 0).decks[1][0] == HIDDEN


def test_score_piles_are_shown_at_the_end():
    s = pos(turn=1, final_turn=1, scores=[["treasure_chest:4"], ["dwarf:3"]], hands=[["troll:1"], ["dwarf:1"]])
    s2, _ = apply(s, "play dwarf 1")
    assert GAME.observation(s2, 0).scores == s2.scores
    assert GAME.observation(s2, 0).hands[1] == (HIDDEN,) * len(s2.hands[1])
