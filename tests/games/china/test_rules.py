"""One test per rule check of China; each test name or id carries the clause it checks."""

from __future__ import annotations

import pytest

from tests.games.china.helpers import position, small_board, verdict
from tutor.core import IllegalMoveError, move
from tutor.games.china import GAME
from tutor.games.china.components import COMPONENTS
from tutor.games.china.state import DRAW, MAIN, OVER, SETUP, colour_counts

BOARD = small_board([("wei", "red", 4), ("qi", "yellow", 4), ("chin", "yellow", 4), ("chu", "purple", 6)])


def test_china_setup_cards_four_and_three_players_remove_cards_per_colour():
    """china.setup.cards.four-players / china.setup.cards.three-players / china.setup.cards.hand / open-cards"""
    for players, per in ((3, 2), (4, 1), (5, 0)):
        s = GAME.new(players, 7)
        assert colour_counts(s.removed) == {c: per for c in COMPONENTS.split}
        assert all(len(h) == 3 for h in s.hands) and len(s.open) == 4
        assert len(s.deck) == 57 - 5 * per - 3 * players - 4


def test_china_setup_start_player_and_emperor():
    """china.setup.start-player, china.setup.emperor: the first move agrees on the start player."""
    s = GAME.new(4, 1)
    assert s.phase == SETUP and GAME.legal_moves(s) == [move("start", p) for p in range(4)]
    v = verdict(s, "place wei red house:1")
    assert not v.legal and "china.setup.start-player" in v.clauses
    s2, events = GAME.apply(s, move("start", 2))
    assert s2.start == 2 and s2.turn == 2 and s2.phase == MAIN
    assert "china.setup.emperor" in events[1].clauses and "china.setup.cards.hand" in events[0].clauses
    assert "china.setup.emperor.keep" in verdict(s2, "start 1").clauses


def test_china_setup_board_side_by_player_count():
    """china.setup.board.side / china.setup.board.four-players"""
    assert GAME.new(3, 0).board.id == "a" and GAME.new(5, 0).board.id == "b"
    assert GAME.new(4, 0, {"side": "b"}).board.id == "b"
    with pytest.raises(Exception, match="side a is for 3-4 players"):
        GAME.new(5, 0, {"side": "a"})


@pytest.mark.parametrize(
    "text, code, clause",
    [
        ("place wei red+red house:1 house:2", "china.empty-region", "china.placement.empty-region"),
        ("place wei purple house:1", "china.lone-card", "china.placement.wildcard"),
        ("place wei yellow+yellow+red house:1 house:2 house:3", "china.empty-region", "china.placement.empty-region"),
        ("place qi yellow+yellow+red house:6 house:7 emissary", "china.piece-count", "china.placement.two-pieces"),
        ("place wei red house:5", "china.space-taken", "china.placement.house-space.one-house"),  # 5: Qi, taken
        ("place wei red house:5", "china.wrong-region", "china.placement.one-region"),
        ("place qi yellow house:5", "china.space-taken", "china.placement.house-space.one-house"),
        ("place qi yellow+yellow house:6 house:6", "china.same-space", "china.placement.house-space.one-house"),
        ("place qi yellow+yellow house:6", "china.unused-cards", "china.placement.one-piece-per-card"),
        ("place qi yellow house:6 house:7", "china.too-few-cards", "china.placement.one-piece-per-card"),
        ("place chin yellow emissary", "china.no-house-in-region", "china.placement.no-emissary-without-houses"),
        ("place qi yellow+yellow emissary emissary", "china.emissary-cap", "china.placement.emissary-cap"),
        ("place wei green house:1", "china.cards-not-in-hand", "china.play.option.place"),
        ("place wei red house:99", "china.no-such-space", "china.placement.house-space"),
        ("place han red house:1", "china.no-region", "china.placement.colour"),
        ("place qi yellow fort:6", "china.variant-off", "china.setup.fortifications"),
        ("place qi yellow", "china.no-piece-named", "china.play.option.place"),
    ],
)
def test_placement_violations(text, code, clause):
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1})
    v = verdict(s, text)
    assert not v.legal and code in v.codes and clause in v.clauses, (v.codes, v.clauses)


