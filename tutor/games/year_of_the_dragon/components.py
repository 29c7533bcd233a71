"""Component facts, loaded from ``components.yaml`` (with its provenance)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml

from tutor.resources import game_data

YOUNG, OLD = "young", "old"
AGES = (YOUNG, OLD)


@dataclass(frozen=True)
class PersonType:
    name: str
    symbol: str
    young: tuple[int, int] | None  # (value, symbols)
    old: tuple[int, int] | None

    def version(self, age: str) -> tuple[int, int] | None:
        return self.young if age == YOUNG else self.old

    @functools.cached_property
    def ages(self) -> tuple[str, ...]:
        return tuple(a for a in AGES if self.version(a) is not None)


@dataclass(frozen=True)
class Components:
    provenance: str
    persons: dict[str, PersonType]
    tiles_per_type: dict[int, tuple[int, int, int]]  # players: (split young, split old, single)
    jokers: int
    events: tuple[str, ...]
    actions: tuple[str, ...]
    wall_action: str
    groups: dict[int, tuple[int, ...]]
    groups_with_wall: dict[int, tuple[int, ...]]
    start_yuan: int
    start_palaces: tuple[int, ...]
    small_cost: int
    small_dragons: int
    large_cost: dict[str, int]
    large_dragons: int
    wall_tiles: tuple[str, ...]
    wall_rewards: dict[str, int]
    wall_length: int
    super_events: tuple[str, ...]

    def value(self, kind: str, age: str) -> int:
        v = self.persons[kind].version(age)
        return v[0] if v else 0

    def symbols(self, kind: str, age: str) -> int:
        v = self.persons[kind].version(age)
        return v[1] if v else 0


def _pair(v: Any) -> tuple[int, int] | None:
    return (int(v[0]), int(v[1])) if v else None


@cache
def components() -> Components:
    raw = yaml.safe_load(game_data("year_of_the_dragon", "components.yaml").read_text(encoding="utf-8"))
    persons = {name: PersonType(name, str(p["symbol"]), _pair(p.get("young")), _pair(p.get("old")))
               for name, p in raw["persons"].items()}
    priv = raw["privileges"]
    return Components(
        provenance=str(raw["provenance"]),
        persons=persons,
        tiles_per_type={int(k): (int(v["split"][0]), int(v["split"][1]), int(v["single"]))
                        for k, v in raw["tiles_per_type"].items()},
        jokers=int(raw["jokers"]),
        events=tuple(raw["events"]),
        actions=tuple(raw["actions"]),
        wall_action=str(raw["wall_action"]),
        groups={int(k): tuple(v) for k, v in raw["groups"].items()},
        groups_with_wall={int(k): tuple(v) for k, v in raw["groups_with_wall"].items()},
        start_yuan=int(raw["start"]["yuan"]),
        start_palaces=tuple(raw["start"]["palaces"]),
        small_cost=int(priv["small"]["cost"]), small_dragons=int(priv["small"]["dragons"]),
        large_cost={"old": int(priv["large"]["cost_old"]), "new": int(priv["large"]["cost_new"])},
        large_dragons=int(priv["large"]["dragons"]),
        wall_tiles=tuple(raw["wall_tiles"]),
        wall_rewards={str(k): int(v) for k, v in raw["wall_rewards"].items()},
        wall_length=int(raw["wall_length"]),
        super_events=tuple(raw["super_events"]),
    )


COMPONENTS = components()
PERSON_TYPES = tuple(COMPONENTS.persons)
TILES = tuple((t, a) for t in PERSON_TYPES for a in COMPONENTS.persons[t].ages)  # every (type, age)
TILE_INDEX = {tile: i for i, tile in enumerate(TILES)}  # (type, age) -> index in TILES (and the display)
