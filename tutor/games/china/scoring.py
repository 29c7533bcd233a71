"""China's scorings as pure functions: houses of a region, alliances, roads. Each result cites its clauses.

The final scoring puts them together: every line of the score, the outcome and the tie-break.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from tutor.core import Event, Outcome, Reason, ScoreLine, reason
from tutor.core.verdict import actor_event
from tutor.games.china.boardfile import Alliance, ChinaMap, index
from tutor.games.china.state import OVER, ChinaState, region_house_counts, supply

RANK_CLAUSES = (
    "china.house-scoring.first",
    "china.house-scoring.second",
    "china.house-scoring.third",
    "china.house-scoring.fourth",
    "china.house-scoring.fifth",
)


@dataclass(frozen=True)
class HouseScore:
    """One player's points for the houses of a region."""

    player: int
    points: int
    rank: int  # 1 = most houses
    houses: int  # the player's houses in the region
    basis: int  # what the points count: all houses (rank 1) or the houses of each player of the rank above
    tied: bool  # other players share this rank

    @property
    def clauses(self) -> tuple[str, ...]:
        ids = [RANK_CLAUSES[self.rank - 1]]
        if self.tied:
            ids.append("china.house-scoring.tie")
        if self.rank > 1 and self.tied_above:
            ids.append("china.house-scoring.tie.no-skip")
        return tuple(ids)

    tied_above: bool = False  # a rank above this one was shared (so no rank is skipped)
    others: tuple[int, ...] = ()  # the other players who share this rank


def house_scoring(counts: list[int]) -> list[HouseScore]:
    """Points for each player with houses in a region (china.house-scoring.*): ranks without skipping."""
    total = sum(counts)
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    out = []
    tied_above = False
    for rank, level in enumerate(levels, 1):
        holders = [player for player, c in enumerate(counts) if c == level]
        basis = total if rank == 1 else levels[rank - 2]
        for player in holders:
            others = tuple(p for p in holders if p != player)
            out.append(HouseScore(player, basis, rank, level, basis, bool(others), tied_above, others))
        tied_above = tied_above or len(holders) > 1
    return sorted(out, key=lambda h: (h.rank, h.player))


@dataclass(frozen=True)
class AllianceScore:
    alliance: Alliance
    counts: tuple[tuple[int, ...], tuple[int, ...]]  # emissaries per player in each region
    majority: tuple[tuple[int, ...], tuple[int, ...]]  # players with the (shared) majority in each region
    winners: tuple[int, ...]
    points: int  # what each winner receives: all emissaries of both regions

    @property
    def clauses(self) -> tuple[str, ...]:
        ids = ["china.final-scoring.alliances.points" if self.winners else "china.final-scoring.alliances.majority"]
        if any(len(m) > 1 for m in self.majority):
            ids.append("china.final-scoring.alliances.tie")
        if len(self.winners) > 1:
            ids.append("china.final-scoring.alliances.shared")
        return tuple(ids)


def majority(counts: tuple[int, ...]) -> tuple[int, ...]:
    top = max(counts, default=0)
    return tuple(player for player, c in enumerate(counts) if c == top) if top > 0 else ()


def alliance_scoring(state: ChinaState, alliance: Alliance) -> AllianceScore:
    """One alliance (china.final-scoring.alliances.*): majority (ties share it) in both regions."""
    ix = index(state.board)
    a, b = (state.emissaries[ix.region_index[r]] for r in alliance.regions)
    ma, mb = majority(a), majority(b)
    winners = tuple(player for player in ma if player in mb)
    return AllianceScore(alliance, (a, b), (ma, mb), winners, sum(a) + sum(b) if winners else 0)


def all_alliances(state: ChinaState) -> list[AllianceScore]:
    """Every alliance of the board in number order (china.final-scoring.alliances.order)."""
    return [alliance_scoring(state, al) for al in sorted(state.board.alliances, key=lambda a: a.number)]


@dataclass(frozen=True)
class RoadRow:
    """An unbroken row of one player's houses along the roads: the house spaces, in order."""

    player: int
    spaces: tuple[int, ...]  # house space ids along the row
    regions: tuple[str, ...]  # the regions it runs through
    branches: int  # the player's houses touching the row that the row leaves out (branches)

    @property
    def points(self) -> int:
        return len(self.spaces)

    @property
    def clauses(self) -> tuple[str, ...]:
        ids = ["china.final-scoring.roads.points", "china.final-scoring.roads.four-in-a-row", "china.final-scoring.roads.once"]
        if self.branches:
            ids.append("china.final-scoring.roads.branches")
        if len(self.regions) > 1:
            ids.append("china.final-scoring.roads.across-regions")
        return tuple(ids)