def test_china_placement_three_two_one_card_count():
    """china.placement.three-two-one: never more than 3 cards"""
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "yellow"]}, houses={5: 1})
    v = verdict(s, "place qi yellow+yellow+yellow+yellow house:6 house:7")
    assert "china.card-count" in v.codes


def test_china_placement_wildcard_and_colour_allow_two_pieces():
    """china.placement.wildcard, china.placement.colour, china.placement.two-pieces (Ejemplo 1, Barbara)"""
    s = position(board=BOARD, hands={0: ["red", "green", "green"]}, houses={1: 1})
    v = verdict(s, "place wei green+green+red house:2 house:3")
    assert v.legal and {"china.placement.wildcard", "china.placement.colour", "china.placement.two-pieces"} <= set(v.clauses)


def test_china_placement_out_of_pieces():
    """china.placement.out-of-pieces: no houses or emissaries left, none placed"""
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1}, supply={0: {"houses": 1, "emissaries": 0}})
    v = verdict(s, "place qi yellow+yellow house:6 house:7")
    assert "china.no-houses-left" in v.codes and "china.placement.out-of-pieces" in v.clauses
    v = verdict(s, "place qi yellow emissary")
    assert "china.no-emissaries-left" in v.codes


def test_china_placement_house_space_full():
    """china.placement.house-space.full"""
    s = position(board=BOARD, hands={0: ["red", "red", "red"]}, houses={1: 1, 2: 1, 3: 2, 4: 2}, scored=["wei"])
    v = verdict(s, "place wei red house:1")
    assert "china.region-full" in v.codes and "china.placement.house-space.full" in v.clauses


def test_china_house_scoring_emissaries_after():
    """china.house-scoring.emissaries-after: emissaries may still go to a scored region"""
    s = position(board=BOARD, hands={0: ["red", "red", "red"]}, houses={1: 1, 2: 1, 3: 2, 4: 2}, scored=["wei"])
    assert verdict(s, "place wei red+red emissary emissary").legal


def test_china_placement_emissary_without_own_house():
    """china.placement.emissary-without-own-house"""
    s = position(board=BOARD, hands={0: ["yellow", "red", "red"]}, houses={5: 1, 6: 1})
    v = verdict(s, "place qi yellow emissary")
    assert v.legal and "china.placement.emissary-without-own-house" in v.clauses


def test_china_placement_house_scoring_trigger_scores_a_filled_region():
    """china.placement.house-scoring-trigger, china.house-scoring.marker, china.house-scoring.move-stones"""
    s = position(board=BOARD, hands={0: ["red", "red", "green"]}, houses={1: 0, 2: 1, 3: 2})
    s2, events = GAME.apply(s, GAME.parse_move("place wei red house:4"))
    assert s2.score == (4, 2, 2, 0) and "wei" in s2.scored
    clauses = {c for e in events for c in e.clauses}
    assert {"china.placement.house-scoring-trigger", "china.house-scoring.marker", "china.house-scoring.move-stones"} <= clauses


def test_china_drawing_after_turn_choice_and_open_refill():
    """china.drawing.after-turn, china.drawing.choice, china.drawing.open-cards, china.drawing.end-of-turn"""
    s = position(
        board=BOARD,
        hands={0: ["red", "red", "green"]},
        open=["yellow", "yellow", "green", "purple"],
        deck=["orange", "orange", "red", "red", "red"],
    )
    s, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    assert s.phase == DRAW and verdict(s, "exchange red deck").codes == ("china.draw-first",)
    assert "china.drawing.after-turn" in verdict(s, "place wei red house:2").clauses
    s, _ = GAME.apply(s, move("draw", "purple"))
    assert s.phase == MAIN and s.turn == 1 and len(s.open) == 4 and s.hands[0] == ("green", "red", "purple")
    assert "china.drawing.after-turn" in verdict(s, "draw deck").clauses


