"""One validator for every position and saved state of China.

``check_position`` checks the shape of a scenario position before it is built (types of the fields);
``validate_state`` checks a whole state, however it was made (a position, a save, the notebook): the
game's counts of pieces and cards (``piece_counts``), then fortifications (one per
player, only with the variant) and the range of the scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError, clip
from tutor.core.plausible import Implausible
from tutor.games.china.boardfile import COLOURS, ChinaMap, index
from tutor.games.china.components import COMPONENTS
from tutor.games.china.state import DRAW, EMPTY, MAIN, OVER, SETUP, ChinaState, colour_counts, region_house_counts

HAND = COMPONENTS.hand
OPEN = COMPONENTS.open
MAX_SCORE = 1000  # far beyond any game; the scoring track and its 50-point cards have no printed end

MAPPINGS = ("houses", "house_counts", "emissaries", "supply")
LISTS = ("scores", "scored", "removed", "open", "discard", "deck")


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position's fields, before anything is built from it."""
    for name in MAPPINGS:
        value = position.get(name)
        if value is not None and not isinstance(value, Mapping):
            raise InputError(where, 0, f"position.{name}", "expected a mapping")
    for name in LISTS:
        value = position.get(name)
        if value is not None and not isinstance(value, list):
            raise InputError(where, 0, f"position.{name}", "expected a list")
    forts = position.get("forts")
    if forts is not None and not isinstance(forts, (list, Mapping)):
        raise InputError(where, 0, "position.forts", "expected a list of house spaces or {space: player}")
    for i, sid in enumerate(forts or []):  # a list, or a mapping's keys
        if isinstance(sid, bool) or not isinstance(sid, int):
            raise InputError(where, 0, f"position.forts[{i}]", f"{clip(repr(sid), 30)} is not a house space number")
    hands = position.get("hands")
    if hands is not None and not isinstance(hands, (list, Mapping)):
        raise InputError(where, 0, "position.hands", "expected a list of hands or {player: [cards]}")
    for name in ("houses", "house_counts", "emissaries", "supply"):
        for key, value in (position.get(name) or {}).items():
            if isinstance(value, (list, dict)) and name == "houses":
                raise InputError(where, 0, f"position.houses.{clip(key, 20)}", "expected a player")


def _board(board: ChinaMap, where: str) -> None:
    """A saved board's references hold: spaces lie in its regions, roads join its spaces (before indexing)."""
    regions = {r.id for r in board.regions}
    spaces = {sp.id for sp in board.spaces}
    if len(regions) != len(board.regions) or len(spaces) != len(board.spaces):
        raise InputError(where, 0, "board", "two regions or two house spaces share an id")
    if not board.regions or len(board.spaces) > 999:
        raise InputError(where, 0, "board", "at least one region and at most 999 house spaces")
    for i, sp in enumerate(board.spaces):
        if sp.region not in regions:
            raise InputError(where, 0, f"board.spaces[{i}].region", f"{clip(sp.region, 30)!r} is not a region of the board")
    for i, road in enumerate(board.roads):
        if len(road) < 2 or any(x not in spaces for x in road):
            raise InputError(where, 0, f"board.roads[{i}]", "a road joins two or more house spaces of the board")
    for i, al in enumerate(board.alliances):
        if any(r not in regions for r in al.regions):
            raise InputError(where, 0, f"board.alliances[{i}]", "an alliance joins regions of the board")
    for i, pair in enumerate(board.neighbours):
        if any(r not in regions for r in pair):
            raise InputError(where, 0, f"board.neighbours[{i}]", "neighbours are regions of the board")


def validate_state(state: ChinaState, where: str = "state") -> None:
    """Raise InputError naming the field if ``state`` breaks a count or a range."""
    _board(state.board, where)
    piece_counts(state, where)
    n = state.players
    if any(not 0 <= s <= MAX_SCORE for s in state.score):
        raise InputError(where, 0, "score", f"scores lie in 0..{MAX_SCORE}")
    if any(state.forts) and not state.fortifications:
        raise InputError(where, 0, "forts", "fortifications need the option fortifications: true")
    total = COMPONENTS.fortifications * n
    owned = sum(1 for s, fort in enumerate(state.forts) if fort and state.houses[s] != EMPTY)
    if sum(state.forts) > total or owned + sum(state.forts_left) > total:
        raise InputError(where, 0, "forts", f"{sum(state.forts)} on the board ({owned} under a house) and "
                                            f"{sum(state.forts_left)} in supplies: the {n} players have {total}")


def piece_counts(state: ChinaState, where: str) -> None:
    """A decoded state must keep the game's counts: pieces, cards, one house per space, emissary caps."""
    _shape(state, where)
    _supplies(state, where)
    _emissary_caps(state, where)
    _card_counts(state, where)


