"""River Dragons' plank geometry: where a pawn can step, and where a plank can rest (or every reason it cannot)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from tutor.core.verdict import Reason, reason
from tutor.games.river_dragons.boardfile import EPS, RiverBoard, planks_conflict
from tutor.games.river_dragons.state import RiverDragonsState, plank_size


def fmt(d: float) -> float:
    """A distance as a reason carries it: rounded to two decimals (a message writes it in the learner's own way:
    ``tutor.text.explain.render_params``)."""
    return round(d, 2)


def neighbours(s: RiverDragonsState, place: str) -> list[str]:
    """Planks and villages one step from ``place`` (a plank shares a support; a village supports it)."""
    villages = s.board.village_map
    if place in villages:
        return [p.plank for p in s.planks if place in (p.a, p.b)]
    here = s.plank_at(place)
    if here is None:
        return []
    ends = {here.a, here.b}
    out = [p.plank for p in s.planks if p.plank != place and (p.a in ends or p.b in ends)]
    out += [e for e in (here.a, here.b) if e in villages]
    return out


def free(s: RiverDragonsState, place: str, player: int) -> bool:
    """A village always; a plank if no other pawn stands on it."""
    if place in s.board.village_map:
        return True
    other = s.pawn_on(place)
    return other is None or other == player


def is_place(s: RiverDragonsState, place: str) -> bool:
    return place in s.board.village_map or s.plank_at(place) is not None


def support_pairs(s: RiverDragonsState, size: int) -> Iterator[tuple[str, str]]:
    """Pairs of supports at most ``size`` apart (not two villages): where a plank might go."""
    supports = list(s.stones) + [v.colour for v in s.board.villages]
    near = _within(s.board, size)
    for i, a in enumerate(supports):
        close = near[a]
        yield from [(a, b) for b in supports[i + 1:] if b in close]


def _within(board: RiverBoard, size: int) -> dict[str, frozenset[str]]:
    """Each point's points at most ``size`` away, not village to village (computed once per board and size)."""
    found = board.reach_sets.get(size)
    if found is None:
        villages = board.village_map
        points = board.points
        reach = (size + EPS) ** 2  # squared distances: the same test as dist(a, b) <= size + EPS
        found = board.reach_sets[size] = {
            a: frozenset(b for b, (bx, by) in points.items()
                         if (ax - bx) ** 2 + (ay - by) ** 2 <= reach and not (a in villages and b in villages))
            for a, (ax, ay) in points.items()}
    return found


def fits_somewhere(s: RiverDragonsState, plank: str) -> bool:
    return any(not placement_problems(s, plank, a, b) for a, b in support_pairs(s, plank_size(plank)))


def placement_problems(s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
    """Every reason a plank cannot rest on supports a and b (empty: it can): the union of each rule's."""
    if a == b:
        return [reason("rd.same-support", "rd.actions.plank-1.place")]
    return [problem for rule in SUPPORT_RULES for problem in rule(s, plank, a, b)]


def _support_rule(s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
    """Each end rests on a stone or a village (rd.actions.plank-1.place)."""
    villages = s.board.village_map
    return [reason("rd.no-support", "rd.actions.plank-1.place", at=end)
            for end in (a, b) if end not in villages and end not in s.stones]


def _villages_rule(s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
    """Never on two villages (rd.actions.plank-1.place)."""
    villages = s.board.village_map
    return [reason("rd.two-villages", "rd.actions.plank-1.place")] if a in villages and b in villages else []


def _length_rule(s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
    """The plank spans the gap (rd.actions.planks.too-short); measured wherever both ends are points."""
    points = s.board.points
    if a not in points or b not in points:
        return []
    distance = s.board.dist(a, b)
    if distance <= plank_size(plank) + EPS:
        return []
    return [reason("rd.too-short", ("rd.actions.planks.too-short", "rd.actions.planks.no-moving-stones"),
                   plank=plank, a=a, b=b, distance=fmt(distance))]


def _load_rule(s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
    """A stone or a village carries at most 3 planks (rd.actions.planks.*-max-3)."""
    out = []
    for end in (a, b):
        if s.load(end) >= 3:
            if end in s.board.village_map:
                out.append(reason("rd.village-full", "rd.actions.planks.village-max-3", village=end))
            else:
                out.append(reason("rd.stone-full", "rd.actions.planks.stone-max-3", at=end))
    return out


def _overlap_rule(s: RiverDragonsState, plank: str, a: str, b: str) -> list[Reason]:
    """Planks meet only on a support they share (rd.actions.planks.no-stacking)."""
    points = s.board.points
    if a not in points or b not in points:
        return []
    return [reason("rd.planks-overlap", "rd.actions.planks.no-stacking", plank=p.plank)
            for p in s.planks if planks_conflict(s.board, a, b, p.a, p.b)]


SupportRule = Callable[[RiverDragonsState, str, str, str], list[Reason]]
SUPPORT_RULES: tuple[SupportRule, ...] = (_support_rule, _villages_rule, _length_rule, _load_rule, _overlap_rule)
