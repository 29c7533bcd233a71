"""China's boards as data: the schema, its validation (errors name the file and the field), loading.

A board file (YAML or JSON, see ``boards/README.md``) holds the regions (colour, names, dragon space,
outline for drawing), the house spaces (with their region and position), the roads (polylines of
house space ids; a branch is a road that starts or ends on a space of another road), the alliances
(numbered, between two neighbouring regions) and the neighbours. The two bundled sides are drawn
by the project (the printed map is not public as data); users may load a board file of their own.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.fields import Fields, Problems
from tutor.core.inputs import load_json, read_text
from tutor.core.yamlfile import LINE, load_yaml, strip_lines
from tutor.resources import game_data
from tutor.text.glossary import glossary as glossary_terms

COLOURS = ("yellow", "green", "red", "orange", "purple")
PAIRED = ("yellow", "green", "red", "orange")
BOARDS = game_data("china", "boards")
SIDES = ("a", "b")
MAX_BOARD_BYTES = 500_000


@dataclass(frozen=True)
class Region:
    id: str
    colour: str
    names: tuple[tuple[str, str], ...]  # (language, name)
    glossary: str = ""  # the glossary key of the name, where the glossary has one
    invented: bool = False  # a name the rulebook does not use
    dragon: tuple[float, float] = (0.0, 0.0)
    outline: tuple[tuple[float, float], ...] = ()

    def name(self, lang: str = "en") -> str:
        """The file's name in ``lang``, else the glossary term's (a language the file predates), else English."""
        d = dict(self.names)
        said = glossary_terms("china").get(self.glossary, {}) if self.glossary else {}
        return d.get(lang) or said.get(lang) or d.get("en") or self.id

    @property
    def key(self) -> str:
        """What messages get as the region parameter: the glossary key, else the English name."""
        return self.glossary or self.name("en")


@dataclass(frozen=True)
class Space:
    id: int
    region: str
    x: float
    y: float


@dataclass(frozen=True)
class Alliance:
    number: int
    regions: tuple[str, str]
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class ChinaMap:
    """One side of the board (or a user's board)."""

    id: str
    name: tuple[tuple[str, str], ...]
    players: tuple[int, int]
    provenance: str
    size: tuple[float, float]
    regions: tuple[Region, ...]
    spaces: tuple[Space, ...]
    roads: tuple[tuple[int, ...], ...]
    alliances: tuple[Alliance, ...]
    neighbours: tuple[tuple[str, str], ...]
    partial: bool = False  # a small board for an example: fewer regions and alliances allowed

    def title(self, lang: str = "en") -> str:
        d = dict(self.name)
        return d.get(lang) or d.get("en") or self.id


@dataclass(frozen=True)
class MapIndex:
    """Lookups derived from a map (cached per map object)."""

    region_index: dict[str, int]
    space_index: dict[int, int]  # space id -> position in ChinaMap.spaces
    region_spaces: tuple[tuple[int, ...], ...]  # per region: space positions
    space_region: tuple[int, ...]  # per space position: region position
    adjacency: tuple[tuple[int, ...], ...]  # road graph over space positions
    edges: frozenset[frozenset[int]]


_INDEX: dict[int, tuple[ChinaMap, MapIndex]] = {}


def index(m: ChinaMap) -> MapIndex:
    hit = _INDEX.get(id(m))
    if hit is not None and hit[0] is m:
        return hit[1]
    if len(_INDEX) > 256:
        _INDEX.clear()
    region_index = {r.id: i for i, r in enumerate(m.regions)}
    space_index = {s.id: i for i, s in enumerate(m.spaces)}
    region_spaces = tuple(tuple(i for i, s in enumerate(m.spaces) if s.region == r.id) for r in m.regions)
    space_region = tuple(region_index[s.region] for s in m.spaces)
    adj: list[set[int]] = [set() for _ in m.spaces]
    edges = set()
    for road in m.roads:
        for a, b in itertools.pairwise(road):
            i, j = space_index[a], space_index[b]
            adj[i].add(j)
            adj[j].add(i)
            edges.add(frozenset((i, j)))
    ix = MapIndex(region_index, space_index, region_spaces, space_region, tuple(tuple(sorted(a)) for a in adj), frozenset(edges))
    _INDEX[id(m)] = (m, ix)
    return ix


# -- validation ---------------------------------------------------------------------------------


class _Where:
    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, field: str, problem: str) -> InputError:
        return InputError(self.file, 0, field, problem)


