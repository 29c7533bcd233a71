"""Lessons for In the Year of the Dragon: prose, the clauses they quote, a position and a task.

The worked examples of the rulebook and the expansions' cases are the scenarios of
tests/scenarios/year_of_the_dragon/ (``Step.scenario``): the step stands on the scenario's position and the
notebook answers its questions with the tutor's cited lines.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tutor.core.lesson import DEFAULT_NAMES, REST, Lesson, Step, Task
from tutor.games.year_of_the_dragon.components import COMPONENTS, YOUNG
from tutor.text.ui import N_

FULL = [[2, "monk", "farmer"], [2, "scholar", "warrior"]]
WALL = {"great_wall": True}


HAND = ("court_lady", "craftsman", "farmer", "healer", "monk", "pyrotechnist", "scholar", "tax_collector", "warrior",
        "joker", "joker")


def hand(month: int, played: bool = True) -> list[str]:
    """The person cards a player still holds in month ``month``'s person phase (``played``: this month's too)."""
    return list(HAND[month - 1 + played:])


def before_event(month: int, last: str, players: dict[str, dict[str, Any]], event: str, n: int = 0) -> dict[str, Any]:
    """The month's person phase with only ``last`` still to recruit (holding this month's card): the move that
    leads into the event, so a step plays the event instead of standing on a position no game stops at. ``n``
    players (default: those given; the others get a court of their own, as in ``table``)."""
    position = table(month, n or len(players), players, phase="person", event=event, turn=last, then=[])
    for name, p in position["players"].items():
        p.setdefault("cards", hand(month, name != last))
        if "cards" not in players.get(name, {}):
            p["cards"] = hand(month, name != last)
    return position


COURTS = {  # a court per player for mid-game positions: the two starting persons and a recruit
    "Anna": [[2, "monk", "farmer"], [2, "scholar"]], "Benno": [[2, "warrior", "healer"], [2, "craftsman"]],
    "Clara": [[2, "tax_collector", "farmer"], [2, "pyrotechnist"]], "Doro": [[2, "scholar", "court_lady"], [2, "monk"]],
    "Emil": [[2, "healer", "farmer"], [2, "warrior"]]}
AHEAD = {"Anna": 4, "Benno": 3, "Clara": 2, "Doro": 1, "Emil": 0}


def table(month: int, n: int, players: dict[str, dict[str, Any]] | None = None, **top: Any) -> dict[str, Any]:
    """A position of month ``month``'s action phase (or as ``top`` says) that a game could reach: every one of the
    ``n`` players has a court, a place on the person track, points and the person cards not yet played (one per
    month so far); ``players`` overrides what a step is about."""
    given = players or {}
    people = {name: {"palaces": COURTS[name], "track": 6 + 2 * month + AHEAD[name], "score": 3 * (month - 1),
                     "cards": hand(month, False), **given.get(name, {})} for name in DEFAULT_NAMES[:n]}
    return {"month": month, **top, "players": ahead_of_persons(people)}


def held(palaces: list[list[Any]]) -> int:
    """What the persons of a court are worth on the person track (the sum of their values)."""
    return sum(COMPONENTS.value(*[*str(t).split(), YOUNG][:2]) for pal in palaces for t in pal[1:])


def ahead_of_persons(people: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The players with every marker moved on by the same number of spaces, just enough that none stands behind
    the persons its player holds (a marker never moves back: yotd.person.no-step-back); the order on the track,
    and the gaps a step's prose may talk about, stay as given."""
    short = max(held(p["palaces"]) - p["track"] for p in people.values())
    return people if short <= 0 else {name: {**p, "track": p["track"] + short} for name, p in people.items()}


RECRUIT = Task(N_("Recruit the month's last person, and see the event resolve."), kinds=("recruit",))


def event_example(text: str, clauses: tuple[str, ...], scenario: str, position: dict[str, Any]) -> Step:
    """A worked example of an event: the board one recruit before it (the task plays into the event), the
    example's own numbers worked out on its scenario."""
    return Step(text, clauses, position=position, players=len(position["players"]), scenario=scenario, task=RECRUIT)


def example(text: str, clauses: tuple[str, ...], scenario: str, **options: Any) -> Step:
    """A step on a scenario of the rulebook's examples (or the expansions' cases)."""
    return Step(text, clauses, scenario=scenario, options=options)


LAST = N_("Play the last move before it, and see what follows.")


def played_example(text: str, clauses: tuple[str, ...], scenario: str, last: str, **options: Any) -> Step:
    """A step one move before a scenario's result: its task plays the scenario's last move into it (the event,
    the Super Event, the wall's check, the end of the game), and the notebook works the example's numbers out."""
    return Step(text, clauses, scenario=scenario, options=options, task=Task(LAST, example=last))


def super_event(text: str, clauses: tuple[str, ...], scenario: str, option: str, last: str) -> Step:
    """A Super Event's step, on the lessons' own scenario beside the expansion's case (``lesson-<case>``): month 7's
    person phase, with the hands and palaces a game has by then."""
    return played_example(text, ("yotd_bga.super-events.timing", *clauses), f"expansions/lesson-{scenario}", last,
                          super_events=option)


