"""Every reason and event code of China, with its English message (msgids of the ``tutor`` domain); ``ev`` makes
an event whose message names the player."""

from __future__ import annotations

from tutor.core.game import Message
from tutor.text.ui import N_, nN_, when_none

MESSAGES: dict[str, Message] = {
    # -- violations -----------------------------------------------------------------------------
    "china.game-over": N_("The game is over."),
    "china.choose-start": N_("First the players agree on a start player (move: start <player>)."),
    "china.start-chosen": N_("The start player has already been agreed."),
    "china.no-such-player": N_("There is no player %(n)s in this game."),
    "china.not-your-turn": N_("It is %(player)s's turn, not %(other)s's."),
    "china.draw-first": N_("You have placed your pieces this turn (one region per turn): now refill your hand to 3 cards."),
    "china.not-drawing": N_("You draw only after placing your pieces, to refill your hand to 3 cards."),
    "china.no-region": N_("There is no region %(region)s on this board."),
    "china.bad-card": N_("%(card)s is not a card colour (yellow, green, red, orange, purple)."),
    "china.cards-not-in-hand": N_("You play %(cards)s, but your hand holds %(hand)s."),
    "china.card-count": N_("Play 1, 2 or 3 cards (the 3-2-1 rule); you play %(n)s."),
    "china.no-piece-named": N_("Name the piece or pieces to place: house:<space>, emissary (or fort:<space> in the variant)."),
    "china.bad-piece": N_("%(piece)s is not a piece: write house:<space>, emissary or fort:<space>."),
    "china.piece-count": N_("%(region)s already holds a piece: you may place up to 2 pieces there, not %(n)s."),
    "china.empty-region": N_("%(region)s has no piece yet: you may place only 1 piece there this turn."),
    "china.lone-card": N_(
        "A single %(card)s card cannot place a piece in %(region)s (%(colour)s): only two cards of one "
        "colour make a wildcard for a region of another colour."
    ),
    "china.too-few-cards": nN_(
        "Your cards pay for %(units)s piece but you place %(pieces)s: one piece per card (or per wildcard pair).",
        "Your cards pay for %(units)s pieces but you place %(pieces)s: one piece per card (or per wildcard pair).",
        "units",
    ),
    "china.unused-cards": nN_(
        "Your cards pay for %(units)s piece but you place only %(pieces)s: every card you play must place a piece.",
        "Your cards pay for %(units)s pieces but you place only %(pieces)s: every card you play must place a piece.",
        "units",
    ),
    "china.no-such-space": N_("There is no house space %(space)s on this board."),
    "china.wrong-region": N_(
        "House space %(space)s lies in %(where)s, not in %(region)s: all pieces of a turn go to one region."
    ),
    "china.space-taken": N_("House space %(space)s already holds a house: a house space holds 1 house."),
    "china.region-full": N_("All house spaces of %(region)s hold houses: no more houses can go there."),
    "china.too-many-houses": nN_(
        "%(region)s has %(free)s free house space, fewer than the houses you name (%(n)s): once its house spaces "
        "are full, no more houses can go there.",
        "%(region)s has %(free)s free house spaces, fewer than the houses you name (%(n)s): once its house spaces "
        "are full, no more houses can go there.",
        "free",
    ),
    "china.same-space": N_("You name house space %(space)s twice: a house space holds 1 house."),
    "china.no-houses-left": nN_(
        "You have %(left)s house left in your supply and want to place %(n)s.",
        "You have %(left)s houses left in your supply and want to place %(n)s.",
        "left",
    ),
    "china.no-emissaries-left": nN_(
        "You have %(left)s emissary left in your supply and want to place %(n)s.",
        "You have %(left)s emissaries left in your supply and want to place %(n)s.",
        "left",
    ),
    "china.no-forts-left": N_("You have no fortification left (each player has 1)."),
    "china.no-house-in-region": N_("%(region)s has no houses yet: no emissary can go there, as there is no majority yet."),
    "china.emissary-cap": when_none(nN_(
        "%(region)s may hold at most %(cap)s emissary (the most houses one player has there); "
        "it holds %(present)s, so at most %(room)s more.",
        "%(region)s may hold at most %(cap)s emissaries (the most houses one player has there); "
        "it holds %(present)s, so at most %(room)s more.",
        "cap",
    ), nN_(
        "%(region)s may hold at most %(cap)s emissary (the most houses one player has there); "
        "it holds %(present)s, so no more.",
        "%(region)s may hold at most %(cap)s emissaries (the most houses one player has there); "
        "it holds %(present)s, so no more.",
        "cap",
    ), "room"),
    "china.variant-off": N_("Fortifications are used only in the variant for experienced players (option fortifications)."),
    "china.fort-space": N_("A fortification goes on an empty house space; house space %(space)s is not empty."),
    "china.fort-needs-house": N_("You must place one of your houses on your fortification in the same turn, and you can."),
    "china.no-card-to-give": N_("You have no %(card)s card to discard."),
    "china.deck-empty": N_("The draw pile is empty."),
    "china.no-open-card": N_("There is no open %(card)s card."),
    "china.must-act": N_("You can still place pieces or exchange a card, so you cannot pass."),
    "china.not-your-phase": N_("That is not a move of this part of the turn."),
    # -- grounds --------------------------------------------------------------------------------
    "china.ok.start": N_("The players agree on a start player, who takes the Emperor marker."),
    "china.ok.place": N_("Play 1, 2 or 3 cards and place pieces in one region of the matching colour."),
    "china.ok.colour": nN_(
        "%(cards)s matches the colour of %(region)s (%(colour)s).", "%(cards)s match the colour of %(region)s (%(colour)s).", "n"
    ),
    "china.ok.wildcard": N_("Two %(card)s cards are a wildcard for 1 piece in %(region)s."),
    "china.ok.first-piece": N_("%(region)s has no piece yet: 1 piece is allowed."),
    "china.ok.two-pieces": N_("%(region)s already has a piece: up to 2 pieces are allowed."),
    "china.ok.house": N_("A house goes on the free house space %(space)s."),
    "china.ok.emissary": N_("Emissaries in %(region)s after this turn: %(total)s of at most %(cap)s (the house majority)."),
    "china.ok.emissary-scored": N_("The houses of %(region)s are already scored, but emissaries may still go there."),
    "china.ok.emissary-own": N_("You may place emissaries even where you have no house yourself."),
    "china.ok.fort": N_("A fortification goes on the empty house space %(space)s."),
    "china.ok.fort-house": N_("Your house goes on your fortification (house space %(space)s) in the same turn, as it must."),
    "china.ok.fort-alone": N_("You cannot place a house on the fortification this turn; a later player may."),
    "china.ok.exchange": N_("Discard 1 card and take an open card or the top card of the draw pile."),
    "china.ok.draw": N_("Refill your hand to 3 cards from the open cards or the draw pile, in any order."),
    "china.ok.pass": N_("You can neither place a piece nor exchange a card: your turn passes while the round is finished."),
    # -- events ---------------------------------------------------------------------------------
    "china.ev.setup": nN_(
        "Setup: %(removed)s card of each colour goes back to the box; each player gets 3 cards, 4 cards "
        "are laid open and %(deck)s form the draw pile; each player puts 1 emissary on the score track.",
        "Setup: %(removed)s cards of each colour go back to the box; each player gets 3 cards, 4 cards "
        "are laid open and %(deck)s form the draw pile; each player puts 1 emissary on the score track.",
        "removed",
    ),
    "china.ev.start": N_("%(player)s is the start player and takes the Emperor marker."),
    "china.ev.cards": N_("%(player)s plays %(cards)s onto the discard pile."),
    "china.ev.house": N_("%(player)s places a house on house space %(space)s in %(region)s."),
    "china.ev.emissary": N_("%(player)s places an emissary in %(region)s (%(total)s of at most %(cap)s)."),
    "china.ev.fort": N_("%(player)s places a fortification on house space %(space)s in %(region)s."),
    "china.ev.region-full": N_("All house spaces of %(region)s are filled: its houses are scored now."),
    "china.ev.house-first": nN_(
        "%(player)s has the most houses in %(region)s (%(houses)s): 1 point per house there, %(points)s point.",
        "%(player)s has the most houses in %(region)s (%(houses)s): 1 point per house there, %(points)s points.",
        "points",
    ),
    # a shared first place: the tie is said, with whom (the points count every house there, not the player's own)
    "china.ev.house-first-tie": nN_(
        "%(player)s shares the most houses in %(region)s with %(others)s (%(houses)s each): each of them "
        "scores 1 point per house there, %(points)s point.",
        "%(player)s shares the most houses in %(region)s with %(others)s (%(houses)s each): each of them "
        "scores 1 point per house there, %(points)s points.",
        "points",
    ),
    # two counts (houses, points): written as labels so that each reads right for any number
    "china.ev.house-rank-tie": N_(
        "%(player)s shares place %(rank)s in %(region)s with %(others)s (houses: %(houses)s each): 1 point per house "
        "of a player ranked just above; points: %(points)s."
    ),
    "china.ev.house-rank": N_(
        "%(player)s is in place %(rank)s in %(region)s (houses: %(houses)s): 1 point per house of a "
        "player ranked just above; points: %(points)s."
    ),
    "china.ev.score-marker": N_("A score marker is placed on %(region)s."),
    "china.ev.point-card": nN_(
        "%(player)s passes %(threshold)s point: the scoring stone goes back to 0 and %(player)s takes a point card.",
        "%(player)s passes %(threshold)s points: the scoring stone goes back to 0 and %(player)s takes a point card.",
        "threshold",
    ),
    "china.ev.draw-deck": N_("%(player)s draws a card from the draw pile."),
    "china.ev.draw-open": N_("%(player)s takes the open %(card)s card."),
    "china.ev.discard": N_("%(player)s discards a %(card)s card."),
    "china.ev.refill-open": nN_(
        "%(n)s open card is laid out from the draw pile.", "%(n)s open cards are laid out from the draw pile.", "n"
    ),
    "china.ev.exhausted-first": nN_(
        "The draw pile has run out for the first time: the discard pile (%(n)s card) is "
        "shuffled as the new draw pile; the open cards stay.",
        "The draw pile has run out for the first time: the discard pile (%(n)s cards) is "
        "shuffled as the new draw pile; the open cards stay.",
        "n",
    ),
    "china.ev.exhausted-second": N_(
        "The draw pile has run out a second time: the game ends when this round is finished, after the turn of %(other)s."
    ),
    "china.ev.next": N_("It is %(player)s's turn."),
    "china.ev.pass": N_("%(player)s can neither place a piece nor exchange a card."),
    "china.ev.end-deck": N_("The round is finished: the game ends."),
    "china.ev.end-pieces": N_("No piece can be placed any more: the game ends."),
    # -- scoring lines and answers --------------------------------------------------------------
    "china.score.alliance": nN_(
        "Alliance %(number)s (%(a)s-%(b)s): %(player)s has the majority of emissaries in both "
        "regions: 1 point per emissary in both, %(points)s point.",
        "Alliance %(number)s (%(a)s-%(b)s): %(player)s has the majority of emissaries in both "
        "regions: 1 point per emissary in both, %(points)s points.",
        "points",
    ),
    "china.score.alliance-none": N_(
        "Alliance %(number)s (%(a)s-%(b)s): no player has the majority of emissaries in both regions; nobody scores."
    ),
    "china.score.emperor": N_("The Emperor marker is placed on alliance %(number)s."),
    # a row has at least 4 houses and scores 1 point per house (n == points); two counts (houses, points): the
    # houses are written as a label so that each reads right for any number
    "china.score.road": nN_(
        "%(player)s has an unbroken row of houses along a road (house spaces %(spaces)s; houses: %(n)s): "
        "1 point per house, %(points)s point.",
        "%(player)s has an unbroken row of houses along a road (house spaces %(spaces)s; houses: %(n)s): "
        "1 point per house, %(points)s points.",
        "points",
    ),
    "china.score.road-branch": nN_(
        "%(player)s: %(n)s house on branches of that row does not count.",
        "%(player)s: %(n)s houses on branches of that row do not count.",
        "n",
    ),
    "china.score.no-houses": N_("%(player)s has no houses in %(region)s and scores nothing there."),
    # two counts (points, supply): written as labels so that each reads right for any number
    "china.tie-break": N_("%(player)s is tied on points: %(points)s; pieces left in supply: %(supply)s."),
    "china.tie-shared": N_("%(player)s and %(other)s are still tied: they share the place."),
    "china.answer.cap": when_none(nN_(
        "%(region)s may hold %(cap)s emissary (the most houses of one player there); it holds %(present)s.",
        "%(region)s may hold %(cap)s emissaries (the most houses of one player there); it holds %(present)s.",
        "cap",
    ), nN_(
        "%(region)s may hold %(cap)s emissary (the most houses of one player there); it holds none yet.",
        "%(region)s may hold %(cap)s emissaries (the most houses of one player there); it holds none yet.",
        "cap",
    ), "present"),
    # four counts: written as labels so that each reads right for any number
    "china.answer.supply": N_(
        "%(player)s's pieces left: houses %(houses)s, emissaries %(emissaries)s, fortifications %(forts)s; "
        "%(supply)s in all."
    ),
    "china.answer.max-pieces": when_none(nN_(
        "In %(region)s a player may place up to %(n)s piece this turn.",
        "In %(region)s a player may place up to %(n)s pieces this turn.",
        "n",
    ), N_("In %(region)s no player may place a piece this turn.")),
    "china.answer.total": nN_("%(player)s: %(points)s point in all.", "%(player)s: %(points)s points in all.", "points"),
}

