"""What a Dragonheart move does: ``resolve`` carries out a move ``check`` found legal, then the rest of the turn.

A turn is one ``play`` move (step 1, play cards), its effect (step 2, collect cards; a ``take``
move when the player must choose between two spaces) and the refill (step 3, draw cards), which
``resolve`` carries out because nothing in it is a choice.
"""

from __future__ import annotations

from tutor.core.evolve import evolve
from tutor.core.moves import Move
from tutor.core.verdict import Event, actor_event
from tutor.games.dragonheart.components import COMPONENTS, TYPES, UNDER_SHIP
from tutor.games.dragonheart.notation import play_cards
from tutor.games.dragonheart.rules import ONE_SPACE, card_key, end_clauses
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState, other, points, replace_at, sort_cards

# The clauses of each space's effect.
EFFECT = {
    "treasure_chest": "dh.spaces.treasure-chest.no-effect",
    "fire_dragon": "dh.spaces.fire-dragon.effect",
    "petrified_dragon": "dh.spaces.petrified-dragon.no-effect",
    "sorceress": "dh.spaces.sorceress.effect",
    "troll": "dh.spaces.troll.effect",
    "dwarf": "dh.spaces.dwarf.effect",
    "knight": "dh.spaces.knight.effect",
    "huntress": "dh.spaces.huntress.effect",
    "ship": "dh.spaces.ship.effect",
}
SCORE = {
    "fire_dragon": "dh.spaces.fire-dragon.score",
    "sorceress": "dh.spaces.sorceress.score",
    "troll": "dh.spaces.troll.score",
    "dwarf": "dh.spaces.dwarf.score",
    "knight": "dh.spaces.knight.score",
    "huntress": "dh.spaces.huntress.score",
}
TO_SHIP = {
    "knight": ("dh.spaces.knight.to-ship", "dh.spaces.knight.off-board"),
    "huntress": ("dh.spaces.huntress.to-ship", "dh.spaces.huntress.off-board"),
}
DEPARTURE = ("dh.spaces.ship.departure", "dh.spaces.ship.departure-2", "dh.spaces.ship.departure-3")
MULTI = ("dwarf", "knight", "huntress", "ship")

# The events of every turn (a play, a draw, the next turn; a play waiting for more cards, a space without effect,
# a collection) are built directly as ``actor_event`` would build them: their parameters written already sorted by
# name, as ``freeze_params`` sorts them (the same values, so the same events; this is the hot path of random play).
PLAYS = ("dh.turn.play.cards", "dh.turn.play.reveal-values")
NEXT_TURN = ("dh.turn.draw.next-turn", "dh.turn.alternate")
DRAW = ("dh.turn.draw.refill",)
DRAW_DRAGON = ("dh.turn.draw.refill", "dh.spaces.sorceress.hand-size")
NO_EFFECT = {space: ("dh.turn.play.no-effect-spaces", EFFECT[space]) for space in ("treasure_chest", "petrified_dragon")}
WAITING = {space: ("dh.turn.play.outlines.activation", EFFECT[space]) for space in MULTI}
CARD_KEY = {t: card_key(t) for t in TYPES}


def resolve(state: DragonheartState, move: Move) -> tuple[DragonheartState, tuple[Event, ...]]:
    if move.kind == "start":
        chosen = int(move.args[0]) - 1
        ev = actor_event("dh.starts", "dh.setup.first-player", state.youngest, other=chosen)
        return evolve(state, phase="play", turn=chosen), (ev,)
    if move.kind == "play":
        return _play(state, move)
    return _take(state, str(move.args[0]))


def _play(s: DragonheartState, move: Move) -> tuple[DragonheartState, tuple[Event, ...]]:
    player = s.turn
    space = str(move.args[0])
    hand = list(s.hands[player])
    played: list[int] = []
    for t, v in play_cards(move):
        for card in hand:  # the first card of that type and value, as the hand is ordered
            if CARD_VALUE[card] == v and CARD_TYPE[card] == t:
                break
        else:
            raise StopIteration  # as the ``next(...)`` this loop replaces: a card not in the hand
        hand.remove(card)
        played.append(card)
    on_space = (*s.space(space), *played)
    s = evolve(s, hands=replace_at(s.hands, player, tuple(hand)), spaces=s.with_space(space, on_space))
    values = tuple(CARD_VALUE[x] for x in played)
    key = CARD_KEY[space]
    events = [Event("dh.plays", PLAYS, (("card", key), ("count", len(played)), ("player", player), ("space", key),
                                        ("values", values)), player)]
    s, more = _effect(s, player, space, len(played))
    events.extend(more)
    if s.phase == "choose":
        return s, tuple(events)
    s, more = _finish_turn(s, player, space)
    events.extend(more)
    return s, tuple(events)


