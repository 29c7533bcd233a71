"""Issues 15 and 20 for China: the mover is judged on their own hand and supply, every fault is listed,
and the verdicts cite the rule each piece fulfils or breaks."""

from __future__ import annotations

import random

import pytest

from tests.games.china.helpers import position, verdict
from tutor.core import Checks, InputError, Move
from tutor.core.evolve import evolve
from tutor.games.china import GAME
from tutor.games.china.state import OVER, SETUP, ChinaState
from tutor.text.explain import say

YAN_3 = {12: 0, 13: 0, 14: 1}  # Yan (red, spaces 12-15): one space free


# -- houses and pieces (issue 15) --------------------------------------------------------------------
def test_more_houses_than_free_spaces_cite_house_space_full():
    """china.placement.house-space.full: two houses for one free space."""
    s = position(houses=YAN_3, hands={0: ["red", "red", "yellow"]})
    v = verdict(s, "place yan red+red house:15 house:12")
    assert "china.too-many-houses" in v.codes
    full = next(r for r in v.violations if r.code == "china.too-many-houses")
    assert full.clauses == ("china.placement.house-space.full",) and full.args["free"] == 1 and full.args["n"] == 2
    assert say(GAME, full, "en").startswith("Yan has 1 free house space, fewer than the houses you name (2)")
    assert "china.space-taken" in v.codes  # 12 is also taken: every fault is listed


def test_a_piece_in_another_region_still_counts():
    """china.placement.one-region: the piece named in Wei is refused, but not dropped before counting."""
    s = position(houses={13: 1}, hands={0: ["red", "red", "yellow"]})
    assert verdict(s, "place yan red+red house:12 house:16").codes == ("china.wrong-region",)
    assert verdict(s, "place yan red house:16").codes == ("china.wrong-region",)


def test_a_legal_fortification_cites_house_on_top():
    """china.fortifications.house-on-top: the duty a fortification with its house fulfils."""
    s = position(options={"fortifications": True}, houses={17: 1}, hands={0: ["red", "red", "yellow"]})
    v = verdict(s, "place wei red+red fort:16 house:16")
    assert v.legal and "china.fortifications.house-on-top" in {c for g in v.grounds for c in g.clauses}


def test_one_matching_card_matches():
    """china.placement.colour: "Red matches", "Red, Red match"."""
    s = position(houses={13: 1}, hands={0: ["red", "red", "yellow"]})
    one = next(g for g in verdict(s, "place yan red house:12").grounds if g.code == "china.ok.colour")
    two = next(g for g in verdict(s, "place yan red+red house:12 house:14").grounds if g.code == "china.ok.colour")
    assert say(GAME, one, "en") == "Red matches the colour of Yan (Red)."
    assert say(GAME, two, "en") == "Red, Red match the colour of Yan (Red)."
    assert say(GAME, one, "es") == "Rojo coincide con el color de Yan (Rojo)."


def test_scoring_interrupts_the_turn_before_the_emissary():
    """china.placement.house-scoring-trigger: the filled region is scored at once, then the emissary goes in."""
    s = position(houses=YAN_3, hands={0: ["red", "red", "yellow"]})
    _, events = GAME.apply(s, GAME.parse_move("place yan red+red house:15 emissary"))
    codes = [e.code for e in events]
    assert codes.index("china.ev.house") < codes.index("china.ev.region-full") < codes.index("china.ev.emissary")
    em = next(e for e in events if e.code == "china.ev.emissary")
    assert "china.house-scoring.emissaries-after" in em.clauses


# -- positions (issue 15) ----------------------------------------------------------------------------
def test_position_forts_use_up_the_owners_fortification():
    """china.setup.fortifications: each player has 1; a fortification on the board is no longer in supply."""
    s = position(options={"fortifications": True}, houses={16: 2}, forts=[16])
    assert s.forts_left == (1, 1, 0, 1)
    s = position(options={"fortifications": True}, forts={20: 1})
    assert s.forts_left == (1, 0, 1, 1)
    with pytest.raises(InputError, match="only 1 fortification"):
        position(options={"fortifications": True}, houses={16: 2, 22: 2}, forts=[16, 22])
    with pytest.raises(InputError, match="theirs is on the board"):
        position(options={"fortifications": True}, houses={16: 2}, forts=[16], supply={2: {"forts": 1}})


def test_final_scores_come_from_the_board_not_from_the_scoring_stones():
    """docs/china.md: final_scores recomputes every line from the board; `scores` sets the stones only."""
    houses = {12: 0, 13: 0, 14: 1, 15: 2}
    plain = position(houses=houses, scored=["yan"])
    stones = position(houses=houses, scored=["yan"], scores=[40, 0, 7, 0])
    a, _ = GAME.answer(plain, "final_scores", {}, "test")
    b, _ = GAME.answer(stones, "final_scores", {}, "test")
    assert a == b and a[0] >= 2
    assert GAME.answer(stones, "score", {}, "test")[0] == [40, 0, 7, 0]


