"""One reader for the fields of a file (scenarios, positions, boards): types, ranges and unknown fields, each
problem with its file, line and field, and every problem of a file listed at once (as a chess library's
``status()`` lists every problem of a position) instead of the first one only.

    problems = Problems("s.yaml")
    f = Fields(data, problems, known={"month", "phase"}, path="position")
    month = f.number("month", 1, low=1, high=12)       # a problem is noted; the default stands in
    phase = f.choice("phase", ("action", "event"), "action")
    problems.check()                                   # raises FileErrors listing them all

A reader goes on after a problem (the default stands in for a bad value), so one pass finds them all; where a
later field cannot be read without an earlier one (the game of a scenario), the caller checks first.

Its problems are English, on purpose: scenario, position and board files are written by authors (the tests' and
lessons' format, DESIGN.md), and each problem names a field path that is itself an English YAML key
(``position.players.0.yuan``) in a file whose keys, moves and codes are English; a learner never types one in a
lesson. What a learner types or loads (a move, a saved match, a match's arguments) is told through message ids
in the learner's language instead (``tutor.core.moves``, ``tutor.core.savefile``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from tutor.core.errors import InputError, echo
from tutor.core.yamlfile import LINE

T = TypeVar("T")
MAX_LISTED = 20  # problems a FileErrors shows before "and N more"
_NONE: Any = object()  # no default: the field is required


class FileErrors(InputError):
    """Every problem found in one file; ``file``, ``line``, ``field`` and ``problem`` are the first one's."""

    def __init__(self, problems: list[InputError]) -> None:
        first = problems[0]
        super().__init__(first.file, first.line, first.field, first.problem, parts=first.parts)
        self.problems = problems

    def text(self, lang: str | None = None) -> str:
        shown = [p.text(lang) for p in self.problems[:MAX_LISTED]]
        more = len(self.problems) - MAX_LISTED
        return "\n".join(shown + ([f"… and {more} more"] if more > 0 else []))