def test_china_exchange_swap_and_refill_open():
    """china.exchange.swap, china.exchange.refill-open, china.exchange.end-of-turn"""
    s = position(
        board=BOARD,
        hands={0: ["red", "red", "green"]},
        open=["yellow", "yellow", "green", "purple"],
        deck=["orange", "orange", "red"],
    )
    v = verdict(s, "exchange orange deck")
    assert "china.no-card-to-give" in v.codes
    assert "china.no-open-card" in verdict(s, "exchange red orange").codes
    s2, events = GAME.apply(s, move("exchange", "green", "purple"))
    assert s2.hands[0] == ("red", "red", "purple") and s2.open == ("yellow", "yellow", "green", "orange")
    assert s2.turn == 1 and "china.exchange.refill-open" in {c for e in events for c in e.clauses}


def test_china_drawing_exhausted_first_time_reshuffles_and_open_cards_stay():
    """china.drawing.exhausted.first-time, china.drawing.exhausted.open-cards-stay, china.drawing.exhausted.finish-drawing"""
    s = position(
        board=BOARD,
        hands={0: ["red", "red", "red"]},
        open=["yellow", "yellow", "green", "purple"],
        deck=["orange"],
        discard=["green", "green", "green"],
    )
    s, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    s, events = GAME.apply(s, move("draw", "deck"))
    assert s.exhausted == 1 and s.open == ("yellow", "yellow", "green", "purple")
    assert "china.drawing.exhausted.first-time" in {c for e in events for c in e.clauses}
    assert colour_counts(s.deck)["green"] == 3 and "red" in s.deck


def test_china_end_second_exhaustion_finishes_the_round():
    """china.drawing.exhausted.second-time, china.end.finish-round, china.end.last-turn"""
    s = position(
        board=BOARD,
        start=0,
        turn=1,
        exhausted=1,
        hands={1: ["red", "red", "red"]},
        open=["yellow", "yellow", "green", "purple"],
        deck=["orange"],
    )
    s, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    s, events = GAME.apply(s, move("draw", "deck"))
    assert s.exhausted == 2 and s.phase == MAIN and s.turn == 2
    assert "china.drawing.exhausted.second-time" in {c for e in events for c in e.clauses}
    s, _ = GAME.apply(s, move("exchange", s.hands[2][0], s.open[0]))
    assert s.turn == 3 and s.phase == MAIN
    s, events = GAME.apply(s, move("exchange", s.hands[3][0], s.open[0]))
    assert s.phase == OVER and s.ended == "deck"
    assert "china.end.last-turn" in {c for e in events for c in e.clauses}


def test_pass_only_when_nothing_else_china_end_finish_round():
    """china.end.finish-round: a player with no cards and no open cards passes; otherwise china.exchange.when forbids it"""
    s = position(board=BOARD, exhausted=2, hands={0: []}, open=[], deck=[])
    assert GAME.legal_moves(s) == [move("pass")]
    s2 = position(board=BOARD, hands={0: ["red"]})
    assert "china.must-act" in verdict(s2, "pass").codes


def test_china_end_no_pieces():
    """china.end.no-pieces: the game ends when no piece can be placed any more"""
    board = small_board([("wei", "red", 4)])
    s = position(
        board=board, hands={0: ["red", "red", "red"]}, houses={1: 0, 2: 1, 3: 2}, supply={p: {"emissaries": 0} for p in range(4)}
    )
    s2, events = GAME.apply(s, GAME.parse_move("place wei red house:4"))
    assert s2.phase == OVER and s2.ended == "no-pieces"
    assert "china.end.no-pieces" in {c for e in events for c in e.clauses}
    assert "china.end.no-pieces" in verdict(s2, "pass").clauses


