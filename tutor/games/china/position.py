"""Scenario positions for China: only what matters is given, the rest defaults (see docs/china.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.fields import Fields, Needs, Problems, read_int, refuse_out_of_place
from tutor.core.inputs import beside
from tutor.core.rng import Rng
from tutor.games.china.boardfile import COLOURS, ChinaMap, bundled, index, parse_map, read_map_file
from tutor.games.china.components import COMPONENTS
from tutor.games.china.schematic import laid_out
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


_PLAYING = (MAIN, DRAW)
_BEFORE = "the start player is not agreed yet, so nothing has been played (china.setup.start-player)"
# fields that mean something only in some states of the game (read as written elsewhere they would be ignored
# or describe what cannot be): refused there with the file, line and field
PHASE_FIELDS = (
    *(Needs(name, _PLAYING, why=_BEFORE) for name in ("start", "turn", "houses", "house_counts", "forts",
                                                      "emissaries", "supply", "scores", "scored", "exhausted",
                                                      "discard")),
    Needs("supply.*.forts", (True,), on="options.fortifications", state="played with fortifications: {}",
          why="without the variant nobody has a fortification (china.setup.fortifications)"),
)


def _scenario_dir(where: str) -> Path:
    head = where.split(":")[0]
    return Path(head).resolve().parent if head else Path.cwd()


def load_board(position: Mapping[str, Any], players: int, options: Mapping[str, Any], where: str) -> ChinaMap:
    board = position.get("board")
    path = position.get("board_file")
    if board is not None and path is not None:
        raise InputError(where, 0, "position.board_file", "give either board or board_file, not both")
    if path is not None:
        return laid_out(read_map_file(beside(path, where, "position.board_file")))
    if isinstance(board, str):
        try:
            return bundled(board)
        except InputError as exc:
            raise InputError(where, 0, "position.board", exc.problem) from None
    if isinstance(board, dict):
        try:
            return laid_out(parse_map(board, where))  # a small example board given without places is laid out
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


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> ChinaState:
    """The state a scenario's position describes: what it gives, the rest as at setup (cards dealt from its seed).
    The problems of its plain fields (unknown ones, types, ranges) are listed all at once."""
    check_position(position, where)
    n = players
    problems = Problems(where)
    f = Fields(position, problems, FIELDS, path="position")
    seed = f.number("seed", 0, low=0, high=10**6)
    start = f.number("start", 0, low=0, high=n - 1)
    turn = f.number("turn", start, low=0, high=n - 1)
    phase = f.choice("phase", (SETUP, MAIN, DRAW), MAIN)
    exhausted = f.number("exhausted", 0, low=0, high=2)
    refuse_out_of_place(f, PHASE_FIELDS, options, states={"phase": phase})
    if exhausted == 2 and position.get("deck"):
        f.note("deck", "the draw pile ran out twice (exhausted: 2), so no card is left in it "
                       "(china.drawing.exhausted.second-time): give deck: [] or leave it out")
    scores = f.get("scores", [0] * n)
    if not isinstance(scores, list) or len(scores) != n:
        f.note("scores", f"expected {n} scores")
        scores = [0] * n
    scores = [read_int(s, where, f"position.scores[{i}]", 0, 10**6) for i, s in enumerate(scores)]
    problems.check()
    board = load_board(position, players, options, where)
    try:
        state = new_on(board, players, seed, options)
    except InputError as exc:
        raise InputError(where, 0, f"position.{exc.field}", exc.problem) from None
    ix = index(board)
    houses = _houses(position, board, n, where)
    forts, fort_owners = _forts(position.get("forts"), board, houses, n, where)
    emissaries = _emissaries(position.get("emissaries"), board, n, where)
    if any(forts) and not state.fortifications:
        raise InputError(where, 0, "position.forts", "fortifications need the option fortifications: true")
    houses_left, em_left, forts_left = _supply(position.get("supply"), state, houses, emissaries, fort_owners, where)
    hands, open_cards, deck, discard, removed, rng = _dealt(position, n, seed, where, exhausted)
    scored = position.get("scored", [])
    if not isinstance(scored, list) or not all(isinstance(s, str) and s in ix.region_index for s in scored):
        raise InputError(where, 0, "position.scored", "expected a list of regions of this board")
    state = replace(
        state,
        phase=phase,
        start=start if phase != SETUP else -1,
        turn=turn,
        hands=tuple(sort_cards(list(h)) for h in hands),
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


def _houses(position: Mapping[str, Any], board: ChinaMap, n: int, where: str) -> list[int]:
    """The owner of each house space: by space (``houses``), then by region and count (``house_counts``)."""
    ix = index(board)
    houses = [EMPTY] * len(board.spaces)
    raw_houses = position.get("houses") or {}
    if not isinstance(raw_houses, dict):
        raise InputError(where, 0, "position.houses", "expected {house space id: player}")
    for sid, owner in raw_houses.items():
        pos = ix.space_index.get(sid) if isinstance(sid, int) else None
        if pos is None:
            raise InputError(where, 0, f"position.houses.{sid}", "not a house space of this board")
        houses[pos] = _player(owner, n, where, f"position.houses.{sid}")
    for r, per, field in _per_region(position.get("house_counts"), board, where, "position.house_counts"):
        free = [s for s in ix.region_spaces[r] if houses[s] == EMPTY]
        for owner, count in per.items():
            player = _player(owner, n, where, field)
            k = read_int(count, where, f"{field}.{owner}", 0, 10**6)
            if k > len(free):
                raise InputError(where, 0, field, f"{board.regions[r].id} has too few free house spaces")
            for s in free[:k]:
                houses[s] = player
            free = free[k:]
    return houses


def _per_region(raw: Any, board: ChinaMap, where: str, field: str) -> list[tuple[int, dict[Any, Any], str]]:
    """``{region: {player: count}}`` as (region index, counts by player, field name) triples."""
    ix = index(board)
    raw = raw or {}
    if not isinstance(raw, dict):
        raise InputError(where, 0, field, "expected {region: {player: count}}")
    out = []
    for rid, per in raw.items():
        r = ix.region_index.get(str(rid))
        if r is None or not isinstance(per, dict):
            raise InputError(where, 0, f"{field}.{rid}", "expected a region of this board: {player: count}")
        out.append((r, per, f"{field}.{rid}"))
    return out


def _emissaries(raw: Any, board: ChinaMap, n: int, where: str) -> list[list[int]]:
    """Each region's emissaries by player."""
    emissaries = [[0] * n for _ in board.regions]
    for r, per, field in _per_region(raw, board, where, "position.emissaries"):
        for owner, count in per.items():
            emissaries[r][_player(owner, n, where, field)] = read_int(count, where, f"{field}.{owner}", 0, 10**6)
    return emissaries


