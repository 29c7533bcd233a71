"""Lessons for River Dragons: prose, the clauses they quote, a position and a task.

Four players by default: Anna green, Benno blue, Clara red, Doro yellow (the village guides of the
tutor's own board, docs/river_dragons.md). Where the rulebook's examples fit, the steps reuse the small
boards built for them in tests/scenarios/river_dragons/rulebook/, with six villages: the examples name pink,
green, blue and yellow together, colours the guides bring together only at six players. A position with stones
or planks is a later turn's (the first-player card passed on as the rules pass it: ``turn_for``).
"""

from __future__ import annotations

from typing import Any

from tutor.core.lesson import REST, Lesson, Step, Task
from tutor.text.ui import N_

FOUR = ("green", "blue", "red", "yellow")
PLAIN = ("stone1", "stone2", "plank1", "move1", "move2")
LATER_TURN = 5  # with four players the first-player card is back with Anna (seat 0) on turns 1, 5, 9, …
NO_STONES = ("move1", "move2", "jump", "remove", "plank1")  # a program whose first cards place no stone


def programs(**cards: list[str]) -> dict[str, list[str]]:
    """Every player's five cards, face down: the given ones, a plain program for the others."""
    return {c: list(cards.get(c, PLAIN)) for c in FOUR}


def acting(first_cards: list[str], **extra: Any) -> dict[str, Any]:
    """A position where Anna (green, the first player) resolves her first card: on turn 1 if the board is empty,
    else on a later turn when the first-player card is hers again."""
    later = {"turn": LATER_TURN} if extra.get("stones") or extra.get("planks") else {}
    return {**later, **extra, "programs": programs(green=first_cards), "resolve": {"position": 1, "player": "green"}}


SIX_VILLAGES: tuple[tuple[str, list[float]], ...] = (
    ("green", [0, 4]), ("pink", [4, 0]), ("red", [0, -4]), ("yellow", [-4, 0]), ("blue", [2.83, 2.83]),
    ("black", [-2.83, 2.83]))


def small_board(name: str, destinations: tuple[str, ...], islands: dict[str, list[float]],
                villages: tuple[tuple[str, list[float]], ...] = SIX_VILLAGES) -> dict[str, Any]:
    """A board built for a rulebook example (as in the rulebook scenarios), for six players: villages with their
    destinations; the four of the example as in its scenario, blue and black where they are out of the way."""
    return {"name": name, "river": {"radius": 4},
            "villages": [{"colour": c, "at": at, "players": [len(villages)], "destination": d}
                         for (c, at), d in zip(villages, destinations, strict=True)],
            "islands": [{"id": i, "at": at} for i, at in islands.items()]}


EXAMPLE_1 = small_board("example-1", ("red", "yellow", "green", "pink", "black", "blue"),
                        {"i1": [-1, 0], "i2": [1, 0], "i3": [-2.2, 1.2], "i4": [2.2, 1.2], "i5": [2.2, -1.2]})
EXAMPLE_2 = small_board("example-2", ("pink", "green", "yellow", "red", "black", "blue"),
                        {"i1": [0, -2], "i2": [-1.5, -0.7], "i3": [1.5, -0.7], "i4": [-2.4, -2.4]})
EXAMPLE_3 = small_board("example-3", ("red", "yellow", "green", "pink", "black", "blue"),
                        {"i1": [-2, 0], "i2": [0, 0], "i3": [2, 0], "i4": [3, 1.5], "i5": [-2.5, -1.5]})
EXAMPLE_4 = small_board("example-4", ("red", "yellow", "green", "pink", "black", "blue"),
                        {"i1": [-2, 0], "i2": [0, 0], "i3": [2, 0], "i5": [-2.5, -1.5], "i6": [0, 2], "i7": [1.5, 2.5]})
EXAMPLE_5 = small_board("example-5", ("green", "blue", "pink", "black", "red", "yellow"),
                        {"i1": [0, 0], "i2": [1.5, 0.5]},
                        (("pink", [0, 4]), ("green", [3.47, -2]), ("blue", [-3.47, -2]), ("red", [0, -4]),
                         ("yellow", [3.47, 2]), ("black", [-3.47, 2])))
EXAMPLE_COLOURS = ["green", "pink", "red", "yellow", "blue", "black"]
SIX = 6  # the rulebook's examples: a six-player game


