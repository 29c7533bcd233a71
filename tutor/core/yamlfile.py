"""Safe YAML that remembers lines: every mapping gets ``__line__``, so errors can name file and line."""

from __future__ import annotations

from typing import Any

import yaml

from tutor.core.errors import InputError

LINE = "__line__"


class LineLoader(yaml.SafeLoader):
    """The safe loader, recording the line of every mapping under ``__line__``."""


def _mapping(loader: LineLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    value: dict[Any, Any] = loader.construct_mapping(node, deep=True)
    value[LINE] = node.start_mark.line + 1
    return value


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def load_yaml(text: str, file: str) -> Any:
    """Parse YAML safely; a syntax error becomes an InputError naming the file and line."""
    try:
        return yaml.load(text, Loader=LineLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise InputError(file, mark.line + 1 if mark else 0, "yaml", str(problem)) from None


def strip_lines(value: Any) -> Any:
    """The value without the recorded line numbers."""
    if isinstance(value, dict):
        return {k: strip_lines(v) for k, v in value.items() if k != LINE}
    if isinstance(value, list):
        return [strip_lines(v) for v in value]
    return value
