"""Lessons for China: prose, the clauses they quote, a position on side a of the tutor's board and a task.

Four players (Anna, Benno, Clara, Doro) on side a unless a step says otherwise. Steps about the final
scoring start on the last turn of the game (the draw pile has run out twice and nothing is left to
draw), so the learner's move ends the game and the tutor panel shows the final scoring.
"""

from __future__ import annotations

from typing import Any

from tutor.core.lesson import REST, Lesson, Step, Task
from tutor.text.ui import N_

# The last turn: the draw pile ran out twice, no card is left to draw (china.end.*).
LAST: dict[str, Any] = {"exhausted": 2, "deck": [], "open": []}
# Start player Clara: Benno, to her right, plays the last turn (china.end.last-turn).
BENNO_LAST: dict[str, Any] = {**LAST, "start": "Clara", "turn": "Benno"}
# Start player Anna: Doro plays the last turn.
DORO_LAST: dict[str, Any] = {**LAST, "start": "Anna", "turn": "Doro"}

# Benno has a house in Wei; Yan, the other red region, is empty.
WEI_TAKEN: dict[str, Any] = {"houses": {17: "Benno"}}

# Rulebook example 3 on side a: Benno and Doro tie with 2 houses in Qi.
QI_TIE: dict[str, Any] = {"houses": {22: "Benno", 23: "Benno", 24: "Doro", 25: "Doro"}}

# Rulebook example 6 on side a (alliance 3 is Wei-Ch'in, alliance 4 Ch'in-Shu), in the rulebook's colours: Anna
# (blue) plays Doris's part, Benno (green) Alex's, Clara (purple) Chris's, Doro (red) Barbara's. Anna has 5 houses
# in Ch'in.
EXAMPLE_6: dict[str, Any] = {
    "houses": {1: "Anna", 2: "Anna", 3: "Anna", 4: "Benno", 5: "Anna", 6: "Anna",
               16: "Doro", 17: "Doro", 18: "Anna", 27: "Anna", 29: "Clara", 30: "Clara", 31: "Clara"},
    "scored": ["chin"],
    "scores": [6, 5, 0, 0],  # the house scoring of Ch'in
    "emissaries": {"wei": {"Anna": 1, "Doro": 1}, "chin": {"Anna": 2, "Doro": 1, "Benno": 1},
                   "shu": {"Clara": 2, "Anna": 1}},
}

# Every house space but Wei's last (21) is taken and every dragon space holds as many emissaries as its
# limit allows; a house of Doro's on 21 leaves Wei's limit at 2, so nothing more can be placed (china.end.no-pieces).
NO_PIECES: dict[str, Any] = {
    "house_counts": {
        "chin": {"Anna": 3, "Benno": 2, "Clara": 1},
        "zhao": {"Benno": 3, "Doro": 2},
        "yan": {"Clara": 2, "Doro": 2},
        "wei": {"Anna": 2, "Benno": 2, "Doro": 1},
        "qi": {"Clara": 3, "Anna": 2},
        "shu": {"Doro": 3, "Anna": 1, "Benno": 1},
        "lu": {"Benno": 2, "Clara": 2, "Doro": 1},
        "chu": {"Anna": 3, "Clara": 3, "Doro": 1, "Benno": 1},
        "wu": {"Anna": 1, "Benno": 1, "Clara": 1, "Doro": 1},
    },
    "scored": ["chin", "zhao", "yan", "qi", "shu", "lu", "chu", "wu"],
    "scores": [24, 23, 28, 21],  # the house scorings of the eight full regions
    "emissaries": {"chin": {"Anna": 2, "Benno": 1}, "zhao": {"Benno": 2, "Doro": 1}, "yan": {"Clara": 2},
                   "wei": {"Anna": 1, "Benno": 1}, "qi": {"Clara": 2, "Anna": 1}, "shu": {"Doro": 2, "Benno": 1},
                   "lu": {"Doro": 2}, "chu": {"Anna": 2, "Clara": 1}, "wu": {"Benno": 1}},
}

FORTS = {"fortifications": True}

