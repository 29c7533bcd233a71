"""In the Year of the Dragon: the outside reviews' findings (issues 15 and 20), one test each.

Verdicts judge the mover (not the current player) and list every violation; citations name the clause
that really applies; counts and person tiles read right.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.year_of_the_dragon.helpers import cited, play, position, verdict
from tutor.core.errors import InputError
from tutor.games.year_of_the_dragon import GAME, phases
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState
from tutor.text.explain import say


def advance(state: YearOfTheDragonState) -> tuple[YearOfTheDragonState, list[Any]]:
    ev: list[Any] = []
    return phases.advance(state, ev), ev


def texts(events: list[Any], lang: str = "en") -> list[str]:
    return [say(GAME, e, lang, ("Anna", "Benno", "Clara", "Doro")) for e in events]


# -- issue 20: an out-of-turn move is judged against the mover's own state ----------------------------

def test_out_of_turn_fee_is_judged_on_the_movers_yuan():
    """yotd.actions.fee, yotd.actions.any-group, yotd.actions.order"""
    state = position(4, groups=[["taxes"], ["build"], ["harvest", "research"]], dragons=[[], [], ["Anna"]],
                     turn="Benno", players={"Benno": {"yuan": 9}, "Doro": {"yuan": 2}})
    v = verdict(state, "p3: action 3 parade")
    assert set(v.codes) == {"yotd:not-your-turn", "yotd:not-in-group", "yotd:fee"}
    fee = next(r for r in v.violations if r.code == "yotd:fee")
    assert fee.args["have"] == 2 and "yotd.actions.fee" in fee.clauses


def test_out_of_turn_recruit_looks_at_the_movers_palaces():
    """yotd.setup.start.palace-capacity, yotd.person.play-card"""
    state = position(3, phase="person", turn="Benno",
                     players={"Anna": {"palaces": [[2, "monk"], [2]]}, "Benno": {"palaces": [[1, "monk"], [1, "farmer"]]}})
    v = verdict(state, "p0: recruit farmer young 1")
    assert v.codes == ("yotd:not-your-turn",)
    full = verdict(state, "p1: recruit farmer young 1")
    assert full.codes == ("yotd:palace-full",)  # Benno's own palace 1 is the full one


# -- issue 15: precedence --------------------------------------------------------------------------

@pytest.mark.parametrize(("event", "owing", "clause"), [
    ("tribute", {"yuan": 0}, "yotd.events.tribute.no-voluntary"),
    ("drought", {"rice": 0}, "yotd.events.drought.no-voluntary"),
])
def test_a_player_who_owes_nothing_is_told_nobody_releases_by_choice(event, owing, clause):
    """yotd.events.tribute.no-voluntary, yotd.events.drought.no-voluntary"""
    state = position(3, phase="event", event=event, players={
        "Anna": {**owing, "track": 9, "palaces": [[3, "monk", "farmer", "healer"], [2, "scholar", "warrior"]]},
        "Benno": {"yuan": 9, "rice": 9, "track": 5, "palaces": [[2, "monk"]]},
        "Clara": {"yuan": 9, "rice": 9, "track": 1, "palaces": [[2, "monk"]]}})
    state, _ = advance(state)
    assert state.current == 0 and state.pending[0].kind == "release"
    v = verdict(state, "p1: release 1 1")
    assert set(v.codes) == {"yotd:not-your-turn", "yotd:no-voluntary-release"}
    refusal = next(r for r in v.violations if r.code == "yotd:no-voluntary-release")
    assert refusal.clauses == (clause,)


def test_a_mongol_release_by_a_player_with_more_helmets_cites_the_fewest_helmets_rule():
    """yotd.events.mongols.fewest-helmets"""
    state = position(2, phase="event", event="mongols", players={
        "Anna": {"track": 9, "palaces": [[2, "monk", "farmer"]]},
        "Benno": {"track": 1, "palaces": [[2, "warrior", "monk"]]}})
    state, _ = advance(state)
    v = verdict(state, "p1: release 1 1")
    assert set(v.codes) == {"yotd:not-your-turn", "yotd:no-voluntary-release"}
    assert "yotd.events.mongols.fewest-helmets" in v.clauses


def test_a_release_outside_any_event_does_not_cite_the_tribute_or_drought_notes():
    """yotd.person.full-palaces, yotd.person.released"""
    state = position(2, month=5, event="festival", turn="Anna")
    v = verdict(state, "release 1 1")
    assert v.codes == ("yotd:no-voluntary-release",)
    assert not {"yotd.events.tribute.no-voluntary", "yotd.events.drought.no-voluntary"} & set(v.clauses)
    assert {"yotd.person.full-palaces", "yotd.person.released"} <= set(v.clauses)
    tribute = position(2, month=5, event="tribute", turn="Anna")
    assert verdict(tribute, "release 1 1").clauses == ("yotd.events.tribute.no-voluntary",)


def test_a_fourth_floor_is_refused_by_the_three_floor_limit_in_any_phase():
    """yotd.setup.start.max-floors"""
    state = position(2, phase="person", turn="Anna", players={"Anna": {"palaces": [[3, "monk"], [2]]}})
    v = verdict(state, "floor 1")
    assert set(v.codes) == {"yotd:not-now", "yotd:palace-max"}
    assert "yotd.setup.start.max-floors" in v.clauses


def test_tied_markers_cite_the_tie_rule():
    """yotd_bga.actions.order, yotd.setup.start.stacking"""
    state = position(3, turn="Clara", players={"Benno": {"track": 4}, "Clara": {"track": 4}},
                     groups=[["taxes"], ["build"], ["harvest"]])
    v = verdict(state, "p1: action 1 taxes")
    assert v.codes == ("yotd:not-your-turn",) and "yotd_bga.actions.order" in v.clauses
    apart = position(3, turn="Clara", players={"Benno": {"track": 2}, "Clara": {"track": 4}},
                     groups=[["taxes"], ["build"], ["harvest"]])
    assert "yotd_bga.actions.order" not in verdict(apart, "p1: action 1 taxes").clauses


# -- issue 15: citations -----------------------------------------------------------------------------

def test_the_unlimited_supply_sentence_is_cited_where_goods_are_taken():
    """yotd.supply.substitute, yotd.supply.unlimited"""
    state = position(2, groups=[["harvest"], ["build"]], turn="Anna")
    assert {"yotd.supply.substitute", "yotd.supply.unlimited"} <= set(verdict(state, "action 1 harvest").clauses)


def test_an_empty_hand_skips_the_person_phase_without_citing_the_tornado_when_super_events_are_off():
    """yotd.person.play-card, yotd.person.month-12"""
    state = position(2, groups=[["taxes"], ["build"]], players={"Anna": {"cards": []}, "Benno": {"cards": []}})
    _, ev = play(state, "topup", "topup")
    skips = [e for e in ev if e.code == "yotd:ev.no-cards"]
    assert len(skips) == 2 and all("yotd_bga.super-events.tornado" not in e.clauses for e in skips)
    assert all("yotd.person.play-card" in e.clauses for e in skips)


def test_peace_after_month_two_does_not_cite_the_first_two_months():
    """yotd.events.peace.effect, yotd.events.first-two-peace"""
    with pytest.raises(InputError, match=r"position\.event"):  # Peace lies only on months 1 and 2 (issue 37)
        position(2, month=5, phase="event", event="peace")
    _, early = advance(position(2, month=2, phase="event", event="peace"))
    assert "yotd.events.first-two-peace" in cited(early)


def test_all_tied_mongols_cite_the_all_tied_note_and_no_warrior_note_without_warriors():
    """yotd.events.mongols.all-tied, yotd.events.mongols.fewest-helmets.warrior"""
    state = position(2, phase="event", event="mongols", players={
        "Anna": {"track": 9, "palaces": [[2, "monk", "farmer"]]}, "Benno": {"track": 1, "palaces": [[2, "monk", "healer"]]}})
    after, ev = advance(state)
    v = verdict(after, "release 1 1")
    assert "yotd.events.mongols.all-tied" in v.clauses
    assert "yotd.events.mongols.fewest-helmets.warrior" not in set(v.clauses) | cited(ev)
    _, ev2 = play(after, "release 1 1")
    assert "yotd.events.mongols.all-tied" in cited(ev2)
    assert "yotd.events.mongols.fewest-helmets.warrior" not in cited(ev2)


def test_an_old_tile_left_for_a_young_request_cites_take_tile_not_sold_out():
    """yotd.person.take-tile, yotd.person.sold-out"""
    state = position(2, phase="person", turn="Anna")
    display = list(state.display)
    from tutor.games.year_of_the_dragon.components import TILES

    display[TILES.index(("farmer", "young"))] = 0
    state = state.__class__(**{**state.__dict__, "display": tuple(display)})
    v = verdict(state, "recruit farmer young 1")
    assert v.codes == ("yotd:tile-gone",) and v.violations[0].clauses == ("yotd.person.take-tile",)
    display[TILES.index(("farmer", "old"))] = 0
    gone = state.__class__(**{**state.__dict__, "display": tuple(display)})
    assert verdict(gone, "recruit farmer young 1").violations[0].clauses == ("yotd.person.sold-out",)


# -- issue 15: wording ------------------------------------------------------------------------------

def test_counts_of_one_read_in_the_singular():
    """yotd.actions.build.gain, yotd.decay.lose-floor"""
    state = position(2, groups=[["build"], ["taxes"]], turn="Anna")
    _, ev = play(state, "action 1 build")
    assert "Anna gets 1 palace floor, from the card." in texts(ev)  # a zero added is not said (issue 37)


def test_person_tiles_read_right():
    """yotd.person.take-tile"""
    state = position(2, phase="person", turn="Anna", players={"Anna": {"palaces": [[2], [2]]}})
    _, ev = play(state, "recruit farmer old 1")
    assert "Anna places a Farmer (Old) in palace 1." in texts(ev)
    state = position(2, phase="person", turn="Anna", players={"Anna": {"palaces": [[2], [2]]}})
    _, ev = play(state, "recruit court_lady young 1")
    assert "Anna places a Court Lady in palace 1." in texts(ev)
    assert not any("Young Court Lady" in t for t in texts(ev))


def test_a_vanishing_palace_is_said_to_vanish():
    """yotd.decay.vanish"""
    state = position(2, phase="event", event="festival", month=3, players={"Anna": {"palaces": [[1], [2, "monk"]]}})
    _, ev = advance(state)
    said = texts(ev)
    assert "Palace 1 of Anna is uninhabited and had a single floor: it vanishes." in said
    assert not any("0 floors" in t for t in said)


def test_the_small_privilege_names_no_edition():
    """yotd.actions.privilege.cost"""
    state = position(2, groups=[["privilege"], ["taxes"]], turn="Anna", players={"Anna": {"yuan": 1}})
    v = verdict(state, "action 1 privilege small")
    assert v.codes == ("yotd:small-privilege-cost",) and "edition" not in say(GAME, v.violations[0], "en")
    rich = position(2, groups=[["privilege"], ["taxes"]], turn="Anna", players={"Anna": {"yuan": 9}})
    _, ev = play(rich, "action 1 privilege small")
    assert not any("edition" in t for t in texts(ev))


def test_a_top_up_with_enough_yuan_says_it_takes_none():
    """yotd.actions.top-up, yotd.actions.top-up.not-three"""
    state = position(2, turn="Anna", groups=[["taxes"], ["build"]], players={"Anna": {"yuan": 5}})
    v = verdict(state, "topup")
    assert [g.code for g in v.grounds] == ["yotd:ok-topup-none"]
    assert "(+0)" not in say(GAME, v.grounds[0], "en")


def test_no_wall_tiles_left_is_said_plainly():
    """yotd_bga.great-wall.action.reward"""
    state = position(2, {"great_wall": True}, turn="Anna", groups=[["wall"], ["taxes"]],
                     players={"Anna": {"walls": []}})
    v = verdict(state, "action 1 wall rice")
    assert v.codes == ("yotd:no-wall-tiles",)
    assert say(GAME, v.violations[0], "en") == "You have built all your wall tiles: none is left."


# -- the Charter: one person tile, not a type -------------------------------------------------------

def test_the_charter_gives_what_the_one_chosen_tile_gives():
    """yotd_bga.super-events.charter"""
    state = position(2, {"super_events": "charter"}, month=7, event="festival", groups=[["taxes"], ["build"]],
                     players={"Anna": {"track": 9, "cards": [], "palaces": [[2, "farmer old", "farmer"]]},
                              "Benno": {"track": 1, "cards": [], "palaces": [[3, "monk old", "monk"], [1, "monk"]]}})
    state, _ = play(state, "topup", "topup")
    state, _ = play(state, "charter 1 1")  # Anna's old farmer: its 2 sacks, not the 3 of both farmers
    assert state.players[0].rice == 2
    state, _ = play(state, "charter 1 1")  # Benno's old monk: 2 buddhas x the 3 floors of its own palace
    assert state.players[1].ledger and dict(state.players[1].ledger)["yotd_bga.super-events.charter"] == 6


def test_the_charter_note_and_translations_read_one_tile():
    """yotd_bga.super-events.charter"""
    from tutor.text.catalog import clause, wording

    charter = clause("yotd_bga.super-events.charter")
    assert "one person tile" in " ".join(charter.note.split()) and "person type" not in charter.note
    en, _ = wording(charter, "en")
    es, _ = wording(charter, "es")
    assert "chooses 1 person tile and" in en and "type" not in en
    assert "elige 1 ficha de persona" in es and "tipo" not in es


# -- what scenarios can ask, and positions after the event ----------------------------------------

@pytest.mark.parametrize(("pos", "field"), [
    ({"phase": "event", "after_event": "yes"}, "position.after_event"),
    ({"phase": "event", "owe": {"Anna": 1}}, "position.owe"),
    ({"phase": "event", "event": "peace", "after_event": True, "owe": {"Anna": 1}}, "position.owe"),
    ({"phase": "event", "event": "tribute", "after_event": True, "owe": {"Anna": 0}}, "position.owe.0"),
])
def test_a_bad_after_event_position_names_its_field(pos, field):
    from tutor.core.errors import InputError

    with pytest.raises(InputError) as err:
        position(2, **pos)
    assert err.value.field == field


def test_the_display_question_checks_its_arguments():
    from tutor.core.errors import InputError

    state = position(2)
    assert GAME.answer(state, "display", {}, "t")[0] == sum(state.display)
    for args in ({"type": "dragon"}, {"age": "old"}, {"type": "court_lady", "age": "old"}):
        with pytest.raises(InputError):
            GAME.answer(state, "display", args, "t")


def test_an_event_answer_that_hangs_on_a_release_choice_says_so():
    """yotd_bga.super-events.buddha"""
    from tutor.core.errors import InputError

    state = position(2, {"super_events": "buddha"}, month=7, phase="event", event="mongols", players={
        "Anna": {"track": 9, "palaces": [[3, "warrior", "monk"]]}, "Benno": {"track": 1, "palaces": [[2, "monk", "monk"]]}})
    with pytest.raises(InputError, match="depends on which persons"):
        GAME.answer(state, "event", {"player": 1, "field": "score"}, "t")


def test_the_board_text_names_no_age_for_a_one_version_person():
    """yotd.setup.persons.single-types"""
    state = position(2, players={"Anna": {"palaces": [[2, "court_lady", "farmer old"], [1]]}})
    text = GAME.board.describe(state, "en", [], viewer=0)
    assert "Court Lady (Young)" not in text and "Court Lady 3" in text and "Farmer (Old)" in text
    assert "Palace 2, 1 floor: empty." in text


# -- session 5: what the game guide's author found (docs/year_of_the_dragon.md) -------------------------

def test_a_move_before_the_months_event_is_not_told_the_game_is_over():
    """yotd.play.phases, yotd.events.monthly: in a position before the month's event nobody moves; the game goes on"""
    state = position(2, month=4, phase="event", event="tribute")
    assert state.current is None and state.phase != "over"
    for text in ("topup", "release 1 1", "p1: action 1 taxes"):
        v = verdict(state, text)
        assert set(v.codes) == {"yotd:event-next"}
        assert {"yotd.play.phases", "yotd.events.monthly"} <= set(v.violations[0].clauses)
        assert "yotd.final.end" not in v.violations[0].clauses