MIN_ROW = 4


def road_rows(state: ChinaState) -> list[RoadRow]:
    """Every scoring row of every player (china.final-scoring.roads.*).

    A row is a simple path along the roads through one player's houses; at a fork it follows one
    branch only (branches do not count); each house counts in one row at most; a row needs at least
    4 houses. Where a player's houses allow several choices, the rows that give the most points are
    taken (the rulebook does not say how to choose; docs/china.md).
    """
    board = state.board
    ix = index(board)
    rows: list[RoadRow] = []
    for player in range(state.players):
        mine = {i for i, owner in enumerate(state.houses) if owner == player}
        seen: set[int] = set()
        for start in sorted(mine):
            if start in seen:
                continue
            comp = _component(start, mine, ix.adjacency)
            seen |= comp
            if len(comp) < MIN_ROW:
                continue
            for path in best_paths(frozenset(comp), ix.adjacency, road_index(board)):
                on_path = set(path)
                branch = {n for p in path for n in ix.adjacency[p] if n in comp and n not in on_path}
                regions = tuple(dict.fromkeys(board.spaces[i].region for i in path))
                rows.append(RoadRow(player, tuple(board.spaces[i].id for i in path), regions, len(branch)))
    return rows


def road_index(board: ChinaMap) -> dict[frozenset[int], int]:
    """Which road (by position in the board's list) each segment between two house spaces belongs to."""
    ix = index(board)
    out: dict[frozenset[int], int] = {}
    for k, road in enumerate(board.roads):
        for a, b in itertools.pairwise(road):
            out.setdefault(frozenset((ix.space_index[a], ix.space_index[b])), k)
    return out


def _component(start: int, allowed: set[int], adj: tuple[tuple[int, ...], ...]) -> set[int]:
    comp = {start}
    todo = [start]
    while todo:
        n = todo.pop()
        for m in adj[n]:
            if m in allowed and m not in comp:
                comp.add(m)
                todo.append(m)
    return comp


def best_paths(
    nodes: frozenset[int], adj: tuple[tuple[int, ...], ...], road_of: dict[frozenset[int], int] | None = None
) -> list[tuple[int, ...]]:
    """Vertex-disjoint simple paths of at least 4 nodes covering the most nodes (exact search).

    Among equally good choices, rows that stay on one printed road (fewest changes of road at forks)
    are preferred, so a house hanging off a road is the branch (china.final-scoring.roads.example).
    """
    roads = road_of or {}
    memo: dict[frozenset[int], tuple[int, int, tuple[tuple[int, ...], ...]]] = {}

    def switches(path: tuple[int, ...]) -> int:
        ids = [roads.get(frozenset(e), -1) for e in itertools.pairwise(path)]
        return sum(1 for a, b in itertools.pairwise(ids) if a != b)

    def arms(v: int, rem: frozenset[int]) -> list[tuple[int, ...]]:
        out: list[tuple[int, ...]] = []
        stack: list[tuple[int, ...]] = [(v,)]
        while stack:
            path = stack.pop()
            out.append(path)
            for n in adj[path[-1]]:
                if n in rem and n not in path:
                    stack.append((*path, n))
        return out

    def combine(parts: list[frozenset[int]]) -> tuple[int, int, tuple[tuple[int, ...], ...]]:
        subs = [solve(p) for p in parts]
        return sum(x[0] for x in subs), sum(x[1] for x in subs), tuple(r for x in subs for r in x[2])

    def solve(rem: frozenset[int]) -> tuple[int, int, tuple[tuple[int, ...], ...]]:
        if len(rem) < MIN_ROW:
            return 0, 0, ()
        if rem in memo:
            return memo[rem]
        # the lowest node is either in no row, or in exactly one row through it
        v = min(rem)
        best = combine(_split(rem - {v}, adj))
        va = arms(v, rem)
        seen: set[frozenset[int]] = set()
        for i, a in enumerate(va):
            for b in va[i:]:
                if len(a) + len(b) - 1 < MIN_ROW or (set(a) & set(b)) != {v}:
                    continue
                path = tuple(reversed(a)) + b[1:]
                key = frozenset(path)
                if key in seen:
                    continue
                seen.add(key)
                val, sw, rows = combine(_split(rem - key, adj))
                cand = (val + len(path), sw + switches(path), (path, *rows))
                if (cand[0], -cand[1]) > (best[0], -best[1]):
                    best = cand
        memo[rem] = best
        return best

    return sorted(_canonical(p) for p in solve(nodes)[2])


