"""China clauses the engine cites that no other test named: each test plays or scores what its clause says
and checks that the verdict, the events or the score lines cite that clause."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from tests.games.china.helpers import position, small_board, verdict
from tutor.core import Event, move
from tutor.games.china import GAME
from tutor.games.china.boardfile import COLOURS, ChinaMap, Region, Space
from tutor.games.china.state import DRAW, EMPTY, MAIN, OVER, SETUP, ChinaState, sort_cards, supply

BOARD = small_board([("wei", "red", 4), ("qi", "yellow", 4), ("chin", "yellow", 4), ("chu", "purple", 6)])
# house spaces of BOARD: wei 1-4, qi 5-8, chin 9-12, chu 13-18
OPEN4 = ["yellow", "yellow", "green", "purple"]
# house scoring events (a rank each; a shared place has its own wording)
HOUSE_SCORE = ("china.ev.house-first", "china.ev.house-rank", "china.ev.house-first-tie", "china.ev.house-rank-tie")

# Numbers the rulebook states (china.components.*, china.setup.*); the game takes 3 to 5 players.
REGION_CARDS = 57  # china.components.region-cards
MAX_PLAYERS = 5
HOUSES_EACH = 100 // MAX_PLAYERS  # china.components.houses: 100 houses, all of one colour per player
EMISSARIES_EACH = 45 // MAX_PLAYERS  # china.components.emissaries: 45 emissaries
HAND, OPEN = 3, 4  # china.setup.cards.hand, china.setup.cards.open-cards
REMOVED_PER_COLOUR = {3: 2, 4: 1, 5: 0}  # china.setup.cards.three-players / four-players


def cited(events: Iterable[Event]) -> set[str]:
    return {c for e in events for c in e.clauses}


def start_game(players: int, seed: int, start: int = 0) -> tuple[ChinaState, ChinaState, tuple[Event, ...]]:
    s = GAME.new(players, seed)
    s2, events = GAME.apply(s, move("start", start))
    return s, s2, events


# -- components and setup ---------------------------------------------------------------------------


def test_china_components_region_cards():
    """china.components.region-cards: 57 region cards in the region colours; any other card is refused"""
    for players in (3, 4, 5):
        s = GAME.new(players, 3)
        cards = [*s.deck, *s.open, *s.removed, *(c for h in s.hands for c in h)]
        assert len(cards) == REGION_CARDS and set(cards) <= set(COLOURS)
    s = position(board=BOARD, hands={0: ["red", "red", "green"]})
    v = verdict(s, "place wei blue house:1")
    assert not v.legal and "china.bad-card" in v.codes
    assert "china.components.region-cards" in v.clauses


def test_china_setup_pieces():
    """china.setup.pieces: each player takes all the houses and emissaries of one colour"""
    for players in (3, 4, 5):
        before, s, events = start_game(players, 1)
        assert before.phase == SETUP
        assert all(h == EMPTY for h in s.houses) and all(sum(e) == 0 for e in s.emissaries)
        assert s.houses_left == (HOUSES_EACH,) * players
        # all emissaries of his colour, one of which becomes the scoring stone (china.setup.scoring-stone)
        assert s.emissaries_left == (EMISSARIES_EACH - 1,) * players
        assert "china.setup.pieces" in cited(events)
    # the pieces are the player's own: a house placed comes out of his supply only
    s = position(board=BOARD, hands={0: ["red", "red", "green"]})
    s2, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    assert s2.houses_left == (HOUSES_EACH - 1, HOUSES_EACH, HOUSES_EACH, HOUSES_EACH)


def test_china_setup_scoring_stone():
    """china.setup.scoring-stone: 1 emissary of each player goes on space 0 of the score track"""
    _, s, events = start_game(4, 2)
    assert s.score == (0, 0, 0, 0)
    assert s.emissaries_left == (EMISSARIES_EACH - 1,) * 4
    # the stone is not in the supply (tie-break counts houses, emissaries, fortification left)
    assert all(supply(s, p) == HOUSES_EACH + EMISSARIES_EACH - 1 for p in range(4))
    assert "china.setup.scoring-stone" in cited(events)


def test_china_setup_cards_shuffle():
    """china.setup.cards.shuffle: the remaining region cards are shuffled (same seed, same deal)"""
    decks, deals = [], []
    for seed in range(5):
        s, _, events = start_game(4, seed)
        dealt = [*s.deck, *s.open, *(c for h in s.hands for c in h)]
        assert not deals or Counter(dealt) == Counter(deals[0])  # the same cards, in another order
        deals.append(dealt)
        assert len(dealt) == REGION_CARDS - len(COLOURS) * REMOVED_PER_COLOUR[4]
        assert list(s.deck) != list(sort_cards(s.deck)), "the draw pile is still in colour order"
        assert "china.setup.cards.shuffle" in cited(events)
        decks.append(s.deck)
    assert len(set(decks)) > 1
    assert GAME.new(4, 3).deck == GAME.new(4, 3).deck


def test_china_setup_cards_draw_pile():
    """china.setup.cards.draw-pile: the rest of the cards form a face-down draw pile; its top card is drawn"""
    for players in (3, 4, 5):
        _, s, events = start_game(players, 4)
        expected = REGION_CARDS - len(COLOURS) * REMOVED_PER_COLOUR[players] - HAND * players - OPEN
        assert len(s.deck) == expected
        seen = GAME.observation(s, 0)
        assert len(seen.deck) == expected and set(seen.deck) == {"hidden"}
        assert "china.setup.cards.draw-pile" in cited(events)
    # exchanging for the draw pile takes its top card
    _, s, _ = start_game(4, 4, start=1)
    give, top = s.hands[1][0], s.deck[0]
    s2, _ = GAME.apply(s, move("exchange", give, "deck"))
    hand = list(s.hands[1])
    hand.remove(give)
    assert Counter(s2.hands[1]) == Counter([*hand, top]) and s2.deck == s.deck[1:]


def test_china_setup_cards_open_cards():
    """china.setup.cards.open-cards: 4 cards lie face up beside the draw pile, seen by every player"""
    for players in (3, 4, 5):
        before, s, events = start_game(players, 5)
        assert len(s.open) == OPEN
        assert all(GAME.observation(s, viewer).open == s.open for viewer in range(players))
        assert all(c in COLOURS for c in GAME.observation(s, 0).open)
        all_cards = [*before.deck, *before.open, *before.removed, *(c for h in before.hands for c in h)]
        assert len(all_cards) == REGION_CARDS
        assert "china.setup.cards.open-cards" in cited(events)


# -- turns --------------------------------------------------------------------------------------------


def test_china_play_start_player():
    """china.play.start-player: the start player agreed on takes the first turn"""
    for start in range(4):
        _, s, events = start_game(4, 6, start=start)
        assert s.phase == MAIN and s.start == start and GAME.to_move(s) == (start,)
        assert "china.play.start-player" in cited(events)


def test_china_play_clockwise():
    """china.play.clockwise: turns go on in clockwise order (to the next player on the left), round and round"""
    players, start = 5, 3
    s = position(players, board=BOARD, start=start)
    expected = start
    for _ in range(2 * players):
        assert GAME.to_move(s) == (expected,)
        s, events = GAME.apply(s, move("exchange", s.hands[expected][0], "deck"))
        expected = (expected + 1) % players
        nxt = [e for e in events if e.code == "china.ev.next"]
        assert len(nxt) == 1 and nxt[0].player == expected
        assert "china.play.clockwise" in nxt[0].clauses
    assert s.turn == start


def test_china_play_option_refill():
    """china.play.option.refill: after placing, the player refills his hand to 3 cards, then the next player moves"""
    s = position(
        board=BOARD,
        hands={0: ["red", "red", "green"]},
        houses={3: 1},
        open=OPEN4,
        deck=["orange", "orange", "red", "red"],
    )
    s, _ = GAME.apply(s, GAME.parse_move("place wei red+red house:1 house:2"))
    assert s.phase == DRAW and s.turn == 0 and len(s.hands[0]) == HAND - 2
    v = verdict(s, "draw deck")
    assert v.legal and "china.play.option.refill" in v.clauses
    s, events = GAME.apply(s, move("draw", "deck"))
    assert s.phase == DRAW and s.turn == 0 and len(s.hands[0]) == HAND - 1
    assert "china.play.option.refill" in cited(events)
    s, events = GAME.apply(s, move("draw", "purple"))
    assert Counter(s.hands[0]) == Counter(["green", "orange", "purple"]) and len(s.hands[0]) == HAND
    assert s.phase == MAIN and s.turn == 1
    assert "china.play.option.refill" in cited(events)


def test_china_play_option_exchange():
    """china.play.option.exchange: instead of placing, a player may exchange 1 card (and may not just pass)"""
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1}, open=["green", "green", "orange", "purple"])
    assert verdict(s, "place qi yellow+yellow house:6 house:7").legal  # he could place ...
    v = verdict(s, "exchange red green")  # ... but chooses to exchange
    assert v.legal and "china.play.option.exchange" in v.clauses
    s2, _ = GAME.apply(s, move("exchange", "red", "green"))
    assert Counter(s2.hands[0]) == Counter(["yellow", "yellow", "green"])
    assert Counter(s2.discard) - Counter(s.discard) == Counter(["red"])
    assert s2.houses == s.houses and s2.turn == 1 and s2.phase == MAIN
    v = verdict(s, "pass")
    assert not v.legal and "china.must-act" in v.codes and "china.play.option.exchange" in v.clauses


# -- placing pieces -----------------------------------------------------------------------------------


def test_china_placement_colour_choice():
    """china.placement.colour.choice: a card's colour often leaves the choice between the two regions of that colour"""
    s = position(board=BOARD, hands={0: ["yellow", "orange", "red"]}, houses={5: 1, 9: 2})
    yellow = [r.id for r in s.board.regions if r.colour == "yellow"]
    assert sorted(yellow) == ["chin", "qi"]
    for text in ("place qi yellow house:6", "place chin yellow house:10"):
        v = verdict(s, text)
        assert v.legal and "china.placement.colour.choice" in v.clauses, (text, v.codes)
    regions = {m.args[0] for m in GAME.legal_moves(s) if m.kind == "place" and m.args[1] == "yellow"}
    assert regions == set(yellow)
    assert not verdict(s, "place wei yellow house:1").legal  # not a region of another colour


