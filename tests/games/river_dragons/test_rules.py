"""River Dragons: one test (at least) per rule check, each naming the clause it checks."""

from __future__ import annotations

import pytest

from tests.games.river_dragons.helpers import acting, apply, check, codes, mv, pos
from tutor.core import IllegalMoveError, InputError, Move
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.describe import param_words
from tutor.games.river_dragons.state import hand_of

STD4 = ("green", "blue", "red", "yellow")


# -- setup ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, colours", [
    (2, ("pink", "black")), (3, ("pink", "blue", "red")), (4, STD4),
    (5, ("green", "blue", "black", "red", "yellow")), (6, ("pink", "green", "blue", "black", "red", "yellow")),
])
def test_colours_per_player_count_rd_setup_colour_guide(players, colours):
    """rd.setup.colour.guide, rd.setup.colour.fewer-players: the colours the village guides allow."""
    s = GAME.new(players)
    assert s.colours == colours
    assert s.pawns == colours  # rd.setup.player-kit.pawn: each pawn in its own village
    assert all(r == tuple(f"{c}{k}" for k in range(1, 7)) for c, r in zip(colours, s.reserves, strict=True))
    assert s.stone_reserve == 27 and s.first == 0


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hands_lose_absent_dragons_rd_setup_player_kit_cards_absent_dragons(players):
    """rd.setup.player-kit.cards.absent-dragons, rd.dragons.reminder.absent-colours: 8 actions + a dragon per other player."""
    s = GAME.new(players)
    for c in s.colours:
        hand = hand_of(c, s.colours)
        assert len(hand) == 8 + players - 1
        assert f"dragon-{c}" not in hand


def test_board_option_rd_setup_board_and_expert_flip_board():
    """rd.setup.board (island side by default), rd.actions.stones.expert.flip-board (option board=expert)."""
    assert GAME.new(4).board.side == "islands"
    assert GAME.new(4, options={"board": "expert"}).board.side == "water"
    spec = {o.name: o for o in GAME.spec.options}
    assert "rd.setup.board" in spec["board"].clauses and "rd.actions.stones.expert.flip-board" in spec["board"].clauses


# -- programming ---------------------------------------------------------------------------------
def test_program_places_cards_left_to_right_face_down_rd_programming_face_down_order():
    """rd.programming.face-down-order"""
    s = GAME.new(2)
    s, ev = apply(s, "p0: program move2", "p0: program jump")
    assert s.programs[0] == ("move2", "jump")
    assert ev[0].clauses == ("rd.programming.face-down-order",)
    assert "card" not in ev[0].args  # the event never says which card
    assert GAME.to_move(s) == (0, 1)


def test_programming_is_simultaneous_to_move_lists_everyone_rd_programming_choose_five():
    """rd.programming.choose-five"""
    s = GAME.new(3)
    assert GAME.to_move(s) == (0, 1, 2)
    v = check(s, "program move1")
    assert v.codes == ("rd.no-player",) and v.clauses[0] == "rd.programming.choose-five"
    s, _ = apply(s, "p1: program move1")
    v = check(s, "p1: program move1")
    assert v.codes == ("rd.card-used",) and "rd.programming.choose-five" in v.clauses


def test_sixth_card_rd_programming_five_actions():
    """rd.programming.five-actions"""
    s = pos(programs={"green": ["move1", "move2", "jump", "stone1", "stone2"]})
    v = check(s, "p0: program plank1")
    assert "rd.program-full" in v.codes and "rd.programming.five-actions" in v.clauses
    assert 0 not in GAME.to_move(s)


def test_one_dragon_per_turn_rd_dragons_one_per_turn_and_optional():
    """rd.dragons.one-per-turn"""
    s = pos(programs={"green": ["dragon-red", "move1"]})
    v = check(s, "p0: program dragon-blue")
    assert v.codes == ("rd.one-dragon",) and v.violations[0].clauses == ("rd.dragons.one-per-turn",)
    legal = check(GAME.new(4), "p0: program dragon-blue")
    assert legal.legal and "rd.dragons.optional" in legal.clauses


def test_absent_and_own_dragons_rd_dragons_reminder_absent_colours_rd_setup_player_kit_cards():
    """rd.dragons.reminder.absent-colours, rd.setup.player-kit.cards"""
    s = GAME.new(4)
    v = check(s, "p0: program dragon-pink")
    assert v.codes == ("rd.absent-dragon",)
    assert {"rd.setup.player-kit.cards.absent-dragons", "rd.dragons.reminder.absent-colours"} <= set(v.clauses)
    v = check(s, "p0: program dragon-green")
    assert v.codes == ("rd.own-dragon",) and v.violations[0].clauses == ("rd.setup.player-kit.cards",)