def _effect(s: DragonheartState, player: int, space: str, n: int) -> tuple[DragonheartState, list[Event]]:
    """Step 2 of a turn: what the play on ``space`` collects (or the choice it asks for)."""
    outlines = COMPONENTS.outlines[space]
    if space in ("treasure_chest", "petrified_dragon"):
        return s, [Event("dh.no-effect", NO_EFFECT[space], (("player", player), ("space", CARD_KEY[space])), player)]
    if space in MULTI and len(s.space(space)) < outlines:
        have = len(s.space(space))
        return s, [Event("dh.waiting", WAITING[space], (("have", have), ("left", outlines - have), ("outlines", outlines),
                                                        ("player", player), ("space", CARD_KEY[space])), player)]
    once = ("dh.turn.play.once-per-turn",) if n > 1 and outlines == 1 else ()
    if space in ("sorceress", "knight"):
        sources = COMPONENTS.collects[space]
        full = [src for src in sources if s.space(src)]
        if len(full) == 2:
            ev = actor_event("dh.must-choose", (EFFECT[space], ONE_SPACE[space], *once), player, pending=card_key(space),
                       spaces=tuple(card_key(x) for x in sources))
            return evolve(s, phase="choose", pending=space), [ev]
        if not full:
            return s, [actor_event("dh.nothing-to-collect", ("dh.spaces.empty-space", EFFECT[space], "dh.turn.collect.cards"),
                             player, pending=card_key(space), spaces=tuple(card_key(x) for x in sources))]
        empty = next(x for x in sources if x not in full)
        first = actor_event("dh.only-source", ("dh.spaces.empty-space", EFFECT[space], ONE_SPACE[space]), player,
                      pending=card_key(space), space=card_key(full[0]), empty=card_key(empty))
        s, evs = _collect(s, player, space, full[0], once)
        return s, [first, *evs]
    src = COMPONENTS.collects[space][0]
    return _collect(s, player, space, src, once)


def _collect(s: DragonheartState, player: int, space: str, src: str, extra: tuple[str, ...] = ()) -> tuple[DragonheartState,
                                                                                                      list[Event]]:
    """Take every card of ``src`` into ``player``'s score pile (and what follows from it)."""
    clauses = (EFFECT[space], *((SCORE[space],) if space in SCORE else ()), *extra)
    cards = s.under_ship if src == UNDER_SHIP else s.space(src)
    events: list[Event] = []
    if not cards and src == UNDER_SHIP:
        events.append(actor_event("dh.nothing-under-ship", ("dh.spaces.empty-space", EFFECT[space]), player))
    elif not cards:
        events.append(actor_event("dh.nothing-to-collect-from", ("dh.spaces.empty-space", EFFECT[space]), player,
                            pending=card_key(space), space=card_key(src)))
    else:
        pile = (*s.scores[player], *cards)
        emptied = {"under_ship": ()} if src == UNDER_SHIP else {"spaces": s.with_space(src, ())}
        s = evolve(s, scores=replace_at(s.scores, player, pile), **emptied)
        values = tuple(sorted(CARD_VALUE[x] for x in cards))
        if src == UNDER_SHIP:
            kinds = tuple(card_key(t) for t in TYPES if any(CARD_TYPE[x] == t for x in cards))
            events.append(actor_event("dh.collects-under-ship", (*clauses, "dh.turn.collect.score-pile"), player, cards=kinds,
                                count=len(cards), points=points(cards), values=values))
        else:
            key = CARD_KEY[src]
            events.append(Event("dh.collects", (*clauses, "dh.turn.collect.score-pile"),
                                (("card", key), ("count", len(cards)), ("player", player), ("points", points(cards)),
                                 ("space", key), ("values", values)), player))
        if src == "petrified_dragon":
            s, more = _take_dragon(s, player)
            events.extend(more)
    if space == "ship":
        s, more = _depart(s, player)
        events.extend(more)
    return s, events


def _take_dragon(s: DragonheartState, player: int) -> tuple[DragonheartState, list[Event]]:
    o = other(player)
    if s.dragon == player:
        return s, [actor_event("dh.keeps-dragon", ("dh.spaces.sorceress.great-dragon",), player)]
    events = [actor_event("dh.takes-dragon", ("dh.spaces.sorceress.great-dragon", "dh.spaces.sorceress.hand-size"), player,
                    size=COMPONENTS.dragon_hand_size)]
    from_opponent = s.dragon == o
    s = evolve(s, dragon=player)
    if from_opponent:
        size = COMPONENTS.hand_size
        hand = list(s.hands[o])
        if len(hand) <= size:
            events.append(actor_event("dh.hand-already-small", ("dh.spaces.sorceress.opponent-hand",), player, other=o,
                                count=len(hand), size=size))
        deck = list(s.decks[o])
        returned = 0
        rng = s.rng
        while len(hand) > size:
            i, rng = rng.below(len(hand))
            deck.insert(0, hand.pop(i))
            returned += 1
        if returned:
            events.append(actor_event("dh.card-returned", ("dh.spaces.sorceress.opponent-hand", "dh.spaces.sorceress.reduce-hand",
                                                     "dh.spaces.sorceress.redraw"), player, other=o, count=returned, size=size))
            known = replace_at_int(s.known_top, o, s.known_top[o] + returned)
            s = evolve(s, hands=replace_at(s.hands, o, tuple(hand)), decks=replace_at(s.decks, o, tuple(deck)),
                        rng=rng, known_top=known)
    return s, events