def _num(w: _Where, value: Any, field: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise w.fail(field, f"expected a number, got {value!r}")
    return float(value)


def _point(w: _Where, value: Any, field: str) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise w.fail(field, "expected [x, y]")
    return _num(w, value[0], f"{field}[0]"), _num(w, value[1], f"{field}[1]")


def _text(w: _Where, value: Any, field: str) -> str:
    if not isinstance(value, str) or not value:
        raise w.fail(field, "expected text")
    return value


def _known_region(rid: str, english: str) -> str:
    """The glossary key of a region the rules (or the published boards) name, when the file's region is it: the
    same id and the same English name ("wei", "Wei"); else ""."""
    key = f"region.{rid}"
    terms = glossary_terms("china").get(key)
    return key if terms and terms.get("en") == english else ""


def _names(w: _Where, value: Any, field: str) -> tuple[tuple[str, str], ...]:
    if isinstance(value, str):
        return (("en", value),)
    if not isinstance(value, dict) or "en" not in value:
        raise w.fail(field, "expected a name or {en: ..., es: ..., ja: ...}")
    return tuple((str(k), _text(w, v, f"{field}.{k}")) for k, v in value.items() if k != LINE)


TOP = {
    "format",
    "version",
    "id",
    "name",
    "players",
    "provenance",
    "size",
    "regions",
    "spaces",
    "roads",
    "alliances",
    "neighbours",
    "partial",
}
REGION_FIELDS = {"id", "colour", "names", "name", "glossary", "invented", "dragon", "outline"}


def parse_map(data: Any, file: str) -> ChinaMap:
    """A validated board from plain data: its problems are an InputError naming ``file`` and the field, all the
    problems of one part of the board (the header, the regions, the house spaces, ...) listed at once."""
    w = _Where(file)
    if not isinstance(data, dict):
        raise w.fail("(file)", "a board is a mapping (format: china-board)")
    problems = Problems(file)
    top = Fields(data, problems, TOP)
    top.choice("format", ("china-board",), "china-board")
    top.choice("version", (1,), 1)
    partial = top.flag("partial", False)
    problems.check()
    board_id = _text(w, data.get("id", "custom"), "id")
    name = _names(w, data.get("name", board_id), "name")
    players_raw = data.get("players", [3, 5])
    if (
        not isinstance(players_raw, list)
        or len(players_raw) != 2
        or not all(isinstance(p, int) and not isinstance(p, bool) for p in players_raw)
        or not 3 <= players_raw[0] <= players_raw[1] <= 5
    ):
        raise w.fail("players", "expected [low, high] within 3..5")
    provenance = _text(w, data.get("provenance", "a board file given by the user"), "provenance")
    size = _point(w, data.get("size", [600, 520]), "size")
    regions = _regions(w, data.get("regions"))
    spaces = _spaces(w, data.get("spaces"), {r.id for r in regions})
    counts = {r.id: sum(1 for s in spaces if s.region == r.id) for r in regions}
    for i, r in enumerate(regions):
        low = 1 if partial else 4
        if not low <= counts[r.id] <= 8:
            raise w.fail(f"regions[{i}]", f"{r.id} has {counts[r.id]} house spaces; a region has {low} to 8")
    neighbours = _neighbours(w, data.get("neighbours", []), regions)
    roads = _roads(w, data.get("roads", []), {s.id for s in spaces}, partial)
    alliances = _alliances(w, data.get("alliances", []), {r.id for r in regions}, neighbours)
    if not partial:
        _check_full(w, regions, counts, alliances)
    return ChinaMap(board_id, name, (players_raw[0], players_raw[1]), provenance, size, tuple(regions), tuple(spaces),
                    tuple(roads), tuple(alliances), tuple(neighbours), partial)


def _regions(w: _Where, raw: Any) -> list[Region]:
    """The regions, each checked; every region's problems are listed at once."""
    if not isinstance(raw, list) or not raw:
        raise w.fail("regions", "expected a list of regions")
    problems = Problems(w.file)
    regions: list[Region] = []
    for i, r in enumerate(raw):
        f = Fields(r, problems, REGION_FIELDS, path=f"regions[{i}]")
        try:
            region = _region(w, f, regions)
        except InputError as exc:
            problems.extend(exc)
            continue
        regions.append(region)
    problems.check()
    return regions


def _region(w: _Where, f: Fields, before: list[Region]) -> Region:
    rid = _text(w, f.get("id"), f.name("id"))
    if not rid.replace("_", "").isalnum() or rid != rid.lower():
        raise w.fail(f.name("id"), "use lower-case letters, digits and _ only")
    if any(x.id == rid for x in before):
        raise w.fail(f.name("id"), f"region {rid!r} appears twice")
    colour = f.get("colour")
    if colour not in COLOURS:
        raise w.fail(f.name("colour"), f"{colour!r} is not one of {', '.join(COLOURS)}")
    names = _names(w, f.get("names", f.get("name", rid)), f.name("names"))
    glossary = f.get("glossary", "")
    if not isinstance(glossary, str):
        raise w.fail(f.name("glossary"), "expected text")
    if not glossary:  # a region of a board of one's own named as a region of the rules: its glossary term
        glossary = _known_region(rid, dict(names).get("en", ""))
    invented = f.flag("invented", False)
    dragon = _point(w, f.get("dragon", [0, 0]), f.name("dragon"))
    outline_raw = f.get("outline", [])
    if not isinstance(outline_raw, list) or (outline_raw and len(outline_raw) < 3):
        raise w.fail(f.name("outline"), "expected a list of at least 3 points [x, y]")
    outline = tuple(_point(w, p, f.name(f"outline[{j}]")) for j, p in enumerate(outline_raw))
    return Region(rid, str(colour), names, glossary, invented, dragon, outline)


def _spaces(w: _Where, raw: Any, ids: set[str]) -> list[Space]:
    """The house spaces {id, region, x, y}; every space's problems are listed at once."""
    if not isinstance(raw, list) or not raw:
        raise w.fail("spaces", "expected a list of house spaces {id, region, x, y}")
    problems = Problems(w.file)
    spaces: list[Space] = []
    seen: set[int] = set()
    for i, s in enumerate(raw):
        f = Fields(s, problems, ("id", "region", "x", "y"), path=f"spaces[{i}]", what="a mapping {id, region, x, y}")
        sid = f.number("id", 0, low=1, high=999)
        if sid in seen and sid:
            f.note("id", f"house space {sid} appears twice")
        seen.add(sid)
        region = f.get("region")
        if not isinstance(region, str) or region not in ids:
            f.note("region", f"{region!r} is not a region of this board")
        try:
            spaces.append(Space(sid, str(region), _num(w, f.get("x", 0), f.name("x")), _num(w, f.get("y", 0), f.name("y"))))
        except InputError as exc:
            problems.extend(exc)
    problems.check()
    return spaces


def _neighbours(w: _Where, raw: Any, regions: list[Region]) -> list[tuple[str, str]]:
    """Pairs of regions that border each other (never two of one colour: china.board.colour-pairs)."""
    if not isinstance(raw, list):
        raise w.fail("neighbours", "expected a list of [region, region]")
    colour_of = {r.id: r.colour for r in regions}
    neighbours: list[tuple[str, str]] = []
    for i, pair in enumerate(raw):
        f = f"neighbours[{i}]"
        if not isinstance(pair, list) or len(pair) != 2 or pair[0] == pair[1] or not all(
            isinstance(p, str) and p in colour_of for p in pair):
            raise w.fail(f, "expected two different regions of this board")
        key = (str(min(pair)), str(max(pair)))
        if key in neighbours:
            raise w.fail(f, f"{key[0]}-{key[1]} appears twice")
        neighbours.append(key)
    for i, (a, b) in enumerate(neighbours):
        if colour_of[a] == colour_of[b]:
            raise w.fail(
                f"neighbours[{i}]",
                f"{a} and {b} are both {colour_of[a]}: regions of one colour never border each other (china.board.colour-pairs)",
            )
    return neighbours


def _roads(w: _Where, raw: Any, seen: set[int], partial: bool) -> list[tuple[int, ...]]:
    """The roads, each a list of house spaces; on a whole board every space is on one."""
    if not isinstance(raw, list):
        raise w.fail("roads", "expected a list of roads (lists of house space ids)")
    roads: list[tuple[int, ...]] = []
    edges: set[frozenset[int]] = set()
    on_road: set[int] = set()
    for i, road in enumerate(raw):
        f = f"roads[{i}]"
        if not isinstance(road, list) or len(road) < 2:
            raise w.fail(f, "a road joins at least two house spaces")
        for j, sid in enumerate(road):
            if not isinstance(sid, int) or sid not in seen:
                raise w.fail(f"{f}[{j}]", f"{str(sid)[:40]!r} is not a house space of this board")
        for j in range(len(road) - 1):
            e = frozenset((road[j], road[j + 1]))
            if len(e) == 1:
                raise w.fail(f"{f}[{j + 1}]", "a road cannot join a space to itself")
            if e in edges:
                raise w.fail(f"{f}[{j + 1}]", f"the road between {road[j]} and {road[j + 1]} is given twice")
            edges.add(e)
        on_road.update(road)
        roads.append(tuple(road))
    lonely = sorted(seen - on_road)
    if lonely and not partial:
        raise w.fail("roads", f"house space {lonely[0]} is on no road")
    return roads


def _alliances(w: _Where, raw: Any, ids: set[str], neighbours: list[tuple[str, str]]) -> list[Alliance]:
    """The alliance markers {number, regions, x, y}, each between two neighbours, in number order."""
    if not isinstance(raw, list):
        raise w.fail("alliances", "expected a list of {number, regions, x, y}")
    problems = Problems(w.file)
    alliances: list[Alliance] = []
    for i, a in enumerate(raw):
        f = Fields(a, problems, ("number", "regions", "x", "y"), path=f"alliances[{i}]",
                   what="a mapping {number, regions, x, y}")
        n = f.number("number", 0, low=1, high=15)
        problems.check()
        if any(x.number == n for x in alliances):
            raise w.fail(f.name("number"), f"alliance {n} appears twice")
        pair = f.get("regions")
        if (not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(p, str) and p in ids for p in pair)
                or pair[0] == pair[1]):
            raise w.fail(f.name("regions"), "expected two different regions of this board")
        key = (str(min(pair)), str(max(pair)))
        if key not in neighbours:
            raise w.fail(f.name("regions"), f"{pair[0]} and {pair[1]} are not neighbours (add them to neighbours)")
        if any(tuple(sorted(x.regions)) == key for x in alliances):
            raise w.fail(f.name("regions"), f"{pair[0]}-{pair[1]} already has an alliance")
        alliances.append(Alliance(n, (str(pair[0]), str(pair[1])), _num(w, f.get("x", 0), f.name("x")),
                                  _num(w, f.get("y", 0), f.name("y"))))
    return sorted(alliances, key=lambda a: a.number)


