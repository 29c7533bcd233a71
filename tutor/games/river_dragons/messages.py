"""Every reason and event code of River Dragons, as an English message id (tutor domain)."""

from __future__ import annotations

from collections.abc import Mapping

from tutor.core.game import Message
from tutor.text.ui import N_, nN_, when_none, when_value

# a distance in plank units, with its unit (a verdict and a lesson step say "2.48 units"); one unit said alone
# (a reason's distance, written for the learner, is "1"; a plain count 1)
OK_PLANK = when_value(N_("Laid on %(a)s and %(b)s, %(distance)s units apart, %(plank)s is long enough."), "distance",
                      dict.fromkeys(("1", 1), N_("Laid on %(a)s and %(b)s, 1 unit apart, %(plank)s is long enough.")))
TOO_SHORT = when_value(N_("Too short: %(plank)s cannot span %(a)s and %(b)s, %(distance)s units apart."), "distance",
                       dict.fromkeys(("1", 1), N_("Too short: %(plank)s cannot span %(a)s and %(b)s, 1 unit apart.")))

MESSAGES: Mapping[str, Message] = {
    # -- grounds -----------------------------------------------------------------------------------
    "rd.ok.program": N_("%(player)s places a card face down in slot %(slot)s, left to right."),
    "rd.ok.program-dragon": N_("A dragon card may be programmed: at most one per turn."),
    "rd.ok.stone": N_("The stone goes on a free island (%(at)s)."),
    "rd.ok.stone-water": N_("On the expert side the stone goes straight into the water (%(at)s)."),
    "rd.ok.take": N_("%(player)s chooses %(plank)s; once chosen, it cannot be changed."),
    "rd.ok.plank": OK_PLANK,
    "rd.ok.plank-long": N_("A plank longer than the gap is no problem: it may overhang its supports."),
    "rd.ok.remove-plank": N_("%(plank)s goes into %(player)s's plank reserve."),
    "rd.ok.remove-stone": N_("The stone on %(at)s goes back to the common reserve."),
    "rd.ok.move": N_("%(player)s moves to %(to)s."),
    "rd.ok.any-colour": N_("A pawn may walk on planks of any colour, in any direction."),
    "rd.ok.village": N_("A village holds any number of pawns."),
    "rd.ok.village-stop": N_("With Move 2 a pawn may stop in a village after one step (%(to)s): a plank and a village."),
    "rd.ok.u-turn": N_("With Move 2 the pawn may turn round and end on the plank it started from."),
    "rd.ok.jump": N_("%(player)s jumps over the pawn on %(over)s and lands on %(to)s."),
    # -- violations: the game and the turn -----------------------------------------------------------
    "rd.over": N_("The game is over: a pawn has reached its destination village."),
    "rd.over-limit": nN_("The game stopped at the tutor's turn limit (%(limit)s turn); the rulebook has no limit.",
                         "The game stopped at the tutor's turn limit (%(limit)s turns); the rulebook has no limit.",
                         "limit"),
    "rd.programming": N_("It is the programming phase: every player first places 5 cards face down."),
    "rd.resolving": N_("The cards are placed and cannot be changed; now the actions are resolved."),
    "rd.no-player": N_("Say which player programs (p0:, p1:, ...): everyone programs at the same time."),
    "rd.not-acting": N_("It is %(other)s's turn to carry out an action, not %(player)s's."),
    "rd.program-full": N_("%(player)s has already placed 5 cards face down."),
    "rd.not-in-hand": N_("%(player)s has no %(card)s card in hand."),
    "rd.own-dragon": N_("There is no %(colour)s dragon in the hand of the %(colour)s player."),
    "rd.absent-dragon": N_("Nobody plays %(colour)s, so the %(colour)s dragon was removed from every hand."),
    "rd.card-used": N_("%(player)s has already programmed %(card)s this turn."),
    "rd.one-dragon": N_("At most one dragon card per turn: %(player)s has already programmed one."),
    "rd.wrong-action": N_("%(player)s's action at position %(position)s is %(card)s: this move belongs to another action."),
    "rd.plank-chosen": N_("%(player)s has already chosen %(plank)s and must place it."),
    "rd.choose-first": N_("First choose a plank from your reserve (take ...), then place it."),
    # -- stones ------------------------------------------------------------------------------------
    "rd.stone-in-village": N_("A stone can never go in a village (%(at)s)."),
    "rd.no-island": N_("There is no %(at)s among the board's islands: a stone must go on an island."),
    "rd.no-water": N_("There is no %(at)s in the water grid, where stones go on this side."),
    "rd.island-taken": N_("A stone already stands on %(at)s: each island takes only one."),
    "rd.point-taken": N_("A stone already stands on %(at)s: on the water side, as on the islands, a place takes only "
                         "one stone."),
    # -- planks ------------------------------------------------------------------------------------
    "rd.not-in-reserve": N_("%(player)s's reserve does not hold %(plank)s."),
    "rd.same-support": N_("A plank needs two different supports."),
    "rd.no-support": N_("Nothing at %(at)s can carry a plank: a plank rests on stones or villages."),
    "rd.two-villages": N_("A plank rests on two stones, or on a village and a stone, never on two villages."),
    "rd.too-short": TOO_SHORT,
    "rd.stone-full": N_("The stone on %(at)s already carries 3 planks."),
    "rd.village-full": N_("No more planks on %(village)s: it already carries 3."),
    "rd.planks-overlap": N_("The plank would rest on %(plank)s: planks may only meet on a support they share."),
    # -- remove ------------------------------------------------------------------------------------
    "rd.nothing-to-remove": N_("Not on the board: %(what)s (no such plank or stone to take off)."),
    "rd.plank-occupied": N_("A pawn stands on %(plank)s: it cannot be removed."),
    "rd.reserve-same-size": N_("%(player)s already has a plank numbered %(size)s in their reserve."),
    "rd.reserve-colours": N_("%(player)s's reserve would hold planks of more than 2 colours (%(colours)s)."),
    "rd.stone-carries": N_("The stone on %(at)s carries a plank: it cannot be removed."),
    # -- moves -------------------------------------------------------------------------------------
    "rd.no-place": N_("Not a plank on the board or a village: %(to)s."),
    "rd.same-place": N_("The pawn is already on %(to)s: each step takes it on to a neighbouring plank or village."),
    "rd.not-adjacent": N_("Not next to each other: %(start)s and %(to)s."),
    "rd.occupied": N_("%(other)s's pawn stands on %(to)s: a plank holds only one pawn."),
    "rd.move1-one-step": N_("Move 1 takes the pawn one step, to a neighbouring plank or village."),
    "rd.move2-two-steps": N_("Move 2 takes the pawn two steps (over two planks, or a plank and a village); "
                             "it may stop after one step only in a village."),
    "rd.destination-ends": N_("The pawn would reach its destination village (%(to)s) on the way: the game ends there at once."),
    "rd.jump-no-pawn": N_("No pawn stands on %(over)s to jump over."),
    "rd.jump-not-plank": N_("A pawn jumps over a pawn standing on a neighbouring plank; %(over)s is not a plank on the "
                            "board."),
    "rd.jump-landing": N_("The pawn cannot land on %(to)s: it must land on a village or a free plank next to %(over)s."),
    "rd.jump-occupied": N_("The pawn cannot land on %(to)s: %(other)s's pawn stands there, and a jump lands on a village or a "
                           "free plank."),
    "rd.jump-back": N_("A jump goes over the other pawn: it cannot land back where it started (%(to)s)."),
    # -- events ------------------------------------------------------------------------------------
    "rd.placed-card": N_("%(player)s places a card face down (slot %(slot)s)."),
    "rd.reveal": N_("Position %(position)s: %(player)s reveals %(card)s."),
    "rd.reveal-dragon": N_("Position %(position)s: %(player)s reveals the %(colour)s dragon."),
    "rd.dragon-cancels": N_("The %(colour)s dragon of %(player)s cancels the action of %(other)s at this position."),
    "rd.dragon-spares-dragon": N_("The %(colour)s dragon of %(player)s does not cancel %(other)s's dragon card."),
    "rd.dragon-card": N_("%(player)s's dragon card is not an action: %(player)s does nothing else at this position."),
    "rd.cancelled": N_("%(player)s's action (%(card)s) is cancelled by a dragon."),
    "rd.stone-placed": when_none(N_("%(player)s places a stone on %(at)s (%(left)s left in the reserve)."),
                                 N_("%(player)s places a stone on %(at)s: the reserve is now empty."), "left"),
    "rd.stone-lost": N_("No stone is left in the reserve: %(player)s's stone is lost."),
    "rd.stone-nowhere": N_("No island is free: %(player)s's stone is lost."),
    "rd.plank-taken": N_("%(player)s chooses %(plank)s."),
    "rd.plank-placed": N_("%(player)s places %(plank)s between %(a)s and %(b)s."),
    "rd.plank-lost": N_("No place fits %(plank)s: it is out of the game."),
    "rd.no-plank": N_("%(player)s has no plank left: the plank action is lost."),
    "rd.plank-removed": N_("%(plank)s goes into %(player)s's plank reserve."),
    "rd.stone-removed": N_("%(player)s puts the stone from %(at)s back in the reserve."),
    "rd.remove-lost": N_("No plank or stone can be removed: %(player)s's action is lost."),
    "rd.moved": N_("%(player)s's pawn goes from %(start)s to %(to)s."),
    "rd.u-turned": N_("%(player)s's pawn goes to %(via)s and turns round, back to %(to)s (a U-turn)."),
    "rd.jumped": N_("%(player)s's pawn jumps over %(over)s and lands on %(to)s."),
    "rd.fell": N_("%(player)s's pawn cannot move: it falls into the river and goes back to %(village)s."),
    "rd.fell-home": N_("%(player)s's pawn cannot move: it stays in %(village)s, its starting village."),
    "rd.jump-fell-home": N_("%(player)s's pawn cannot jump: it stays in %(village)s, its starting village."),
    "rd.jump-fell": N_("%(player)s's pawn cannot jump: it falls into the river and goes back to %(village)s."),
    "rd.won": N_("%(player)s's pawn reaches %(village)s, its destination: the game ends at once."),
    "rd.first-passes": N_("The first-player card passes to %(player)s."),
    "rd.cards-back": N_("Everyone takes their programmed cards back into their hand."),
    "rd.new-turn": N_("Turn %(turn)s begins with the programming phase."),
    "rd.turn-limit": nN_("The tutor's turn limit (%(limit)s turn) is reached: nobody has won under the rules. "
                         "For self-play only, the tutor ranks the players by how close their pawns are to their "
                         "destinations.",
                         "The tutor's turn limit (%(limit)s turns) is reached: nobody has won under the rules. "
                         "For self-play only, the tutor ranks the players by how close their pawns are to their "
                         "destinations.", "limit"),
    # a distance in plank units, often not whole (2.48): no plural form can count it, so no unit word follows it
    "rd.limit-rank": N_("Rank %(rank)s: %(player)s's pawn is %(distance)s away from its destination."),
    # -- scores ------------------------------------------------------------------------------------
    "rd.score.reached": N_("%(player)s reached %(village)s first and wins."),
    "rd.score.not-reached": N_("%(player)s did not reach their destination."),
    "rd.score.limit": N_("%(player)s did not reach their destination before the tutor's turn limit."),
    # -- answers -----------------------------------------------------------------------------------
    "rd.answer.none-cancelled": N_("At position %(position)s no action is cancelled."),
    "rd.answer.destination": N_("%(player)s can end on %(to)s."),
}

# prompts of the notebook quiz, by question (tutor.notebook.live.quiz)
QUESTION_MESSAGES: Mapping[str, str] = {
    "cancelled": N_("Whose actions do the dragons cancel at that position (colours, as a list)?"),
    "destinations": N_("Where can %(player)s's pawn end this action (planks or villages, as a list)?"),
    "pawn": N_("Where does %(player)s's pawn stand now (a plank or a village)?"),
    "winner": N_("Who has won (a colour, or null)?"),
    "reserve": N_("Which planks are in %(player)s's reserve (as a list)?"),
    "stone_reserve": N_("How many stones are left in the common reserve?"),
    "lost": N_("Which planks are out of the game (as a list)?"),
    "first_player": N_("Who holds the first-player card (a colour)?"),
    "after": N_("What happens, in order (event codes with colours, as a list)?"),
    "phase": N_("Which phase, turn, position and player are we at?"),
    "legal_moves": N_("Which moves are legal here (as a list)?"),
    "is_legal": N_("Is that move legal here (true or false)?"),
}
