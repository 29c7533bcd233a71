"""Issues 15 and 20 for River Dragons: every placement fault, the mover judged on their own card, pawn and
reserve, and villages, occupied landings and U-turns said in words a learner can trust."""

from __future__ import annotations

import random

import pytest

from tests.games.river_dragons.helpers import acting, apply, check, pos
from tutor.core import Move
from tutor.core.evolve import evolve
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.state import ACTION_COUNT, RiverDragonsState
from tutor.text.explain import say

MOVES = {"stones": ["i10", "i15", "i13"], "planks": ["yellow1 i10 i15", "yellow3 yellow i10"]}
YELLOW_FULL = {"stones": ["i5", "i7", "i10", "i13"],
               "planks": ["yellow5 yellow i5", "yellow4 yellow i7", "yellow3 yellow i10"], "chosen": "green4"}


# -- every reason (issue 20) -------------------------------------------------------------------------
def test_two_villages_full_and_too_far_are_all_reported():
    """rd.actions.plank-1.place, rd.actions.planks.village-max-3, rd.actions.planks.too-short together."""
    s = acting("plank1", **YELLOW_FULL)
    v = check(s, "plank yellow green")
    assert {"rd.two-villages", "rd.village-full", "rd.too-short"} <= set(v.codes), v.codes


def test_no_support_and_a_full_stone_are_both_reported():
    """rd.actions.plank-1.place and rd.actions.planks.stone-max-3 together."""
    s = acting("plank1", stones=["i9", "i16", "i13", "i7"],
               planks=["red2 i9 i16", "yellow2 i9 i13", "blue3 i9 i7"], chosen="green4")
    v = check(s, "plank i9 i5")
    assert {"rd.no-support", "rd.stone-full"} <= set(v.codes), v.codes
    assert next(r for r in v.violations if r.code == "rd.no-support").args["at"] == "i5"


# -- words (issue 15) ---------------------------------------------------------------------------------
def test_villages_are_named_as_villages_and_agree_in_spanish():
    s = acting("plank1", **YELLOW_FULL)
    full = next(r for r in check(s, "plank yellow i13").violations if r.code == "rd.village-full")
    assert say(GAME, full, "en") == "No more planks on the yellow village: it already carries 3."
    assert say(GAME, full, "es") == "No caben más tablas en la aldea amarilla: ya soporta 3."
    assert say(GAME, full, "ja").startswith("黄の村")


def test_a_fall_names_the_village_in_agreement():
    """rd.actions.moves.fall: "vuelve a la aldea roja", never "la aldea Rojo"."""
    s = pos(colours=["red", "green", "blue", "yellow"], stones=["i7", "i13"], planks=["blue2 i7 i13"],
            pawns={"red": "blue2"},
            programs={"red": ["stone1", "move1", "stone2", "plank1", "move2"],
                      **{c: ["stone1", "stone2", "plank1", "move1", "move2"] for c in ("green", "blue", "yellow")}})
    s, events = apply(s, "stone i1", "stone i2", "stone i3", "stone i4")
    fall = next(e for e in events if e.code in ("rd.fell", "rd.fell-home") and e.player == 0)
    text = say(GAME, fall, "es")
    assert "la aldea roja" in text and "Rojo" not in text, text
    assert "the red village" in say(GAME, fall, "en")


def test_an_occupied_landing_says_so_and_by_whom():
    """rd.actions.jump.landing, rd.actions.moves.occupied-plank"""
    s = acting("jump", stones=["i7", "i13", "i16", "i9", "i14"],
               planks=["blue2 i7 i13", "red2 i13 i16", "yellow2 i16 i9", "green3 i16 i14"],
               pawns={"green": "blue2", "red": "red2", "yellow": "yellow2"})
    v = check(s, "jump red2 yellow2")
    assert v.codes == ("rd.jump-occupied",)
    text = say(GAME, v.violations[0], "en")
    assert "the yellow plank number 2" in text and f"Player {s.pawn_on('yellow2') + 1}'s pawn stands there" in text, text


