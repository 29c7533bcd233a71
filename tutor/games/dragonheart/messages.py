"""Every reason and event code of Dragonheart, as an English message id with named placeholders.

``player``/``other`` hold player indexes (shown as names); ``card``/``space``/``pending``/``types``
hold glossary keys (``card.fire_dragon``), shown translated. Translations: locales/{es,ja}/LC_MESSAGES/tutor.po.
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.core.game import Message
from tutor.text.ui import N_, nN_, when_none

MESSAGES: Mapping[str, Message] = {
    # -- violations -------------------------------------------------------------------------------
    "dh.over": N_("The game is over: no more moves can be made."),
    "dh.not-your-turn": N_("It is %(player)s's turn, not %(other)s's."),
    "dh.not-youngest": N_("The game has not begun, so it is nobody's turn yet: the youngest player, %(player)s, "
                          "chooses who plays first, not %(other)s."),
    "dh.already-started": N_("The starting player has already been chosen."),
    "dh.bad-player": N_("Choose player 1 or player 2 to play first."),
    "dh.choose-starter-first": N_("The game has not begun: first the youngest player, %(player)s, chooses who plays first."),
    "dh.played-this-turn": N_("%(player)s has already played cards this turn, on the %(pending)s space, and cards are played "
                              "on one space only: no more cards can be played until %(player)s's next turn. What remains "
                              "of this turn is to choose the space the %(pending)s effect takes its cards from: %(spaces)s."),
    "dh.unknown-space": N_("%(space)s is not a space of the board."),
    "dh.no-cards": N_("A player must play at least one card."),
    "dh.mixed-cards": N_("All the cards played in a turn must show the same picture; these show %(types)s."),
    "dh.wrong-space": N_("%(card)s cards cannot be played on the %(space)s space: cards go on the space that shows "
                         "their picture."),
    "dh.not-in-hand": nN_("%(player)s holds no %(card)s card of value %(values)s.",
                          "%(player)s does not hold these %(card)s cards: values %(values)s.", "count"),
    "dh.too-many-cards": nN_(
        "At most %(free)s card can be played on the %(space)s space now: it has %(free)s free card outline "
        "(of %(outlines)s); cards played: %(count)s.",
        "At most %(free)s cards can be played on the %(space)s space now: it has %(free)s free card outlines "
        "(of %(outlines)s); cards played: %(count)s.", "free"),
    "dh.no-choice": N_("There is nothing to choose now. Only the Sorceress and Knight effects take cards from one of two "
                       "spaces, and only from one space, never both; the player chooses which right after playing "
                       "Sorceress cards or the second Knight card, and only if both spaces hold cards. If only one "
                       "holds cards, the effect takes them at once, without asking: that play needs no choice."),
    "dh.not-a-source": N_("The %(pending)s effect takes cards only from %(spaces)s, not from %(space)s."),
    "dh.empty-source": N_("The %(space)s space holds no cards: there is nothing to take from it."),
    "dh.unknown-move": N_("%(kind)s is not a move of Dragonheart."),
    # -- grounds ------------------------------------------------------------------------------------
    "dh.ground.start": N_("The youngest player, %(player)s, chooses who plays first: %(other)s."),
    "dh.ground.play": nN_("%(player)s plays %(count)s %(card)s card (value %(values)s) on the %(card)s space, "
                          "the one space with the same picture.",
                          "%(player)s plays %(count)s %(card)s cards (values %(values)s) on the %(card)s space, "
                          "the one space with the same picture.", "count"),
    "dh.ground.stack": N_("The %(space)s space has a single card outline: any number of cards may be played on it "
                          "at once, and it holds any number."),
    "dh.ground.outlines": nN_("The %(space)s space has %(free)s free card outline (of %(outlines)s): room for %(count)s.",
                              "The %(space)s space has %(free)s free card outlines (of %(outlines)s): room for %(count)s.",
                              "free"),
    "dh.ground.not-all": N_("A player need not play every %(card)s card they hold (%(held)s): playing %(count)s is allowed."),
    "dh.ground.take": N_("The %(pending)s effect lets %(player)s take all the cards of one of its two spaces, "
                         "not both: here the %(space)s space."),
    # -- events -------------------------------------------------------------------------------------
    "dh.starts": N_("%(player)s, the youngest player, chooses %(other)s to play first."),
    "dh.plays": nN_("%(player)s plays %(count)s %(card)s card face up on the %(space)s space: value %(values)s.",
                    "%(player)s plays %(count)s %(card)s cards face up on the %(space)s space: values %(values)s.", "count"),
    "dh.no-effect": N_("Playing cards on the %(space)s space triggers no effect."),
    "dh.waiting": nN_("The %(space)s space now holds %(have)s of %(outlines)s cards: its effect triggers for the player "
                      "who fills the last outline (%(left)s more card).",
                      "The %(space)s space now holds %(have)s of %(outlines)s cards: its effect triggers for the player "
                      "who fills the last outline (%(left)s more cards).", "left"),
    "dh.must-choose": N_("The %(pending)s effect: %(player)s chooses one space and takes all its cards, not both: %(spaces)s."),
    "dh.nothing-to-collect": N_("The %(pending)s effect finds nothing to take: %(spaces)s hold no cards."),
    "dh.only-source": N_("%(player)s has only one way to choose the space the %(pending)s effect takes from (the %(empty)s "
                         "space is empty): the tutor takes the cards of the %(space)s space for them."),
    "dh.nothing-to-collect-from": N_("The %(pending)s effect takes the cards of the %(space)s space, but it holds none."),
    "dh.nothing-under-ship": N_("The Ship effect takes the Knights and Huntresses below the Ship space, but there are none."),
    "dh.collects": nN_("%(player)s collects %(count)s %(card)s card from the %(space)s space into their score pile "
                       "(value %(values)s; %(points)s in all).",
                       "%(player)s collects %(count)s %(card)s cards from the %(space)s space into their score pile "
                       "(values %(values)s; %(points)s in all).", "count"),
    "dh.collects-under-ship": nN_("%(player)s collects the %(count)s card below the Ship space (%(cards)s; value %(values)s; "
                                  "%(points)s in all) into their score pile.",
                                  "%(player)s collects the %(count)s cards below the Ship space (%(cards)s; values %(values)s; "
                                  "%(points)s in all) into their score pile.", "count"),
    "dh.keeps-dragon": N_("%(player)s already holds the Great Dragon figure and keeps it."),
    "dh.takes-dragon": N_("%(player)s took at least one Petrified Dragon card, so also takes the Great Dragon figure: "
                          "hand size %(size)s."),
    "dh.hand-already-small": nN_("%(other)s loses the Great Dragon; with %(count)s card in hand, %(other)s is already "
                                 "within the hand size of %(size)s.",
                                 "%(other)s loses the Great Dragon; with %(count)s cards in hand, %(other)s is already "
                                 "within the hand size of %(size)s.", "count"),
    "dh.card-returned": nN_("%(other)s loses the Great Dragon and must come down to %(size)s cards: %(player)s takes "
                            "%(count)s card at random from %(other)s's hand, without looking at it, and puts it on top of "
                            "%(other)s's draw deck, to be drawn again.",
                            "%(other)s loses the Great Dragon and must come down to %(size)s cards: %(player)s takes "
                            "%(count)s cards at random from %(other)s's hand, without looking at them, and puts them on top of "
                            "%(other)s's draw deck, to be drawn again.", "count"),
    "dh.departs": N_("The three Ship cards leave the board and are set beside it: departure %(n)s."),
    "dh.end-ships": N_("That was departure %(n)s, the third: the game ends after %(other)s takes a final turn."),
    "dh.departs-after-end": N_("The game is already ending: departure %(n)s changes nothing."),
    "dh.chooses": N_("%(player)s chooses the %(space)s space for the %(pending)s effect."),
    "dh.to-ship": nN_("%(count)s %(card)s card goes face up to the pile below the Ship space.",
                      "The %(count)s %(card)s cards go face up to the pile below the Ship space.", "count"),
    "dh.game-over": N_("%(player)s has taken the final turn: the game is over. Cards left in hand are worth nothing."),
    "dh.final-turn": N_("%(player)s now takes the final turn."),
    "dh.next-turn": N_("It is now %(player)s's turn."),
    "dh.hand-full": N_("%(player)s's hand already holds %(size)s cards: nothing to draw."),
    "dh.end-deck": N_("%(player)s cannot draw a single card: the draw deck is empty. This was %(player)s's final turn; "
                      "%(other)s takes one final turn."),
    "dh.cannot-draw": N_("%(player)s's draw deck is empty: nothing to draw (the game is already ending)."),
    "dh.draws": nN_("%(player)s draws %(count)s card to refill the hand (hand size %(size)s).",
                    "%(player)s draws %(count)s cards to refill the hand (hand size %(size)s).", "count"),
    "dh.deck-short": nN_("%(player)s needed %(need)s card to refill the hand, but the draw deck held only %(count)s. "
                         "The game ends when a player cannot draw any card.",
                         "%(player)s needed %(need)s cards to refill the hand, but the draw deck held only %(count)s. "
                         "The game ends when a player cannot draw any card.", "need"),
    # -- scoring ------------------------------------------------------------------------------------
    # two counts (cards, points): the points are written as a label so that each reads right for any number
    "dh.score-cards": nN_("%(player)s's score pile: %(count)s %(card)s card (value %(values)s); points: %(points)s.",
                          "%(player)s's score pile: %(count)s %(card)s cards (values %(values)s); points: %(points)s.",
                          "count"),
    "dh.score-empty": N_("%(player)s's score pile is empty."),
    "dh.score-dragon": nN_("%(player)s holds the Great Dragon figure: %(points)s point.",
                           "%(player)s holds the Great Dragon figure: %(points)s points.", "points"),
    "dh.score-hand-void": nN_("%(player)s's hand: %(count)s card left goes back to the box, worth nothing.",
                              "%(player)s's hand: %(count)s cards left go back to the box, worth nothing.", "count"),
    "dh.wins": nN_("%(player)s wins with %(points)s point against %(other_points)s.",
                   "%(player)s wins with %(points)s points against %(other_points)s.", "points"),
    "dh.tie-dragon": nN_("Both players have %(points)s point: the tie goes to %(player)s, who holds the Great Dragon "
                         "figure.",
                         "Both players have %(points)s points: the tie goes to %(player)s, who holds the Great Dragon "
                         "figure.", "points"),
    "dh.tie-shared": nN_("Both players have %(points)s point and nobody holds the Great Dragon figure: the rulebook "
                         "breaks the tie no further, so the players share the victory.",
                         "Both players have %(points)s points and nobody holds the Great Dragon figure: the rulebook "
                         "breaks the tie no further, so the players share the victory.", "points"),
    # -- answers to scenario questions ----------------------------------------------------------
    "dh.answer.hand-size": nN_("%(player)s's hand size is %(size)s; %(player)s holds %(count)s card.",
                               "%(player)s's hand size is %(size)s; %(player)s holds %(count)s cards.", "count"),
    "dh.answer.hand-size-dragon": nN_("%(player)s holds the Great Dragon figure, so %(player)s's hand size is %(size)s; "
                                      "%(player)s holds %(count)s card.",
                                      "%(player)s holds the Great Dragon figure, so %(player)s's hand size is %(size)s; "
                                      "%(player)s holds %(count)s cards.", "count"),
    "dh.answer.free-outlines": nN_("The %(space)s space has %(free)s free card outline of %(outlines)s.",
                                   "The %(space)s space has %(free)s free card outlines of %(outlines)s.", "free"),
    "dh.answer.no-limit": N_("The %(space)s space has a single card outline: it takes any number of cards."),
    "dh.answer.dragon": N_("%(player)s holds the Great Dragon figure."),
    "dh.answer.no-dragon": N_("The Great Dragon figure is still on the board: nobody has taken a Petrified Dragon card yet."),
    "dh.answer.departures": nN_("The Ship has departed %(n)s time; the third departure ends the game.",
                                "The Ship has departed %(n)s times; the third departure ends the game.", "n"),
    "dh.answer.not-over": N_("The game is not over yet."),
    "dh.answer.no-final-turn": N_("The end of the game has not been triggered yet."),
    "dh.answer.to-move": N_("It is %(player)s's turn."),
    "dh.answer.space-empty": N_("The %(space)s space holds no cards."),
    "dh.answer.stack": nN_("The %(space)s space holds %(count)s card: value %(values)s. It is the top card of the "
                           "stack (value %(top)s), the one card of the stack that shows.",
                           "The %(space)s space holds %(count)s cards, bottom first: values %(values)s. They lie in a "
                           "stack where only the top card (value %(top)s) shows; the cards below it cannot be examined "
                           "during play.", "count"),
    "dh.answer.outlines": nN_("The %(space)s space holds %(count)s card on its %(outlines)s card outlines: value %(values)s.",
                              "The %(space)s space holds %(count)s cards on its %(outlines)s card outlines, in the order "
                              "played: values %(values)s.", "count"),
    "dh.answer.under-ship-empty": N_("No cards lie below the Ship space: Knights and Huntresses go there once their space "
                                     "is full, and the player who fills the Ship space takes them."),
    "dh.answer.under-ship": nN_("%(count)s card lies below the Ship space (%(cards)s; value %(points)s): the player "
                                "who fills the Ship space takes it.",
                                "%(count)s cards lie below the Ship space (%(cards)s; value in all %(points)s): the "
                                "player who fills the Ship space takes them.", "count"),
    "dh.answer.deck-empty": N_("%(player)s's draw deck is empty. The game ends early when a player cannot draw a single "
                               "card at their draw step."),
    "dh.answer.deck-top": N_("The top card of %(player)s's draw deck is a %(card)s card of value %(value)s. It lies face "
                             "down: nobody knows it until it is drawn."),
    "dh.answer.deck-top-known": N_("The top card of %(player)s's draw deck is a %(card)s card of value %(value)s, put "
                                   "back from %(player)s's hand when the Great Dragon changed hands: %(player)s will "
                                   "draw it again."),
    "dh.answer.deck-size": when_none(nN_("%(player)s's draw deck holds %(count)s card.",
                                         "%(player)s's draw deck holds %(count)s cards.", "count"),
                                     N_("%(player)s's draw deck is empty.")),
}