def example_programs(**cards: list[str]) -> dict[str, list[str]]:
    return {c: list(cards.get(c, ("plank1", "move2", "jump", "move1", "stone1"))) for c in EXAMPLE_COLOURS}


# -- positions shared by several steps ----------------------------------------------------------
ALL_ISLANDS_BUT_I12 = [f"i{k}" for k in range(1, 28) if k != 12]
PLANKS_NEAR_GREEN = ["i11", "i12", "i17"]
REMOVE = {"turn": LATER_TURN, "stones": ["i8", "i14", "i18", "i19", "i20"],
          "planks": ["green2 i19 i20", "blue2 i14 i18", "red2 i8 i18", "yellow3 i18 i19"],
          "pawns": {"red": "red2"}, **acting(["remove", "move1", "stone1", "plank1", "move2"])}
EXAMPLE_1_POSITION = {"board": EXAMPLE_1, "colours": EXAMPLE_COLOURS, "turn": 7, "stones": ["i1", "i2", "i3", "i4", "i5"],
                      "planks": ["yellow2 i1 i2", "green2 i1 i3", "red2 i2 i4", "pink2 i2 i5"],
                      "pawns": {"green": "yellow2", "yellow": "pink2"},
                      "programs": example_programs(green=["move1", "move2", "jump", "stone1", "plank1"]),
                      "resolve": {"position": 1, "player": "green"}}
EXAMPLE_3_POSITION = {"board": EXAMPLE_3, "colours": EXAMPLE_COLOURS, "first": "yellow", "turn": 4,
                      "stones": ["i1", "i2", "i3", "i4", "i5"],
                      "planks": ["yellow2 i1 i2", "green2 i2 i3", "red2 i3 i4", "pink2 i1 i5"],
                      "pawns": {"yellow": "yellow2", "green": "green2"},
                      "programs": example_programs(yellow=["jump", "move2", "move1", "stone1", "plank1"]),
                      "resolve": {"position": 1, "player": "yellow"}}
NEAR_RED = {"turn": LATER_TURN, "stones": ["i22", "i24"]}
# A later turn's programming: stones and planks on the board, the red pawn on a plank (a game under way)
LATER = {"turn": LATER_TURN, "stones": ["i8", "i14", "i18", "i19", "i20"],
         "planks": ["green2 i19 i20", "blue2 i14 i18", "red2 i8 i18", "yellow3 i18 i19"], "pawns": {"red": "red2"}}
EXPERT = {"board": "expert"}

LAST = N_("Play the last move before it, and see what follows.")