def test_programs_cannot_change_once_resolving_rd_programming_no_change():
    """rd.programming.no-change"""
    s = acting("stone1")
    v = check(s, "p1: program jump")
    assert v.codes == ("rd.resolving",) and "rd.programming.no-change" in v.clauses


def test_no_action_before_every_program_is_full_rd_resolution_reveal():
    """rd.resolution.reveal"""
    v = check(GAME.new(2), "stone i1")
    assert v.codes == ("rd.programming",) and v.clauses[0] == "rd.resolution.reveal"


def test_last_card_starts_resolution_and_reveals_rd_resolution_reveal():
    """rd.resolution.reveal"""
    s = GAME.new(2)
    for card in ("stone1", "stone2", "plank1", "move1", "move2"):
        s, _ = apply(s, f"p1: program {card}")
    for card in ("stone1", "stone2", "plank1", "move1"):
        s, _ = apply(s, f"p0: program {card}")
    s, ev = apply(s, "p0: program move2")
    assert s.phase == "resolve" and s.position == 1 and GAME.to_move(s) == (0,)
    reveals = [e for e in ev if e.code == "rd.reveal"]
    assert len(reveals) == 2 and all(e.clauses == ("rd.resolution.reveal",) for e in reveals)


# -- resolution order ----------------------------------------------------------------------------
def test_clockwise_from_the_first_player_rd_resolution_order():
    """rd.resolution.order"""
    s = pos(first="red", programs={c: ["stone1", "stone2", "plank1", "move1", "move2"] for c in STD4})
    assert GAME.to_move(s) == (2,)
    v = GAME.check(s, Move("stone", ("i1",), 0))
    assert v.codes == ("rd.not-acting",) and v.violations[0].clauses == ("rd.resolution.order",)
    order = []
    for spot in ("i1", "i2", "i3", "i4"):
        order.append(GAME.to_move(s)[0])
        s, _ = apply(s, f"stone {spot}")
    assert order == [2, 3, 0, 1]
    assert s.position == 2 and GAME.to_move(s) == (2,)

def test_next_card_revealed_after_all_first_actions_rd_resolution_next_card_and_repeat():
    """rd.resolution.next-card"""
    s = acting("stone1", players=2)
    s, ev = apply(s, "stone i1", "stone i2")
    reveal = [e for e in ev if e.code == "rd.reveal"]
    assert reveal and reveal[0].clauses == ("rd.resolution.next-card", "rd.resolution.repeat")
    assert s.position == 2


def test_wrong_action_for_the_revealed_card_rd_programming_five_actions():
    """rd.programming.five-actions"""
    s = acting("stone1")
    v = check(s, "move green")
    assert v.codes == ("rd.wrong-action",) and "rd.programming.five-actions" in v.clauses


def test_turn_end_passes_first_player_and_returns_cards_rd_turn_end_pass_first_player():
    """rd.turn-end.when, rd.turn-end.pass-first-player, rd.turn-end.recover-cards, rd.turn-end.new-turn,
    rd.setup.first-player.rotation"""
    programs = {c: ["stone2", "move1", "move2", "plank1", "stone1"] for c in ("pink", "black")}
    s = pos(2, programs=programs, resolve={"position": 5, "player": "black"})
    s, ev = apply(s, "stone i5")
    assert codes(ev)[-3:] == ["rd.first-passes", "rd.cards-back", "rd.new-turn"]
    assert ev[-3].clauses == ("rd.turn-end.when", "rd.turn-end.pass-first-player", "rd.setup.first-player.rotation")
    assert ev[-2].clauses == ("rd.turn-end.recover-cards",)
    assert ev[-1].clauses[0] == "rd.turn-end.new-turn"
    assert s.first == 1 and s.turn == 2 and s.phase == "program" and s.programs == ((), ())
    assert GAME.check(s, mv("p0: program stone2")).legal  # the same cards serve again


def test_turn_limit_stops_the_game_rd_play_turns():
    """rd.play.turns"""
    programs = {c: ["stone2", "move1", "move2", "plank1", "stone1"] for c in ("pink", "black")}
    s = pos(2, options={"turn_limit": 3}, turn=3, programs=programs, resolve={"position": 5, "player": "black"})
    s, ev = apply(s, "stone i5")
    assert GAME.is_over(s) and s.winner == -1 and codes(ev)[-1] == "rd.turn-limit"
    v = check(s, "p0: program move1")
    assert v.codes == ("rd.over-limit",) and v.violations[0].clauses == ("rd.play.turns",)
    out = GAME.outcome(s)
    assert out.scores == (0, 0) and {ln.reason.clause for ln in out.lines} == {"rd.play.turns"}
    assert out.tie_break[0].code == "rd.turn-limit" and out.tie_break[1].clauses == ("rd.goal.reach-village",)


