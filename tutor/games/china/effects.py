"""The effects of China's moves: placing pieces (and scoring a filled region at once), drawing, exchanging, ending a turn."""

from __future__ import annotations

from typing import Any

from tutor.core import Checks, Event, Move
from tutor.core.evolve import evolve
from tutor.core.verdict import actor_event
from tutor.games.china.boardfile import index
from tutor.games.china.components import COMPONENTS
from tutor.games.china.notation import DECK, parse_place
from tutor.games.china.placing import cards_key, ckey
from tutor.games.china.scoring import house_event, house_scoring
from tutor.games.china.state import DRAW, EMPTY, MAIN, OVER, ChinaState, region_house_counts, sort_cards

HAND = COMPONENTS.hand
OPEN = COMPONENTS.open


def resolve(state: ChinaState, move: Move) -> tuple[ChinaState, tuple[Event, ...]]:
    """Carry out a legal move: the new state and the events that tell what happened, each with its clauses."""
    events: list[Event] = []
    if move.kind == "start":
        player = int(move.args[0])
        per = COMPONENTS.removed_per_colour[state.players]
        clause = {3: "china.setup.cards.three-players", 4: "china.setup.cards.four-players"}.get(state.players)
        events.append(
            actor_event(
                "china.ev.setup",
                (
                    *((clause,) if clause else ()),
                    "china.setup.cards.shuffle",
                    "china.setup.cards.hand",
                    "china.setup.cards.draw-pile",
                    "china.setup.cards.open-cards",
                    "china.setup.pieces",
                    "china.setup.scoring-stone",
                ),
                None,
                removed=per,
                deck=len(state.deck),
            )
        )
        events.append(actor_event("china.ev.start", ("china.setup.start-player", "china.setup.emperor",
                                                     "china.play.start-player"), player))
        state = evolve(state, start=player, turn=player, phase=MAIN)
    elif move.kind == "place":
        state = _resolve_place(state, move, events)
    elif move.kind == "exchange":
        state = _resolve_exchange(state, move, events)
    elif move.kind == "draw":
        state = _resolve_draw(state, move, events)
    else:
        events.append(actor_event("china.ev.pass", ("china.end.finish-round", "china.exchange.when"), state.turn))
        state = _end_turn(state, events, "china.drawing.open-cards")
    return state, tuple(events)


def _resolve_place(state: ChinaState, mv: Move, events: list[Event]) -> ChinaState:
    c = Checks()
    pl = parse_place(state, mv, c)
    assert pl is not None
    player = state.turn
    board = state.board
    region = board.regions[pl.region]
    hand = list(state.hands[player])
    for x in pl.cards:
        hand.remove(x)
    hands = _set(state.hands, player, sort_cards(hand))
    events.append(actor_event("china.ev.cards", ("china.placement.discard", "china.play.option.place"), player,
                              cards=cards_key(pl.cards)))
    houses, forts = list(state.houses), list(state.forts)
    for s in pl.forts:
        forts[s] = True
        events.append(
            actor_event(
                "china.ev.fort",
                ("china.fortifications.space", "china.fortifications.neutral"),
                player,
                space=board.spaces[s].id,
                region=region.key,
            )
        )
    for s in sorted(pl.houses):
        houses[s] = player
        events.append(actor_event("china.ev.house", "china.placement.house-space", player, space=board.spaces[s].id,
                                  region=region.key))
    state = evolve(
        state,
        hands=hands,
        discard=sort_cards([*state.discard, *pl.cards]),
        houses=tuple(houses),
        forts=tuple(forts),
        houses_left=_set(state.houses_left, player, state.houses_left[player] - len(pl.houses)),
        forts_left=_set(state.forts_left, player, state.forts_left[player] - len(pl.forts)),
    )
    # a filled region is scored at once, interrupting the turn (china.placement.house-scoring-trigger):
    # before an emissary placed in the same move (china.house-scoring.emissaries-after)
    spaces = index(board).region_spaces[pl.region]
    if region.id not in state.scored and all(state.houses[s] != EMPTY for s in spaces):
        events.append(actor_event("china.ev.region-full", "china.placement.house-scoring-trigger", None, region=region.key))
        gained = [0] * state.players
        for hs in house_scoring(region_house_counts(state, pl.region)):
            gained[hs.player] += hs.points
            events.append(house_event(hs, region.key, "china.placement.house-scoring-trigger"))
        events.append(actor_event("china.ev.score-marker", "china.house-scoring.marker", None, region=region.key))
        state = evolve(state, scored=(*state.scored, region.id))
        state = _add_points(state, gained, events)
    if pl.emissaries:
        ems = list(state.emissaries[pl.region])
        ems[player] += pl.emissaries
        state = evolve(
            state,
            emissaries=_set(state.emissaries, pl.region, tuple(ems)),
            emissaries_left=_set(state.emissaries_left, player, state.emissaries_left[player] - pl.emissaries),
        )
        counts = region_house_counts(state, pl.region)
        clauses: tuple[str, ...] = ("china.placement.dragon-space", "china.placement.emissary-cap")
        if region.id in state.scored:
            clauses += ("china.house-scoring.emissaries-after",)
        events.append(actor_event("china.ev.emissary", clauses, player, region=region.key, total=sum(ems), cap=max(counts)))
    if not _any_piece_placeable(state):
        events.append(actor_event("china.ev.end-pieces", "china.end.no-pieces"))
        return evolve(state, phase=OVER, ended="no-pieces")
    state = evolve(state, phase=DRAW)
    return _maybe_end_draw(state, events)