# -- the mover (issue 20) ----------------------------------------------------------------------------
def test_an_impossible_player_is_refused_like_any_bad_move():
    """china.play.clockwise: a prefix naming no one at the table is a refusal citing the turn order (issue 38: it
    was an input error raised from inside ``check``), and the move changes nothing."""
    s = GAME.new(4, 0)
    v = GAME.check(s, GAME.parse_move("p99: start 1"))
    assert v.codes == ("china.no-such-player",) and v.violations[0].args == {"n": 99}
    p = position()
    v = GAME.check(p, GAME.parse_move("p4: pass"))
    assert v.codes == ("china.no-such-player",) and "china.play.clockwise" in v.violations[0].clauses
    assert not GAME.is_legal(p, GAME.parse_move("p4: pass"))


def test_an_out_of_turn_move_is_judged_on_the_movers_hand():
    """china.play.clockwise: Benno's move on Anna's turn is refused for the turn, and judged on Benno's cards."""
    s = position(hands={0: ["red", "red", "red"], 1: ["yellow", "yellow", "yellow"]})
    v = verdict(s, "p1: place qi yellow house:22")
    assert v.codes == ("china.not-your-turn",)
    assert v.violations[0].args == {"player": 0, "other": 1}
    v = verdict(s, "p1: place yan red house:12")  # Anna's red cards are not Benno's
    assert set(v.codes) == {"china.not-your-turn", "china.cards-not-in-hand"}
    assert verdict(s, "p0: place yan red house:12").legal


# -- properties over random positions (issue 20) ------------------------------------------------------
def _random_states(seed: int, count: int) -> list[ChinaState]:
    rnd = random.Random(seed)
    out = []
    for k in range(count):
        options = {"fortifications": bool(k % 2)}
        s = GAME.new(rnd.choice((3, 4, 5)), rnd.randrange(10**6), options)
        for _ in range(rnd.randrange(0, 90)):
            if s.phase == OVER:
                break
            s, _ = GAME.apply(s, rnd.choice(GAME.legal_moves(s)))
        if s.phase not in (OVER, SETUP):
            out.append(s)
    return out


def _sample_moves(rnd: random.Random, s: ChinaState, k: int) -> list[Move]:
    """Some candidates of the state (legal or not), and some of the same kinds with other pieces."""
    cands = list(GAME.candidate_moves(s))
    picked = rnd.sample(cands, min(k, len(cands)))
    pieces = ["emissary", "house:12", "house:16", "fort:13", "house:40", "emissary"]
    extra = [Move("place", (r.id, "+".join(rnd.choices(("red", "yellow", "green"), k=rnd.randint(1, 3))),
                            *rnd.sample(pieces, rnd.randint(0, 3))))
             for r in rnd.sample(s.board.regions, 3)]
    return picked + extra + [Move("pass"), Move("exchange", ("red", "deck")), Move("draw", ("deck",))]


@pytest.mark.parametrize("seed", range(4))
def test_out_of_turn_verdict_is_the_movers_own_plus_the_turn(seed):
    """A move by a non-current player: the turn violation, then exactly what it would get on their turn."""
    rnd = random.Random(seed)
    for s in _random_states(seed, 10):
        for q in range(s.players):
            if q == s.turn:
                continue
            theirs = evolve(s, turn=q)
            for m in _sample_moves(rnd, theirs, 12):
                got = GAME.check(s, Move(m.kind, m.args, q))
                own = GAME.check(theirs, Move(m.kind, m.args, q))
                assert not got.legal and got.violations[0].code == "china.not-your-turn", m
                assert got.violations[1:] == own.violations, (str(m), q)


@pytest.mark.parametrize("seed", range(4))
def test_place_violations_are_the_union_of_each_rule(seed):
    """No rule's finding is lost because another fired first: each place rule run alone finds the same."""
    from tutor.games.china.placing import PLACE_RULES
    from tutor.games.china.rules import foreign_spaces

    rnd = random.Random(100 + seed)
    seen = 0
    for s in _random_states(100 + seed, 10):
        if s.phase != "main":
            continue
        for m in _sample_moves(rnd, s, 25):
            if m.kind != "place":
                continue
            c = Checks()
            pl = GAME._parse_place(s, m, c)
            if pl is None:
                continue
            alone = [r for rule in PLACE_RULES for r in rule(s, pl, s.turn)] + foreign_spaces(s, m, pl.region)
            assert list(GAME.check(s, m).violations) == [*c.violations, *alone], str(m)
            seen += len(alone)
    assert seen > 0  # some moves broke some rule
