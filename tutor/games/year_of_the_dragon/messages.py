"""What each reason and event code says (English message ids of the ``tutor`` domain)."""

from __future__ import annotations

from tutor.core.game import Message
from tutor.text.ui import N_, nN_

MESSAGES: dict[str, Message] = {
    # violations
    "yotd:game-over": N_("The game is over."),
    "yotd:task-first": N_("First %(player)s must %(task)s."),
    "yotd:not-now": N_("That move is not possible now: this is the %(phase)s."),
    "yotd:not-your-turn": N_("It is %(player)s's turn."),
    "yotd:pick-same": N_("Your two starting persons must be different: you chose %(type)s twice."),
    "yotd:tile-gone": N_("No %(age)s %(type)s tile is left on the display."),
    "yotd:pair-taken": N_("An earlier player already took the pair %(first)s + %(second)s."),
    "yotd:palace-full": N_("Palace %(palace)s has no room: a palace holds one person per floor."),
    "yotd:no-group": N_("There is no group %(group)s: this month has %(groups)s groups."),
    "yotd:not-in-group": N_("Group %(group)s does not hold the %(action)s action."),
    "yotd:privilege-size": N_("Say which privilege you buy: small or large."),
    "yotd:wall-tile-needed": N_("Say which of your wall tiles you build."),
    "yotd:wall-tile-used": N_("You have no unused wall tile %(tile)s."),
    "yotd:wall-complete": N_("The Great Wall is complete: it holds at most %(most)s tiles."),
    "yotd:no-detail": N_("The %(action)s action takes no extra choice."),
    "yotd:fee": N_("This group already holds a dragon: you must pay %(need)s yuan, and you have %(have)s."),
    "yotd:privilege-cost": N_("This privilege costs %(cost)s yuan (%(edition)s), and you have %(have)s."),
    "yotd:fee-and-privilege": N_("You need %(need)s yuan: %(fee)s for the occupied group and %(cost)s for the "
                                 "privilege (%(edition)s); you have %(have)s."),
    "yotd:no-palace": N_("You have no palace %(palace)s."),
    "yotd:palace-max": N_("Palace %(palace)s already has 3 floors, the most a palace can have."),
    "yotd:no-age": N_("There is no %(age)s %(type)s: this person comes in the young version only."),
    "yotd:sunrise-young": N_("At Sunrise you take a young person, and play no card."),
    "yotd:sunrise-taken": N_("Another player already chose %(type)s at this Sunrise."),
    "yotd:no-joker": N_("You have no joker (?) card left."),
    "yotd:no-card": N_("You have no %(type)s card left."),
    "yotd:must-place": N_("You still have room in a palace: the new person must go there."),
    "yotd:no-person": N_("There is no person at palace %(palace)s, place %(slot)s."),
    "yotd:not-sold-out": N_("%(type)s tiles are still on the display (%(left)s left): you must take one."),
    "yotd:release-palace": N_("This person must come from the palace that lost floors, not from palace %(palace)s."),
    "yotd:drought-distinct": N_("Palace %(palace)s has already lost a person to this drought: choose another "
                                "unfed palace."),
    "yotd:demolish-who": N_("Palace %(palace)s is full: say which person leaves with the floor."),
    "yotd:demolish-room": N_("Palace %(palace)s has room: no one has to leave with the floor."),
    "yotd:no-good": N_("You have no %(good)s to give up."),
    "yotd:no-voluntary-release": N_("No one may release a person by choice: only an event or a full court forces "
                                    "a release."),
    # grounds
    "yotd:ok-pick": N_("Two different young persons, a pair no earlier player took; your person marker advances "
                       "by their values."),
    "yotd:ok-action": N_("You may take any action of group %(group)s: %(action)s."),
    "yotd:ok-fee": N_("The group already holds a dragon, so you pay %(fee)s yuan."),
    "yotd:ok-topup": N_("You skip the action phase and top your yuan up to 3 (+%(gain)s)."),
    "yotd:ok-floor": N_("Each new floor goes where you choose: on a palace with fewer than 3 floors, or as a new "
                        "palace."),
    "yotd:ok-recruit": N_("Your card gives you the tile; it goes under a palace with room, and your person marker "
                          "advances by its value."),
    "yotd:ok-replace": N_("All your palaces are full: the new person takes the place of one who is released."),
    "yotd:ok-dismiss": N_("All your palaces are full: you release the newcomer at once, and your marker stays."),
    "yotd:ok-sunrise": N_("Sunrise: you take a young person of a type no one else has taken in this Sunrise, "
                          "without playing a card; it goes under a palace with room."),
    "yotd:ok-joker": N_("A joker (?) card takes any person tile."),
    "yotd:ok-forfeit": N_("No tile of that card is left: you play it and gain nothing."),
    "yotd:ok-release": nN_("You must release %(count)s person.", "You must release %(count)s persons.", "count"),
    "yotd:ok-demolish": N_("The Earthquake destroys one of your palace floors."),
    "yotd:ok-discard": N_("The Flood takes half of your yuan, rice and fireworks, in any mix you choose."),
    "yotd:ok-drop": N_("The Tornado takes two of your person cards."),
    "yotd:ok-charter": N_("The Charter lets you use one of your persons' effects once."),
    # events
    "yotd:ev.pick": N_("%(player)s takes a young %(type)s into palace %(palace)s."),
    "yotd:ev.track": N_("%(player)s moves %(spaces)s spaces on the person track, to space %(track)s."),
    "yotd:ev.stack": N_("%(player)s lands on an occupied space (%(track)s) and is placed on top."),
    "yotd:ev.fee": N_("%(player)s pays %(fee)s yuan to join group %(group)s."),
    "yotd:ev.taxes": N_("%(player)s takes %(total)s yuan (%(base)s from the card + %(extra)s from tax collectors)."),
    "yotd:ev.build": N_("%(player)s gets %(total)s palace floors (%(base)s from the card + %(extra)s from "
                        "craftsmen)."),
    "yotd:ev.harvest": N_("%(player)s takes %(total)s rice (%(base)s from the card + %(extra)s from farmers)."),
    "yotd:ev.fireworks": N_("%(player)s takes %(total)s fireworks (%(base)s from the card + %(extra)s from "
                            "pyrotechnists)."),
    "yotd:ev.parade": N_("%(player)s parades: %(total)s spaces (%(base)s from the card + %(extra)s helmets)."),
    "yotd:ev.research": N_("%(player)s scores %(total)s points (%(base)s from the card + %(extra)s books)."),
    "yotd:ev.privilege": N_("%(player)s buys a %(size)s for %(cost)s yuan (%(edition)s)."),
    "yotd:ev.wall": N_("%(player)s builds the wall tile %(tile)s (+%(amount)s); the wall has %(built)s tiles."),
    "yotd:ev.topup": N_("%(player)s skips the action and tops up with %(gain)s yuan, to %(total)s."),
    "yotd:ev.new-palace": N_("%(player)s starts a new one-floor palace (palace %(palace)s)."),
    "yotd:ev.floor": N_("%(player)s adds a floor to palace %(palace)s (now %(floors)s floors)."),
    "yotd:ev.dismiss": N_("%(player)s releases the new %(age)s %(type)s at once; the marker stays."),
    "yotd:ev.recruit": N_("%(player)s places a %(age)s %(type)s in palace %(palace)s."),
    "yotd:ev.replace": N_("%(player)s releases a %(age)s %(type)s from palace %(palace)s to make room."),
    "yotd:ev.forfeit": N_("%(player)s plays the %(type)s card: no tile is left, so nothing is gained."),
    "yotd:ev.release": N_("%(player)s releases a %(age)s %(type)s from palace %(palace)s."),
    "yotd:ev.nobody-to-release": N_("%(player)s has no person left to release."),
    "yotd:ev.demolish": N_("%(player)s loses a floor of palace %(palace)s (%(floors)s left)."),
    "yotd:ev.discard": N_("%(player)s gives up one %(good)s."),
    "yotd:ev.drop": N_("%(player)s discards a person card: %(type)s."),
    "yotd:ev.charter": N_("%(player)s uses a %(type)s's effect: +%(amount)s."),
    "yotd:ev.month": N_("Month %(month)s begins. This month's event: %(event)s."),
    "yotd:ev.groups": N_("The action cards are shuffled and dealt into %(groups)s groups."),
    "yotd:ev.no-cards": N_("%(player)s has no person card left and skips the person phase."),
    "yotd:ev.no-person-phase": N_("Month 12 has no person phase."),
    "yotd:ev.event": N_("Event of month %(month)s: %(event)s."),
    "yotd:ev.tribute": N_("%(player)s pays %(paid)s yuan in tribute (%(short)s short)."),
    "yotd:ev.drought": N_("%(player)s feeds palaces with %(paid)s rice (%(short)s inhabited palaces unfed)."),
    "yotd:ev.festival-none": N_("%(player)s has no fireworks and cannot score at the festival."),
    "yotd:ev.festival-miss": N_("%(player)s's %(fireworks)s fireworks are neither the most nor the second most."),
    "yotd:ev.festival": N_("%(player)s is rank %(rank)s with %(fireworks)s fireworks: +%(points)s points; "
                           "returns %(back)s fireworks."),
    "yotd:ev.mongols": N_("%(player)s's warriors show %(helmets)s helmets: +%(points)s points."),
    "yotd:ev.fewest-helmets": N_("%(player)s has the fewest helmets (%(helmets)s) and must release a person."),
    "yotd:ev.contagion": N_("%(player)s has %(mortars)s mortars and must release %(lose)s persons."),
    "yotd:ev.super": N_("Super Event: %(event)s."),
    "yotd:ev.lantern": N_("%(player)s scores %(points)s points for persons at the Lantern Festival."),
    "yotd:ev.buddha": N_("%(player)s scores %(points)s points for monks."),
    "yotd:ev.volcano": N_("The Volcanic Eruption moves every person marker back to 0, keeping the order."),
    "yotd:ev.assassination": N_("The Assassination Attempt: every player loses all privileges."),
    "yotd:ev.wall-points": N_("%(player)s has %(tiles)s tiles in the Great Wall: +%(points)s points."),
    "yotd:ev.wall-short": N_("The wall has %(built)s of %(needed)s tiles; %(player)s has the fewest (%(tiles)s) "
                             "and must release a person."),
    "yotd:ev.decay": N_("Palace %(palace)s of %(player)s is uninhabited and decays to %(floors)s floors."),
    "yotd:ev.winner": N_("%(player)s wins with %(points)s points, furthest on the score track."),
    "yotd:ev.setup-events": N_("Event row: two Peace tiles, then the other ten shuffled with no two identical "
                               "tiles side by side."),
    "yotd:ev.setup-tiles": N_("Person tiles for %(players)s players: %(split_young)s young and %(split_old)s old of each "
                              "split type, %(single)s of each single type."),
    "yotd:ev.setup-players": N_("Each player starts with %(yuan)s yuan, two palaces of 2 floors and 11 person "
                                "cards; the oldest player picks first, then clockwise."),
    "yotd:ev.setup-wall": N_("The Great Wall: the Build Wall action card joins the action cards, and each player "
                             "takes 6 wall tiles."),
    "yotd:ev.setup-super": N_("Super Event on month 7: %(event)s."),
    "yotd:ev.tie-break": N_("%(player)s wins the tie: furthest ahead on the person track."),
    "yotd:ok-order": N_("The player furthest ahead on the person track goes first; a marker on top of another "
                        "counts as ahead."),
    # scoring lines
    "yotd:score.palaces": N_("%(points)s points for palaces."),
    "yotd:score.court-ladies": N_("%(points)s points for court ladies' fans."),
    "yotd:score.privileges": N_("%(points)s points for dragons on privileges."),
    "yotd:points": N_("%(points)s points."),
    "yotd:points.research": N_("%(points)s points from research actions."),
    "yotd:points.festival": N_("%(points)s points at Dragon Festivals."),
    "yotd:points.mongols": N_("%(points)s points for helmets at Mongol Invasions."),
    "yotd:points.palaces": N_("%(points)s points for palaces, month by month."),
    "yotd:points.court-ladies": N_("%(points)s points for court ladies' fans, month by month."),
    "yotd:points.privileges": N_("%(points)s points for dragons on privileges, month by month."),
    "yotd:points.wall-tile": N_("%(points)s points from a Great Wall tile."),
    "yotd:points.wall": N_("%(points)s points for tiles in the Great Wall."),
    "yotd:points.super": N_("%(points)s points from the Super Event."),
    "yotd:final.persons": N_("%(points)s points for persons (2 each)."),
    "yotd:final.monks": N_("%(points)s points for monks (buddhas × palace floors)."),
    "yotd:final.money": N_("%(points)s points for money (rice and fireworks sold for 2 yuan each; 1 point per "
                           "3 yuan)."),
}