def test_china_placement_rules():
    """china.placement.rules: a placement is allowed only as the rules listed after it allow"""
    s = position(board=BOARD, hands={0: ["red", "red", "green"]})
    v = verdict(s, "place wei red house:1")
    assert v.legal and "china.placement.rules" in v.clauses
    # two pieces in an empty region break one of the listed rules: no ground of placement.rules
    bad = verdict(s, "place wei red+red house:1 house:2")
    assert not bad.legal and "china.placement.empty-region" in bad.clauses
    assert "china.placement.rules" not in bad.clauses


def test_china_placement_discard():
    """china.placement.discard: the cards played go face up onto the discard pile"""
    s = position(board=BOARD, hands={0: ["red", "green", "green"]}, houses={1: 1}, discard=["orange"])
    s2, events = GAME.apply(s, GAME.parse_move("place wei green+green+red house:2 house:3"))
    assert s2.hands[0] == ()
    assert Counter(s2.discard) == Counter(["orange", "red", "green", "green"])
    assert all(GAME.observation(s2, viewer).discard == s2.discard for viewer in range(4))  # face up
    cards = [e for e in events if e.code == "china.ev.cards"]
    assert cards and "china.placement.discard" in cards[0].clauses


def test_china_placement_special_rules():
    """china.placement.special-rules: each kind of piece has its own place (house: house:<space>, emissary: dragon space)"""
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1})
    for text in ("place qi yellow castle:6", "place qi yellow emissary:6", "place qi yellow house"):
        v = verdict(s, text)
        assert not v.legal and "china.bad-piece" in v.codes and "china.placement.special-rules" in v.clauses, text
    assert verdict(s, "place qi yellow house:6").legal
    assert verdict(s, "place qi yellow emissary").legal


