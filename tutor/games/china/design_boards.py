"""The tool that drew this project's two China boards (``python -m tutor.games.china.design_boards``).

The printed map of China (its house spaces, roads and alliance numbers) is not public as data, so
the project draws its own two boards (see ``boards/README.md``). Each side is a coarse grid of 40 px
cells, one letter per cell naming its region; house spaces and the dragon space sit on chosen cells.
This tool turns the grids into the board files: region outlines (traced around the cells), the
neighbours (regions sharing a cell edge), roads (a minimum spanning tree over the house spaces,
which branches and crosses borders, plus the extra segments listed below), and the alliance numbers
(placed on the middle of each shared border). It writes ``boards/side_a.yaml`` and ``side_b.yaml``.
"""

from __future__ import annotations

import math
from typing import Any

import yaml

from tutor.resources import game_data
from tutor.text.glossary import glossary

CELL = 40
HERE = game_data("china", "boards")

# each region: its letter on the grids, id and colour; its names are the glossary's ``region.<id>`` in every language
# (locales/glossary/china.yaml), so a new language needs a glossary column, not code. Yan and Wu are names the
# rulebook does not use (marked invented).
REGIONS: dict[str, dict[str, Any]] = {
    "C": {"id": "chin", "colour": "yellow"}, "Z": {"id": "zhao", "colour": "green"}, "L": {"id": "lu", "colour": "green"},
    "Q": {"id": "qi", "colour": "yellow"}, "W": {"id": "wei", "colour": "red"},
    "Y": {"id": "yan", "colour": "red", "invented": True}, "S": {"id": "shu", "colour": "orange"},
    "U": {"id": "wu", "colour": "orange", "invented": True}, "H": {"id": "chu", "colour": "purple"},
}

# Each side: the region grid, then the house spaces ('h') and dragon space ('D') on the same grid,
# the alliance order (pairs of region letters, numbered 1..15 in this order) and extra road segments
# (pairs of (row, col) house cells) that close loops the spanning tree leaves open.
SIDES: dict[str, dict[str, Any]] = {
    "a": {
        "players": [3, 4],
        "grid": """
            CCCCZZZZZZYYYYY
            CCCCZZZZZZYYYYY
            CCCCZZZZZZYYYYY
            CCCCWWWZZZQQYYY
            CCCCWWWWZQQQQQQ
            CCCCWWWWWQQQQQQ
            SSCCWWWWWLLLLLL
            SSSCWWWWWLLLLLL
            SSSSHHHHHHLLLUU
            SSSHHHHHHHHLUUU
            SSSHHHHHHHHHUUU
            SSSHHHHHHHHHUUU
            SSHHHHHHHHHHUUU
        """,
        "houses": {"H": 8, "C": 6, "W": 6, "Z": 5, "Q": 5, "L": 5, "S": 5, "Y": 4, "U": 4},
        "alliances": ["CZ", "ZY", "WC", "CS", "SH", "WH", "ZW", "ZQ", "YQ", "QW", "QL", "LW", "LH", "LU", "HU"],
        "extra_roads": [],
    },
    "b": {
        "players": [4, 5],
        "grid": """
            CCCCCZZZZZZYYYY
            CCCCCZZZZZZYYYY
            CCCCCZZZZZYYYYY
            CCCCCWWWWWQQYYY
            CCCCWWWWWWQQQQQ
            SCCCWWWWWQQQQQQ
            SSCCWWWWWLLLLLL
            SSCCHWWWLLLLLLL
            SSSHHHHHHLLLLUU
            SSSHHHHHHHLLUUU
            SSHHHHHHHHHLUUU
            SSHHHHHHHHHHUUU
            SSHHHHHHHHHHUUU
        """,
        "houses": {"H": 8, "C": 7, "W": 7, "Z": 6, "Q": 6, "L": 6, "S": 5, "Y": 5, "U": 5},
        "alliances": ["CZ", "ZY", "WC", "CS", "SH", "CH", "ZW", "WH", "YQ", "QW", "QL", "LW", "LH", "LU", "HU"],
        "extra_roads": [],
    },
}

PROVENANCE = (
    "Drawn by the tutor project, not copied from the printed board. The printed map of China "
    "(Michael Schacht, 2005) is not public as data, so the project draws its own two sides that keep "
    "every constraint the rulebook and the component facts state: 9 regions, two each of yellow, green, "
    "red and orange (regions of one colour never neighbours) and the single, largest, purple region "
    "Chu; 4-8 house spaces and one dragon space per region; roads joining house spaces, also across "
    "borders, with branches; 15 numbered alliances between neighbouring regions. The rulebook names "
    "seven regions (Zhao, Lu, Wei, Qi, Ch'in, Shu, Chu); Yan and Wu are invented by the project "
    "(two historical states of the period). Region colours other than Qi and Ch'in (yellow), Wei (red) "
    "and Chu (purple) are the project's choice. Made with tutor/games/china/design_boards.py."
)


def _rows(text: str) -> list[str]:
    return [r.strip() for r in text.strip().splitlines()]