LESSONS = {
    "setup": Lesson("setup", N_("Setting up and the first two persons"), (
        Step(N_("Each player starts with 6 yuan and two palaces of 2 floors. The event row starts with two Peace "
                "tiles; the other ten are shuffled so that no two identical events stand side by side. The person "
                "tiles go on display, 10 of each type for five players; for each missing player, 2 tiles of each "
                "type go back to the box (one young and one old of the types that have both): 8 of each with four "
                "players, 6 with three, 4 with two."),
             ("yotd.setup.palaces", "yotd.setup.yuan", "yotd.setup.events.peace", "yotd.setup.events.no-adjacent",
              "yotd.setup.events.shuffle", "yotd_bga.setup.palaces", "yotd_bga.setup.money-cards-dragon",
              "yotd.setup.persons.five-players", "yotd.setup.persons.fewer-players", "yotd.setup.persons.counts"),
             setup=True),
        Step(N_("Before the first month, starting with the oldest player, each player takes two different young "
                "persons and places them under their palaces. Try to take two monks: the tutor will say why not."),
             ("yotd.setup.start.oldest-first", "yotd.setup.start.young-different", "yotd.setup.start.place-under-palace",
              "yotd.setup.start.two-persons", "yotd_bga.setup.persons.take-two", "yotd_bga.setup.persons.young-only"),
             setup=True,
             task=Task(N_("Try to take the same person twice."), kinds=("pick",), legal=False,
                       example="pick monk 1 monk 2")),
        Step(N_("No player may take the exact pair an earlier player took. Anna took a tax collector and a scholar: "
                "Benno may not."),
             ("yotd.setup.start.unique-pair", "yotd_bga.setup.persons.different-pair"),
             moves=("pick tax_collector 1 scholar 2",),
             task=Task(N_("Make a legal pick for Benno."), kinds=("pick",))),
        Step(N_("Each person moves its owner's marker forward on the person track by its value. A marker landing "
                "on another goes on top, and plays before it."),
             ("yotd.setup.start.advance", "yotd.setup.start.stacking", "yotd_bga.actions.order",
              "yotd_bga.setup.person-track.advance", "yotd_bga.setup.person-track.stack"),
             moves=("pick tax_collector 1 scholar 2", "pick tax_collector 1 farmer 2")),
        example(N_("The rulebook's example: Anna and Benno both reach 7, Benno on top; Clara reaches 8. Doro may "
                   "repeat neither pair, and takes a monk and a healer."),
                ("yotd.setup.start.unique-pair.example", "yotd.setup.start.stacking.example",
                 "yotd.setup.start.clockwise"), "rulebook/01-starting-pairs.yaml"),
    )),
    "year": Lesson("year", N_("Twelve months of four phases"), (
        Step(N_("The game lasts exactly 12 months. Each month has four phases in order: action, person, event and "
                "scoring. The first two months are always Peace; after them, each month's event is the next tile "
                "of the row. Here it is month 3, and its event is shown on the board."),
             ("yotd.play.rounds", "yotd.play.phases", "yotd.play.phases.action", "yotd.play.phases.person",
              "yotd.play.phases.event", "yotd.play.phases.scoring", "yotd.events.monthly",
              "yotd.events.first-two-peace", "yotd.events.order", "yotd.events.peace.effect",
              "yotd_bga.events.peace"),
             position=table(3, 3, groups=[["taxes", "build", "privilege"], ["harvest", "parade"],
                                          ["research", "fireworks"]]),
             players=3, task=Task(N_("Take any action."), kinds=("action",))),
        Step(N_("Each player has 11 person cards, one for each of months 1 to 11. In month 12 nobody has a card "
                "left, so the person phase is skipped: after the actions comes the last event, then the last "
                "scoring, and the game ends."),
             ("yotd.person.month-12", "yotd_bga.recruit.last-round", "yotd.final.end",
              "yotd_bga.scoring.final.game-end"),
             position=table(12, 3, turn="Clara", then=[], dragons=[["Anna"], ["Benno"], []],
                            groups=[["taxes", "build"], ["harvest", "parade"], ["research", "fireworks", "privilege"]]),
             players=3, task=Task(N_("Take Clara's action, the month's last, and see the game end without a person "
                                     "phase."), kinds=("action",))),
    )),
    "action-phase": Lesson("action-phase", N_("The action phase"), (
        Step(N_("The action cards are dealt into as many groups as there are players. In person-track order, each "
                "player puts their dragon on a group and takes one action from it."),
             ("yotd.actions.groups", "yotd.actions.first-player", "yotd.actions.any-group", "yotd.actions.order",
              "yotd.actions.turn-order", "yotd_bga.actions.place-dragon", "yotd_bga.actions.choose-action"),
             position=table(3, 4, groups=[["taxes", "build"], ["harvest", "parade"], ["research", "fireworks"],
                                          ["privilege"]]), players=4,
             task=Task(N_("Take any action."), kinds=("action",))),
        Step(N_("The rulebook's picture of a 4-player display: seven cards in four groups, as evenly as "
                "possible. Anna takes a small privilege from the fourth group; there is no fifth."),
             ("yotd.actions.groups.example", "yotd.actions.groups.even"),
             position=table(3, 4, groups=[["taxes", "build"], ["harvest", "parade"], ["research", "fireworks"],
                                          ["privilege"]]), players=4, scenario="rulebook/19-display-four.yaml",
             task=Task(N_("Take the small privilege."), kinds=("action",), args=("", "privilege", "small"),
                       example="action 4 privilege small")),
        Step(N_("A group that already holds a dragon costs 3 yuan. Doro has 2 yuan: try the occupied group."),
             ("yotd.actions.fee", "yotd_bga.actions.occupied-fee"),
             position=table(3, 4, {"Doro": {"yuan": 2}}, turn="Doro", then=[],
                            groups=[["taxes", "build"], ["harvest"], ["research", "fireworks"], ["parade", "privilege"]],
                            dragons=[["Anna", "Clara"], ["Benno"], [], []]), players=4,
             task=Task(N_("Try an action from the occupied group."), kinds=("action",), legal=False,
                       cites="yotd.actions.fee", args=(1, REST))),
        Step(N_("The rulebook's example: Anna and Benno are on the first group; Doro pays 3 of his 5 yuan to "
                "build from it too, and keeps 2."),
             ("yotd.actions.fee.example",),
             position=table(3, 5, {"Doro": {"yuan": 5}}, turn="Doro", then=["Emil"],
                            groups=[["taxes", "build"], ["harvest", "parade"], ["research"], ["fireworks"],
                                    ["privilege"]], dragons=[["Anna", "Benno"], ["Clara"], [], [], []]), players=5,
             scenario="rulebook/02-fee-doro.yaml",
             task=Task(N_("Build with Doro from the occupied group."), kinds=("action",), args=("1", "build"),
                       example="action 1 build")),
        Step(N_("Instead of an action, a player may top their money up to 3 yuan."),
             ("yotd.actions.top-up", "yotd.actions.top-up.not-three", "yotd_bga.actions.pass-top-up"),
             position=table(2, 3, {"Clara": {"yuan": 0}}, turn="Clara", then=[], dragons=[["Anna"], ["Benno"], []],
                            groups=[["taxes", "build", "privilege"], ["harvest", "parade"], ["research", "fireworks"]]),
             players=3, task=Task(N_("Top up Clara's money."), kinds=("topup",))),
        Step(N_("The rulebook's example: Emil has 1 yuan, skips the action and takes 2, not 3."),
             ("yotd.actions.top-up.example",),
             position=table(2, 5, {"Emil": {"yuan": 1}}, turn="Emil", then=[]), players=5,
             scenario="rulebook/04-top-up-emil.yaml", task=Task(N_("Top up Emil's money."), kinds=("topup",))),
    )),
    "actions": Lesson("actions", N_("The seven actions"), (
        Step(N_("Taxes: 2 yuan, plus 1 per coin on your tax collectors. Clara takes 2; Doro, with two tax "
                "collectors, pays 3 to join her group and takes 8."),
             ("yotd.actions.taxes.gain", "yotd.actions.taxes.example", "yotd_bga.actions.taxes"),
             position=table(5, 4, {"Clara": {"yuan": 6, "track": 22,
                                   "palaces": [[2, "farmer", "healer"], [2, "pyrotechnist"]]}, "Doro": {
                 "yuan": 6, "track": 21, "palaces": [[2, "tax_collector", "tax_collector"], [2, "farmer"]]}},
                 groups=[["taxes", "research"], ["build", "harvest"], ["parade", "fireworks"], ["privilege"]]),
             players=4, moves=("action 1 taxes",), scenario="rulebook/05-taxes.yaml",
             task=Task(N_("Collect Doro's taxes."), kinds=("action",), args=("", "taxes"), example="action 1 taxes")),
        Step(N_("Build: 1 floor, plus 1 per craftsman's hammer. Emil takes 3 floors: two raise his 1-floor palace "
                "to 3, the third starts a new palace. Only the new floors are placed, and no palace has more than "
                "3."),
             ("yotd.actions.build.example", "yotd.actions.build.gain", "yotd.actions.build.placement",
              "yotd.actions.build.any-number", "yotd.actions.build.new-floors-only",
              "yotd.actions.build.no-rearrange", "yotd_bga.actions.build", "yotd_bga.setup.palace-max-floors",
              "yotd.setup.start.max-floors"),
             position=table(3, 5, {"Emil": {"palaces": [[1], [2, "craftsman", "craftsman"]]}}, turn="Emil", then=[],
                            groups=[["build", "taxes"], ["harvest", "parade"], ["research"], ["fireworks"],
                                    ["privilege"]]), players=5,
             moves=("action 1 build", "floor 1", "floor 1"), scenario="rulebook/06-build-emil.yaml",
             task=Task(N_("Try a fourth floor on the palace that now has 3."), kinds=("floor",), legal=False,
                       cites="yotd.setup.start.max-floors", example="floor 1")),
        Step(N_("Harvest: 1 rice, plus 1 per sack on your farmers. Anna's young farmer (1 sack) and old farmer "
                "(2 sacks) give her 4 rice."),
             ("yotd.actions.harvest.example", "yotd.actions.harvest.gain", "yotd_bga.actions.harvest"),
             position=table(4, 3, {"Anna": {"palaces": [[2, "farmer young", "farmer old"], [2, "monk"]]}},
                            groups=[["harvest", "taxes", "build"], ["parade", "research"], ["fireworks", "privilege"]]),
             players=3, scenario="rulebook/07-harvest-anna.yaml",
             task=Task(N_("Harvest with Anna."), kinds=("action",), args=("", "harvest", REST), example="action 1 harvest")),
        Step(N_("Fireworks: 1 fireworks tile, plus 1 per rocket on your pyrotechnists. Anna has an old "
                "pyrotechnist with 2 rockets."),
             ("yotd.actions.fireworks.gain", "yotd_bga.actions.fireworks"),
             position=table(4, 3, {"Anna": {"palaces": [[2, "pyrotechnist old", "monk"], [2, "farmer"]]}},
                            groups=[["fireworks", "taxes", "build"], ["harvest", "research"], ["parade", "privilege"]]),
             players=3, task=Task(N_("Take the fireworks."), kinds=("action",), args=("", "fireworks"))),
        Step(N_("Military parade: your marker moves 1 space on the person track, plus 1 per helmet on your "
                "warriors. Benno's two old warriors (2 helmets each) move him 5 spaces."),
             ("yotd.actions.parade.example", "yotd.actions.parade.gain", "yotd_bga.actions.military-parade"),
             position=table(4, 3, {"Benno": {"track": 16, "palaces": [[2, "warrior old", "warrior old"],
                                                                      [2, "scholar"]]}}, turn="Benno", then=[],
                            groups=[["parade", "taxes", "build"], ["harvest", "research"], ["fireworks", "privilege"]],
                            dragons=[[], ["Anna"], ["Clara"]]),
             players=3, scenario="rulebook/08-parade-benno.yaml",
             task=Task(N_("Parade Benno's warriors."), kinds=("action",), args=("", "parade", REST), example="action 1 parade")),
        Step(N_("Research: 1 point, plus 1 per book on your scholars. Doro's young scholar (2 books) and old "
                "scholar (3 books) score him 6 points."),
             ("yotd.actions.research.example", "yotd.actions.research.gain", "yotd_bga.actions.research"),
             position=table(6, 4, {"Doro": {"score": 15, "palaces": [[2, "scholar young", "scholar old"],
                                                                     [2, "farmer"]]}}, turn="Doro", then=[],
                            groups=[["research", "taxes"], ["build", "harvest"], ["parade", "fireworks"], ["privilege"]],
                            dragons=[[], ["Anna"], ["Benno"], ["Clara"]]),
             players=4, scenario="rulebook/09-research-doro.yaml",
             task=Task(N_("Research with Doro."), kinds=("action",), args=("", "research", REST), example="action 1 research")),
        Step(N_("Privilege: 2 yuan for a small privilege (1 dragon) or 6 for a large one (2 dragons); one per "
                "action, as many as you like over the game. Each dragon scores a point at the end of every "
                "month. The Spanish rulebook says 6 yuan; this is the tutor's default reading."),
             ("yotd.actions.privilege.cost", "yotd.actions.privilege.one-per-action",
              "yotd.actions.privilege.any-number", "yotd.actions.privilege.scoring"),
             position=table(2, 3, {"Anna": {"yuan": 6}},
                            groups=[["privilege", "taxes", "build"], ["harvest", "research"], ["parade", "fireworks"]]),
             players=3, scenario="rulebook/18-edition-old.yaml",
             task=Task(N_("Buy a large privilege."), kinds=("action",), args=("", "privilege", "large"),
                       example="action 1 privilege large")),
        Step(N_("The texts differ: the Japanese text prices the large privilege at 7 yuan with its new-edition "
                "option. With that option on, Anna's 6 yuan buy only a small one."),
             ("yotd_bga.actions.privilege",),
             position=table(2, 3, {"Anna": {"yuan": 6}},
                            groups=[["privilege", "taxes", "build"], ["harvest", "research"], ["parade", "fireworks"]]),
             players=3, options={"edition": "new"}, scenario="rulebook/17-edition.yaml",
             task=Task(N_("Try the large privilege for 6 yuan."), kinds=("action",), legal=False, args=("", "privilege", "large"),
                       cites="yotd_bga.actions.privilege", example="action 1 privilege large")),
    )),
    "person-phase": Lesson("person-phase", N_("The person phase"), (
        Step(N_("Each player plays a person card and takes the matching tile (young or old), placing it in a "
                "palace with room. The joker takes any tile. A card whose tiles are sold out gives nothing. A new "
                "person gives nothing at once: persons produce only through the actions."),
             ("yotd.person.sold-out", "yotd_bga.recruit.no-tile-left", "yotd.person.no-immediate-income",
              "yotd.person.income-via-actions", "yotd.person.play-card",
              "yotd.person.take-tile", "yotd.person.joker", "yotd.person.advance",
              "yotd_bga.recruit.order", "yotd_bga.recruit.play-card", "yotd_bga.recruit.advance",
              "yotd_bga.recruit.joker", "yotd.setup.start.palace-capacity", "yotd_bga.setup.palace-capacity"),
             position=table(2, 3, phase="person"), players=3,
             task=Task(N_("Recruit a person."), kinds=("recruit",))),
        Step(N_("When all palaces are full, the newcomer replaces a courtier, who is released — or the newcomer is "
                "released at once and the marker stays. A marker never moves back when a person is released."),
             ("yotd.person.no-step-back", "yotd.person.full-palaces",
              "yotd.person.release-new", "yotd.person.release-new.no-advance",
              "yotd.person.released", "yotd.person.released.removed", "yotd_bga.recruit.discard-new",
              "yotd_bga.recruit.discard-new.no-advance"),
             position=table(4, 3, {"Anna": {"palaces": FULL}}, phase="person", turn="Anna"), players=3,
             task=Task(N_("Replace a courtier or dismiss the newcomer."), kinds=("replace", "dismiss"))),
        Step(N_("While a palace has room, the new person must go there."),
             ("yotd.person.must-place", "yotd_bga.recruit.full-palace"),
             position=table(4, 3, {"Anna": {"palaces": [[2, "monk", "farmer"], [2, "scholar"]]}}, phase="person",
                            turn="Anna"), players=3,
             task=Task(N_("Try to replace a courtier although there is room."), kinds=("replace",), legal=False,
                       cites="yotd.person.must-place", example="replace healer young 1 1")),
    )),
    "events": Lesson("events", N_("Events and decay"), (
        event_example(N_("Imperial Tribute: each player pays 4 yuan, and releases one person per yuan missing. Clara has "
                   "only 2 yuan: she pays them and releases 2 persons. Coins on tax collectors do not count, and "
                   "nobody may release a person on purpose to pay less."),
                ("yotd.events.tribute.example", "yotd.events.tribute.pay", "yotd.events.tribute.shortage",
                 "yotd.events.tribute.no-voluntary", "yotd.events.tribute.tax-collectors",
                 "yotd_bga.events.imperial-tribute"), "rulebook/10-tribute-clara.yaml",
                before_event(4, "Clara", {
                    "Anna": {"yuan": 9, "track": 9, "score": 6, "palaces": [[2, "tax_collector"], [2, "craftsman"]]},
                    "Benno": {"yuan": 7, "track": 7, "score": 5, "palaces": [[2, "warrior", "farmer"], [2, "scholar"]]},
                    "Clara": {"yuan": 2, "track": 5, "score": 4, "palaces": [[2, "monk", "farmer"], [2, "scholar"]]}},
                    "tribute")),
        event_example(N_("Drought: one rice per inhabited palace, whatever its floors; each palace left unfed releases a "
                   "person. Anna feeds her three inhabited palaces; Benno has no rice and loses a person in each. "
                   "Sacks on farmers do not count. At the decay his one-floor palace, left empty, vanishes."),
                ("yotd.decay.vanish", "yotd_bga.decay.single-floor",
                "yotd.events.drought.example", "yotd.events.drought.pay", "yotd.events.drought.shortage",
                 "yotd.events.drought.no-voluntary", "yotd.events.drought.farmers", "yotd_bga.events.drought"),
                "rulebook/11-drought.yaml",
                before_event(5, "Benno", {
                    "Anna": {"rice": 4, "track": 12, "score": 8,
                             "palaces": [[2, "farmer"], [1, "monk"], [3, "scholar", "healer"], [1]]},
                    "Benno": {"rice": 0, "track": 8, "score": 6,
                              "palaces": [[2, "warrior"], [2, "pyrotechnist"], [1, "craftsman"]]}}, "drought")),
        event_example(N_("Dragon Festival: most fireworks 6 points, second most 3; tied players all score in full, and "
                   "the scorers hand in half their tiles, rounded up. Without fireworks there are no points, and "
                   "rockets on pyrotechnists do not count."),
                ("yotd.events.festival.example", "yotd.events.festival.scoring", "yotd.events.festival.return-half",
                 "yotd.events.festival.ties", "yotd.events.festival.no-fireworks",
                 "yotd.events.festival.pyrotechnists", "yotd_bga.events.dragon-festival"),
                "rulebook/12-festival.yaml",
                before_event(6, "Doro", {
                    "Anna": {"fireworks": 2, "track": 14, "score": 9, "palaces": [[2, "pyrotechnist", "monk"],
                                                                                  [2, "farmer", "scholar"]]},
                    "Benno": {"fireworks": 1, "track": 12, "score": 7, "palaces": [[2, "healer", "farmer"],
                                                                                   [2, "warrior", "craftsman"]]},
                    "Clara": {"fireworks": 3, "track": 10, "score": 8, "palaces": [[2, "pyrotechnist old", "monk"],
                                                                                   [2, "scholar", "farmer"]]},
                    "Doro": {"fireworks": 3, "track": 9, "score": 6, "palaces": [[2, "pyrotechnist", "healer"],
                                                                                 [2, "tax_collector"]]}}, "festival")),
        event_example(N_("Mongol Invasion: a point per helmet; the fewest helmets release a person — even a warrior just "
                   "counted. If all are tied, even at no helmets, all release one."),
                ("yotd.events.mongols.example", "yotd.events.mongols.score", "yotd.events.mongols.fewest-helmets",
                 "yotd.events.mongols.fewest-helmets.warrior", "yotd.events.mongols.all-tied",
                 "yotd_bga.events.mongol-invasion"), "rulebook/13-mongols.yaml",
                before_event(8, "Emil", {
                    "Anna": {"track": 16, "palaces": [[2, "warrior old", "warrior"], [2, "monk", "scholar"]]},
                    "Benno": {"track": 15, "palaces": [[2, "warrior old", "warrior"], [2, "farmer", "healer"]]},
                    "Clara": {"track": 14, "palaces": [[2, "warrior old", "scholar"], [2, "farmer", "craftsman"]]},
                    "Doro": {"track": 12, "palaces": [[2, "warrior", "healer"], [2, "monk", "court_lady"]]},
                    "Emil": {"track": 11, "palaces": [[2, "warrior", "farmer"], [2, "craftsman"]]}}, "mongols")),
        event_example(N_("Contagion: release 3 persons, one fewer per healer's mortar. Clara's two young healers save two "
                   "persons: she releases one; Anna, with no healer, releases three."),
                ("yotd.events.contagion.example", "yotd.events.contagion.release", "yotd.events.contagion.healers",
                 "yotd_bga.events.contagion"), "rulebook/14-contagion-clara.yaml",
                before_event(9, "Benno", {
                    "Anna": {"track": 18, "palaces": [[2, "monk", "farmer"], [2, "scholar", "warrior"]]},
                    "Benno": {"track": 15, "palaces": [[2, "craftsman"], [2, "court_lady", "farmer"]]},
                    "Clara": {"track": 17, "palaces": [[2, "healer", "healer"], [3, "monk", "farmer", "scholar"]]}},
                    "contagion")),
        Step(N_("After the event, every uninhabited palace loses a floor. The Tribute left Clara 2 yuan short, so "
                "she releases two persons, one at a time; the farmer of palace 1 has gone. Release the scholar too: "
                "palace 1 is left empty and decays."),
             ("yotd.decay.check", "yotd.decay.lose-floor", "yotd.events.release-order", "yotd_bga.decay.lose-floor"),
             position=before_event(4, "Clara", {"Clara": {"yuan": 2,
                                                          "palaces": [[2, "farmer", "scholar"], [2, "healer"]]}},
                                   "tribute", n=3),
             players=3, moves=("recruit monk young 2", "release 1 1"),
             task=Task(N_("Release Clara's scholar, and see her palace decay."), kinds=("release",),
                       example="release 1 1")),
    )),
}