class Problems:
    """The problems found so far in one file (``where``: the file, or ``file:line`` of a part of it)."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.found: list[InputError] = []

    def add(self, line: int, field: str, problem: str) -> None:
        self.found.append(InputError(self.where, line, field, problem))

    def extend(self, error: InputError) -> None:
        """Take in an error raised by a reader elsewhere (all its problems when it lists several)."""
        self.found.extend(error.problems if isinstance(error, FileErrors) else [error])

    def check(self) -> None:
        """Raise every problem found so far, at once (nothing if none)."""
        if self.found:
            raise FileErrors(list(self.found))


def whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (not a bool, which YAML and JSON keep apart)."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_int(value: Any, where: str, field: str, low: int = -(2**63), high: int = 2**63 - 1) -> int:
    """A whole number from ``low`` to ``high`` outside a mapping (a list item): the same check and words as
    ``Fields.number``, raised at once."""
    if whole(value) and low <= value <= high:
        return int(value)
    raise InputError(where, 0, field, f"expected a whole number from {low} to {high}, got {echo(value, 40)}")


class Fields:
    """The fields of one mapping in a file, read one by one with their type and range.

    ``known`` names the fields the mapping may have: any other is a problem at once. ``path`` prefixes the
    field names in problems (``position.players.Anna``); the line is the mapping's own when the YAML reader
    recorded it, else ``line``.
    """

    def __init__(self, data: Any, problems: Problems, known: Iterable[str], *, path: str = "", line: int = 0,
                 what: str = "a mapping") -> None:
        self.problems, self.path = problems, path
        self.known = set(known)
        if not isinstance(data, Mapping):
            problems.add(line, path or "(file)", f"expected {what}")
            data = {}
        self.data: Mapping[Any, Any] = data
        raw = data.get(LINE, line)
        self.line = raw if whole(raw) else line
        unknown = sorted(str(k) for k in data if k not in self.known and k != LINE)
        if unknown:
            problems.add(self.line, self.name(unknown[0]), f"unknown field; fields are {', '.join(sorted(self.known))}")

    def name(self, field: str) -> str:
        return f"{self.path}.{field}" if self.path else field

    def note(self, field: str, problem: str) -> None:
        """Note a problem with one field (for checks a caller makes itself)."""
        self.problems.add(self.line, self.name(field), problem)

    def __contains__(self, field: str) -> bool:
        return field in self.data

    def get(self, field: str, default: Any = None) -> Any:
        return self.data.get(field, default)

    def _value(self, field: str, default: Any) -> Any:
        if field in self.data:
            return self.data[field]
        if default is _NONE:
            self.note(field, "missing")
        return default

    def number(self, field: str, default: Any = _NONE, low: int = -(2**63), high: int = 2**63 - 1) -> int:
        """A whole number from ``low`` to ``high`` (the default, or ``low``, stands in for a bad one)."""
        value = self._value(field, default)
        if whole(value) and low <= value <= high:
            return int(value)
        if value is not default or field in self.data:
            self.note(field, f"expected a whole number from {low} to {high}, got {echo(value, 40)}")
        return int(default) if whole(default) else low

    def flag(self, field: str, default: bool = False) -> bool:
        value = self._value(field, default)
        if isinstance(value, bool):
            return value
        self.note(field, "expected true or false")
        return default

    def text(self, field: str, default: Any = _NONE) -> str:
        """Text (a required field that is missing or not text is one problem: "missing or not text")."""
        value = self.data.get(field, default)
        if isinstance(value, str):
            return value
        if field in self.data or default is _NONE:
            self.note(field, "missing or not text")
        return default if isinstance(default, str) else ""

    def choice(self, field: str, choices: Iterable[T], default: Any = _NONE) -> T:
        """One of ``choices`` (the default, or the first choice, stands in for another value)."""
        options = list(choices)
        value = self._value(field, default)
        if value in options:
            return value  # type: ignore[no-any-return]
        if field in self.data:
            self.note(field, f"one of {', '.join(map(str, options))}; got {echo(value, 40)}")
        return default if default in options else options[0]

    def items(self, field: str, what: str = "a list") -> list[Any]:
        """A list (empty for a missing or null field)."""
        value = self._value(field, None)
        if value is None:
            return []
        if isinstance(value, list):
            return value
        self.note(field, f"expected {what}")
        return []

    def texts(self, field: str) -> tuple[str, ...]:
        """A list of text; one text alone counts as a list of one."""
        value = self._value(field, None)
        if value is None:
            return ()
        if isinstance(value, str):
            return (value,)
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
        self.note(field, "expected a list of text")
        return ()

    def mapping(self, field: str, known: Iterable[str], what: str = "a mapping") -> Fields:
        """The fields of a nested mapping (an empty one for a missing or null field)."""
        value = self._value(field, None)
        return Fields({} if value is None else value, self.problems, known, path=self.name(field), line=self.line,
                      what=what)


@dataclass(frozen=True)
class Needs:
    """A field of a position that means something only in some states of it: ``field`` (a dotted path, ``*`` for
    every key of a mapping: ``supply.*.forts``) only where ``on`` is one of ``values``. ``on`` names a field of
    the position (``phase``, read with ``default`` when it is not given), an option (``options.fortifications``)
    or a state the game works out itself (passed as ``states``); ``state`` words a value of it, ``{}`` standing
    for the value ("in the {} phase"), and ``why`` may add what the reader should do instead."""

    field: str
    values: tuple[Any, ...]
    on: str = "phase"
    default: Any = None
    state: str = "in the {} phase"
    why: str = ""

    def words(self, values: Iterable[Any]) -> str:
        return self.state.format(" or ".join(_yaml_word(v) for v in values))


def _yaml_word(value: Any) -> str:
    """A value as its YAML author wrote it (``true``, not ``True``)."""
    return str(value).lower() if isinstance(value, bool) else "null" if value is None else str(value)


def _given(data: Any, parts: list[str], path: str = "") -> list[str]:
    """The dotted paths of ``data`` that a ``Needs.field`` (split at its dots) matches."""
    if not parts:
        return [path]
    if not isinstance(data, Mapping):
        return []
    keys = [k for k in data if k != LINE] if parts[0] == "*" else [parts[0]] if parts[0] in data else []
    return [p for k in keys for p in _given(data[k], parts[1:], f"{path}.{k}" if path else str(k))]


def refuse_out_of_place(f: Fields, table: Iterable[Needs], options: Mapping[str, Any] | None = None,
                        states: Mapping[str, Any] | None = None) -> None:
    """Note (in ``f``'s problems, with its file, line and field) every field of the position ``f`` reads that the
    game's ``table`` says means nothing in the position's state: read as written, it would be silently ignored."""
    for need in table:
        if states is not None and need.on in states:
            now = states[need.on]
        elif need.on.startswith("options."):
            now = (options or {}).get(need.on.removeprefix("options."), need.default)
        else:
            now = f.get(need.on, need.default)
        if now in need.values:
            continue
        for path in _given(f.data, need.field.split(".")):
            f.note(path, f"only a position {need.words(need.values)} has {path}; this one is {need.words([now])}"
                         + (f" ({need.why})" if need.why else ""))