def test_china_board_score_track_point_cards():
    """china.board.score-track.wrap / point-card / second-point-card"""
    s = position(board=BOARD, hands={0: ["red", "red", "green"]}, houses={1: 0, 2: 0, 3: 0}, scores=[48, 0, 0, 0])
    s2, events = GAME.apply(s, GAME.parse_move("place wei red house:4"))
    assert s2.score[0] == 52
    assert any("china.board.score-track.point-card" in e.clauses for e in events)


@pytest.mark.parametrize(
    "text, legal, code",
    [
        ("place qi yellow fort:6", False, "china.fort-needs-house"),
        ("place qi yellow+yellow fort:6 house:6", True, None),
        ("place qi yellow+yellow fort:6 house:7", False, "china.fort-needs-house"),
        ("place qi yellow+yellow fort:5 house:5", False, "china.fort-space"),
        ("place wei red fort:1", True, None),
    ],
)
def test_china_fortifications_house_on_top(text, legal, code):
    """china.fortifications.space, china.fortifications.cards, china.fortifications.house-on-top"""
    s = position(board=BOARD, options={"fortifications": True}, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1})
    v = verdict(s, text)
    assert v.legal == legal and (code is None or code in v.codes), v.codes


def test_china_fortifications_later_player_may_build_on_it():
    """china.fortifications.later-player: a fortification alone, then another player's house on it"""
    s = position(
        board=BOARD,
        options={"fortifications": True},
        hands={0: ["red", "green", "orange"], 1: ["red", "red", "red"]},
        open=["yellow", "yellow", "green", "purple"],
    )
    v = verdict(s, "place wei red fort:1")
    assert v.legal and "china.fortifications.later-player" in v.clauses
    s, _ = GAME.apply(s, GAME.parse_move("place wei red fort:1"))
    s, _ = GAME.apply(s, move("draw", "yellow"))
    assert s.turn == 1 and verdict(s, "place wei red house:1").legal
    assert (
        "china.no-forts-left"
        in verdict(
            position(
                board=BOARD,
                options={"fortifications": True},
                houses={5: 1},
                hands={0: ["yellow", "yellow"]},
                supply={0: {"forts": 0}},
            ),
            "place qi yellow+yellow fort:6 house:6",
        ).codes
    )


def test_apply_refuses_illegal_and_keeps_state():
    s = position(board=BOARD, hands={0: ["red", "red", "green"]})
    before = GAME.to_json(s)
    with pytest.raises(IllegalMoveError):
        GAME.apply(s, GAME.parse_move("place wei red+red house:1 house:2"))
    assert GAME.to_json(s) == before


def test_every_violation_is_reported():
    s = position(board=BOARD, hands={0: ["red", "red", "green"]}, houses={5: 1})
    v = verdict(s, "place qi green house:5 house:6 house:7")
    assert {"china.piece-count", "china.lone-card", "china.space-taken"} <= set(v.codes)


def test_china_winner_tie_break_by_supply():
    """china.winner.tie, china.winner.most-points"""
    board = small_board([("wei", "red", 4), ("qi", "yellow", 4)])
    s = position(players=3, board=board, houses={1: 0, 2: 0, 5: 1, 6: 1}, supply={0: {"houses": 10}})
    out = GAME.outcome(s)
    assert out.scores == (2, 2, 0) and out.ranking[0] == 1
    assert all("china.winner.tie" in e.clauses for e in out.tie_break)


