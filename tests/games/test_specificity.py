"""The most specific clause, every time (issue 29): every refusal cites first the most specific clause the
rulebooks have for it — an event's own note over a general rule, the clause of the component or piece concerned
over the phase's clause, the clause for the exact case over a summary or reminder (the game guides, "Which clause
a refusal cites").

Refusals are enumerated over random positions of every game (candidate moves of the position and of other
positions, in turn and out of turn) and each violation's first clause is checked against the table below, which
was reviewed code by code against the rulebooks; a code the table does not know fails (decide its clause), and
the context rules check the cases the outside review found.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from tutor.core.registry import games, load_game
from tutor.text.catalog import all_clauses
from tutor.text.clauses import load_clause_file

CLAUSES = Path(__file__).resolve().parents[2] / "locales" / "clauses"
RELEASE_CAUSES = ("yotd.events.contagion.release", "yotd.events.drought.shortage", "yotd.events.mongols.all-tied",
                  "yotd.events.mongols.fewest-helmets", "yotd.events.tribute.shortage",
                  "yotd_bga.great-wall.scoring.mongol.incomplete", "yotd_bga.great-wall.scoring.final.incomplete")
SUPER_TASKS = tuple(f"yotd_bga.super-events.{n}" for n in ("earthquake", "flood", "tornado", "sunrise", "charter"))
TASKS = ("yotd.actions.build.gain", "yotd_bga.great-wall.action.reward", *RELEASE_CAUSES, *SUPER_TASKS)

# code -> the clauses it may cite first (several where the case decides: the phase, the task under way)
FIRST: dict[str, tuple[str, ...]] = {
    # In the Year of the Dragon
    "yotd:drought-distinct": ("yotd.events.drought.shortage",),
    "yotd:fee": ("yotd.actions.fee",),
    "yotd:fee-and-privilege": ("yotd.actions.fee",),
    "yotd:fee-and-small-privilege": ("yotd.actions.fee",),
    "yotd:privilege-cost": ("yotd.actions.privilege.cost",),
    "yotd:small-privilege-cost": ("yotd.actions.privilege.cost",),
    "yotd:privilege-size": ("yotd.actions.privilege.cost",),
    "yotd:joker-not-sold-out": ("yotd.person.joker",),  # the joker card's own clause: it may take any tile
    "yotd:not-sold-out": ("yotd.person.sold-out",),
    "yotd:must-place": ("yotd.person.must-place",),
    "yotd:no-card": ("yotd.person.play-card", "yotd_bga.super-events.tornado"),
    "yotd:no-joker": ("yotd.person.joker",),
    "yotd:no-age": ("yotd.setup.persons.single-types",),
    "yotd:no-group": ("yotd.actions.groups",),
    "yotd:not-in-group": ("yotd.actions.any-group",),
    "yotd:no-detail": tuple(f"yotd.actions.{a}.gain" for a in ("taxes", "build", "harvest", "fireworks", "parade",
                                                               "research")),
    "yotd:no-palace": ("yotd.actions.build.placement", "yotd.person.take-tile", "yotd.setup.start.place-under-palace",
                       "yotd_bga.super-events.earthquake"),
    "yotd:palace-full": ("yotd.setup.start.palace-capacity",),  # the palace's capacity (a component fact)
    "yotd:palace-max": ("yotd.setup.start.max-floors",),
    "yotd:pair-taken": ("yotd.setup.start.unique-pair",),
    "yotd:pick-same": ("yotd.setup.start.young-different",),
    "yotd:tile-gone": ("yotd.person.sold-out", "yotd.person.take-tile"),
    "yotd:tile-gone-single": ("yotd.person.sold-out",),
    "yotd:no-person": ("yotd.person.full-palaces", "yotd_bga.super-events.earthquake",
                       "yotd_bga.super-events.charter", *RELEASE_CAUSES),
    "yotd:release-palace": ("yotd_bga.super-events.earthquake",),
    "yotd:no-voluntary-release": ("yotd.person.full-palaces", "yotd.events.drought.no-voluntary",
                                  "yotd.events.tribute.no-voluntary", *RELEASE_CAUSES),
    "yotd:task-first": TASKS,
    "yotd:not-now": ("yotd.actions.first-player", "yotd.person.play-card", "yotd.setup.start.two-persons"),
    "yotd:not-your-turn": ("yotd.actions.first-player", "yotd.person.play-card", "yotd.setup.start.oldest-first",
                           *TASKS),
    "yotd:no-wall-tiles": ("yotd_bga.great-wall.action.reward",),
    "yotd:wall-tile-used": ("yotd_bga.great-wall.action.reward",),
    "yotd:wall-tile-needed": ("yotd_bga.great-wall.action.reward",),
    "yotd:wall-complete": ("yotd_bga.great-wall.action.build-wall",),
    "yotd:sunrise-young": ("yotd_bga.super-events.sunrise",),
    "yotd:sunrise-taken": ("yotd_bga.super-events.sunrise",),
    "yotd:demolish-who": ("yotd_bga.super-events.earthquake",),
    "yotd:demolish-room": ("yotd_bga.super-events.earthquake",),
    "yotd:no-good": ("yotd_bga.super-events.flood",),
    "yotd:game-over": ("yotd.final.end",),
    "yotd:event-next": ("yotd.play.phases",),
    # Dragonheart
    "dh.already-started": ("dh.setup.first-player",),
    "dh.choose-starter-first": ("dh.setup.first-player",),
    "dh.no-choice": ("dh.turn.collect.condition",),
    "dh.not-a-source": ("dh.spaces.knight.effect", "dh.spaces.sorceress.effect"),
    "dh.not-in-hand": ("dh.turn.play.cards",),
    "dh.not-your-turn": ("dh.turn.alternate",),
    "dh.not-youngest": ("dh.setup.first-player",),
    "dh.played-this-turn": ("dh.turn.play.one-space",),
    "dh.too-many-cards": ("dh.turn.play.multi-outline.empty-outlines",),
    # China
    "china.cards-not-in-hand": ("china.play.option.place",),
    "china.card-count": ("china.placement.three-two-one",),  # the 3 cards of the 3-2-1 rule: only it says so
    "china.piece-count": ("china.placement.two-pieces",),  # not the 3-2-1 reminder
    "china.empty-region": ("china.placement.empty-region",),
    "china.choose-start": ("china.setup.start-player",),
    "china.deck-empty": ("china.drawing.choice", "china.exchange.swap"),
    "china.draw-first": ("china.drawing.after-turn",),
    "china.emissary-cap": ("china.placement.emissary-cap",),
    "china.fort-needs-house": ("china.fortifications.house-on-top",),
    "china.fort-space": ("china.fortifications.space",),
    "china.lone-card": ("china.placement.wildcard",),
    "china.must-act": ("china.exchange.when",),
    "china.no-card-to-give": ("china.exchange.swap",),
    "china.no-forts-left": ("china.placement.out-of-pieces",),
    "china.no-houses-left": ("china.placement.out-of-pieces",),
    "china.no-emissaries-left": ("china.placement.out-of-pieces",),
    "china.no-house-in-region": ("china.placement.no-emissary-without-houses",),
    "china.no-open-card": ("china.drawing.choice", "china.exchange.swap"),
    "china.not-drawing": ("china.drawing.after-turn",),
    "china.not-your-turn": ("china.play.clockwise",),
    "china.region-full": ("china.placement.house-space.full",),
    "china.same-space": ("china.placement.house-space.one-house",),
    "china.space-taken": ("china.placement.house-space.one-house",),
    "china.start-chosen": ("china.setup.emperor.keep",),
    "china.too-few-cards": ("china.placement.one-piece-per-card",),
    "china.too-many-houses": ("china.placement.house-space.full",),
    "china.unused-cards": ("china.placement.one-piece-per-card",),
    "china.variant-off": ("china.setup.fortifications",),
    "china.wrong-region": ("china.placement.one-region",),
    "china.game-over": ("china.end.no-pieces", "china.end.second-exhaustion"),
    # River Dragons
    "rd.absent-dragon": ("rd.setup.player-kit.cards.absent-dragons",),
    "rd.card-used": ("rd.programming.choose-five",),
    "rd.choose-first": ("rd.actions.planks.choose",),
    "rd.island-taken": ("rd.actions.stones.one-per-island",),
    "rd.same-place": ("rd.actions.move-1.move", "rd.actions.move-2.move"),
    "rd.point-taken": ("rd.actions.stones.expert.usual-rules",),  # the water side has no islands
    "rd.move1-one-step": ("rd.actions.move-1.move",),
    "rd.move2-two-steps": ("rd.actions.move-2.move",),
    "rd.no-island": ("rd.actions.stones.within-island",),
    "rd.no-place": ("rd.actions.move-1.move", "rd.actions.move-2.move"),
    "rd.no-player": ("rd.programming.choose-five",),
    "rd.no-support": ("rd.actions.plank-1.place", "rd.actions.plank-2.place"),
    "rd.no-water": ("rd.actions.stones.expert.in-water",),
    "rd.not-acting": ("rd.resolution.order",),
    "rd.not-adjacent": ("rd.actions.move-1.move", "rd.actions.move-2.move"),
    "rd.not-in-reserve": ("rd.actions.planks.choose",),
    "rd.nothing-to-remove": ("rd.actions.remove.choose",),
    "rd.occupied": ("rd.actions.moves.occupied-plank",),
    "rd.one-dragon": ("rd.dragons.one-per-turn",),
    "rd.own-dragon": ("rd.setup.player-kit.cards",),
    "rd.plank-chosen": ("rd.actions.planks.no-change",),
    "rd.plank-occupied": ("rd.actions.remove.forbidden.occupied-plank",),
    "rd.planks-overlap": ("rd.actions.planks.no-stacking",),
    "rd.program-full": ("rd.programming.five-actions",),
    "rd.programming": ("rd.resolution.reveal",),
    "rd.reserve-colours": ("rd.actions.remove.forbidden.two-colours",),
    "rd.reserve-same-size": ("rd.actions.remove.forbidden.same-size",),
    "rd.resolving": ("rd.programming.no-change",),
    "rd.stone-carries": ("rd.actions.remove.forbidden.supporting-stone",),
    "rd.stone-full": ("rd.actions.planks.stone-max-3",),
    "rd.stone-lost": ("rd.actions.stones.empty-reserve",),
    "rd.too-short": ("rd.actions.planks.too-short",),
    "rd.wrong-action": ("rd.programming.five-actions",),
    "rd.jump-landing": ("rd.actions.jump.landing",),
    "rd.jump-occupied": ("rd.actions.jump.landing",),
}
GAMES = tuple(g.spec.name for g in games())  # every registered game
REFERENCE_FIRST = {  # the guide's reference game (tests/reference_game/), when registered (pytest --reference-game)
    "pb.over": ("pb.end.last",),
    "pb.not-your-turn": ("pb.setup.first",),
    "pb.too-many": ("pb.take.count",),
    "pb.not-enough": ("pb.take.left",),
    "pb.passed": ("pb.pass.once",),
    "pb.unknown-move": ("pb.take.count",),
}
if "pebbles" in GAMES:
    FIRST.update(REFERENCE_FIRST)


def _kinds() -> dict[str, str]:
    kinds = {}
    for path in CLAUSES.glob("*.yaml"):
        if path.name == "links.yaml":
            continue
        kinds.update({c.id: c.kind for c in load_clause_file(path).clauses})
    kinds.update({cid: c.kind for cid, c in all_clauses().items()})  # with any registered in memory
    return kinds


def _refusals(game, seeds: int):
    pool = []
    for seed in range(seeds):
        rng = random.Random(seed)
        players = rng.randint(*game.spec.players)
        options = game.spec.resolve_options({})
        for o in game.spec.options:
            if o.choices and rng.random() < 0.5:
                options[o.name] = rng.choice(o.choices)
        state = game.new(players, seed, options)
        for _ in range(250):
            if game.is_over(state):
                break
            candidates = list(game.candidate_moves(state))
            pool.extend(rng.sample(candidates, min(4, len(candidates))))
            for mv in rng.sample(candidates, min(12, len(candidates))) + rng.sample(pool, min(12, len(pool))):
                if rng.random() < 0.3:
                    mv = dataclasses.replace(mv, player=rng.randrange(players))
                verdict = game.check(state, mv)
                for v in verdict.violations:
                    yield state, mv, v
            state, _ = game.resolve(state, rng.choice(game.legal_moves(state)))


@pytest.mark.parametrize("name", GAMES)
def test_every_refusal_cites_the_most_specific_clause_first(name):
    game = load_game(name)
    kinds = _kinds()
    seen: set[str] = set()
    wrong = []
    for state, mv, v in _refusals(game, seeds=3):
        seen.add(v.code)
        assert v.code in FIRST, f"{name}: {v.code} is not in the specificity table: decide which clause it cites first"
        assert kinds.get(v.clause) in ("rule", "component"), (v.code, v.clause, kinds.get(v.clause))
        if v.clause not in FIRST[v.code]:
            wrong.append(f"{mv}: {v.code} cites {v.clause} first, not one of {FIRST[v.code]}")
        if name == "year_of_the_dragon" and v.code == "yotd:no-voluntary-release":
            event = state.event_row[state.month - 1] if state.month else ""
            under_way = state.phase in ("action", "person") or any(t.cause == event for t in state.pending)
            if event in ("tribute", "drought") and under_way:  # the event's own note, over the general rule
                assert v.clause == f"yotd.events.{event}.no-voluntary", (mv, v.clauses)
    assert not wrong, "\n".join(wrong[:10])
    known = [c for c in FIRST if c in game.messages]  # the game's codes in the table
    assert len(seen) >= max(1, len(known) // 2), f"{name}: random refusals reach {sorted(seen)} of {known}"


def test_the_table_names_codes_and_clauses_that_exist():
    kinds = _kinds()
    codes = {c for n in GAMES for c in load_game(n).messages}
    assert not [c for c in FIRST if c not in codes]
    assert not [cl for firsts in FIRST.values() for cl in firsts if cl not in kinds]