def test_china_placement_dragon_space():
    """china.placement.dragon-space: an emissary always goes on the region's dragon space, not a house space"""
    s = position(board=BOARD, hands={0: ["yellow", "red", "red"]}, houses={5: 1})
    v = verdict(s, "place qi yellow emissary")
    assert v.legal and "china.placement.dragon-space" in v.clauses
    s2, events = GAME.apply(s, GAME.parse_move("place qi yellow emissary"))
    qi = [r.id for r in s.board.regions].index("qi")
    assert s2.emissaries[qi] == (1, 0, 0, 0) and s2.houses == s.houses
    assert s2.emissaries_left[0] == s.emissaries_left[0] - 1
    em = [e for e in events if e.code == "china.ev.emissary"]
    assert em and "china.placement.dragon-space" in em[0].clauses


def test_china_placement_dragon_space_many():
    """china.placement.dragon-space.many: one dragon space holds several emissaries (of several players)"""
    # qi: player 1 has 3 houses, so up to 3 emissaries (china.placement.emissary-cap); player 2 has one there
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1, 6: 1, 7: 1}, emissaries={"qi": {2: 1}})
    v = verdict(s, "place qi yellow+yellow emissary emissary")
    assert v.legal and "china.placement.dragon-space.many" in v.clauses
    s2, _ = GAME.apply(s, GAME.parse_move("place qi yellow+yellow emissary emissary"))
    qi = [r.id for r in s.board.regions].index("qi")
    assert s2.emissaries[qi] == (2, 0, 1, 0) and sum(s2.emissaries[qi]) == 3


