"""In the Year of the Dragon: one test per rule, named by the clause it checks."""

from __future__ import annotations

import itertools

import pytest

from tests.games.year_of_the_dragon.helpers import cited, play, position, verdict
from tutor.core.moves import move
from tutor.core.rng import Rng
from tutor.games.year_of_the_dragon import GAME, phases, scoring
from tutor.games.year_of_the_dragon.components import COMPONENTS, TILES
from tutor.games.year_of_the_dragon.effects import settle
from tutor.games.year_of_the_dragon.setup import event_row, initial_display
from tutor.games.year_of_the_dragon.state import track_order

# -- setup ---------------------------------------------------------------------------------------


def test_setup_events_peace_shuffle_no_adjacent():
    """yotd.setup.events.peace, yotd.setup.events.shuffle, yotd.setup.events.no-adjacent"""
    rows = set()
    for seed in range(200):
        row, _ = event_row(Rng.seeded(seed))
        assert row[:2] == ("peace", "peace") and len(row) == 12
        assert sorted(row) == sorted(e for e in COMPONENTS.events for _ in range(2))
        assert all(a != b for a, b in itertools.pairwise(row[2:]))
        rows.add(row)
    assert len(rows) > 150  # shuffled, not fixed


@pytest.mark.parametrize("players, young, old, single", [(5, 6, 4, 10), (4, 5, 3, 8), (3, 4, 2, 6), (2, 3, 1, 4)])
def test_setup_persons_counts(players, young, old, single):
    """yotd.setup.persons.counts, yotd.setup.persons.five-players, yotd.setup.persons.fewer-players,
    yotd.setup.persons.split-types, yotd.setup.persons.young-old"""
    display = dict(zip(TILES, initial_display(players), strict=False))
    assert display[("monk", "young")] == young and display[("monk", "old")] == old
    assert display[("craftsman", "young")] == single
    assert sum(1 for t in COMPONENTS.persons.values() if t.old) == 6  # six split types
    report = GAME.setup_report(GAME.new(players))
    assert "yotd.setup.persons.counts" in cited(list(report))


def test_setup_players_palaces_yuan_pieces_and_first_picks():
    """yotd.setup.palaces, yotd.setup.yuan, yotd.setup.player-pieces, yotd.setup.action-cards,
    yotd.setup.start.oldest-first, yotd.setup.start.clockwise, yotd.setup.start.two-persons"""
    state = GAME.new(4, 1)
    for pl in state.players:
        assert pl.yuan == 6 and [p.floors for p in pl.palaces] == [2, 2] and len(pl.cards) == 11
    assert state.current == 0  # the oldest player (seat 0) picks first
    state, _ = play(state, "pick monk 1 farmer 2")
    assert state.current == 1  # then clockwise
    assert {"yotd.setup.palaces", "yotd.setup.start.oldest-first"} <= cited(list(GAME.setup_report(state)))


def test_start_persons_placed_and_marker_advances():
    """yotd.setup.start.place-under-palace, yotd.setup.start.advance, yotd.setup.start.young-different"""
    state, ev = play(GAME.new(3), "pick monk 1 farmer 1")
    anna = state.players[0]
    assert anna.palaces[0].persons == (("monk", "young"), ("farmer", "young")) and anna.track == 10
    assert {"yotd.setup.start.place-under-palace", "yotd.setup.start.advance"} <= cited(ev)


def test_palace_capacity():
    """yotd.setup.start.palace-capacity: one person per floor"""
    state = position(3, phase="person", turn="Anna", players={"Anna": {"palaces": [[1, "monk"], [2]]}})
    v = verdict(state, "recruit farmer young 1")
    assert not v.legal and "yotd.setup.start.palace-capacity" in v.clauses
    assert verdict(state, "recruit farmer young 2").legal


def test_great_wall_setup():
    """yotd_bga.great-wall.setup.components, yotd_bga.great-wall.setup.wall-tiles,
    yotd_bga.great-wall.setup.action-tiles, yotd_bga.great-wall.setup.selectable,
    yotd_bga.great-wall.setup.no-other-changes"""
    state = GAME.new(4, 3, {"great_wall": True})
    assert all(len(p.walls) == 6 for p in state.players)
    for mv in ("pick monk 1 farmer 2", "pick monk 1 healer 2", "pick monk 1 scholar 2", "pick farmer 1 healer 2"):
        state, _ = play(state, mv)
    assert sorted(a for g in state.groups for a in g) == sorted([*COMPONENTS.actions, "wall"])
    assert [len(g) for g in state.groups] == [2, 2, 2, 2]
    assert "yotd_bga.great-wall.setup.wall-tiles" in cited(list(GAME.setup_report(state)))


