"""Lessons for Dragonheart: prose, the clauses they quote, a position and a task.

Positions use the scenario format of ``position.py``; players are written by name (Anna is player 1,
green; Benno player 2, red). Hands list only what the step needs.
"""

from __future__ import annotations

from tutor.core.lesson import REST, Lesson, Step, Task
from tutor.text.ui import N_

# An argument pattern (tutor.core.lesson.args_match) for a card of the space's own picture: a play names those
# by their bare value, before any card of another picture (``play troll 1 dwarf:1``).
OWN = "[1-9]"

BENNO_HAND = ["dwarf:2", "treasure_chest:3", "fire_dragon:4", "troll:1", "knight:2"]

LESSONS = {
    "setup": Lesson("setup", N_("Setting up and a turn"), (
        Step(N_("One player serves the Great Dragon and tries to break its spell, the other serves the wizard and tries "
                "to stop them; both play cards onto the board to collect cards for their score piles. Each player "
                "chooses one of the two 50-card decks, green or red, shuffles it and draws five cards as a hidden "
                "hand: the rest form a face-down draw deck in front of them. The Great Dragon figure starts on the "
                "board, and the youngest player (here Anna) chooses who plays first."),
             ("dh.goal.roles", "dh.goal.play-to-collect", "dh.setup.decks", "dh.setup.draw", "dh.components.cards",
              "dh.setup.great-dragon", "dh.setup.draw-deck", "dh.setup.first-player"),
             setup=True, task=Task(N_("Choose who plays first."), kinds=("start",), example="start 1")),
        Step(N_("A turn has three steps: play cards, collect cards, draw cards. To play, you lay one or more cards "
                "face up, all with the same picture, on the space that shows that picture."),
             ("dh.turn.steps", "dh.turn.steps.play", "dh.turn.steps.collect", "dh.turn.steps.draw",
              "dh.turn.play.cards", "dh.turn.play.matching", "dh.turn.play.reveal-values"),
             position={"hands": {"Anna": ["troll:1", "dwarf:1", "dwarf:2", "treasure_chest:2", "fire_dragon:3"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Try to play a Troll and a Dwarf together."), kinds=("play",), legal=False,
                       cites="dh.turn.play.matching", example="play troll 1 dwarf:1",
                       # on the Troll or the Dwarf space, a card of that space's picture and one of the other
                       args=("troll|dwarf", OWN, REST, "troll:*|dwarf:*", REST))),
        Step(N_("You need not play every card of that picture you hold. But you must play at least one card, and "
                "on one space only."),
             ("dh.turn.play.not-all", "dh.turn.play.at-least-one", "dh.turn.play.one-space"),
             position={"hands": {"Anna": ["dwarf:1", "dwarf:1", "dwarf:2", "troll:1", "treasure_chest:2"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play some of Anna's Dwarf cards, but not all of them."), kinds=("play",),
                       cites="dh.turn.play.not-all", example="play dwarf 1", args=("dwarf", REST))),
        Step(N_("Next, if the effect of the space you played on lets you, you collect cards from the board into your "
                "score pile. Last, you draw up to your hand size, normally five, and your opponent's turn begins. "
                "The Fire Dragon shows all three steps: it collects the Treasure Chests."),
             ("dh.turn.collect.cards", "dh.turn.collect.condition", "dh.turn.collect.score-pile",
              "dh.turn.draw.refill", "dh.turn.draw.next-turn", "dh.turn.alternate"),
             position={"spaces": {"treasure_chest": [2, 3]},
                       "hands": {"Anna": ["fire_dragon:3", "troll:1", "dwarf:1", "dwarf:2", "knight:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play a card and follow the three steps in the tutor panel."), kinds=("play",),
                       example="play fire_dragon 3")),
    )),
    "spaces": Lesson("spaces", N_("The nine spaces"), (
        Step(N_("The rulebook's example: four Fire Dragons lie on their single-outline space and Anna plays three "
                "more at once — there is no limit. On such a space the cards form one pile: only the top card is "
                "seen, and the cards under it may not be examined. On a space with several outlines the cards "
                "overlap so that each one shows. A player may look through their own score pile at any time."),
             ("dh.turn.play.single-outline.example", "dh.turn.play.single-outline.stack",
              "dh.turn.play.single-outline.hidden", "dh.turn.play.multi-outline.overlap",
              "dh.turn.collect.examine-own"), scenario="rulebook/fire_dragons_stack_without_limit.yaml"),
        Step(N_("Most spaces have an effect that lets the player who triggers it take cards from the board into their "
                "score pile. Cards played on the Treasure Chest or the Petrified Dragon space trigger no effect. Like "
                "every space with a single card outline, these take any number of cards at once, and hold any number."),
             ("dh.turn.play.effects", "dh.spaces.treasure-chest.no-effect", "dh.spaces.petrified-dragon.no-effect",
              "dh.turn.play.no-effect-spaces", "dh.turn.play.single-outline.any-number",
              "dh.turn.play.single-outline.no-limit"),
             position={"spaces": {"treasure_chest": [1, 3, 2]},
                       "hands": {"Anna": ["treasure_chest:1", "treasure_chest:2", "treasure_chest:4",
                                          "petrified_dragon:2", "dwarf:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play all three of Anna's Treasure Chest cards at once."), kinds=("play",),
                       example="play treasure_chest 1 2 4", args=("treasure_chest", 1, 2, 4))),
        Step(N_("Fire Dragon: playing cards here takes all the cards on the Treasure Chest space, face down into "
                "your score pile. The straight arrows on the board show which space each effect takes cards from."),
             ("dh.spaces.fire-dragon.effect", "dh.spaces.fire-dragon.score", "dh.turn.collect.arrows",
              "dh.turn.collect.example"),
             task=Task(N_("Play a Fire Dragon and collect the Treasure Chests."), kinds=("play",),
                       example="play fire_dragon 3", args=("fire_dragon", REST)),
             scenario="rulebook/fire_dragon_played_then_scored.yaml"),
        Step(N_("Sorceress: take all the cards on the Treasure Chest space or all those on the Petrified Dragon "
                "space, not both, however many Sorceresses you play. Anna has played one: choose for her."),
             ("dh.spaces.sorceress.effect", "dh.spaces.sorceress.one-space", "dh.spaces.sorceress.score",
              "dh.turn.play.once-per-turn"),
             position={"spaces": {"treasure_chest": [3, 1], "petrified_dragon": [2]},
                       "hands": {"Anna": ["sorceress:1", "troll:1", "dwarf:2", "dwarf:1", "knight:1"],
                                 "Benno": BENNO_HAND}},
             moves=("play sorceress 1",),
             task=Task(N_("Choose the space the Sorceress takes its cards from."), kinds=("take",),
                       example="take treasure_chest")),
        Step(N_("Troll: playing cards here takes all the cards on the Sorceress space."),
             ("dh.spaces.troll.effect", "dh.spaces.troll.score"),
             position={"spaces": {"sorceress": [1, 2]},
                       "hands": {"Anna": ["troll:3", "troll:1", "dwarf:1", "huntress:1", "ship:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play a Troll and collect the Sorceresses."), kinds=("play",), example="play troll 3",
                       args=("troll", REST))),
        Step(N_("Some spaces have several card outlines, and their number is how many cards activate the effect. "
                "Such a space holds no more cards than it has outlines, and nobody may play more cards there than "
                "there are empty outlines. The Huntress space has three; one Huntress lies there already."),
             ("dh.turn.play.outlines", "dh.turn.play.outlines.activation", "dh.turn.play.multi-outline.capacity",
              "dh.turn.play.multi-outline.empty-outlines", "dh.turn.play.multi-outline.example"),
             task=Task(N_("Try to play three Huntress cards."), kinds=("play",), legal=False,
                       cites="dh.turn.play.multi-outline.empty-outlines", example="play huntress 1 1 2",
                       args=("huntress", OWN, OWN, OWN)), scenario="rulebook/huntress_space_holds_three.yaml"),
        Step(N_("Dwarf: the player who plays the fourth card on the Dwarf space takes all four Dwarves into their "
                "score pile."),
             ("dh.spaces.dwarf.effect", "dh.spaces.dwarf.score"),
             position={"spaces": {"dwarf": [1, 3, 2]},
                       "hands": {"Anna": ["dwarf:1", "dwarf:2", "troll:1", "knight:1", "ship:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play the fourth Dwarf."), kinds=("play",), example="play dwarf 2", args=("dwarf", REST))),
        Step(N_("Knight: the player who plays the second Knight takes all the cards on the Sorceress space or all "
                "those on the Troll space, not both. Then the two Knights go face up to a stack below the Ship "
                "space, off the board."),
             ("dh.spaces.knight.effect", "dh.spaces.knight.one-space", "dh.spaces.knight.score",
              "dh.spaces.knight.to-ship", "dh.spaces.knight.off-board", "dh.turn.collect.move-off"),
             position={"spaces": {"knight": [1], "sorceress": [2], "troll": [1, 3]},
                       "hands": {"Anna": ["knight:1", "knight:2", "dwarf:1", "ship:1", "treasure_chest:3"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play the second Knight, then choose the space to take the cards from."), kinds=("take",))),
        Step(N_("Huntress: the player who plays the third Huntress takes all the cards on the Fire Dragon space. "
                "Then the three Huntresses go face up below the Ship space, in the same stack as the Knights."),
             ("dh.spaces.huntress.effect", "dh.spaces.huntress.score", "dh.spaces.huntress.to-ship",
              "dh.spaces.huntress.off-board"),
             position={"spaces": {"huntress": [1, 2], "fire_dragon": [4, 3]}, "under_ship": ["knight:1", "knight:1"],
                       "hands": {"Anna": ["huntress:1", "troll:2", "dwarf:1", "dwarf:1", "ship:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play the third Huntress."), kinds=("play",), example="play huntress 1",
                       args=("huntress", REST))),
        Step(N_("Ship: the player who plays the third Ship takes all the Knights and Huntresses below the Ship space "
                "into their score pile. Then the three Ship cards are placed face up beside the board."),
             ("dh.spaces.ship.effect", "dh.spaces.ship.departure", "dh.turn.collect.move-off"),
             position={"spaces": {"ship": [1, 1]},
                       "under_ship": ["knight:1", "knight:2", "huntress:1", "huntress:1", "huntress:2"],
                       "hands": {"Anna": ["ship:1", "troll:2", "dwarf:1", "dwarf:3", "treasure_chest:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play the third Ship."), kinds=("play",), example="play ship 1", args=("ship", REST))),
        Step(N_("When the space an effect would collect from holds no cards, the player simply takes none. The "
                "Treasure Chest space is empty now."),
             ("dh.spaces.empty-space",),
             position={"spaces": {"fire_dragon": [2]},
                       "hands": {"Anna": ["fire_dragon:3", "troll:1", "dwarf:1", "dwarf:2", "knight:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play a Fire Dragon on the Fire Dragon space and see what it takes."), kinds=("play",),
                       example="play fire_dragon 3", args=("fire_dragon", REST))),
    )),
    "great-dragon": Lesson("great-dragon", N_("The Great Dragon"), (
        Step(N_("A player who takes at least one Petrified Dragon card with the Sorceress also takes the Great "
                "Dragon figure and places it in front of them. Holding it gives a hand size of six cards."),
             ("dh.setup.great-dragon", "dh.spaces.sorceress.great-dragon", "dh.spaces.sorceress.hand-size"),
             position={"spaces": {"petrified_dragon": [2, 2]},
                       "hands": {"Anna": ["sorceress:2", "troll:1", "dwarf:1", "dwarf:2", "ship:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play the Sorceress, then watch Anna draw up to six cards."),
                       kinds=("play",), example="play sorceress 2", args=("sorceress", REST))),
        Step(N_("Benno holds the figure and six cards. If Anna takes it from him, he must come down to five: Anna "
                "takes a card at random from his hand, without looking at it, and puts it on top of his draw deck, "
                "so he will draw it again."),
             ("dh.spaces.sorceress.opponent-hand", "dh.spaces.sorceress.reduce-hand", "dh.spaces.sorceress.redraw"),
             position={"dragon": "Benno", "spaces": {"petrified_dragon": [2]}, "scores": {"Benno": ["petrified_dragon:2"]},
                       "hands": {"Anna": ["sorceress:1", "troll:1", "dwarf:1", "dwarf:2", "ship:1"],
                                 "Benno": [*BENNO_HAND, "huntress:1"]}},
             task=Task(N_("Play a Sorceress and take the figure from Benno."), kinds=("play",),
                       example="play sorceress 1", args=("sorceress", REST))),
        Step(N_("At the end of the game the figure's holder receives three points, and wins a tie. Anna's Sorceress "
                "takes from one space only: the Treasure Chests, or the Petrified Dragon with the figure?"),
             ("dh.spaces.sorceress.one-space", "dh.end.great-dragon-bonus", "dh.end.tie"),
             position={"spaces": {"treasure_chest": [3, 2], "petrified_dragon": [2]},
                       "hands": {"Anna": ["sorceress:1", "troll:1", "dwarf:1", "dwarf:2", "ship:1"],
                                 "Benno": BENNO_HAND}},
             moves=("play sorceress 1",),
             task=Task(N_("Choose the space the Sorceress takes its cards from."), kinds=("take",),
                       example="take petrified_dragon")),
    )),
    "end": Lesson("end", N_("The end of the game"), (
        Step(N_("The second time the Ship space fills, its three cards are stacked beside the first stack. The "
                "third time marks the end of the game. Two stacks lie beside the board already."),
             ("dh.spaces.ship.departure-2", "dh.spaces.ship.departure-3", "dh.spaces.ship.game-end",
              "dh.end.alternate", "dh.end.trigger"),
             position={"departures": 2, "spaces": {"ship": [1, 1]}, "under_ship": ["knight:1", "knight:2"],
                       "hands": {"Anna": ["ship:1", "troll:2", "dwarf:1", "dwarf:3", "knight:1"],
                                 "Benno": BENNO_HAND}},
             task=Task(N_("Play the third Ship of the third stack."), kinds=("play",), example="play ship 1",
                       args=("ship", REST))),
        Step(N_("Anna placed the third stack of Ships. After her turn, Benno takes one final turn, and then the game "
                "ends."),
             ("dh.end.final-turn",),
             position={"departures": 2, "spaces": {"ship": [1, 1]}, "under_ship": ["knight:1", "knight:2"],
                       "hands": {"Anna": ["ship:1", "troll:2", "dwarf:1", "dwarf:3", "knight:1"],
                                 "Benno": BENNO_HAND}},
             moves=("play ship 1",),
             task=Task(N_("Play Benno's final turn."), kinds=("play",), example="play dwarf 2")),
        Step(N_("The game can also end before the third stack of Ships is placed: the turn in which a player cannot "
                "draw any card from their draw deck is their final turn, and the opponent then takes one final turn. "
                "Anna's draw deck is empty."),
             ("dh.end.deck-out", "dh.end.deck-out.final-turn"),
             scenario="quiz/q10_deck_out_early_end.yaml",  # a real game played until Anna's deck ran out
             task=Task(N_("Play a card with Anna: she cannot draw."), kinds=("play",))),
        Step(N_("When the last turn is over, the cards left in hands go back to the box, worth nothing. Each player "
                "adds up the values of the cards in their score pile, and the holder of the Great Dragon figure "
                "receives three points."),
             ("dh.end.hands-void", "dh.end.scoring", "dh.end.great-dragon-bonus", "dh.goal.points"),
             position={"turn": "Benno", "final_turn": "Benno", "departures": 3, "dragon": "Anna",
                       "scores": {"Anna": ["petrified_dragon:2", "treasure_chest:4", "fire_dragon:3"],
                                  "Benno": ["knight:1", "knight:2", "huntress:1", "huntress:1", "huntress:2", "troll:3"]},
                       "hands": {"Anna": ["troll:1", "knight:1", "dwarf:1", "ship:1", "huntress:1", "sorceress:1"],
                                 "Benno": ["fire_dragon:2", "petrified_dragon:2", "dwarf:1", "treasure_chest:1",
                                           "troll:2"]}},
             task=Task(N_("Play Benno's final turn and read the final score."), kinds=("play",),
                       example="play dwarf 1")),
        Step(N_("The player with the highest total wins. In case of a tie, the player with the Great Dragon figure "
                "wins."),
             ("dh.end.winner", "dh.end.tie"),
             position={"turn": "Benno", "final_turn": "Benno", "departures": 3, "dragon": "Anna",
                       "scores": {"Anna": ["treasure_chest:4", "petrified_dragon:2"],
                                  "Benno": ["dwarf:3", "dwarf:3", "dwarf:2", "dwarf:1"]},
                       "hands": {"Anna": ["fire_dragon:4", "fire_dragon:3", "troll:3", "huntress:1", "knight:1",
                                          "ship:1"],
                                 "Benno": ["petrified_dragon:2", "sorceress:2", "huntress:2", "knight:2", "ship:1"]}},
             task=Task(N_("Play Benno's final turn: both end on nine points."), kinds=("play",),
                       example="play petrified_dragon 2")),
    )),
}