LESSONS |= {
    "scoring": Lesson("scoring", N_("Scoring"), (
        event_example(N_("At the end of each month, after the event and the decay: a point per palace, whatever its floors "
                   "and persons, per court lady's fan and per dragon on privileges. Anna's three palaces, two fans and "
                   "large privilege score 7."),
                ("yotd.scoring.month.example", "yotd.scoring.month", "yotd.scoring.month.palaces",
                 "yotd.scoring.month.court-ladies", "yotd.scoring.month.privileges", "yotd.scoring.round-over",
                 "yotd_bga.scoring.round.palaces", "yotd_bga.scoring.round.court-ladies",
                 "yotd_bga.scoring.round.privileges"), "rulebook/15-month-scoring-anna.yaml",
                before_event(2, "Anna", {
                    "Anna": {"track": 7, "yuan": 1, "privileges": {"large": 1},
                             "palaces": [[2, "court_lady"], [2, "court_lady"], [1, "farmer"]]},
                    "Benno": {"track": 9, "palaces": [[2, "monk", "scholar"], [2, "warrior"]]},
                    "Clara": {"track": 8, "palaces": [[2, "healer"], [2, "pyrotechnist", "farmer"]]}}, "peace")),
        Step(N_("At the end of the game: 2 points per person, each monk's buddhas times its palace's floors, and a "
                   "point per 3 yuan after selling rice and fireworks for 2 yuan each. Benno's 7 persons, 2 monks and "
                   "10 yuan give 25 points."),
                ("yotd.final.example", "yotd.final.example.persons", "yotd.final.example.monks",
                 "yotd.final.example.money", "yotd.final.scoring", "yotd.final.persons", "yotd.final.monks",
                 "yotd.final.money", "yotd.final.money.points", "yotd_bga.scoring.final.persons",
                 "yotd_bga.scoring.final.monks", "yotd_bga.scoring.final.goods"), scenario="rulebook/16-final-benno.yaml",
             position={"month": 12, "event": "festival", "turn": "Benno", "then": [],
                       "groups": [["taxes", "build"], ["harvest", "parade", "fireworks"], ["research", "privilege"]],
                       "dragons": [["Anna"], ["Clara"], []],
                       "players": {
                           "Anna": {"track": 30, "score": 61, "fireworks": 4, "cards": [],
                                    "palaces": [[3, "pyrotechnist old", "court_lady", "monk"], [2, "farmer", "healer"]]},
                           "Benno": {"track": 28, "score": 58, "yuan": 4, "rice": 1, "fireworks": 2, "cards": [],
                                     "palaces": [[2, "monk young", "farmer"], [3, "monk old", "scholar", "healer"],
                                                 [2, "warrior", "craftsman"]]},
                           "Clara": {"track": 29, "score": 55, "fireworks": 3, "cards": [],
                                     "palaces": [[2, "pyrotechnist", "scholar"], [2, "tax_collector", "monk"]]}}},
             players=3, task=Task(N_("Take Benno's last action, and see the last month and the game end."),
                                  kinds=("action",), args=("", REST), example="action 3 research")),
        played_example(N_("The most points win; a tie goes to the player furthest ahead on the person track. Anna's "
                          "last move ends this game: she and Benno both reach 49 points, and Benno, further along "
                          "the person track, wins."),
                       ("yotd.final.winner", "yotd.final.tie-break", "yotd_bga.scoring.final.winner",
                        "yotd_bga.scoring.final.tie-break"), "quiz/25-final-tie-break.yaml", "topup"),
    )),
    "great-wall": Lesson("great-wall", N_("The Great Wall"), (
        Step(N_("The Great Wall adds a Build Wall action card to the display. It is chosen like any other: take an "
                "unused wall tile's reward, then add the tile to the wall, under the first event tile (12 at most)."),
             ("yotd_bga.great-wall.action.reward", "yotd_bga.great-wall.action.build-wall",
              "yotd_bga.great-wall.setup.action-tiles", "yotd_bga.great-wall.setup.selectable",
              "yotd_bga.great-wall.setup.wall-tiles", "yotd_bga.great-wall.setup.no-other-changes"),
             options=WALL,
             position=table(2, 3, groups=[["wall", "taxes", "privilege"], ["harvest", "build", "parade"],
                                          ["research", "fireworks"]], turn="Anna"),
             players=3, task=Task(N_("Build a wall tile."), kinds=("action",), args=("", "wall", REST))),
        played_example(N_("A wall tile gives exactly its reward: the yuan tile 2 yuan, whatever the tax collectors. In a "
                   "group that already holds a dragon, the 3-yuan fee is due first."),
                ("yotd_bga.great-wall.action.reward",), "expansions/lesson-wall-04-tile-yuan.yaml", "action 1 wall yuan",
                **WALL),
        played_example(N_("The twelfth tile completes the wall; after that the card has nothing left to build, but the other "
                   "actions of its group remain."),
                ("yotd_bga.great-wall.action.build-wall",), "expansions/lesson-wall-07-build-wall-twelve-at-most.yaml",
                "action 1 taxes", **WALL),
        played_example(N_("At each Mongol Invasion: if the wall reaches that event tile, each player scores a point per own "
                   "wall tile. Here Benno's ninth tile reaches month 9: Anna scores 5, Benno 4, Clara nothing."),
                ("yotd_bga.great-wall.scoring.mongol.complete",), "expansions/lesson-wall-08-mongols-wall-complete.yaml",
                "release 2 1",
                **WALL),
        played_example(N_("If the wall falls short of the invasion's tile, nobody scores for it, and the players with the "
                   "fewest wall tiles (none counts) release a person: here Clara, with one tile."),
                ("yotd_bga.great-wall.scoring.mongol.incomplete",),
                "expansions/lesson-wall-09-mongols-wall-incomplete.yaml", "release 1 2", **WALL),
        played_example(N_("At the end of the game the wall is checked once more: complete (12 tiles), every player "
                          "scores a point per own wall tile. Clara lays the twelfth tile in month 12."),
                       ("yotd_bga.great-wall.scoring.final.complete",), "expansions/lesson-wall-10-final-wall-complete.yaml",
                       "action 1 wall yuan", **WALL),
        played_example(N_("Incomplete at the end, the wall scores nothing, and the players with the fewest tiles release a "
                   "person before the final scoring: Clara, with none."),
                ("yotd_bga.great-wall.scoring.final.incomplete",), "expansions/lesson-wall-11-final-wall-incomplete.yaml",
                "release 1 2",
                **WALL),
    )),
    "super-events": Lesson("super-events", N_("The Super Events"), (
        super_event(N_("One Super Event, drawn from ten, lies on month 7's event tile; it is resolved after that "
                       "month's event and before its scoring. With the hidden option (a table option of the Japanese "
                       "text) it stays face down until then: nobody, the tutor included, shows which it is before it "
                       "happens. Lantern Festival: 2 points per person in your palaces, as at the end of the game."),
                    ("yotd_bga.super-events.setup.shuffle", "yotd_bga.super-events.setup.place",
                     "yotd_bga.super-events.setup.unused", "yotd_bga.super-events.options",
                     "yotd_bga.super-events.lantern-festival"),
                    "super-01-lantern-festival.yaml", "lantern_festival", "release 2 2"),
        super_event(N_("Buddha: each monk scores its buddhas times its palace's floors, as at the end of the game."),
                    ("yotd_bga.super-events.buddha",), "super-02-buddha.yaml", "buddha", "recruit scholar young 2"),
        super_event(N_("Earthquake: from the start player, each player discards 2 palace floors; a floor taken from a "
                       "full palace takes a person with it."),
                    ("yotd_bga.super-events.earthquake",), "super-03-earthquake.yaml", "earthquake", "demolish 2"),
        super_event(N_("Flood: from the start player, each player discards half of their yuan, rice and fireworks "
                       "together, rounded down, choosing which."),
                    ("yotd_bga.super-events.flood",), "super-04-flood.yaml", "flood", "discard rice"),
        super_event(N_("Solar Eclipse: month 7's event happens a second time. After a Dragon Festival, the second "
                       "festival counts the fireworks left after the first."),
                    ("yotd_bga.super-events.solar-eclipse",), "super-05-solar-eclipse.yaml", "solar_eclipse",
                    "recruit healer young 1"),
        super_event(N_("Volcanic Eruption: every person marker goes back to 0, stacked so that the order does not "
                       "change."),
                    ("yotd_bga.super-events.volcanic-eruption",), "super-06-volcanic-eruption.yaml", "volcano",
                    "recruit scholar young 1"),
        super_event(N_("Tornado: from the start player, each player discards 2 person cards, and so skips two later "
                       "person phases."),
                    ("yotd_bga.super-events.tornado",), "super-07-tornado.yaml", "tornado", "drop craftsman"),
        super_event(N_("Sunrise: from the start player, each player takes a young person without a card, places it as "
                       "at setup and advances by its number."),
                    ("yotd_bga.super-events.sunrise",), "super-08-sunrise.yaml", "sunrise", "recruit warrior young 2"),
        super_event(N_("Assassination Attempt: every player loses all their privileges, before month 7's scoring."),
                    ("yotd_bga.super-events.assassination-attempt",), "super-09-assassination-attempt.yaml",
                    "assassination", "recruit farmer young 1"),
        super_event(N_("Charter: from the start player, each player chooses one of their persons and gets what it "
                       "provides: rice per sack, buddhas times floors, a point per book, and so on."),
                    ("yotd_bga.super-events.charter",), "super-10-charter.yaml", "charter", "charter 1 1"),
    )),
}