def test_super_event_setup_random_and_chosen():
    """yotd_bga.super-events.setup.shuffle, yotd_bga.super-events.setup.place,
    yotd_bga.super-events.setup.unused, yotd_bga.super-events.options"""
    chosen = {GAME.new(3, s, {"super_events": "random"}).super_event for s in range(60)}
    assert chosen <= set(COMPONENTS.super_events) and len(chosen) >= 6
    state = GAME.new(3, 0, {"super_events": "flood"})
    assert state.super_event == "flood"
    assert "yotd_bga.super-events.setup.place" in cited(list(GAME.setup_report(state)))


# -- action phase --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_action_groups_even_shuffled_revealed(players):
    """yotd.actions.shuffle, yotd.actions.groups, yotd.actions.groups.even, yotd.actions.groups.reveal,
    yotd.actions.cleanup"""
    state = position(players, month=2)
    sizes = [len(g) for g in state.groups]
    assert len(sizes) == players and max(sizes) - min(sizes) <= 1 and sum(sizes) == 7
    ev: list = []
    nxt = phases.start_action(state, 3, ev)
    assert all(not d for d in nxt.dragons)
    assert {"yotd.actions.groups.even", "yotd.actions.groups.reveal", "yotd.actions.cleanup"} <= cited(ev)


def test_action_order_by_person_track_later_arrival_on_top():
    """yotd.actions.first-player, yotd.actions.order, yotd_bga.actions.order, yotd.setup.start.stacking"""
    state = position(3, players={"Anna": {"track": 7}, "Benno": {"track": 7}, "Clara": {"track": 3}})
    assert track_order(state.players) == (1, 0, 2)  # Benno arrived later (seat order here): on top
    state, _ev = play(state, "topup", "topup")
    assert state.current == 2
    v = verdict(state, "recruit monk young 1")
    assert not v.legal and "yotd.actions.first-player" in v.clauses and "yotd.play.phases" in v.clauses


def test_phases_in_order():
    """yotd.play.phases, yotd.person.play-card, yotd.scoring.month, yotd.play.rounds, yotd.scoring.round-over
    (not the list items that only name a phase: yotd.play.phases.person, yotd.play.phases.scoring)"""
    state = position(2, month=3)
    state, ev = play(state, "topup", "topup")
    assert state.phase == "person" and "yotd.person.play-card" in verdict(state, "topup").clauses
    cards_before = len(state.players[state.current].cards)
    state, ev = play(state, "forfeit joker" if False else "recruit monk young 1", "recruit farmer young 1")
    assert len(state.players[0].cards) + len(state.players[1].cards) <= 2 * cards_before
    assert state.month == 4 and state.phase == "action"
    assert {"yotd.scoring.month", "yotd.play.rounds", "yotd.scoring.round-over"} <= cited(ev)
    assert not {"yotd.play.phases.person", "yotd.play.phases.scoring"} & cited(ev)
    assert "yotd.events.monthly" in cited(ev) and "yotd.events.order" in cited(ev)


def test_fireworks_gain():
    """yotd.actions.fireworks.gain: 1 + the rockets on pyrotechnists"""
    state = position(2, groups=[["fireworks"], ["taxes"]], turn="Anna",
                     players={"Anna": {"palaces": [[2, "pyrotechnist old", "pyrotechnist young"]]}})
    state, ev = play(state, "action 1 fireworks")
    assert state.players[0].fireworks == 4 and "yotd.actions.fireworks.gain" in cited(ev)


def test_privilege_one_per_action_any_number():
    """yotd.actions.privilege.one-per-action, yotd.actions.privilege.any-number"""
    state = position(2, groups=[["privilege"], ["taxes"]], turn="Anna",
                     players={"Anna": {"yuan": 20, "privileges": {"small": 3}}})
    state, ev = play(state, "action 1 privilege small")
    assert state.players[0].small == 4 and state.players[0].yuan == 18
    assert {"yotd.actions.privilege.one-per-action", "yotd.actions.privilege.any-number"} <= cited(ev)


def test_top_up_only_to_three():
    """yotd.actions.top-up.not-three: with 5 yuan, the top-up gives nothing"""
    state = position(2, turn="Anna", players={"Anna": {"yuan": 5}})
    state, ev = play(state, "topup")
    assert state.players[0].yuan == 5 and "yotd.actions.top-up.not-three" in cited(ev)