def test_a_u_turn_is_told_as_one():
    """rd.actions.moves.u-turn: "goes to the yellow village and turns round, back to yellow3"."""
    s = acting("move2", **MOVES, pawns={"green": "yellow3"})
    _, events = apply(s, "move yellow yellow3")
    turn = next(e for e in events if e.player == 0 and e.code in ("rd.u-turned", "rd.moved"))
    assert turn.code == "rd.u-turned" and "rd.actions.moves.u-turn" in turn.clauses
    assert say(GAME, turn, "en") == (
        "Player 1's pawn goes to the yellow village and turns round, back to the yellow plank number 3 (a U-turn).")


# -- the mover (issue 20) ------------------------------------------------------------------------------
def test_an_out_of_turn_action_is_judged_on_the_movers_card():
    """rd.resolution.order, then the mover's own card: Blue's card at position 1 is a stone, not a move."""
    s = acting("move1", **MOVES, pawns={"green": "yellow3"})
    assert check(s, "move yellow1").legal
    v = check(s, "p1: move yellow1")
    assert v.codes[0] == "rd.not-acting" and "rd.wrong-action" in v.codes
    wrong = next(r for r in v.violations if r.code == "rd.wrong-action")
    assert wrong.args["player"] == 1
    assert check(s, "p1: stone i1").codes == ("rd.not-acting",)
    assert set(check(s, "p1: stone i10").codes) == {"rd.not-acting", "rd.island-taken"}


# -- properties over random positions (issue 20) ------------------------------------------------------
def _random_states(seed: int, count: int) -> list[RiverDragonsState]:
    rnd = random.Random(seed)
    out = []
    for _ in range(count):
        s = GAME.new(rnd.choice((2, 3, 4, 5, 6)), 0, {"turn_limit": 0})
        for _ in range(rnd.randrange(20, 160)):
            if s.phase == "over":
                break
            s, _ = GAME.apply(s, rnd.choice(GAME.legal_moves(s)))
        if s.phase == "resolve":
            out.append(s)
    return out


def _as_if_acting(s: RiverDragonsState, seat: int) -> RiverDragonsState:
    """The state were it ``seat``'s action now: their card at this position, nothing chosen yet."""
    return evolve(s, actor=(seat - s.first) % s.n, chosen="", todo=ACTION_COUNT.get(s.card(seat), 1))


def _moves(rnd: random.Random, s: RiverDragonsState) -> list[Move]:
    cands = list(GAME.candidate_moves(s))
    places = [*(v.colour for v in s.board.villages), *(p.plank for p in s.planks), *s.stones, "i1", "i9"]
    extra = [Move(k, tuple(rnd.sample(places, n))) for k, n in
             (("move", 1), ("move", 2), ("jump", 2), ("plank", 2), ("stone", 1), ("remove", 1), ("take", 1))]
    return rnd.sample(cands, min(10, len(cands))) + extra + [Move("take", (f"{s.colours[0]}3",))]


@pytest.mark.parametrize("seed", range(4))
def test_out_of_turn_verdict_is_the_movers_own_plus_the_turn(seed):
    rnd = random.Random(seed)
    checked = 0
    for s in _random_states(seed, 8):
        for q in range(s.n):
            if q == s.acting():
                continue
            theirs = _as_if_acting(s, q)
            for m in _moves(rnd, theirs):
                got = GAME.check(s, Move(m.kind, m.args, q))
                own = GAME.check(theirs, Move(m.kind, m.args, None))
                assert got.violations[0].code == "rd.not-acting", str(m)
                assert got.violations[1:] == own.violations, (str(m), q)
                checked += 1
    assert checked > 0


@pytest.mark.parametrize("seed", range(4))
def test_placement_problems_are_the_union_of_each_rule(seed):
    from tutor.games.river_dragons.planks import SUPPORT_RULES

    rnd = random.Random(50 + seed)
    found = 0
    for s in _random_states(50 + seed, 8):
        supports = sorted({*(v.colour for v in s.board.villages), *s.stones, *rnd.sample([x.id for x in s.board.spots], 4)})
        for _ in range(30):
            a, b = rnd.sample(supports, 2)
            plank = f"{s.colours[0]}{rnd.randint(1, 6)}"
            alone = [r for rule in SUPPORT_RULES for r in rule(s, plank, a, b)]
            assert GAME.placement_problems(s, plank, a, b) == alone
            found += len(alone)
    assert found > 0