# -- house scoring with 4 and 5 different house counts --------------------------------------------------


def big_region(final: list[int], mover: int) -> ChinaState:
    """One purple region holding sum(final) house spaces, all filled but one that ``mover`` is about to fill.

    Printed regions have at most 8 house spaces, too few for 4 different house counts (1+2+3+4); the
    board is built by hand (not through the board file checks) to reach ranks 4 and 5."""
    n = sum(final)
    board = ChinaMap(
        "big",
        (("en", "big"),),
        (3, 5),
        "test",
        (600.0, 520.0),
        (Region("chu", "purple", (("en", "Chu"),)),),
        tuple(Space(i + 1, "chu", 0.0, 0.0) for i in range(n)),
        (),
        (),
        (),
        True,
    )
    s = GAME.new_on(board, len(final), 0)
    before = list(final)
    before[mover] -= 1
    houses = [p for p, k in enumerate(before) for _ in range(k)] + [EMPTY]
    hands = list(s.hands)
    hands[mover] = ("purple",)
    return replace(
        s,
        phase=MAIN,
        start=0,
        turn=mover,
        hands=tuple(hands),
        houses=tuple(houses),
        houses_left=tuple(HOUSES_EACH - k for k in before),
    )


def test_china_house_scoring_fourth():
    """china.house-scoring.fourth: the 4th most houses gets 1 point per house of the player with the 3rd most"""
    final = [2, 4, 1, 3]  # ranks: player 1 (4), player 3 (3), player 0 (2), player 2 (1)
    s = big_region(final, mover=2)
    s2, events = GAME.apply(s, GAME.parse_move(f"place chu purple house:{sum(final)}"))
    # 1st: every house; 2nd: houses of 1st; 3rd: houses of 2nd; 4th: houses of 3rd
    expected = {1: sum(final), 3: final[1], 0: final[3], 2: final[0]}
    assert list(s2.score) == [expected[p] for p in range(4)]
    fourth = [e for e in events if e.player == 2 and e.code in HOUSE_SCORE]
    assert len(fourth) == 1 and "china.house-scoring.fourth" in fourth[0].clauses