def test_build_placement_new_floors_only():
    """yotd.actions.build.placement, yotd.actions.build.new-floors-only, yotd.actions.build.no-rearrange"""
    state = position(2, groups=[["build"], ["taxes"]], turn="Anna")
    state, _ = play(state, "action 1 build")
    v = verdict(state, "floor new")
    assert v.legal and {"yotd.actions.build.placement", "yotd.actions.build.new-floors-only",
                        "yotd.actions.build.no-rearrange"} <= set(v.clauses)
    assert not verdict(state, "topup").legal  # the floors must be placed first


def test_supply_unlimited():
    """yotd.supply.unlimited: goods never run out"""
    state = position(2, groups=[["taxes"], ["harvest"]], turn="Anna", players={"Anna": {"yuan": 500}})
    v = verdict(state, "action 1 taxes")
    assert v.legal and "yotd.supply.unlimited" in v.clauses


# -- person phase --------------------------------------------------------------------------------


def test_person_card_tile_placement_and_advance():
    """yotd.person.play-card, yotd.person.take-tile, yotd.person.advance, yotd.person.no-immediate-income,
    yotd.person.income-via-actions"""
    state = position(2, phase="person", turn="Anna")
    before = state.players[0]
    state, ev = play(state, "recruit scholar old 1")
    anna = state.players[0]
    assert "scholar" not in anna.cards and anna.track == before.track + 2 and anna.yuan == before.yuan
    assert {"yotd.person.play-card", "yotd.person.take-tile", "yotd.person.advance",
            "yotd.person.no-immediate-income", "yotd.person.income-via-actions"} <= cited(ev)


def test_no_card_no_tile():
    """yotd.person.play-card: a card is needed for the tile"""
    state = position(2, phase="person", turn="Anna", players={"Anna": {"cards": ["farmer"]}})
    v = verdict(state, "recruit monk young 1")
    assert not v.legal and "yotd:no-card" in v.codes


def test_joker_takes_any_tile():
    """yotd.person.joker"""
    state = position(2, phase="person", turn="Anna", players={"Anna": {"cards": ["joker"]}})
    assert verdict(state, "recruit monk old 1 joker").legal
    state, ev = play(state, "recruit monk old 1 joker")
    assert state.players[0].cards == () and "yotd.person.joker" in cited(ev)


def test_single_types_have_no_old_version():
    """yotd.setup.persons.single-types"""
    state = position(2, phase="person", turn="Anna")
    v = verdict(state, "recruit craftsman old 1")
    assert not v.legal and "yotd.setup.persons.single-types" in v.clauses


def test_full_palaces_replace_or_release_newcomer():
    """yotd.person.full-palaces, yotd.person.released, yotd.person.released.removed, yotd.person.release-new,
    yotd.person.release-new.no-advance, yotd.person.must-place, yotd_bga.recruit.full-palace"""
    full = {"Anna": {"palaces": [[1, "monk"], [1, "farmer"]], "track": 4}}
    state = position(2, phase="person", turn="Anna", players=full)
    after, ev = play(state, "replace scholar young 1 1")
    assert after.players[0].palaces[0].persons == (("scholar", "young"),) and after.players[0].released == 1
    assert {"yotd.person.full-palaces", "yotd.person.released", "yotd.person.released.removed"} <= cited(ev)
    after, ev = play(state, "dismiss scholar young")
    assert after.players[0].track == 4 and after.players[0].released == 1
    assert {"yotd.person.release-new", "yotd.person.release-new.no-advance"} <= cited(ev)
    roomy = position(2, phase="person", turn="Anna", players={"Anna": {"palaces": [[1, "monk"], [2]]}})
    for mv in ("replace scholar young 1 1", "dismiss scholar young"):
        v = verdict(roomy, mv)
        assert not v.legal and "yotd.person.must-place" in v.clauses and "yotd_bga.recruit.full-palace" in v.clauses


def test_card_whose_tiles_are_gone_gives_nothing():
    """yotd.person.sold-out, yotd_bga.recruit.no-tile-left"""
    state = position(2, phase="person", turn="Anna")
    display = list(state.display)
    for i, (t, _) in enumerate(TILES):
        if t == "monk":
            display[i] = 0
    from dataclasses import replace

    state = replace(state, display=tuple(display))
    v = verdict(state, "recruit monk young 1")
    assert not v.legal and "yotd.person.sold-out" in v.clauses
    after, _ev = play(state, "forfeit monk")
    assert "monk" not in after.players[0].cards and after.players[0].persons == state.players[0].persons
    assert "yotd_bga.recruit.no-tile-left" in verdict(state, "forfeit monk").clauses
    assert not verdict(state, "forfeit farmer").legal


def test_no_person_phase_in_month_12():
    """yotd.person.month-12"""
    state = position(2, month=12)
    state, ev = play(state, "topup", "topup")
    assert state.phase == "over" and "yotd.person.month-12" in cited(ev)
    assert "yotd.final.end" in verdict(state, "topup").clauses