def _canonical(path: tuple[int, ...]) -> tuple[int, ...]:
    return path if path[0] <= path[-1] else tuple(reversed(path))


def _split(nodes: frozenset[int], adj: tuple[tuple[int, ...], ...]) -> list[frozenset[int]]:
    """The connected parts of a node set (each solved on its own)."""
    left = set(nodes)
    parts = []
    while left:
        comp = _component(min(left), left, adj)
        left -= comp
        parts.append(frozenset(comp))
    return parts


def house_event(hs: HouseScore, region_key: str, *when: str) -> Event:
    """One player's house scoring of a region as an event: a shared place names the players who share it."""
    clauses = (*hs.clauses, *when, "china.house-scoring.move-stones")
    tie = {"others": hs.others} if hs.others else {}
    code = ("china.ev.house-first" if hs.rank == 1 else "china.ev.house-rank") + ("-tie" if tie else "")
    ranked = {"rank": hs.rank} if hs.rank > 1 else {}
    return actor_event(code, clauses, hs.player, region=region_key, houses=hs.houses, points=hs.points, **ranked, **tie)


# -- the final scoring ---------------------------------------------------------------------------
def score_lines(state: ChinaState) -> tuple[ScoreLine, ...]:
    """Every line of the score: houses (during the game and at the end), alliances, roads."""
    lines: list[ScoreLine] = []
    board = state.board
    for r, region in enumerate(board.regions):
        during = region.id in state.scored
        when: tuple[str, ...] = (
            ("china.placement.house-scoring-trigger",)
            if during
            else ("china.final-scoring.houses.unscored", "china.final-scoring.houses.same", "china.final-scoring.overview")
        )
        for hs in house_scoring(region_house_counts(state, r)):
            ev = house_event(hs, region.key, *when)
            lines.append(ScoreLine(hs.player, hs.points, Reason(ev.code, ev.clauses, ev.params)))
    alliances = all_alliances(state)
    won = [player for al in alliances for player in al.winners]
    for al in alliances:
        a, b = (board.regions[index(board).region_index[x]].key for x in al.alliance.regions)
        for player in al.winners:
            extra = ("china.final-scoring.alliances.multiple",) if won.count(player) > 1 else ()
            lines.append(
                ScoreLine(
                    player,
                    al.points,
                    reason(
                        "china.score.alliance",
                        (*al.clauses, *extra, "china.final-scoring.alliances.what", "china.final-scoring.alliances.order"),
                        number=al.alliance.number,
                        a=a,
                        b=b,
                        player=player,
                        points=al.points,
                    ),
                )
            )
    for row in road_rows(state):
        lines.append(
            ScoreLine(
                row.player,
                row.points,
                reason(
                    "china.score.road",
                    row.clauses,
                    player=row.player,
                    n=row.points,
                    points=row.points,
                    spaces="-".join(str(s) for s in row.spaces),
                ),
            )
        )
    return tuple(lines)


def outcome(state: ChinaState) -> Outcome:
    lines = score_lines(state)
    scores = [0] * state.players
    for ln in lines:
        scores[ln.player] += ln.points
    ranking, tie_events = rank(state, scores)
    top = ranking[0]
    shared = tuple(player for player in ranking if (scores[player], supply(state, player)) == (scores[top], supply(state, top)))
    return Outcome(tuple(scores), tuple(lines), tuple(ranking), tuple(tie_events), shared)


def rank(state: ChinaState, scores: Sequence[int]) -> tuple[list[int], list[Event]]:
    """Most points first; ties go to the most pieces left in supply (china.winner.tie)."""
    order = sorted(range(state.players), key=lambda player: (-scores[player], -supply(state, player), player))
    events: list[Event] = []
    for pts in sorted(set(scores), reverse=True):
        tied = [player for player in order if scores[player] == pts]
        if len(tied) < 2:
            continue
        for player in tied:
            events.append(
                actor_event("china.tie-break", ("china.winner.tie", "china.winner.most-points"), player, points=pts,
                            supply=supply(state, player))
            )
        for a, b in itertools.pairwise(tied):
            if supply(state, a) == supply(state, b):
                events.append(actor_event("china.tie-shared", "china.winner.tie", a, other=b))
    return order, events


def shown_points(state: ChinaState) -> tuple[int, ...]:
    """The points a board shows: the track during the game; once it is over, the final totals (the final scoring
    applied: china.final-scoring.overview)."""
    if state.phase == OVER:
        return outcome(state).scores
    return tuple(state.score)
