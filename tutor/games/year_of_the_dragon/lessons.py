"""Lessons for In the Year of the Dragon: prose, the clauses they quote, a position and a task."""

from __future__ import annotations

from tutor.core.lesson import REST, Lesson, Step, Task
from tutor.text.ui import N_

FULL = [[2, "monk", "farmer"], [2, "scholar", "warrior"]]

LESSONS = {
    "setup": Lesson("setup", N_("Setting up and the first two persons"), (
        Step(N_("Each player starts with 6 yuan and two palaces of 2 floors. The event row starts with two Peace "
                "tiles; the other ten are shuffled so that no two identical events stand side by side."),
             ("yotd.setup.palaces", "yotd.setup.yuan", "yotd.setup.events.peace", "yotd.setup.events.no-adjacent")),
        Step(N_("Before the first month, each player takes two different young persons and places them under "
                "their palaces. Try to take two monks: the tutor will say why not."),
             ("yotd.setup.start.young-different", "yotd.setup.start.place-under-palace"),
             task=Task(N_("Try to take the same person twice."), kinds=("pick",), legal=False,
                       example="pick monk 1 monk 2")),
        Step(N_("No player may take the exact pair an earlier player took. Anna took a tax collector and a scholar: "
                "Benno may not."),
             ("yotd.setup.start.unique-pair",), moves=("pick tax_collector 1 scholar 2",),
             task=Task(N_("Make a legal pick for Benno."), kinds=("pick",))),
        Step(N_("Each person moves its owner's marker forward on the person track by its value. A marker landing "
                "on another goes on top, and plays before it."),
             ("yotd.setup.start.advance", "yotd.setup.start.stacking", "yotd_bga.actions.order"),
             moves=("pick tax_collector 1 scholar 2", "pick tax_collector 1 farmer 2")),
    )),
    "action-phase": Lesson("action-phase", N_("The action phase"), (
        Step(N_("The action cards are dealt into as many groups as there are players. In person-track order, each "
                "player puts their dragon on a group and takes one action from it."),
             ("yotd.actions.groups", "yotd.actions.first-player", "yotd.actions.any-group"),
             position={"month": 3, "groups": [["taxes", "build"], ["harvest", "parade"], ["research", "fireworks"],
                                              ["privilege"]]},
             task=Task(N_("Take any action."), kinds=("action",))),
        Step(N_("A group that already holds a dragon costs 3 yuan. Doro has 2 yuan: try the occupied group."),
             ("yotd.actions.fee",),
             position={"month": 3, "groups": [["taxes", "build"], ["harvest"]], "dragons": [["Anna"], []],
                       "turn": "Doro", "players": {"Doro": {"yuan": 2}}}, players=4,
             task=Task(N_("Try an action from the occupied group."), kinds=("action",), legal=False,
                       cites="yotd.actions.fee", args=(1, REST))),
        Step(N_("Instead of an action, a player may top their money up to 3 yuan."),
             ("yotd.actions.top-up", "yotd.actions.top-up.not-three"),
             position={"month": 2, "turn": "Emil", "players": {"Emil": {"yuan": 1}}}, players=5,
             task=Task(N_("Top up Emil's money."), kinds=("topup",))),
        Step(N_("Build: Emil gets one floor from the card and one per craftsman's hammer, and places each floor "
                "himself — no palace over 3 floors."),
             ("yotd.actions.build.gain", "yotd.actions.build.placement", "yotd.setup.start.max-floors"),
             position={"month": 3, "groups": [["build", "taxes"], ["harvest"]], "turn": "Emil",
                       "players": {"Emil": {"palaces": [[1], [2, "craftsman", "craftsman"]]}}}, players=5,
             task=Task(N_("Build and place the floors."), kinds=("floor",))),
    )),
    "person-phase": Lesson("person-phase", N_("The person phase"), (
        Step(N_("Each player plays a person card and takes the matching tile (young or old), placing it in a "
                "palace with room. The joker takes any tile."),
             ("yotd.person.play-card", "yotd.person.take-tile", "yotd.person.joker"),
             position={"month": 2, "phase": "person"},
             task=Task(N_("Recruit a person."), kinds=("recruit",))),
        Step(N_("When all palaces are full, the newcomer replaces a courtier, who is released — or the newcomer is "
                "released at once and the marker stays."),
             ("yotd.person.full-palaces", "yotd.person.release-new", "yotd.person.release-new.no-advance"),
             position={"month": 4, "phase": "person", "turn": "Anna", "players": {"Anna": {"palaces": FULL}}},
             task=Task(N_("Replace a courtier or dismiss the newcomer."), kinds=("replace", "dismiss"))),
        Step(N_("While a palace has room, the new person must go there."),
             ("yotd.person.must-place", "yotd_bga.recruit.full-palace"),
             position={"month": 4, "phase": "person", "turn": "Anna",
                       "players": {"Anna": {"palaces": [[2, "monk", "farmer"], [2, "scholar"]]}}},
             task=Task(N_("Try to replace a courtier although there is room."), kinds=("replace",), legal=False,
                       cites="yotd.person.must-place", example="replace craftsman young 1 1")),
    )),
    "events": Lesson("events", N_("Events and decay"), (
        Step(N_("Imperial Tribute: 4 yuan each; one person released per missing yuan."),
             ("yotd.events.tribute.pay", "yotd.events.tribute.shortage")),
        Step(N_("Drought: one rice per inhabited palace; one person released from each palace left unfed."),
             ("yotd.events.drought.pay", "yotd.events.drought.shortage")),
        Step(N_("Dragon Festival: most fireworks 6 points, second most 3; scorers hand in half, rounded up."),
             ("yotd.events.festival.scoring", "yotd.events.festival.return-half", "yotd.events.festival.ties")),
        Step(N_("Mongol Invasion: a point per helmet; the fewest helmets release a person."),
             ("yotd.events.mongols.score", "yotd.events.mongols.fewest-helmets")),
        Step(N_("Contagion: release 3 persons, one fewer per healer's mortar."),
             ("yotd.events.contagion.release", "yotd.events.contagion.healers")),
        Step(N_("After the event, every uninhabited palace loses a floor. Clara must release two persons now: "
                "choose whom."),
             ("yotd.decay.check", "yotd.decay.lose-floor", "yotd.events.release-order"),
             position={"month": 4, "phase": "person", "turn": "Clara", "then": [], "event": "tribute",
                       "players": {"Clara": {"yuan": 2, "cards": ["monk"],
                                             "palaces": [[2, "farmer", "scholar"], [2, "healer"]]}}},
             players=3, moves=("recruit monk young 2",),
             task=Task(N_("Release one of Clara's persons."), kinds=("release",))),
    )),
    "scoring": Lesson("scoring", N_("Scoring"), (
        Step(N_("At the end of each month: a point per palace, per court lady's fan and per dragon on privileges."),
             ("yotd.scoring.month.palaces", "yotd.scoring.month.court-ladies", "yotd.scoring.month.privileges")),
        Step(N_("At the end of the game: 2 points per person, monks' buddhas times their palace's floors, and a "
                "point per 3 yuan after selling rice and fireworks for 2 yuan each."),
             ("yotd.final.persons", "yotd.final.monks", "yotd.final.money", "yotd.final.money.points")),
        Step(N_("Ties go to the player furthest ahead on the person track."),
             ("yotd.final.tie-break", "yotd_bga.scoring.final.tie-break")),
    )),
    "expansions": Lesson("expansions", N_("The Great Wall and the Super Events"), (
        Step(N_("The Great Wall adds a Build Wall action: take a wall tile's reward and add the tile to the wall."),
             ("yotd_bga.great-wall.action.reward", "yotd_bga.great-wall.action.build-wall"),
             options={"great_wall": True},
             position={"month": 2, "groups": [["wall"], ["taxes"], ["harvest", "build"]], "turn": "Anna"},
             players=3, task=Task(N_("Build a wall tile."), kinds=("action",), args=("", "wall", REST))),
        Step(N_("At each Mongol Invasion the wall must reach the invasion's tile; if it does not, the players with "
                "the fewest wall tiles release a person."),
             ("yotd_bga.great-wall.scoring.mongol.complete", "yotd_bga.great-wall.scoring.mongol.incomplete")),
        Step(N_("A Super Event sits on month 7 and is resolved after that month's event, before scoring."),
             ("yotd_bga.super-events.setup.place", "yotd_bga.super-events.timing")),
    )),
}