def _shape(state: ChinaState, where: str) -> None:
    """3 to 5 players, a known phase, one entry per player, per house space and per region, a player's turn."""
    n = state.players
    board = state.board
    if not 3 <= n <= 5:
        raise InputError(where, 0, "players", "China takes 3 to 5 players")
    if state.phase not in (SETUP, MAIN, DRAW, OVER):
        raise InputError(where, 0, "phase", f"{state.phase!r} is not one of setup, main, draw, over")
    sizes = {
        "hands": len(state.hands),
        "houses_left": len(state.houses_left),
        "emissaries_left": len(state.emissaries_left),
        "forts_left": len(state.forts_left),
        "score": len(state.score),
    }
    for name, size in sizes.items():
        if size != n:
            raise InputError(where, 0, name, f"expected {n} entries, one per player")
    if len(state.houses) != len(board.spaces) or len(state.forts) != len(board.spaces):
        raise InputError(where, 0, "houses", f"expected one entry per house space ({len(board.spaces)})")
    if len(state.emissaries) != len(board.regions) or any(len(e) != n for e in state.emissaries):
        raise InputError(where, 0, "emissaries", "expected, per region, one count per player")
    if not 0 <= state.turn < n or not -1 <= state.start < n:
        raise InputError(where, 0, "turn", "not a player")


def _supplies(state: ChinaState, where: str) -> None:
    """Each player's pieces on the board and in supply within the box's; every house owner a player."""
    n = state.players
    for player in range(n):
        on_board = sum(1 for h in state.houses if h == player)
        if state.houses_left[player] < 0 or on_board + state.houses_left[player] > COMPONENTS.houses:
            raise InputError(
                where,
                0,
                f"houses_left[{player}]",
                f"{on_board} on the board + {state.houses_left[player]} left is more than {COMPONENTS.houses}",
            )
        placed = sum(e[player] for e in state.emissaries)
        if state.emissaries_left[player] < 0 or placed + state.emissaries_left[player] > COMPONENTS.emissaries:
            raise InputError(where, 0, f"emissaries_left[{player}]", f"more than {COMPONENTS.emissaries} emissaries")
        if not 0 <= state.forts_left[player] <= COMPONENTS.fortifications:
            raise InputError(where, 0, f"forts_left[{player}]", "each player has 1 fortification")
    if any(not -1 <= h < n for h in state.houses):
        raise InputError(where, 0, "houses", "an owner is not a player")


def _emissary_caps(state: ChinaState, where: str) -> None:
    """No region holds more emissaries than the most houses of one player there; scored regions exist."""
    ix = index(state.board)
    for r, region in enumerate(state.board.regions):
        counts = [0] * state.players
        for s in ix.region_spaces[r]:
            if state.houses[s] != EMPTY:
                counts[state.houses[s]] += 1
        if any(e < 0 for e in state.emissaries[r]) or sum(state.emissaries[r]) > max(counts):
            raise InputError(
                where,
                0,
                f"emissaries.{region.id}",
                f"{sum(state.emissaries[r])} emissaries but the most houses of one player there is {max(counts)}",
            )
    for rid in state.scored:
        if rid not in ix.region_index:
            raise InputError(where, 0, "scored", f"{rid!r} is not a region")


def _card_counts(state: ChinaState, where: str) -> None:
    """Known card colours, no more of a colour than the game has (when no card is hidden), the open cards and
    hands within their sizes, and the exhaustion count."""
    cards = [*state.open, *state.deck, *state.discard, *state.removed, *(c for h in state.hands for c in h)]
    bad = [c for c in cards if c not in COLOURS and c != "hidden"]
    if bad:
        raise InputError(where, 0, "cards", f"{bad[0]!r} is not a card colour")
    if "hidden" not in cards:
        counts_all = colour_counts(tuple(cards))
        for c in COLOURS:
            if counts_all[c] > COMPONENTS.split[c]:
                raise InputError(where, 0, "cards", f"{counts_all[c]} {c} cards; the game has {COMPONENTS.split[c]}")
    if len(state.open) > OPEN or any(len(h) > HAND for h in state.hands):
        raise InputError(where, 0, "cards", f"at most {OPEN} open cards and {HAND} cards in a hand")
    if not 0 <= state.exhausted <= 2:
        raise InputError(where, 0, "exhausted", "0, 1 or 2")


# -- plausibility: what a real game keeps (tutor.core.plausible) ---------------------------------------------------
def implausible(state: ChinaState) -> list[Implausible]:
    """The ways ``state`` departs from every real game: a full region not scored (or a scored one not full), and
    points on the track other than the house scorings of the scored regions (the only points before the end)."""
    s = state
    out: list[Implausible] = []
    ix = index(s.board)
    earned = [0] * s.players
    for r, region in enumerate(s.board.regions):
        full = all(s.houses[x] != EMPTY for x in ix.region_spaces[r])
        scored = region.id in s.scored
        if full and not scored:
            out.append(Implausible("china.placement.house-scoring-trigger", f"{region.id} is full but not scored"))
        if scored and not full:
            out.append(Implausible("china.house-scoring.marker", f"{region.id} holds a score marker but is not full"))
        if scored:
            for player, points in enumerate(house_points(region_house_counts(s, r))):
                earned[player] += points
    if list(s.score) != earned:
        out.append(Implausible("china.placement.house-scoring-trigger",
                               f"points on the track {list(s.score)}, the scored regions give {earned}"))
    return out


def house_points(counts: list[int]) -> list[int]:
    """Each player's points when a region's houses are scored (the ranks of ``scoring.house_scoring``: the most
    houses score every house there, each lower rank the houses of the rank just above, none skipped)."""
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    return [0 if c == 0 else sum(counts) if c == levels[0] else levels[levels.index(c) - 1] for c in counts]