def _area(outline: tuple[tuple[float, float], ...]) -> float:
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(outline, outline[1:] + outline[:1], strict=True))) / 2


def _check_full(w: _Where, regions: list[Region], counts: Mapping[str, int], alliances: list[Alliance]) -> None:
    """The constraints of a whole board (china.board.colour-pairs, .purple, .alliances)."""
    if len(regions) != 9:
        raise w.fail("regions", f"a board has 9 regions, this one {len(regions)} (or mark it partial: true)")
    for colour in PAIRED:
        n = sum(1 for r in regions if r.colour == colour)
        if n != 2:
            raise w.fail("regions", f"{n} {colour} regions: a board has two regions of each of yellow, green, red, orange")
    purple = [r for r in regions if r.colour == "purple"]
    if len(purple) != 1:
        raise w.fail("regions", "a board has exactly one purple region, Chu (china.board.purple)")
    chu = purple[0]
    for i, r in enumerate(regions):
        if r is not chu and counts[r.id] > counts[chu.id]:
            raise w.fail(f"regions[{i}]", f"{r.id} has more house spaces than the purple region, the largest")
        if r is not chu and chu.outline and r.outline and _area(r.outline) > _area(chu.outline):
            raise w.fail(f"regions[{i}].outline", f"{r.id} is larger than the purple region, the largest")
    numbers = [a.number for a in alliances]
    if sorted(numbers) != list(range(1, 16)):
        missing = sorted(set(range(1, 16)) - set(numbers))
        raise w.fail("alliances", f"a board has the 15 alliances 1..15 (china.board.alliances); missing {missing}")


def read_map_file(path: str | Path) -> ChinaMap:
    """Load and validate a board file (YAML or JSON)."""
    p = Path(path)
    text = read_text(p, MAX_BOARD_BYTES, "board file")  # a regular UTF-8 file of bounded size, read within it
    data = load_json(text, str(p)) if p.suffix == ".json" else strip_lines(load_yaml(text, str(p)))
    return parse_map(data, str(p))


@cache
def bundled(side: str) -> ChinaMap:
    """A bundled side: ``a`` (3-4 players) or ``b`` (4-5 players)."""
    if side not in SIDES:
        raise InputError("board", 0, "side", f"{side!r} is not one of {', '.join(SIDES)}")
    return read_map_file(BOARDS / f"side_{side}.yaml")