def _supply(raw: Any, state: ChinaState, houses: list[int], emissaries: list[list[int]], fort_owners: list[int],
            where: str) -> tuple[list[int], list[int], list[int]]:
    """Each player's pieces left (houses, emissaries, fortifications): as given, else what is not on the board."""
    n = len(state.houses_left)
    houses_left = [COMPONENTS.houses - houses.count(player) for player in range(n)]
    em_left = [COMPONENTS.emissaries - sum(e[player] for e in emissaries) for player in range(n)]
    forts_left = [state.forts_left[player] - fort_owners.count(player) for player in range(n)]
    raw = raw or {}
    if not isinstance(raw, dict):
        raise InputError(where, 0, "position.supply", "expected {player: {houses, emissaries, forts}}")
    for owner, sup in raw.items():
        player = _player(owner, n, where, "position.supply")
        if not isinstance(sup, dict) or set(sup) - {"houses", "emissaries", "forts"}:
            raise InputError(where, 0, f"position.supply.{owner}", "expected {houses: n, emissaries: n, forts: n}")
        field = f"position.supply.{owner}"
        houses_left[player] = read_int(sup.get("houses", houses_left[player]), where, f"{field}.houses", 0, 10**6)
        em_left[player] = read_int(sup.get("emissaries", em_left[player]), where, f"{field}.emissaries", 0, 10**6)
        forts_left[player] = read_int(sup.get("forts", forts_left[player]), where, f"{field}.forts", 0, 1)
        if forts_left[player] and player in fort_owners:
            raise InputError(where, 0, f"{field}.forts", "each player has 1 fortification, and theirs is on the board")
    return houses_left, em_left, forts_left