LESSONS = {
    "placement": Lesson("placement", N_("Placing pieces"), (
        Step(N_("This board is the tutor's own map, not the printed one. It has nine regions: four pairs that share a "
                "colour and the single purple region Chu. Houses go on the house spaces, which roads join; emissaries go "
                "on each region's dragon space."),
             ("china.board.map", "china.placement.house-space", "china.placement.dragon-space",
              "china.board.colour-pairs", "china.board.purple", "china.board.house-spaces", "china.board.roads",
              "china.board.dragon-space"),
             position={"houses": {16: "Benno", 22: "Clara", 23: "Doro", 37: "Anna", 38: "Benno"},
                       "emissaries": {"qi": {"Clara": 1}}}),
        Step(N_("Each player takes the houses and emissaries of one colour. The region cards are shuffled into a "
                "face-down draw pile (with 3 players, as here, 2 cards of each colour go back in the box first). Each "
                "player is dealt 3 cards and 4 cards are laid open beside the draw pile. The players agree on a start player, "
                "who takes the Emperor marker and keeps it for the whole game; the start player begins and play goes "
                "clockwise."),
             ("china.setup.pieces", "china.setup.cards.three-players", "china.setup.cards.shuffle",
              "china.setup.cards.draw-pile", "china.play.start-player", "china.play.clockwise",
              "china.setup.cards.four-players", "china.setup.cards.hand", "china.setup.cards.open-cards",
              "china.setup.start-player", "china.setup.emperor", "china.setup.emperor.keep"),
             players=3, setup=True, task=Task(N_("Choose the start player."), kinds=("start",), example="start 0")),
        Step(N_("On your turn you play 1, 2 or 3 cards and place pieces in one region of their colour. Wei and Yan are "
                "both red, so a red card lets Anna choose between them."),
             ("china.play.option.place", "china.placement.colour", "china.placement.colour.choice",
              "china.placement.one-region"),
             position={**WEI_TAKEN, "hands": {"Anna": ["red", "green", "purple"]}},
             task=Task(N_("Place a house in a red region with your red card."), kinds=("place",),
                       cites="china.placement.colour", example="place wei red house:16",
                       args=("wei|yan", "red", "house:*"))),
        Step(N_("In a region that holds no piece yet you may place only 1 piece. Yan is still empty."),
             ("china.placement.empty-region",),
             position={**WEI_TAKEN, "hands": {"Anna": ["red", "red", "green"]}},
             task=Task(N_("Try to place two houses in Yan."), kinds=("place",), legal=False,
                       cites="china.placement.empty-region", example="place yan red+red house:12 house:13",
                       args=("yan", "", "house:*", "house:*"))),
        Step(N_("In a region that already holds a piece of any colour you may place up to 2 pieces, one per card, "
                "each house on a free house space. Benno's house makes Wei such a region."),
             ("china.placement.two-pieces", "china.placement.one-piece-per-card", "china.placement.house-space",
              "china.placement.house-space.one-house"),
             position={**WEI_TAKEN, "hands": {"Anna": ["red", "red", "green"]}},
             task=Task(N_("Place two houses in Wei."), kinds=("place",), cites="china.placement.two-pieces",
                       example="place wei red+red house:16 house:18", args=("wei", "", "house:*", "house:*"))),
        Step(N_("Two cards of the same colour played together are a wildcard: they place 1 piece in a region of any "
                "other colour. Anna's red card and her green pair place two pieces in Wei."),
             ("china.placement.wildcard",),
             position={**WEI_TAKEN, "hands": {"Anna": ["red", "green", "green"]}},
             task=Task(N_("Place two houses in Wei with the red card and the green pair."), kinds=("place",),
                       cites="china.placement.wildcard", example="place wei green+green+red house:16 house:18",
                       args=("wei", "", "house:*", "house:*"))),
        Step(N_("The 3-2-1 rule: up to 3 cards, up to 2 pieces, 1 region. In the rulebook's example a player with "
                "three yellow cards places two pieces with two of them. The rulebook does not say outright whether "
                "a third card may be played alongside; the tutor reads the example as: every card played places a "
                "piece (a wildcard pair counts as one), so Clara may not play all three for two houses."),
             ("china.placement.three-two-one", "china.placement.one-piece-per-card", "china.placement.example"),
             position={"turn": "Clara", "hands": {"Clara": ["yellow", "yellow", "yellow"]},
                       "houses": {2: "Anna", 23: "Benno"}},
             task=Task(N_("Try to play all three yellow cards for two houses in Qi."), kinds=("place",), legal=False,
                       cites="china.placement.one-piece-per-card",
                       example="place qi yellow+yellow+yellow house:22 house:24",
                       args=("qi", "yellow+yellow+yellow", "house:*", "house:*")), scenario="lesson/three_yellow_cards.yaml"),
        Step(N_("If you cannot or do not want to place pieces, you exchange one card instead: discard it and take an "
                "open card or the top card of the draw pile. That ends your turn."),
             ("china.play.option.exchange", "china.exchange.when", "china.exchange.swap", "china.exchange.refill-open",
              "china.exchange.end-of-turn"),
             position={**WEI_TAKEN, "hands": {"Anna": ["purple", "orange", "yellow"]}},
             task=Task(N_("Exchange a card."), kinds=("exchange",), example="exchange purple deck")),
        Step(N_("Anna has placed a house: her card lies face up on the discard pile. She now refills her hand to 3 "
                "cards from the open cards or the draw pile, in any order; only then are the open cards refilled "
                "to 4."),
             ("china.placement.discard", "china.play.option.refill", "china.drawing.after-turn", "china.drawing.choice",
              "china.drawing.open-cards", "china.drawing.end-of-turn"),
             position={**WEI_TAKEN, "hands": {"Anna": ["red", "green", "purple"]}},
             moves=("place wei red house:16",),
             task=Task(N_("Draw a card to refill Anna's hand."), kinds=("draw",), example="draw deck")),
    )),
    "emissaries": Lesson("emissaries", N_("Emissaries and their limit"), (
        Step(N_("Emissaries go on a region's dragon space, several to one space. The largest number of houses one "
                "player has in the region sets how many emissaries may be there: Benno has 3 houses in Zhao, so at "
                "most 3."),
             ("china.placement.dragon-space", "china.placement.dragon-space.many", "china.placement.emissary-cap",
              "china.placement.emissary-cap.example"),
             position={"house_counts": {"zhao": {"Benno": 3, "Clara": 1}}, "emissaries": {"zhao": {"Clara": 1}},
                       "hands": {"Anna": ["green", "green", "red"]}},
             task=Task(N_("Place an emissary in Zhao."), kinds=("place",), cites="china.placement.emissary-cap",
                       example="place zhao green emissary", args=("zhao", "", REST, "emissary", REST)),
             scenario="lesson/emissary_cap_zhao.yaml"),
        Step(N_("Benno and Doro both have 2 houses in Qi, the most there, so up to 2 emissaries may stand in Qi. The "
                "same two cards could also place 2 houses, or a house and an emissary."),
             ("china.placement.emissary-cap", "china.placement.example-3"),
             position={**QI_TIE, "hands": {"Anna": ["yellow", "yellow", "green"]}},
             task=Task(N_("Place two emissaries in Qi."), kinds=("place",), cites="china.placement.emissary-cap",
                       example="place qi yellow+yellow emissary emissary", args=("qi", "", "emissary", "emissary")),
             scenario="rulebook/ejemplo3_tied_majority.yaml"),
        Step(N_("Now 2 emissaries stand in Qi: as many as its majority of 2 houses allows."),
             ("china.placement.emissary-cap",),
             position={**QI_TIE, "emissaries": {"qi": {"Benno": 1, "Doro": 1}},
                       "hands": {"Anna": ["yellow", "yellow", "green"]}},
             task=Task(N_("Try to place a third emissary in Qi."), kinds=("place",), legal=False,
                       cites="china.placement.emissary-cap", example="place qi yellow emissary",
                       args=("qi", "", REST, "emissary", REST))),
        Step(N_("You may place emissaries in a region where you have no house yourself. Benno's 4 houses in Chu allow "
                "4 emissaries and 2 are there, so Anna adds 2 with her purple card and her orange pair."),
             ("china.placement.emissary-without-own-house", "china.placement.example-2"),
             position={"house_counts": {"chu": {"Benno": 4, "Doro": 1}},
                       "emissaries": {"chu": {"Benno": 1, "Clara": 1}},
                       "hands": {"Anna": ["purple", "orange", "orange"]}},
             task=Task(N_("Place two emissaries in Chu."), kinds=("place",),
                       cites="china.placement.emissary-without-own-house",
                       example="place chu orange+orange+purple emissary emissary",
                       args=("chu", "", "emissary", "emissary")), scenario="rulebook/ejemplo2_cap_reached.yaml"),
        Step(N_("A region without houses has no majority yet, so no emissary may go there."),
             ("china.placement.no-emissary-without-houses",),
             position={**WEI_TAKEN, "hands": {"Anna": ["red", "green", "yellow"]}},
             task=Task(N_("Try to place an emissary in Yan, which has no houses."), kinds=("place",), legal=False,
                       cites="china.placement.no-emissary-without-houses", example="place yan red emissary",
                       args=("yan", "", REST, "emissary", REST))),
        Step(N_("One turn may place a house and an emissary together. The rulebook does not say which goes down "
                "first; this is the tutor's reading: the houses first, so Anna's second house in Wei raises its limit "
                "from 1 to 2 emissaries."),
             ("china.placement.emissary-cap", "china.placement.example-3"),
             position={"houses": {16: "Anna", 17: "Benno"}, "emissaries": {"wei": {"Benno": 1}},
                       "hands": {"Anna": ["red", "red", "purple"]}},
             task=Task(N_("Place a house and an emissary in Wei."), kinds=("place",),
                       cites="china.placement.emissary-cap", example="place wei red+red house:18 emissary",
                       args=("wei", "", "house:*|emissary", "house:*|emissary"))),
        Step(N_("Each player has 9 emissaries, but one of them serves as the scoring stone, so 8 can be placed. A "
                "player with no pieces of a type left can place no more of that type."),
             ("china.placement.out-of-pieces", "china.setup.scoring-stone"),
             position={"houses": {16: "Anna", 17: "Benno", 18: "Anna", 22: "Clara", 23: "Anna"},
                       "house_counts": {"zhao": {"Benno": 3}, "chu": {"Benno": 4}},
                       "emissaries": {"wei": {"Anna": 1}, "qi": {"Anna": 1}, "zhao": {"Anna": 3}, "chu": {"Anna": 3}},
                       "hands": {"Anna": ["red", "yellow", "green"]}},
             task=Task(N_("Try to place an emissary in Wei with none left in Anna's supply."), kinds=("place",),
                       legal=False, cites="china.placement.out-of-pieces", example="place wei red emissary",
                       args=("wei", "", REST, "emissary", REST))),
    )),
    "house-scoring": Lesson("house-scoring", N_("House scoring"), (
        Step(N_("As soon as the last house space of a region is filled, the turn pauses and the region's houses are "
                "scored. The player with the most houses scores 1 point for every house there, whatever its colour."),
             ("china.placement.house-scoring-trigger", "china.house-scoring.first", "china.house-scoring.move-stones"),
             position={"houses": {16: "Anna", 17: "Anna", 18: "Benno", 19: "Benno", 20: "Doro"},
                       "hands": {"Anna": ["red", "green", "yellow"]}},
             task=Task(N_("Fill the last house space of Wei."), kinds=("place",), example="place wei red house:21",
                       args=("wei", "", REST, "house:21", REST))),
        Step(N_("Anna, first with 3 houses, scored all 6 houses: 6 points. Benno, second, scored 1 point per house of "
                "the first player (3), and Doro, third, 1 per house of the second (2). Clara has no house in Wei and "
                "scored nothing; a score marker now lies in Wei. With five players the fourth and the fifth score "
                "the same way, 1 point per house of the player just above."),
             ("china.house-scoring.second", "china.house-scoring.third", "china.house-scoring.fourth",
              "china.house-scoring.fifth", "china.house-scoring.no-houses",
              "china.house-scoring.marker"),
             scenario="lesson/house_scoring_wei.yaml"),  # the rule worked on this board (the rulebook's Wei has 7 spaces)
        Step(N_("The rulebook's example 4 is worked on its own small drawing, where Wei has 7 house spaces: Alex, first "
                "with 4 houses, scores 7 (4 + 2 + 1); Barbara, second with 2, scores 1 per house of Alex's (4); Doris, "
                "third with 1, scores 1 per house of Barbara's (2)."),
             ("china.house-scoring.example",), scenario="rulebook/ejemplo4_house_scoring.yaml",
             drawing=N_("the rulebook's example shows Wei alone, with 7 house spaces.")),
        Step(N_("Tied players score the same, and no rank is skipped because of the tie. Doro (red) and Clara (purple) "
                "share first place in Qi with 2 houses each, as Barbara and Chris do in the rulebook's example 5; "
                "Anna's (blue) 1 house makes her second, not third, like Doris's."),
             ("china.house-scoring.tie", "china.house-scoring.tie.no-skip", "china.house-scoring.example-2"),
             position={"houses": {22: "Doro", 23: "Doro", 24: "Clara", 25: "Clara"}, "turn": "Anna",
                       "hands": {"Anna": ["yellow", "red", "red"]}},
             task=Task(N_("As Anna, fill the last house space of Qi."), kinds=("place",),
                       example="place qi yellow house:26", args=("qi", "", REST, "house:26", REST)),
             scenario="rulebook/ejemplo5_tie_first.yaml"),
        Step(N_("A full region takes no more houses. Even after its houses are scored, emissaries may still go there, "
                "within its limit."),
             ("china.placement.house-space.full", "china.house-scoring.emissaries-after"),
             position={"houses": {22: "Benno", 23: "Benno", 24: "Clara", 25: "Clara", 26: "Doro"}, "scored": ["qi"],
                       "scores": [0, 5, 5, 2], "hands": {"Anna": ["yellow", "green", "red"]}},
             task=Task(N_("Place an emissary in Qi."), kinds=("place",), cites="china.house-scoring.emissaries-after",
                       example="place qi yellow emissary", args=("qi", "", REST, "emissary", REST))),
    )),
    "alliances": Lesson("alliances", N_("Alliance scoring"), (
        Step(N_("In the final scoring emissaries score through alliances: each number on the board joins two "
                "neighbouring regions. Players tied for the most emissaries in a region all have the majority there. "
                "This is the rulebook's example 6 in its colours: Anna (blue) plays Doris's part and Clara (purple) "
                "Chris's. Anna has the most emissaries in Ch'in and ties Doro for the most in Wei, so she scores "
                "alliance 3: 1 point for each emissary in the two regions, 6 in all. Nobody has both majorities of "
                "alliance 4."),
             ("china.final-scoring.alliances.what", "china.board.alliances", "china.final-scoring.alliances.count",
              "china.final-scoring.alliances.majority", "china.final-scoring.alliances.tie",
              "china.final-scoring.alliances.points", "china.final-scoring.alliances.others",
              "china.final-scoring.alliances.example"),
             position={**EXAMPLE_6, **DORO_LAST, "open": ["green"],
                       "hands": {"Doro": ["yellow", "red", "purple"]}},
             moves=("exchange purple green",), scenario="rulebook/ejemplo6_alliances.yaml"),
        Step(N_("Players tied for the most emissaries in a region all have the majority, and each player who has it in "
                "both regions scores the full points. Doro is tied with Anna in Wei; on this last turn, one more "
                "emissary in Ch'in lets him share alliance 3."),
             ("china.final-scoring.alliances.tie", "china.final-scoring.alliances.shared"),
             position={**EXAMPLE_6, **DORO_LAST, "hands": {"Doro": ["yellow", "red", "purple"]}},
             task=Task(N_("As Doro, place an emissary in Ch'in on the last turn."), kinds=("place",),
                       example="place chin yellow emissary", args=("chin", "", REST, "emissary", REST))),
        Step(N_("The alliances are scored in number order, the Emperor marker moving from number to number. A majority "
                "in one region can win several alliances: with two emissaries in Zhao, Doro wins alliances 1, 3 and 7."),
             ("china.final-scoring.alliances.order", "china.final-scoring.alliances.emperor",
              "china.final-scoring.alliances.emperor-next", "china.final-scoring.alliances.multiple"),
             position={**DORO_LAST,
                       "houses": {1: "Doro", 2: "Doro", 3: "Doro", 4: "Anna", 16: "Doro", 17: "Benno", 18: "Doro",
                                  7: "Benno", 8: "Benno", 9: "Benno", 10: "Clara"},
                       "emissaries": {"chin": {"Doro": 2, "Anna": 1}, "wei": {"Doro": 1}, "zhao": {"Benno": 1}},
                       "hands": {"Doro": ["green", "green", "orange"]}},
             task=Task(N_("As Doro, place two emissaries in Zhao on the last turn."), kinds=("place",),
                       example="place zhao green+green emissary emissary", args=("zhao", "", "emissary", "emissary"))),
    )),
    "roads": Lesson("roads", N_("Road scoring"), (
        Step(N_("In the final scoring a player scores 1 point per house in every unbroken row of at least 4 of his "
                "houses along a road, and a row may run across regions. Benno has 3 houses in a row in Qi."),
             ("china.final-scoring.roads.four-in-a-row", "china.final-scoring.roads.points",
              "china.final-scoring.roads.across-regions"),
             position={**BENNO_LAST, "houses": {23: "Benno", 25: "Benno", 26: "Benno", 22: "Clara", 35: "Doro"},
                       "hands": {"Benno": ["green", "red", "orange"]}},
             task=Task(N_("As Benno, lengthen the row into Lu on the last turn."), kinds=("place",),
                       example="place lu green house:33", args=("lu", "", REST, "house:33", REST))),
        Step(N_("Branches do not count: at a fork a row follows one road only. Benno's row runs from 15 in Yan through "
                "23 into Qi; a house on 14, the other branch at 23, does not make it longer."),
             ("china.final-scoring.roads.branches", "china.final-scoring.roads.once"),
             position={**BENNO_LAST, "houses": {15: "Benno", 23: "Benno", 25: "Benno", 26: "Benno", 22: "Clara"},
                       "hands": {"Benno": ["red", "green", "orange"]}},
             task=Task(N_("As Benno, place a house on 14 on the last turn."), kinds=("place",),
                       example="place yan red house:14", args=("yan", "", REST, "house:14", REST)),
             scenario="lesson/road_branch.yaml"),
        Step(N_("The rulebook's example 7 is worked on its own drawing: Doris has 5 houses in an unbroken row through "
                "Ch'in and Shu, and scores 5 for it. Her house in the lower left of Ch'in hangs off the row, a branch, "
                "and does not count."),
             ("china.final-scoring.roads.example", "china.final-scoring.roads.branches"),
             scenario="rulebook/ejemplo7_road.yaml",
             drawing=N_("the rulebook's example shows only Wei, Ch'in and Shu, and only the pieces it speaks of.")),
        Step(N_("A row must be unbroken. Clara's house on 33 cuts Benno's houses into rows of 3 and 2, which score "
                "nothing: the game ends after Benno's turn, and the final scoring finds no row of 4."),
             ("china.final-scoring.roads.four-in-a-row",),
             task=Task(N_("As Benno, play the last turn: place a house in Zhao."), kinds=("place",),
                       example="place zhao green house:7", args=("zhao", "", REST)),
             scenario="lesson/road_broken.yaml"),
    )),
    "end": Lesson("end", N_("The end of the game"), (
        Step(N_("When the draw pile runs out for the first time, the discard pile is shuffled into a new draw pile. "
                "The open cards stay where they are, and the player finishes refilling his hand."),
             ("china.drawing.exhausted.first-time", "china.drawing.exhausted.open-cards-stay",
              "china.drawing.exhausted.finish-drawing"),
             position={"phase": "draw", "hands": {"Anna": ["red", "green"]}, "deck": ["orange"],
                       "houses": {16: "Anna", 17: "Benno"}},
             task=Task(N_("Draw the last card of the draw pile."), kinds=("draw",), example="draw deck",
                       args=("deck",))),
        Step(N_("When the draw pile runs out a second time, the game ends once the current round is finished. The "
                "last turn is that of the player to the right of the start player: Anna started, so Doro plays last."),
             ("china.drawing.exhausted.second-time", "china.end.second-exhaustion", "china.end.finish-round",
              "china.end.last-turn", "china.play.game-end"),
             position={"phase": "draw", "turn": "Benno", "exhausted": 1, "hands": {"Benno": ["red", "green"]},
                       "deck": ["orange"], "houses": {16: "Anna", 17: "Benno"}},
             task=Task(N_("As Benno, draw the last card of the draw pile."), kinds=("draw",), example="draw deck",
                       args=("deck",))),
        Step(N_("After Doro's last turn comes the final scoring: first the houses of every region without a score "
                "marker, scored in the same way, then the alliances, then the roads."),
             ("china.final-scoring.overview", "china.final-scoring.houses.unscored", "china.final-scoring.houses.same",
              "china.end.last-turn"),
             position={**DORO_LAST, "houses": {16: "Anna", 17: "Anna", 18: "Benno", 7: "Clara", 8: "Clara"},
                       "hands": {"Doro": ["red", "green", "yellow"]}},
             task=Task(N_("Play Doro's last turn."), kinds=("place",), example="place wei red house:19")),
        Step(N_("The game also ends as soon as no more pieces can be placed. Every house space but one is taken and "
                "every dragon space holds as many emissaries as its limit allows, so Doro's house on the last free "
                "space ends the game."),
             ("china.end.no-pieces", "china.placement.emissary-cap"),
             position={**NO_PIECES, "turn": "Doro", "hands": {"Doro": ["red", "green", "yellow"]}},
             task=Task(N_("As Doro, place a house on the last free house space."), kinds=("place",),
                       example="place wei red house:21", args=("wei", "", REST, "house:21", REST))),
        Step(N_("The player with the most points wins. Anna and Benno will tie; the tie goes to the tied player with "
                "more pieces left in supply, and Benno has placed fewer pieces than Anna."),
             ("china.winner.most-points", "china.winner.tie"),
             position={**DORO_LAST, "open": ["yellow"], "houses": {16: "Anna", 17: "Anna", 22: "Benno", 23: "Benno"},
                       "emissaries": {"wei": {"Anna": 2}}, "hands": {"Doro": ["red", "green", "orange"]}},
             task=Task(N_("End the game: as Doro, exchange a card for the open yellow card."), kinds=("exchange",),
                       example="exchange red yellow", args=("", "yellow"))),
    )),
    "fortifications": Lesson("fortifications", N_("Playing with fortifications"), (
        Step(N_("With experienced players each player also takes 1 fortification. It goes on an empty house space and "
                "costs a card of the region's colour or a wildcard pair, like any piece."),
             ("china.setup.fortifications", "china.fortifications.space", "china.fortifications.cards"),
             options=FORTS, position={**WEI_TAKEN, "hands": {"Anna": ["red", "red", "green"]}},
             task=Task(N_("Place your fortification in Wei with one of your houses on it."), kinds=("place",),
                       cites="china.fortifications.space", example="place wei red+red fort:16 house:16",
                       args=("wei", "", "fort:*|house:*", "fort:*|house:*"))),
        Step(N_("Fortifications are neutral, so you must put one of your houses on yours in the same turn. Anna could "
                "pay for that house with her second red card."),
             ("china.fortifications.neutral", "china.fortifications.house-on-top"),
             options=FORTS, position={**WEI_TAKEN, "hands": {"Anna": ["red", "red", "green"]}},
             task=Task(N_("Try to place the fortification alone in Wei."), kinds=("place",), legal=False,
                       cites="china.fortifications.house-on-top", example="place wei red fort:16",
                       args=("wei", "", "fort:*"))),
        Step(N_("If you cannot put your house on it, the fortification stays bare and a later player may put his house "
                "there. Yan is empty, so only 1 piece may go there this turn."),
             ("china.fortifications.later-player", "china.placement.empty-region"),
             options=FORTS, position={**WEI_TAKEN, "hands": {"Anna": ["red", "green", "purple"]}},
             task=Task(N_("Place your fortification alone in Yan."), kinds=("place",),
                       cites="china.fortifications.later-player", example="place yan red fort:12",
                       args=("yan", "", "fort:*"))),
        Step(N_("Anna's fortification in Yan is still bare, so Benno may put his own house on it."),
             ("china.fortifications.later-player", "china.fortifications.neutral"),
             options=FORTS,
             position={**WEI_TAKEN, "forts": [12], "supply": {"Anna": {"forts": 0}}, "turn": "Benno",
                       "hands": {"Benno": ["red", "orange", "orange"]}},
             task=Task(N_("As Benno, place a house on the fortification in Yan."), kinds=("place",),
                       example="place yan red house:12", args=("yan", "", REST, "house:12", REST))),
        Step(N_("The rulebook gives a fortification no points of its own, and neither does the tutor. In the tutor a "
                "bare fortification breaks a row of houses, and an unused one counts as a piece in supply for the "
                "tie-break."),
             ("china.fortifications.neutral", "china.final-scoring.roads.four-in-a-row", "china.winner.tie"),
             options=FORTS,
             position={"forts": [26], "supply": {"Benno": {"forts": 0}},
                       "houses": {23: "Benno", 25: "Benno", 33: "Benno", 35: "Benno"}}),
    )),
}
