"""The reference game's components from ``components.yaml``: the pile sizes, the die, the most a turn."""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files
from typing import Any

import yaml

from tutor.core.errors import InputError

COMPONENTS_FILE = files(__package__) / "components.yaml"


@dataclass(frozen=True)
class Components:
    """The validated contents of a components file."""

    pile: dict[str, int]  # the starting pile by option value
    die: int  # the die's sides
    most: int  # the most pebbles a turn
    provenance: dict[str, str]


def load_components(text: str, where: str) -> Components:
    """The components in ``text`` (a YAML mapping); an ``InputError`` naming the field for a bad one."""
    data: Any = yaml.safe_load(text)
    if not isinstance(data, dict):
        raise InputError(where, 1, "(file)", "a components file is a mapping")
    pile = data.get("pile")
    if not isinstance(pile, dict) or not all(isinstance(v, int) and v > 0 for v in pile.values()):
        raise InputError(where, 0, "pile", "expected a mapping of options to positive whole numbers")
    for name in ("die", "most"):
        if not isinstance(data.get(name), int) or data[name] < 1:
            raise InputError(where, 0, name, "expected a positive whole number")
    return Components(dict(pile), data["die"], data["most"], dict(data.get("provenance") or {}))


COMPONENTS = load_components(COMPONENTS_FILE.read_text(encoding="utf-8"), str(COMPONENTS_FILE))