# -- stones --------------------------------------------------------------------------------------
def test_place_one_stone_rd_actions_stone_1_place():
    """rd.actions.stone-1.place"""
    s = acting("stone1")
    v = check(s, "stone i7")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.stone-1.place",)
    s2, ev = apply(s, "stone i7")
    assert "i7" in s2.stones and s2.stone_reserve == 26 and ev[0].code == "rd.stone-placed"


def test_place_two_stones_rd_actions_stone_2_place():
    """rd.actions.stone-2.place"""
    s = acting("stone2")
    s, _ev = apply(s, "stone i7")
    assert GAME.to_move(s) == (0,) and s.todo == 1
    assert check(s, "stone i8").grounds[0].clauses == ("rd.actions.stone-2.place",)
    s, _ = apply(s, "stone i8")
    assert {"i7", "i8"} <= set(s.stones) and GAME.to_move(s) == (1,)


@pytest.mark.parametrize("target, code, clause", [
    ("i99", "rd.no-island", "rd.actions.stones.within-island"),
    ("red", "rd.stone-in-village", "rd.actions.stones.not-in-village"),
    ("i3", "rd.island-taken", "rd.actions.stones.one-per-island"),
], ids=["rd.actions.stones.within-island", "rd.actions.stones.not-in-village", "rd.actions.stones.one-per-island"])
def test_stone_places(target, code, clause):
    s = acting("stone1", stones=["i3"])
    v = check(s, f"stone {target}")
    assert v.codes == (code,) and clause in v.clauses


def test_no_free_island_loses_the_stone_rd_actions_stones_one_per_island():
    """rd.actions.stones.one-per-island"""
    board = {"river": {"radius": 4}, "islands": [{"id": "i1", "at": [0, 0]}],
             "villages": [{"colour": "pink", "at": [0, 4], "players": [2], "destination": "black"},
                          {"colour": "black", "at": [0, -4], "players": [2], "destination": "pink"}]}
    programs = {"pink": ["stone2", "move1", "move2", "plank1", "stone1"],
                "black": ["stone2", "move1", "move2", "plank1", "stone1"]}
    s = pos(2, board=board, programs=programs)
    s, ev = apply(s, "stone i1")
    assert "rd.stone-nowhere" in codes(ev)
    assert next(e for e in ev if e.code == "rd.stone-nowhere").clauses == ("rd.actions.stones.one-per-island",)


def test_empty_reserve_loses_the_stone_rd_actions_stones_empty_reserve():
    """rd.actions.stones.empty-reserve on the expert side (rd.actions.stones.expert.in-water)."""
    stones = [f"w{i}" for i in range(1, 27)]
    s = acting("stone2", options={"board": "expert"}, stones=stones)
    v = check(s, "stone w300")
    assert v.legal and {"rd.actions.stones.expert.in-water", "rd.actions.stones.expert.usual-rules"} <= set(v.clauses)
    assert check(s, "stone i4").codes == ("rd.no-water",)
    s, ev = apply(s, "stone w300")
    lost = [e for e in ev if e.code == "rd.stone-lost"]
    assert lost and lost[0].clauses == ("rd.actions.stones.empty-reserve",) and lost[0].player == 0
    assert s.stone_reserve == 0


# -- planks --------------------------------------------------------------------------------------
def test_choose_a_plank_then_place_it_rd_actions_planks_choose():
    """rd.actions.planks.choose"""
    s = acting("plank1", stones=["i1", "i2"])
    v = check(s, "take green2")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.planks.choose", "rd.actions.planks.no-change")
    assert check(s, "take red2").codes == ("rd.not-in-reserve",)
    assert check(s, "plank i1 i2").codes == ("rd.choose-first",)
    s, _ = apply(s, "take green2")
    assert s.chosen == "green2" and "green2" not in s.reserves[0]
    v = check(s, "take green3")
    assert v.codes == ("rd.plank-chosen",) and v.violations[0].clauses == ("rd.actions.planks.no-change",)
    v = check(s, "plank i1 i2")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.plank-1.place",)
    assert check(s, "plank i2 i1").legal  # either end first
    s, ev = apply(s, "plank i2 i1")
    assert s.plank_at("green2") is not None and ev[0].code == "rd.plank-placed"


