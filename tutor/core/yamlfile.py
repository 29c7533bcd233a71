"""Safe YAML that remembers lines: every mapping gets ``__line__``, so errors can name file and line.

Untrusted YAML is bounded: aliases (``*name``, the way to a "billion laughs" expansion) are refused,
and mappings and lists may nest at most ``MAX_DEPTH`` deep.
"""

from __future__ import annotations

from typing import Any

import yaml

from tutor.core.errors import InputError, clip
from tutor.core.inputs import MAX_DEPTH

LINE = "__line__"


class _Refused(Exception):
    def __init__(self, line: int, problem: str) -> None:
        self.line, self.problem = line, problem


class LineLoader(yaml.SafeLoader):
    """The safe loader, recording the line of every mapping under ``__line__``; no aliases, bounded depth."""

    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
            raise _Refused(mark.line + 1, "aliases (*name) are not allowed")
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(self.peek_event().start_mark.line + 1,  # type: ignore[no-untyped-call]
                               f"nested deeper than {MAX_DEPTH} levels")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _mapping(loader: LineLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    value: dict[Any, Any] = loader.construct_mapping(node, deep=True)
    value[LINE] = node.start_mark.line + 1
    return value


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def _line_of(text: str, exc: yaml.YAMLError) -> int:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    if mark is not None:
        return int(mark.line) + 1
    position = getattr(exc, "position", None)  # a reader error (a control character, bad encoding)
    return text.count("\n", 0, position) + 1 if isinstance(position, int) else 0


def load_yaml(text: str, file: str) -> Any:
    """Parse YAML safely; a syntax error becomes an InputError naming the file and line."""
    try:
        return yaml.load(text, Loader=LineLoader)
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