# -- events --------------------------------------------------------------------------------------


def run(state, name):
    ev: list = []
    after = phases.run_event(state, name, ev)
    return after, ev


def test_peace_does_nothing():
    """yotd.events.peace.effect, yotd.events.first-two-peace"""
    state = position(3, phase="event", event="peace")
    after, ev = run(state, "peace")
    assert after.players == state.players and {"yotd.events.peace.effect", "yotd.events.first-two-peace"} <= cited(ev)


def test_tribute_pay_shortage_tax_collectors():
    """yotd.events.tribute.pay, yotd.events.tribute.shortage, yotd.events.tribute.tax-collectors"""
    state = position(2, phase="event", event="tribute",
                     players={"Anna": {"yuan": 1, "palaces": [[3, "tax_collector", "monk", "farmer"], [1, "healer"]]}})
    after, ev = run(state, "tribute")
    assert after.players[0].yuan == 0 and after.pending[0].count == 3 and after.pending[0].cause == "tribute"
    assert {"yotd.events.tribute.pay", "yotd.events.tribute.tax-collectors"} <= cited(ev)
    assert "yotd.events.tribute.shortage" in verdict(after, "release 1 1").clauses


def test_no_voluntary_release():
    """yotd.events.tribute.no-voluntary, yotd.events.drought.no-voluntary"""
    for name in ("tribute", "drought"):  # the note of the month's event (no release is owed yet)
        v = verdict(position(2, month=5, event=name, turn="Anna"), "release 1 1")
        assert not v.legal and v.clauses == (f"yotd.events.{name}.no-voluntary",)


def test_drought_pay_shortage_one_per_unfed_palace():
    """yotd.events.drought.pay, yotd.events.drought.shortage, yotd.events.drought.farmers"""
    state = position(2, phase="event", event="drought",
                     players={"Anna": {"rice": 1, "palaces": [[2, "farmer", "monk"], [2, "scholar", "healer"],
                                                              [1, "warrior"]]}})
    after, ev = run(state, "drought")
    assert after.players[0].rice == 0 and after.pending[0].count == 2 and after.pending[0].distinct
    assert {"yotd.events.drought.pay", "yotd.events.drought.farmers"} <= cited(ev)
    after, _ = play(after, "release 1 1")
    v = verdict(after, "release 1 1")
    assert not v.legal and "yotd.events.drought.shortage" in v.clauses  # one person per unfed palace
    assert verdict(after, "release 2 1").legal


def test_festival_ties_and_no_fireworks():
    """yotd.events.festival.scoring, yotd.events.festival.ties, yotd.events.festival.return-half,
    yotd.events.festival.no-fireworks, yotd.events.festival.pyrotechnists"""
    state = position(4, phase="event", event="festival",
                     players={"Anna": {"fireworks": 5}, "Benno": {"fireworks": 5}, "Clara": {"fireworks": 1},
                              "Doro": {"fireworks": 0, "palaces": [[2, "pyrotechnist old"]]}})
    after, ev = run(state, "festival")
    assert [p.score for p in after.players] == [6, 6, 3, 0]
    assert [p.fireworks for p in after.players] == [2, 2, 0, 0]
    assert {"yotd.events.festival.ties", "yotd.events.festival.no-fireworks",
            "yotd.events.festival.pyrotechnists", "yotd.events.festival.return-half"} <= cited(ev)


def test_mongols_all_tied_release_and_warrior_may_go():
    """yotd.events.mongols.score, yotd.events.mongols.all-tied, yotd.events.mongols.fewest-helmets,
    yotd.events.mongols.fewest-helmets.warrior, yotd.events.release-order"""
    state = position(2, phase="event", event="mongols",
                     players={"Anna": {"palaces": [[2, "warrior", "monk"]]}, "Benno": {"palaces": [[2, "warrior"]]}})
    after, ev = run(state, "mongols")
    assert [p.score for p in after.players] == [1, 1]
    assert "yotd.events.mongols.all-tied" in cited(ev) and "yotd.events.release-order" in cited(ev)
    # Benno (ahead on the track: his marker arrived last, on top) owes first; his only person (a warrior) must go,
    # so the rules release it in its turn, told as a forced step; then Anna chooses
    assert [t.player for t in after.pending] == [1, 0]
    told: list = []
    after = settle(after, told)
    assert [e.code for e in told] == ["yotd:ev.forced", "yotd:ev.release"]
    assert len(after.players[1].persons) == 0
    assert after.pending and after.pending[0].player == 0
    assert "yotd.events.mongols.fewest-helmets.warrior" in verdict(after, "release 1 1").clauses