def test_place_two_planks_rd_actions_plank_2_place():
    """rd.actions.plank-2.place"""
    s = acting("plank2", stones=["i1", "i2", "i3"])
    s, _ = apply(s, "take green2", "plank i1 i2", "take green3")
    assert check(s, "plank i1 i3").grounds[0].clauses == ("rd.actions.plank-2.place",)
    s, _ = apply(s, "plank i2 i3")
    assert len(s.planks) == 2 and GAME.to_move(s) == (1,)


@pytest.mark.parametrize("a, b, code", [
    ("i1", "i9", "rd.no-support"), ("pink", "green", "rd.two-villages"), ("i1", "i1", "rd.same-support"),
], ids=["rd.actions.plank-1.place-no-stone", "rd.actions.plank-1.place-two-villages", "rd.actions.plank-1.place-same"])
def test_plank_supports(a, b, code):
    s = acting("plank1", stones=["i1"], chosen="green6")
    v = check(s, f"plank {a} {b}")
    assert code in v.codes and "rd.actions.plank-1.place" in v.clauses


def test_too_long_is_fine_rd_actions_planks_too_long():
    """rd.actions.planks.too-long"""
    s = acting("plank1", stones=["i1", "i3"], chosen="green6")
    v = check(s, "plank i1 i3")
    assert v.legal and "rd.actions.planks.too-long" in v.clauses


def test_too_short_must_go_elsewhere_rd_actions_planks_too_short():
    """rd.actions.planks.too-short, rd.actions.planks.no-moving-stones"""
    s = acting("plank1", stones=["i1", "i4", "i3"], chosen="green2")
    v = check(s, "plank i1 i4")  # 2.53 units
    assert v.codes == ("rd.too-short",)
    assert v.clauses == ("rd.actions.planks.too-short", "rd.actions.planks.no-moving-stones")
    assert v.violations[0].args["distance"] == 2.53
    assert check(s, "plank i1 i3").legal


def test_plank_that_fits_nowhere_is_lost_rd_actions_planks_no_place():
    """rd.actions.planks.no-place"""
    s = acting("plank1", stones=["i1", "i4"])
    s, ev = apply(s, "take green1")
    assert "rd.plank-lost" in codes(ev) and s.lost == ("green1",)
    lost = next(e for e in ev if e.code == "rd.plank-lost")
    assert "rd.actions.planks.no-place" in lost.clauses
    assert GAME.to_move(s) == (1,)  # the action is over


def test_no_plank_left_loses_the_action_rd_actions_planks_choose():
    """rd.actions.planks.choose"""
    gone = ["green1", "green2", "green3", "green4", "green5", "green6"]
    s = acting("plank1", reserves={"green": []}, lost=gone)
    assert GAME.to_move(s) == (1,)  # lost at once: nothing to choose
    s = pos(first="yellow", reserves={"green": []}, lost=gone,
            programs={"green": ["plank1", "stone1", "move1", "move2", "stone2"],
                      **{c: ["stone1", "stone2", "plank1", "move1", "move2"] for c in STD4[1:]}})
    s, ev = apply(s, "stone i1")
    lost = next(e for e in ev if e.code == "rd.no-plank")
    assert lost.player == 0 and lost.clauses == ("rd.actions.planks.choose",)

def test_planks_may_not_cross_rd_actions_planks_no_stacking():
    """rd.actions.planks.no-stacking"""
    s = acting("plank1", stones=["i8", "i14", "i18", "i19"], planks=["blue2 i14 i18"], chosen="green4")
    v = check(s, "plank i8 i19")
    assert v.codes == ("rd.planks-overlap",) and v.violations[0].clauses == ("rd.actions.planks.no-stacking",)
    assert v.violations[0].args["plank"] == "blue2"
    assert check(s, "plank i8 i14").legal  # meeting on a shared stone is fine
    assert check(s, "plank i14 i18").codes == ("rd.planks-overlap",)  # the same two supports


def test_stone_carries_three_planks_at_most_rd_actions_planks_stone_max_3():
    """rd.actions.planks.stone-max-3"""
    s = acting("plank1", stones=["i9", "i16", "i13", "i7", "i5"],
               planks=["red2 i9 i16", "yellow2 i9 i13", "blue3 i9 i7"], chosen="green4")
    v = check(s, "plank i9 i5")
    assert v.codes == ("rd.stone-full",) and v.violations[0].clauses == ("rd.actions.planks.stone-max-3",)