LESSONS = {
    "stones": Lesson("stones", N_("Stones on the islands"), (
        Step(N_("The tutor plays on a board of its own design: the rulebook does not publish the printed board, so "
                "where the islands and villages lie, and how long the planks are, is the project's choice. Each "
                "player leaves their village and crosses the river to the village on the opposite bank; Anna "
                "(green) is bound for the red village. Each player takes the colour of a starting village; with fewer "
                "than 6 players not every colour is used: here four play green, blue, red and yellow. The youngest "
                "player takes the first-player card."),
             ("rd.goal.reach-village", "rd.setup.board", "rd.setup.player-kit.pawn", "rd.setup.colour",
              "rd.setup.colour.fewer-players", "rd.setup.first-player"),
             position={}, setup=True),
        Step(N_("Every turn has two parts. First all players program at the same time: each lays 5 action cards face "
                "down, in the order they will be played. Then the first cards are revealed together and carried out "
                "one after another, clockwise from the first player; then the second cards, and so on to the fifth. "
                "The lesson on programming shows both parts in full; until then each step stands in the second part. "
                "Here Anna, the first player, is about to carry out her first card."),
             ("rd.play.turns", "rd.programming.choose-five", "rd.programming.face-down-order",
              "rd.resolution.reveal", "rd.resolution.order", "rd.resolution.next-card"),
             position=acting(["stone1", "plank1", "move1", "stone2", "move2"])),
        Step(N_("Place 1 stone: the player must put a stone from the common reserve on one of the 27 islands. It "
                "is Anna's action: choose an island."),
             ("rd.actions.stone-1.place",),
             position=acting(["stone1", "plank1", "move1", "stone2", "move2"]),
             task=Task(N_("Place Anna's stone on an island."), kinds=("stone",), example="stone i12")),
        Step(N_("Each island holds only one stone. There is already a stone on island 12."),
             ("rd.actions.stones.one-per-island",),
             position=acting(["stone1", "plank1", "move1", "stone2", "move2"], stones=["i12", "i17"]),
             task=Task(N_("Try to put Anna's stone on island 12."), kinds=("stone",), legal=False,
                       cites="rd.actions.stones.one-per-island", example="stone i12", args=("i12",))),
        Step(N_("A stone goes on an island and nowhere else: never beyond the edge of an island, never in a "
                "village."),
             ("rd.actions.stones.not-in-village", "rd.actions.stones.within-island"),
             position=acting(["stone1", "plank1", "move1", "stone2", "move2"]),
             task=Task(N_("Try to put Anna's stone in the green village."), kinds=("stone",), legal=False,
                       cites="rd.actions.stones.not-in-village", example="stone green", args=("green",))),
        Step(N_("Place 2 stones: the player must place two, each on an island, one after the other. Once placed, a "
                "stone stays where it is: only the Remove action can take it off the board."),
             ("rd.actions.stone-2.place", "rd.actions.stones.fixed"),
             position=acting(["stone2", "plank1", "move1", "stone1", "move2"], stones=["i12"]),
             task=Task(N_("Place Anna's stones, one at a time."), kinds=("stone",), example="stone i17")),
        Step(N_("If the reserve is empty when a player needs a stone, that action is lost. Every island but island 12 "
                "has a stone and one stone is left: Anna places it, and her second stone is lost."),
             ("rd.actions.stones.empty-reserve", "rd.actions.stone-2.place"),
             position=acting(["stone2", "plank1", "move1", "stone1", "move2"], stones=ALL_ISLANDS_BUT_I12),
             task=Task(N_("Place Anna's last stone."), kinds=("stone",), example="stone i12")),
    )),
    "planks": Lesson("planks", N_("Planks: supports, lengths and limits"), (
        Step(N_("Place 1 plank: the player judges the distance between two supports (two stones, or a stone and a "
                "village), then chooses a plank from their reserve, and cannot change it afterwards. On the "
                "tutor's board, plank k spans supports at most k units apart."),
             ("rd.actions.plank-1.place", "rd.actions.planks.choose", "rd.actions.planks.no-change"),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=PLANKS_NEAR_GREEN),
             task=Task(N_("Choose a plank for Anna."), kinds=("take",), example="take green3")),
        Step(N_("Anna chose the 3: lay it on two supports at most 3 units apart. A plank longer than the gap is no "
                "problem, it may stick out beyond the stones. Place 2 planks does all this twice."),
             ("rd.actions.plank-1.place", "rd.actions.planks.too-long", "rd.actions.plank-2.place"),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=PLANKS_NEAR_GREEN,
                             chosen="green3"),
             task=Task(N_("Place Anna's plank."), kinds=("plank",), example="plank green i12")),
        Step(N_("A plank too short to lie stably must go somewhere else, and no stone may be moved to make it fit. "
                "Anna chose the 2, but the green village and island 12 are 2.48 units apart."),
             ("rd.actions.planks.too-short", "rd.actions.planks.no-moving-stones"),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=PLANKS_NEAR_GREEN,
                             chosen="green2"),
             task=Task(N_("Try to lay the 2 between the green village and island 12."), kinds=("plank",), legal=False,
                       cites="rd.actions.planks.too-short", example="plank green i12",
                       args=("green|i12", "green|i12"))),
        Step(N_("If a chosen plank fits nowhere, it is out of the game for good. The only stone, on island 12, is 2.48 "
                "units from the green village: neither the 1 nor the 2 fits anywhere."),
             ("rd.actions.planks.no-place", "rd.actions.planks.no-change"),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=["i12"]),
             task=Task(N_("Choose the green plank number 1 and see what happens."), kinds=("take",),
                       example="take green1",
                       args=("green1",))),
        Step(N_("A stone carries at most 3 planks, and so does a village. The stone on island 12 already carries three."),
             ("rd.actions.planks.stone-max-3", "rd.actions.planks.village-max-3"),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=["i11", "i12", "i17", "i21"],
                             planks=["green3 green i12", "yellow1 i12 i17", "blue2 i11 i12"], chosen="green4"),
             task=Task(N_("Try to lay the 4 between island 12 and island 21."), kinds=("plank",), legal=False,
                       cites="rd.actions.planks.stone-max-3", example="plank i12 i21",
                       args=("i12|i21", "i12|i21"))),
        Step(N_("A plank cannot rest on another plank: two planks meet only on a stone or a village that carries "
                "both. The blue plank lies between island 11 and island 12."),
             ("rd.actions.planks.no-stacking",),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=PLANKS_NEAR_GREEN,
                             planks=["blue2 i11 i12"], chosen="green4"),
             task=Task(N_("Try to lay the 4 from island 17 to the green village, across the blue plank."),
                       kinds=("plank",), legal=False, cites="rd.actions.planks.no-stacking",
                       example="plank i17 green", args=("i17|green", "i17|green"))),
        Step(N_("Where one stone carries both, planks may meet: that is how a bridge grows, plank after plank."),
             ("rd.actions.planks.no-stacking", "rd.actions.plank-1.place"),
             position=acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=PLANKS_NEAR_GREEN,
                             planks=["blue2 i11 i12"], chosen="green4"),
             task=Task(N_("Lay the 4 on a stone the blue plank rests on."), kinds=("plank",),
                       example="plank i12 i17")),
    )),
    "removing": Lesson("removing", N_("Removing a plank or a stone"), (
        Step(N_("Remove 1 plank or 1 stone: the player must either take a plank of any colour from the board into "
                "their own reserve, to use it later, or put a stone back into the common reserve. Anna may take "
                "the blue plank."),
             ("rd.actions.remove.choose", "rd.actions.remove.plank", "rd.actions.remove.plank.reuse"),
             position=REMOVE,
             task=Task(N_("Remove a plank for Anna."), kinds=("remove",), example="remove blue2")),
        Step(N_("A plank with a pawn on it cannot be removed. Clara's pawn stands on the red plank."),
             ("rd.actions.remove.forbidden.occupied-plank",),
             position=REMOVE,
             task=Task(N_("Try to remove the red plank under Clara's pawn."), kinds=("remove",), legal=False,
                       cites="rd.actions.remove.forbidden.occupied-plank", example="remove red2", args=("red2",))),
        Step(N_("A reserve may never hold two planks with the same number. Anna still has her own 3."),
             ("rd.actions.remove.forbidden.same-size",),
             position=REMOVE,
             task=Task(N_("Try to remove the yellow 3."), kinds=("remove",), legal=False,
                       cites="rd.actions.remove.forbidden.same-size", example="remove yellow3", args=("yellow3",))),
        Step(N_("Nor may a reserve hold planks of more than 2 colours. Anna's reserve already holds green and blue "
                "planks: a red one would be a third colour."),
             ("rd.actions.remove.forbidden.two-colours",),
             position={"turn": LATER_TURN, "stones": ["i8", "i14", "i18", "i19", "i20"],
                       "planks": ["green2 i19 i20", "red5 i8 i18"],
                       "reserves": {"green": ["green1", "green3", "green4", "blue2"]}, "lost": ["green5", "green6"],
                       **acting(["remove", "move1", "stone1", "plank1", "move2"])},
             task=Task(N_("Try to remove the red plank."), kinds=("remove",), legal=False,
                       cites="rd.actions.remove.forbidden.two-colours", example="remove red5", args=("red5",))),
        Step(N_("A stone that carries no plank may go back to the common reserve: the Remove action is the only "
                "way a stone ever leaves the board."),
             ("rd.actions.remove.stone", "rd.actions.stones.fixed"),
             position={"turn": LATER_TURN, "stones": ["i14", "i16", "i18"], "planks": ["blue2 i14 i18"],
                       **acting(["remove", "move1", "stone1", "plank1", "move2"])},
             task=Task(N_("Remove the free stone on island 16."), kinds=("remove",), cites="rd.actions.remove.stone",
                       example="remove i16", args=("i16",))),
        Step(N_("A stone that carries a plank cannot be removed."),
             ("rd.actions.remove.forbidden.supporting-stone",),
             position={"turn": LATER_TURN, "stones": ["i14", "i16", "i18"], "planks": ["blue2 i14 i18"],
                       **acting(["remove", "move1", "stone1", "plank1", "move2"])},
             task=Task(N_("Try to remove the stone on island 14."), kinds=("remove",), legal=False,
                       cites="rd.actions.remove.forbidden.supporting-stone", example="remove i14", args=("i14",))),
        Step(N_("If no plank and no stone can be removed, the action is lost. Doro is about to step onto the only "
                "plank, whose stone carries it: then nothing can be removed, and Anna's Remove is lost."),
             ("rd.actions.remove.impossible",),
             position={"turn": LATER_TURN, "stones": ["i10"], "planks": ["yellow3 yellow i10"],
                       "programs": {"green": ["move1", "remove", "move2", "stone2", "stone1"],
                                    "blue": list(NO_STONES), "red": list(NO_STONES),
                                    "yellow": ["move1", "stone2", "plank1", "stone1", "move2"]},
                       "resolve": {"position": 1, "player": "yellow"}},
             task=Task(LAST, example="move yellow3")),
    )),
    "moving": Lesson("moving", N_("Moving and jumping"), (
        Step(N_("Move 1: the pawn must step onto a free neighbouring plank or village (in the tutor, planks are "
                "neighbours when they share a stone or a village). Any colour, any direction will do."),
             ("rd.actions.move-1.move", "rd.actions.move-1.example", "rd.actions.moves.any-direction"),
             position=EXAMPLE_1_POSITION, players=SIX,
             task=Task(N_("Move Anna's pawn one step."), kinds=("move",), example="move green2", args=("",)),
             scenario="rulebook/example1_move1.yaml"),
        Step(N_("A pawn cannot step onto a plank where another pawn stands. Doro's pawn is on the pink plank."),
             ("rd.actions.moves.occupied-plank", "rd.actions.move-1.example"),
             position=EXAMPLE_1_POSITION, players=SIX,
             task=Task(N_("Try to step onto the pink plank."), kinds=("move",), legal=False,
                       cites="rd.actions.moves.occupied-plank", example="move pink2", args=("pink2",))),
        Step(N_("Move 2: the pawn must go over two planks, or a plank and a village. Every plank around Anna's is "
                "taken, so she can only stop in the red village, or go there and come back: a U-turn ends on the "
                "plank where she started."),
             ("rd.actions.move-2.move", "rd.actions.move-2.example", "rd.actions.moves.u-turn"),
             players=SIX,
             position={"board": EXAMPLE_2, "colours": EXAMPLE_COLOURS, "turn": 7, "stones": ["i1", "i2", "i3", "i4"],
                       "planks": ["yellow2 red i1", "pink2 i1 i2", "red2 i1 i3", "green3 red i4"],
                       "pawns": {"green": "yellow2", "pink": "pink2", "yellow": "red2", "red": "green3"},
                       "programs": example_programs(green=["move2", "move1", "jump", "stone1", "plank1"]),
                       "resolve": {"position": 1, "player": "green"}},
             task=Task(N_("Make Anna's U-turn through the red village."), kinds=("move",),
                       cites="rd.actions.moves.u-turn", example="move red yellow2", args=("red", "yellow2")),
             scenario="rulebook/example2_move2.yaml"),
        Step(N_("A plank holds one pawn, but a village holds any number. Clara's pawn is in the yellow village, and "
                "Anna may stop there too."),
             ("rd.actions.moves.village-unlimited", "rd.actions.moves.occupied-plank"),
             position={"turn": LATER_TURN, "stones": ["i7", "i10"], "planks": ["yellow3 yellow i10", "yellow4 yellow i7"],
                       "pawns": {"green": "yellow3", "red": "yellow"},
                       **acting(["move2", "move1", "stone1", "stone2", "plank1"])},
             task=Task(N_("Move Anna's pawn into the yellow village."), kinds=("move",),
                       cites="rd.actions.moves.village-unlimited", example="move yellow", args=(REST, "yellow"))),
        Step(N_("Jump: the pawn must jump over a pawn on a neighbouring plank and land on a village or a free "
                "plank, which comes to the same as a Move 2. Doro can only jump over Anna's pawn and land on the "
                "red plank."),
             ("rd.actions.jump.over", "rd.actions.jump.two-moves", "rd.actions.jump.landing",
              "rd.actions.jump.example"),
             position=EXAMPLE_3_POSITION, players=SIX,
             task=Task(N_("Jump with Doro's pawn."), kinds=("jump",), example="jump green2 red2"),
             scenario="rulebook/example3_jump.yaml"),
        Step(N_("The pawn lands beyond the pawn it jumps over: in the tutor's reading of the rulebook's example, "
                "it cannot land back where it started."),
             ("rd.actions.jump.landing", "rd.actions.jump.example"),
             position=EXAMPLE_3_POSITION, players=SIX,
             task=Task(N_("Try to land back on Doro's own plank."), kinds=("jump",), legal=False,
                       cites="rd.actions.jump.landing", example="jump green2 yellow2", args=("", "yellow2"))),
        Step(N_("If no move is possible in any direction, the pawn falls into the river and goes back to its "
                "starting village. The only plank next to Clara's holds Benno's pawn, so her Move 1 sends her "
                "home."),
             ("rd.actions.moves.fall", "rd.actions.moves.occupied-plank"),
             position={"turn": LATER_TURN, "stones": ["i10", "i13", "i15"],
                       "planks": ["yellow1 i10 i15", "green3 i10 i13"], "pawns": {"red": "yellow1", "blue": "green3"},
                       "programs": programs(red=["move1", "stone2", "move2", "plank1", "stone1"]),
                       "resolve": {"position": 1, "player": "blue"}},
             task=Task(LAST, example="stone i1")),
        Step(N_("A jump that is impossible (no pawn on a neighbouring plank, no room to land) fails too: the pawn "
                "falls into the river and goes back to its starting village. Doro has nobody to jump over."),
             ("rd.actions.jump.fail", "rd.actions.jump.example-2"),
             players=SIX,
             position={"board": EXAMPLE_4, "colours": EXAMPLE_COLOURS, "turn": 7, "stones": ["i1", "i2", "i3", "i5"],
                       "planks": ["yellow2 i1 i2", "green2 i2 i3", "pink2 i1 i5"], "pawns": {"yellow": "yellow2"},
                       "programs": {c: ["jump" if c == "yellow" else "stone1", "stone2", "move1", "move2", "plank1"]
                                    for c in EXAMPLE_COLOURS},
                       "resolve": {"position": 1, "player": "red"}},
             task=Task(LAST, example="stone i6"), scenario="rulebook/example4_jump_fails.yaml"),
    )),
    "programming": Lesson("programming", N_("Programming and resolving the cards"), (
        Step(N_("Each turn starts with programming: every player chooses 5 of their action cards and lays them face "
                "down, left to right, in the order they will be played. Everyone does it at the same time, so name "
                "the player: p0: is Anna."),
             ("rd.play.turns", "rd.programming.choose-five", "rd.programming.face-down-order",
              "rd.programming.five-actions"),
             position=LATER,
             task=Task(N_("Program a card for Anna."), kinds=("program",), example="p0: program stone1", player=0)),
        Step(N_("Once placed, the cards cannot be changed or moved, and each card can be used only once a turn. "
                "Anna has placed her five."),
             ("rd.programming.no-change", "rd.programming.five-actions"),
             position={"programs": {"green": ["stone1", "plank1", "move1", "stone2", "move2"]}},
             task=Task(N_("Try to program a sixth card for Anna."), kinds=("program",), legal=False,
                       cites="rd.programming.no-change", example="p0: program jump", player=0)),
        Step(N_("A player may program at most one dragon card a turn, or none at all. Anna has already programmed "
                "the red dragon."),
             ("rd.dragons.one-per-turn", "rd.dragons.optional"),
             position={"programs": {"green": ["dragon-red", "move1"]}},
             task=Task(N_("Try to program a second dragon for Anna."), kinds=("program",), legal=False,
                       cites="rd.dragons.one-per-turn", example="p0: program dragon-blue",
                       args=("dragon-*",), player=0)),
        Step(N_("When everyone has five cards down, all reveal their first card together and carry out the actions "
                "one after another, clockwise, starting with the first player; then the second cards, and so on "
                "to the fifth. Benno holds the first-player card."),
             ("rd.resolution.reveal", "rd.resolution.order", "rd.resolution.next-card", "rd.resolution.repeat"),
             position={"turn": 2, "first": "blue", "stones": ["i8", "i19"], "programs": programs()},
             task=Task(N_("Carry out Benno's first action."), kinds=("stone",), example="stone i12")),
        Step(N_("After the fifth actions the turn ends: the first player hands the first-player card to their "
                "left-hand neighbour, everyone takes their cards back, and a new turn starts with programming. Doro "
                "carries out the last action of the turn."),
             ("rd.turn-end.when", "rd.turn-end.pass-first-player", "rd.turn-end.recover-cards",
              "rd.turn-end.new-turn", "rd.setup.first-player.rotation"),
             position={"turn": LATER_TURN, "stones": [f"i{k}" for k in range(1, 12)] + ["i13"],
                       "programs": programs(yellow=["move1", "move2", "jump", "stone2", "stone1"],
                                            **{c: ["stone2", "move1", "move2", "jump", "stone1"]
                                               for c in ("green", "blue", "red")}),
                       "resolve": {"position": 5, "player": "yellow"}},
             task=Task(N_("Carry out Doro's last action."), kinds=("stone",), example="stone i12")),
    )),
    "dragons": Lesson("dragons", N_("The river dragons"), (
        Step(N_("A dragon card cancels the action that the player of its colour placed in the same position. "
                "Benno programmed the red dragon in position 2: when the second cards are revealed, Clara's second "
                "action is cancelled, and Benno does nothing else there."),
             ("rd.dragons.cancel", "rd.resolution.dragon-warning"),
             position={"turn": 2, "first": "blue", "stones": ["i8", "i14", "i18"],
                       "programs": programs(blue=["stone1", "dragon-red", "stone2", "plank1", "move1"]),
                       "resolve": {"position": 1, "player": "green"}},
             task=Task(LAST, example="stone i12")),
        Step(N_("If several players used a dragon card in the same position, all of them take effect; two red "
                "dragons still cancel only Clara's one action there. Benno and Doro both programmed the red "
                "dragon in position 2."),
             ("rd.dragons.same-position", "rd.dragons.cancel"),
             position={"turn": 2, "first": "blue", "stones": ["i8", "i14", "i18"],
                       "programs": programs(blue=["stone1", "dragon-red", "stone2", "plank1", "move1"],
                                            yellow=["stone1", "dragon-red", "stone2", "plank1", "move1"]),
                       "resolve": {"position": 1, "player": "green"}},
             task=Task(LAST, example="stone i12")),
        Step(N_("A dragon card never cancels another dragon card. In the rulebook's example, Anna (pink) played "
                "the green dragon in position 4 and Benno (green) the blue dragon: only Clara (blue) loses her fourth "
                "action."),
             ("rd.dragons.no-cancel-dragon", "rd.dragons.example"),
             position={"board": EXAMPLE_5, "colours": ["pink", "green", "blue", "red", "yellow", "black"],
                       "programs": {"pink": ["move1", "move2", "jump", "dragon-green", "plank1"],
                                    "green": ["move1", "move2", "jump", "dragon-blue", "plank1"],
                                    "red": list(NO_STONES), "yellow": list(NO_STONES), "black": list(NO_STONES),
                                    "blue": ["move1", "jump", "stone1", "move2", "plank1"]},
                       "resolve": {"position": 3, "player": "blue"}},
             players=SIX, task=Task(LAST, example="stone i1"), scenario="rulebook/example5_dragons.yaml"),
        Step(N_("Each hand holds a dragon of every other colour in play; playing one is optional, and at most one a "
                "turn. Anna (green) may program the blue, the red or the yellow dragon."),
             ("rd.setup.player-kit.cards", "rd.dragons.one-per-turn", "rd.dragons.optional"),
             position=LATER,
             task=Task(N_("Program a dragon for Anna."), kinds=("program",), cites="rd.dragons.optional",
                       example="p0: program dragon-red", args=("dragon-*",), player=0)),
        Step(N_("With fewer than 6 players, every player removes the dragons of the absent colours from their hand. "
                "Nobody plays pink here."),
             ("rd.setup.player-kit.cards.absent-dragons", "rd.dragons.reminder.absent-colours"),
             position=LATER,
             task=Task(N_("Try to program the pink dragon for Anna."), kinds=("program",), legal=False,
                       cites="rd.setup.player-kit.cards.absent-dragons", example="p0: program dragon-pink",
                       args=("dragon-pink",), player=0)),
    )),
    "expert": Lesson("expert", N_("The expert side"), (
        Step(N_("For the expert rules, turn the board over to the side without islands: stones go straight into "
                "the water. In the tutor a stone may stand on any point of a grid half a unit apart (water point 1, "
                "water point 2, …)."),
             ("rd.actions.stones.expert.flip-board", "rd.actions.stones.expert.in-water"),
             position={**EXPERT, **acting(["stone1", "plank1", "move1", "stone2", "move2"])},
             options={"board": "expert"},
             task=Task(N_("Place Anna's stone in the water."), kinds=("stone",),
                       cites="rd.actions.stones.expert.in-water", example="stone w165")),
        Step(N_("Everything else follows the usual rules: one stone per point, as one per island."),
             ("rd.actions.stones.expert.usual-rules", "rd.actions.stones.one-per-island"),
             position={**EXPERT, **acting(["stone1", "plank1", "move1", "stone2", "move2"], stones=["w140", "w165"])},
             options={"board": "expert"},
             task=Task(N_("Try to put Anna's stone on water point 165."), kinds=("stone",), legal=False,
                       cites="rd.actions.stones.one-per-island", example="stone w165", args=("w165",))),
        Step(N_("Planks rest on stones as usual, but now the players choose the gaps. Anna chose the 2."),
             ("rd.actions.stones.expert.usual-rules", "rd.actions.plank-1.place"),
             position={**EXPERT, **acting(["plank1", "stone1", "move1", "stone2", "move2"], stones=["w165", "w222"],
                                          chosen="green2")},
             options={"board": "expert"},
             task=Task(N_("Place Anna's plank."), kinds=("plank",), example="plank green w165")),
        Step(N_("On this side the reserve can run out while the river still has room: a player who needs a stone "
                "when none is left loses that action. One stone is left for Anna's Place 2 stones."),
             ("rd.actions.stones.empty-reserve", "rd.actions.stone-2.place"),
             position={**EXPERT, **acting(["stone2", "plank1", "move1", "stone1", "move2"],
                                          stones=[f"w{k}" for k in range(1, 27)])},
             options={"board": "expert"},
             task=Task(N_("Place Anna's last stone."), kinds=("stone",), example="stone w165")),
    )),
    "winning": Lesson("winning", N_("Reaching the far bank"), (
        Step(N_("The game ends the instant a pawn reaches its destination village, even if the turn and its "
                "actions are not finished. Anna's pawn stands on a plank that rests on the red village."),
             ("rd.end.reach-village", "rd.goal.reach-village"),
             position={**NEAR_RED, "planks": ["red3 red i22", "green2 i22 i24"], "pawns": {"green": "red3"},
                       **acting(["move1", "move2", "stone1", "stone2", "plank1"])},
             task=Task(N_("Move Anna's pawn into the red village."), kinds=("move",), example="move red",
                       args=(REST, "red"))),
        Step(N_("A jump may land in the destination too. Benno's pawn stands on the plank that rests on the red "
                "village."),
             ("rd.actions.jump.landing", "rd.end.reach-village"),
             position={**NEAR_RED, "planks": ["red3 red i22", "green2 i22 i24"],
                       "pawns": {"green": "green2", "blue": "red3"},
                       **acting(["jump", "move2", "stone1", "stone2", "move1"])},
             task=Task(N_("Jump Anna's pawn into the red village."), kinds=("jump",), example="jump red3 red",
                       args=("", "red"))),
        Step(N_("As the game ends on arrival, a pawn cannot walk through its destination: with a Move 2, Anna must "
                "stop in the red village."),
             ("rd.end.reach-village", "rd.actions.move-2.move"),
             position={**NEAR_RED, "planks": ["red3 red i22", "yellow4 red i24"], "pawns": {"green": "red3"},
                       **acting(["move2", "move1", "stone1", "stone2", "plank1"])},
             task=Task(N_("Try to walk through the red village and on."), kinds=("move",), legal=False,
                       cites="rd.end.reach-village", example="move red yellow4", args=("red", ""))),
    )),
}