def _outline(cells: set[tuple[int, int]]) -> list[list[int]]:
    """The boundary of a hole-free set of (row, col) cells, clockwise, as pixel corners."""
    edges: dict[tuple[int, int], tuple[int, int]] = {}
    for r, c in cells:
        corners = [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]  # (x, y) grid corners, clockwise
        sides = [((r - 1, c)), ((r, c + 1)), ((r + 1, c)), ((r, c - 1))]
        for i, nb in enumerate(sides):
            if nb not in cells:
                edges[corners[i]] = corners[(i + 1) % 4]
    start = min(edges)
    loop = [start]
    point = edges[start]
    while point != start:
        loop.append(point)
        point = edges[point]
    simple = []
    n = len(loop)
    for i, p in enumerate(loop):
        a, b = loop[i - 1], loop[(i + 1) % n]
        if (p[0] - a[0]) * (b[1] - p[1]) != (p[1] - a[1]) * (b[0] - p[0]):
            simple.append([p[0] * CELL, p[1] * CELL])
    return simple


def _depth(cells: set[tuple[int, int]], rc: tuple[int, int]) -> int:
    """How many rings of the region's cells surround a cell (0 on the border)."""
    r, c = rc
    d = 0
    while all((r + dr, c + dc) in cells for dr in range(-d - 1, d + 2) for dc in range(-d - 1, d + 2)):
        d += 1
    return d


def _dragon_cell(cells: set[tuple[int, int]]) -> tuple[int, int]:
    """The most interior cell, nearest the centroid."""
    cy = sum(r for r, _ in cells) / len(cells)
    cx = sum(c for _, c in cells) / len(cells)
    return max(sorted(cells), key=lambda rc: (_depth(cells, rc), -math.dist(rc, (cy, cx))))


def _place_houses(
    cells: dict[str, set[tuple[int, int]]], dragons: dict[str, tuple[int, int]], counts: dict[str, int]
) -> dict[str, list[tuple[int, int]]]:
    """Spread each region's house spaces: farthest-point sampling, away from the dragon space."""
    placed: dict[str, list[tuple[int, int]]] = {k: [] for k in cells}
    everything: list[tuple[int, int]] = []
    for letter in sorted(cells, key=lambda k: -len(cells[k])):
        d = dragons[letter]
        free = sorted(rc for rc in cells[letter] if math.dist(rc, d) >= 1.5)
        for _ in range(counts[letter]):
            mine = placed[letter]

            def score(rc: tuple[int, int], mine: list[tuple[int, int]] = mine, d: tuple[int, int] = d) -> tuple[float, float]:
                near_mine = min((math.dist(rc, p) for p in mine), default=9.0)
                near_any = min((math.dist(rc, p) for p in everything), default=9.0)
                return (min(near_mine, 2.0) + min(near_any, 2.0) * 0.9, -math.dist(rc, d))

            best = max(free, key=score)
            free.remove(best)
            mine.append(best)
            everything.append(best)
    return placed