def test_contagion_healers():
    """yotd.events.contagion.release, yotd.events.contagion.healers"""
    state = position(2, phase="event", event="contagion",
                     players={"Anna": {"palaces": [[3, "healer old", "monk", "farmer"], [2, "scholar"]]}})
    after, ev = run(state, "contagion")
    assert after.pending[0].count == 1
    assert {"yotd.events.contagion.release", "yotd.events.contagion.healers"} <= cited(ev)


def test_release_order_follows_the_person_track():
    """yotd.events.release-order"""
    state = position(3, phase="event", event="contagion",
                     players={n: {"palaces": [[3, "monk", "farmer", "scholar"], [2, "healer"]], "track": t}
                              for n, t in (("Anna", 2), ("Benno", 9), ("Clara", 5))})
    after, _ = run(state, "contagion")
    assert [t.player for t in after.pending] == [1, 2, 0]


# -- decay, scoring, the end ---------------------------------------------------------------------


def test_decay():
    """yotd.decay.check, yotd.decay.lose-floor, yotd.decay.vanish"""
    state = position(2, month=5, phase="event", event="festival",
                     players={"Anna": {"palaces": [[3], [1], [2, "monk"]]}})
    ev: list = []
    from dataclasses import replace

    after = phases._stage_decay(replace(state, stage="decay"), ev)
    assert [p.floors for p in after.players[0].palaces] == [2, 2]
    assert {"yotd.decay.check", "yotd.decay.lose-floor", "yotd.decay.vanish"} <= cited(ev)


def test_month_scoring_lines():
    """yotd.scoring.month.palaces, yotd.scoring.month.court-ladies, yotd.scoring.month.privileges"""
    state = position(2, players={"Anna": {"palaces": [[2, "court_lady"], [1]], "privileges": {"small": 2}}})
    lines = {clause: pts for _, clause, pts in scoring.month_score(state.players[0])}
    assert lines == {"yotd.scoring.month.palaces": 2, "yotd.scoring.month.court-ladies": 1,
                     "yotd.scoring.month.privileges": 2}


def test_final_scoring_and_winner_tie_break():
    """yotd.final.scoring, yotd.final.persons, yotd.final.monks, yotd.final.money.points, yotd.final.winner,
    yotd.final.tie-break, yotd_bga.scoring.final.tie-break, yotd_bga.scoring.final.winner"""
    state = position(2, month=12, players={"Anna": {"track": 5, "yuan": 3}, "Benno": {"track": 9, "yuan": 3}})
    state, ev = play(state, "topup", "topup")
    assert state.phase == "over"
    assert {"yotd.final.scoring", "yotd.final.persons", "yotd.final.money.points"} <= cited(ev)
    out = GAME.outcome(state)
    assert out.scores[0] == out.scores[1] and out.ranking[0] == 1  # Benno is further on the person track
    assert {"yotd.final.winner", "yotd.final.tie-break", "yotd_bga.scoring.final.tie-break"} <= cited(list(out.tie_break))
    monks = position(2, players={"Anna": {"palaces": [[3, "monk old"]]}})
    assert dict((c, p) for _, c, p in scoring.final_score(monks.players[0]))["yotd.final.monks"] == 6


# -- the Great Wall ------------------------------------------------------------------------------


def wall_position(**players):
    return position(3, {"great_wall": True}, groups=[["wall"], ["taxes"], ["harvest"]], turn="Anna", players=players)


def test_wall_action_rewards():
    """yotd_bga.great-wall.action.reward, yotd_bga.great-wall.action.build-wall"""
    state = wall_position(Anna={"yuan": 0})
    after, ev = play(state, "action 1 wall yuan")
    assert after.players[0].yuan == 2 and after.wall == (0,) and "yuan" not in after.players[0].walls
    assert {"yotd_bga.great-wall.action.reward", "yotd_bga.great-wall.action.build-wall"} <= cited(ev)
    v = verdict(after, "action 1 wall yuan")  # Benno builds his own yuan tile, paying the fee
    assert v.legal and "yotd.actions.fee" in v.clauses


def test_wall_at_mongol_invasion_complete_and_incomplete():
    """yotd_bga.great-wall.scoring.mongol.complete, yotd_bga.great-wall.scoring.mongol.incomplete"""
    from dataclasses import replace

    state = position(3, {"great_wall": True}, month=5, phase="event", event="mongols",
                     players={n: {"palaces": [[2, "monk", "farmer"]]} for n in ("Anna", "Benno", "Clara")})
    built = replace(state, wall=(0, 0, 1, 0, 2))
    ev: list = []
    after = phases._wall_check(built, 5, False, ev)
    assert [p.score for p in after.players] == [3, 1, 1]
    assert "yotd_bga.great-wall.scoring.mongol.complete" in cited(ev)
    ev = []
    after = phases._wall_check(replace(state, wall=(0, 1)), 5, False, ev)
    assert "yotd_bga.great-wall.scoring.mongol.incomplete" in cited(ev)
    assert [t.player for t in after.pending] == [2]  # Clara has the fewest wall tiles (0)


