"""Dragonheart's components from ``components.yaml``: the deck, the spaces, the numbers (``COMPONENTS``).

The deck make-up is provisional (see the file's ``provenance``); everything else in the engine
reads it from here, so replacing the file replaces the deck. Card ids: player 1's (green) deck is
0..49, player 2's (red) deck is 50..99, each in the order the file lists them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tutor.core.errors import InputError
from tutor.resources import game_data

COMPONENTS_FILE = game_data("dragonheart", "components.yaml")

# The nine card types; each names the space where those cards are played, in board order.
TYPES: tuple[str, ...] = (
    "treasure_chest", "fire_dragon", "petrified_dragon", "sorceress", "troll",
    "dwarf", "knight", "huntress", "ship",
)
UNDER_SHIP = "under_ship"
# What the engine's effects expect each space to collect (the file must agree).
EXPECTED_COLLECTS: dict[str, tuple[str, ...]] = {
    "treasure_chest": (), "fire_dragon": ("treasure_chest",), "petrified_dragon": (),
    "sorceress": ("treasure_chest", "petrified_dragon"), "troll": ("sorceress",), "dwarf": ("dwarf",),
    "knight": ("sorceress", "troll"), "huntress": ("fire_dragon",), "ship": (UNDER_SHIP,),
}


@dataclass(frozen=True)
class Components:
    """The validated contents of a components file."""

    deck: tuple[tuple[str, int], ...]  # one deck: (type, value) per card
    outlines: dict[str, int]
    collects: dict[str, tuple[str, ...]]
    hand_size: int
    dragon_hand_size: int
    dragon_bonus: int
    departures_to_end: int
    provisional: bool
    provenance: dict[str, str]
    readings: dict[str, str]

    @property
    def deck_size(self) -> int:
        return len(self.deck)


def _fail(path: Path, field: str, problem: str) -> InputError:
    return InputError(str(path), 0, field, problem)


def _int(data: dict[str, Any], key: str, path: Path, low: int = 1) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise _fail(path, key, f"expected a whole number >= {low}")
    return value


def _deck(deck_data: Any, path: Path) -> list[tuple[str, int]]:
    """One deck: every card type with a non-empty list of values 1..4, 50 cards in all."""
    if not isinstance(deck_data, dict) or set(deck_data) != set(TYPES):
        raise _fail(path, "deck", f"expected one entry for each card type: {', '.join(TYPES)}")
    deck: list[tuple[str, int]] = []
    for t in TYPES:
        values = deck_data[t]
        if not isinstance(values, list) or not values:
            raise _fail(path, f"deck.{t}", "expected a non-empty list of point values")
        for v in values:
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 4:
                raise _fail(path, f"deck.{t}", f"{v!r}: every card is worth one to four points (dh.goal.points)")
            deck.append((t, v))
    if len(deck) != 50:
        raise _fail(path, "deck", f"a deck has 50 cards (dh.components.cards); this one has {len(deck)}")
    return deck


def _spaces(spaces: Any, path: Path) -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """The nine spaces in board order: each one's card outlines and what its effect collects (as the engine
    expects); the spaces that hold several cards have several outlines."""
    if not isinstance(spaces, dict) or list(spaces) != list(TYPES):
        raise _fail(path, "spaces", f"expected the nine spaces in this order: {', '.join(TYPES)}")
    outlines: dict[str, int] = {}
    collects: dict[str, tuple[str, ...]] = {}
    for t in TYPES:
        sp = spaces[t]
        if not isinstance(sp, dict):
            raise _fail(path, f"spaces.{t}", "expected a mapping with outlines and collects")
        outlines[t] = _int(sp, "outlines", path)
        got = tuple(sp.get("collects") or ())
        if got != EXPECTED_COLLECTS[t]:
            raise _fail(path, f"spaces.{t}.collects",
                        f"the rulebook's effect collects {list(EXPECTED_COLLECTS[t])}, the file says {list(got)}")
        collects[t] = got
    for t in ("dwarf", "knight", "huntress", "ship"):
        if outlines[t] < 2:
            raise _fail(path, f"spaces.{t}.outlines", "this space has several card outlines")
    return outlines, collects


def load_components(path: Path = COMPONENTS_FILE) -> Components:
    """Read and check a components file; every problem is an InputError naming the field."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise _fail(path, "(file)", str(exc).splitlines()[0]) from None
    if not isinstance(data, dict):
        raise _fail(path, "(file)", "expected a mapping")
    deck = _deck(data.get("deck"), path)
    outlines, collects = _spaces(data.get("spaces"), path)
    provenance = data.get("provenance") or {}
    readings = data.get("readings") or {}
    if not isinstance(provenance, dict) or "deck" not in provenance:
        raise _fail(path, "provenance", "say where the deck list comes from (provenance.deck)")
    return Components(
        deck=tuple(deck), outlines=outlines, collects=collects,
        hand_size=_int(data, "hand_size", path), dragon_hand_size=_int(data, "dragon_hand_size", path),
        dragon_bonus=_int(data, "dragon_bonus", path, 0), departures_to_end=_int(data, "departures_to_end", path),
        provisional=bool(data.get("provisional", False)),
        provenance={str(k): " ".join(str(v).split()) for k, v in provenance.items()},
        readings={str(k): " ".join(str(v).split()) for k, v in readings.items()} if isinstance(readings, dict) else {},
    )


COMPONENTS = load_components()  # the components shipped with the package