def test_china_house_scoring_fifth():
    """china.house-scoring.fifth: the 5th most houses gets 1 point per house of the player with the 4th most"""
    final = [3, 5, 1, 4, 2]  # ranks: player 1 (5), 3 (4), 0 (3), 4 (2), 2 (1)
    s = big_region(final, mover=4)
    s2, events = GAME.apply(s, GAME.parse_move(f"place chu purple house:{sum(final)}"))
    # 1st: every house; 2nd: houses of 1st; 3rd: of 2nd; 4th: of 3rd; 5th: of 4th
    expected = {1: sum(final), 3: final[1], 0: final[3], 4: final[0], 2: final[4]}
    assert list(s2.score) == [expected[p] for p in range(5)]
    fifth = [e for e in events if e.player == 2 and e.code in HOUSE_SCORE]
    assert len(fifth) == 1 and "china.house-scoring.fifth" in fifth[0].clauses
    # the same ranks in the final scoring of a region not yet scored
    out = GAME.outcome(replace(s2, scored=()))
    line = [ln for ln in out.lines if ln.player == 2]
    assert [ln.points for ln in line] == [final[4]] and "china.house-scoring.fifth" in line[0].reason.clauses


# -- end of the game --------------------------------------------------------------------------------------


def test_china_end_second_exhaustion():
    """china.end.second-exhaustion: the game ends when the draw pile runs out the second time (not the first)"""
    players, start = 4, 1
    last = (start - 1) % players  # the round ends with the player to the right of the start player
    pos = {"board": BOARD, "start": start, "turn": last, "hands": {last: ["red", "red", "red"]}, "open": OPEN4}
    # first time: the discard pile becomes the new draw pile, the game goes on
    s = position(**pos, exhausted=0, deck=["orange"])
    s, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    s, _ = GAME.apply(s, move("draw", "deck"))
    assert s.exhausted == 1 and not GAME.is_over(s) and s.deck
    # second time: over
    s = position(**pos, exhausted=1, deck=["orange"])
    s, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    assert s.phase == DRAW and not GAME.is_over(s)
    s, events = GAME.apply(s, move("draw", "deck"))
    assert s.exhausted == 2 and s.deck == () and s.phase == OVER and s.ended == "deck"
    assert "china.end.second-exhaustion" in cited(events)
    v = verdict(s, "pass")
    assert not v.legal and "china.game-over" in v.codes and "china.end.second-exhaustion" in v.clauses
    assert GAME.legal_moves(s) == []


def test_china_play_game_end():
    """china.play.game-end: play goes on until the draw pile ran out twice, then houses, emissaries and roads are scored"""
    board = small_board(
        [("wei", "red", 4), ("qi", "yellow", 4), ("chu", "purple", 6)], roads=[[9, 10, 11, 12]], alliances=[(1, "wei", "qi")]
    )
    # wei 1-4, qi 5-8, chu 9-14
    s = position(
        board=board,
        start=0,
        turn=2,
        exhausted=1,
        deck=["orange"],
        open=OPEN4,
        houses={1: 0, 2: 0, 5: 0, 9: 1, 10: 1, 11: 1, 12: 1},
        emissaries={"wei": {0: 1}, "qi": {0: 1}},
    )
    s, events = GAME.apply(s, move("exchange", s.hands[2][0], "deck"))  # the pile runs out the second time
    assert s.exhausted == 2 and not GAME.is_over(s) and s.turn == 3  # the round is finished
    assert "china.play.game-end" not in cited(events)
    s, events = GAME.apply(s, move("exchange", s.hands[3][0], s.open[0]))
    assert GAME.is_over(s)
    assert "china.play.game-end" in cited(events)
    out = GAME.outcome(s)
    by_kind = Counter(ln.reason.code for ln in out.lines)
    assert by_kind["china.score.alliance"] == 1 and by_kind["china.score.road"] == 1
    assert sum(by_kind[c] for c in HOUSE_SCORE) == 3  # wei, qi, chu: one player each
    houses0 = 2 + 1  # alone in wei (2 houses) and qi (1)
    alliance0 = 1 + 1  # majority in wei and qi: every emissary of both
    houses1 = 4  # alone in chu
    road1 = 4  # 4 houses in a row along the road 9-10-11-12
    assert out.scores == (houses0 + alliance0, houses1 + road1, 0, 0)