def _add_points(state: ChinaState, gained: list[int], events: list[Event]) -> ChinaState:
    every = COMPONENTS.point_card_every
    score = list(state.score)
    for player, g in enumerate(gained):
        before, after = score[player], score[player] + g
        for threshold in range(every, after + 1, every):
            if before < threshold <= after:
                clause = (
                    "china.board.score-track.point-card"
                    if threshold == every
                    else "china.board.score-track.second-point-card"
                )
                events.append(actor_event("china.ev.point-card", ("china.board.score-track.wrap", clause), player,
                                          threshold=threshold))
        score[player] = after
    return evolve(state, score=tuple(score))


def _any_piece_placeable(state: ChinaState) -> bool:
    """Whether any player could still place any piece anywhere (china.end.no-pieces)."""
    free = any(h == EMPTY for h in state.houses)
    if free and any(state.houses_left):
        return True
    if (
        state.fortifications
        and any(state.forts_left)
        and any(h == EMPTY and not f for h, f in zip(state.houses, state.forts, strict=True))
    ):
        return True
    if any(state.emissaries_left):
        for r in range(len(state.board.regions)):
            if sum(state.emissaries[r]) < max(region_house_counts(state, r)):
                return True
    return False


def _pop_deck(state: ChinaState, events: list[Event]) -> tuple[str, ChinaState]:
    """The top card of the draw pile; a pile that runs out is reshuffled once, and ends the game the second time."""
    card, deck = state.deck[0], state.deck[1:]
    state = evolve(state, deck=deck)
    if not deck:
        state = _exhausted(state, events)
    return card, state


def _exhausted(state: ChinaState, events: list[Event]) -> ChinaState:
    n = state.exhausted + 1
    if n == 1:
        deck, rng = state.rng.shuffle(state.discard)
        events.append(
            actor_event(
                "china.ev.exhausted-first",
                (
                    "china.drawing.exhausted.first-time",
                    "china.drawing.exhausted.open-cards-stay",
                    "china.drawing.exhausted.finish-drawing",
                ),
                None,
                n=len(deck),
            )
        )
        state = evolve(state, exhausted=1, deck=deck, discard=(), rng=rng)
        if deck:
            return state
        n = 2
    last = (state.start - 1) % state.players
    events.append(
        actor_event(
            "china.ev.exhausted-second",
            ("china.drawing.exhausted.second-time", "china.end.finish-round", "china.end.last-turn"),
            None,
            other=last,
        )
    )
    return evolve(state, exhausted=2)


def _resolve_draw(state: ChinaState, mv: Move, events: list[Event]) -> ChinaState:
    player = state.turn
    source = str(mv.args[0])
    if source == DECK:
        card, state = _pop_deck(state, events)
        events.append(actor_event("china.ev.draw-deck", ("china.drawing.choice", "china.play.option.refill"), player))
    else:
        card = source
        open_cards = list(state.open)
        open_cards.remove(card)
        state = evolve(state, open=tuple(open_cards))
        events.append(actor_event("china.ev.draw-open", ("china.drawing.choice", "china.play.option.refill"), player,
                                  card=ckey(card)))
    state = evolve(state, hands=_set(state.hands, player, sort_cards([*state.hands[player], card])))
    return _maybe_end_draw(state, events)


def _maybe_end_draw(state: ChinaState, events: list[Event]) -> ChinaState:
    if len(state.hands[state.turn]) >= HAND or not (state.deck or state.open):
        return _end_turn(state, events, "china.drawing.open-cards")
    return state


def _resolve_exchange(state: ChinaState, mv: Move, events: list[Event]) -> ChinaState:
    player = state.turn
    give, take = str(mv.args[0]), str(mv.args[1])
    hand = list(state.hands[player])
    hand.remove(give)
    state = evolve(state, hands=_set(state.hands, player, tuple(hand)), discard=sort_cards([*state.discard, give]))
    events.append(actor_event("china.ev.discard", "china.exchange.swap", player, card=ckey(give)))
    if take == DECK:
        card, state = _pop_deck(state, events)
        events.append(actor_event("china.ev.draw-deck", "china.exchange.swap", player))
    else:
        card = take
        open_cards = list(state.open)
        open_cards.remove(card)
        state = evolve(state, open=tuple(open_cards))
        events.append(actor_event("china.ev.draw-open", "china.exchange.swap", player, card=ckey(card)))
    state = evolve(state, hands=_set(state.hands, player, sort_cards([*state.hands[player], card])))
    return _end_turn(state, events, "china.exchange.refill-open")


def _end_turn(state: ChinaState, events: list[Event], refill_clause: str) -> ChinaState:
    """Refill the open cards to 4, then the next player (or the end, once the last round is finished)."""
    ends = "china.exchange.end-of-turn" if refill_clause == "china.exchange.refill-open" else "china.drawing.end-of-turn"
    laid = 0
    while len(state.open) < OPEN and state.deck:
        card, state = _pop_deck(state, events)
        state = evolve(state, open=sort_cards([*state.open, card]))
        laid += 1
    if laid:
        events.append(actor_event("china.ev.refill-open", (refill_clause, ends), None, n=laid))
    last = (state.start - 1) % state.players
    if state.exhausted >= 2 and state.turn == last:
        events.append(
            actor_event(
                "china.ev.end-deck",
                ("china.end.second-exhaustion", "china.end.finish-round", "china.end.last-turn", "china.play.game-end"),
            )
        )
        return evolve(state, phase=OVER, ended="deck")
    nxt = (state.turn + 1) % state.players
    events.append(actor_event("china.ev.next", ("china.play.clockwise", ends), nxt))
    return evolve(state, turn=nxt, phase=MAIN)


def _set(values: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return (*values[:i], value, *values[i + 1 :])