def design(side: str) -> dict[str, Any]:
    """The board file's data for one side, from its grid."""
    spec = SIDES[side]
    grid = _rows(spec["grid"])
    cells: dict[str, set[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, letter in enumerate(row):
            cells.setdefault(letter, set()).add((r, c))
    dragons = {k: _dragon_cell(cs) for k, cs in cells.items()}
    houses = _place_houses(cells, dragons, spec["houses"])
    order = sorted(cells, key=lambda k: min(cells[k]))
    space_ids, spaces = _spaces(order, houses)
    segments = _road_segments(space_ids, spec["extra_roads"])
    roads = _chains(segments)
    xy = {space_ids[rc]: _centre(rc) for rc in space_ids}
    seg_points = [(xy[a], xy[b]) for a, b in segments]
    shared = _shared_borders(cells)
    alliances = _alliances(spec["alliances"], shared, seg_points)
    if {frozenset(a) for a in spec["alliances"]} != set(shared):
        raise SystemExit(f"side {side}: alliances {spec['alliances']} are not exactly the neighbours")
    regions = [_region_entry(letter, cells[letter], dragons[letter]) for letter in order]
    neighbours = sorted(sorted(REGIONS[x]["id"] for x in pair) for pair in shared)
    return {
        "format": "china-board",
        "version": 1,
        "id": side,
        "name": glossary("china")[f"board.side_{side}"],  # the side's name in every language of the glossary
        "players": spec["players"],
        "provenance": PROVENANCE,
        "size": [len(grid[0]) * CELL, len(grid) * CELL],
        "regions": regions,
        "neighbours": neighbours,
        "spaces": spaces,
        "roads": roads,
        "alliances": alliances,
    }


def _centre(rc: tuple[int, int]) -> list[int]:
    """The pixel centre of a grid cell (row, column)."""
    return [rc[1] * CELL + CELL // 2, rc[0] * CELL + CELL // 2]


def _spaces(order: list[str], houses: dict[str, list[tuple[int, int]]]
            ) -> tuple[dict[tuple[int, int], int], list[dict[str, Any]]]:
    """House spaces numbered from 1, region by region in ``order``: their ids by cell, and their entries."""
    space_ids: dict[tuple[int, int], int] = {}
    spaces = []
    for letter in order:
        for rc in sorted(houses[letter]):
            space_ids[rc] = len(space_ids) + 1
            x, y = _centre(rc)
            spaces.append({"id": space_ids[rc], "region": REGIONS[letter]["id"], "x": x, "y": y})
    return space_ids, spaces


def _road_segments(space_ids: dict[tuple[int, int], int], extra: list[list[list[int]]]) -> list[tuple[int, int]]:
    """Prim's spanning tree over the house spaces (ties broken by position), plus the extra segments."""
    points = sorted(space_ids)
    done = {points[0]}
    segments: list[tuple[int, int]] = []
    while len(done) < len(points):
        best = min((math.dist(a, b), a, b) for a in done for b in points if b not in done)
        _, a, b = best
        done.add(b)
        segments.append((space_ids[a], space_ids[b]))
    for start, end in extra:
        segments.append((space_ids[(start[0], start[1])], space_ids[(end[0], end[1])]))
    return segments


def _shared_borders(cells: dict[str, set[tuple[int, int]]]) -> dict[frozenset[str], list[tuple[float, float]]]:
    """For each pair of neighbouring regions, the middles of the cell edges they share."""
    shared: dict[frozenset[str], list[tuple[float, float]]] = {}
    for letter, cs in cells.items():
        for r, c in cs:
            for dr, dc in ((0, 1), (1, 0)):
                other = (r + dr, c + dc)
                for o_letter, o_cells in cells.items():
                    if o_letter != letter and other in o_cells:
                        mid: tuple[float, float]
                        mid = ((c + 1) * CELL, r * CELL + CELL / 2) if dc else (c * CELL + CELL / 2, (r + 1) * CELL)
                        shared.setdefault(frozenset((letter, o_letter)), []).append(mid)
    return shared


def _alliances(pairs: list[str], shared: dict[frozenset[str], list[tuple[float, float]]],
               seg_points: list[tuple[list[int], list[int]]]) -> list[dict[str, Any]]:
    """The alliance numbers in ``pairs`` order, each on its shared border, near the middle and clear of roads."""
    alliances = []
    for number, pair in enumerate(pairs, 1):
        key = frozenset(pair)
        mids = sorted(shared[key])
        middle = mids[len(mids) // 2]
        ax, ay = max(mids, key=lambda m: (min(_clearance(m, seg_points), 30.0), -math.dist(m, middle)))
        alliances.append(
            {"number": number, "regions": [REGIONS[pair[0]]["id"], REGIONS[pair[1]]["id"]], "x": round(ax), "y": round(ay)}
        )
    return alliances


def _region_entry(letter: str, cells: set[tuple[int, int]], dragon: tuple[int, int]) -> dict[str, Any]:
    """A region's entry: id, colour, names, glossary or invented mark, dragon space and outline."""
    info = REGIONS[letter]
    key = f"region.{info['id']}"
    entry: dict[str, Any] = {"id": info["id"], "colour": info["colour"], "names": glossary("china")[key], "glossary": key}
    if info.get("invented"):
        entry["invented"] = True
    dx, dy = _centre(dragon)
    entry["dragon"] = [dx, dy]
    entry["outline"] = _outline(cells)
    return entry


def _clearance(p: tuple[float, float], segs: list[tuple[list[int], list[int]]]) -> float:
    """The distance from a point to the nearest road segment."""
    best = 1e9
    for (ax, ay), (bx, by) in segs:
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.dist(p, (ax + t * dx, ay + t * dy)))
    return best


def _chains(segments: list[tuple[int, int]]) -> list[list[int]]:
    """Split a set of road segments into polylines that break only at forks and ends."""
    adj: dict[int, list[int]] = {}
    for a, b in segments:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    used: set[frozenset[int]] = set()
    chains = []
    ends = sorted(n for n in adj if len(adj[n]) != 2) or sorted(adj)[:1]
    for start in ends:
        for nxt in sorted(adj[start]):
            if frozenset((start, nxt)) in used:
                continue
            chain = [start, nxt]
            used.add(frozenset((start, nxt)))
            while len(adj[chain[-1]]) == 2:
                options = [n for n in adj[chain[-1]] if frozenset((chain[-1], n)) not in used]
                if not options:
                    break
                used.add(frozenset((chain[-1], options[0])))
                chain.append(options[0])
            chains.append(chain)
    return chains


class _Dumper(yaml.SafeDumper):
    pass


def _flow_lists(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(not isinstance(v, (dict, list)) for v in data) or (all(isinstance(v, list) for v in data) and len(data) < 40)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


_Dumper.add_representer(list, _flow_lists)


def main() -> None:
    for side in SIDES:
        data = design(side)
        header = "# China board, " + data["name"]["en"] + ". Generated by tutor/games/china/design_boards.py.\n"
        text = yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=110)
        (HERE / f"side_{side}.yaml").write_text(header + text, encoding="utf-8")
        print(f"side {side}: {len(data['spaces'])} house spaces, {len(data['roads'])} roads")


if __name__ == "__main__":
    main()
