"""China's component numbers, loaded from ``components.yaml`` (with their provenance) and validated."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from tutor.core.errors import InputError
from tutor.games.china.boardfile import COLOURS
from tutor.resources import game_data

FILE = game_data("china", "components.yaml")


@dataclass(frozen=True)
class Components:
    split: dict[str, int]
    removed_per_colour: dict[int, int]
    hand: int
    open: int
    houses: int
    emissaries: int  # placeable (the scoring stone left out)
    fortifications: int
    point_card_every: int


def load_components(path: Path = FILE) -> Components:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    where = str(path)
    cards, pieces = data.get("cards", {}), data.get("pieces", {})
    split = cards.get("split", {})
    if sorted(split) != sorted(COLOURS) or not all(isinstance(v, int) and v > 2 for v in split.values()):
        raise InputError(where, 0, "cards.split", f"expected a count (> 2) for each of {', '.join(COLOURS)}")
    if sum(split.values()) != cards.get("total"):
        raise InputError(where, 0, "cards.split", f"adds up to {sum(split.values())}, not cards.total {cards.get('total')}")
    removed = {int(k): int(v) for k, v in cards.get("removed_per_colour", {}).items()}
    if sorted(removed) != [3, 4, 5]:
        raise InputError(where, 0, "cards.removed_per_colour", "expected counts for 3, 4 and 5 players")
    emissaries = int(pieces["emissaries"]) - int(pieces.get("scoring_stones", 1))
    return Components(
        {c: int(split[c]) for c in COLOURS},
        removed,
        int(cards["hand"]),
        int(cards["open"]),
        int(pieces["houses"]),
        emissaries,
        int(pieces["fortifications"]),
        int(data["point_card_every"]),
    )


COMPONENTS = load_components()