# A move with the other verdict for each task whose position the engine gives no move of the task's kind with the
# other verdict (a lesson's check questions ask about both: not a check that "yes", or "no", always passes).
CONTRASTS = {
    ("setup", 3): "pick tax_collector 1 scholar 2", ("year", 1): "action 1 harvest", ("year", 2): "action 1 harvest",
    ("action-phase", 1): "action 1 harvest", ("action-phase", 2): "action 1 harvest",
    ("action-phase", 5): "action 1 taxes", ("action-phase", 6): "action 1 taxes", ("actions", 1): "action 1 build",
    ("actions", 3): "action 1 fireworks", ("actions", 4): "action 1 harvest", ("actions", 7): "action 1 harvest",
    ("person-phase", 1): "recruit monk young 1", ("events", 6): "release 1 2", ("scoring", 1): "recruit monk young 3",
    ("great-wall", 3): "action 1 harvest", ("great-wall", 4): "release 1 3", ("great-wall", 5): "release 1 3",
    ("great-wall", 7): "release 1 3", ("super-events", 1): "release 1 3", ("super-events", 2): "recruit monk young 1",
    ("super-events", 5): "recruit monk young 2", ("super-events", 6): "recruit monk young 1",
    ("super-events", 9): "recruit monk young 1", ("person-phase", 3): "recruit tax_collector young 2",
    ("scoring", 3): "action 4 taxes", ("great-wall", 6): "action 1 taxes"}


def _with_contrasts(lesson: Lesson) -> Lesson:
    steps = tuple(replace(st, task=replace(st.task, contrast=CONTRASTS[lesson.id, i]))
                  if st.task is not None and (lesson.id, i) in CONTRASTS else st
                  for i, st in enumerate(lesson.steps, 1))
    return replace(lesson, steps=steps)


LESSONS = {k: _with_contrasts(les) for k, les in LESSONS.items()}