def test_china_final_scoring_houses_same():
    """china.final-scoring.houses.same: unscored regions are scored at the end as during the game"""
    counts = {0: 3, 1: 2, 2: 1}
    # the rule (china.house-scoring.first/second/third): 1st all houses, 2nd the houses of 1st, 3rd those of 2nd
    expected = [3 + 2 + 1, 3, 2, 0]
    board = small_board([("wei", "red", 6), ("qi", "yellow", 8)])  # wei 1-6, qi 7-14
    # during the game: player 2 fills wei
    s = position(board=board, turn=2, hands={2: ["red", "red", "red"]}, houses={1: 0, 2: 0, 3: 0, 4: 1, 5: 1})
    s2, _ = GAME.apply(s, GAME.parse_move("place wei red house:6"))
    assert list(s2.score) == expected
    # at the end: qi holds the same houses but is not full, so it was never scored
    s = position(board=board, house_counts={"qi": counts})
    out = GAME.outcome(s)
    assert list(out.scores) == expected
    assert out.lines and all("china.final-scoring.houses.same" in ln.reason.clauses for ln in out.lines)
    # a region already scored during the game is not scored the same way again at the end
    s = position(board=board, house_counts={"wei": {0: 3, 1: 2, 2: 1}}, scored=["wei"])
    assert all("china.final-scoring.houses.same" not in ln.reason.clauses for ln in GAME.outcome(s).lines)


def test_china_final_scoring_roads_across_regions():
    """china.final-scoring.roads.across-regions: a row of houses may run through several regions"""
    board = small_board(
        [("wei", "red", 4), ("qi", "yellow", 4), ("chin", "yellow", 4)], roads=[[1, 2], [3, 4, 5, 6], [9, 10, 11, 12]]
    )
    # wei 1-4, qi 5-8, chin 9-12; player 0: 3-4 in wei and 5-6 in qi (2 per region); player 1: 9-12 in chin
    s = position(board=board, houses={3: 0, 4: 0, 5: 0, 6: 0, 9: 1, 10: 1, 11: 1, 12: 1})
    pts, lines = GAME.answer(s, "roads", {}, "test")
    assert pts == [4, 4, 0, 0]  # 1 point per house of the row
    across = [e for e in lines if e.code == "china.score.road" and e.player == 0]
    within = [e for e in lines if e.code == "china.score.road" and e.player == 1]
    assert len(across) == 1 and "china.final-scoring.roads.across-regions" in across[0].clauses
    assert len(within) == 1 and "china.final-scoring.roads.across-regions" not in within[0].clauses
    roads = [ln for ln in GAME.outcome(s).lines if ln.reason.code == "china.score.road" and ln.player == 0]
    assert roads[0].points == 4 and "china.final-scoring.roads.across-regions" in roads[0].reason.clauses


# -- alliances --------------------------------------------------------------------------------------------


