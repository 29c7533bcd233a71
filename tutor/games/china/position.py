"""Scenario positions for China: only what matters is given, the rest defaults (see docs/china.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.inputs import beside
from tutor.core.rng import Rng
from tutor.games.china.boardfile import COLOURS, ChinaMap, bundled, index, parse_map, read_map_file
from tutor.games.china.components import COMPONENTS
from tutor.games.china.setup import board_for, new_on
from tutor.games.china.state import DRAW, EMPTY, MAIN, SETUP, ChinaState, colour_counts, sort_cards
from tutor.games.china.validate import check_position, validate_state

FIELDS = {
    "board",
    "board_file",
    "seed",
    "start",
    "turn",
    "phase",
    "hands",
    "open",
    "deck",
    "discard",
    "removed",
    "exhausted",
    "houses",
    "house_counts",
    "forts",
    "emissaries",
    "supply",
    "scores",
    "scored",
}


def _scenario_dir(where: str) -> Path:
    head = where.split(":")[0]
    return Path(head).resolve().parent if head else Path.cwd()


def load_board(position: Mapping[str, Any], players: int, options: Mapping[str, Any], where: str) -> ChinaMap:
    board = position.get("board")
    path = position.get("board_file")
    if board is not None and path is not None:
        raise InputError(where, 0, "position.board_file", "give either board or board_file, not both")
    if path is not None:
        return read_map_file(beside(path, where, "position.board_file"))
    if isinstance(board, str):
        try:
            return bundled(board)
        except InputError as exc:
            raise InputError(where, 0, "position.board", exc.problem) from None
    if isinstance(board, dict):
        try:
            return parse_map(board, where)
        except InputError as exc:
            raise InputError(where, 0, f"position.board.{exc.field}", exc.problem) from None
    if board is not None:
        raise InputError(where, 0, "position.board", "expected a side (a, b) or a board mapping")
    try:
        return board_for(players, options)
    except InputError as exc:
        raise InputError(where, 0, f"options.{exc.field}", exc.problem) from None


def _player(value: Any, players: int, where: str, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise InputError(where, 0, field, f"{value!r} is not a player (0..{players - 1})")
    return int(value)


def _cards(value: Any, where: str, field: str) -> list[str]:
    if not isinstance(value, list) or not all(v in COLOURS for v in value):
        raise InputError(where, 0, field, f"expected a list of card colours ({', '.join(COLOURS)})")
    return [str(v) for v in value]


def _int(value: Any, where: str, field: str, low: int = 0, high: int = 10**6) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InputError(where, 0, field, f"expected a whole number {low}..{high}, got {value!r}")
    return int(value)


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> ChinaState:
    """The state a scenario's position describes: what it gives, the rest as at setup (cards dealt from its seed)."""
    check_position(position, where)
    unknown = sorted(str(k) for k in set(position) - FIELDS)
    if unknown:
        raise InputError(where, 0, f"position.{unknown[0]}", f"unknown field; fields are {', '.join(sorted(FIELDS))}")
    board = load_board(position, players, options, where)
    seed = _int(position.get("seed", 0), where, "position.seed")
    try:
        state = new_on(board, players, seed, options)
    except InputError as exc:
        raise InputError(where, 0, f"position.{exc.field}", exc.problem) from None
    ix = index(board)
    n = players
    # -- pieces on the board
    houses = [EMPTY] * len(board.spaces)
    raw_houses = position.get("houses") or {}
    if not isinstance(raw_houses, dict):
        raise InputError(where, 0, "position.houses", "expected {house space id: player}")
    for sid, owner in raw_houses.items():
        pos = ix.space_index.get(sid) if isinstance(sid, int) else None
        if pos is None:
            raise InputError(where, 0, f"position.houses.{sid}", "not a house space of this board")
        houses[pos] = _player(owner, n, where, f"position.houses.{sid}")
    raw_counts = position.get("house_counts") or {}
    if not isinstance(raw_counts, dict):
        raise InputError(where, 0, "position.house_counts", "expected {region: {player: count}}")
    for rid, per in raw_counts.items():
        r = ix.region_index.get(str(rid))
        if r is None or not isinstance(per, dict):
            raise InputError(where, 0, f"position.house_counts.{rid}", "expected a region of this board: {player: count}")
        free = [s for s in ix.region_spaces[r] if houses[s] == EMPTY]
        for owner, count in per.items():
            p = _player(owner, n, where, f"position.house_counts.{rid}")
            k = _int(count, where, f"position.house_counts.{rid}.{owner}")
            if k > len(free):
                raise InputError(where, 0, f"position.house_counts.{rid}", f"{board.regions[r].id} has too few free house spaces")
            for s in free[:k]:
                houses[s] = p
            free = free[k:]
    forts, fort_owners = _forts(position.get("forts"), board, houses, n, where)
    emissaries = [[0] * n for _ in board.regions]
    raw_em = position.get("emissaries") or {}
    if not isinstance(raw_em, dict):
        raise InputError(where, 0, "position.emissaries", "expected {region: {player: count}}")
    for rid, per in raw_em.items():
        r = ix.region_index.get(str(rid))
        if r is None or not isinstance(per, dict):
            raise InputError(where, 0, f"position.emissaries.{rid}", "expected a region of this board: {player: count}")
        for owner, count in per.items():
            emissaries[r][_player(owner, n, where, f"position.emissaries.{rid}")] = _int(
                count, where, f"position.emissaries.{rid}.{owner}"
            )
    # -- supply (default: what is not on the board)
    houses_left = [COMPONENTS.houses - houses.count(p) for p in range(n)]
    em_left = [COMPONENTS.emissaries - sum(e[p] for e in emissaries) for p in range(n)]
    forts_left = [state.forts_left[p] - fort_owners.count(p) for p in range(n)]
    if any(forts) and not state.fortifications:
        raise InputError(where, 0, "position.forts", "fortifications need the option fortifications: true")
    raw_supply = position.get("supply") or {}
    if not isinstance(raw_supply, dict):
        raise InputError(where, 0, "position.supply", "expected {player: {houses, emissaries, forts}}")
    for owner, sup in raw_supply.items():
        p = _player(owner, n, where, "position.supply")
        if not isinstance(sup, dict) or set(sup) - {"houses", "emissaries", "forts"}:
            raise InputError(where, 0, f"position.supply.{owner}", "expected {houses: n, emissaries: n, forts: n}")
        houses_left[p] = _int(sup.get("houses", houses_left[p]), where, f"position.supply.{owner}.houses")
        em_left[p] = _int(sup.get("emissaries", em_left[p]), where, f"position.supply.{owner}.emissaries")
        forts_left[p] = _int(sup.get("forts", forts_left[p]), where, f"position.supply.{owner}.forts", 0, 1)
        if forts_left[p] and p in fort_owners:
            raise InputError(
                where, 0, f"position.supply.{owner}.forts", "each player has 1 fortification, and theirs is on the board"
            )
    # -- cards: what is given, the rest shuffled from the remaining pool
    pool = colour_counts(tuple(c for c in COLOURS for _ in range(COMPONENTS.split[c])))

    def take(cards: list[str], field: str) -> tuple[str, ...]:
        for c in cards:
            if pool[c] <= 0:
                raise InputError(where, 0, field, f"more {c} cards than the game has left ({COMPONENTS.split[c]} in all)")
            pool[c] -= 1
        return tuple(cards)

    removed: tuple[str, ...]
    if "removed" in position:
        removed = take(_cards(position["removed"], where, "position.removed"), "position.removed")
    else:
        removed = take([c for c in COLOURS for _ in range(COMPONENTS.removed_per_colour[n])], "position.removed")
    hands: list[tuple[str, ...] | None] = [None] * n
    raw_hands = position.get("hands")
    if raw_hands is not None:
        items = (
            enumerate(raw_hands) if isinstance(raw_hands, list) else raw_hands.items() if isinstance(raw_hands, dict) else None
        )
        if items is None:
            raise InputError(where, 0, "position.hands", "expected a list of hands or {player: [cards]}")
        for owner, cards in items:
            p = _player(owner, n, where, "position.hands")
            hand = _cards(cards, where, f"position.hands.{owner}")
            if len(hand) > COMPONENTS.hand:
                raise InputError(where, 0, f"position.hands.{owner}", f"a hand holds at most {COMPONENTS.hand} cards")
            hands[p] = take(hand, f"position.hands.{owner}")
    open_given = "open" in position
    open_cards = take(_cards(position["open"], where, "position.open"), "position.open") if open_given else ()
    if len(open_cards) > COMPONENTS.open:
        raise InputError(where, 0, "position.open", f"at most {COMPONENTS.open} open cards")
    discard = take(_cards(position["discard"], where, "position.discard"), "position.discard") if "discard" in position else None
    deck = take(_cards(position["deck"], where, "position.deck"), "position.deck") if "deck" in position else None
    rest = [c for c in COLOURS for _ in range(pool[c])]
    shuffled, rng = Rng.seeded(seed).shuffle(rest)
    rest = list(shuffled)
    for p in range(n):
        if hands[p] is None:
            hands[p], rest = tuple(rest[: COMPONENTS.hand]), rest[COMPONENTS.hand :]
    if not open_given:
        open_cards, rest = tuple(rest[: COMPONENTS.open]), rest[COMPONENTS.open :]
    if deck is None:
        deck, rest = tuple(rest), []
    if discard is None:
        discard, rest = tuple(rest), []
    removed = (*removed, *rest)
    # -- turn
    start = _int(position.get("start", 0), where, "position.start", 0, n - 1)
    turn = _int(position.get("turn", start), where, "position.turn", 0, n - 1)
    phase = position.get("phase", MAIN)
    if phase not in (SETUP, MAIN, DRAW):
        raise InputError(where, 0, "position.phase", "expected setup, main or draw")
    exhausted = _int(position.get("exhausted", 0), where, "position.exhausted", 0, 2)
    scores = position.get("scores", [0] * n)
    if not isinstance(scores, list) or len(scores) != n:
        raise InputError(where, 0, "position.scores", f"expected {n} scores")
    scores = [_int(s, where, f"position.scores[{i}]") for i, s in enumerate(scores)]
    scored = position.get("scored", [])
    if not isinstance(scored, list) or not all(s in ix.region_index for s in scored):
        raise InputError(where, 0, "position.scored", "expected a list of regions of this board")
    state = replace(
        state,
        phase=phase,
        start=start if phase != SETUP else -1,
        turn=turn,
        hands=tuple(sort_cards(list(h or ())) for h in hands),
        open=sort_cards(list(open_cards)),
        deck=tuple(deck),
        discard=sort_cards(list(discard)),
        removed=sort_cards(list(removed)),
        exhausted=exhausted,
        houses=tuple(houses),
        forts=tuple(forts),
        emissaries=tuple(tuple(e) for e in emissaries),
        houses_left=tuple(houses_left),
        emissaries_left=tuple(em_left),
        forts_left=tuple(forts_left),
        scored=tuple(str(s) for s in scored),
        score=tuple(scores),
        rng=rng,
    )
    validate_state(state, where)
    if phase == DRAW and len(state.hands[turn]) >= COMPONENTS.hand:
        raise InputError(where, 0, "position.phase", "draw: the player to move must hold fewer than 3 cards")
    return state