def test_village_carries_three_planks_at_most_rd_actions_planks_village_max_3():
    """rd.actions.planks.village-max-3"""
    s = acting("plank1", stones=["i5", "i7", "i10", "i13"],
               planks=["yellow5 yellow i5", "yellow4 yellow i7", "yellow3 yellow i10"], chosen="green4")
    v = check(s, "plank yellow i13")
    assert "rd.village-full" in v.codes and "rd.actions.planks.village-max-3" in v.clauses


# -- remove --------------------------------------------------------------------------------------
def test_remove_a_plank_into_the_reserve_rd_actions_remove_plank():
    """rd.actions.remove.plank, rd.actions.remove.plank.reuse: the plank can be placed later."""
    s = acting("remove", stones=["i1", "i2"], planks=["red2 i1 i2"],
               reserves={"green": ["green1", "green3", "green4", "green5", "green6"]}, lost=["green2"])
    v = check(s, "remove red2")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.remove.plank", "rd.actions.remove.plank.reuse")
    s, _ = apply(s, "remove red2")
    assert "red2" in s.reserves[0] and s.plank_at("red2") is None


def test_remove_a_stone_rd_actions_remove_stone():
    """rd.actions.remove.stone, rd.actions.stones.fixed: only this action takes a stone off."""
    s = acting("remove", stones=["i1"])
    v = check(s, "remove i1")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.remove.stone", "rd.actions.stones.fixed")
    s, _ = apply(s, "remove i1")
    assert s.stones == () and s.stone_reserve == 27


@pytest.mark.parametrize("what, code, clause, position", [
    ("yellow3", "rd.plank-occupied", "rd.actions.remove.forbidden.occupied-plank",
     {"stones": ["i10", "i1"], "planks": ["yellow3 yellow i10"], "pawns": {"yellow": "yellow3"}}),
    ("red3", "rd.reserve-same-size", "rd.actions.remove.forbidden.same-size",
     {"stones": ["i10", "i1"], "planks": ["red3 yellow i10"]}),
    ("red1", "rd.reserve-colours", "rd.actions.remove.forbidden.two-colours",
     {"stones": ["i10", "i15", "i1"], "planks": ["red1 i10 i15"],
      "reserves": {"green": ["blue1", "green3"], "blue": ["blue2", "blue3", "blue4", "blue5", "blue6"]},
      "lost": ["green1", "green2", "green4", "green5", "green6"]}),
    ("i10", "rd.stone-carries", "rd.actions.remove.forbidden.supporting-stone",
     {"stones": ["i10", "i1"], "planks": ["red3 yellow i10"]}),
    ("i11", "rd.nothing-to-remove", "rd.actions.remove.choose", {"stones": ["i10"]}),
], ids=["rd.actions.remove.forbidden.occupied-plank", "rd.actions.remove.forbidden.same-size",
        "rd.actions.remove.forbidden.two-colours", "rd.actions.remove.forbidden.supporting-stone",
        "rd.actions.remove.choose"])
def test_remove_forbidden(what, code, clause, position):
    s = acting("remove", **position)
    v = check(s, f"remove {what}")
    assert code in v.codes and clause in v.clauses


def test_nothing_removable_loses_the_action_rd_actions_remove_impossible():
    """rd.actions.remove.impossible"""
    s = pos(2, first="black", stones=["i27"], planks=["black3 i27 black"],
            programs={"pink": ["remove", "stone1", "move1", "move2", "stone2"],
                      "black": ["move1", "stone1", "move2", "plank1", "stone2"]})
    assert GAME.to_move(s) == (1,)
    s, ev = apply(s, "move black3")  # now the plank is occupied and its stone carries it
    lost = [e for e in ev if e.code == "rd.remove-lost"]
    assert lost and lost[0].clauses == ("rd.actions.remove.impossible",) and lost[0].player == 0
    assert s.position == 2 and GAME.to_move(s) == (1,)

# -- moves ---------------------------------------------------------------------------------------
PLANKS = ["yellow2 i1 i2", "green2 i1 i3", "red2 i2 i4", "pink2 i2 i5"]


def test_move_one_rd_actions_move_1_move():
    """rd.actions.move-1.move"""
    s = acting("move1", stones=["i10", "i15", "i13"], planks=["yellow1 i10 i15", "yellow3 yellow i10"],
               pawns={"green": "yellow3"})
    v = check(s, "move yellow1")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.move-1.move",)
    assert "rd.actions.moves.any-direction" in v.clauses
    assert check(s, "move yellow1 yellow3").codes == ("rd.move1-one-step",)
    assert check(s, "move red5").codes == ("rd.no-place",)


