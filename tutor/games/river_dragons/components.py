"""River Dragons' component facts, loaded from ``components.yaml`` (each with its source) and checked."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.yamlfile import load_yaml, strip_lines
from tutor.resources import game_data


@dataclass(frozen=True)
class Components:
    """What the engine counts: the colours, the stones, the plank sizes and each player's cards."""

    colours: tuple[str, ...]
    stones: int
    plank_sizes: tuple[int, ...]
    pawns_per_player: int
    cards_per_player: int
    actions: tuple[str, ...]
    dragons_per_player: int


def _names(value: Any, where: str, field: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value) \
            or len(set(value)) != len(value):
        raise InputError(where, 0, field, "expected a list of different names")
    return tuple(value)


def _count(value: Any, where: str, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise InputError(where, 0, field, "expected a whole number from 1")
    return value


def _section(data: Any, key: str, where: str) -> dict[str, Any]:
    section = data.get(key) if isinstance(data, dict) else None
    if not isinstance(section, dict) or not isinstance(section.get("source"), str):
        raise InputError(where, 0, key, "expected a mapping with its values and a `source`")
    return section


def load_components(path: Path | None = None) -> Components:
    """The components of ``path`` (default: the package's ``components.yaml``); an InputError names the field."""
    p = path or game_data("river_dragons", "components.yaml")
    where = str(p)
    data = strip_lines(load_yaml(p.read_text(encoding="utf-8"), where))
    colours = _names(_section(data, "colours", where).get("value"), where, "colours.value")
    stones = _count(_section(data, "stones", where).get("value"), where, "stones.value")
    sizes_raw = _section(data, "planks", where).get("sizes")
    if not isinstance(sizes_raw, list) or not all(isinstance(k, int) and not isinstance(k, bool) for k in sizes_raw) \
            or sizes_raw != list(range(1, len(sizes_raw) + 1)):
        raise InputError(where, 0, "planks.sizes", "expected the sizes 1, 2, ... in order")
    pawns = _count(_section(data, "pawns_per_player", where).get("value"), where, "pawns_per_player.value")
    cards = _section(data, "cards", where)
    per_player = _count(cards.get("per_player"), where, "cards.per_player")
    actions = _names(cards.get("actions"), where, "cards.actions")
    dragons = _count(cards.get("dragons_per_player"), where, "cards.dragons_per_player")
    if dragons != len(colours) - 1 or len(actions) + dragons != per_player:
        raise InputError(where, 0, "cards", "per_player must be the actions plus one dragon per other colour")
    return Components(colours, stones, tuple(sizes_raw), pawns, per_player, actions, dragons)


COMPONENTS = load_components()