def _forts(raw: Any, board: ChinaMap, houses: list[int], n: int, where: str) -> tuple[list[bool], list[int]]:
    """Fortifications on the board and whose each is (china.setup.fortifications: 1 per player).

    ``[12]`` gives spaces (each the fortification of the player whose house stands on it, or of nobody
    named: then ``supply`` says who has used theirs); ``{12: Anna}`` names the owner.
    """
    ix = index(board)
    forts = [False] * len(board.spaces)
    owners: list[int] = []
    if raw is None:
        return forts, owners
    if isinstance(raw, dict):
        items = list(raw.items())
    elif isinstance(raw, list):
        items = [(sid, None) for sid in raw]
    else:
        raise InputError(where, 0, "position.forts", "expected a list of house spaces or {space: player}")
    for i, (sid, owner) in enumerate(items):
        pos = ix.space_index.get(sid) if isinstance(sid, int) else None
        if pos is None:
            raise InputError(where, 0, f"position.forts[{i}]", f"{sid!r} is not a house space of this board")
        forts[pos] = True
        p = _player(owner, n, where, f"position.forts.{sid}") if owner is not None else houses[pos]
        if p == EMPTY:
            continue
        if p in owners:
            raise InputError(where, 0, f"position.forts.{sid}", "each player has only 1 fortification")
        owners.append(p)
    return forts, owners

