"""Move notation for In the Year of the Dragon.

    pick <type> <palace> <type> <palace>     the two starting persons and where each goes
    action <group> <action> [small|large|<wall tile>]   take an action from a group (1-based)
    topup                                    skip the action phase and top your yuan up to 3
    floor <palace>|new                       place one newly built floor
    recruit <type> <age> <palace> [joker]    play a person card (or a joker) and place the tile
    replace <type> <age> <palace> <slot> [joker]   all palaces full: the person at slot leaves
    dismiss <type> <age> [joker]             all palaces full: release the newcomer at once
    forfeit <card>                           play a card whose tiles are all gone (gain nothing)
    release <palace> <slot>                  release a person an event (or rule) demands
    demolish <palace> [slot]                 Earthquake: lose a palace floor (a full palace: who leaves)
    discard yuan|rice|firework               Flood: give up one good
    drop <card>                              Tornado: discard a person card
    charter <palace> <slot>                  Charter: use a person's effect once
Palaces and slots count from 1, left to right.
"""

from __future__ import annotations

from tutor.core.errors import N_
from tutor.core.moves import ArgSpec, MoveSchema
from tutor.games.year_of_the_dragon.components import AGES, COMPONENTS, PERSON_TYPES

TYPE = ArgSpec("type", choices=PERSON_TYPES, label=N_("person type"))
AGE = ArgSpec("age", choices=AGES, label=N_("age"))
PALACE = ArgSpec("palace", low=1, high=50, label=N_("palace"))
SLOT = ArgSpec("slot", low=1, high=3, label=N_("place in the palace"))
JOKER = ArgSpec("joker", choices=("joker",), optional=True, label=N_("joker"))
DETAILS = ("small", "large", *COMPONENTS.wall_tiles)
CARDS = (*PERSON_TYPES, "joker")

SCHEMA = MoveSchema({
    "pick": (ArgSpec("first", choices=PERSON_TYPES, label=N_("first person")),
             ArgSpec("palace1", low=1, high=2, label=N_("first person's palace")),
             ArgSpec("second", choices=PERSON_TYPES, label=N_("second person")),
             ArgSpec("palace2", low=1, high=2, label=N_("second person's palace"))),
    "action": (ArgSpec("group", low=1, high=8, label=N_("action group")),
               ArgSpec("action", choices=(*COMPONENTS.actions, COMPONENTS.wall_action), label=N_("action")),
               ArgSpec("detail", choices=DETAILS, optional=True, label=N_("privilege size or wall tile"))),
    "topup": (),
    "floor": (ArgSpec("palace", low=1, high=50, words=("new",), label=N_("palace")),),
    "recruit": (TYPE, AGE, PALACE, JOKER),
    "replace": (TYPE, AGE, PALACE, SLOT, JOKER),
    "dismiss": (TYPE, AGE, JOKER),
    "forfeit": (ArgSpec("card", choices=CARDS, label=N_("person card")),),
    "release": (PALACE, SLOT),
    "demolish": (PALACE, ArgSpec("slot", low=1, high=3, optional=True, label=N_("place in the palace"))),
    "discard": (ArgSpec("good", choices=("yuan", "rice", "firework"), label=N_("good")),),
    "drop": (ArgSpec("card", choices=CARDS, label=N_("person card")),),
    "charter": (PALACE, SLOT),
})