def test_china_exchange_end_of_turn_refill_open_cites_the_exchange_not_the_drawing_clauses():
    """china.exchange.refill-open, china.exchange.end-of-turn: after an exchange the open cards are refilled under
    option B's clauses, not under china.drawing.end-of-turn (refilling after placing, option A)"""
    s = position(board=BOARD, hands={0: ["red", "red", "green"]}, open=["yellow", "yellow", "green", "purple"],
                 deck=["orange", "orange", "red"])
    _, events = GAME.apply(s, move("exchange", "green", "purple"))
    refill = next(e for e in events if e.code == "china.ev.refill-open")
    assert refill.clauses == ("china.exchange.refill-open", "china.exchange.end-of-turn")
    s, _ = GAME.apply(s, GAME.parse_move("place wei red house:1"))
    _, events = GAME.apply(s, move("draw", "purple"))
    refill = next(e for e in events if e.code == "china.ev.refill-open")
    assert refill.clauses == ("china.drawing.open-cards", "china.drawing.end-of-turn")


# -- hints: a remedy claims only what the rules allow (else the violation is restated) -------------
def _remedy(state, text, code):
    from tutor.notebook.saved.hints import remedy_line
    from tutor.text.explain import say

    mv = GAME.parse_move(text)
    v = next(v for v in GAME.check(state, mv).violations if v.code == code)
    return remedy_line(GAME, state, mv, v, "en").text, say(GAME, v, "en")


@pytest.mark.parametrize(
    "houses, text, says",
    [
        ({5: 1}, "place wei red+red house:1", None),  # empty Wei: 1 piece only (china.placement.empty-region)
        ({1: 1}, "place wei red+red+red house:2 house:3", None),  # never 3 pieces (china.placement.three-two-one)
        ({5: 1}, "place qi yellow+yellow house:6", "Place 1 more piece,"),  # Qi has a piece: 2 are allowed
    ],
)
def test_china_placement_empty_region_and_three_two_one_unused_cards_hint(houses, text, says):
    """china.placement.empty-region, china.placement.three-two-one: the unused-cards hint never says "place more
    pieces" where no more pieces may go"""
    s = position(board=BOARD, hands={0: ["red", "red", "red"] if "wei" in text else ["yellow", "yellow", "red"]},
                 houses=houses)
    text_, violation = _remedy(s, text, "china.unused-cards")
    assert (text_ == violation) if says is None else (says in text_), text_


def test_china_placement_three_two_one_card_hints_stay_within_three_cards():
    """china.placement.three-two-one: no hint adds cards beyond 3 (a wildcard pair to 2 cards, a pair to a lone
    third card)"""
    s = position(board=BOARD, hands={0: ["green", "green", "yellow"]}, houses={5: 1})
    text, violation = _remedy(s, "place qi green+green house:6 house:7", "china.too-few-cards")
    assert text == violation  # one more yellow card would do, but "two cards of one other colour" make 4
    text, violation = _remedy(s, "place wei green+green+yellow house:1", "china.lone-card")
    assert text == violation
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1})
    assert "(or two cards of one other colour)" in _remedy(s, "place qi yellow house:6 house:7", "china.too-few-cards")[0]


def test_china_placement_house_space_full_and_emissary_cap_hints_only_offer_what_is_possible():
    """china.placement.house-space.full, china.placement.emissary-cap: no "place emissaries there" in a full region
    whose emissaries are at the cap, no "add houses there first" where no house can lift the cap"""
    full = {5: 1, 6: 1, 7: 2, 8: 3}  # Qi full: player 1 has 2 houses, so at most 2 emissaries
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses=full, emissaries={"qi": {1: 2}})
    text, violation = _remedy(s, "place qi yellow house:5", "china.region-full")
    assert text == violation and "place emissaries there" not in text
    text, violation = _remedy(s, "place qi yellow emissary", "china.emissary-cap")
    assert text == violation and "add houses" not in text
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses=full, emissaries={"qi": {1: 1}})
    assert "place emissaries there" in _remedy(s, "place qi yellow house:5", "china.region-full")[0]
    s = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1}, emissaries={"qi": {1: 1}})
    assert "add houses there first" in _remedy(s, "place qi yellow emissary", "china.emissary-cap")[0]