def test_move_two_rd_actions_move_2_move():
    """rd.actions.move-2.move"""
    s = acting("move2", stones=["i10", "i15"], planks=["yellow1 i10 i15", "yellow3 yellow i10"],
               pawns={"green": "yellow3"})
    v = check(s, "move yellow1")
    assert v.codes == ("rd.move2-two-steps",) and v.violations[0].clauses == ("rd.actions.move-2.move",)
    assert check(s, "move yellow1 yellow3").legal
    v = check(s, "move yellow")
    assert v.legal and "rd.actions.move-2.example" in v.clauses


def test_u_turn_rd_actions_moves_u_turn():
    """rd.actions.moves.u-turn"""
    s = acting("move2", stones=["i10", "i15"], planks=["yellow1 i10 i15", "yellow3 yellow i10"],
               pawns={"green": "yellow3"})
    v = check(s, "move yellow1 yellow3")
    assert v.legal and "rd.actions.moves.u-turn" in v.clauses


def test_occupied_plank_rd_actions_moves_occupied_plank():
    """rd.actions.moves.occupied-plank"""
    s = acting("move1", stones=["i10", "i15"], planks=["yellow1 i10 i15", "yellow3 yellow i10"],
               pawns={"green": "yellow3", "red": "yellow1"})
    v = check(s, "move yellow1")
    assert v.codes == ("rd.occupied",) and v.violations[0].clauses == ("rd.actions.moves.occupied-plank",)


def test_villages_hold_any_number_rd_actions_moves_village_unlimited():
    """rd.actions.moves.village-unlimited"""
    s = acting("move1", stones=["i10"], planks=["yellow3 yellow i10"],
               pawns={"green": "yellow3", "red": "yellow", "blue": "yellow"})
    v = check(s, "move yellow")
    assert v.legal and "rd.actions.moves.village-unlimited" in v.clauses


def test_no_move_means_a_fall_rd_actions_moves_fall():
    """rd.actions.moves.fall"""
    s = pos(programs={"green": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "blue": ["move1", "stone1", "move2", "plank1", "stone2"],
                      "red": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "yellow": ["stone1", "move1", "move2", "plank1", "stone2"]},
            stones=["i10", "i15"], planks=["yellow1 i10 i15"], pawns={"blue": "yellow1"})
    s, ev = apply(s, "stone i1")
    fell = next(e for e in ev if e.code == "rd.fell")
    assert fell.player == 1 and fell.clauses == ("rd.actions.moves.fall",)
    assert s.pawns[1] == "blue"


def test_reaching_the_destination_on_the_way_ends_the_game_rd_end_reach_village():
    """rd.end.reach-village"""
    s = acting("move2", stones=["i22"], planks=["red3 red i22"], pawns={"green": "red3"})
    v = check(s, "move red red3")
    assert v.codes == ("rd.destination-ends",) and v.violations[0].clauses == ("rd.end.reach-village",)
    s, ev = apply(s, "move red")
    assert GAME.is_over(s) and s.winner == 0 and ev[-1].code == "rd.won"
    assert ev[-1].clauses == ("rd.end.reach-village", "rd.goal.reach-village")
    assert check(s, "p0: program move1").codes == ("rd.over",)
    out = GAME.outcome(s)
    assert out.scores == (1, 0, 0, 0) and out.ranking[0] == 0
    assert out.lines[0].reason.clauses == ("rd.end.reach-village", "rd.goal.reach-village")


# -- jump ----------------------------------------------------------------------------------------
def test_jump_over_a_pawn_rd_actions_jump_over_and_two_moves():
    """rd.actions.jump.over"""
    s = acting("jump", stones=["i7", "i9", "i16", "i13"], planks=["blue2 i7 i13", "red2 i13 i16", "yellow2 i16 i9"],
               pawns={"green": "blue2", "red": "red2"})
    v = check(s, "jump red2 yellow2")
    assert v.legal and v.grounds[0].clauses == ("rd.actions.jump.over", "rd.actions.jump.two-moves")
    v = check(s, "jump yellow2 red2")
    assert "rd.not-adjacent" in v.codes and "rd.actions.jump.over" in v.clauses


def test_jump_needs_a_pawn_rd_actions_jump_over():
    """rd.actions.jump.over"""
    s = acting("jump", stones=["i7", "i13", "i16"], planks=["blue2 i7 i13", "red2 i13 i16"], pawns={"green": "blue2"})
    # no pawn anywhere near: green falls at once (rd.actions.jump.fail) and the next player acts
    assert s.pawns[0] == "green" and GAME.to_move(s) == (1,)


