"""What each reason and event code says (English message ids of the ``tutor`` domain)."""

from __future__ import annotations

from tutor.core.game import Message
from tutor.text.ui import N_, nN_, when_none, when_value

MESSAGES: dict[str, Message] = {
    # violations
    "yotd:game-over": N_("The game is over."),
    "yotd:event-next": N_("Nobody moves now: the month's event comes next, and the rules carry it out."),
    "yotd:task-first": N_("First %(player)s must %(task)s."),
    "yotd:not-now": N_("That move is not possible now: this is the %(phase)s."),
    "yotd:not-your-turn": N_("It is %(player)s's turn."),
    "yotd:pick-same": N_("Your two starting persons must be different: you chose %(type)s twice."),
    "yotd:tile-gone": N_("No %(age)s %(type)s tile is left on the display."),
    "yotd:tile-gone-single": N_("No %(type)s tile is left on the display."),
    "yotd:pair-taken": N_("An earlier player already took the pair %(first)s + %(second)s."),
    "yotd:palace-full": N_("Palace %(palace)s has no room: a palace holds one person per floor."),
    "yotd:no-group": nN_("There is no group %(group)s: this month has %(groups)s group.",
                         "There is no group %(group)s: this month has %(groups)s groups.", "groups"),
    "yotd:not-in-group": N_("Group %(group)s does not hold the %(action)s action."),
    "yotd:privilege-size": N_("Say which privilege you buy: small or large."),
    "yotd:wall-tile-needed": N_("Say which of your wall tiles you build."),
    "yotd:wall-tile-used": N_("You have already built your wall tile %(tile)s."),
    "yotd:no-wall-tiles": N_("You have built all your wall tiles: none is left."),
    "yotd:wall-complete": nN_("The Great Wall is complete: it holds at most %(most)s tile.",
                              "The Great Wall is complete: it holds at most %(most)s tiles.", "most"),
    "yotd:no-detail": N_("The %(action)s action takes no extra choice."),
    "yotd:fee": N_("This group already holds a dragon: you must pay %(need)s yuan, and you have %(have)s."),
    "yotd:privilege-cost": N_("This privilege costs %(cost)s yuan (%(edition)s), and you have %(have)s."),
    "yotd:small-privilege-cost": N_("The small privilege costs %(cost)s yuan, and you have %(have)s."),
    "yotd:fee-and-privilege": N_("You need %(need)s yuan: %(fee)s for the occupied group and %(cost)s for the "
                                 "privilege (%(edition)s); you have %(have)s."),
    "yotd:fee-and-small-privilege": N_("You need %(need)s yuan: %(fee)s for the occupied group and %(cost)s for "
                                       "the small privilege; you have %(have)s."),
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
    "yotd:joker-not-sold-out": nN_("A joker card may take any person tile, and %(left)s tile is still on the display: "
                                   "you must take it.",
                                   "A joker card may take any person tile, and %(left)s tiles are still on the display: "
                                   "you must take one.", "left"),
    "yotd:release-palace": N_("This person must come from the palace that lost floors, not from palace %(palace)s."),
    "yotd:drought-distinct": N_("Palace %(palace)s has already lost a person to this drought: choose another "
                                "unfed palace."),
    "yotd:demolish-who": N_("Palace %(palace)s is full: say which person leaves with the floor."),
    "yotd:demolish-room": N_("Palace %(palace)s has room: no one has to leave with the floor."),
    "yotd:no-good": when_value(N_("You have no %(good)s to give up."), "good", {  # each good in its own words
        "item.yuan": N_("You have no yuan to give up."), "item.rice": N_("You have no rice tile to give up."),
        "item.firework": N_("You have no fireworks tile to give up.")}),
    "yotd:no-voluntary-release": N_("No one may release a person by choice: only an event or a full court forces "
                                    "a release."),
    # grounds
    "yotd:ok-pick": N_("Two different young persons, a pair no earlier player took; your person marker advances "
                       "by their values."),
    "yotd:ok-action": N_("You may take any action of group %(group)s: %(action)s."),
    "yotd:ok-fee": N_("The group already holds a dragon, so you pay %(fee)s yuan."),
    "yotd:ok-topup": N_("You skip the action phase and top your yuan up to 3 (+%(gain)s)."),
    "yotd:ok-topup-none": N_("You skip the action phase; you already have 3 yuan or more, so you take none."),
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
    # said of a release already made (the verdict is read after it): never a requirement it has met
    "yotd:ok-release": when_none(nN_("You had %(count)s person to release: this is that release.",
                                     "You had %(count)s persons to release: this is one of them.", "count"),
                                 N_("You need not release anyone.")),
    "yotd:ok-demolish": N_("The Earthquake destroys one of your palace floors."),
    "yotd:ok-discard": N_("The Flood takes half of your yuan, rice and fireworks, in any mix you choose."),
    "yotd:ok-drop": N_("The Tornado takes two of your person cards."),
    "yotd:ok-charter": N_("The Charter lets you use one of your persons' effects once."),
    # events
    "yotd:ev.pick": N_("%(player)s takes a young %(type)s into palace %(palace)s."),
    "yotd:ev.track": nN_("%(player)s moves %(spaces)s space on the person track, to space %(track)s.",
                         "%(player)s moves %(spaces)s spaces on the person track, to space %(track)s.", "spaces"),
    "yotd:ev.stack": N_("%(player)s lands on an occupied space (%(track)s) and is placed on top."),
    "yotd:ev.fee": N_("%(player)s pays %(fee)s yuan to join group %(group)s."),
    # a gain with nothing from the persons says so, never "+ 0 from farmers"
    "yotd:ev.taxes": when_none(
        N_("%(player)s takes %(total)s yuan (%(base)s from the card + %(extra)s from tax collectors)."),
        N_("%(player)s takes %(total)s yuan, all from the card."), "extra"),
    "yotd:ev.build": when_none(
        nN_("%(player)s gets %(total)s palace floor (%(base)s from the card + %(extra)s from craftsmen).",
            "%(player)s gets %(total)s palace floors (%(base)s from the card + %(extra)s from craftsmen).", "total"),
        nN_("%(player)s gets %(total)s palace floor, from the card.",
            "%(player)s gets %(total)s palace floors, all from the card.", "total"), "extra"),
    "yotd:ev.harvest": when_none(
        N_("%(player)s takes %(total)s rice (%(base)s from the card + %(extra)s from farmers)."),
        N_("%(player)s takes %(total)s rice, all from the card."), "extra"),
    "yotd:ev.fireworks": when_none(
        nN_("%(player)s takes %(total)s firework (%(base)s from the card + %(extra)s from pyrotechnists).",
            "%(player)s takes %(total)s fireworks (%(base)s from the card + %(extra)s from pyrotechnists).", "total"),
        nN_("%(player)s takes %(total)s firework, from the card.",
            "%(player)s takes %(total)s fireworks, all from the card.", "total"), "extra"),
    "yotd:ev.parade": when_none(
        nN_("%(player)s parades: %(total)s space (%(base)s from the card + %(extra)s from helmets).",
            "%(player)s parades: %(total)s spaces (%(base)s from the card + %(extra)s from helmets).", "total"),
        nN_("%(player)s parades: %(total)s space, from the card.",
            "%(player)s parades: %(total)s spaces, all from the card.", "total"), "extra"),
    "yotd:ev.research": when_none(
        nN_("%(player)s scores %(total)s point (%(base)s from the card + %(extra)s from books).",
            "%(player)s scores %(total)s points (%(base)s from the card + %(extra)s from books).", "total"),
        nN_("%(player)s scores %(total)s point, from the card.",
            "%(player)s scores %(total)s points, all from the card.", "total"), "extra"),
    "yotd:ev.privilege": N_("%(player)s buys a large privilege for %(cost)s yuan (%(edition)s)."),
    "yotd:ev.privilege-small": N_("%(player)s buys a small privilege for %(cost)s yuan."),
    "yotd:ev.wall": nN_("%(player)s builds the wall tile %(tile)s (+%(amount)s); the wall has %(built)s tile.",
                        "%(player)s builds the wall tile %(tile)s (+%(amount)s); the wall has %(built)s tiles.",
                        "built"),
    # English "yuan" has one form, Spanish two (yuan, yuanes): a plural entry whose English forms are the same
    "yotd:ev.topup": nN_("%(player)s skips the action and tops up with %(gain)s yuan, to %(total)s.",
                         "%(player)s skips the action and tops up with %(gain)s yuan, to %(total)s.", "gain"),
    "yotd:ev.topup-none": N_("%(player)s skips the action; with %(total)s yuan already, they take none."),
    "yotd:ev.new-palace": N_("%(player)s starts a new one-floor palace (palace %(palace)s)."),
    "yotd:ev.floor": nN_("%(player)s adds a floor to palace %(palace)s (now %(floors)s floor).",
                         "%(player)s adds a floor to palace %(palace)s (now %(floors)s floors).", "floors"),
    "yotd:ev.dismiss": N_("%(player)s releases the new %(type)s (%(age)s) at once; the marker stays."),
    "yotd:ev.dismiss-single": N_("%(player)s releases the new %(type)s at once; the marker stays."),
    "yotd:ev.recruit": N_("%(player)s places a %(type)s (%(age)s) in palace %(palace)s."),
    "yotd:ev.recruit-single": N_("%(player)s places a %(type)s in palace %(palace)s."),
    "yotd:ev.replace": N_("%(player)s releases a %(type)s (%(age)s) from palace %(palace)s to make room."),
    "yotd:ev.replace-single": N_("%(player)s releases a %(type)s from palace %(palace)s to make room."),
    "yotd:ev.forfeit": N_("%(player)s plays the %(type)s card: no tile is left, so nothing is gained."),
    "yotd:ev.release": N_("%(player)s releases a %(type)s (%(age)s) from palace %(palace)s."),
    "yotd:ev.release-single": N_("%(player)s releases a %(type)s from palace %(palace)s."),
    "yotd:ev.nobody-to-release": N_("%(player)s has no person left to release."),
    "yotd:ev.demolish": when_none(nN_("%(player)s loses a floor of palace %(palace)s (%(floors)s floor left).",
                                      "%(player)s loses a floor of palace %(palace)s (%(floors)s floors left).", "floors"),
                                  N_("%(player)s loses the last floor of palace %(palace)s.")),
    "yotd:ev.discard": when_value(N_("%(player)s gives up one %(good)s."), "good", {  # each good its own counter
        "item.yuan": N_("%(player)s gives up one yuan."), "item.rice": N_("%(player)s gives up one rice tile."),
        "item.firework": N_("%(player)s gives up one fireworks tile.")}),
    "yotd:ev.super-revealed": N_("The hidden Super Event is revealed: %(event)s."),
    "yotd:ev.forced": N_("%(player)s has only one way to %(task)s: the tutor does it for them."),
    "yotd:ev.drop": N_("%(player)s discards a person card: %(type)s."),
    "yotd:ev.charter": N_("%(player)s uses a %(type)s's effect: it protects only against Contagion, so nothing is "
                          "gained now."),
    "yotd:ev.charter-points": nN_("%(player)s uses a %(type)s's effect: +%(amount)s point.",
                                  "%(player)s uses a %(type)s's effect: +%(amount)s points.", "amount"),
    "yotd:ev.charter-rice": nN_("%(player)s uses a %(type)s's effect: +%(amount)s rice tile.",
                                "%(player)s uses a %(type)s's effect: +%(amount)s rice tiles.", "amount"),
    "yotd:ev.charter-yuan": nN_("%(player)s uses a %(type)s's effect: +%(amount)s yuan.",
                                "%(player)s uses a %(type)s's effect: +%(amount)s yuan.", "amount"),
    "yotd:ev.charter-fireworks": nN_("%(player)s uses a %(type)s's effect: +%(amount)s firework tile.",
                                     "%(player)s uses a %(type)s's effect: +%(amount)s fireworks tiles.", "amount"),
    "yotd:ev.charter-spaces": nN_("%(player)s uses a %(type)s's effect: %(amount)s space forward on the person track.",
                                  "%(player)s uses a %(type)s's effect: %(amount)s spaces forward on the person track.",
                                  "amount"),
    "yotd:ev.charter-floors": nN_("%(player)s uses a %(type)s's effect: %(amount)s new palace floor to place.",
                                  "%(player)s uses a %(type)s's effect: %(amount)s new palace floors to place.", "amount"),
    "yotd:ev.month": N_("Month %(month)s begins. This month's event: %(event)s."),
    "yotd:ev.groups": nN_("The action cards are shuffled and dealt into %(groups)s group.",
                          "The action cards are shuffled and dealt into %(groups)s groups.", "groups"),
    "yotd:ev.no-cards": N_("%(player)s has no person card left and skips the person phase."),
    "yotd:ev.no-person-phase": N_("Month 12 has no person phase."),
    "yotd:ev.event": N_("Event of month %(month)s: %(event)s."),
    "yotd:ev.tribute-paid": N_("%(player)s pays the 4 yuan of tribute."),
    "yotd:ev.tribute": when_none(nN_("%(player)s pays %(paid)s of the 4 yuan of tribute: %(short)s yuan short.",
                                     "%(player)s pays %(paid)s of the 4 yuan of tribute: %(short)s yuan short.", "short"),
                                 N_("%(player)s has no yuan to pay the 4 yuan of tribute: 4 yuan short."), "paid"),
    "yotd:ev.drought": when_none(
        N_("%(player)s feeds palaces with %(paid)s rice (inhabited palaces unfed: %(short)s)."),
        N_("%(player)s spends no rice on the palaces (inhabited palaces unfed: %(short)s)."), "paid"),
    "yotd:ev.festival-none": N_("%(player)s has no fireworks and cannot score at the festival."),
    "yotd:ev.festival-miss": nN_("%(player)s's %(fireworks)s firework is neither the most nor the second most.",
                                 "%(player)s's %(fireworks)s fireworks are neither the most nor the second most.",
                                 "fireworks"),
    "yotd:ev.festival": nN_("%(player)s is rank %(rank)s (fireworks: %(fireworks)s): +%(points)s point; "
                            "fireworks returned: %(back)s.",
                            "%(player)s is rank %(rank)s (fireworks: %(fireworks)s): +%(points)s points; "
                            "fireworks returned: %(back)s.", "points"),
    "yotd:ev.mongols": when_none(nN_("%(player)s's warriors show %(points)s helmet: +%(points)s point.",
                                     "%(player)s's warriors show %(points)s helmets: +%(points)s points.", "points"),
                                 N_("%(player)s's warriors show no helmet: no points.")),
    "yotd:ev.owes-release": when_none(nN_("%(player)s must release %(count)s person, in person-track order.",
                                          "%(player)s must release %(count)s persons, in person-track order.", "count"),
                                      N_("%(player)s need not release anyone.")),
    "yotd:ev.fewest-helmets": N_("%(player)s has the fewest helmets (%(helmets)s) and must release a person."),
    "yotd:ev.contagion": when_none(
        nN_("%(player)s must release %(lose)s person (mortars on healers: %(mortars)s).",
            "%(player)s must release %(lose)s persons (mortars on healers: %(mortars)s).", "lose"),
        N_("%(player)s need not release anyone (mortars on healers: %(mortars)s).")),
    "yotd:ev.super": N_("Super Event: %(event)s."),
    "yotd:ev.lantern": nN_("%(player)s scores %(points)s point for persons at the Lantern Festival.",
                           "%(player)s scores %(points)s points for persons at the Lantern Festival.", "points"),
    "yotd:ev.buddha": nN_("%(player)s scores %(points)s point for monks.",
                          "%(player)s scores %(points)s points for monks.", "points"),
    "yotd:ev.eclipse-no-wall": N_("The Solar Eclipse repeats the Mongol Invasion, not its Great Wall check: the wall "
                                  "is checked at the two Mongol Invasion tiles only (the tutor's reading)."),
    "yotd:ev.volcano": N_("The Volcanic Eruption moves every person marker back to 0, keeping the order."),
    "yotd:ev.assassination": N_("The Assassination Attempt: every player loses all privileges."),
    "yotd:ev.wall-points": when_none(
        nN_("%(player)s has %(points)s tile in the Great Wall: +%(points)s point.",
            "%(player)s has %(points)s tiles in the Great Wall: +%(points)s points.", "points"),
        N_("%(player)s has no tile in the Great Wall: no points.")),
    "yotd:ev.wall-short": when_none(
        nN_("The wall has %(built)s of %(needed)s tile; %(player)s has the fewest (%(tiles)s) and must release a person.",
            "The wall has %(built)s of %(needed)s tiles; %(player)s has the fewest (%(tiles)s) and must release a person.",
            "needed"),
        nN_("The wall has no tile yet (%(needed)s needed); %(player)s has the fewest (%(tiles)s) and must release a "
            "person.",
            "The wall has no tile yet (%(needed)s needed); %(player)s has the fewest (%(tiles)s) and must release a "
            "person.", "needed"), "built"),
    "yotd:ev.decay": nN_("Palace %(palace)s of %(player)s is uninhabited and decays to %(floors)s floor.",
                         "Palace %(palace)s of %(player)s is uninhabited and decays to %(floors)s floors.", "floors"),
    "yotd:ev.vanish": N_("Palace %(palace)s of %(player)s is uninhabited and had a single floor: it vanishes."),
    "yotd:ev.winner": nN_("%(player)s wins with %(points)s point, furthest on the score track.",
                          "%(player)s wins with %(points)s points, furthest on the score track.", "points"),
    "yotd:ev.setup-events": N_("Event row: two Peace tiles, then the other ten shuffled with no two identical "
                               "tiles side by side."),
    "yotd:ev.setup-tiles": N_("Person tiles, players: %(players)s. Of each split type %(split_young)s young and "
                              "%(split_old)s old; of each single type %(single)s."),
    "yotd:ev.setup-players": N_("Each player starts with %(yuan)s yuan, two palaces of 2 floors and 11 person "
                                "cards; the oldest player picks first, then clockwise."),
    "yotd:ev.setup-wall": N_("The Great Wall: the Build Wall action card joins the action cards, and each player "
                             "takes 6 wall tiles."),
    "yotd:ev.setup-super": N_("Super Event on month 7: %(event)s."),
    "yotd:ev.setup-super-hidden": N_("A Super Event lies face down on month 7: nobody knows which one until it takes place."),
    "yotd:ev.tie-break": N_("%(player)s wins the tie: furthest ahead on the person track."),
    "yotd:ok-order": N_("The player furthest ahead on the person track goes first; a marker on top of another "
                        "counts as ahead."),
    # month scoring, as it happens: each line names its player
    "yotd:ev.score.palaces": nN_("%(player)s scores %(points)s point for palaces.",
                                "%(player)s scores %(points)s points for palaces.", "points"),
    "yotd:ev.score.court-ladies": nN_("%(player)s scores %(points)s point for court ladies' fans.",
                                     "%(player)s scores %(points)s points for court ladies' fans.", "points"),
    "yotd:ev.score.privileges": nN_("%(player)s scores %(points)s point for dragons on privileges.",
                                   "%(player)s scores %(points)s points for dragons on privileges.", "points"),
    # scoring lines
    "yotd:score.palaces": nN_("%(points)s point for palaces.",
                             "%(points)s points for palaces.", "points"),
    "yotd:score.court-ladies": nN_("%(points)s point for court ladies' fans.",
                                  "%(points)s points for court ladies' fans.", "points"),
    "yotd:score.privileges": nN_("%(points)s point for dragons on privileges.",
                                "%(points)s points for dragons on privileges.", "points"),
    "yotd:points": nN_("%(points)s point.",
                      "%(points)s points.", "points"),
    "yotd:points.research": nN_("%(points)s point from research actions.",
                               "%(points)s points from research actions.", "points"),
    "yotd:points.festival": nN_("%(points)s point at Dragon Festivals.",
                               "%(points)s points at Dragon Festivals.", "points"),
    "yotd:points.mongols": nN_("%(points)s point for helmets at Mongol Invasions.",
                              "%(points)s points for helmets at Mongol Invasions.", "points"),
    "yotd:points.palaces": nN_("%(points)s point for palaces, month by month.",
                              "%(points)s points for palaces, month by month.", "points"),
    "yotd:points.court-ladies": nN_("%(points)s point for court ladies' fans, month by month.",
                                   "%(points)s points for court ladies' fans, month by month.", "points"),
    "yotd:points.privileges": nN_("%(points)s point for dragons on privileges, month by month.",
                                 "%(points)s points for dragons on privileges, month by month.", "points"),
    "yotd:points.wall-tile": nN_("%(points)s point from a Great Wall tile.",
                                "%(points)s points from a Great Wall tile.", "points"),
    "yotd:points.wall": nN_("%(points)s point for tiles in the Great Wall.",
                           "%(points)s points for tiles in the Great Wall.", "points"),
    "yotd:points.super": nN_("%(points)s point from the Super Event.",
                            "%(points)s points from the Super Event.", "points"),
    "yotd:final.persons": nN_("%(points)s point for persons (2 each).",
                             "%(points)s points for persons (2 each).", "points"),
    "yotd:final.monks": nN_("%(points)s point for monks (buddhas × palace floors).",
                           "%(points)s points for monks (buddhas × palace floors).", "points"),
    "yotd:final.money": nN_("%(points)s point for money (rice and fireworks sold for 2 yuan each; 1 point per "
                            "3 yuan).",
                            "%(points)s points for money (rice and fireworks sold for 2 yuan each; 1 point per "
                            "3 yuan).", "points"),
}

# Why a scenario's position is drawn for its case rather than reached in play (a scenario's ``drawing:``).
DRAWINGS = (
    N_("Drawn for this case, not reached in play: after month 7's person phase every player holds four person "
       "cards, so the Tornado never takes a whole hand."),
)
