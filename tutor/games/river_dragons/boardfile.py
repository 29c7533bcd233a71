"""River Dragons boards as data: villages, islands (or water points), and the geometry of planks.

The printed board is not published as data: ``boards/standard.yaml`` (island side) and
``boards/expert.yaml`` (water side) are boards the project designed (see their headers). A user can
load a board of their own with :func:`load_board` (a file) or :func:`board_from_data` (a mapping);
every problem is an ``InputError`` naming the file and the field. :func:`board_to_data` writes a board
back in the file format.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.fields import Fields, Problems
from tutor.core.inputs import read_text
from tutor.core.yamlfile import load_yaml, strip_lines
from tutor.games.river_dragons.components import COMPONENTS
from tutor.resources import game_data

BOARDS = game_data("river_dragons", "boards")
COLOURS = COMPONENTS.colours  # pink, green, blue, black, red, yellow (components.yaml)
FORMAT = "river-dragons-board"
SIDES = ("islands", "water")
EPS = 1e-9


@dataclass(frozen=True)
class Village:
    """A village on the bank: its colour, landing point, player-count guide and destination."""

    colour: str
    x: float
    y: float
    players: tuple[int, ...]
    destination: str


@dataclass(frozen=True)
class Island:
    id: str
    x: float
    y: float


@dataclass(frozen=True)
class Water:
    """The expert side: stones go on a square grid of points inside the river."""

    spacing: float
    margin: float


@dataclass(frozen=True)
class RiverBoard:
    """One side of a board. Coordinates in plank units (plank k spans at most k units)."""

    name: str
    side: str  # "islands" or "water"
    radius: float  # the river is a disc of this radius round (0, 0)
    villages: tuple[Village, ...]  # clockwise
    islands: tuple[Island, ...] = ()
    island_radius: float = 0.42
    water: Water | None = None
    plank_width: float = 0.2
    min_angle: float = 20.0

    # -- derived (not part of the data: never encoded) --------------------------------------------
    @cached_property
    def spots(self) -> tuple[Island, ...]:
        """Where a stone may go: the islands, or the water grid on the expert side."""
        if self.side == "islands" or self.water is None:
            return self.islands
        step, limit = self.water.spacing, self.radius - self.water.margin
        n = int(limit / step)
        out: list[Island] = []
        for row in range(n, -n - 1, -1):
            for col in range(-n, n + 1):
                x, y = round(col * step, 6), round(row * step, 6)
                if math.hypot(x, y) <= limit + EPS:
                    out.append(Island(f"w{len(out) + 1}", x, y))
        return tuple(out)

    @cached_property
    def points(self) -> dict[str, tuple[float, float]]:
        """Every place a stone or a plank end can be: spot ids and village colours."""
        pts = {s.id: (s.x, s.y) for s in self.spots}
        pts.update({v.colour: (v.x, v.y) for v in self.villages})
        return pts

    @cached_property
    def village_map(self) -> dict[str, Village]:
        return {v.colour: v for v in self.villages}

    @cached_property
    def spot_ids(self) -> frozenset[str]:
        return frozenset(s.id for s in self.spots)

    @cached_property
    def conflict_cache(self) -> dict[tuple[str, str, str, str], bool]:
        """Plank-on-plank answers already computed (geometry depends on the board alone)."""
        return {}

    @cached_property
    def reach_sets(self) -> dict[int, dict[str, frozenset[str]]]:
        """Per plank size, the points within its reach of each point, not village to village (filled on demand)."""
        return {}

    @cached_property
    def conflict_sets(self) -> dict[tuple[str, str], tuple[set[tuple[str, str]], set[tuple[str, str]]]]:
        """Per placed plank (ends in order): the plank places checked against it, and those in conflict."""
        return {}

    def blocked(self, places: set[tuple[str, str]], planks: Iterable[tuple[str, str]]) -> set[tuple[str, str]]:
        """The ``places`` (plank ends, in order) where a plank would rest on one of ``planks``.

        Set operations on remembered answers, so listing plank moves does not test every place
        against every plank in Python (the hot spot of River Dragons' move listing)."""
        out: set[tuple[str, str]] = set()
        for c, d in planks:
            key = (c, d) if c < d else (d, c)
            known = self.conflict_sets.get(key)
            if known is None:
                known = self.conflict_sets[key] = (set(), set())
            checked, hits = known
            for a, b in places - checked:
                checked.add((a, b))
                if _conflict(self, a, b, c, d):
                    hits.add((a, b))
            out |= places & hits
        return out

    def colours_for(self, players: int) -> tuple[str, ...]:
        """The colours used with this many players (the guide by each village), clockwise."""
        return tuple(v.colour for v in self.villages if players in v.players)

    def dist(self, a: str, b: str) -> float:
        (ax, ay), (bx, by) = self.points[a], self.points[b]
        return math.hypot(ax - bx, ay - by)


# -- plank geometry ---------------------------------------------------------------------------------
Point = tuple[float, float]


def _point_segment(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segments_distance(a: Point, b: Point, c: Point, d: Point) -> float:
    """The shortest distance between segments ab and cd (0 if they cross)."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if ((o1 > 0 > o2) or (o1 < 0 < o2)) and ((o3 > 0 > o4) or (o3 < 0 < o4)):
        return 0.0
    return min(_point_segment(a, c, d), _point_segment(b, c, d), _point_segment(c, a, b), _point_segment(d, a, b))


def _angle(at: Point, p: Point, q: Point) -> float:
    a1 = math.atan2(p[1] - at[1], p[0] - at[0])
    a2 = math.atan2(q[1] - at[1], q[0] - at[0])
    diff = abs(a1 - a2) % (2 * math.pi)
    return math.degrees(min(diff, 2 * math.pi - diff))


def planks_conflict(board: RiverBoard, a: str, b: str, c: str, d: str) -> bool:
    """Would a plank a–b rest on the plank c–d? (They may meet only at a support they share.)"""
    p1, p2 = (a, b) if a < b else (b, a)
    q1, q2 = (c, d) if c < d else (d, c)
    key = (p1, p2, q1, q2) if (p1, p2) <= (q1, q2) else (q1, q2, p1, p2)
    cache = board.conflict_cache
    found = cache.get(key)
    if found is None:
        found = cache[key] = _conflict(board, a, b, c, d)
    return found


def _conflict(board: RiverBoard, a: str, b: str, c: str, d: str) -> bool:
    shared = {a, b} & {c, d}
    pa, pb, pc, pd = board.points[a], board.points[b], board.points[c], board.points[d]
    if len(shared) == 2:
        return True
    if len(shared) == 1:
        s = next(iter(shared))
        far1 = pb if a == s else pa
        far2 = pd if c == s else pc
        return _angle(board.points[s], far1, far2) < board.min_angle
    w = board.plank_width
    if (max(pa[0], pb[0]) + w < min(pc[0], pd[0]) or max(pc[0], pd[0]) + w < min(pa[0], pb[0])
            or max(pa[1], pb[1]) + w < min(pc[1], pd[1]) or max(pc[1], pd[1]) + w < min(pa[1], pb[1])):
        return False
    return segments_distance(pa, pb, pc, pd) < board.plank_width


# -- loading and validation --------------------------------------------------------------------------
def _num(value: Any, where: str, field: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise InputError(where, 0, field, f"expected a number, got {value!r}")
    return float(value)


def _xy(value: Any, where: str, field: str) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise InputError(where, 0, field, "expected [x, y]")
    return _num(value[0], where, field), _num(value[1], where, field)


BOARD_FIELDS = {"format", "name", "side", "river", "villages", "islands", "island_radius", "water", "plank_width",
                "min_angle"}


def board_from_data(data: Any, where: str = "board") -> RiverBoard:
    """A board from a mapping in the board-file format; ``InputError`` names the bad field (the problems of the
    plain fields, and of the villages, each listed at once)."""
    if not isinstance(data, Mapping):
        raise InputError(where, 0, "board", "a board is a mapping (see docs/river_dragons.md)")
    problems = Problems(where)
    f = Fields(data, problems, BOARD_FIELDS)
    f.choice("format", (FORMAT,), FORMAT)
    name = f.text("name", "custom") or "custom"
    if f.get("name") == "":
        f.note("name", "expected text")
    side = f.choice("side", SIDES, "islands")
    river = f.get("river")
    if not isinstance(river, Mapping) or "radius" not in river:
        f.note("river", "expected {radius: R}")
    problems.check()
    radius = _num(river["radius"], where, "river.radius")
    if radius <= 0:
        raise InputError(where, 0, "river.radius", "must be positive")
    villages = _villages(data.get("villages"), radius, where)
    plank_width = _num(data.get("plank_width", 0.2), where, "plank_width")
    min_angle = _num(data.get("min_angle", 20), where, "min_angle")
    if plank_width < 0 or not 0 <= min_angle < 180:
        raise InputError(where, 0, "plank_width", "plank_width >= 0 and 0 <= min_angle < 180")
    island_radius = _num(data.get("island_radius", 0.42), where, "island_radius")
    islands: tuple[Island, ...] = ()
    water = None
    if side == "islands":
        if "water" in data:
            raise InputError(where, 0, "water", "only the water side has a water grid")
        islands = _islands(data.get("islands"), radius, island_radius, where)
    else:
        if "islands" in data:
            raise InputError(where, 0, "islands", "the water side has no islands")
        water = _water(data.get("water"), radius, where)
    return RiverBoard(name, str(side), radius, villages, islands, island_radius, water, plank_width, min_angle)


def _villages(raw: Any, radius: float, where: str) -> tuple[Village, ...]:
    """The villages on the bank, each with its colour, players and destination; all their problems at once."""
    if not isinstance(raw, list) or not raw:
        raise InputError(where, 0, "villages", "expected a list of villages")
    problems = Problems(where)
    villages = []
    for i, v in enumerate(raw):
        f = Fields(v, problems, ("colour", "at", "players", "destination"), path=f"villages[{i}]",
                   what="{colour, at, players, destination}")
        colour = f.choice("colour", COLOURS, None) if "colour" in f else None
        if colour is None:
            f.note("colour", f"expected one of {', '.join(COLOURS)}")
        players = f.get("players")
        if not isinstance(players, list) or not all(isinstance(n, int) and not isinstance(n, bool)
                                                    and 2 <= n <= 6 for n in players):
            f.note("players", "expected a list of player counts from 2 to 6")
            players = []
        dest = f.get("destination")
        if dest not in COLOURS or dest == colour:
            f.note("destination", "expected the colour of another village")
        try:
            x, y = _xy(f.get("at"), where, f.name("at"))
        except InputError as exc:
            problems.extend(exc)
            continue
        if math.hypot(x, y) < radius - 0.01:
            f.note("at", "a village stands on the bank, not in the river")
        villages.append(Village(str(colour), x, y, tuple(sorted(set(players))), str(dest)))
    problems.check()
    colours = [v.colour for v in villages]
    if len(set(colours)) != len(colours):
        raise InputError(where, 0, "villages", "two villages have the same colour")
    for v in villages:
        if v.destination not in colours:
            raise InputError(where, 0, "villages", f"the destination of {v.colour} ({v.destination}) is not a village")
    for n in range(2, 7):
        count = sum(1 for v in villages if n in v.players)
        if count and count != n:
            raise InputError(where, 0, "villages", f"{count} villages are marked for {n} players (must be {n})")
    return tuple(villages)


def _islands(raw: Any, radius: float, island_radius: float, where: str) -> tuple[Island, ...]:
    """The islands of the island side: inside the river, none overlapping another."""
    if not isinstance(raw, list) or not raw:
        raise InputError(where, 0, "islands", "expected a list of islands {id, at}")
    islands: list[Island] = []
    for i, isl in enumerate(raw):
        f = f"islands[{i}]"
        if not isinstance(isl, Mapping) or set(isl) - {"id", "at"}:
            raise InputError(where, 0, f, "expected {id, at}")
        iid = isl.get("id")
        if not isinstance(iid, str) or not iid.startswith("i") or not iid[1:].isdigit():
            raise InputError(where, 0, f"{f}.id", "expected i1, i2, ...")
        x, y = _xy(isl.get("at"), where, f"{f}.at")
        if math.hypot(x, y) + island_radius > radius + EPS:
            raise InputError(where, 0, f"{f}.at", "the island is not inside the river")
        for other in islands:
            if other.id == iid:
                raise InputError(where, 0, f"{f}.id", f"{iid} appears twice")
            if math.hypot(other.x - x, other.y - y) < 2 * island_radius - EPS:
                raise InputError(where, 0, f"{f}.at", f"{iid} overlaps {other.id}")
        islands.append(Island(iid, x, y))
    return tuple(islands)


def _water(w: Any, radius: float, where: str) -> Water:
    """The water side's grid of points: its spacing and its margin from the bank."""
    if not isinstance(w, Mapping) or set(w) != {"spacing", "margin"}:
        raise InputError(where, 0, "water", "expected {spacing, margin}")
    spacing, margin = _num(w["spacing"], where, "water.spacing"), _num(w["margin"], where, "water.margin")
    if spacing < 0.1 or margin < 0 or margin >= radius:
        raise InputError(where, 0, "water", "spacing >= 0.1 and 0 <= margin < river radius")
    return Water(spacing, margin)


MAX_BOARD_BYTES = 500_000


def load_board(path: str | Path) -> RiverBoard:
    """A board from a YAML file of one's own (the format of ``boards/standard.yaml``)."""
    p = Path(path)
    data = strip_lines(load_yaml(read_text(p, MAX_BOARD_BYTES, "board file"), str(p)))  # bounded, safe YAML
    return board_from_data(data, str(p))


_BUILTIN: dict[str, RiverBoard] = {}


def builtin_board(name: str) -> RiverBoard:
    """``standard`` (island side) or ``expert`` (water side), loaded once."""
    if name not in _BUILTIN:
        if name not in ("standard", "expert"):
            raise InputError("board", 0, "board", f"unknown board {name!r}; boards are standard, expert")
        _BUILTIN[name] = load_board(BOARDS / f"{name}.yaml")
    return _BUILTIN[name]


def board_to_data(board: RiverBoard) -> dict[str, Any]:
    """The board in the file format (for validation and for saving one's own board)."""
    data: dict[str, Any] = {
        "format": "river-dragons-board", "name": board.name, "side": board.side, "river": {"radius": board.radius},
        "villages": [{"colour": v.colour, "at": [v.x, v.y], "players": list(v.players), "destination": v.destination}
                     for v in board.villages],
        "island_radius": board.island_radius, "plank_width": board.plank_width, "min_angle": board.min_angle,
    }
    if board.side == "islands":
        data["islands"] = [{"id": i.id, "at": [i.x, i.y]} for i in board.islands]
    elif board.water is not None:
        data["water"] = {"spacing": board.water.spacing, "margin": board.water.margin}
    return data