def test_jump_landing_rd_actions_jump_landing():
    """rd.actions.jump.landing"""
    s = acting("jump", stones=["i7", "i13", "i16", "i9", "i14"],
               planks=["blue2 i7 i13", "red2 i13 i16", "yellow2 i16 i9", "green3 i16 i14"],
               pawns={"green": "blue2", "red": "red2", "yellow": "yellow2"})
    assert check(s, "jump red2 green3").legal
    v = check(s, "jump red2 yellow2")  # occupied: said so, and by whom (issue 15)
    assert v.codes == ("rd.jump-occupied",) and v.violations[0].clauses[0] == "rd.actions.jump.landing"
    assert s.pawn_on("yellow2") == v.violations[0].args["other"]
    assert "rd.actions.moves.occupied-plank" in v.violations[0].clauses
    from tutor.text.explain import say

    who = s.pawn_on("yellow2")
    assert say(GAME, v.violations[0], "en").startswith(
        f"The pawn cannot land on the yellow plank number 2: Player {who + 1}'s pawn")  # places in words (issue 37)


def test_jump_back_is_no_jump_rd_actions_jump_example():
    """rd.actions.jump.example"""
    s = acting("jump", stones=["i7", "i13", "i16", "i9"], planks=["blue2 i7 i13", "red2 i13 i16", "yellow2 i16 i9"],
               pawns={"green": "blue2", "red": "red2"})
    v = check(s, "jump red2 blue2")
    assert v.codes == ("rd.jump-back",) and "rd.actions.jump.example" in v.clauses


def test_failed_jump_falls_rd_actions_jump_fail():
    """rd.actions.jump.fail"""
    s = pos(programs={"green": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "blue": ["jump", "stone1", "move2", "plank1", "stone2"],
                      "red": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "yellow": ["stone1", "move1", "move2", "plank1", "stone2"]},
            stones=["i10", "i15"], planks=["yellow1 i10 i15"], pawns={"blue": "yellow1"})
    s, ev = apply(s, "stone i1")
    fell = next(e for e in ev if e.code == "rd.jump-fell")
    assert fell.clauses == ("rd.actions.jump.fail",) and s.pawns[1] == "blue"


# -- dragons -------------------------------------------------------------------------------------
def test_dragon_cancels_the_same_position_rd_dragons_cancel():
    """rd.dragons.cancel, rd.resolution.dragon-warning"""
    s = pos(programs={"green": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "blue": ["dragon-red", "stone1", "move2", "plank1", "stone2"],
                      "red": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "yellow": ["stone1", "move1", "move2", "plank1", "stone2"]})
    assert GAME.cancelled_by(s, 2, 1) == [1]
    s, ev = apply(s, "stone i1")
    assert [e.code for e in ev][1:3] == ["rd.dragon-card", "rd.cancelled"]
    assert ev[2].clauses == ("rd.dragons.cancel", "rd.resolution.dragon-warning")
    assert GAME.to_move(s) == (3,)


def test_several_dragons_all_apply_rd_dragons_same_position():
    """rd.dragons.same-position"""
    s = pos(programs={"green": ["dragon-red", "move1", "move2", "plank1", "stone2"],
                      "blue": ["dragon-red", "stone1", "move2", "plank1", "stone2"],
                      "red": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "yellow": ["stone1", "move1", "move2", "plank1", "stone2"]},
            resolve={"position": 1, "player": "yellow"}, first="yellow")
    _, ev = GAME.resolve(s, mv("stone i1"))
    cancelled = next(e for e in ev if e.code == "rd.cancelled")
    assert "rd.dragons.same-position" in cancelled.clauses


def test_dragon_never_cancels_a_dragon_rd_dragons_no_cancel_dragon():
    """rd.dragons.no-cancel-dragon"""
    s = pos(programs={"green": ["dragon-blue", "move1", "move2", "plank1", "stone2"],
                      "blue": ["dragon-green", "stone1", "move2", "plank1", "stone2"],
                      "red": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "yellow": ["stone1", "move1", "move2", "plank1", "stone2"]},
            resolve={"position": 5, "player": "yellow"})
    s2, _ev = GAME.resolve(s, mv("stone i1"))
    assert GAME.cancelled_by(s2, 0, 1) == [] and GAME.cancelled_by(s2, 1, 1) == []


def test_moves_are_refused_whole_by_apply():
    s = acting("stone1")
    with pytest.raises(IllegalMoveError):
        GAME.apply(s, mv("stone red"))