def _depart(s: DragonheartState, player: int) -> tuple[DragonheartState, list[Event]]:
    ships = s.space("ship")
    departures = (*s.departures, ships)
    n = len(departures)
    s = evolve(s, departures=departures, spaces=s.with_space("ship", ()))
    events = [actor_event("dh.departs", ("dh.turn.collect.move-off", DEPARTURE[min(n, 3) - 1]), player, n=n)]
    if n == COMPONENTS.departures_to_end and s.final_turn is None:
        s = evolve(s, final_turn=other(player), end_trigger=s.end_trigger or "ships")
        events.append(actor_event("dh.end-ships", ("dh.spaces.ship.game-end", "dh.end.trigger", "dh.end.final-turn"), player,
                            other=other(player), n=n))
    elif n > COMPONENTS.departures_to_end:
        events.append(actor_event("dh.departs-after-end", ("dh.end.final-turn",), player, n=n))
    return s, events


def _take(s: DragonheartState, src: str) -> tuple[DragonheartState, tuple[Event, ...]]:
    player = s.turn
    pending = s.pending or ""
    first = actor_event("dh.chooses", (EFFECT[pending], ONE_SPACE[pending]), player, pending=card_key(pending),
                        space=card_key(src))
    s = evolve(s, phase="play", pending=None)
    s, events = _collect(s, player, pending, src)
    s, more = _finish_turn(s, player, pending)
    return s, (first, *events, *more)


def _finish_turn(s: DragonheartState, player: int, space: str) -> tuple[DragonheartState, list[Event]]:
    """The rest of step 2 (Knights and Huntresses go below the Ship), step 3 (draw), the next turn."""
    events: list[Event] = []
    if space in TO_SHIP and len(s.space(space)) == COMPONENTS.outlines[space]:
        moved = s.space(space)
        s = evolve(s, spaces=s.with_space(space, ()), under_ship=(*s.under_ship, *moved))
        events.append(actor_event("dh.to-ship", ("dh.turn.collect.move-off", *TO_SHIP[space]), player, card=card_key(space),
                            count=len(moved)))
    drawn, more = _draw(s, player)
    events.extend(more)
    if "final_turn" in drawn:  # the deck ran out: the end as it now stands
        s = evolve(s, **drawn)
        drawn = {}
    if s.final_turn == player:
        events.append(actor_event("dh.game-over", (*end_clauses(s), "dh.end.hands-void"), player))
        return evolve(s, phase="over", turn_no=s.turn_no + 1, **drawn), events
    o = 1 - player  # other(player)
    if s.final_turn == o:
        events.append(actor_event("dh.final-turn", end_clauses(s), o))
    else:
        events.append(Event("dh.next-turn", NEXT_TURN, (("player", o),), o))
    return evolve(s, turn=o, turn_no=s.turn_no + 1, **drawn), events


def _draw(s: DragonheartState, player: int) -> tuple[dict[str, object], list[Event]]:
    """Step 3: the changes to ``s`` the refill makes (applied by the caller with the next turn's, in one copy)."""
    size = s.hand_size(player)
    need = size - len(s.hands[player])
    size_clauses = DRAW_DRAGON if s.dragon == player else DRAW
    if need <= 0:
        return {}, [Event("dh.hand-full", size_clauses, (("player", player), ("size", size)), player)]
    deck = s.decks[player]
    if not deck:
        if s.final_turn is None:
            return ({"final_turn": other(player), "end_trigger": s.end_trigger or "deck"},
                    [actor_event("dh.end-deck", ("dh.end.deck-out", "dh.end.deck-out.final-turn"), player, other=other(player))])
        return {}, [actor_event("dh.cannot-draw", ("dh.end.deck-out",), player)]
    drawn = deck[:need]
    changes: dict[str, object] = {
        "decks": replace_at(s.decks, player, deck[need:]),
        "hands": replace_at(s.hands, player, sort_cards((*s.hands[player], *drawn)))}
    if s.known_top[player]:  # (none known: the count stays 0, the tuple as it was)
        changes["known_top"] = replace_at_int(s.known_top, player, max(0, s.known_top[player] - len(drawn)))
    events = [Event("dh.draws", size_clauses, (("count", len(drawn)), ("player", player), ("size", size)), player)]
    if len(drawn) < need:
        events.append(actor_event("dh.deck-short", ("dh.turn.draw.refill", "dh.end.deck-out"), player, count=len(drawn),
                                  need=need))
    return changes, events


def replace_at_int(items: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return (*items[:i], value, *items[i + 1:])