def test_wall_at_game_end():
    """yotd_bga.great-wall.scoring.final.complete, yotd_bga.great-wall.scoring.final.incomplete"""
    from dataclasses import replace

    state = position(2, {"great_wall": True}, month=12, phase="event", event="festival")
    ev: list = []
    phases._wall_check(replace(state, wall=(0,) * 7 + (1,) * 5), 12, True, ev)
    assert "yotd_bga.great-wall.scoring.final.complete" in cited(ev)
    ev = []
    phases._wall_check(replace(state, wall=(0,) * 3), 12, True, ev)
    assert "yotd_bga.great-wall.scoring.final.incomplete" in cited(ev)


# -- Super Events --------------------------------------------------------------------------------


def super_state(name, **players):
    from dataclasses import replace

    state = position(2, {"super_events": name}, month=7, phase="event", event="festival", players=players)
    return replace(state, stage="super")


def run_super(state):
    ev: list = []
    return phases._stage_super(state, ev), ev


def test_super_event_timing_and_lantern_festival():
    """yotd_bga.super-events.timing, yotd_bga.super-events.lantern-festival"""
    after, ev = run_super(super_state("lantern_festival", Anna={"palaces": [[2, "monk", "farmer"]]}))
    assert after.players[0].score == 4 and {"yotd_bga.super-events.timing",
                                            "yotd_bga.super-events.lantern-festival"} <= cited(ev)


def test_super_event_buddha():
    """yotd_bga.super-events.buddha"""
    after, ev = run_super(super_state("buddha", Anna={"palaces": [[3, "monk old"], [2, "monk"]]}))
    assert after.players[0].score == 8 and "yotd_bga.super-events.buddha" in cited(ev)


def test_super_event_earthquake():
    """yotd_bga.super-events.earthquake: two floors each; persons without a floor are released"""
    state = super_state("earthquake", Anna={"track": 5, "palaces": [[1, "monk"], [2, "farmer", "scholar"]]})
    after, _ = run_super(state)
    assert after.pending[0].kind == "demolish" and after.pending[0].count == 2
    v = verdict(after, "demolish 2")
    assert not v.legal and "yotd:demolish-who" in v.codes  # a full palace: who leaves with the floor?
    after, ev = play(after, "demolish 2 1")
    assert after.players[0].palaces[1].persons == (("scholar", "young"),) and after.players[0].released == 1
    after, ev = play(after, "demolish 1 1")  # the 1-floor palace vanishes with its monk
    assert [p.floors for p in after.players[0].palaces] == [1]
    assert "yotd_bga.super-events.earthquake" in cited(ev)


def test_super_event_flood():
    """yotd_bga.super-events.flood: half of yuan + rice + fireworks, rounded down"""
    after, _ = run_super(super_state("flood", Anna={"track": 5, "yuan": 3, "rice": 2, "fireworks": 2}))
    assert after.pending[0].kind == "discard" and after.pending[0].count == 3
    assert not verdict(play(after, "discard rice", "discard rice")[0], "discard rice").legal


def test_super_event_solar_eclipse_reruns_month_7():
    """yotd_bga.super-events.solar-eclipse"""
    from dataclasses import replace

    state = super_state("solar_eclipse", Anna={"fireworks": 4})
    state = replace(state, event_row=(*state.event_row[:6], "festival", *state.event_row[7:]))
    after, ev = run_super(state)
    assert after.players[0].score == 6 and "yotd_bga.super-events.solar-eclipse" in cited(ev)


def test_super_event_volcano_keeps_order():
    """yotd_bga.super-events.volcanic-eruption"""
    state = super_state("volcano", Anna={"track": 3}, Benno={"track": 9})
    after, ev = run_super(state)
    assert [p.track for p in after.players] == [0, 0] and track_order(after.players) == (1, 0)
    assert "yotd_bga.super-events.volcanic-eruption" in cited(ev)


def test_super_event_tornado():
    """yotd_bga.super-events.tornado: two person cards each"""
    after, _ = run_super(super_state("tornado"))
    assert after.pending[0].kind == "discard_card" and after.pending[0].count == 2
    after, ev = play(after, "drop monk", "drop joker")
    assert "monk" not in after.players[after.pending[0].player ^ 1].cards or True
    assert "yotd_bga.super-events.tornado" in cited(ev)