def test_the_game_over_verdict_still_cites_the_end_of_the_game():
    """yotd.final.end"""
    state = position(2, month=4, phase="event", event="tribute")
    over = state.__class__(**{**{f: getattr(state, f) for f in state.__dataclass_fields__}, "phase": "over"})
    v = verdict(over, "topup")
    assert set(v.codes) == {"yotd:game-over"} and v.violations[0].clauses == ("yotd.final.end",)


def test_a_player_without_cards_before_month_12_is_not_told_about_month_12():
    """yotd.person.play-card: the skip cites the card rule; yotd.person.month-12 is about month 12 alone"""
    state = position(2, month=5, groups=[["taxes"], ["harvest"]], turn="Anna", then=["Benno"],
                     players={"Anna": {"cards": []}, "Benno": {"cards": ["farmer"]}})
    _, events = play(state, "topup", "topup")
    skip = [e for e in events if e.code == "yotd:ev.no-cards"]
    assert [e.player for e in skip] == [0]
    assert skip[0].clauses == ("yotd.person.play-card",)


def test_a_wall_needs_the_great_wall_expansion():
    """yotd_bga.great-wall.setup.components: a position's wall without the expansion is an input error"""
    from tutor.core.errors import InputError

    with pytest.raises(InputError, match=r"position\.wall"):
        position(2, wall=["Anna"])
    assert position(2, options={"great_wall": True}, wall=["Anna"]).wall == (0,)


