"""The moves of In the Year of the Dragon: a broad candidate superset, and exactly the legal ones."""

from __future__ import annotations

from collections.abc import Iterable

from tutor.core.moves import Move, move
from tutor.games.year_of_the_dragon import rules
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState


def candidate_moves(state: YearOfTheDragonState) -> Iterable[Move]:
    """A superset of the legal moves: every move of the kinds the state expects, over the pieces at hand."""
    p = state.current
    if p is None:
        return
    player = state.players[p]
    kinds = rules.expected_kinds(state)
    if "pick" in kinds:
        for a in PERSON_TYPES:
            for b in PERSON_TYPES:
                if a < b and (a, b) not in state.taken_pairs:  # a pair already chosen can never be picked again
                    for pa in (1, 2):
                        for pb in (1, 2):
                            yield move("pick", a, pa, b, pb)
    if "action" in kinds:
        for g, group in enumerate(state.groups, 1):
            for action in dict.fromkeys(group):
                if action == "privilege":
                    yield move("action", g, action, "small")
                    yield move("action", g, action, "large")
                elif action == COMPONENTS.wall_action:
                    for tile in player.walls:
                        yield move("action", g, action, tile)
                else:
                    yield move("action", g, action)
        yield move("topup")
    if "floor" in kinds:
        for i in range(1, len(player.palaces) + 1):
            yield move("floor", i)
        yield move("floor", "new")
    if "recruit" in kinds:
        yield from _person_moves(state, p, "forfeit" in kinds)
    if "release" in kinds or "charter" in kinds:
        kind = "release" if "release" in kinds else "charter"
        for i, pal in enumerate(player.palaces, 1):
            for s in range(1, len(pal.persons) + 1):
                yield move(kind, i, s)
    if "demolish" in kinds:
        for i, pal in enumerate(player.palaces, 1):
            if pal.room == 0 and pal.persons:
                yield from (move("demolish", i, s) for s in range(1, len(pal.persons) + 1))
            else:
                yield move("demolish", i)
    if "discard" in kinds:
        yield from (move("discard", g) for g in ("yuan", "rice", "firework"))
    if "drop" in kinds:
        yield from (move("drop", c) for c in dict.fromkeys(player.cards))

def _person_moves(state: YearOfTheDragonState, p: int, with_cards: bool) -> Iterable[Move]:
    player = state.players[p]
    options: list[tuple[str, str, tuple[str, ...]]] = []
    held = set(player.cards)
    for kind in PERSON_TYPES:
        for age in COMPONENTS.persons[kind].ages:
            if state.tiles_left(kind, age) == 0:
                continue
            if not with_cards:
                options.append((kind, age, ()))
                continue
            if kind in held:
                options.append((kind, age, ()))
            if "joker" in held:
                options.append((kind, age, ("joker",)))
    room = [i for i, pal in enumerate(player.palaces, 1) if pal.room > 0]
    for kind, age, joker in options:
        if room:
            for i in room:
                yield move("recruit", kind, age, i, *joker)
        else:
            for i, pal in enumerate(player.palaces, 1):
                for s in range(1, len(pal.persons) + 1):
                    yield move("replace", kind, age, i, s, *joker)
            yield move("dismiss", kind, age, *joker)
    if with_cards:  # a card is played for nothing only when none of its tiles is left (the rules check it again)
        gone = {kind for kind in PERSON_TYPES if not any(state.tiles_left(kind, a) for a in COMPONENTS.persons[kind].ages)}
        for card in dict.fromkeys(player.cards):
            if card in gone or (card == "joker" and len(gone) == len(PERSON_TYPES)):
                yield move("forfeit", card)


def legal_moves(state: YearOfTheDragonState) -> list[Move]:
    """Exactly the moves whose verdict is legal."""
    return rules.legal_among(state, candidate_moves(state))
