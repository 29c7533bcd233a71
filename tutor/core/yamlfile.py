"""Safe, strict YAML that remembers lines: every mapping gets ``__line__``, so errors can name file and line.

Untrusted YAML is bounded: aliases (``*name``, the way to a "billion laughs" expansion) are refused,
and mappings and lists may nest at most ``MAX_DEPTH`` deep. It is strict where YAML 1.1 guesses: a key
given twice in one mapping and merge keys (``<<``) are refused with their line (a second ``expect:`` must
not silently win), and numbers are plain decimal only (``0x19``, ``031``, ``2_5``, ``0b11``, ``1:30`` are
refused rather than read as 25, 25, 25, 3 and 90), a boolean is ``true`` or ``false`` only (YAML 1.1's
``yes``, ``no``, ``on`` and ``off`` are refused: ``expect: no`` must not be read as false, which equals 0),
and ``__line__``, the key this reader adds, is refused where a file writes it. Events come from libyaml's
parser when it is installed (the composer stays in Python, for the checks), about three times faster on a
large file.
"""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from tutor.core.errors import InputError, clip
from tutor.core.inputs import MAX_DEPTH

LINE = "__line__"
_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\Z")
_FLOAT = re.compile(r"[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?\Z")
_MERGE = "tag:yaml.org,2002:merge"
_BOOL = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}


class _Refused(Exception):
    def __init__(self, line: int, problem: str) -> None:
        self.line, self.problem = line, problem


class _CheckedComposer(Composer):
    """The composer, refusing aliases and nesting deeper than ``MAX_DEPTH``."""

    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        events: Any = self  # the parser half of the loader
        if events.check_event(yaml.AliasEvent):
            mark = events.peek_event().start_mark
            raise _Refused(mark.line + 1, "aliases (*name) are not allowed")
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(events.peek_event().start_mark.line + 1,
                               f"nested deeper than {MAX_DEPTH} levels")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


if yaml.__with_libyaml__:
    from yaml._yaml import CParser

    class LineLoader(CParser, _CheckedComposer, SafeConstructor, Resolver):
        """libyaml's parser, the checking composer, the safe constructor (``__line__`` in every mapping)."""

        def __init__(self, stream: str) -> None:
            CParser.__init__(self, stream)
            _CheckedComposer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

        check_node = _CheckedComposer.check_node
        get_node = _CheckedComposer.get_node
        get_single_node = _CheckedComposer.get_single_node
        compose_document = _CheckedComposer.compose_document
        compose_node = _CheckedComposer.compose_node
else:  # pragma: no cover - PyYAML without libyaml
    class LineLoader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser,  # type: ignore[no-redef]
                     _CheckedComposer, SafeConstructor, Resolver):
        """The pure-Python safe loader with the checking composer."""

        def __init__(self, stream: str) -> None:
            yaml.reader.Reader.__init__(self, stream)
            yaml.scanner.Scanner.__init__(self)
            yaml.parser.Parser.__init__(self)
            _CheckedComposer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)


def _mapping(loader: Any, node: yaml.MappingNode) -> dict[Any, Any]:
    seen: dict[Any, int] = {}
    for key_node, _ in node.value:
        line = key_node.start_mark.line + 1
        if key_node.tag == _MERGE:
            raise _Refused(line, "merge keys (<<) are not allowed")
        key = loader.construct_object(key_node, deep=True)
        if key == LINE:
            raise _Refused(line, f"{LINE} is a reserved key (the line this reader records); rename it")
        try:
            first = seen.get(key)
        except TypeError:
            continue  # an unhashable key: construct_mapping below names it
        if first is not None:
            raise _Refused(line, f"the key {clip(repr(key), 60)} appears twice in one mapping (first on line {first})")
        seen[key] = line
    value: dict[Any, Any] = loader.construct_mapping(node, deep=True)
    value[LINE] = node.start_mark.line + 1
    return value


MAX_DIGITS = 100  # far more than any field takes (a seed has at most 19); Python refuses to read over 4300


def _int(loader: Any, node: yaml.ScalarNode) -> int:
    if not _INT.match(node.value):
        raise _Refused(node.start_mark.line + 1,
                       f"{clip(repr(node.value), 40)} is not a plain decimal number (write it with digits 0-9 only)")
    digits = len(node.value.lstrip("+-"))
    if digits > MAX_DIGITS:
        raise _Refused(node.start_mark.line + 1, f"a number of {digits} digits ({clip(node.value, 20)}): no field "
                                                 f"takes more than {MAX_DIGITS}")
    return int(node.value)


def _float(loader: Any, node: yaml.ScalarNode) -> float:
    if not _FLOAT.match(node.value):
        raise _Refused(node.start_mark.line + 1, f"{clip(repr(node.value), 40)} is not a plain decimal number")
    return float(node.value)


def _bool(loader: Any, node: yaml.ScalarNode) -> bool:
    if node.value not in _BOOL:
        raise _Refused(node.start_mark.line + 1,
                       f"{clip(repr(node.value), 40)} is not true or false: write true or false for yes or no, "
                       f"or put the word in quotes ('{clip(node.value, 20)}') if it is text")
    return _BOOL[node.value]


_LOADER: Any = LineLoader
_LOADER.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_LOADER.add_constructor("tag:yaml.org,2002:int", _int)
_LOADER.add_constructor("tag:yaml.org,2002:float", _float)
_LOADER.add_constructor("tag:yaml.org,2002:bool", _bool)


def _line_of(text: str, exc: yaml.YAMLError) -> int:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    if mark is not None:
        return int(mark.line) + 1
    position = getattr(exc, "position", None)  # a reader error (a control character, bad encoding)
    return text.count("\n", 0, position) + 1 if isinstance(position, int) else 0


def load_yaml(text: str, file: str) -> Any:
    """Parse YAML safely; a syntax error becomes an InputError naming the file and line."""
    try:
        return yaml.load(text, Loader=_LOADER)
    except _Refused as exc:
        raise InputError(file, exc.line, "yaml", exc.problem) from None
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise InputError(file, _line_of(text, exc), "yaml", clip(problem, 200)) from None
    except (ValueError, RecursionError, OverflowError) as exc:  # e.g. an integer of more than 4300 digits
        raise InputError(file, 0, "yaml", clip(str(exc), 200)) from None


def strip_lines(value: Any) -> Any:
    """The value without the recorded line numbers."""
    if isinstance(value, dict):
        return {k: strip_lines(v) for k, v in value.items() if k != LINE}
    if isinstance(value, list):
        return [strip_lines(v) for v in value]
    return value