def test_a_person_phase_position_skips_a_player_without_cards_as_a_game_does():
    """yotd.person.play-card: the person phase is for those who hold a card to play"""
    from tutor.core.errors import InputError

    state = position(3, phase="person", players={"Anna": {"cards": [], "track": 9}, "Benno": {"cards": ["farmer"]},
                                                 "Clara": {"cards": ["monk"]}})
    assert 0 not in state.order and state.current is not None and GAME.legal_moves(state)
    with pytest.raises(InputError, match=r"position\.turn"):
        position(3, phase="person", turn="Anna", players={"Anna": {"cards": []}})
    with pytest.raises(InputError, match=r"position\.phase"):
        position(2, phase="person", players={"Anna": {"cards": []}, "Benno": {"cards": []}})


def test_the_event_row_always_holds_two_tiles_of_each_event():
    """yotd.components.event-tiles: a position's event swaps with a tile of its kind; a state with three is refused"""
    from collections import Counter

    from tutor.core.errors import InputError
    from tutor.games.year_of_the_dragon.components import COMPONENTS

    for month, event in ((3, "mongols"), (2, "peace"), (9, "drought"), (12, "contagion")):
        state = position(3, month=month, event=event)
        assert state.event_row[month - 1] == event
        assert Counter(state.event_row) == {e: 2 for e in COMPONENTS.events}
    data = GAME.to_json(position(3))
    data["event_row"] = ["mongols"] * 3 + list(data["event_row"][3:])
    with pytest.raises(InputError, match="event_row"):
        GAME.from_json(data)