def test_bad_positions_name_the_field():
    with pytest.raises(InputError) as err:
        pos(stones=["i99"])
    assert err.value.field == "position.stones"
    with pytest.raises(InputError) as err:
        pos(colours=["pink", "green", "blue", "black"])
    assert err.value.field == "position.colours"
    with pytest.raises(InputError) as err:
        pos(planks=["red3 i1 i2"])
    assert err.value.field == "position.planks"
    with pytest.raises(InputError) as err:
        pos(pawns={"green": "red3"})
    assert err.value.field == "position.pawns"
    with pytest.raises(InputError) as err:
        pos(programs={"green": ["dragon-red", "dragon-blue"]})
    assert err.value.field == "position.programs.green"


# -- what the tutor says about jumps and destinations ----------------------------------------------
def _jump_next_to_a_village_pawn():
    # green on yellow3 (yellow village - i10); red on yellow1 (i10 - i15), blue2 beyond it; blue in the yellow village
    return acting("jump", stones=["i10", "i15", "i7", "i13"],
                  planks=["yellow3 yellow i10", "yellow1 i10 i15", "red4 yellow i7", "blue2 i15 i13"],
                  pawns={"green": "yellow3", "red": "yellow1", "blue": "yellow"})


def test_jump_over_a_village_or_stone_is_not_a_plank_rd_actions_jump_over():
    """rd.actions.jump.over: a pawn in a village next to the jumper cannot be jumped over, and the tutor does not
    say the village is "not next to" the jumper's plank (it is)"""
    from tutor.notebook.saved.hints import remedy_line
    from tutor.text.explain import say

    s = _jump_next_to_a_village_pawn()
    assert GAME.legal_moves(s) == [mv("jump yellow1 blue2")]
    for text, over in (("jump yellow red4", "the yellow village"), ("jump i10 yellow1", "i10")):
        v = check(s, text)
        assert v.codes == ("rd.jump-not-plank",) and v.violations[0].clauses == ("rd.actions.jump.over",)
        said = say(GAME, v.violations[0], "en")
        words = param_words("over", over, "en") or over  # the place in words (issue 37)
        assert said == f"A pawn jumps over a pawn standing on a neighbouring plank; {words} is not a plank on the board."
        hint = remedy_line(GAME, s, mv(text), v.violations[0], "en").text
        assert hint == ("From the yellow plank number 3 your pawn can jump over the pawn on: the yellow plank "
                        "number 1."), hint  # not the village
    assert check(s, "jump blue2 red4").codes == ("rd.not-adjacent",)  # a plank, but not next to yellow3
    assert check(s, "jump yellow2 red4").codes == ("rd.jump-not-plank",)  # in a reserve, not on the board


def test_failed_jump_at_home_with_nowhere_to_land_rd_actions_jump_fail():
    """rd.actions.jump.fail: a jump also fails with a pawn next to the jumper but no room to land; the event
    does not say there was nothing to jump over"""
    from tutor.text.explain import say

    s = pos(programs={"green": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "blue": ["jump", "stone1", "move2", "plank1", "stone2"],
                      "red": ["stone1", "move1", "move2", "plank1", "stone2"],
                      "yellow": ["stone1", "move1", "move2", "plank1", "stone2"]},
            stones=["i25"], planks=["blue3 blue i25"], pawns={"red": "blue3"})
    s, ev = apply(s, "stone i1")
    fell = next(e for e in ev if e.code == "rd.jump-fell-home")
    assert fell.clauses == ("rd.actions.jump.fail",) and s.pawns[1] == "blue" and s.pawns[2] == "blue3"
    text = say(GAME, fell, "en")
    assert "nothing to jump over" not in text and "cannot jump" in text, text


@pytest.mark.parametrize("card, clause", [("move1", "rd.actions.move-1.move"), ("move2", "rd.actions.move-2.move"),
                                          ("jump", "rd.actions.jump.landing")])
def test_destinations_cite_the_action_rd_actions_move_1_move_move_2_move_jump_landing(card, clause):
    """rd.actions.move-1.move / move-2.move / jump.landing: where the pawn can end is answered with its action's rule"""
    if card == "jump":
        s = _jump_next_to_a_village_pawn()
    else:
        s = acting(card, stones=["i10", "i15"], planks=["yellow1 i10 i15", "yellow3 yellow i10"], pawns={"green": "yellow3"})
    ends, lines = GAME.answer(s, "destinations", {}, "test")
    assert ends and all(clause in line.clauses for line in lines), [line.clauses for line in lines]