Cards = tuple[str, ...]


def _dealt(position: Mapping[str, Any], n: int, seed: int, where: str,
           exhausted: int = 0) -> tuple[list[Cards], Cards, Cards, Cards, Cards, Rng]:
    """The cards: what the position gives (hands, open, discard, deck, removed), the rest shuffled from the pool
    (into the draw pile; once it ran out twice, ``exhausted`` 2, none comes back to it: the rest is discarded)."""
    pool = colour_counts(tuple(c for c in COLOURS for _ in range(COMPONENTS.split[c])))

    def take(cards: list[str], field: str) -> tuple[str, ...]:
        for c in cards:
            if pool[c] <= 0:
                raise InputError(where, 0, field, f"more {c} cards than the game has left ({COMPONENTS.split[c]} in all)")
            pool[c] -= 1
        return tuple(cards)

    def given(field: str) -> tuple[str, ...] | None:
        return take(_cards(position[field], where, f"position.{field}"), f"position.{field}") if field in position else None

    removed = given("removed")
    if removed is None:
        removed = take([c for c in COLOURS for _ in range(COMPONENTS.removed_per_colour[n])], "position.removed")
    hands: list[tuple[str, ...] | None] = [None] * n
    for player, hand, field in _hands(position.get("hands"), n, where):
        hands[player] = take(hand, field)
    open_cards = given("open")
    if open_cards is not None and len(open_cards) > COMPONENTS.open:
        raise InputError(where, 0, "position.open", f"at most {COMPONENTS.open} open cards")
    discard, deck = given("discard"), given("deck")
    if deck is None and exhausted == 2:
        deck = ()
    shuffled, rng = Rng.seeded(seed).shuffle([c for c in COLOURS for _ in range(pool[c])])
    rest = list(shuffled)
    dealt: list[tuple[str, ...]] = []
    for h in hands:
        if h is None:
            h, rest = tuple(rest[: COMPONENTS.hand]), rest[COMPONENTS.hand :]
        dealt.append(h)
    if open_cards is None:
        open_cards, rest = tuple(rest[: COMPONENTS.open]), rest[COMPONENTS.open :]
    if deck is None:
        deck, rest = tuple(rest), []
    if discard is None:
        discard, rest = tuple(rest), []
    return dealt, open_cards, deck, discard, (*removed, *rest), rng


def _hands(raw: Any, n: int, where: str) -> list[tuple[int, list[str], str]]:
    """The hands a position gives: a list by player or ``{player: [cards]}``, each at most 3 cards."""
    if raw is None:
        return []
    items = enumerate(raw) if isinstance(raw, list) else raw.items() if isinstance(raw, dict) else None
    if items is None:
        raise InputError(where, 0, "position.hands", "expected a list of hands or {player: [cards]}")
    out = []
    for owner, cards in items:
        player = _player(owner, n, where, "position.hands")
        hand = _cards(cards, where, f"position.hands.{owner}")
        if len(hand) > COMPONENTS.hand:
            raise InputError(where, 0, f"position.hands.{owner}", f"a hand holds at most {COMPONENTS.hand} cards")
        out.append((player, hand, f"position.hands.{owner}"))
    return out


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
        player = _player(owner, n, where, f"position.forts.{sid}") if owner is not None else houses[pos]
        if player == EMPTY:
            continue
        if player in owners:
            raise InputError(where, 0, f"position.forts.{sid}", "each player has only 1 fortification")
        owners.append(player)
    return forts, owners

