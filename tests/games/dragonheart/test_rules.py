"""One test (or parametrized case) per rule, named by the clause it checks."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.games.dragonheart.helpers import apply, codes, mv, pos, words
from tutor.core import IllegalMoveError, Move
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, NCARDS


# -- setup ----------------------------------------------------------------------------------------
def test_dh_setup_draw_five_card_hands_and_draw_decks():
    """dh.setup.draw, dh.setup.draw-deck: shuffle, five cards each, the rest is the draw deck."""
    s = GAME.new(2, 5)
    assert [len(h) for h in s.hands] == [5, 5]
    assert [len(d) for d in s.decks] == [45, 45]
    assert sorted(s.all_cards()) == list(range(NCARDS))
    assert all(c // 50 == p for p in (0, 1) for c in (*s.hands[p], *s.decks[p]))
    assert GAME.new(2, 5) == s and GAME.new(2, 6) != s


def test_dh_setup_decks_identical():
    """dh.setup.decks, dh.setup.decks.identical: two identical 50-card decks."""
    deck = [Counter((CARD_TYPE[c], CARD_VALUE[c]) for c in range(p * 50, (p + 1) * 50)) for p in (0, 1)]
    assert deck[0] == deck[1] and sum(deck[0].values()) == 50


def test_dh_setup_first_player_is_a_move_of_the_youngest():
    """dh.setup.first-player: the youngest player chooses who starts (option `youngest`)."""
    s = GAME.new(2, 1, {"youngest": 2})
    assert s.phase == "start" and GAME.to_move(s) == (1,)
    assert GAME.legal_moves(s) == [mv("start 1"), mv("start 2")]
    v = GAME.check(s, mv("play dwarf 1"))
    assert "dh.choose-starter-first" in v.codes and "dh.setup.first-player" in v.clauses
    s2, events = GAME.apply(s, mv("start 1"))
    assert s2.turn == 0 and s2.phase == "play"
    assert events[0].code == "dh.starts" and events[0].clauses == ("dh.setup.first-player",)
    assert GAME.check(s2, mv("start 2")).codes == ("dh.already-started",)


# -- playing cards --------------------------------------------------------------------------------
def test_dh_turn_play_at_least_one():
    s = pos(hands=[["troll:1"], ["dwarf:1"]])
    v = GAME.check(s, mv("play troll"))
    assert v.codes == ("dh.no-cards",) and v.clauses[0] == "dh.turn.play.at-least-one"


def test_dh_turn_play_matching_wrong_space_and_mixed_pictures():
    s = pos(hands=[["troll:1", "fire_dragon:3"], ["dwarf:1"]])
    v = GAME.check(s, mv("play troll fire_dragon:3"))
    assert v.codes == ("dh.wrong-space",) and v.clauses == ("dh.turn.play.matching",)
    v = GAME.check(s, mv("play troll 1 fire_dragon:3"))
    assert v.codes == ("dh.mixed-cards", "dh.wrong-space")


def test_dh_turn_play_cards_only_from_the_hand():
    s = pos(hands=[["troll:1"], ["troll:2"]])
    v = GAME.check(s, mv("play troll 1 1"))
    assert v.codes == ("dh.not-in-hand",) and v.violations[0].args["values"] == (1,)
    assert GAME.check(s, mv("play troll 2")).codes == ("dh.not-in-hand",)  # the opponent's card


def test_dh_turn_play_one_space_and_reveal_values():
    """dh.turn.play.one-space is a ground of every play; dh.turn.play.reveal-values: the values are shown."""
    s = pos(hands=[["troll:1", "troll:3"], ["dwarf:1"]])
    v = GAME.check(s, mv("play troll 1 3"))
    assert v.legal and "dh.turn.play.one-space" in v.clauses
    _, events = apply(s, "play troll 1 3")
    assert events[0].code == "dh.plays" and events[0].args["values"] == (1, 3)
    assert "dh.turn.play.reveal-values" in events[0].clauses


def test_dh_turn_play_not_all():
    s = pos(hands=[["troll:1", "troll:3"], ["dwarf:1"]])
    assert "dh.turn.play.not-all" in GAME.check(s, mv("play troll 3")).clauses
    assert "dh.turn.play.not-all" not in GAME.check(s, mv("play troll 1 3")).clauses


@pytest.mark.parametrize("space", ["treasure_chest", "fire_dragon", "petrified_dragon", "sorceress", "troll"])
def test_dh_turn_play_single_outline_any_number_no_limit(space):
    """dh.turn.play.single-outline.any-number, dh.turn.play.single-outline.no-limit."""
    available = [v for t, v in COMPONENTS.deck if t == space]
    on_board, in_hand = available[:], available[:]  # one deck on the board, the other in hand
    hand = [f"{space}:{v}" for v in in_hand[:5]]
    s = pos(spaces={space: on_board}, hands=[hand, ["dwarf:1"]])
    v = GAME.check(s, mv(f"play {space} " + " ".join(str(x) for x in in_hand[:5])))
    assert v.legal and "dh.turn.play.single-outline.any-number" in v.clauses
    assert "dh.turn.play.single-outline.no-limit" in v.clauses
    assert s.free_outlines(space) is None


@pytest.mark.parametrize("space, outlines", [("dwarf", 4), ("knight", 2), ("huntress", 3), ("ship", 3)])
def test_dh_turn_play_multi_outline_empty_outlines_and_capacity(space, outlines):
    """dh.turn.play.multi-outline.empty-outlines, dh.turn.play.multi-outline.capacity."""
    assert COMPONENTS.outlines[space] == outlines
    values = sorted(v for t, v in COMPONENTS.deck if t == space)[:5]  # one deck's cards in hand
    for lying in range(outlines):
        hand = [f"{space}:{v}" for v in values]
        s = pos(spaces={space: values[:lying]} if lying else {}, hands=[hand, ["troll:1"]])  # the other deck's
        free = outlines - lying
        assert s.free_outlines(space) == free
        most = min(free, len(hand))
        ok = GAME.check(s, mv(f"play {space} " + " ".join(map(str, values[:most]))))
        assert ok.legal and "dh.turn.play.multi-outline.empty-outlines" in ok.clauses
        if len(hand) > free:
            bad = GAME.check(s, mv(f"play {space} " + " ".join(map(str, values[:free + 1]))))
            assert bad.codes == ("dh.too-many-cards",)
            assert bad.clauses == ("dh.turn.play.multi-outline.empty-outlines", "dh.turn.play.multi-outline.capacity")
            assert bad.violations[0].args["free"] == free


def test_dh_turn_play_once_per_turn():
    s = pos(spaces={"treasure_chest": [2, 3]}, hands=[["fire_dragon:2", "fire_dragon:3", "fire_dragon:4"], ["dwarf:1"]])
    one, _ = GAME.answer(s, "collects", {"move": "play fire_dragon 2"}, "t")
    three, lines = GAME.answer(s, "collects", {"move": "play fire_dragon 2 3 4"}, "t")
    assert one == three == {"cards": ["treasure_chest:2", "treasure_chest:3"], "points": 5}
    assert sum(1 for e in lines if e.code == "dh.collects") == 1
    assert any("dh.turn.play.once-per-turn" in e.clauses for e in lines)


def test_dh_turn_play_outlines_activation_waits_for_the_last_outline():
    s = pos(spaces={"dwarf": [1], "huntress": []}, hands=[["dwarf:2", "dwarf:3"], ["dwarf:1"]])
    s2, events = apply(s, "play dwarf 2 3")
    assert "dh.waiting" in codes(events) and len(s2.space("dwarf")) == 3
    assert any("dh.turn.play.outlines.activation" in e.clauses for e in events)


@pytest.mark.parametrize("space", ["treasure_chest", "petrified_dragon"])
def test_dh_spaces_no_effect(space):
    """dh.spaces.treasure-chest.no-effect, dh.spaces.petrified-dragon.no-effect, dh.turn.play.no-effect-spaces."""
    s = pos(spaces={"treasure_chest": [1], "petrified_dragon": [2]}, hands=[[f"{space}:2"], ["dwarf:1"]])
    s2, events = apply(s, f"play {space} 2")
    assert "dh.no-effect" in codes(events) and s2.scores == ((), ())
    clause = f"dh.spaces.{space.replace('_', '-')}.no-effect"
    assert any(clause in e.clauses for e in events)


# -- space effects --------------------------------------------------------------------------------
FULL = {"treasure_chest": [1, 4], "fire_dragon": [3], "petrified_dragon": [2], "sorceress": [2], "troll": [1]}


@pytest.mark.parametrize("clause, score, play, taken", [
    ("dh.spaces.fire-dragon.effect", "dh.spaces.fire-dragon.score", "play fire_dragon 2",
     ["treasure_chest:1", "treasure_chest:4"]),
    ("dh.spaces.troll.effect", "dh.spaces.troll.score", "play troll 3", ["sorceress:2"]),
    ("dh.spaces.huntress.effect", "dh.spaces.huntress.score", "play huntress 1", ["fire_dragon:3"]),
    ("dh.spaces.dwarf.effect", "dh.spaces.dwarf.score", "play dwarf 1", ["dwarf:1", "dwarf:1", "dwarf:2", "dwarf:3"]),
])
def test_space_effect_collects(clause, score, play, taken):
    s = pos(spaces={**FULL, "huntress": [1, 2], "dwarf": [1, 2, 3]},
            hands=[["fire_dragon:2", "troll:3", "huntress:1", "dwarf:1"], ["ship:1"]])
    value, lines = GAME.answer(s, "collects", {"move": play}, "t")
    assert value["cards"] == taken
    collect = next(e for e in lines if e.code == "dh.collects")
    assert clause in collect.clauses
    assert score in collect.clauses and "dh.turn.collect.score-pile" in collect.clauses


def test_dh_spaces_empty_space():
    s = pos(hands=[["fire_dragon:2", "troll:3"], ["ship:1"]])
    _, events = apply(s, "play fire_dragon 2")
    e = next(e for e in events if e.code == "dh.nothing-to-collect-from")
    assert e.clauses[0] == "dh.spaces.empty-space" and s.scores == ((), ())


@pytest.mark.parametrize("space, sources", [("sorceress", ("treasure_chest", "petrified_dragon")),
                                            ("knight", ("sorceress", "troll"))])
def test_dh_spaces_sorceress_and_knight_one_space_choice(space, sources):
    """dh.spaces.sorceress.one-space, dh.spaces.knight.one-space: a move chooses one of the two spaces."""
    s = pos(spaces={**FULL, "knight": [1]}, hands=[["sorceress:1", "knight:1"], ["ship:1"]])
    s2, events = apply(s, f"play {space} 1")
    assert s2.phase == "choose" and s2.pending == space and events[-1].code == "dh.must-choose"
    assert GAME.legal_moves(s2) == [mv(f"take {src}") for src in sources]
    again = mv(f"play {({'sorceress': 'knight', 'knight': 'sorceress'})[space]} 1")
    assert GAME.check(s2, again).codes == ("dh.played-this-turn",)
    bad = GAME.check(s2, mv("take dwarf"))
    assert bad.codes == ("dh.not-a-source",) and "dh.turn.collect.arrows" in bad.clauses
    for src in sources:
        s3, taken = apply(s2, f"take {src}")
        score = {"sorceress": "dh.spaces.sorceress.score", "knight": "dh.spaces.knight.score"}[space]
        assert score in next(e for e in taken if e.code == "dh.collects").clauses
        other = next(x for x in sources if x != src)
        assert words(s3.scores[0]) == sorted(f"{src}:{v}" for v in FULL[src])
        assert s3.space(other) == s.space(other)  # not both
        assert s3.phase == "play" and s3.turn == 1


def test_dh_spaces_knight_effect_forced_when_one_source_is_empty():
    s = pos(spaces={"knight": [1], "troll": [2, 3]}, hands=[["knight:1"], ["ship:1"]])
    s2, events = apply(s, "play knight 1")
    assert "dh.only-source" in codes(events) and words(s2.scores[0]) == ["troll:2", "troll:3"]


def test_dh_spaces_knight_to_ship_and_huntress_to_ship():
    """dh.spaces.knight.to-ship, dh.spaces.huntress.to-ship (and .off-board): one pile below the Ship."""
    s = pos(spaces={"knight": [1], "huntress": [1, 1]}, hands=[["knight:2"], ["huntress:2"]])
    s2, events = apply(s, "play knight 2", "play huntress 2")
    assert words(s2.under_ship) == ["huntress:1", "huntress:1", "huntress:2", "knight:1", "knight:2"]
    assert s2.space("knight") == () and s2.space("huntress") == ()
    to_ship = [e for e in events if e.code == "dh.to-ship"]
    assert [e.clauses for e in to_ship] == [
        ("dh.turn.collect.move-off", "dh.spaces.knight.to-ship", "dh.spaces.knight.off-board"),
        ("dh.turn.collect.move-off", "dh.spaces.huntress.to-ship", "dh.spaces.huntress.off-board"),
    ]


@pytest.mark.parametrize("before, clause", [(0, "dh.spaces.ship.departure"), (1, "dh.spaces.ship.departure-2"),
                                            (2, "dh.spaces.ship.departure-3")])
def test_dh_spaces_ship_effect_and_departures(before, clause):
    s = pos(departures=before, spaces={"ship": [1, 1]}, under_ship=["knight:2", "huntress:1"],
            hands=[["ship:1", "troll:1"], ["dwarf:1"]])
    s2, events = apply(s, "play ship 1")
    assert words(s2.scores[0]) == ["huntress:1", "knight:2"] and s2.under_ship == ()
    assert len(s2.departures) == before + 1 and s2.space("ship") == ()
    dep = next(e for e in events if e.code == "dh.departs")
    assert clause in dep.clauses
    assert any("dh.spaces.ship.effect" in e.clauses for e in events if e.code == "dh.collects-under-ship")
    ended = "dh.end-ships" in codes(events)
    assert ended == (before == 2)
    if ended:
        assert s2.final_turn == 1 and "dh.spaces.ship.game-end" in next(e for e in events if e.code == "dh.end-ships").clauses


# -- the Great Dragon -----------------------------------------------------------------------------
def test_dh_spaces_sorceress_great_dragon_and_hand_size():
    s = pos(spaces={"petrified_dragon": [2]}, hands=[["sorceress:1"], ["dwarf:1"]])
    s2, events = apply(s, "play sorceress 1")
    assert s2.dragon == 0 and len(s2.hands[0]) == 6 and s2.hand_size(0) == 6
    e = next(e for e in events if e.code == "dh.takes-dragon")
    assert e.clauses == ("dh.spaces.sorceress.great-dragon", "dh.spaces.sorceress.hand-size")


def test_dh_spaces_sorceress_opponent_hand_reduce_hand_redraw():
    """dh.spaces.sorceress.opponent-hand, .reduce-hand, .redraw: a random card back on top, drawn again."""
    hand1 = ["dwarf:2", "dwarf:2", "knight:1", "knight:1", "huntress:1", "ship:1"]
    s = pos(dragon=1, spaces={"petrified_dragon": [2]}, hands=[["sorceress:1", "troll:1"], hand1])
    returned = set()
    for seed in range(12):
        s = pos(dragon=1, spaces={"petrified_dragon": [2]}, hands=[["sorceress:1", "troll:1"], hand1], seed=seed)
        s2, events = apply(s, "play sorceress 1")
        assert s2.dragon == 0 and len(s2.hands[1]) == 5 and len(s2.decks[1]) == len(s.decks[1]) + 1
        top = s2.decks[1][0]
        assert top in s.hands[1] and top not in s2.hands[1]
        returned.add(top)
        e = next(e for e in events if e.code == "dh.card-returned")
        assert e.clauses == ("dh.spaces.sorceress.opponent-hand", "dh.spaces.sorceress.reduce-hand",
                             "dh.spaces.sorceress.redraw")
        assert all(v != top for _, v in e.params)  # never names the card
        assert s2.known_top == (0, 1)
        s3, _ = GAME.apply(s2, GAME.legal_moves(s2)[0])  # player 2 plays, then draws the returned card first
        assert top in s3.hands[1] and s3.known_top == (0, 0)
    assert len(returned) > 1  # the card is random


def test_dh_spaces_sorceress_opponent_hand_already_five():
    s = pos(dragon=1, spaces={"petrified_dragon": [2]}, decks=[None, 0],
            hands=[["sorceress:1"], ["dwarf:2", "dwarf:2", "knight:1", "knight:1", "huntress:1"]])
    s2, events = apply(s, "play sorceress 1")
    assert "dh.hand-already-small" in codes(events) and len(s2.hands[1]) == 5 and s2.decks[1] == ()


def test_holder_keeps_the_dragon():
    """dh.spaces.sorceress.great-dragon: taking Petrified Dragons again keeps the figure."""
    s = pos(dragon=0, spaces={"petrified_dragon": [2]}, hands=[["sorceress:1"], ["dwarf:1"]])
    s2, events = apply(s, "play sorceress 1")
    assert s2.dragon == 0 and "dh.keeps-dragon" in codes(events)


# -- drawing, turns, the end ----------------------------------------------------------------------
def test_dh_turn_draw_refill_and_next_turn():
    """dh.turn.draw.refill, dh.turn.draw.next-turn, dh.turn.alternate."""
    s = pos(hands=[["troll:1", "troll:2", "dwarf:1"], ["dwarf:2"]])
    s2, events = apply(s, "play troll 1 2")
    assert len(s2.hands[0]) == 5 and s2.turn == 1
    assert next(e for e in events if e.code == "dh.draws").args["count"] == 4
    assert events[-1].code == "dh.next-turn" and "dh.turn.draw.next-turn" in events[-1].clauses


def test_dh_turn_collect_condition_no_choice_without_an_effect():
    s = pos(hands=[["troll:1"], ["dwarf:2"]])
    v = GAME.check(s, mv("take troll"))
    assert v.codes == ("dh.no-choice",) and v.clauses[0] == "dh.turn.collect.condition"


def test_dh_end_final_turn_after_the_third_departure():
    """dh.end.trigger, dh.end.final-turn: the opponent takes one more turn, then the game is over."""
    s = pos(departures=2, spaces={"ship": [1, 1]}, hands=[["ship:1"], ["dwarf:1", "troll:2"]])
    s2, _ = apply(s, "play ship 1")
    assert not GAME.is_over(s2) and s2.turn == 1 and s2.final_turn == 1
    s3, events = apply(s2, "play troll 2")
    assert GAME.is_over(s3) and events[-1].code == "dh.game-over"
    assert "dh.end.final-turn" in events[-1].clauses and GAME.to_move(s3) == ()
    assert GAME.check(s3, mv("play dwarf 1")).codes == ("dh.over",)
    with pytest.raises(IllegalMoveError):
        GAME.apply(s3, mv("play dwarf 1"))


def test_dh_end_deck_out_and_deck_out_final_turn():
    s = pos(decks=[0, None], hands=[["troll:1", "dwarf:1"], ["dwarf:2", "ship:1"]])
    s2, events = apply(s, "play troll 1")
    e = next(e for e in events if e.code == "dh.end-deck")
    assert e.clauses == ("dh.end.deck-out", "dh.end.deck-out.final-turn")
    assert s2.final_turn == 1 and s2.end_trigger == "deck"
    s3, events = apply(s2, "play dwarf 2")
    assert GAME.is_over(s3) and "dh.end.deck-out.final-turn" in events[-1].clauses


def test_a_short_deck_is_not_the_end():
    """dh.end.deck-out: only a player who cannot draw any card ends the game."""
    s = pos(decks=[1, None], hands=[["troll:1", "troll:2"], ["dwarf:2"]])
    s2, events = apply(s, "play troll 1 2")
    assert s2.final_turn is None and "dh.deck-short" in codes(events) and len(s2.hands[0]) == 1


def test_dh_end_scoring_bonus_hands_void_and_winner():
    """dh.end.scoring, dh.end.great-dragon-bonus, dh.end.hands-void, dh.end.winner."""
    s = pos(turn=1, final_turn=1, dragon=1, scores=[["treasure_chest:4", "dwarf:3"], ["treasure_chest:3", "troll:2"]],
            hands=[["fire_dragon:4"], ["dwarf:1", "dwarf:2"]])
    s2, _ = apply(s, "play dwarf 1")
    out = GAME.outcome(s2)
    assert out.scores == (7, 8) and out.ranking == (1, 0)
    by_code = {(ln.player, ln.reason.code): ln for ln in out.lines}
    assert by_code[(1, "dh.score-dragon")].points == 3
    assert by_code[(1, "dh.score-dragon")].reason.clauses == ("dh.end.great-dragon-bonus",)
    assert by_code[(0, "dh.score-hand-void")].points == 0
    assert by_code[(0, "dh.score-hand-void")].reason.clauses == ("dh.end.hands-void",)
    assert all(ln.reason.clauses for ln in out.lines)
    assert sum(ln.points for ln in out.lines if ln.player == 0) == 7
    assert out.tie_break[0].code == "dh.wins" and out.tie_break[0].clauses == ("dh.end.winner",)


def test_dh_end_tie_goes_to_the_dragon():
    s = pos(turn=1, final_turn=1, dragon=0, scores=[["treasure_chest:4"], ["dwarf:3", "dwarf:3", "dwarf:1"]],
            hands=[["fire_dragon:4"], ["dwarf:1"]])
    s2, _ = apply(s, "play dwarf 1")
    out = GAME.outcome(s2)
    assert out.scores == (7, 7) and out.ranking == (0, 1)
    assert out.tie_break[0].code == "dh.tie-dragon" and "dh.end.tie" in out.tie_break[0].clauses


def test_a_tie_without_the_dragon_is_shared():
    s = pos(turn=1, final_turn=1, scores=[["treasure_chest:4"], ["dwarf:3", "dwarf:1"]],
            hands=[["fire_dragon:4"], ["dwarf:1"]])
    s2, _ = apply(s, "play dwarf 1")
    assert GAME.outcome(s2).tie_break[0].code == "dh.tie-shared" and GAME.winner(s2) is None
    assert set(GAME.outcome(s2).won_by) == {0, 1}


def test_every_space_is_reachable_and_types_match_spaces():
    assert set(COMPONENTS.outlines) == set(TYPES)
    for t in TYPES:
        assert COMPONENTS.collects[t] is not None


def test_dh_turn_collect_cards_if_possible():
    """dh.turn.collect.cards: the Collect step takes cards only if possible."""
    s = pos(hands=[["sorceress:1"], ["ship:1"]])
    _, events = apply(s, "play sorceress 1")
    e = next(e for e in events if e.code == "dh.nothing-to-collect")
    assert e.clauses == ("dh.spaces.empty-space", "dh.spaces.sorceress.effect", "dh.turn.collect.cards")


def test_dh_goal_points_each_card_scores_its_value():
    s = pos(turn=1, final_turn=1, scores=[["treasure_chest:4", "dwarf:1"], []], hands=[["troll:1"], ["dwarf:1"]])
    s2, _ = apply(s, "play dwarf 1")
    lines = [ln for ln in GAME.outcome(s2).lines if ln.reason.code == "dh.score-cards"]
    assert {ln.points for ln in lines} == {4, 1}
    assert all(ln.reason.clauses == ("dh.end.scoring", "dh.goal.points") for ln in lines)


def test_dh_setup_great_dragon_starts_on_the_board_and_dh_end_alternate():
    s = GAME.new(2, 3)
    value, lines = GAME.answer(s, "dragon", {}, "t")
    assert value is None and lines[0].clauses == ("dh.setup.great-dragon", "dh.spaces.sorceress.great-dragon")
    value, lines = GAME.answer(s, "is_over", {}, "t")
    assert value is False and lines[0].clauses == ("dh.end.alternate",)


def test_dh_turn_steps_know_only_three_kinds_of_move():
    s = pos(hands=[["troll:1"], ["dwarf:1"]])
    v = GAME.check(s, Move("pass"))
    assert v.codes == ("dh.unknown-move",) and v.clauses == ("dh.turn.steps",)


def test_is_over_answer_cites_dh_end_hands_void():
    """dh.end.hands-void: the answer "the game is over" says cards left in hand are worth nothing, so it
    cites the clause that says so (as the dh.game-over event of the last turn does)."""
    s = pos(departures=2, spaces={"ship": [1, 1]}, hands=[["ship:1"], ["dwarf:1", "troll:2"]])
    s, _ = apply(s, "play ship 1", "play troll 2")
    value, lines = GAME.answer(s, "is_over", {}, "t")
    assert value is True and lines[0].code == "dh.game-over"
    assert {"dh.end.trigger", "dh.end.final-turn", "dh.end.hands-void"} <= set(lines[0].clauses)
