"""``evolve``: a frozen dataclass with some fields changed, without ``dataclasses.replace``'s cost.

``dataclasses.replace`` calls the class's ``__init__`` through keyword arguments and looks up every
field on each call; game states are replaced a few times per move, and profiles showed it as the
biggest single cost of a random game (40% in Dragonheart). States here are plain frozen dataclasses
(no ``__post_init__``, no slots), so a shallow copy of the instance dictionary is the same object
``replace`` would build. Unknown field names are still refused.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")

_FIELDS: dict[type, frozenset[str]] = {}


def _field_names(cls: type) -> frozenset[str]:
    names = _FIELDS.get(cls)
    if names is None:
        if hasattr(cls, "__post_init__") or hasattr(cls, "__slots__"):
            raise TypeError(f"evolve: {cls.__name__} has __post_init__ or __slots__; use dataclasses.replace")
        names = _FIELDS[cls] = frozenset(f.name for f in fields(cls))
    return names


def evolve(obj: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``obj`` with ``changes`` applied (as ``dataclasses.replace``)."""
    cls = type(obj)
    names = _FIELDS.get(cls) or _field_names(cls)
    if not names.issuperset(changes):
        raise TypeError(f"evolve: {cls.__name__} has no field {', '.join(sorted(changes.keys() - names))}")
    new = object.__new__(cls)
    state = new.__dict__
    state.update(obj.__dict__)
    state.update(changes)
    return new