def test_china_final_scoring_alliances_what():
    """china.final-scoring.alliances.what: emissaries score nothing by themselves, only alliances of two neighbouring regions"""
    board = small_board([("wei", "red", 4), ("qi", "yellow", 4), ("chu", "purple", 6)], alliances=[(1, "wei", "qi")])
    # wei 1-4, qi 5-8, chu 9-14; chu is in no alliance
    s = position(
        board=board,
        houses={1: 0, 2: 0, 3: 0, 4: 1, 5: 0, 9: 1, 10: 1, 11: 1, 12: 1},
        emissaries={"wei": {0: 2, 1: 1}, "qi": {0: 1}, "chu": {1: 4}},
    )
    out = GAME.outcome(s)
    alliance = [ln for ln in out.lines if ln.reason.code == "china.score.alliance"]
    assert [(ln.player, ln.points) for ln in alliance] == [(0, (2 + 1) + 1)]  # every emissary in wei and qi
    assert "china.final-scoring.alliances.what" in alliance[0].reason.clauses
    houses = {0: (3 + 1) + 1, 1: 3 + 4}  # wei: 1st all 4, 2nd the 3 of the 1st; qi: 1; chu: 4
    # player 1's 5 emissaries (4 of them in chu, in no alliance) give him nothing
    assert out.scores == (houses[0] + 4, houses[1], 0, 0)


def test_china_final_scoring_alliances_count():
    """china.final-scoring.alliances.count: 15 alliances, numbered 1 to 15 on the board, each one scored"""
    for side in ("a", "b"):
        s = position(4, options={"side": side})
        assert sorted(a.number for a in s.board.alliances) == list(range(1, 16))
        _, lines = GAME.answer(s, "alliances", {}, "test")
        emperor = [e for e in lines if e.code == "china.score.emperor"]
        assert sorted(e.args["number"] for e in emperor) == list(range(1, 16))
        assert all("china.final-scoring.alliances.count" in e.clauses for e in emperor)


ALLIANCE_BOARD = small_board(
    [("wei", "red", 4), ("qi", "yellow", 4), ("chu", "purple", 6)],
    alliances=[(3, "wei", "qi"), (1, "qi", "chu"), (2, "wei", "chu")],
)
# wei 1-4, qi 5-8, chu 9-14; player 0 leads in wei and qi, player 1 in chu
ALLIANCE_POS = {
    "board": ALLIANCE_BOARD,
    "houses": {1: 0, 2: 0, 5: 0, 9: 1, 10: 1, 11: 1, 12: 1},
    "emissaries": {"wei": {0: 2}, "qi": {0: 1}, "chu": {1: 3, 0: 1}},
}


def test_china_final_scoring_alliances_emperor():
    """china.final-scoring.alliances.emperor: the Emperor marker is put on each alliance in turn, then that alliance is scored"""
    s = position(**ALLIANCE_POS)
    pts, lines = GAME.answer(s, "alliances", {}, "test")
    steps = [(e.code, e.args["number"]) for e in lines]
    emperor_at = [i for i, (code, _) in enumerate(steps) if code == "china.score.emperor"]
    assert len(emperor_at) == 3
    for k, i in enumerate(emperor_at):
        number = steps[i][1]
        end = emperor_at[k + 1] if k + 1 < len(emperor_at) else len(steps)
        scored = steps[i + 1 : end]
        # exactly the alliance under the Emperor is scored before he moves on
        assert scored and all(n == number for _, n in scored)
        assert "china.final-scoring.alliances.emperor" in lines[i].clauses
    # 1 (qi-chu) and 2 (wei-chu): chu's majority is player 1's, nobody wins; 3 (wei-qi): player 0, every emissary
    assert pts == [2 + 1, 0, 0, 0]


def test_china_final_scoring_alliances_emperor_next():
    """china.final-scoring.alliances.emperor-next: after each alliance the Emperor moves on to the next number"""
    _, lines = GAME.answer(position(**ALLIANCE_POS), "alliances", {}, "test")
    numbers = [e.args["number"] for e in lines if e.code == "china.score.emperor"]
    assert numbers == [1, 2, 3]  # given to the board as 3, 1, 2
    for side in ("a", "b"):
        _, lines = GAME.answer(position(4, options={"side": side}), "alliances", {}, "test")
        emperor = [e for e in lines if e.code == "china.score.emperor"]
        numbers = [e.args["number"] for e in emperor]
        assert numbers[0] == 1 and all(b == a + 1 for a, b in itertools.pairwise(numbers))
        assert all("china.final-scoring.alliances.emperor-next" in e.clauses for e in emperor)