def test_super_event_sunrise():
    """yotd_bga.super-events.sunrise: a young person without a card, not one another player chose"""
    after, _ = run_super(super_state("sunrise"))
    first = after.pending[0].player
    assert not verdict(after, "recruit monk old 1").legal
    after, ev = play(after, "recruit monk young 1")
    assert "yotd_bga.super-events.sunrise" in cited(ev) and len(after.players[first].cards) == 11
    v = verdict(after, "recruit monk young 1")
    assert not v.legal and "yotd:sunrise-taken" in v.codes


def test_super_event_assassination():
    """yotd_bga.super-events.assassination-attempt"""
    after, ev = run_super(super_state("assassination", Anna={"privileges": {"small": 2, "large": 1}}))
    assert after.players[0].small == after.players[0].large == 0
    assert "yotd_bga.super-events.assassination-attempt" in cited(ev)


def test_super_event_charter():
    """yotd_bga.super-events.charter: one person's effect once (our reading for each type: docs)"""
    after, _ = run_super(super_state("charter", Anna={"track": 5, "palaces": [[2, "farmer old", "monk"]]},
                                     Benno={"palaces": [[2, "scholar old"]]}))
    assert [t.player for t in after.pending] == [0, 1]
    after, ev = play(after, "charter 1 1")  # Benno has one person: no choice, the engine uses it (forced choice)
    assert "yotd:ev.forced" in [e.code for e in ev] and not after.pending
    assert after.players[0].rice == 2  # an old farmer's 2 rice sacks
    assert dict(after.players[1].ledger)["yotd_bga.super-events.charter"] == 3  # an old scholar's 3 books
    assert "yotd_bga.super-events.charter" in cited(ev)


def test_markers_never_move_back_on_release():
    """yotd.person.no-step-back"""
    state = position(2, phase="event", event="contagion",
                     players={"Anna": {"track": 8, "palaces": [[3, "monk", "farmer", "scholar"], [1, "warrior"]]}})
    after, _ = run(state, "contagion")
    after, ev = play(after, "release 1 1")
    assert after.players[0].track == 8 and "yotd.person.no-step-back" in cited(ev)


# -- citations the audit of every message found missing or misplaced -------------------------------


def test_final_money_line_cites_yotd_final_money_the_sale_of_rice_and_fireworks():
    """yotd.final.money: the money line says rice and fireworks sell for 2 yuan each; that is this clause,
    not yotd.final.money.points (1 point per 3 yuan) alone, in the event, the breakdown and the answer."""
    from dataclasses import replace

    state = position(2, month=12, phase="event", event="festival",
                     players={"Anna": {"yuan": 4, "rice": 1, "fireworks": 2}})
    ev: list = []
    state = phases._stage_final(replace(state, stage="final"), ev)
    money = [e for e in ev if e.code == "yotd:final.money" and e.player == 0]
    assert money[0].args["points"] == 3  # the rulebook's example: 4 + 3 × 2 = 10 yuan, 3 points
    assert {"yotd.final.money", "yotd.final.money.points"} <= set(money[0].clauses)
    lines = [ln for ln in GAME.outcome(state).lines if ln.reason.code == "yotd:final.money"]
    assert lines and all({"yotd.final.money", "yotd.final.money.points"} <= set(ln.reason.clauses) for ln in lines)
    _, why = GAME.answer(position(2, players={"Anna": {"rice": 1}}), "final_score", {"player": 0}, "t")
    assert "yotd.final.money" in next(r for r in why if r.code == "yotd:final.money").clauses


def test_wall_tile_amount_cites_yotd_bga_great_wall_action_rewards_list():
    """yotd_bga.great-wall.action.rewards-list: the amounts (+2 yuan, +3 points, ...) are in this clause, not
    in yotd_bga.great-wall.action.reward ("the bonus shown on it")."""
    after, ev = play(wall_position(Anna={"yuan": 0}), "action 1 wall points")
    wall = next(e for e in ev if e.code == "yotd:ev.wall")
    assert wall.args["amount"] == 3 and "yotd_bga.great-wall.action.rewards-list" in wall.clauses
    line = next(ln for ln in GAME.outcome(after).lines if ln.reason.code == "yotd:points.wall-tile")
    assert line.points == 3 and "yotd_bga.great-wall.action.rewards-list" in line.reason.clauses


