"""The moves of In the Year of the Dragon: a broad candidate superset, and exactly the legal ones."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tutor.core.moves import Move, move
from tutor.games.year_of_the_dragon import rules
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState

_MOVES: dict[tuple[str, tuple[int | str, ...]], Move] = {}  # every candidate made so far: moves are frozen values


def _move(kind: str, *args: int | str) -> Move:
    """``move(kind, *args)``, the same value made once (the candidates are a small, fixed set of moves)."""
    found = _MOVES.get((kind, args))
    if found is None:
        found = _MOVES[kind, args] = move(kind, *args)
    return found


PICKS = tuple(((a, b), tuple(move("pick", a, pa, b, pb) for pa in (1, 2) for pb in (1, 2)))
              for a in PERSON_TYPES for b in PERSON_TYPES if a < b)  # every pair of types, each in palaces 1-2


def candidate_moves(state: YearOfTheDragonState) -> Iterable[Move]:
    """A superset of the legal moves: every move of the kinds the state expects, over the pieces at hand."""
    player = state.current
    if player is None:
        return
    kinds = rules.expected_kinds(state)
    for wanted, moves in _CANDIDATES:
        if any(kind in kinds for kind in wanted):
            yield from moves(state, player, kinds)


def _picks(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    for pair, picks in PICKS:
        if pair not in state.taken_pairs:  # a pair already chosen can never be picked again
            yield from picks


def _actions(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    for g, group in enumerate(state.groups, 1):
        for action in dict.fromkeys(group):
            if action == "privilege":
                yield _move("action", g, action, "small")
                yield _move("action", g, action, "large")
            elif action == COMPONENTS.wall_action:
                for tile in state.players[player].walls:
                    yield _move("action", g, action, tile)
            else:
                yield _move("action", g, action)
    yield _move("topup")


def _floors(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    for i in range(1, len(state.players[player].palaces) + 1):
        yield _move("floor", i)
    yield _move("floor", "new")


def _recruits(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    return _person_moves(state, player, "forfeit" in kinds)


def _releases(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    kind = "release" if "release" in kinds else "charter"
    for i, pal in enumerate(state.players[player].palaces, 1):
        for s in range(1, len(pal.persons) + 1):
            yield _move(kind, i, s)


def _demolitions(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    for i, pal in enumerate(state.players[player].palaces, 1):
        if pal.room == 0 and pal.persons:
            yield from (_move("demolish", i, s) for s in range(1, len(pal.persons) + 1))
        else:
            yield _move("demolish", i)


def _discards(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    return (_move("discard", g) for g in ("yuan", "rice", "firework"))


def _drops(state: YearOfTheDragonState, player: int, kinds: tuple[str, ...]) -> Iterable[Move]:
    return (_move("drop", c) for c in dict.fromkeys(state.players[player].cards))


# the candidates of each kind of move, in the order they are listed: (kinds that ask for them, their moves)
_CANDIDATES: tuple[tuple[tuple[str, ...], Callable[[YearOfTheDragonState, int, tuple[str, ...]], Iterable[Move]]], ...] = (
    (("pick",), _picks), (("action",), _actions), (("floor",), _floors), (("recruit",), _recruits),
    (("release", "charter"), _releases), (("demolish",), _demolitions), (("discard",), _discards),
    (("drop",), _drops),
)


def _person_moves(state: YearOfTheDragonState, player: int, with_cards: bool) -> Iterable[Move]:
    pl = state.players[player]
    options: list[tuple[str, str, tuple[str, ...]]] = []
    held = set(pl.cards)
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
    room = [i for i, pal in enumerate(pl.palaces, 1) if pal.room > 0]
    for kind, age, joker in options:
        if room:
            for i in room:
                yield _move("recruit", kind, age, i, *joker)
        else:
            for i, pal in enumerate(pl.palaces, 1):
                for s in range(1, len(pal.persons) + 1):
                    yield _move("replace", kind, age, i, s, *joker)
            yield _move("dismiss", kind, age, *joker)
    if with_cards:  # a card is played for nothing only when none of its tiles is left (the rules check it again)
        gone = {kind for kind in PERSON_TYPES if not any(state.tiles_left(kind, a) for a in COMPONENTS.persons[kind].ages)}
        for card in dict.fromkeys(pl.cards):
            if card in gone or (card == "joker" and len(gone) == len(PERSON_TYPES)):
                yield _move("forfeit", card)


def legal_moves(state: YearOfTheDragonState) -> list[Move]:
    """Exactly the moves whose verdict is legal."""
    return rules.legal_among(state, candidate_moves(state))