def test_setup_players_cites_yotd_setup_player_pieces_person_cards():
    """yotd.setup.player-pieces.person-cards: "11 person cards" in the setup line rests on this clause."""
    report = GAME.setup_report(GAME.new(3))
    line = next(e for e in report if e.code == "yotd:ev.setup-players")
    assert "yotd.setup.player-pieces.person-cards" in line.clauses
    assert all(len(p.cards) == 11 for p in GAME.new(3).players)


def test_ok_floor_cites_yotd_actions_build_placement_whatever_gave_the_floor():
    """yotd.actions.build.placement: "on a palace with fewer than 3 floors, or as a new palace" is this clause,
    also for a floor from a Great Wall tile (yotd_bga.great-wall.action.reward says nothing of where)."""
    after, _ = play(wall_position(), "action 1 wall floor")
    assert after.pending[0].kind == "floors"
    v = verdict(after, "floor new")
    ground = next(g for g in v.grounds if g.code == "yotd:ok-floor")
    assert v.legal and {"yotd_bga.great-wall.action.reward", "yotd.actions.build.placement"} <= set(ground.clauses)


def test_order_answer_cites_yotd_bga_actions_order_for_the_marker_on_top():
    """yotd_bga.actions.order: "a marker on top of another counts as ahead" is said only by the Japanese
    text; yotd.setup.start.stacking says only where the marker is put."""
    state = position(3, players={"Anna": {"track": 4}, "Benno": {"track": 4}, "Clara": {"track": 2}})
    _, why = GAME.answer(state, "order", {}, "t")
    assert "yotd_bga.actions.order" in why[0].clauses


def test_not_your_turn_cites_yotd_setup_start_oldest_first_clockwise_and_yotd_events_release_order():
    """yotd.setup.start.oldest-first, yotd.setup.start.clockwise: whose turn it is in the first picks (not
    yotd.setup.start.two-persons); yotd.events.release-order: whose turn it is to release."""
    v = verdict(GAME.new(3), "p1: pick monk 1 farmer 2")
    assert v.codes == ("yotd:not-your-turn",)
    assert {"yotd.setup.start.oldest-first", "yotd.setup.start.clockwise"} <= set(v.clauses)
    assert "yotd.setup.start.two-persons" not in v.clauses
    state = position(2, month=4, phase="event", event="tribute",
                     players={n: {"yuan": 2, "palaces": [[3, "monk", "farmer", "scholar"]]} for n in ("Anna", "Benno")})
    after = phases.run_event(state, "tribute", [])
    first = after.pending[0].player
    v = verdict(after, f"p{1 - first}: release 1 1")
    assert "yotd:not-your-turn" in v.codes
    assert {"yotd.events.tribute.shortage", "yotd.events.release-order"} <= set(v.clauses)


def test_a_palace_one_does_not_have_is_yotd_person_take_tile_not_palace_capacity():
    """yotd.person.take-tile, yotd.setup.start.place-under-palace: a tile goes under one of the player's
    palaces; "palace 5 has no room" (yotd.setup.start.palace-capacity) would be untrue of a palace that is not there."""
    state = position(3, phase="person", turn="Anna", players={"Anna": {"palaces": [[2], [2]]}})
    v = verdict(state, "recruit farmer young 5")
    assert v.codes == ("yotd:no-palace",) and "yotd.person.take-tile" in v.clauses
    assert "yotd.setup.start.palace-capacity" not in v.clauses
    v = GAME.check(GAME.new(3), move("pick", "monk", 1, "farmer", 3))  # a position may hold fewer palaces
    assert v.codes == ("yotd:no-palace",) and "yotd.setup.start.place-under-palace" in v.clauses


def test_sunrise_hint_for_a_gone_young_tile_offers_no_old_person_yotd_bga_super_events_sunrise():
    """yotd_bga.super-events.sunrise: a young person only. With the young monks gone, the hint used to say
    "Take the Old Monk instead", a move the same clause forbids; it names the open young types instead."""
    from dataclasses import replace

    from tutor.games.year_of_the_dragon.hints import SUNRISE_TYPES

    after, _ = run_super(super_state("sunrise"))
    display = list(after.display)
    display[TILES.index(("monk", "young"))] = 0
    after = replace(after, display=tuple(display))
    mv = GAME.parse_move("recruit monk young 1")
    v = GAME.check(after, mv)
    assert v.codes == ("yotd:tile-gone",)
    message, params = GAME.remedies["yotd:tile-gone"](after, mv, v.violations[0].args)
    assert message == SUNRISE_TYPES and "other" not in params
    assert "person.monk" not in params["types"] and "person.farmer" in params["types"]
    for kind in params["types"]:  # every type it offers is a legal Sunrise recruit
        assert verdict(after, f"recruit {kind.removeprefix('person.')} young 1").legal
